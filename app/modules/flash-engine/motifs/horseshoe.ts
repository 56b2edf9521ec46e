/**
 * The lucky horseshoe: a U of iron opening upwards (so the luck does not run out), a groove
 * (the fuller) round its outer half with the nail holes in it, and squared heels.
 */
import type { Tone } from "../drawing";
import { curve, ellipse, poly, type Node } from "../geometry";
import { band, Sketch, spine, type MotifFunction } from "./common";

/** The shoe's centreline, from the left heel round the toe to the right heel. */
function centreline(spread: number): Node[] {
  return [
    [-50 * spread, -74],
    [-64 * spread, -30],
    [-62 * spread, 20],
    [-40, 62],
    [0, 78],
    [40, 62],
    [62 * spread, 20],
    [64 * spread, -30],
    [50 * spread, -74],
  ];
}

export const horseshoe: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tone: Tone = rng.pick(["metal", "metal", "accent"] as const);
  const points = spine(centreline(rng.vary(1, 0.03)), 60);
  // Wider round the toe than at the heels; the normal points outwards.
  const w = (t: number) => 33 - 7 * Math.abs(t - 0.5) * 2;
  s.fill(
    tone,
    band(
      points,
      (t) => -w(t) / 2,
      (t) => w(t) / 2,
    ),
  );
  // Shade along the inner edge, a shine along the outer one.
  s.shade(
    band(
      points,
      (t) => -w(t) / 2,
      (t) => -w(t) * 0.12,
      0.02,
      0.98,
    ),
  );
  s.highlight(
    ...[0.22, 0.78].map((k) => {
      const p = points[Math.round(k * (points.length - 1))];
      return ellipse(p.x + p.nx * w(k) * 0.3, p.y + p.ny * w(k) * 0.3, 2.2, 9, p.angle, 8);
    }),
  );
  // The fuller: a groove round the outer half, from heel to heel.
  const groove = points
    .filter((p) => p.t > 0.05 && p.t < 0.95)
    .map((p): Node => [p.x + p.nx * w(p.t) * 0.2, p.y + p.ny * w(p.t) * 0.2]);
  if (detail >= 1) s.detail(1, curve(...groove));
  // Nail holes in the groove: three on each branch (four with detail), none at the toe.
  const holes = detail >= 2 ? [0.1, 0.18, 0.26, 0.34] : [0.13, 0.23, 0.33];
  const slots = [...holes, ...holes.map((t) => 1 - t)].map((t) => {
    const p = points[Math.round(t * (points.length - 1))];
    const [cx, cy] = [p.x + p.nx * w(t) * 0.2, p.y + p.ny * w(t) * 0.2];
    const [ux, uy] = [Math.cos(p.angle), Math.sin(p.angle)];
    const [a, b] = [4.4, 2.3];
    return poly([
      [cx - ux * a - p.nx * b, cy - uy * a - p.ny * b, 1],
      [cx + ux * a - p.nx * b, cy + uy * a - p.ny * b, 1],
      [cx + ux * a + p.nx * b, cy + uy * a + p.ny * b, 1],
      [cx - ux * a + p.nx * b, cy - uy * a + p.ny * b, 1],
    ]);
  });
  s.solid(...slots);
  // Heels: a line across each end where the calkin is turned down.
  if (detail >= 2)
    for (const k of [0, 1]) {
      const p = points[k === 0 ? 3 : points.length - 4];
      const half = w(k) / 2;
      s.detail(
        2,
        curve([p.x - p.nx * half * 0.9, p.y - p.ny * half * 0.9], [p.x + p.nx * half * 0.9, p.y + p.ny * half * 0.9]),
      );
    }
  return s.done();
};
