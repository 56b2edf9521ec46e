/**
 * Ornamental subjects: a mandala (also the composition for descriptions naming no subject) and
 * a Celtic knot with real over-under interlacing.
 */
import { circle, curve, polar, poly, ribbon, smooth, TAU, type Node, type Vec } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

export const mandala: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const petals = rng.pick([8, 10, 12]);
  const turn = rng.range(0, TAU / petals);
  // Outer ring of pointed petals.
  for (let i = 0; i < petals; i++) {
    const a = turn + (i / petals) * TAU;
    const half = (TAU / petals) * 0.5;
    s.fill(
      "primary",
      smooth([
        polar(0, 0, 56, a - half),
        polar(0, 0, 84, a - half * 0.45),
        [...polar(0, 0, 100, a), 1] as Node,
        polar(0, 0, 84, a + half * 0.45),
        polar(0, 0, 56, a + half),
      ]),
    );
    if (detail >= 1) s.detail(1, curve(polar(0, 0, 62, a), polar(0, 0, 86, a)));
    if (detail >= 2) s.solidAt(2, circle(...(polar(0, 0, 94, a + half) as [number, number]), 2.8, 6));
  }
  // Middle ring of rounded petals, offset by half a step.
  for (let i = 0; i < petals; i++) {
    const a = turn + ((i + 0.5) / petals) * TAU;
    const half = (TAU / petals) * 0.55;
    s.fill(
      "accent",
      smooth([
        polar(0, 0, 36, a - half),
        polar(0, 0, 58, a - half * 0.8),
        polar(0, 0, 70, a),
        polar(0, 0, 58, a + half * 0.8),
        polar(0, 0, 36, a + half),
      ]),
    );
    if (detail >= 2)
      s.detail(2, curve(polar(0, 0, 46, a - half * 0.4), polar(0, 0, 58, a), polar(0, 0, 46, a + half * 0.4)));
  }
  s.fill("water", circle(0, 0, 40, 20));
  // Inner star and core.
  const points = petals / 2;
  const inner: Node[] = [];
  for (let i = 0; i < points * 2; i++)
    inner.push([...polar(0, 0, i % 2 === 0 ? 34 : 18, turn + (i / (points * 2)) * TAU), 1] as Node);
  s.fill("light", poly(inner));
  s.fill("primary", circle(0, 0, 13, 12));
  s.solid(circle(0, 0, 4.5, 8));
  if (detail >= 1)
    for (let i = 0; i < points; i++)
      s.solidAt(1, circle(...(polar(0, 0, 24, turn + ((i + 0.5) / points) * TAU) as [number, number]), 2.6, 6));
  return s.done();
};

/** Self-intersections of a closed polyline: pairs of parameter positions (index + fraction). */
function selfCrossings(points: Vec[]): Array<[number, number]> {
  const n = points.length;
  const found: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) {
    const [ax, ay] = points[i];
    const [bx, by] = points[(i + 1) % n];
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      const [cx, cy] = points[j];
      const [dx, dy] = points[(j + 1) % n];
      const den = (bx - ax) * (dy - cy) - (by - ay) * (dx - cx);
      if (Math.abs(den) < 1e-9) continue;
      const t = ((cx - ax) * (dy - cy) - (cy - ay) * (dx - cx)) / den;
      const u = ((cx - ax) * (by - ay) - (cy - ay) * (bx - ax)) / den;
      if (t >= 0 && t < 1 && u >= 0 && u < 1) found.push([i + t, j + u]);
    }
  }
  return found;
}

export const celticKnot: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const n = 360;
  const scale = rng.vary(31, 0.03);
  // A trefoil knot drawn as a band; at each crossing the under-strand stops short of the over
  // strand, which is how knotwork is drawn by hand (and keeps a clean gap around every crossing).
  const curvePoints: Vec[] = [];
  for (let i = 0; i < n; i++) {
    const t = (i / n) * TAU;
    curvePoints.push([scale * (Math.sin(t) + 2 * Math.sin(2 * t)), scale * (Math.cos(t) - 2 * Math.cos(2 * t)) + 6]);
  }
  const crossings = selfCrossings(curvePoints).sort((a, b) => a[0] - b[0]);
  // Walk the curve: crossings alternate over, under, over, ...
  const events: Array<{ at: number; under: boolean }> = [];
  crossings.forEach(([a, b]) => {
    events.push({ at: a, under: false }, { at: b, under: false });
  });
  events.sort((x, y) => x.at - y.at);
  events.forEach((e, i) => (e.under = i % 2 === 1));
  const width = 15;
  const gap = width * 0.5 + 9;
  // Cumulative arc length, to cut the under-strand a fixed distance either side of a crossing.
  const lengths = [0];
  for (let i = 1; i <= n; i++) {
    const a = curvePoints[i - 1];
    const b = curvePoints[i % n];
    lengths.push(lengths[i - 1] + Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  const total = lengths[n];
  const lengthAt = (index: number) =>
    lengths[Math.floor(index)] + (lengths[Math.floor(index) + 1] - lengths[Math.floor(index)]) * (index % 1);
  const pointAt = (distance: number): Vec => {
    const d = ((distance % total) + total) % total;
    let i = 0;
    while (i < n - 1 && lengths[i + 1] < d) i++;
    const t = (d - lengths[i]) / (lengths[i + 1] - lengths[i] || 1);
    const a = curvePoints[i];
    const b = curvePoints[(i + 1) % n];
    return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  };
  const cuts = events.filter((e) => e.under).map((e) => lengthAt(e.at));
  // Pieces between consecutive under-crossings.
  for (let k = 0; k < cuts.length; k++) {
    const from = cuts[k] + gap;
    const to = cuts[(k + 1) % cuts.length] + (k + 1 === cuts.length ? total : 0) - gap;
    const steps = Math.max(4, Math.round((to - from) / 14));
    const nodes: Node[] = [];
    for (let i = 0; i <= steps; i++) nodes.push(pointAt(from + ((to - from) * i) / steps));
    s.fill(
      "accent",
      ribbon(nodes, () => width, Math.max(10, steps * 2)),
    );
    if (detail >= 2) s.detail(2, curve(...nodes.slice(1, -1)));
  }
  if (detail >= 1) {
    // An interlaced ring behind the knot.
    const ring = circle(0, 6, scale * 2.35, 32);
    const hole = circle(0, 6, scale * 2.35 - 9, 32);
    s.fill("primary", ring, { ...hole, nodes: [...hole.nodes].reverse() });
    s.parts.unshift(s.parts.pop()!);
  }
  return s.done();
};
