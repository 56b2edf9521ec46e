/**
 * The seahorse: the classic upright seahorse in profile, facing right. A horse-like head with a
 * long tubular snout and a spiky coronet, a curved belly ringed with bony segments, a fan-shaped
 * dorsal fin on the back, and a tail that narrows and rolls forward into a spiral.
 */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, power, smooth, type Node, type Vec } from "../geometry";
import { band, placed, Sketch, spine, type MotifFunction, type SpinePoint } from "./common";

/** The body's centreline from the nape down to the start of the tail (motif units). */
const TRUNK: Node[] = [
  [-6, -60],
  [-15, -38],
  [-13, -12],
  [-5, 14],
  [-5, 34],
  [-12, 52],
];

/**
 * Drawn larger than the usual ±100 (it is tall and slender) and scaled down by this much around
 * (SHIFT_X, SHIFT_Y) at the end, so detail spacings are authored larger by the same factor.
 */
const SCALE = 0.84;
const SHIFT_X = 10;
const SHIFT_Y = 12;

/** Length of the tail, from the end of the trunk to the tip of the spiral. */
const TAIL_LENGTH = 136;

/**
 * The whole centreline: the trunk, then the tail, whose heading first swings back a little and
 * then turns forward ever faster (with the cube of the distance), so it rolls into a spiral on
 * the belly side. Each point's `s` is its distance from the nape.
 */
function bodySpine(curl: number): Array<SpinePoint & { s: number }> {
  const trunk = spine(TRUNK, 26);
  const points: Array<SpinePoint & { s: number }> = [];
  let s = 0;
  for (let i = 0; i < trunk.length; i++) {
    if (i > 0) s += Math.hypot(trunk[i].x - trunk[i - 1].x, trunk[i].y - trunk[i - 1].y);
    points.push({ ...trunk[i], s });
  }
  const last = trunk[trunk.length - 1];
  const steps = 44;
  const ds = TAIL_LENGTH / steps;
  let x = last.x;
  let y = last.y;
  for (let i = 1; i <= steps; i++) {
    const u = i / steps;
    const angle = last.angle + 0.3 * Math.sin(Math.PI * Math.min(1, u * 1.6)) - curl * u * u * u;
    x += Math.cos(angle) * ds;
    y += Math.sin(angle) * ds;
    s += ds;
    points.push({ x, y, nx: -Math.sin(angle), ny: Math.cos(angle), angle, t: 0, s });
  }
  return points.map((p) => ({ ...p, t: p.s / s }));
}

/**
 * The rolled-up end of the tail (motif units, after scaling): the middle of the spiral and its
 * outer radius. A seahorse "wrapped around" something holds it there (the anchor's shank).
 */
export const SEAHORSE_CURL = (() => {
  const loop = bodySpine(7.0).filter((p) => p.t > 0.72);
  const cx = loop.reduce((n, p) => n + p.x, 0) / loop.length;
  const cy = loop.reduce((n, p) => n + p.y, 0) / loop.length;
  const r = Math.max(...loop.map((p) => Math.hypot(p.x - cx, p.y - cy))) + 7;
  return { x: SCALE * (cx - SHIFT_X), y: SCALE * (cy - SHIFT_Y), r: SCALE * r };
})();

/** The body's shape along its centreline, for the parts drawn along it. */
interface BodyProfile {
  points: Array<SpinePoint & { s: number }>;
  /** Length of the centreline, nape to the tip of the spiral. */
  total: number;
  /** Where the trunk ends and the tail begins. */
  trunkEnd: number;
  /** The back's offset from the centreline at a distance from the nape (+, the normal points back). */
  back: (s: number) => number;
  /** The belly's (drawn at minus this), which swells forward under the chest. */
  belly: (s: number) => number;
  sOf: (t: number) => number;
  tOf: (s: number) => number;
  /** The centreline's point nearest a distance from the nape. */
  pointAt: (s: number) => SpinePoint & { s: number };
}

function bodyProfile(curl: number): BodyProfile {
  const points = bodySpine(curl);
  const total = points[points.length - 1].s;
  const trunkEnd = points[25].s;
  const bump = (s: number, at: number, width: number) => Math.exp(-power((s - at) / width, 2));
  const back = (s: number) => {
    if (s <= trunkEnd) return 12 + 7 * bump(s, 66, 40);
    const u = (s - trunkEnd) / (total - trunkEnd);
    return 11.5 * power(1 - u * 0.93, 0.95) + 0.6;
  };
  const belly = (s: number) => {
    if (s <= trunkEnd) return 11 + 25 * bump(s, 62, 32);
    const u = (s - trunkEnd) / (total - trunkEnd);
    return 12 * power(1 - u * 0.93, 0.95) + 0.6;
  };
  const sOf = (t: number) => t * total;
  const tOf = (s: number) => s / total;
  const pointAt = (s: number) => points.reduce((a, b) => (Math.abs(b.s - s) < Math.abs(a.s - s) ? b : a));
  return { points, total, trunkEnd, back, belly, sOf, tOf, pointAt };
}

/** The dorsal fin, behind the body: a fan on the lower back, its rays spreading from the base. */
function dorsalFin(sk: Sketch, body: BodyProfile, finTone: Tone, detail: number): void {
  const { back, pointAt } = body;
  const finFrom = 70;
  const finTo = 116;
  const fin: Node[] = [];
  const rays: Array<[Vec, Vec]> = [];
  const rayCount = 6;
  for (let i = 0; i <= rayCount; i++) {
    const k = i / rayCount;
    const p = pointAt(finFrom + (finTo - finFrom) * k);
    const base = back(p.s) - 3;
    const reach = back(p.s) + 12 + 16 * Math.sin(Math.PI * (0.15 + k * 0.7));
    // Rays lean back towards the tail (along the travel direction) as they reach out.
    const lean = 6 * (k - 0.3);
    const tip: Vec = [p.x + p.nx * reach + Math.cos(p.angle) * lean, p.y + p.ny * reach + Math.sin(p.angle) * lean];
    fin.push([tip[0], tip[1], 1]);
    if (i < rayCount) {
      const q = pointAt(finFrom + (finTo - finFrom) * (k + 0.5 / rayCount));
      const r = back(q.s) + 9 + 14 * Math.sin(Math.PI * (0.15 + (k + 0.5 / rayCount) * 0.7));
      fin.push([q.x + q.nx * r + Math.cos(q.angle) * lean, q.y + q.ny * r + Math.sin(q.angle) * lean]);
    }
    rays.push([[p.x + p.nx * base, p.y + p.ny * base], tip]);
  }
  const finBase = [pointAt(finTo), pointAt(finFrom)].map((p): Node => [
    p.x + p.nx * (back(p.s) - 4),
    p.y + p.ny * (back(p.s) - 4),
    1,
  ]);
  sk.fill(finTone, smooth([...fin, ...finBase]));
  sk.detail(
    1,
    ...rays
      .slice(1, -1)
      .filter((_, i) => i % 2 === 0 || detail >= 2)
      .map(([a, b]) => curve(a, b)),
  );
}

/**
 * The body and tail in one outline, bony knobs on the back at higher detail; shade down the back, a
 * pale belly plate along the front of the chest, the bony rings and the belly's highlights.
 */
function trunkAndTail(sk: Sketch, body: BodyProfile, tone: Tone, detail: number): void {
  const { points, total, trunkEnd, back, belly, sOf, tOf, pointAt } = body;
  const knobs = detail >= 2 ? 2.2 : 0;
  const ringGap = (detail >= 2 ? 8 : 12) / SCALE;
  const backEdge = (t: number) => {
    const s = sOf(t);
    const phase = (s % ringGap) / ringGap;
    return back(s) + (s > 20 && s < total - 30 ? knobs * power(Math.max(0, 1 - Math.abs(phase - 0.5) * 4), 2) : 0);
  };
  sk.fill(
    tone,
    band(
      points,
      (t) => -belly(sOf(t)),
      (t) => backEdge(t),
    ),
  );
  // Shade down the back, a pale belly plate along the front of the chest.
  sk.shade(
    band(
      points,
      (t) => back(sOf(t)) * 0.35,
      (t) => back(sOf(t)) * 0.92,
      tOf(10),
      tOf(total - 40),
    ),
  );
  if (detail >= 1)
    sk.patch(
      "light",
      band(
        points,
        (t) => -belly(sOf(t)) * 0.8,
        (t) => -belly(sOf(t)) * 0.36,
        tOf(18),
        tOf(trunkEnd + 8),
      ),
    );
  // Rings: bony segments across the body and down the tail, closer together at higher detail.
  const rings = [];
  for (let s = 16; s < total - 34; s += ringGap) {
    const p = pointAt(s);
    const b = belly(p.s) * 0.96;
    const d = back(p.s) * 0.96;
    rings.push(
      curve(
        [p.x - p.nx * b, p.y - p.ny * b],
        [p.x + Math.cos(p.angle) * 1.5, p.y + Math.sin(p.angle) * 1.5],
        [p.x + p.nx * d, p.y + p.ny * d],
      ),
    );
  }
  sk.detail(1, ...rings.filter((_, i) => i % (detail >= 2 ? 2 : 1) === 0));
  if (detail >= 2) sk.detail(2, ...rings.filter((_, i) => i % 2 === 1));
  sk.highlight(
    ...[0.38, 0.5].map((k) => {
      const p = pointAt(trunkEnd * k + 10);
      return ellipse(p.x - p.nx * belly(p.s) * 0.6, p.y - p.ny * belly(p.s) * 0.6, 2, 5, p.angle, 8);
    }),
  );
}

/**
 * The head: the domed crown under the coronet, the tubular snout with a small flared mouth, the
 * jaw, the gill cover, the eye under its brow ridge.
 */
function seahorseHead(sk: Sketch, tone: Tone, detail: number, lean: number, snout: number): void {
  const sx = (x: number) => 26 + (x - 26) * snout;
  const head: Node[] = [
    [-20, -62],
    [-26, -76],
    [-23, -88],
    // The coronet: a little crown of spikes on top of the head, in the head's own outline.
    [-21, -99, 1],
    [-15, -94],
    [-10, -107 + lean, 1],
    [-5, -97],
    [1, -109 + lean, 1],
    [5, -97],
    [11, -104, 1],
    [14, -90],
    [20, -82],
    [30, -73],
    [sx(48), -69],
    [sx(62), -70],
    [sx(68), -74, 1],
    [sx(71), -66],
    [sx(68), -58, 1],
    [sx(60), -61],
    [sx(44), -60],
    [30, -58],
    [18, -50],
    [6, -44],
    [-8, -48],
  ];
  sk.fill(tone, smooth(head));
  sk.shade(
    smooth([
      [30, -60],
      [sx(48), -62],
      [sx(64), -62],
      [sx(44), -59],
      [18, -51],
      [6, -45],
      [-6, -49],
      [8, -52],
    ]),
    smooth([
      [-22, -76],
      [-18, -88],
      [-10, -92],
      [-16, -82],
      [-16, -68],
    ]),
  );
  // Gill cover behind the eye, and fine rings round the snout.
  sk.detail(1, curve([-12, -86], [-16, -70], [-6, -56], [8, -50]));
  if (detail >= 2) {
    const snoutRings = [36, 46].map((x) => curve([sx(x), -70.5], [sx(x) + 1.5, -65], [sx(x), -59.5]));
    sk.detail(2, ...snoutRings);
  }
  sk.highlight(ellipse(-10, -86, 2, 4.5, 0.6, 8));
  if (detail >= 1) sk.highlight(ellipse(sx(52), -67, 6, 1.2, 0, 8));
  // The eye: round, with a dark pupil and a catchlight, a brow ridge over it.
  sk.fill("light", circle(6, -77, 7, 12));
  sk.solid(circle(7.5, -76.5, 4, 10));
  sk.highlight(circle(5.5, -78.5, 1.4, 6));
  sk.line(1, 1.1, curve([-4, -83], [6, -87], [16, -82]));
}

/**
 * A seahorse upright in profile, facing right; its colours, the curl of its tail and its snout vary
 * by seed.
 */
export const seahorse: MotifFunction = ({ rng, detail }) => {
  const sk = new Sketch();
  const { body: tone, fin: finTone } = rng.pick([
    { body: "accent", fin: "warm" },
    { body: "warm", fin: "accent" },
    { body: "water", fin: "light" },
    { body: "primary", fin: "accent" },
  ] as const satisfies ReadonlyArray<{ body: Tone; fin: Tone }>);
  const curl = 7.0 * rng.vary(1, 0.03);
  const body = bodyProfile(curl);
  dorsalFin(sk, body, finTone, detail);
  trunkAndTail(sk, body, tone, detail);
  const lean = rng.jitter(2);
  const snout = rng.vary(1, 0.04);
  seahorseHead(sk, tone, detail, lean, snout);
  return placed(sk.done(), [SCALE, 0, 0, SCALE, -SHIFT_X * SCALE, -SHIFT_Y * SCALE]);
};
