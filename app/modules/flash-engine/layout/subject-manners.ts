/**
 * A subject drawn as a word before it says (issue 36, ../reading/manner-words.ts), wherever the
 * layout puts it and at its own scale: "a fiery comet", "an archangel with a flaming sword" have
 * tongues of fire rising from behind them; "an origami crane", "an origami fox" are folded of paper,
 * their shapes faceted with the creases running to each corner and every other facet in shadow.
 */
import { Sketch, type Drawing, type Part } from "../drawing";
import { boundsOf, centroid, flatten, line, sharpPolygon, simplify, type Vec } from "../geometry";
import { flame } from "../motifs/common";
import { Rng } from "../random";
import type { SubjectManner } from "../reading/scene-types";
import type { Placement } from "./canvas-items";
import type { PlacedMotif } from "./classic";

/** Flame tongues behind a drawing: taller in the middle, leaning out at the sides, in two tones. */
export function flamesBehind(drawing: Drawing, rng: Rng): Drawing {
  const points: Vec[] = drawing.parts
    .filter((p) => p.kind === "fill")
    .flatMap((p) => p.contours.flatMap((c) => flatten(c, 2)));
  const box = boundsOf(points);
  const w = box.maxX - box.minX;
  const h = box.maxY - box.minY;
  const s = new Sketch();
  const count = 7;
  for (const inner of [false, true]) {
    for (let k = 0; k < count; k++) {
      const t = k / (count - 1);
      const x = box.minX + w * (0.08 + 0.84 * t);
      const rise = (inner ? 0.5 : 0.7) * h * (0.55 + 0.45 * Math.sin(Math.PI * t)) * rng.vary(1, 0.12);
      const base = box.minY + h * (inner ? 0.42 : 0.55);
      const width = (w / count) * (inner ? 1.2 : 1.8);
      s.fill(inner ? "accent" : "primary", flame(x, base, rise, width, (t - 0.5) * w * 0.3 + rng.jitter(w * 0.03)));
    }
  }
  return s.done();
}

/** A fill folded of paper: its outline in straight folds, creases from its middle to each corner, half in shadow. */
function foldedFill(part: Part): Part[] {
  const polygons = part.contours
    .filter((c) => c.closed)
    .map((c) => simplify(flatten(c, 3), 7))
    .filter((points) => points.length >= 3);
  if (polygons.length === 0) return [part];
  const fill: Part = { ...part, contours: polygons.map(sharpPolygon) };
  const shadows: Vec[][] = [];
  const creases: Vec[][] = [];
  for (const points of polygons) {
    const middle = centroid(points);
    points.forEach((p, i) => {
      creases.push([middle, p]);
      if (i % 2 === 1) shadows.push([middle, p, points[(i + 1) % points.length]]);
    });
  }
  return [
    fill,
    { kind: "shade", contours: shadows.map(sharpPolygon), tone: "dark", level: 1, weight: 1 },
    { kind: "detail", contours: creases.map(([a, b]) => line(a, b)), tone: "dark", level: 1, weight: 0.8 },
  ];
}

/** A drawing folded of paper: every fill faceted and creased; the eyes and other solids kept, fine lines gone. */
export function folded(drawing: Drawing): Drawing {
  return {
    parts: drawing.parts.flatMap((p) =>
      p.kind === "fill" ? foldedFill(p) : p.kind === "solid" || p.kind === "highlight" ? [p] : [],
    ),
  };
}

/**
 * A placed subject drawn in its manner: folded, it is the same subject refolded; in flames, it has
 * the flames to draw before it (same matrix and layer).
 */
export function inManner(
  p: PlacedMotif,
  manner: SubjectManner | undefined,
  seed: number,
): { placed: PlacedMotif; before: Placement[] } {
  if (manner === "origami") {
    const drawing = folded(p.drawing);
    return { placed: { ...p, drawing, placement: { ...p.placement, drawing } }, before: [] };
  }
  if (manner !== "fiery") return { placed: p, before: [] };
  const flames: Placement = {
    drawing: flamesBehind(p.drawing, new Rng(seed).fork(`fiery:${p.key}`)),
    matrix: p.placement.matrix,
    layer: p.placement.layer,
    weight: p.placement.weight * 0.9,
    halo: false,
  };
  return { placed: p, before: [flames] };
}
