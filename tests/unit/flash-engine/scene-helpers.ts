/** Shared by the engine's scene tests: a description laid out as the engine does, and shape checks. */
import type { Vec } from "~/modules/flash-engine/geometry";
import { motifFor } from "~/modules/flash-engine/motifs/index";
import { Rng } from "~/modules/flash-engine/random";
import { readScene } from "~/modules/flash-engine/scene";
import { layoutScene, type SceneLayout } from "~/modules/flash-engine/scene-layout";

/** The scene layout of a description (600 units across, centred at 500, 500), if it has one. */
export function layoutOf(description: string, seed = 7): SceneLayout | undefined {
  const rng = new Rng(seed);
  return layoutScene(
    readScene(description),
    (key, copy) => motifFor(key).draw({ rng: rng.fork(`${key}:${copy}`), detail: 2 }),
    500,
    500,
    600,
    rng.fork("scene"),
  );
}

export function layout(description: string, seed = 7): SceneLayout {
  const result = layoutOf(description, seed);
  if (!result) throw new Error(`no scene layout for ${description}`);
  return result;
}

export const items = (l: SceneLayout, key: string) => l.items.filter((i) => i.key === key);

export const item = (l: SceneLayout, key: string) => {
  const found = items(l, key)[0];
  if (!found) throw new Error(`no ${key}`);
  return found;
};

/** Whether two segments cross (touching at shared end points does not count). */
export function crosses(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  const side = (p: Vec, q: Vec, r: Vec) => (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  return side(c, d, a) * side(c, d, b) < -1e-6 && side(a, b, c) * side(a, b, d) < -1e-6;
}

/** Whether a closed outline crosses itself. */
export function selfIntersects(polygon: Vec[]): boolean {
  const n = polygon.length;
  for (let i = 0; i < n; i++)
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (crosses(polygon[i], polygon[(i + 1) % n], polygon[j], polygon[(j + 1) % n])) return true;
    }
  return false;
}
