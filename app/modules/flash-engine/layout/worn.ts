/**
 * Wearing (issue 16): a crown, a flower crown or roses worn on a head, resting on its top (or a
 * stag's crest, between the antlers), scaled to it; counted heads each wear their own.
 */
import { applyMatrix, flatten, matrixScale } from "../geometry";
import type { Motif } from "../motif";
import { motifFor } from "../motifs/index";
import { hasTrait, type HandMotifKey } from "../motifs/registry";
import { fit, height, midX, shift, union, width, type SceneItem } from "./scene-items";
import type { SceneKit } from "./scene-kit";

/** A worn flower crown narrower than this share of the design is drawn very small (`DrawSubject`). */
export const SMALL_GARLAND = 0.5;

/**
 * Where a flower crown sits on a head and how wide it is: its middle on the head's top (between
 * the ears, however the head turns: a horse in profile has its ears left of its box's middle),
 * across the head a quarter of the way down; on a stag, on its crest, 1.8 times the crest's width;
 * where the motif names its head's top (`headTop`), there.
 */
function garlandSeat(
  head: SceneItem,
  { anchors: { crest, headTop: known } }: Motif,
): { x: number; y: number; across: number } {
  if (known) {
    const [x, y] = applyMatrix(head.matrix, known.x, known.y);
    return { x, y, across: known.across * matrixScale(head.matrix) };
  }
  if (crest) {
    // A little above the crest, so the blooms hanging below the band leave the eyes clear.
    const [x, y] = applyMatrix(head.matrix, 0, crest.y);
    const across = crest.width * matrixScale(head.matrix) * 1.8;
    return { x, y: y - across * 0.06, across };
  }
  const hb = head.box;
  const outline = head.drawing.parts
    .filter((p) => p.kind === "fill")
    .flatMap((p) => p.contours.flatMap((c) => flatten(c, 2)))
    .map(([x, y]) => applyMatrix(head.matrix, x, y));
  const span = (y0: number, band: number): [number, number] => {
    const xs = outline.filter(([, y]) => Math.abs(y - y0) <= band).map(([x]) => x);
    return xs.length ? [Math.min(...xs), Math.max(...xs)] : [hb.minX, hb.maxX];
  };
  const [topLeft, topRight] = span(hb.minY, height(hb) * 0.08);
  const [left, right] = span(hb.minY + height(hb) * 0.25, height(hb) * 0.03);
  return { x: (topLeft + topRight) / 2, y: hb.minY + height(hb) * 0.1, across: (right - left) * 1.05 };
}

/**
 * The worn thing sits on the head's top, scaled to the head. A head below the top of its box (a
 * stag's, between the antlers) names its crest; a pair or trio nestles there side by side.
 */
function wornOn(
  kit: SceneKit,
  head: SceneItem,
  entry: Motif,
  thing: { key: string; count: number },
  copy: number,
): SceneItem[] {
  const piece = (s: number, options?: { small?: 1 | 2 }): SceneItem => {
    const drawing = kit.draw(thing.key, copy, options);
    return { key: thing.key, drawing, ...fit(drawing, 0, 0, s, 0, false, "width"), layer: "front" };
  };
  const hb = head.box;
  const crest = entry.anchors.crest;
  const [topX, topY] = crest ? applyMatrix(head.matrix, 0, crest.y) : [midX(hb), hb.minY + height(hb) * 0.1];
  const across =
    (crest ? crest.width * matrixScale(head.matrix) : width(hb)) *
    (thing.key === ("crown" satisfies HandMotifKey) ? 0.72 : 0.8);
  if (hasTrait(thing.key, "garland")) {
    // A flower crown rests its middle on the head's top and bends down over the temples.
    const seat = garlandSeat(head, entry);
    // Under 0.62 of the design across (on a wolf, a horse), five or seven small blooms would
    // fill in with their outlines: it is drawn small, five large flat blooms; under half (on
    // pegasus, a cat, the eagle, a stag), very small, three, and a little wider than the head,
    // as flash exaggerates.
    const share = seat.across / kit.size;
    const small = share < SMALL_GARLAND ? 2 : share < SMALL_GARLAND * 1.24 ? 1 : undefined;
    const wide =
      small === 2 ? Math.min(Math.max(seat.across, kit.size * SMALL_GARLAND * 0.76), seat.across * 1.15) : seat.across;
    const worn: SceneItem = { ...piece(wide, small ? { small } : undefined), knockout: true };
    const seatAt = motifFor(thing.key).anchors.seat ?? { x: 0, y: 0 };
    const [seatX, seatY] = applyMatrix(worn.matrix, seatAt.x, seatAt.y);
    return [shift(worn, seat.x - seatX, seat.y - seatY)];
  }
  const worn =
    crest && thing.count > 1 ? kit.group(thing.key, thing.count, 0, 0, across * 1.7, "front") : [piece(across)];
  const wb = union(worn.map((w) => w.box));
  return worn.map((w) => shift(w, topX - midX(wb), topY - wb.maxY));
}

/** Heads (`heads` > 1: a flash pair or trio) each wearing their own `thing`. */
export function crowned(kit: SceneKit, headKey: string, thing: { key: string; count: number }, heads = 1): SceneItem[] {
  const { cx, cy, size } = kit;
  const placed =
    heads > 1
      ? kit.group(headKey, heads, cx, cy + size * 0.08, size, "main")
      : [kit.one(headKey, cx, cy + size * 0.08, size * 0.82, "main").item];
  const items: SceneItem[] = [];
  // A trio's raised middle head stands behind the two beside it.
  const order = placed.length === 3 ? [1, 0, 2] : placed.map((_, i) => i);
  for (const i of order) {
    const worn = wornOn(kit, placed[i], motifFor(headKey), thing, i);
    // Flowers (a garland, roses) on each of a pair or trio are small: finer lines keep their blooms apart.
    const weight = placed.length === 3 ? 0.5 : 0.6;
    const fine = heads > 1 && motifFor(thing.key).category === "flower";
    items.push(placed[i], ...(fine ? worn.map((w) => ({ ...w, weight })) : worn));
  }
  return items;
}
