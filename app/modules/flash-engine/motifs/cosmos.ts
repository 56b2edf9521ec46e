/**
 * A black hole as people draw it (issue 36): the dark sphere ringed by its bright photon ring, the
 * accretion disk crossing in front of it and its far side bent up over the top.
 */
import type { Tone } from "../drawing";
import { circle, curve, poly, smooth, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

/** The half band between two ellipses round the centre: the lower half (`lower`) or the upper one. */
function halfBand(outer: [number, number], inner: [number, number], lower: boolean, steps = 24): Node[] {
  const sign = lower ? 1 : -1;
  const arc = (rx: number, ry: number, from: number, to: number): Node[] =>
    Array.from({ length: steps + 1 }, (_, i) => {
      const a = from + ((to - from) * i) / steps;
      return [Math.cos(a) * rx, sign * Math.sin(a) * ry];
    });
  return [...arc(outer[0], outer[1], 0, Math.PI), ...arc(inner[0], inner[1], Math.PI, 0)];
}

export const blackHole: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  const disk: Tone = "warm";
  // The disk's far half, behind the hole.
  s.fill(disk, poly(halfBand([98, 24], [50, 11], false)));
  // Its far side seen over the top, bent round the hole by its gravity.
  s.fill("accent", poly(halfBand([60, 58], [45, 44], false)));
  // The photon ring and the hole.
  s.fill("accent", circle(0, 0, 45, 32));
  s.fill("dark", circle(0, 0, 39, 32));
  // The disk's near half, across the front.
  s.fill(disk, poly(halfBand([98, 24], [50, 11], true)));
  if (detail >= 1)
    for (const k of detail >= 2 ? [0.3, 0.55, 0.8] : [0.5]) {
      const rx = 50 + 48 * k;
      const ry = 11 + 13 * k;
      const pts: Node[] = Array.from({ length: 9 }, (_, i) => {
        const a = 0.25 + ((Math.PI - 0.5) * i) / 8;
        return [Math.cos(a) * rx, Math.sin(a) * ry];
      });
      s.detail(1, curve(...pts));
    }
  return s.done();
};

/**
 * The northern lights (issue 36): curtains of light hanging in folds across the sky, bright at their
 * lower hem and fading into vertical streaks above, over a few stars.
 */
export const aurora: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const curtains: Array<{ y: number; h: number; tone: Tone; phase: number }> = [
    { y: 8, h: 96, tone: "leaf", phase: rng.range(0, 1) },
    { y: 52, h: 70, tone: "water", phase: rng.range(0, 1) },
  ];
  for (const { y, h, tone, phase } of curtains) {
    // The hem swings across the sky in folds; above it the light rises in rays of uneven height.
    const steps = 14;
    const hem: Node[] = [];
    const top: Node[] = [];
    for (let i = 0; i <= steps; i++) {
      const u = i / steps;
      const x = -98 + u * 196;
      const swing = Math.sin((u * 1.4 + phase) * Math.PI * 2) * 18;
      const end = Math.sin(u * Math.PI);
      hem.push([x, y + swing, i === 0 || i === steps ? 1 : 0]);
      top.push([x + 6, y + swing - h * (0.35 + 0.65 * end) * (i % 2 === 0 ? 1 : 0.7), 1]);
    }
    s.fill(tone, smooth([...hem, ...top.reverse()]));
    // The rays of the curtain, rising from the bright hem.
    if (detail >= 1)
      for (let i = 1; i < steps; i++) {
        const [x, by] = hem[i];
        const reach = h * (0.3 + 0.45 * Math.sin((i / steps) * Math.PI));
        s.detail(1, curve([x, by - 8], [x + 3, by - reach]));
      }
    s.highlight(curve(...hem.slice(1, steps).map(([x, yy]) => [x, yy - 6] as Node)));
  }
  for (const [x, y, r] of [
    [-70, -92, 5],
    [58, -96, 4],
    [88, -50, 3],
    [-92, -40, 3],
  ] as const)
    s.solid(circle(x, y, r, 6));
  return s.done();
};
