/**
 * The stag: the classic flash stag head seen from the front, long muzzle, big ears and a wide
 * pair of branching antlers filling the upper half; and the doe, the same head without antlers.
 */
import {
  curve,
  ellipse,
  flatten,
  flipContourX,
  flipX,
  mirrored,
  power,
  resample,
  ribbon,
  scaleNodes,
  smooth,
  type Contour,
  type Node,
  type Vec,
} from "../geometry";
import type { Rng } from "../random";
import { eye, Sketch, type MotifFunction } from "./common";

/** Where a worn thing (a crown, a flower crown) sits: the top of the head between the antlers. */
export const STAG_CREST = { y: -12, width: 64 };

/** Both copies of an open detail line, mirrored across the vertical axis. */
function pair(s: Sketch, level: number, nodes: Node[]): void {
  s.detail(level, curve(...nodes));
  s.detail(level, curve(...flipX(nodes)));
}

/** Point on a polyline at parameter t (0..1), by index on an evenly resampled path. */
function pointAt(path: Vec[], t: number): Vec {
  return path[Math.round(Math.min(1, Math.max(0, t)) * (path.length - 1))];
}

/** A blunt-pointed antler width profile: `w0` at the base narrowing to a rounded point. */
const antlerWidth = (w0: number, w1: number) => (t: number) =>
  (w0 + (w1 - w0) * t) * power(Math.min(1, (1 - t) * 3), 0.7);

interface Antler {
  beam: Contour;
  tines: Contour[];
  /** Ridge lines along the beam (fine detail). */
  ridges: Node[][];
}

/** The right antler: a beam sweeping out and up, tines rising from its upper side. */
function antler(rng: Rng, detail: number): Antler {
  const spread = rng.vary(1, 0.05);
  const lift = rng.vary(1, 0.05);
  const beamLine: Node[] = [
    [10, -14],
    [22, -30],
    [42 * spread, -42],
    [64 * spread, -52],
    [82 * spread, -66],
    [88 * spread, -84 * lift],
    [80 * spread, -102 * lift],
  ];
  const path = resample(flatten(curve(...beamLine), 8), 40);
  const tine = (t: number, dx: number, dy: number, bend: number, w: number): Contour => {
    const [x, y] = pointAt(path, t);
    const mid: Node = [x + dx * 0.5 + bend, y + dy * 0.5];
    return ribbon([[x, y], mid, [x + dx, y + dy]], antlerWidth(w, w * 0.45), 12);
  };
  const tines: Contour[] = [
    // Brow tine: low, curling up and in over the forehead.
    tine(0.1, -2, -40, 6, 11),
    // Bez tine.
    tine(0.34, 2, -42 * lift, -5, 10.5),
    // Trez tine.
    tine(0.56, -2, -40 * lift, -5, 10),
  ];
  if (detail >= 1) tines.push(tine(0.8, 14, -24 * lift, -3, 8.5));
  if (detail >= 2) tines.push(tine(0.64, 17, -10 * lift, -2, 7.5));
  const ridges: Node[][] = [];
  if (detail >= 2) {
    const along = resample(flatten(curve(...beamLine), 8), 12);
    ridges.push(along.slice(2, 9).map(([x, y]): Node => [x + 1.5, y + 1.5]));
  }
  return { beam: ribbon(beamLine, antlerWidth(15, 8), 22), tines, ridges };
}

function head(s: Sketch, rng: Rng, detail: number, antlered: boolean): void {
  const ear = rng.vary(1, 0.06);
  // Ears, behind the head: a stag's long leaves pointing out, a doe's big rounded ones raised.
  const stagEar: Node[] = [
    [16, -6],
    [38, -16 * ear],
    [74 * ear, -10 * ear, 1],
    [60, 4],
    [36, 12],
    [20, 10],
  ];
  const doeEar: Node[] = [
    [18, -8],
    [30, -24 * ear],
    [50 * ear, -38 * ear],
    [68 * ear, -42 * ear],
    [76 * ear, -32 * ear],
    [66, -12],
    [44, 4],
    [24, 8],
  ];
  const outer = antlered ? stagEar : doeEar;
  const inner = scaleNodes(outer, antlered ? 48 : 50, antlered ? -2 : -16, 0.7, 0.62);
  for (const side of [1, -1]) {
    const mirror = (nodes: Node[]) => (side > 0 ? nodes : flipX(nodes));
    s.fill("warm", smooth(mirror(outer)));
    s.fill("pink", smooth(mirror(inner)));
    if (detail >= 2)
      s.detail(
        2,
        curve(
          ...mirror(
            antlered
              ? [
                  [34, 2],
                  [48, -2],
                  [60 * ear, -6 * ear],
                ]
              : [
                  [34, -2],
                  [50, -16],
                  [62 * ear, -30 * ear],
                ],
          ),
        ),
      );
  }
  // The head: broad brow, long tapering muzzle, a slight flare at the nose.
  const right: Node[] = [
    [0, antlered ? -18 : -26],
    [12, antlered ? -17 : -24],
    [24, antlered ? -8 : -12],
    [31, 8],
    [30, 26],
    [24, 46],
    [18, 64],
    [17, 78],
    [19, 88],
    [14, 98],
    [0, 101],
  ];
  s.fill("warm", smooth(mirrored(right)));
  // Darker brow and cheeks.
  s.shade(
    smooth(
      mirrored([
        [0, -14],
        [12, -13],
        [20, -4],
        [12, 4],
        [0, 10],
      ]),
    ),
  );
  for (const side of [1, -1]) {
    const cheek = smooth([
      [26, 14],
      [30, 26],
      [24, 46],
      [19, 60],
      [20, 40],
    ]);
    s.shade(side > 0 ? cheek : flipContourX(cheek));
  }
  // Pale muzzle and chin.
  s.fill(
    "light",
    smooth(
      mirrored([
        [0, 60],
        [10, 62],
        [16, 72],
        [17, 80],
        [19, 88],
        [14, 98],
        [0, 101],
      ]),
    ),
  );
  // Nose: a broad dark pad with pale nostrils, the mouth line below.
  s.fill(
    "dark",
    smooth(
      mirrored([
        [0, 79],
        [10, 78],
        [16, 83],
        [14, 90],
        [6, 93],
        [0, 91],
      ]),
    ),
  );
  for (const side of [-1, 1]) s.highlight(ellipse(side * 8.5, 85.5, 3, 1.6, side * 0.5, 6));
  s.line(0, 1, curve([0, 91], [0, 96]));
  pair(s, 0, [
    [0, 96],
    [4, 98.5],
    [8, 98],
  ]);
  // Large dark eyes on the sides of the head, with a tear line below.
  for (const side of [-1, 1]) {
    eye(s, side * 22, 14, 18, side * 0.18, "dark");
    s.detail(1, curve([side * 15, 22], [side * 15, 30], [side * 13, 38]));
  }
  pair(s, 1, [
    [10, 4],
    [18, 2],
    [27, 8],
  ]);
  // Bridge of the nose.
  pair(s, 1, [
    [7, 38],
    [8, 54],
    [10, 68],
  ]);
  if (detail >= 2) {
    pair(s, 2, [
      [24, 30],
      [22, 40],
    ]);
    s.detail(3, curve([0, -6], [0, 6]));
    pair(s, 3, [
      [4, 22],
      [4, 32],
    ]);
  }
}

function deer(antlered: boolean): MotifFunction {
  return ({ rng, detail }) => {
    const s = new Sketch();
    if (antlered) {
      const { beam, tines, ridges } = antler(rng.fork("antler"), detail);
      // Tines first, so the beam covers their roots; then the beam; the left antler mirrors.
      for (const side of [1, -1]) {
        const flip = (c: Contour) => (side > 0 ? c : flipContourX(c));
        for (const t of tines) s.fill("light", flip(t));
        s.fill("light", flip(beam));
        s.shade(
          flip(
            ribbon(
              [
                [24, -26],
                [48, -42],
                [72, -56],
                [84, -72],
              ],
              (t) => 5 * Math.sin(Math.PI * t),
              16,
            ),
          ),
        );
        for (const r of ridges) s.detail(2, flip(curve(...r)));
      }
    }
    head(s, rng, detail, antlered);
    if (antlered)
      // Burrs: the knobbly rings where the antlers leave the head.
      for (const side of [-1, 1]) s.fill("light", ellipse(side * 11, -15, 6, 3.8, side * -0.6, 8));
    return s.done();
  };
}

export const stag: MotifFunction = deer(true);
export const doe: MotifFunction = deer(false);
