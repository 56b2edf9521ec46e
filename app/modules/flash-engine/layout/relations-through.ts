/**
 * Through and pierced by (issue 36): a dagger through a heart, arrows through a rose, a snake
 * weaving through a skull's eye sockets. The pierced thing in the middle; the thing through it
 * crosses it, drawn behind and again in front where it enters: a long thing (a blade, an arrow) in
 * front from its hilt end to the middle, then behind it, its tip coming out the other side; a
 * coiling one (a snake) in front and behind in turns, woven through it.
 */
import { applyMatrix, type Vec } from "../geometry";
import { motifFor } from "../motifs/index";
import { hasTrait } from "../motifs/registry";
import type { SceneSubject } from "../scene";
import { localBounds, midX, midY, wrapBands, type SceneItem } from "./scene-items";
import type { Laid, RelationLayout, SceneKit } from "./scene-kit";

/** How far the crossing leans from upright (radians): the classic flash's diagonal. */
const LEAN = 0.72;

/**
 * The half-plane on the hilt side of a line across the blade at `cut` (a canvas point): a quad
 * large enough to cover the whole design. The blade's part in it is drawn in front.
 */
function hiltSide(cut: Vec, hilt: Vec, reach: number): Vec[] {
  const [dx, dy] = [hilt[0] - cut[0], hilt[1] - cut[1]];
  const length = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [dx / length, dy / length];
  const [tx, ty] = [-ny * reach, nx * reach];
  const [fx, fy] = [cut[0] + nx * reach, cut[1] + ny * reach];
  return [
    [cut[0] - tx, cut[1] - ty],
    [cut[0] + tx, cut[1] + ty],
    [fx + tx, fy + ty],
    [fx - tx, fy - ty],
  ];
}

/** One to three long things across the pierced one, fanned, each in front from its hilt end to the middle. */
function blades(kit: SceneKit, key: string, count: number, core: SceneItem): SceneItem[] {
  const { size } = kit;
  const n = Math.min(count, 3);
  const side = kit.rng.chance(0.5) ? 1 : -1;
  const [x, y] = [midX(core.box), midY(core.box)];
  return Array.from({ length: n }, (_, i) => {
    const angle = side * (LEAN + (i - (n - 1) / 2) * 0.42);
    const blade = kit.one(key, x, y, size * 1.08, "behind", angle, false).item;
    const local = localBounds(blade.drawing);
    // A long motif stands upright with its hilt (or a key's bow) at the top, an arrow with its point.
    const [top, bottom] = [local.minY, local.maxY];
    const [near, far] = motifFor(key).anchors.pointUp ? [bottom, top] : [top, bottom];
    const hilt = applyMatrix(blade.matrix, (local.minX + local.maxX) / 2, near);
    const tip = applyMatrix(blade.matrix, (local.minX + local.maxX) / 2, far);
    // The cut a little past the middle towards the tip: the blade is seen going in.
    const cut: Vec = [x + (tip[0] - x) * 0.08, y + (tip[1] - y) * 0.08];
    return { ...blade, frontBands: [hiltSide(cut, hilt, size * 3)] };
  });
}

/** `thread` through `pierced`: undefined (the classic layout) when the thread is neither long nor coiling. */
function through(kit: SceneKit, thread: SceneSubject, pierced: SceneSubject): Laid | undefined {
  const { cx, cy, size } = kit;
  const long = motifFor(thread.key).form === "long";
  const coils = hasTrait(thread.key, "coils");
  const object = motifFor(thread.key).category === "object";
  if ((!long && !coils && !object) || motifFor(pierced.key).form === "long") return undefined;
  const core = kit.one(pierced.key, cx, cy, size * 0.72, "main").item;
  if (long) return { items: [core, ...blades(kit, thread.key, thread.count, core)] };
  if (!coils) {
    // A weapon drawn on the diagonal (an icon's sword, hilt at the lower left): across it as drawn.
    const blade = kit.one(thread.key, midX(core.box), midY(core.box), size * 1.02, "behind").item;
    const hilt: Vec = [blade.box.minX, blade.box.maxY];
    return { items: [core, { ...blade, frontBands: [hiltSide([midX(core.box), midY(core.box)], hilt, size * 3)] }] };
  }
  // A snake through a skull: larger than it, in front and behind in turns.
  const coil = kit.one(thread.key, cx, cy, size * 0.98, "behind").item;
  return { items: [core, { ...coil, frontBands: wrapBands(core.box, coil.box, 2) }] };
}

/** A through B: a dagger through a heart, a snake through a skull. */
export const layoutThrough: RelationLayout = (kit, a, b) => through(kit, a, b);

/** A pierced by B: a heart pierced by a dagger is the dagger through it. */
export const layoutPiercedBy: RelationLayout = (kit, a, b) => through(kit, b, a);
