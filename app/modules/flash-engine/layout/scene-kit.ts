/**
 * What every relation's layout works with: the scene's plan, where the design is centred and how
 * large, and two ways to place subjects: one motif fitted at a point, or a count as a flash pair
 * or trio.
 */
import type { Motif } from "../motif";
import { motifFor } from "../motifs/index";
import type { Rng } from "../random";
import type { SceneRelation, SceneSubject } from "../scene";
import { fit, type DrawSubject, type SceneItem, type SceneLayer } from "./scene-items";
import type { ScenePlan } from "./scene-plan";

export interface Placed {
  item: SceneItem;
  entry: Motif;
}

export interface SceneKit {
  plan: ScenePlan;
  draw: DrawSubject;
  cx: number;
  cy: number;
  size: number;
  rng: Rng;
  /** One motif fitted to `s` across at (x, y). */
  one(
    key: string,
    x: number,
    y: number,
    s: number,
    layer: SceneLayer,
    rotation?: number,
    flip?: boolean,
    by?: "max" | "width",
  ): Placed;
  /** A count as a flash pair or trio (or one). */
  group(key: string, count: number, x: number, y: number, size: number, layer: SceneLayer): SceneItem[];
}

/** What a relation's layout gives back: its items, which anchors the design, where a carried banner hangs. */
export interface Laid {
  items: SceneItem[];
  mainIndex?: number;
  bannerY?: number;
}

/** Lays out relation `relation` between subjects a and b; undefined when the classic layout should. */
export type RelationLayout = (
  kit: SceneKit,
  a: SceneSubject,
  b: SceneSubject,
  relation: SceneRelation,
) => Laid | undefined;

/** A count laid out as a flash pair (mirrored, facing each other) or trio (one raised in the middle). */
export function group(
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

export function sceneKit(plan: ScenePlan, draw: DrawSubject, cx: number, cy: number, size: number, rng: Rng): SceneKit {
  return {
    plan,
    draw,
    cx,
    cy,
    size,
    rng,
    one: (key, x, y, s, layer, rotation = 0, flip = false, by = "max") => {
      const entry = motifFor(key);
      const drawing = draw(key, 0);
      return { item: { key, drawing, ...fit(drawing, x, y, s, rotation, flip, by), layer }, entry };
    },
    group: (key, count, x, y, s, layer) => group(key, count, draw, x, y, s, layer, rng),
  };
}
