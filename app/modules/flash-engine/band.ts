/**
 * A band that goes round a limb (issue 38): the canvas's width is the wearer's circumference, and
 * the band a strip across its middle, its height the size's second figure. The border repeats a
 * whole number of times round the circumference, and everything that crosses an end is drawn at
 * both (the tiles before the first and after the last), so wrapped the two ends meet with no
 * seam: the strip's pixels at x and x + circumference are the same.
 */
import type { Composition } from "./composition";
import type { DesignSpec } from "./design-spec";
import { placeDrawing, type Drawing } from "./drawing";
import { fmt, IDENTITY, type Box } from "./geometry";
import { fit } from "./layout/scene-items";
import { motifFor } from "./motifs/index";
import { Rng } from "./random";
import { createRenderContext, renderOptions } from "./render-context";
import { cutout, renderDrawing, type RenderContext } from "./render-style";
import { dotPath, fillAttrs, path, strokeAttrs } from "./svg";
import { CANVAS } from "./tattooability";

export interface BandSize {
  circumferenceCm: number;
  heightCm: number;
}

/** Styles whose bands are ornament (no subject drawn small and repeated). */
const ORNAMENTAL = new Set(["Geometric", "Blackwork", "Tribal", "Dotwork"]);
/** At most this many repeats: beyond it the motif is too small to hold anyway. */
const MAX_REPEATS = 24;

/** Bands this tall or taller are edged with two rules; a thinner one is its motifs alone. */
const RULED_FROM_CM = 2;

export interface BandLayout {
  /** Repeats round the circumference, and each one's width in canvas units. */
  repeats: number;
  tile: number;
  top: number;
  bottom: number;
  ruled: boolean;
}

/** How many times the border repeats: a whole number, so the ends meet. */
export function bandLayout(band: BandSize): BandLayout {
  const height = (CANVAS * band.heightCm) / band.circumferenceCm;
  const repeats = Math.min(MAX_REPEATS, Math.max(3, Math.round(CANVAS / (height * 1.25))));
  return {
    repeats,
    tile: CANVAS / repeats,
    top: CANVAS / 2 - height / 2,
    bottom: CANVAS / 2 + height / 2,
    ruled: band.heightCm >= RULED_FROM_CM,
  };
}

export function composeBand(spec: DesignSpec, band: BandSize): Composition {
  const layout = bandLayout(band);
  // The styles' line weights suit a motif that fills the canvas; a band's are far smaller, so
  // their lines are too (never under the placement's minimum stroke, which the context keeps).
  const options = renderOptions(spec);
  const motifShare = (layout.bottom - layout.top) / (CANVAS * 0.6);
  const ctx = createRenderContext({
    ...options,
    lineScale: (options.lineScale ?? 1) * Math.min(1, Math.max(0.2, motifShare)),
  });
  const ornamental = spec.fallback || spec.subjects.length === 0 || ORNAMENTAL.has(spec.style.base);
  const rules = layout.ruled ? borderRules(layout, ctx) : "";
  const tileSvg = ornamental ? ornamentTile(layout, ctx) : subjectTile(spec, layout, ctx);
  let body = "";
  for (const x of repeatPositions(layout.repeats)) {
    body += `<g data-layer="band-repeat" transform="translate(${x} 0)">${tileSvg.svg}</g>`;
  }
  const motifs: Array<{ key: string; box: Box }> = tileSvg.key
    ? [{ key: tileSvg.key, box: { minX: 0, minY: layout.top, maxX: CANVAS, maxY: layout.bottom } }]
    : [];
  return {
    // The rules last: nothing drawn in a repeat (a motif's white knock-out) cuts them.
    svgBody: body + rules,
    defs: ctx.defs.toString(),
    textureGap: ctx.stats.minGap,
    lineGap: ctx.rules.minGap,
    outline: ctx.outline,
    detail: ctx.detail,
    motifs,
    fit: IDENTITY,
    backgrounds: [],
    // A band draws no lettering (its words are read as the band itself).
    lettering: null,
  };
}

/**
 * Where each repeat starts, in whole canvas units (a rasteriser then adds the same whole number
 * to every point of a repeat, so the copies at the two ends come out identical to the last bit),
 * with the repeat before the first and the one after the last, which show the halves that cross
 * the ends: exactly one circumference from the last and the first.
 */
export function repeatPositions(repeats: number): number[] {
  const inside = Array.from({ length: repeats }, (_, index) => Math.round((index * CANVAS) / repeats));
  return [inside[repeats - 1] - CANVAS, ...inside, CANVAS];
}

/** The two rules along the band's edges, longer than the canvas so they run off both ends. */
function borderRules(layout: BandLayout, ctx: RenderContext): string {
  const width = Math.max(ctx.outline, ctx.rules.minStroke);
  const inset = width / 2;
  const line = (y: number) => `M${fmt(-layout.tile)} ${fmt(y)}H${fmt(CANVAS + layout.tile)}`;
  return `<g data-layer="band-border">${path(
    line(layout.top + inset) + line(layout.bottom - inset),
    strokeAttrs(ctx.palette.ink, width),
  )}</g>`;
}

/** The room for the repeats: between the rules, kept clear of them by the minimum gap. */
function inner(layout: BandLayout, ctx: RenderContext) {
  const clearance = layout.ruled ? ctx.outline + ctx.rules.minGap : 0;
  return { top: layout.top + clearance, bottom: layout.bottom - clearance };
}

/** The subject, drawn small in each repeat, on a wave that runs through every repeat. */
function subjectTile(spec: DesignSpec, layout: BandLayout, ctx: RenderContext): { svg: string; key: string } {
  const room = inner(layout, ctx);
  const middle = (room.top + room.bottom) / 2;
  const height = room.bottom - room.top;
  const key = spec.subjects[0];
  // The same drawing (one seed) in every repeat, so each repeat is identical.
  const drawing: Drawing = motifFor(key).draw({ rng: new Rng(spec.seed).fork(`band:${key}`), detail: spec.detail });
  const size = Math.min(height, layout.tile * 0.7);
  const placed = fit(drawing, layout.tile / 2, middle, size);
  const amplitude = height * 0.1;
  // One period of the wave per repeat: it leaves a repeat where the next one picks it up.
  const wave =
    `M0 ${fmt(middle)}` +
    `C${fmt(layout.tile * 0.25)} ${fmt(middle - amplitude * 1.3)} ${fmt(layout.tile * 0.25)} ${fmt(middle - amplitude * 1.3)} ${fmt(layout.tile * 0.5)} ${fmt(middle)}` +
    `C${fmt(layout.tile * 0.75)} ${fmt(middle + amplitude * 1.3)} ${fmt(layout.tile * 0.75)} ${fmt(middle + amplitude * 1.3)} ${fmt(layout.tile)} ${fmt(middle)}`;
  const waveWidth = Math.max(ctx.rules.minStroke, ctx.detail);
  const placedDrawing = placeDrawing(drawing, placed.matrix);
  const knockout = cutout(placedDrawing, ctx, ctx.rules.minGap * 2 + ctx.outline * 2);
  const dot = Math.max(ctx.rules.minStroke * 1.5, height * 0.07);
  const svg =
    path(wave, strokeAttrs(ctx.palette.ink, waveWidth)) +
    path(dotPath(0, middle, dot), fillAttrs(ctx.palette.ink)) +
    knockout +
    renderDrawing(placedDrawing, ctx, { weight: 0.95 });
  return { svg, key };
}

/** A diamond between two chevrons, with a dot where repeats meet: solid in the black styles. */
function ornamentTile(layout: BandLayout, ctx: RenderContext): { svg: string; key: null } {
  const room = inner(layout, ctx);
  const middle = (room.top + room.bottom) / 2;
  const half = (room.bottom - room.top) / 2;
  const w = layout.tile;
  const solid = ctx.base === "Blackwork" || ctx.base === "Tribal";
  const lineWidth = Math.max(ctx.rules.minStroke, ctx.outline * 0.85);
  const diamondHalf = Math.min(half, w * 0.22);
  const diamond = `M${fmt(w / 2)} ${fmt(middle - diamondHalf)}L${fmt(w / 2 + diamondHalf)} ${fmt(middle)}L${fmt(w / 2)} ${fmt(middle + diamondHalf)}L${fmt(w / 2 - diamondHalf)} ${fmt(middle)}Z`;
  const reach = w / 2 - diamondHalf - ctx.rules.minGap - lineWidth;
  const chevron = (direction: 1 | -1) => {
    const tip = w / 2 - direction * (diamondHalf + ctx.rules.minGap + lineWidth);
    const back = tip - direction * Math.max(reach * 0.6, lineWidth);
    return `M${fmt(back)} ${fmt(middle - half * 0.7)}L${fmt(tip)} ${fmt(middle)}L${fmt(back)} ${fmt(middle + half * 0.7)}`;
  };
  const dot = Math.max(ctx.rules.minStroke, Math.min(half * 0.35, w * 0.06));
  const ink = ctx.palette.ink;
  const diamondSvg = solid
    ? path(diamond, fillAttrs(ink))
    : path(diamond, `fill="${ctx.palette.tones.primary}" stroke="${ink}" stroke-width="${fmt(lineWidth)}"`);
  const chevrons = reach > lineWidth * 2 ? path(chevron(1) + chevron(-1), strokeAttrs(ink, lineWidth)) : "";
  return { svg: diamondSvg + chevrons + path(dotPath(0, middle, dot), fillAttrs(ink)), key: null };
}
