/**
 * Composition by relation (issue 16): places the subjects of a scene on, in, around or carried
 * by one another, using anchor points read off each motif's box (top, grip, perch, wrap), and
 * lays out counts as flash pairs and trios. Returns undefined when the scene holds no relation
 * or count this knows, so the classic layout (main motif with companions) applies.
 */
import type { Drawing } from "./drawing";
import { type Box, type Matrix, type Vec, applyMatrix, boundsOf, flatten, matrixScale, multiply, placement } from "./geometry";
import { type Frame, type FrameKind, frameFor, innerBoxFor } from "./motifs/frames";
import type { Motif } from "./motif";
import { motifFor, posedMotif } from "./motifs/index";
import { KRAKEN_FRONT, KRAKEN_PAIR_FRONT } from "./motifs/kraken";
import type { Rng } from "./random";
import { GARLANDS, type Scene, type SceneRelation } from "./scene";

export type SceneLayer = "behind" | "main" | "front";

export interface SceneItem {
  key: string;
  drawing: Drawing;
  matrix: Matrix;
  box: Box;
  layer: SceneLayer;
  /** Line weight (1 for the main layer, 0.95 otherwise unless given): a small worn garland's is finer. */
  weight?: number;
  /**
   * Wrap: the same drawing is drawn again in front of the thing it coils around, clipped to
   * these bands (canvas polygons), so the coil passes in front and behind.
   */
  frontBands?: Vec[][];
  /**
   * Knocked out of what is behind it: a paper-white margin round its shapes separates it from
   * the drawing it lies on (a flower crown on a dark mane), as flash artists do.
   */
  knockout?: boolean;
}

export interface SceneLayout {
  items: SceneItem[];
  /** Index of the item that anchors the design (stage, sprigs, banner width). */
  mainIndex: number;
  box: Box;
  /** Where a carried banner hangs (its centre line), when the scene says so. */
  bannerY?: number;
  relation?: SceneRelation["kind"];
  /** The frame drawn around the subject, when the scene says "framed by". */
  frame?: FrameKind;
}

/** Draws a subject; `small`: it is drawn small beside what it is on (the motif may simplify). */
export type DrawSubject = (key: string, copy: number, options?: { small?: 1 | 2 }) => Drawing;

/** "A rose framed by a laurel wreath", "a wolf inside a circle": the frame and what it holds. */
function framing(
  scene: Scene,
  drawable: (i: number) => boolean,
): { relation: SceneRelation; kind: FrameKind; parts: number[] } | undefined {
  const frameWords = scene.subjects.map((s, i) => (s.key === "frame" ? i : -1)).filter((i) => i >= 0);
  for (const relation of scene.relations) {
    if (relation.kind !== "framed-by" && relation.kind !== "inside") continue;
    const to = scene.subjects[relation.to];
    if (!drawable(relation.from) || !to) continue;
    const laurel = to.key === "leaf" && frameWords.length > 0;
    if (to.key !== "frame" && !(to.key === "diamond" && relation.kind === "framed-by") && !laurel) continue;
    const words = [to.word, ...frameWords.map((i) => scene.subjects[i].word)];
    const kind: FrameKind = to.key === "diamond" ? "diamond" : laurel || words.includes("wreath") ? "wreath" : "circle";
    return { relation, kind, parts: [relation.to, ...frameWords] };
  }
  return undefined;
}

const LAID_OUT = new Set<SceneRelation["kind"]>([
  "on",
  "wearing",
  "holding",
  "carrying",
  "toward",
  "behind",
  "above",
  "below",
  "around",
  "growing",
]);

function localBounds(drawing: Drawing): Box {
  return boundsOf(drawing.parts.flatMap((p) => p.contours.flatMap((c) => flatten(c, 3))));
}

/** Places a drawing so the larger side of its box (or its width) is `size`, centred at (x, y). */
export function fit(
  drawing: Drawing,
  x: number,
  y: number,
  size: number,
  rotation = 0,
  flip = false,
  by: "max" | "width" = "max",
): { matrix: Matrix; box: Box } {
  const box = localBounds(drawing);
  const w = Math.max(box.maxX - box.minX, 1);
  const h = Math.max(box.maxY - box.minY, 1);
  const scale = size / (by === "width" ? w : Math.max(w, h));
  const matrix = multiply(placement(x, y, scale, rotation, flip), [1, 0, 0, 1, -(box.minX + box.maxX) / 2, -(box.minY + box.maxY) / 2]);
  const corners = [
    applyMatrix(matrix, box.minX, box.minY),
    applyMatrix(matrix, box.maxX, box.minY),
    applyMatrix(matrix, box.minX, box.maxY),
    applyMatrix(matrix, box.maxX, box.maxY),
  ];
  return { matrix, box: boundsOf(corners) };
}

/** Moves a placed item by (dx, dy). */
function shift(item: SceneItem, dx: number, dy: number): SceneItem {
  return {
    ...item,
    matrix: multiply([1, 0, 0, 1, dx, dy], item.matrix),
    box: { minX: item.box.minX + dx, maxX: item.box.maxX + dx, minY: item.box.minY + dy, maxY: item.box.maxY + dy },
    frontBands: item.frontBands?.map((band) => band.map(([x, y]): Vec => [x + dx, y + dy])),
  };
}

const width = (b: Box) => b.maxX - b.minX;
const height = (b: Box) => b.maxY - b.minY;
const midX = (b: Box) => (b.minX + b.maxX) / 2;
const midY = (b: Box) => (b.minY + b.maxY) / 2;

function union(boxes: Box[]): Box {
  return {
    minX: Math.min(...boxes.map((b) => b.minX)),
    minY: Math.min(...boxes.map((b) => b.minY)),
    maxX: Math.max(...boxes.map((b) => b.maxX)),
    maxY: Math.max(...boxes.map((b) => b.maxY)),
  };
}

/** Bands across a long upright item, alternating: the coil shows in front in every other one. */
function wrapBands(around: Box, coil: Box, turns: number): Vec[][] {
  const top = Math.min(around.minY, coil.minY);
  const bottom = Math.max(around.maxY, coil.maxY);
  const step = (bottom - top) / (turns * 2);
  const left = Math.min(around.minX, coil.minX) - 20;
  const right = Math.max(around.maxX, coil.maxX) + 20;
  const slant = step * 0.6;
  const bands: Vec[][] = [];
  for (let i = 0; i < turns * 2; i += 2) {
    const y0 = top + i * step;
    const y1 = y0 + step;
    bands.push([
      [left, y0 - slant],
      [right, y0 + slant],
      [right, y1 + slant],
      [left, y1 - slant],
    ]);
  }
  return bands;
}

interface Placed {
  item: SceneItem;
  entry: Motif;
}

/** A count laid out as a flash pair (mirrored, facing each other) or trio (one raised in the middle). */
function group(
  key: string,
  count: number,
  draw: DrawSubject,
  x: number,
  y: number,
  size: number,
  layer: SceneLayer,
  rng: Rng,
): SceneItem[] {
  const entry = motifFor(key);
  if (count <= 1) {
    const drawing = draw(key, 0);
    const placed = fit(drawing, x, y, size, entry.upright ? 0 : rng.jitter(0.08));
    return [{ key, drawing, ...placed, layer }];
  }
  const n = Math.min(count, 3);
  if (entry.form === "long") {
    // Long things (daggers, arrows, keys) cross: the classic crossed pair, or a fan of three.
    return Array.from({ length: n }, (_, i) => {
      const drawing = draw(key, i);
      const angle = n === 2 ? (i === 0 ? -0.62 : 0.62) : (i - 1) * 0.62;
      return { key, drawing, ...fit(drawing, x, y, size * 0.95, angle, i === 1 && n === 2), layer };
    });
  }
  const each = size * (n === 2 ? 0.62 : 0.5);
  const items: SceneItem[] = [];
  for (let i = 0; i < n; i++) {
    const drawing = draw(key, i);
    const side = n === 2 ? (i === 0 ? -1 : 1) : i - 1;
    const dx = side * each * (n === 2 ? (entry.pair ?? 0.62) : entry.form === "tall" ? 0.95 : 0.8);
    const dy = n === 3 && side === 0 ? -each * 0.32 : n === 2 ? side * each * 0.06 : 0;
    // Mirror one of a pair so the two face each other.
    const placed = fit(drawing, x + dx, y + dy, each, entry.upright ? 0 : side * 0.1, side > 0);
    items.push({ key, drawing, ...placed, layer });
  }
  return items;
}

/**
 * A curler (the seahorse) "wrapped around" an upright thing (an anchor, a sword) holds it by the
 * roll of its tail (its `curl` anchor): the thing in the middle, the curler in front of it with the
 * roll round the shank below the middle; the shank passes in front of the upper half of the roll.
 */
function curledAround(
  curler: string,
  curl: NonNullable<Motif["anchors"]["curl"]>,
  key: string,
  one: (key: string, x: number, y: number, s: number, layer: SceneLayer) => Placed,
  cx: number,
  cy: number,
  size: number,
): SceneItem[] | undefined {
  const entry = motifFor(key);
  if (key !== "anchor" && entry.form !== "long" && entry.form !== "tall") return undefined;
  const core = one(key, cx + size * 0.04, cy, size * (entry.form === "long" ? 1.05 : 0.84), "main");
  const cb = core.item.box;
  const [holdX, holdY] = [midX(cb), cb.minY + height(cb) * 0.62];
  // As a motif the seahorse is about 200 units tall: three quarters of the thing's scale.
  const rider = one(curler, 0, 0, matrixScale(core.item.matrix) * 200 * 0.75, "behind").item;
  const [sx, sy] = applyMatrix(rider.matrix, curl.x, curl.y);
  const moved = shift(rider, holdX - sx, holdY - sy);
  const r = curl.r * matrixScale(moved.matrix);
  const b = moved.box;
  const [left, right, top, bottom] = [b.minX - 10, b.maxX + 10, b.minY - 10, b.maxY + 10];
  const [l, rr] = [holdX - r * 0.55, holdX + r * 0.55];
  const rect = (x0: number, y0: number, x1: number, y1: number): Vec[] => [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  // In front everywhere but a window over the shank across the top half of the roll.
  const bands = [rect(left, top, l, bottom), rect(rr, top, right, bottom), rect(l, top, rr, holdY - r - 2), rect(l, holdY, rr, bottom)];
  return [core.item, { ...moved, frontBands: bands }];
}

/**
 * Where a flower crown sits on a head and how wide it is: its middle on the head's top (between
 * the ears, however the head turns: a horse in profile has its ears left of its box's middle),
 * across the head a quarter of the way down; on a stag, on its crest, 1.8 times the crest's width;
 * where the motif names its head's top (`headTop`), there.
 */
function garlandSeat(head: SceneItem, { anchors: { crest, headTop: known } }: Motif): { x: number; y: number; across: number } {
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

/** Scales placed items by `k` about (x, y). */
function scaleAbout(item: SceneItem, k: number, x: number, y: number): SceneItem {
  const m: Matrix = [k, 0, 0, k, x * (1 - k), y * (1 - k)];
  const [x0, y0] = applyMatrix(m, item.box.minX, item.box.minY);
  const [x1, y1] = applyMatrix(m, item.box.maxX, item.box.maxY);
  return { ...item, matrix: multiply(m, item.matrix), box: { minX: x0, minY: y0, maxX: x1, maxY: y1 } };
}

/**
 * A tall or wide subject in a frame (a seahorse in a circle) grows into the frame's round or
 * diamond inside instead of keeping to the square in it (a pair or trio of them, to fill it); the
 * more elongated, the more it grows (nothing below 1.2 : 1, all it can from 1.5 : 1), so square
 * subjects keep their size.
 */
function tallInFrame(placed: SceneItem[], frame: Frame, frameScale: number, inner: Box): SceneItem[] {
  // How elongated the subject is (each of a pair or trio: two seahorses side by side are a square
  // group of tall things, drawn small to keep the pair inside the square).
  const b = placed[0].box;
  const elongation = Math.max(width(b) / Math.max(height(b), 1), height(b) / Math.max(width(b), 1));
  const t = Math.min(1, Math.max(0, (elongation - 1.2) / 0.3));
  if (t <= 0) return placed;
  const spread = union(placed.map((i) => i.box));
  const room = innerBoxFor(frame, width(spread) / Math.max(height(spread), 1));
  const most = 0.92 / Math.max(width(spread) / (room.width * frameScale), height(spread) / (room.height * frameScale));
  const k = 1 + (most - 1) * t;
  if (k <= 1) return placed;
  return placed.map((i) => shift(scaleAbout(i, k, midX(spread), midY(spread)), midX(inner) - midX(spread), midY(inner) - midY(spread)));
}

/** A worn flower crown narrower than this share of the design is drawn very small (`DrawSubject`). */
export const SMALL_GARLAND = 0.5;

const PERCHERS = new Set(["eagle", "owl", "swallow", "phoenix"]);

/** Subjects that can coil or wrap around another ("a snake coiled around a dagger"). */
const WRAPPERS = new Set(["snake", "leaf", "octopus", "seahorse"]);
/** Relations an octopus acts out by reaching its arms around the thing: on, around, holding. */
const GRASPED = new Set<SceneRelation["kind"]>(["on", "around", "holding"]);

/** Relations a sea creature acts out on a ship as the kraken's attack: the ship gripped in its arms. */
const ATTACKED = new Set<SceneRelation["kind"]>(["attacking", "around", "holding"]);

/**
 * The kraken attacking a ship: an octopus (kraken, squid) that attacks, wraps or holds a ship, a
 * ship at sea (a ship in a bottle is held as before).
 */
function krakenAttack(scene: Scene, r: SceneRelation): boolean {
  return (
    ATTACKED.has(r.kind) &&
    motifFor(scene.subjects[r.from]?.key ?? "").key === "octopus" &&
    motifFor(scene.subjects[r.to]?.key ?? "").key === "ship" &&
    !scene.relations.some((other) => other.from === r.to && other.kind === "inside")
  );
}

/** "A kraken and a ship" (no relation between them) is the classic flash: the kraken attacks it. */
function withKrakenAttack(scene: Scene): Scene {
  const beast = scene.subjects.findIndex((s) => motifFor(s.key).key === "octopus");
  const ship = scene.subjects.findIndex((s) => motifFor(s.key).key === "ship");
  if (beast < 0 || ship < 0 || scene.relations.some((r) => [beast, ship].includes(r.from) && [beast, ship].includes(r.to))) return scene;
  return { ...scene, relations: [...scene.relations, { kind: "attacking", from: beast, to: ship }] };
}

/** A bird "perched" (or "sitting") on nothing named perches on a branch. */
function withPerch(scene: Scene): Scene {
  const bird = scene.subjects.findIndex((s) => (s.pose === "perched" || s.pose === "sitting") && PERCHERS.has(s.key) && s.count <= 3);
  if (bird < 0 || scene.relations.some((r) => r.from === bird || r.to === bird)) return scene;
  const branch = scene.subjects.length;
  return {
    ...scene,
    subjects: [...scene.subjects, { key: "leaf", word: "branch", count: 1 }],
    relations: [...scene.relations, { kind: "on", from: bird, to: branch }],
  };
}

/**
 * The scene laid out around (cx, cy) at about `size` across, or undefined when the classic
 * layout should handle it (no known relation and every count one).
 */
export function layoutScene(read: Scene, draw: DrawSubject, cx: number, cy: number, size: number, rng: Rng): SceneLayout | undefined {
  const scene = withKrakenAttack(withPerch(read));
  const drawable = (i: number) =>
    scene.subjects[i] &&
    scene.subjects[i].key !== "frame" &&
    (scene.subjects[i].key === "banner" || motifFor(scene.subjects[i].key).key === scene.subjects[i].key);
  const framed = framing(scene, drawable);
  // "Inside" is laid out for containers, and for heads with a crest (in a stag's antlers).
  const holds = (i: number) => {
    const entry = motifFor(scene.subjects[i]?.key ?? "");
    return Boolean(entry.anchors.interior || entry.anchors.crest);
  };
  const relation = scene.relations.find(
    (r) =>
      (LAID_OUT.has(r.kind) ||
        (r.kind === "inside" && holds(r.to)) ||
        // Attacking is laid out for the kraken's ship, and for a bird's prey, held in its claws.
        (r.kind === "attacking" && (krakenAttack(scene, r) || PERCHERS.has(scene.subjects[r.from].key)))) &&
      drawable(r.from) &&
      drawable(r.to) &&
      (scene.subjects[r.to].key !== "banner" || r.kind === "carrying"),
  );
  // A pair or trio leads the design when it is named first, or after a backdrop ("the moon and two
  // wolves"); after anything else it accompanies it ("a skull with roses" is a skull).
  const lead = scene.subjects.findIndex((s, i) => drawable(i) && s.key !== "banner");
  const backdrop = lead >= 0 && ["sky", "scene"].includes(motifFor(scene.subjects[lead].key).category);
  const counted = scene.subjects.findIndex(
    (s, i) => s.count > 1 && drawable(i) && s.key !== "banner" && s.key !== "book" && (i === lead || backdrop),
  );
  const posed = scene.subjects.findIndex((s, i) => drawable(i) && posedMotif(s.key, s.pose) !== s.key);
  if (!framed && !relation && counted < 0 && posed < 0) return undefined;
  // Subjects drawn in their pose when the library has it (the howling wolf).
  const subjects = scene.subjects.map((s) => ({ ...s, key: posedMotif(s.key, s.pose) }));
  if (relation?.kind === "around" && !WRAPPERS.has(motifFor(scene.subjects[relation.from].key).key)) return undefined;

  const items: SceneItem[] = [];
  let mainIndex = 0;
  let bannerY: number | undefined;
  const placedKeys = new Set<number>();

  const one = (
    key: string,
    x: number,
    y: number,
    s: number,
    layer: SceneLayer,
    rotation = 0,
    flip = false,
    by: "max" | "width" = "max",
  ): Placed => {
    const entry = motifFor(key);
    const drawing = draw(key, 0);
    return { item: { key, drawing, ...fit(drawing, x, y, s, rotation, flip, by), layer }, entry };
  };

  /**
   * The worn thing sits on the head's top, scaled to the head. A head below the top of its box (a
   * stag's, between the antlers) names its crest; a pair or trio nestles there side by side.
   * Counted heads (`heads` > 1) stand as a flash pair or trio, each wearing its own (`copy`).
   */
  const wornOn = (head: SceneItem, entry: Motif, thing: { key: string; count: number }, copy: number): SceneItem[] => {
    const piece = (s: number, options?: { small?: 1 | 2 }): SceneItem => {
      const drawing = draw(thing.key, copy, options);
      return { key: thing.key, drawing, ...fit(drawing, 0, 0, s, 0, false, "width"), layer: "front" };
    };
    const hb = head.box;
    const crest = entry.anchors.crest;
    const [topX, topY] = crest ? applyMatrix(head.matrix, 0, crest.y) : [midX(hb), hb.minY + height(hb) * 0.1];
    const across = (crest ? crest.width * matrixScale(head.matrix) : width(hb)) * (thing.key === "crown" ? 0.72 : 0.8);
    if (GARLANDS.has(thing.key)) {
      // A flower crown rests its middle on the head's top and bends down over the temples.
      const seat = garlandSeat(head, entry);
      // Under 0.62 of the design across (on a wolf, a horse), five or seven small blooms would
      // fill in with their outlines: it is drawn small, five large flat blooms; under half (on
      // pegasus, a cat, the eagle, a stag), very small, three, and a little wider than the head,
      // as flash exaggerates.
      const share = seat.across / size;
      const small = share < SMALL_GARLAND ? 2 : share < SMALL_GARLAND * 1.24 ? 1 : undefined;
      const across = small === 2 ? Math.min(Math.max(seat.across, size * SMALL_GARLAND * 0.76), seat.across * 1.15) : seat.across;
      const worn: SceneItem = { ...piece(across, small ? { small } : undefined), knockout: true };
      const seatAt = motifFor(thing.key).anchors.seat ?? { x: 0, y: 0 };
      const [seatX, seatY] = applyMatrix(worn.matrix, seatAt.x, seatAt.y);
      return [shift(worn, seat.x - seatX, seat.y - seatY)];
    }
    const worn = crest && thing.count > 1 ? group(thing.key, thing.count, draw, 0, 0, across * 1.7, "front", rng) : [piece(across)];
    const wb = union(worn.map((w) => w.box));
    return worn.map((w) => shift(w, topX - midX(wb), topY - wb.maxY));
  };
  const crowned = (headKey: string, thing: { key: string; count: number }, heads = 1) => {
    const placed =
      heads > 1
        ? group(headKey, heads, draw, cx, cy + size * 0.08, size, "main", rng)
        : [one(headKey, cx, cy + size * 0.08, size * 0.82, "main").item];
    // A trio's raised middle head stands behind the two beside it.
    const order = placed.length === 3 ? [1, 0, 2] : placed.map((_, i) => i);
    for (const i of order) {
      const worn = wornOn(placed[i], motifFor(headKey), thing, i);
      // Flowers (a garland, roses) on each of a pair or trio are small: finer lines keep their blooms apart.
      const weight = placed.length === 3 ? 0.5 : 0.6;
      const fine = heads > 1 && motifFor(thing.key).category === "flower";
      items.push(placed[i], ...(fine ? worn.map((w) => ({ ...w, weight })) : worn));
    }
  };

  if (framed) {
    // The frame spans the design; the subject is scaled into its inner box with a margin.
    const frame = frameFor(framed.kind);
    const placedFrame = fit(frame.drawing, cx, cy, size);
    const corners = [
      applyMatrix(placedFrame.matrix, frame.inner.minX, frame.inner.minY),
      applyMatrix(placedFrame.matrix, frame.inner.maxX, frame.inner.maxY),
    ];
    const inner = boundsOf(corners);
    const room = Math.min(width(inner), height(inner)) * 0.92;
    const s = subjects[framed.relation.from];
    const framedItems = group(s.key, s.count, draw, midX(inner), midY(inner), room, "main", rng);
    // A pair or trio spreads wider than its size: shrink it back into the inner box.
    const spread = union(framedItems.map((i) => i.box));
    const k = Math.min(1, width(inner) / Math.max(width(spread), 1), height(inner) / Math.max(height(spread), 1));
    const fitted = k < 1 ? group(s.key, s.count, draw, midX(inner), midY(inner), room * k * 0.98, "main", rng) : framedItems;
    items.push(...tallInFrame(fitted, frame, matrixScale(placedFrame.matrix), inner), {
      key: "frame",
      drawing: frame.drawing,
      ...placedFrame,
      layer: "behind",
    });
    placedKeys.add(framed.relation.from);
    for (const i of framed.parts) placedKeys.add(i);
  } else if (!relation) {
    const index = counted >= 0 ? counted : posed;
    const s = subjects[index];
    items.push(...group(s.key, s.count, draw, cx, cy, size, "main", rng));
    placedKeys.add(index);
  } else {
    const a = subjects[relation.from];
    const b = subjects[relation.to];
    placedKeys.add(relation.from).add(relation.to);
    // Growing out of a container (a rose out of a teacup) is being in it, rising out of its opening.
    const kind = relation.kind === "growing" && motifFor(b.key).anchors.interior ? "inside" : relation.kind;
    switch (
      krakenAttack(scene, relation)
        ? "kraken"
        : motifFor(a.key).anchors.grasp && GRASPED.has(kind)
          ? "grasp"
          : kind === "attacking"
            ? "carrying"
            : kind
    ) {
      case "kraken": {
        // The ship large in the middle, the kraken drawn in its units under and around it (one
        // matrix for both): behind the ship, and again in front where its arms hook over the rail
        // and the sails.
        const vessel = draw(b.key, 0);
        // Two or more krakens: a pair, one under each end of the hull, each climbing its own end.
        const beasts: Array<[string, Vec[][]]> =
          a.count > 1
            ? [
                ["kraken stern", KRAKEN_PAIR_FRONT.stern],
                ["kraken bow", KRAKEN_PAIR_FRONT.bow],
              ]
            : [["kraken", KRAKEN_FRONT]];
        const drawn = beasts.map(([key], i) => draw(key, i));
        const local = union([localBounds(vessel), ...drawn.map(localBounds)]);
        const matrix = multiply(placement(cx, cy, size / Math.max(width(local), height(local)), 0, false), [
          1,
          0,
          0,
          1,
          -midX(local),
          -midY(local),
        ]);
        const placedBox = (drawing: Drawing) => {
          const l = localBounds(drawing);
          return boundsOf([applyMatrix(matrix, l.minX, l.minY), applyMatrix(matrix, l.maxX, l.maxY)]);
        };
        items.push(
          { key: b.key, drawing: vessel, matrix, box: placedBox(vessel), layer: "main" },
          ...beasts.map(([key, front], i): SceneItem => ({
            key,
            drawing: drawn[i],
            matrix,
            box: placedBox(drawn[i]),
            layer: "behind",
            frontBands: front.map((band) => band.map(([x, y]) => applyMatrix(matrix, x, y))),
          })),
        );
        break;
      }
      case "grasp": {
        // The octopus sits on the thing or clutches it among its arms: drawn behind it, then again
        // in front for its head and, around or holding, in alternate bands where the arms cross it.
        const held = relation.kind === "holding";
        const long = motifFor(b.key).form === "long";
        const core = one(
          b.key,
          cx,
          cy + size * 0.12,
          size * (long ? (held ? 1.2 : 1) : held ? 0.5 : 0.76),
          "main",
          long && held ? 1.05 : 0,
        );
        const cb = core.item.box;
        const body = one(a.key, 0, 0, size * (held ? 0.92 : relation.kind === "on" ? 0.96 : 0.84), "behind");
        const oh = height(body.item.box);
        const waist = held ? midY(cb) - oh * (long ? 0.14 : 0.2) : cb.minY + height(cb) * (relation.kind === "on" ? 0.16 : 0.26);
        const grasp = body.entry.anchors.grasp ?? { waist: 0, front: [] };
        const moved = shift(body.item, midX(cb) - midX(body.item.box), waist - applyMatrix(body.item.matrix, 0, grasp.waist)[1]);
        const bands = [grasp.front.map(([x, y]) => applyMatrix(moved.matrix, x, y))];
        if (relation.kind !== "on") {
          const left = Math.min(cb.minX, moved.box.minX) - 20;
          const right = Math.max(cb.maxX, moved.box.maxX) + 20;
          const step = (Math.min(cb.maxY, moved.box.maxY) - waist) / 4.5;
          for (const [k, slant] of [
            [1, 0.3],
            [3, -0.3],
          ]) {
            const y0 = waist + step * k;
            bands.push([
              [left, y0 - step * slant],
              [right, y0 + step * slant],
              [right, y0 + step * (1 + slant)],
              [left, y0 + step * (1 - slant)],
            ]);
          }
        }
        items.push(core.item, { ...moved, frontBands: bands });
        break;
      }
      case "wearing": {
        crowned(a.key, b, relation.each ? a.count : 1);
        break;
      }
      case "on": {
        // B is the base; A stands, sits or perches on its top (contact, shared line).
        const moonBowl = b.key === "moon";
        // A branch lies across under a perched bird instead of standing up.
        const branch = b.key === "leaf";
        const base = one(
          b.key,
          cx,
          cy + size * (branch ? 0.3 : 0.2),
          size * (moonBowl ? 0.78 : branch ? 0.95 : 0.74),
          "main",
          moonBowl ? -Math.PI / 2 : branch ? Math.PI / 2 - 0.12 : 0,
          false,
          moonBowl || branch ? "max" : "width",
        );
        const bb = base.item.box;
        // The owl brings its own branch; standing on something else, it is drawn without it.
        const riderKey = a.key === "owl" ? "owl perched" : a.key;
        const rider = one(riderKey, 0, 0, size * (moonBowl ? 0.5 : branch ? 0.68 : 0.6), "front");
        // A crescent turned into a bowl: the rider sits in the hollow; a branch is gripped at its
        // middle; otherwise the rider stands on the top edge.
        const contact = moonBowl ? bb.maxY - height(bb) * 0.36 : bb.minY + height(bb) * (branch ? 0.5 : 0.06);
        if (branch && a.count > 1) {
          // Two or three birds on one branch, facing each other, each gripping it where it sits.
          const n = Math.min(a.count, 3);
          const each = size * (n === 2 ? 0.44 : 0.34);
          items.push(base.item);
          for (let i = 0; i < n; i++) {
            const side = i - (n - 1) / 2;
            const drawing = draw(riderKey, i);
            // The left bird faces right and the right one left; a middle one keeps facing right.
            const placed = fit(drawing, midX(bb) + side * each * 1.08, cy, each, 0, side > 0);
            const bird: SceneItem = { key: riderKey, drawing, ...placed, layer: "front" };
            items.push(shift(bird, 0, contact - (midX(bird.box) - midX(bb)) * 0.12 - bird.box.maxY));
          }
        } else items.push(base.item, shift(rider.item, midX(bb) - midX(rider.item.box), contact - rider.item.box.maxY));
        mainIndex = 1;
        break;
      }
      case "holding": {
        const paw = motifFor(a.key).anchors.grip;
        if (paw) {
          // A posed creature (the rampant lion) holds B up in its raised forepaw: a long thing
          // by its upper end (a sword's hilt), blade raised, passing behind the paw.
          const holder = one(a.key, cx - size * 0.06, cy + size * 0.08, size * 0.84, "main");
          const [gx, gy] = applyMatrix(holder.item.matrix, paw[0], paw[1]);
          const long = motifFor(b.key).form === "long";
          const held = one(b.key, 0, 0, long ? size * 0.72 : size * 0.28, long ? "behind" : "front", long ? Math.PI + 0.85 : 0);
          const local = localBounds(held.item.drawing);
          const [hx, hy] = long
            ? applyMatrix(held.item.matrix, (local.minX + local.maxX) / 2, local.minY + (local.maxY - local.minY) * 0.12)
            : [midX(held.item.box) - size * 0.08, midY(held.item.box) + size * 0.02];
          items.push(holder.item, shift(held.item, gx - hx, gy - hy));
          break;
        }
        // A hand (or creature) grips B: B crosses the grip point at the upper middle.
        const holder = one(a.key, cx, cy + size * 0.14, size * 0.8, "main");
        const hb = holder.item.box;
        const long = motifFor(b.key).form === "long";
        const held = one(b.key, 0, 0, long ? size * 1.05 : size * 0.46, long ? "behind" : "front", long ? 0.25 : 0);
        const grip: Vec = [midX(hb), hb.minY + height(hb) * (long ? 0.45 : 0.08)];
        items.push(holder.item, shift(held.item, grip[0] - midX(held.item.box), grip[1] - midY(held.item.box)));
        break;
      }
      case "carrying": {
        // Birds (one, a pair or a trio) above; what they carry hangs from their beaks and claws.
        const flock = group(a.key, a.count, draw, cx, cy - size * 0.18, size * (a.count > 1 ? 1 : 0.7), "main", rng);
        items.push(...flock);
        const fb = union(flock.map((f) => f.box));
        if (b.key === "banner") bannerY = fb.maxY + size * 0.02;
        else {
          const cargo = one(b.key, 0, 0, size * 0.5, "behind");
          items.push(shift(cargo.item, midX(fb) - midX(cargo.item.box), fb.maxY - height(cargo.item.box) * 0.15 - cargo.item.box.minY));
        }
        break;
      }
      case "toward": {
        // A howls, roars or looks up at B: head raised towards it, B high on the other side.
        const profile = a.key !== scene.subjects[relation.from].key;
        const raised =
          !profile && (a.pose === "howling" || a.pose === "roaring" || b.key === "moon" || b.key === "sun" || b.key === "stars");
        const side = rng.chance(0.5) ? 1 : -1;
        // A profile pose faces right; mirrored when its target is on the left.
        const actor = one(
          a.key,
          cx - side * size * 0.1,
          cy + size * 0.12,
          size * 0.8,
          "main",
          raised ? side * 0.3 : 0,
          profile && side < 0,
        );
        const target = one(b.key, cx + side * size * 0.36, cy - size * 0.34, size * 0.42, "behind", 0, side < 0);
        items.push(actor.item, target.item);
        break;
      }
      case "behind": {
        const front = one(b.key, cx, cy + size * 0.06, size * 0.8, "main");
        const back = one(a.key, cx, cy - size * 0.2, size * 0.78, "behind");
        items.push(front.item, back.item);
        break;
      }
      case "above":
      case "below": {
        const upper = relation.kind === "above" ? a : b;
        const lower = relation.kind === "above" ? b : a;
        const low = one(lower.key, cx, cy + size * 0.18, size * 0.7, "main");
        const high = one(upper.key, 0, 0, size * 0.48, "front");
        items.push(
          low.item,
          shift(high.item, midX(low.item.box) - midX(high.item.box), low.item.box.minY - size * 0.04 - high.item.box.maxY),
        );
        break;
      }
      case "around": {
        const curl = motifFor(a.key).anchors.curl;
        if (curl) {
          const held = curledAround(a.key, curl, b.key, one, cx, cy, size);
          if (!held) return undefined;
          items.push(...held);
          break;
        }
        // The coil is drawn behind the thing it wraps, then again in front in alternate bands.
        const core = one(b.key, cx, cy, motifFor(b.key).form === "long" ? size * 1.1 : size * 0.8, "main");
        const coil = one(a.key, cx, cy, size * (motifFor(b.key).form === "long" ? 0.78 : 1.0), "behind");
        items.push(core.item, { ...coil.item, frontBands: wrapBands(core.item.box, coil.item.box, 3) });
        break;
      }
      case "growing": {
        // A grows out of B's top (roses out of a skull): B in front, the growth behind its crown,
        // its lower part hidden; a pair or trio fans out from the same place.
        const base = one(b.key, cx, cy + size * 0.2, size * 0.64, "main");
        const bb = base.item.box;
        items.push(base.item);
        const n = Math.min(a.count, 3);
        const each = size * (n === 1 ? 0.56 : n === 2 ? 0.5 : 0.42);
        const root = bb.minY + height(bb) * 0.12;
        for (let i = 0; i < n; i++) {
          const side = n === 1 ? 0 : n === 2 ? (i === 0 ? -1 : 1) : i - 1;
          const growth = one(a.key, 0, 0, each, "behind", side * 0.45, side > 0).item;
          const gb = growth.box;
          const lift = n === 3 && side === 0 ? each * 0.2 : 0;
          items.push(shift(growth, midX(bb) + side * width(bb) * 0.32 - midX(gb), root - lift - gb.maxY + height(gb) * 0.3));
        }
        break;
      }
      case "inside": {
        // Nestled in a stag's antlers: worn on its crest.
        if (!motifFor(b.key).anchors.interior && motifFor(b.key).anchors.crest) {
          crowned(b.key, a, b.count);
          break;
        }
        // The container is drawn; the contained thing is scaled into its interior box, in front.
        const container = one(b.key, cx, cy, size * 0.95, "main");
        const interior = container.entry.anchors.interior;
        if (!interior) return undefined;
        const corners = [
          applyMatrix(container.item.matrix, interior.minX, interior.minY),
          applyMatrix(container.item.matrix, interior.maxX, interior.maxY),
        ];
        const room = boundsOf(corners);
        const placed = one(a.key, midX(room), midY(room), Math.min(width(room), height(room)) * 0.94, "front");
        // Standing things rest on the interior's floor; floating ones keep to its middle.
        const content = container.entry.anchors.stands ? shift(placed.item, 0, room.maxY - placed.item.box.maxY) : placed.item;
        const mouth = container.entry.anchors.mouth;
        if (!mouth) {
          items.push(container.item, content);
          break;
        }
        // Rising out of an opening: behind the container, and in front above the opening's front lip.
        const lip: Vec[] = [];
        for (let k = 0; k <= 16; k++) {
          const t = (k / 16) * Math.PI;
          lip.push(applyMatrix(container.item.matrix, mouth.cx + mouth.rx * Math.cos(t), mouth.cy + mouth.ry * Math.sin(t)));
        }
        const [right, left] = [lip[0], lip[lip.length - 1]];
        const top = Math.min(content.box.minY, container.item.box.minY) - size;
        const above: Vec[] = [
          [right[0] + size, top],
          [right[0] + size, right[1]],
          ...lip,
          [left[0] - size, left[1]],
          [left[0] - size, top],
        ];
        items.push({ ...content, layer: "behind", frontBands: [above] }, container.item);
        mainIndex = 1;
        break;
      }
      default:
        return undefined;
    }
  }

  // Other subjects: small companions at the sides, behind.
  const box0 = union(items.map((i) => i.box));
  let slot = 0;
  subjects.forEach((s, i) => {
    if (placedKeys.has(i) || !drawable(i) || s.key === "banner") return;
    const side = slot++ % 2 === 0 ? -1 : 1;
    const companion = one(s.key, side < 0 ? box0.minX : box0.maxX, midY(box0) - height(box0) * 0.25, size * 0.34, "behind", 0, side < 0);
    items.push(companion.item);
  });

  return {
    items,
    mainIndex,
    box: union(items.map((i) => i.box)),
    bannerY,
    relation: framed ? framed.relation.kind : relation?.kind,
    frame: framed?.kind,
  };
}
