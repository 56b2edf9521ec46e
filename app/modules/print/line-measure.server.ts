import sharp from "sharp";

/**
 * Measures a design's finest lines from its pixels, so any design (ours or an image
 * model's) can be checked for tattooability, with morphology on the ink mask:
 * - a closing of radius r fills every gap of skin narrower than about 2r; when it fills
 *   a significant share of the ink area, lines run that close over real lengths (where
 *   two lines meet at an angle, the tiny wedge filled does not count);
 * - an opening of radius r removes strokes thinner than about 2r.
 * The smallest such r, found by binary search, gives the gap and stroke widths, as
 * fractions of the image width, so they convert to millimetres at any physical size.
 */
export interface LineMeasure {
  strokeRatio: number;
  /** Null when no gaps between strokes are narrow enough to matter at any radius tried. */
  gapRatio: number | null;
}

const ANALYSIS_EDGE = 512;
/** Darker than this counts as ink; light tints (and the free plan's watermark) do not. */
const INK_LUMINANCE = 150;
/** A change of more than this share of the ink area is "significant". */
const SIGNIFICANT = 0.04;
const MAX_RADIUS = 24;

export async function measureLines(png: Buffer): Promise<LineMeasure> {
  const { data, info } = await sharp(png)
    .flatten({ background: "#ffffff" })
    .resize(ANALYSIS_EDGE, ANALYSIS_EDGE, { fit: "inside", withoutEnlargement: true })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const mask = Buffer.alloc(width * height);
  let inkArea = 0;
  for (let i = 0; i < mask.length; i++) {
    const isInk = data[i] < INK_LUMINANCE;
    mask[i] = isInk ? 0 : 255;
    if (isInk) inkArea++;
  }
  if (inkArea === 0) return { strokeRatio: 1, gapRatio: null };

  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = mask[i] === 0 ? 1 : 0;
  const countOf = (set: Uint8Array) => set.reduce((sum, value) => sum + value, 0);
  const closing = (radius: number) => countOf(erode(dilate(ink, width, height, radius), width, height, radius));
  const opening = (radius: number) => countOf(dilate(erode(ink, width, height, radius), width, height, radius));

  // Smallest radius at which `changed(radius)` holds (it only grows with the radius).
  // Each step is a few milliseconds of work; yield between steps so requests keep flowing.
  const smallestRadius = async (changed: (radius: number) => boolean) => {
    if (!changed(MAX_RADIUS)) return null;
    let low = 1;
    let high = MAX_RADIUS;
    while (low < high) {
      await new Promise((resolve) => setImmediate(resolve));
      const middle = Math.floor((low + high) / 2);
      if (changed(middle)) high = middle;
      else low = middle + 1;
    }
    return low;
  };

  const gapRadius = await smallestRadius((r) => closing(r) - inkArea > SIGNIFICANT * inkArea);
  const strokeRadius = await smallestRadius((r) => inkArea - opening(r) > SIGNIFICANT * inkArea);
  return {
    strokeRatio: (strokeRadius === null ? width : 2 * strokeRadius) / width,
    gapRatio: gapRadius === null ? null : (2 * gapRadius) / width,
  };
}

/**
 * Chamfer (3-4) distance from every pixel to the nearest pixel of `set`, in pixels: a
 * close approximation of Euclidean distance in two passes, so dilating by a disc of
 * radius r is "distance <= r".
 */
function distanceTo(set: Uint8Array, width: number, height: number): Int32Array {
  const far = 1 << 29;
  const d = new Int32Array(width * height);
  for (let i = 0; i < d.length; i++) d[i] = set[i] ? 0 : far;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let v = d[i];
      if (x > 0) v = Math.min(v, d[i - 1] + 3);
      if (y > 0) {
        v = Math.min(v, d[i - width] + 3);
        if (x > 0) v = Math.min(v, d[i - width - 1] + 4);
        if (x < width - 1) v = Math.min(v, d[i - width + 1] + 4);
      }
      d[i] = v;
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      let v = d[i];
      if (x < width - 1) v = Math.min(v, d[i + 1] + 3);
      if (y < height - 1) {
        v = Math.min(v, d[i + width] + 3);
        if (x < width - 1) v = Math.min(v, d[i + width + 1] + 4);
        if (x > 0) v = Math.min(v, d[i + width - 1] + 4);
      }
      d[i] = v;
    }
  }
  return d;
}

function dilate(set: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const distance = distanceTo(set, width, height);
  const out = new Uint8Array(set.length);
  const limit = radius * 3;
  for (let i = 0; i < out.length; i++) out[i] = distance[i] <= limit ? 1 : 0;
  return out;
}

function erode(set: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const complement = new Uint8Array(set.length);
  for (let i = 0; i < set.length; i++) complement[i] = set[i] ? 0 : 1;
  const grown = dilate(complement, width, height, radius);
  for (let i = 0; i < grown.length; i++) grown[i] = grown[i] ? 0 : 1;
  return grown;
}
