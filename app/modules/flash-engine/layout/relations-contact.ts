/**
 * Relations where one subject touches another (issue 16): on (contact on the base's top), holding
 * (in a hand, a paw or an octopus's arms), around (a coil drawn behind, then in front in bands),
 * growing out of (behind the base's crown).
 */
import { applyMatrix, matrixScale, type Vec } from "../geometry";
import type { Motif } from "../motif";
import { motifFor } from "../motifs/index";
import { handMotif, hasTrait, type HandMotifKey } from "../motifs/registry";
import type { SceneRelation } from "../scene";
import {
  fit,
  height,
  localBounds,
  midX,
  midY,
  shift,
  width,
  wrapBands,
  type SceneItem,
  type SceneLayer,
} from "./scene-items";
import type { Placed, RelationLayout } from "./scene-kit";

/** B is the base; A stands, sits or perches on its top (contact, shared line). */
export const layoutOn: RelationLayout = (kit, a, b) => {
  const { cx, cy, size } = kit;
  const moonBowl = hasTrait(b.key, "cradles");
  // A branch lies across under a perched bird instead of standing up.
  const branch = hasTrait(b.key, "branch");
  const base = kit.one(
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
  const riderKey = handMotif(a.key)?.seated ?? a.key;
  const rider = kit.one(riderKey, 0, 0, size * (moonBowl ? 0.5 : branch ? 0.68 : 0.6), "front");
  // A crescent turned into a bowl: the rider sits in the hollow; a branch is gripped at its
  // middle; otherwise the rider stands on the top edge.
  const contact = moonBowl ? bb.maxY - height(bb) * 0.36 : bb.minY + height(bb) * (branch ? 0.5 : 0.06);
  const items: SceneItem[] = [base.item];
  if (branch && a.count > 1) {
    // Two or three birds on one branch, facing each other, each gripping it where it sits.
    const n = Math.min(a.count, 3);
    const each = size * (n === 2 ? 0.44 : 0.34);
    for (let i = 0; i < n; i++) {
      const side = i - (n - 1) / 2;
      const drawing = kit.draw(riderKey, i);
      // The left bird faces right and the right one left; a middle one keeps facing right.
      const placed = fit(drawing, midX(bb) + side * each * 1.08, cy, each, 0, side > 0);
      const bird: SceneItem = { key: riderKey, drawing, ...placed, layer: "front" };
      items.push(shift(bird, 0, contact - (midX(bird.box) - midX(bb)) * 0.12 - bird.box.maxY));
    }
  } else items.push(shift(rider.item, midX(bb) - midX(rider.item.box), contact - rider.item.box.maxY));
  return { items, mainIndex: 1 };
};

/** A hand (or creature) grips B: B crosses the grip point; a posed creature's paw holds it up. */
export const layoutHolding: RelationLayout = (kit, a, b) => {
  const { cx, cy, size } = kit;
  const paw = motifFor(a.key).anchors.grip;
  if (paw) {
    // A posed creature (the rampant lion) holds B up in its raised forepaw: a long thing
    // by its upper end (a sword's hilt), blade raised, passing behind the paw.
    const holder = kit.one(a.key, cx - size * 0.06, cy + size * 0.08, size * 0.84, "main");
    const [gx, gy] = applyMatrix(holder.item.matrix, paw[0], paw[1]);
    const heldMotif = motifFor(b.key);
    const long = heldMotif.form === "long";
    // A blade is drawn hilt up and turned over to be raised; a spear or an arrow is drawn point up
    // and held by its lower end as drawn, point raised.
    const pointUp = heldMotif.anchors.pointUp === true;
    const held = kit.one(
      b.key,
      0,
      0,
      long ? size * 0.72 : size * 0.28,
      long ? "behind" : "front",
      long ? (pointUp ? 0.85 : Math.PI + 0.85) : 0,
    );
    const local = localBounds(held.item.drawing);
    const gripAt = pointUp ? 0.88 : 0.12;
    const [hx, hy] = long
      ? applyMatrix(held.item.matrix, (local.minX + local.maxX) / 2, local.minY + (local.maxY - local.minY) * gripAt)
      : [midX(held.item.box) - size * 0.08, midY(held.item.box) + size * 0.02];
    return { items: [holder.item, shift(held.item, gx - hx, gy - hy)] };
  }
  // A hand (or creature) grips B: B crosses the grip point at the upper middle.
  const holder = kit.one(a.key, cx, cy + size * 0.14, size * 0.8, "main");
  const hb = holder.item.box;
  const long = motifFor(b.key).form === "long";
  const held = kit.one(b.key, 0, 0, long ? size * 1.05 : size * 0.46, long ? "behind" : "front", long ? 0.25 : 0);
  const grip: Vec = [midX(hb), hb.minY + height(hb) * (long ? 0.45 : 0.08)];
  return { items: [holder.item, shift(held.item, grip[0] - midX(held.item.box), grip[1] - midY(held.item.box))] };
};

/**
 * The octopus sits on the thing or clutches it among its arms (its `grasp` anchor): drawn behind
 * it, then again in front for its head and, around or holding, in alternate bands where the arms
 * cross it.
 */
export const layoutGrasp: RelationLayout = (kit, a, b, relation) => {
  const { cx, cy, size } = kit;
  const held = relation.kind === "holding";
  const long = motifFor(b.key).form === "long";
  const core = kit.one(
    b.key,
    cx,
    cy + size * 0.12,
    size * (long ? (held ? 1.2 : 1) : held ? 0.5 : 0.76),
    "main",
    long && held ? 1.05 : 0,
  );
  const cb = core.item.box;
  const body = kit.one(a.key, 0, 0, size * (held ? 0.92 : relation.kind === "on" ? 0.96 : 0.84), "behind");
  const oh = height(body.item.box);
  const waist = held
    ? midY(cb) - oh * (long ? 0.14 : 0.2)
    : cb.minY + height(cb) * (relation.kind === "on" ? 0.16 : 0.26);
  const grasp = body.entry.anchors.grasp ?? { waist: 0, front: [] };
  const moved = shift(
    body.item,
    midX(cb) - midX(body.item.box),
    waist - applyMatrix(body.item.matrix, 0, grasp.waist)[1],
  );
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
  return { items: [core.item, { ...moved, frontBands: bands }] };
};

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
  if (key !== ("anchor" satisfies HandMotifKey) && entry.form !== "long" && entry.form !== "tall") return undefined;
  const core = one(key, cx + size * 0.04, cy, size * (entry.form === "long" ? 1.05 : 0.84), "main");
  const cb = core.item.box;
  const [holdX, holdY] = [midX(cb), cb.minY + height(cb) * 0.62];
  // As a motif the seahorse is about 200 units tall: three quarters of the thing's scale.
  const rider = one(curler, 0, 0, matrixScale(core.item.matrix) * 200 * 0.75, "behind").item;
  const [sx, sy] = applyMatrix(rider.matrix, curl.x, curl.y);
  const moved = shift(rider, holdX - sx, holdY - sy);
  const r = curl.r * matrixScale(moved.matrix);
  const box = moved.box;
  const [left, right, top, bottom] = [box.minX - 10, box.maxX + 10, box.minY - 10, box.maxY + 10];
  const [l, rr] = [holdX - r * 0.55, holdX + r * 0.55];
  const rect = (x0: number, y0: number, x1: number, y1: number): Vec[] => [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  // In front everywhere but a window over the shank across the top half of the roll.
  const bands = [
    rect(left, top, l, bottom),
    rect(rr, top, right, bottom),
    rect(l, top, rr, holdY - r - 2),
    rect(l, holdY, rr, bottom),
  ];
  return [core.item, { ...moved, frontBands: bands }];
}

/** The coil is drawn behind the thing it wraps, then again in front in alternate bands. */
export const layoutAround: RelationLayout = (kit, a, b) => {
  const { cx, cy, size } = kit;
  const curl = motifFor(a.key).anchors.curl;
  if (curl) {
    const held = curledAround(a.key, curl, b.key, kit.one, cx, cy, size);
    return held ? { items: held } : undefined;
  }
  const core = kit.one(b.key, cx, cy, motifFor(b.key).form === "long" ? size * 1.1 : size * 0.8, "main");
  const coil = kit.one(a.key, cx, cy, size * (motifFor(b.key).form === "long" ? 0.78 : 1.0), "behind");
  return { items: [core.item, { ...coil.item, frontBands: wrapBands(core.item.box, coil.item.box, 3) }] };
};

/**
 * A grows out of B's top (roses out of a skull): B in front, the growth behind its crown, its
 * lower part hidden; a pair or trio fans out from the same place.
 */
export const layoutGrowing: RelationLayout = (kit, a, b) => {
  const { cx, cy, size } = kit;
  const base = kit.one(b.key, cx, cy + size * 0.2, size * 0.64, "main");
  const bb = base.item.box;
  const items: SceneItem[] = [base.item];
  const n = Math.min(a.count, 3);
  const each = size * (n === 1 ? 0.56 : n === 2 ? 0.5 : 0.42);
  const root = bb.minY + height(bb) * 0.12;
  for (let i = 0; i < n; i++) {
    const side = n === 1 ? 0 : n === 2 ? (i === 0 ? -1 : 1) : i - 1;
    const growth = kit.one(a.key, 0, 0, each, "behind", side * 0.45, side > 0).item;
    const gb = growth.box;
    const lift = n === 3 && side === 0 ? each * 0.2 : 0;
    items.push(shift(growth, midX(bb) + side * width(bb) * 0.32 - midX(gb), root - lift - gb.maxY + height(gb) * 0.3));
  }
  return { items };
};

/** Relations an octopus acts out by reaching its arms around the thing: on, around, holding. */
export const GRASPED = new Set<SceneRelation["kind"]>(["on", "around", "holding"]);
