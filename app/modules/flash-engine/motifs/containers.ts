/**
 * Containers (issue 16, "inside"): a glass jar and a light bulb, drawn see-through so what they
 * hold can be placed in their interior box (see `interior` on the motif entry).
 */
import { type Node, circle, curve, line, mirrored, poly, smooth } from "../geometry";
import { type MotifFunction, Sketch } from "./common";

export const jar: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const w = rng.vary(1, 0.04);
  const body: Node[] = [
    [0, -66],
    [40 * w, -66, 1],
    [44 * w, -58],
    [64 * w, -40],
    [66 * w, 60],
    [58 * w, 88],
    [0, 90],
  ];
  s.fill("water", smooth(mirrored(body)));
  // The lid, with its screw ridges.
  s.fill(
    "metal",
    poly([
      [-48 * w, -92, 1],
      [48 * w, -92, 1],
      [50 * w, -68, 1],
      [-50 * w, -68, 1],
    ]),
  );
  if (detail >= 1) for (const y of [-84, -76]) s.detail(1, line([-46 * w, y], [46 * w, y]));
  s.highlight(curve([-52 * w, -28], [-56 * w, 20], [-50 * w, 70]));
  s.highlight(curve([50 * w, -20], [52 * w, 4]));
  return s.done();
};

export const lightBulb: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const r = rng.vary(68, 0.03);
  const glass: Node[] = [
    [0, -20 - r],
    [r * 0.72, -20 - r * 0.72],
    [r, -20],
    [r * 0.7, 24],
    [30, 50],
    [28, 62, 1],
    [0, 62],
  ];
  s.fill("water", smooth(mirrored(glass)));
  // The screw base: threads and the contact at the tip.
  s.fill(
    "metal",
    poly([
      [-28, 60, 1],
      [28, 60, 1],
      [26, 88, 1],
      [-26, 88, 1],
    ]),
  );
  if (detail >= 1) for (const y of [68, 76]) s.detail(1, line([-27, y], [27, y + 3]));
  s.solid(
    poly([
      [-14, 88, 1],
      [14, 88, 1],
      [8, 98, 1],
      [-8, 98, 1],
    ]),
  );
  s.highlight(curve([-r * 0.78, -40], [-r * 0.6, -r * 0.9], [-r * 0.2, -20 - r * 0.95]));
  s.highlight(circle(r * 0.55, -r * 0.6, 4, 6));
  return s.done();
};
