/**
 * A mass laid out (issue 36): many of one thing as the place or mass a scene names, never one of
 * them. A forest's trees overlap on one ground line, tallest in the middle; a field's blooms run
 * to a horizon, small behind and large in front; a flock drifts on a diagonal, large to small; a
 * bouquet's blooms fan out from one gathered point.
 */
import type { Mass } from "../reading/scene-types";
import { fit, shift, type SceneItem, type SceneLayer } from "./scene-items";
import type { Laid, RelationLayout, SceneKit } from "./scene-kit";

/** One member: where (as shares of the mass's size from its centre), how large, its tilt and facing. */
interface Spot {
  dx: number;
  dy: number;
  size: number;
  rotation?: number;
  flip?: boolean;
  /** Stand on the ground line at dy instead of being centred there. */
  grounded?: boolean;
}

const SPOTS: Record<Mass, Spot[]> = {
  // Back to front: the outer trees first, the tallest last, in the middle.
  forest: [
    { dx: -0.38, dy: 0.3, size: 0.46, grounded: true },
    { dx: 0.38, dy: 0.3, size: 0.5, grounded: true, flip: true },
    { dx: -0.19, dy: 0.32, size: 0.62, grounded: true, flip: true },
    { dx: 0.2, dy: 0.32, size: 0.64, grounded: true },
    { dx: 0, dy: 0.34, size: 0.78, grounded: true },
  ],
  // The far row small and high, the near row large and low.
  field: [
    { dx: -0.3, dy: -0.12, size: 0.26 },
    { dx: 0.02, dy: -0.16, size: 0.24, flip: true },
    { dx: 0.32, dy: -0.1, size: 0.27 },
    { dx: -0.22, dy: 0.16, size: 0.42, flip: true },
    { dx: 0.22, dy: 0.18, size: 0.44 },
  ],
  // Large low on the left to small high on the right, as the flock tattoo drifts.
  flock: [
    { dx: -0.3, dy: 0.26, size: 0.4 },
    { dx: 0.02, dy: 0.08, size: 0.3 },
    { dx: 0.22, dy: -0.08, size: 0.22 },
    { dx: 0.36, dy: -0.22, size: 0.16 },
    { dx: 0.46, dy: -0.34, size: 0.11 },
  ],
  // Fanned from one gathered point below the middle.
  bouquet: [
    { dx: -0.26, dy: -0.08, size: 0.4, rotation: -0.5 },
    { dx: 0.26, dy: -0.08, size: 0.4, rotation: 0.5, flip: true },
    { dx: -0.12, dy: -0.2, size: 0.42, rotation: -0.22 },
    { dx: 0.12, dy: -0.2, size: 0.42, rotation: 0.22, flip: true },
    { dx: 0, dy: -0.02, size: 0.46 },
  ],
};

/** The mass of `key` around (x, y), about `size` across, each member a copy of its own; its largest anchors it. */
export function layoutMass(
  kit: SceneKit,
  key: string,
  mass: Mass,
  x: number,
  y: number,
  size: number,
  layer: SceneLayer,
): Laid {
  const spots = SPOTS[mass];
  const largest = spots.reduce((best, spot, i) => (spot.size > spots[best].size ? i : best), 0);
  return { items: massItems(kit, key, spots, x, y, size, layer), mainIndex: largest };
}

/** A subject in a place: "a fox in the forest" stands in front of the forest's trees. */
export const layoutInMass: RelationLayout = (kit, a, b) => {
  if (!b.mass) return undefined;
  const place = layoutMass(kit, b.key, b.mass, kit.cx, kit.cy - kit.size * 0.06, kit.size, "behind");
  const one = kit.one(a.key, kit.cx, kit.cy + kit.size * 0.18, kit.size * 0.5, "front");
  return { items: [...place.items, one.item], mainIndex: place.items.length };
};

function massItems(
  kit: SceneKit,
  key: string,
  spots: Spot[],
  x: number,
  y: number,
  size: number,
  layer: SceneLayer,
): SceneItem[] {
  return spots.map((spot, copy) => {
    const drawing = kit.draw(key, copy);
    const placed = fit(drawing, x + spot.dx * size, y + spot.dy * size, spot.size * size, spot.rotation, spot.flip);
    const item: SceneItem = { key, drawing, ...placed, layer };
    return spot.grounded ? shift(item, 0, y + spot.dy * size - item.box.maxY) : item;
  });
}
