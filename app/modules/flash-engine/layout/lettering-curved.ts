/**
 * Lettering on curves: an arc over the motif (arc up), an arc under it (arc down), a ring round
 * it (the first line over the top, the second under the bottom, between two fine circles), and
 * along the motif's own underside. Letters stay upright and read left to right on every curve.
 */
import type { DesignSpec } from "../design-spec";
import { Sketch } from "../drawing";
import { circle, hole, type Vec } from "../geometry";
import type { TextOutline, Typesetter, Warp } from "../lettering";
import { CANVAS } from "../tattooability";
import { arcWarp, lowerContour, polylineLengthOf, polylineWarp } from "./lettering-paths";
import { linesToSet, minimumCap, setLine, type LetteringRoom, type PlacedLettering } from "./lettering-set";

/** The widest angle a line may span on an arc (about 200 degrees): more curls it into a ring. */
const MOST_SPAN = Math.PI * 1.1;
/** The least angle (about 60 degrees): a shorter word would barely bend. */
const LEAST_SPAN = Math.PI / 3;

/** Samples of a warped line (its baseline and cap line), as a polygon the ornaments keep clear of. */
function coverOf(outline: TextOutline, warp: Warp): Vec[] {
  const steps = 12;
  const top: Vec[] = [];
  const bottom: Vec[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (outline.width * i) / steps;
    top.push(warp(x, -outline.ascent));
    bottom.push(warp(x, outline.descent));
  }
  return [...top, ...bottom.reverse()];
}

/** A line on an arc of radius r round `centre`, shrunk until it spans at most MOST_SPAN. */
function setOnArc(
  typeset: Typesetter,
  line: string,
  font: string,
  cap: number,
  minCap: number,
  r: number,
): TextOutline {
  const outline = setLine(typeset, line, font, cap, Infinity, minCap);
  const span = outline.width / r;
  // A short word is set larger, so it still bends with the arc (up to twice the size).
  if (span < LEAST_SPAN) return typeset(line, font, outline.fontSize * Math.min(2, LEAST_SPAN / Math.max(1e-6, span)));
  if (span <= MOST_SPAN) return outline;
  return typeset(
    line,
    font,
    Math.max((outline.fontSize * minCap) / outline.capHeight, outline.fontSize * (MOST_SPAN / span)),
  );
}

export function placeOnArcs(
  spec: DesignSpec,
  typeset: Typesetter,
  room: LetteringRoom,
  layout: "arc-up" | "arc-down" | "circle",
  font: string,
): PlacedLettering {
  const placed: PlacedLettering = { banners: [], texts: [], occupied: [] };
  const minCap = minimumCap(spec);
  const cap = Math.max(minCap, CANVAS * 0.075);
  const gap = Math.max(spec.rules.minGap * 2, CANVAS * 0.03);
  // Round the motif, or round its backgrounds (a dotted ring, a frame) when they reach further.
  const r = Math.max(room.radius * 1.02, room.backgroundReach ?? 0) + gap;
  const lines = linesToSet(spec, layout === "circle");
  // Arc up: over the top; arc down: under the bottom; a ring: the first over, the second under.
  // Further lines go on arcs further out, so every line is inked.
  const over = lines.map((_, i) => (layout === "arc-up" ? true : layout === "arc-down" ? false : i % 2 === 0));
  const reached = { over: r, under: r };
  lines.forEach((line, i) => {
    const side = over[i] ? "over" : "under";
    const start = reached[side];
    const outline = setOnArc(typeset, line, font, cap, minCap, start + cap);
    // Over the top the baseline is the inner edge; under the bottom the cap line is.
    const radius = over[i]
      ? start + outline.descent + (start === r ? 0 : gap * 0.5)
      : start + (start === r ? 0 : gap * 0.5);
    const warp = arcWarp(room.centre, radius, outline.width, over[i], outline.ascent);
    placed.texts.push({ text: line, outline, warp, matrix: [1, 0, 0, 1, 0, 0], onBanner: false });
    placed.occupied.push(coverOf(outline, warp));
    reached[side] = radius + outline.ascent + outline.descent;
  });
  const outerRadius = Math.max(reached.over, reached.under);
  if (layout === "circle") {
    // The ring: a fine band inside the letters and one outside them.
    const sketch = new Sketch();
    const [cx, cy] = room.centre;
    const inner = Math.max(room.radius * 0.9, r - gap * 0.6);
    const outer = outerRadius + gap * 0.6;
    const band = Math.max(spec.rules.minGap, gap * 0.35);
    for (const radius of [inner, outer]) {
      sketch.fill("light", circle(cx, cy, radius, 64), hole(circle(cx, cy, radius - band, 64)));
    }
    placed.banners.push({
      drawing: sketch.done(),
      matrix: [1, 0, 0, 1, 0, 0],
      layer: "banner",
      weight: 0.7,
      halo: false,
    });
  }
  return placed;
}

/** One line along the motif's lower contour, a gap below it (the text hugs the underside). */
export function placeAlongMotif(
  spec: DesignSpec,
  typeset: Typesetter,
  room: LetteringRoom,
  font: string,
): PlacedLettering {
  const placed: PlacedLettering = { banners: [], texts: [], occupied: [] };
  const minCap = minimumCap(spec);
  const cap = Math.max(minCap, CANVAS * 0.065);
  const gap = Math.max(spec.rules.minGap * 2, CANVAS * 0.025);
  // The first line hugs the underside; the others follow it, each a line lower.
  let depth = gap;
  for (const line of linesToSet(spec, false)) {
    const probe = setLine(typeset, line, font, cap, Infinity, minCap);
    const contour = lowerContour(room.mainShapes ?? [], 16, depth + probe.ascent);
    const length = polylineLengthOf(contour);
    // Longer than the motif's underside: the text is set smaller to fit it (within the minimum).
    const outline = setLine(typeset, line, font, cap, Math.max(length * 0.9, CANVAS * 0.3), minCap);
    const warp = polylineWarp(contour, outline.width);
    placed.texts.push({ text: line, outline, warp, matrix: [1, 0, 0, 1, 0, 0], onBanner: false });
    placed.occupied.push(coverOf(outline, warp));
    depth += outline.ascent + outline.descent + spec.rules.minGap;
  }
  return placed;
}
