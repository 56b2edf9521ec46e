/**
 * The flash octopus: a bulbous mantle on top, two heavy-lidded eyes, and eight tentacles that
 * sweep out below and to the sides in S-curves and roll up into spirals at their tips, each with
 * a pale underside set with suckers.
 */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, mirrored, power, smooth, type Node, type Vec } from "../geometry";
import { band, Sketch, type MotifFunction, type SpinePoint } from "./common";

/** Motif y of the octopus's waist (just under the eyes), where the tentacles leave the head. */
export const OCTOPUS_WAIST = 2;

/** A generous outline around the mantle and eyes: what of the octopus shows in front when it wraps. */
export const OCTOPUS_HEAD: Vec[] = [
  [0, -112],
  [34, -108],
  [54, -86],
  [58, -52],
  [50, -26],
  [44, -4],
  [30, 12],
  [0, 16],
  [-30, 12],
  [-44, -4],
  [-50, -26],
  [-58, -52],
  [-54, -86],
  [-34, -108],
];

interface Arm {
  /** Base of the arm, under the head. */
  x: number;
  y: number;
  /** Starting direction, radians (0 = right, y down). */
  angle: number;
  length: number;
  /** Turn over the first part of the arm (radians, + = clockwise on screen). */
  bend: number;
  /** Turn of the rolled-up tip (radians, its sign gives the roll's direction). */
  curl: number;
  width: number;
}

/**
 * A tentacle's centreline: the heading turns by `bend` spread along the arm plus `curl`
 * growing with the cube of the distance, so the arm sweeps out and rolls into a spiral.
 */
function armSpine(arm: Arm, count = 30): SpinePoint[] {
  const points: SpinePoint[] = [];
  let x = arm.x;
  let y = arm.y;
  const steps = count - 1;
  const ds = arm.length / steps;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const angle = arm.angle + arm.bend * Math.sin((Math.PI / 2) * Math.min(1, t * 1.4)) + arm.curl * t * t * t;
    points.push({ x, y, nx: -Math.sin(angle), ny: Math.cos(angle), angle, t });
    x += Math.cos(angle) * ds;
    y += Math.sin(angle) * ds;
  }
  return points;
}

function tentacle(s: Sketch, arm: Arm, tone: Tone, detail: number): void {
  const w = (t: number) => arm.width * power(1 - t * 0.93, 0.85) + 0.6;
  paintTentacle(s, armSpine(arm), w, Math.sign(arm.curl) || 1, tone, detail, {
    underside: [0.1, 0.94],
    suckers: [0.18, 0.66],
  });
}

/**
 * One arm along its spine, `w(t)` wide: the arm, then (detail 1) its pale underside on the
 * `inner` side (the inside of its roll) between `underside` [from, to], edged by one fine line,
 * then (detail 2) nine suckers on it from `suckers[0]` over `suckers[1]` of its length,
 * shrinking to the tip. The octopus's and the kraken's arms.
 */
export function paintTentacle(
  s: Sketch,
  body: SpinePoint[],
  w: (t: number) => number,
  inner: number,
  tone: Tone,
  detail: number,
  { underside, suckers: [first, span] }: { underside: [number, number]; suckers: [number, number] },
): void {
  s.fill(
    tone,
    band(
      body,
      (t) => -w(t) / 2,
      (t) => w(t) / 2,
    ),
  );
  if (detail >= 1) {
    // The pale underside: a patch without outline, edged by one fine line.
    s.patch(
      "light",
      band(
        body,
        (t) => inner * w(t) * 0.06,
        (t) => inner * w(t) * 0.42,
        underside[0],
        underside[1],
      ),
    );
    const edge = body.filter((p) => p.t >= underside[0] && p.t <= underside[1]);
    s.line(
      1,
      0.8,
      curve(...edge.map((p): Node => [p.x + p.nx * inner * w(p.t) * 0.06, p.y + p.ny * inner * w(p.t) * 0.06])),
    );
  }
  if (detail >= 2) {
    const rings = [];
    const count = 9;
    for (let i = 0; i < count; i++) {
      const t = first + (span * i) / (count - 1);
      const p = body[Math.round(t * (body.length - 1))];
      const r = Math.max(1.2, w(t) * 0.13);
      const off = inner * w(t) * 0.25;
      rings.push(ellipse(p.x + p.nx * off, p.y + p.ny * off, r * 1.15, r, p.angle, 8));
    }
    s.line(2, 0.7, ...rings);
  }
}

export const octopus: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tone: Tone = rng.pick(["primary", "primary", "warm", "pink"] as const);
  const j = () => rng.jitter(0.12);
  // Right-side arms, outermost first (painted first, so the inner arms lie over them); the left
  // side mirrors them with its own small variations.
  const right: Arm[] = [
    { x: 20, y: -8, angle: -0.15, length: 112, bend: -0.5, curl: -5.0, width: 22 },
    { x: 18, y: -2, angle: 0.4, length: 124, bend: 0.3, curl: -5.4, width: 23 },
    { x: 13, y: 4, angle: 1.05, length: 126, bend: 0.35, curl: -5.4, width: 23 },
    { x: 7, y: 6, angle: 1.52, length: 112, bend: 0.45, curl: -5.8, width: 21 },
  ];
  const arms: Arm[] = [];
  for (const arm of right) {
    for (const side of [1, -1]) {
      arms.push({
        x: side * arm.x,
        y: arm.y,
        angle: side > 0 ? arm.angle + j() : Math.PI - arm.angle - j(),
        length: arm.length * rng.vary(1, 0.06),
        bend: side * arm.bend * rng.vary(1, 0.15),
        curl: side * arm.curl * rng.vary(1, 0.06),
        width: arm.width,
      });
    }
  }
  for (const arm of arms) tentacle(s, arm, tone, detail);

  // Mantle: a tall, bulbous head leaning back a little, the eyes bulging at its foot.
  const lean = rng.jitter(5);
  const head: Node[] = mirrored([
    [lean, -98],
    [24 + lean * 0.8, -94],
    [42 + lean * 0.5, -76],
    [46, -52],
    [38, -30],
    [28, -20],
    [30, -12],
    [24, OCTOPUS_WAIST + 4],
    [0, OCTOPUS_WAIST + 8],
  ]);
  s.fill(tone, smooth(head));
  // Shade down one side of the mantle, a shine on the other.
  s.shade(
    smooth([
      [30 + lean * 0.6, -86],
      [44 + lean * 0.4, -64],
      [40, -38],
      [26, -24],
      [32, -48],
      [30, -72],
    ]),
  );
  s.highlight(ellipse(-20 + lean * 0.6, -74, 5, 11, 0.5, 8));
  if (detail >= 2) {
    // Spots on the mantle.
    const spots = [
      [10, -60, 4],
      [-6, -44, 3.2],
      [22, -40, 3],
      [-26, -54, 2.8],
      [4, -80, 3],
    ];
    s.fillAt(2, "dark", ...spots.map(([x, y, r]) => ellipse(x + lean * 0.5, y, r, r * 0.8, 0.3, 8)));
  }
  // Eyes: round, pale, with a horizontal bar pupil under a heavy lid.
  for (const side of [-1, 1]) {
    const ex = side * 19;
    const ey = -12;
    s.fill("light", ellipse(ex, ey, 10, 9, 0, 10));
    s.solid(ellipse(ex + side * 1, ey + 1.5, 5.5, 3, 0, 8));
    s.highlight(circle(ex - 2.5, ey - 1, 1.6, 6));
    s.line(0, 1.2, curve([ex - side * 12, ey - 3], [ex - side * 2, ey - 11], [ex + side * 10, ey - 8]));
  }
  // Crease where the head meets the arms, and a siphon at the side.
  if (detail >= 1) s.detail(1, curve([-14, OCTOPUS_WAIST + 1], [0, OCTOPUS_WAIST + 4], [14, OCTOPUS_WAIST + 1]));
  return s.done();
};
