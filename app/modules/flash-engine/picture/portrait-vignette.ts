/**
 * A subject the photo's frame cuts (a close portrait: a head running off the top and sides)
 * would be drawn with straight edges where the photo ends. An artist rounds it off instead, as a
 * portrait vignette: the subject is kept inside the ellipse its box holds, so the frame's cuts
 * at the sides and below become one rounded contour. What rises to the top of the frame is kept
 * (a cat's ears at the top corners, which the ellipse would cut), and where the head runs off the
 * top across its width the cut is drawn as the crown between two points, so the ears read.
 */
import { maskBox, maskOf, type Mask } from "./raster";

/** The band at the top, as a share of the subject's height, that the ellipse leaves whole. */
const TOP_BAND = 0.22;
/** The head runs off the top across at least this share of its width... */
const WIDE_TOP = 0.5;
/** ...then the points stand this share of that width in from its ends... */
const POINT_INSET = 0.1;
/** ...the crown between them dips this share of the width... */
const CROWN_DEPTH = 0.17;
/** ...flat in the middle, rising steeply to the points (1 - |t|^FLATNESS). */
const CROWN_FLATNESS = 4;

/** A subject whose edge is more than this share the photo's frame is rounded off as a portrait. */
const FRAMED = 0.12;

/** Share of the subject's edge pixels that lie on the photo's frame. */
export function frameContact(mask: Mask): number {
  const { width, height, data } = mask;
  let edge = 0;
  let frame = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!data[i]) continue;
      const onFrame = x === 0 || y === 0 || x === width - 1 || y === height - 1;
      if (onFrame) frame++;
      if (onFrame || !data[i - 1] || !data[i + 1] || !data[i - width] || !data[i + width]) edge++;
    }
  }
  return edge ? frame / edge : 0;
}

/** Whether the photo's frame cuts the subject enough to draw it as a portrait vignette. */
export function isPortrait(mask: Mask): boolean {
  return frameContact(mask) > FRAMED;
}

/**
 * Animals whose ears stand up in points, as the description names them: only the head of one of
 * these that runs off the top is drawn with the crown between two points. Anything else (a person,
 * a dog with hanging ears, a cup) keeps the frame's cut as it is: the points are drawn from what
 * the description says, not found in the picture, so they are never given to what has none.
 */
const POINTED_EARS =
  /\b(cats?|kittens?|kitty|kitties|fox(es)?|wolf|wolves|lynx(es)?|husk(y|ies)|german shepherds?|corgis?|chihuahuas?|bats?)\b/i;

export function hasPointedEars(description: string): boolean {
  return POINTED_EARS.test(description);
}

/**
 * The subject as the portrait is drawn, unsmoothed: the design is laid out round it (a crown sits
 * between ears). `pointedEars`: the description names an animal with them (hasPointedEars).
 */
export function portraitShape(mask: Mask, pointedEars: boolean): Mask {
  if (!isPortrait(mask)) return mask;
  const framed = vignette(mask);
  return pointedEars ? crownBetweenPoints(framed, framed) : framed;
}

/**
 * The mask inside the ellipse its box holds; when the subject runs off the top, its top band is
 * kept whole, each of its columns run up to the frame (an ear's tip as pale as the wall behind it
 * is lost by the mask, its base is not).
 */
export function vignette(mask: Mask): Mask {
  const box = maskBox(mask);
  const [cx, cy] = [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2];
  const [a, b] = [((box.maxX - box.minX) / 2) * 1.02 + 1, ((box.maxY - box.minY) / 2) * 1.02 + 1];
  const band = box.minY === 0 ? Math.round((box.maxY - box.minY) * TOP_BAND) : -1;
  const { width, height } = mask;
  const out = new Uint8Array(mask.data.length);
  for (let y = 0; y < height; y++) {
    const v = Math.abs((y - cy) / b);
    for (let x = 0; x < width; x++) {
      const u = Math.abs((x - cx) / a);
      out[y * width + x] = mask.data[y * width + x] && (y < band || u * u + v * v <= 1) ? 1 : 0;
    }
  }
  for (let x = 0; x < width; x++) {
    let y = 0;
    while (y < band && !out[y * width + x]) y++;
    if (y < band) for (let k = 0; k < y; k++) out[k * width + x] = 1;
  }
  return maskOf(width, height, out);
}

/** First and last set pixel of a row, or undefined when it has none. */
function rowRun(mask: Mask, y: number): [number, number] | undefined {
  const row = y * mask.width;
  let first = -1;
  let last = -1;
  for (let x = 0; x < mask.width; x++)
    if (mask.data[row + x]) {
      if (first < 0) first = x;
      last = x;
    }
  return first < 0 ? undefined : [first, last];
}

/**
 * Where the subject runs off the top of the frame across most of its width (a head cut above the
 * eyes), the cut drawn as the crown between two points near its ends, each point's outer side
 * falling straight to the subject's side: the frame's straight edge would read as a flat-topped
 * blob, the dip between points as a head with its ears. A subject meeting the top only narrowly
 * is left as it is. `cut`: the mask as the frame cut it, before smoothing (which pulls the edge
 * off the frame): its run along the top row places the points.
 */
export function crownBetweenPoints(mask: Mask, cut: Mask = mask): Mask {
  const { width, height } = mask;
  const top = rowRun(cut, 0);
  const box = maskBox(cut);
  if (!top || top[1] - top[0] < WIDE_TOP * (box.maxX - box.minX + 1)) return mask;
  const span = top[1] - top[0];
  const depth = Math.min(height - 1, Math.round(CROWN_DEPTH * span));
  const [left, right] = [top[0] + POINT_INSET * span, top[1] - POINT_INSET * span];
  const half = (right - left) / 2;
  const side = rowRun(cut, depth) ?? top;
  const out = Uint8Array.from(mask.data);
  for (let y = 0; y < depth; y++) {
    const fall = y / depth;
    // Outside the points' outer sides, straight lines from each point down to the subject's side.
    const outerLeft = left - Math.max(0, left - side[0]) * fall;
    const outerRight = right + Math.max(0, side[1] - right) * fall;
    for (let x = 0; x < width; x++) {
      const t = Math.abs((x - left - half) / half);
      const crown = t < 1 && y < depth * (1 - t ** CROWN_FLATNESS);
      if (crown || x < outerLeft || x > outerRight) out[y * width + x] = 0;
    }
  }
  return maskOf(width, height, out);
}
