/**
 * An atlas icon as a flash drawing (issue 24): its shapes turned into the parts every style
 * renders its own way (./drawing.ts), so an atlas motif is drawn in each of the ten styles as a
 * hand-drawn one is. In a one-colour silhouette (game-icons) each solid region becomes a fill (the
 * style's bold outline round it), its wide openings stay holes, its narrow inner cuts become ink
 * lines (white cuts in the black styles) with a detail level by their width, so small sizes and
 * simple designs drop the finest; a shadow side is cut from every large region for the styles
 * that shade. In a coloured icon (Noto) every region keeps its place and takes the style's colour
 * nearest its own; small dark spots are ink, small light ones shine.
 */
import type { Drawing, Part, Tone } from "../drawing";
import { centroid, curve, pointInPolygon, poly, polygonArea, simplify, type Contour, type Vec } from "../geometry";
import type { IconShape } from "./svg-shapes";

/** The motif's larger side, in motif units (motifs span about -100..100). */
const SPAN = 200;

/**
 * An inner cut narrower than this (motif units) is drawn as a line (ink, or a white cut in the
 * black styles) that small sizes may drop; a wider opening stays a hole, outlined, whose white
 * inside still holds the minimum gap at the smallest size.
 */
const CUT_WIDTH = 14;

export interface SilhouetteOptions {
  /** The icon's drawing box [x, y, width, height]. */
  viewBox: readonly [number, number, number, number];
  /** The icon paints its own colours (Noto, Twemoji). */
  coloured: boolean;
  /** The colour role of a one-colour silhouette. */
  tone: Tone;
  /** Its cut lines draw what the subject is (the sun's face): kept whenever any detail is. */
  essentialCuts?: boolean;
}

interface Outline {
  points: Vec[];
  area: number;
}

function perimeter(points: readonly Vec[]): number {
  let total = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++)
    total += Math.hypot(points[i][0] - points[j][0], points[i][1] - points[j][1]);
  return total;
}

/** How wide a shape is on average: twice its area over its perimeter (a sliver's width). */
const widthOf = (o: Outline) => (2 * o.area) / Math.max(perimeter(o.points), 1e-6);

/** A closed outline simplified: split at the point farthest from its start, each half simplified. */
function simplifyRing(points: readonly Vec[], tolerance: number): Vec[] {
  let far = 0;
  let best = -1;
  points.forEach(([x, y], i) => {
    const d = Math.hypot(x - points[0][0], y - points[0][1]);
    if (d > best) [best, far] = [d, i];
  });
  if (far === 0) return [...points];
  const first = simplify(points.slice(0, far + 1), tolerance);
  const second = simplify([...points.slice(far), points[0]], tolerance);
  return [...first.slice(0, -1), ...second.slice(0, -1)];
}

function normalised(
  shapes: IconShape[],
  viewBox: SilhouetteOptions["viewBox"],
): Array<{ shape: IconShape; outlines: Outline[] }> {
  const [vx, vy, vw, vh] = viewBox;
  const scale = SPAN / Math.max(vw, vh);
  const [cx, cy] = [vx + vw / 2, vy + vh / 2];
  return shapes.map((shape) => ({
    shape,
    outlines: shape.contours
      .map((c) =>
        simplifyRing(
          c.map(([x, y]): Vec => [(x - cx) * scale, (y - cy) * scale]),
          0.3,
        ),
      )
      .filter((points) => points.length > 2)
      .map((points) => ({ points, area: polygonArea(points) }))
      .filter((o) => o.area > 0.5),
  }));
}

/** For each outline, how many others enclose it (even: solid, odd: an opening). */
function depths(outlines: Outline[]): number[] {
  return outlines.map((o, i) => {
    const [x, y] = o.points[0];
    return outlines.filter((other, j) => j !== i && other.area > o.area && pointInPolygon(x, y, other.points)).length;
  });
}

/**
 * Sutherland-Hodgman: the part of a polygon inside a convex clip polygon (counter-clockwise in y-down screen space).
 */
function clipTo(subject: Vec[], clip: Vec[]): Vec[] {
  let out = subject;
  for (let i = 0; i < clip.length && out.length; i++) {
    const [a, b] = [clip[i], clip[(i + 1) % clip.length]];
    const inside = (p: Vec) => (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]) >= 0;
    const cross = (p: Vec, q: Vec): Vec => {
      const [x1, y1, x2, y2, x3, y3, x4, y4] = [p[0], p[1], q[0], q[1], a[0], a[1], b[0], b[1]];
      const d = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4);
      const t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / (d || 1e-9);
      return [x1 + t * (x2 - x1), y1 + t * (y2 - y1)];
    };
    const input = out;
    out = [];
    for (let k = 0; k < input.length; k++) {
      const [p, q] = [input[k], input[(k + 1) % input.length]];
      if (inside(q)) {
        if (!inside(p)) out.push(cross(p, q));
        out.push(q);
      } else if (inside(p)) out.push(cross(p, q));
    }
  }
  return out;
}

/** A disk (as a polygon) over the lower right of a region: its shadow side, lit from the upper left. */
function shadowDisk(points: Vec[]): Vec[] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const r = Math.hypot(maxX - minX, maxY - minY) * 0.62;
  const [cx, cy] = [maxX + r * 0.38, maxY + r * 0.38];
  return Array.from({ length: 28 }, (_, k): Vec => [
    cx + r * Math.cos((k / 28) * Math.PI * 2),
    cy + r * Math.sin((k / 28) * Math.PI * 2),
  ]);
}

/**
 * A shine on a large region, as a hand-drawn motif has one: its edge facing the upper left (the
 * light), a little inside it, as an open stroke; none where that run would leave the region.
 */
function shine(points: Vec[], area: number): Contour | undefined {
  const n = points.length;
  let lit = 0;
  points.forEach(([x, y], k) => {
    if (-x - y > -points[lit][0] - points[lit][1]) lit = k;
  });
  const [cx, cy] = centroid(points);
  const inset = Math.min(9, Math.sqrt(area) * 0.08);
  const reach = perimeter(points) * 0.07;
  const run: Vec[] = [];
  for (const dir of [-1, 1]) {
    let walked = 0;
    for (let k = 0; walked < reach && k < n; k++) {
      const [a, b] = [points[(lit + dir * k + n * 2) % n], points[(lit + dir * (k + 1) + n * 2) % n]];
      walked += Math.hypot(b[0] - a[0], b[1] - a[1]);
      if (dir < 0) run.unshift(b);
      else run.push(b);
    }
    if (dir < 0) run.push(points[lit]);
  }
  const moved = run.map(([x, y]): Vec => {
    const len = Math.hypot(cx - x, cy - y) || 1;
    return [x + ((cx - x) / len) * inset, y + ((cy - y) / len) * inset];
  });
  if (moved.length < 3 || moved.some(([x, y]) => !pointInPolygon(x, y, points))) return undefined;
  return curve(...simplify(moved, 0.8));
}

const contour = (points: Vec[]) => poly([...points]);

/** A one-colour silhouette: solid regions, their openings and cut lines, and a shadow side. */
function silhouetteParts(outlines: Outline[], tone: Tone, essentialCuts: boolean): Part[] {
  const depth = depths(outlines);
  const parts: Part[] = [];
  outlines.forEach((outer, i) => {
    if (depth[i] % 2 === 1 || outer.area < 4) return;
    const inner = outlines.filter(
      (o, j) =>
        depth[j] === depth[i] + 1 &&
        o.area < outer.area &&
        pointInPolygon(o.points[0][0], o.points[0][1], outer.points),
    );
    const openings = inner.filter((o) => widthOf(o) >= CUT_WIDTH);
    const cuts = inner.filter((o) => widthOf(o) < CUT_WIDTH);
    const level = outer.area < 12 ? 3 : outer.area < 60 ? 2 : 0;
    parts.push({ kind: "fill", contours: [outer, ...openings].map((o) => contour(o.points)), tone, level, weight: 1 });
    if (outer.area > 400) {
      const disk = shadowDisk(outer.points);
      const shade = [outer, ...openings]
        .map((o) => clipTo(o.points, disk))
        .filter((p) => p.length > 2 && polygonArea(p) > 2);
      if (shade.length) parts.push({ kind: "shade", contours: shade.map(contour), tone: "dark", level: 1, weight: 1 });
    }
    const lit = outer.area > 2500 ? shine(outer.points, outer.area) : undefined;
    if (lit) parts.push({ kind: "highlight", contours: [lit], tone: "light", level: 1, weight: 1.4 });
    for (const cut of cuts) {
      const w = widthOf(cut);
      const fine = cut.area < 6 ? 3 : w >= 6 ? 1 : w >= 3 ? 2 : 3;
      const cutLevel = essentialCuts ? Math.min(fine, 1) : fine;
      // On a black silhouette a cut is a white line, as the icon draws it; on a colour, an ink line.
      const kind = tone === "secondary" || tone === "dark" ? "highlight" : "solid";
      parts.push({
        kind,
        contours: [contour(cut.points)],
        tone: kind === "solid" ? "dark" : "light",
        level: cutLevel,
        weight: 1,
      });
    }
  });
  return parts;
}

function hsl(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace("#", "").padEnd(6, "0").slice(0, 6), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => c / 255);
  const [max, min] = [Math.max(r, g, b), Math.min(r, g, b)];
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

/** The style colour role nearest a painted colour. */
export function toneOfColour(hex: string): Tone {
  const full = /^#[0-9a-f]{3}$/i.test(hex) ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  if (!/^#[0-9a-f]{6}$/i.test(full)) return "secondary";
  const [h, s, l] = hsl(full);
  if (l < 0.2) return "secondary";
  if (l > 0.88) return "light";
  if (s < 0.16) return l > 0.55 ? "metal" : "cool";
  if (h < 15 || h >= 345) return l > 0.72 ? "pink" : "primary";
  if (h < 45) return l > 0.75 ? "light" : "warm";
  if (h < 70) return "accent";
  if (h < 170) return "leaf";
  if (h < 260) return "water";
  if (h < 300) return "cool";
  return "pink";
}

/** A coloured icon: each painted region in order, in the style's nearest colour. */
function colouredParts(shapes: Array<{ shape: IconShape; outlines: Outline[] }>): Part[] {
  const parts: Part[] = [];
  for (const { shape, outlines } of shapes) {
    if (!outlines.length || shape.opacity < 0.35) continue;
    const depth = depths(outlines);
    const area = outlines.reduce((sum, o, i) => sum + (depth[i] % 2 ? -o.area : o.area), 0);
    const [, , l] = /^#[0-9a-f]{3,6}$/i.test(shape.fill) ? hsl(toneSafe(shape.fill)) : [0, 0, 0.5];
    const contours = outlines.map((o) => contour(o.points));
    const level = area < 30 ? 3 : area < 150 ? 2 : area < 400 ? 1 : 0;
    if (l < 0.2 && area < 1200)
      parts.push({ kind: "solid", contours, tone: "dark", level: Math.min(level, 1), weight: 1 });
    else if (l > 0.88 && area < 800 && parts.length)
      parts.push({ kind: "highlight", contours, tone: "light", level: Math.max(level, 1), weight: 1 });
    else parts.push({ kind: "fill", contours, tone: toneOfColour(shape.fill), level, weight: 1 });
  }
  return parts;
}

const toneSafe = (hex: string) =>
  /^#[0-9a-f]{3}$/i.test(hex) ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;

/** The icon's shapes as a drawing in motif units, centred on the origin, its larger side SPAN. */
export function silhouetteDrawing(shapes: IconShape[], options: SilhouetteOptions): Drawing {
  const normal = normalised(shapes, options.viewBox);
  if (options.coloured) return { parts: colouredParts(normal) };
  return {
    parts: silhouetteParts(
      normal.flatMap((n) => n.outlines),
      options.tone,
      options.essentialCuts ?? false,
    ),
  };
}
