/**
 * Symbols tattooed as they are drawn with a ruler and compass, each a filled band so every style
 * outlines it as it does any motif: the semicolon (Project Semicolon), the peace sign, the
 * pentagram, the triangle (also a frame: ./frames.ts), the heartbeat line, the unalome, the
 * nautical star, the dharma wheel and the triple moon; and two round things, the vinyl record and
 * the poker chip.
 */
import {
  arcNodes,
  circle,
  hole,
  offsetPolygon,
  polar,
  poly,
  polylineBand,
  ribbon,
  sharpPolygon,
  smooth,
  taper,
  TAU,
  type Contour,
  type Node,
  type Vec,
} from "../geometry";
import { Sketch, type MotifFunction } from "./common";

/** The semicolon: a round dot over a comma whose tail curls down to the left. */
export const semicolon: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  s.fill("secondary", circle(0, -52, 25, 16));
  s.highlight(curve3([-14, -60], [-8, -68], [2, -71]));
  // The comma: a round head and a tapering tail, as one outline.
  const comma: Node[] = [
    [0, 6],
    [20, 14],
    [25, 34],
    [20, 58],
    [6, 80],
    [-16, 98, 1],
    [-6, 74],
    [-2, 60],
    [-20, 54],
    [-25, 32],
    [-16, 12],
  ];
  s.fill("secondary", smooth(comma));
  if (detail >= 1) s.highlight(curve3([-14, 24], [-8, 16], [2, 13]));
  return s.done();
};

/** A three-node open curve (a shine). */
function curve3(a: Node, b: Node, c: Node): Contour {
  return { nodes: [a, b, c], closed: false, smooth: true };
}

/** The ring of radius r, its band this wide, as one fill's contours. */
function ring(r: number, band: number, count = 32): Contour[] {
  return [circle(0, 0, r, count), hole(circle(0, 0, r - band, count))];
}

/** Arc nodes whose two ends are sharp corners. */
function cornered(arc: Node[]): Node[] {
  return arc.map(([x, y], k): Node => (k === 0 || k === arc.length - 1 ? [x, y, 1] : [x, y]));
}

/**
 * The inside of a ring cut by straight spokes: the holes between each pair of neighbouring spokes
 * (angles in radians, clockwise on screen), each spoke `width` wide, from the middle or from a hub
 * of radius `hub`.
 */
function spokeHoles(radius: number, spokes: number[], width: number, hub = 0): Contour[] {
  const sorted = [...spokes].sort((a, b) => a - b);
  const w = width / 2;
  return sorted.map((a, i) => {
    const b = i + 1 < sorted.length ? sorted[i + 1] : sorted[0] + TAU;
    const gap = b - a;
    const edge = Math.asin(w / radius);
    const arc = cornered(arcNodes(0, 0, radius, a + edge, b - edge, Math.max(2, Math.round(gap * 6))));
    if (hub > 0) {
      const inner = Math.asin(w / hub);
      return hole(
        poly([...arc, ...cornered(arcNodes(0, 0, hub, b - inner, a + inner, Math.max(2, Math.round(gap * 3))))]),
      );
    }
    const corner = polar(0, 0, w / Math.sin(gap / 2), a + gap / 2);
    return hole(poly([[corner[0], corner[1], 1], ...arc]));
  });
}

/** The peace sign: a ring, the upright stroke through it and two legs down to either side. */
export const peaceSign: MotifFunction = () => {
  const s = new Sketch();
  const outer = 96;
  const band = 17;
  const down = Math.PI / 2;
  s.fill(
    "secondary",
    circle(0, 0, outer, 36),
    ...spokeHoles(outer - band, [-down, down, down - Math.PI / 4, down + Math.PI / 4], 17),
  );
  return s.done();
};

/** The five points of a star of radius r: its tips, clockwise from the top. */
const tips = (r: number): Vec[] => [0, 1, 2, 3, 4].map((k) => polar(0, 0, r, -Math.PI / 2 + (k * TAU) / 5) as Vec);

/**
 * The pentagram in a ring (the pentacle): five straight strokes from point to point, drawn as the
 * star's outline widened by half a stroke, less the pentagon in its middle and the five triangles
 * of its points, each narrowed by half a stroke.
 */
export const pentagram: MotifFunction = () => {
  const s = new Sketch();
  const outer = 97;
  const band = 11;
  const stroke = 9;
  // The star's tips meet the ring's inside.
  const reach = outer - band - stroke / 2 / Math.sin(Math.PI / 10);
  const p = tips(reach);
  const inner = reach * (Math.cos((2 * Math.PI) / 5) / Math.cos(Math.PI / 5));
  const q = [0, 1, 2, 3, 4].map((k) => polar(0, 0, inner, -Math.PI / 2 + Math.PI / 5 + (k * TAU) / 5) as Vec);
  const star = p.flatMap((tip, k) => [tip, q[k]]);
  const holes = [
    sharpPolygon(offsetPolygon(q, stroke / 2)),
    ...p.map((tip, k) => sharpPolygon(offsetPolygon([tip, q[k], q[(k + 4) % 5]], stroke / 2))),
  ].map(hole);
  s.fill("secondary", ...ring(outer, band, 40));
  s.fill("secondary", sharpPolygon(offsetPolygon(star, -stroke / 2)), ...holes);
  return s.done();
};

/** An upright triangle band: its outline, and its inside as the hole it leaves. */
export function triangleBand(size: number, band: number): { outer: Vec[]; inner: Vec[] } {
  const h = size * Math.sqrt(3);
  const outer: Vec[] = [
    [0, -h * 0.6],
    [size, h * 0.4],
    [-size, h * 0.4],
  ];
  return { outer, inner: offsetPolygon(outer, band) };
}

/** The triangle: an even band, a point up. */
export const triangle: MotifFunction = () => {
  const s = new Sketch();
  const { outer, inner } = triangleBand(96, 16);
  s.fill("secondary", sharpPolygon(outer), hole(sharpPolygon(inner)));
  return s.done();
};

/**
 * The heartbeat line: a flat trace, a small rise, the sharp peak and dip, a rounded wave, and a small heart where it
 * runs out.
 */
export const heartbeat: MotifFunction = () => {
  const s = new Sketch();
  const trace: Vec[] = [
    [-100, 10],
    [-56, 10],
    [-46, -4],
    [-36, 10],
    [-26, 10],
    [-16, 26],
    [-2, -66],
    [12, 50],
    [24, 10],
    [36, 10],
    [46, -14],
    [56, 10],
    [66, 10],
  ];
  s.fill("secondary", polylineBand(trace, 8));
  const heart: Node[] = [
    [0, -4, 1],
    [6, -11],
    [13, -4],
    [11, 8],
    [0, 22, 1],
    [-11, 8],
    [-13, -4],
    [-6, -11],
  ];
  s.fill("primary", smooth(heart.map(([x, y, c]): Node => (c ? [x + 83, y, 1] : [x + 83, y]))));
  return s.done();
};

/**
 * The unalome: a spiral at its foot (the self), a line rising through loops that tighten (the way
 * through), then straight (clarity), and dots above it (enlightenment).
 */
export const unalome: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  const path: Node[] = [];
  const [cy, radius] = [70, 26];
  // The spiral, from its middle outwards, ending at its top.
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    path.push(polar(0, cy, 3 + (radius - 3) * t, -Math.PI / 2 - (1 - t) * TAU * 2));
  }
  // Three loops, as a wheel's rim point traces them rolling up: x = r sin t, y = y0 - k t + r cos t.
  const turns = 3;
  const rise = 4.6;
  const steps = turns * 36;
  const top = cy - radius;
  for (let i = 1; i <= steps; i++) {
    const t = (i / steps) * turns * TAU;
    const r = 22 - (12 * i) / steps;
    path.push([r * Math.sin(t), top - 22 - rise * t + r * Math.cos(t)]);
  }
  const end = path[path.length - 1];
  path.push([0, end[1] - 14], [0, -62]);
  s.fill("secondary", ribbon(path, taper.even(6.5), 260));
  s.fill("secondary", circle(0, -78, 5.5, 10));
  if (detail >= 1) s.fill("secondary", circle(0, -94, 4.5, 8));
  return s.done();
};

/** The nautical star: five points, each split along its middle into a light and a dark half. */
export const nauticalStar: MotifFunction = () => {
  const s = new Sketch();
  const outer = 98;
  const inner = 40;
  const p = tips(outer);
  const q = [0, 1, 2, 3, 4].map((k) => polar(0, 0, inner, -Math.PI / 2 + Math.PI / 5 + (k * TAU) / 5) as Vec);
  p.forEach((tip, k) => {
    s.fill("primary", sharpPolygon([[0, 0], q[(k + 4) % 5], tip]));
    s.fill("secondary", sharpPolygon([[0, 0], tip, q[k]]));
  });
  return s.done();
};

/** The dharma wheel: a rim, eight spokes from the hub, and a knob where each spoke meets the rim. */
export const dharmaWheel: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  const [rim, band, hub] = [84, 13, 17];
  const spokes = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => -Math.PI / 2 + (k * TAU) / 8);
  for (const a of spokes) {
    const [x, y] = polar(0, 0, rim + 6, a);
    s.fill("accent", circle(x, y, 8, 10));
  }
  s.fill("accent", circle(0, 0, rim, 48), ...spokeHoles(rim - band, spokes, 9, hub));
  if (detail >= 1) s.detail(1, circle(0, 0, hub - 7, 12));
  return s.done();
};

/** A crescent: the part of a disc left when the same disc, moved by `cut` along x, is taken away. */
function crescent(cx: number, r: number, cut: number): Contour {
  const half = Math.acos(Math.abs(cut) / 2 / r);
  const toward = cut < 0 ? 0 : Math.PI;
  const outer = arcNodes(cx, 0, r, toward - (Math.PI - half), toward + (Math.PI - half), 24);
  const inner = arcNodes(cx + cut, 0, r, toward + half, toward - half, 20);
  return smooth([...cornered(outer), ...inner.slice(1, -1)]);
}

/** The triple moon (the triple goddess): a full moon between a waxing and a waning crescent, their backs to it. */
export const tripleMoon: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  s.fill("accent", crescent(-64, 36, -18));
  s.fill("accent", crescent(64, 36, 18));
  s.fill("accent", circle(0, 0, 28, 24));
  if (detail >= 2) s.highlight(curve3([-16, -14], [-8, -21], [2, -22]));
  return s.done();
};

/** The vinyl record: the black disc, the shine of its grooves, the label and the hole. */
export const vinylRecord: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  s.fill("secondary", circle(0, 0, 96, 48));
  // The grooves catch the light in two opposite arcs, as a record is drawn.
  for (const r of detail >= 2 ? [84, 72, 60, 48] : [80, 60]) {
    for (const from of [-2.6, 0.55]) {
      const arc = arcNodes(0, 0, r, from, from + 1, 6);
      s.highlight({ nodes: arc, closed: false, smooth: true });
    }
  }
  s.fill("primary", circle(0, 0, 32, 28), hole(circle(0, 0, 5, 10)));
  if (detail >= 2) s.detail(2, circle(0, 0, 20, 20));
  return s.done();
};

/** The poker chip: a disc with six edge spots, an inner ring and a plain middle. */
export const pokerChip: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  s.fill("primary", circle(0, 0, 96, 48));
  for (let k = 0; k < 6; k++) {
    const a = (k * TAU) / 6;
    const spot = [...arcNodes(0, 0, 96, a - 0.17, a + 0.17, 4), ...arcNodes(0, 0, 74, a + 0.22, a - 0.22, 4)];
    s.fill("light", poly(spot.map(([x, y]): Node => [x, y, 1])));
  }
  s.fill("light", circle(0, 0, 56, 36));
  s.detail(1, circle(0, 0, 64, 36));
  if (detail >= 2) s.detail(2, circle(0, 0, 46, 30));
  return s.done();
};

/** The valknut: three triangles of even bands, interlocked around the middle, points up. */
export const valknut: MotifFunction = () => {
  const s = new Sketch();
  for (const a of [Math.PI / 2 + (2 * TAU) / 3, Math.PI / 2 + TAU / 3, Math.PI / 2]) {
    const [dx, dy] = polar(0, 0, 30, a - Math.PI);
    const { outer, inner } = triangleBand(66, 11);
    const move = (points: Vec[]) => sharpPolygon(points.map(([x, y]): Vec => [x + dx, y + dy + 8]));
    s.fill("secondary", move(outer), hole(move(inner)));
  }
  return s.done();
};
