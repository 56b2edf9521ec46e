/**
 * The draw and style phases: a laid-out design drawn back to front on the fitted canvas, each
 * placed drawing in the style's own way (./render-style.ts), the backgrounds around the stage,
 * cut-outs and knock-outs where things overlap, then the lettering.
 */
import { renderBackground } from "./backgrounds";
import type { DesignSpec } from "./design-spec";
import { placeDrawing } from "./drawing";
import { applyMatrix, fmt, multiply } from "./geometry";
import type { Layer } from "./layout/canvas-items";
import type { DesignLayout } from "./layout/design-layout";
import { warpOutline } from "./lettering";
import { paletteFor } from "./palettes";
import { cutout, renderDrawing, type RenderContext } from "./render-style";
import { fillAttrs, path } from "./svg";

/** Backgrounds that are solid or busy behind the motif: the motif is cut out of them. */
const CUT_OUT_OF = new Set(["disc", "spikes", "wind", "sacred-geometry", "rays", "burst"]);

/** The white knockout round lettering off banners, in em of its letters. */
const KNOCKOUT_EM = 0.6;

/** The width of the white stroke round letters of `em` off a banner (half of it reaches past their outline). */
export function letterKnockout(em: number, minGap: number): number {
  return Math.max(minGap * 1.6, em * KNOCKOUT_EM);
}

const ORDER: Layer[] = ["behind", "main", "front", "filler", "banner"];

export function renderDesign(layout: DesignLayout, spec: DesignSpec, ctx: RenderContext): string {
  const base = ctx.base;
  const { fit } = layout;
  let svg = "";
  for (const bg of layout.backgrounds) {
    const bctx =
      bg.style === base ? ctx : { ...ctx, base: bg.style, palette: paletteFor(bg.style, spec.theme, spec.skinTone) };
    svg += `<g data-layer="background-${bg.kind}">${renderBackground(bg.kind, layout.stage, bctx, bg.rng)}</g>`;
  }
  const onMass = layout.backgrounds.some((b) => b.kind === "disc");
  const needsCutout = layout.backgrounds.some((b) => CUT_OUT_OF.has(b.kind));
  for (const layer of ORDER) {
    for (const p of layout.placements.filter((q) => q.layer === layer)) {
      const placed = placeDrawing(p.drawing, multiply(fit, p.matrix));
      if (p.clip) {
        const bands = p.clip.map((band) => band.map(([x, y]) => applyMatrix(fit, x, y)));
        const id = ctx.defs.unique(
          (cid) =>
            `<clipPath id="${cid}">${bands.map((b) => `<path d="M${b.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join("L")}Z"/>`).join("")}</clipPath>`,
        );
        svg += `<g data-layer="wrap-front" clip-path="url(#${id})">${renderDrawing(placed, ctx, { weight: p.weight, halo: false, negative: false })}</g>`;
        continue;
      }
      const halo = p.halo && (base === "Neo-traditional" || base === "Japanese" || base === "Tribal");
      if (needsCutout && (layer === "main" || layer === "front" || layer === "behind"))
        svg += cutout(placed, ctx, spec.rules.minGap * 1.2 + ctx.outline * 2);
      // The knock-out: a white margin (a gap and more wide beyond the outline) over what is behind.
      if (p.knockout)
        svg += `<g data-layer="knockout">${cutout(placed, ctx, spec.rules.minGap * 2.2 + ctx.outline * 2.6)}</g>`;
      const negative = base === "Blackwork" && onMass && layer !== "banner" && layer !== "filler";
      const solid = p.solid && base === "Tribal" ? { solid: true } : {};
      // Outline only when asked ("an outline of a wolf"): the subjects, not the fillers or banners.
      const lineOnly = spec.scene.outline && layer !== "banner" && layer !== "filler" ? { lineOnly: true } : {};
      svg += `<g data-layer="${layer}">${renderDrawing(placed, ctx, { weight: p.weight, halo, negative, ...solid, ...lineOnly })}</g>`;
    }
  }
  // Every line's white knockout goes down before any line's letters: it keeps background lines,
  // dots and motifs off the words, and must never cut into another line of the words themselves.
  let knockouts = "";
  let letters = "";
  for (const t of layout.texts) {
    const matrix = multiply(fit, t.matrix);
    const d = warpOutline(t.outline, t.warp, matrix);
    // Wide enough (0.3 em each side) that the letters' knockouts join across a word's spaces, so a
    // ray or a flourish behind the words stops at them instead of running between the letters.
    const em = t.outline.fontSize * Math.hypot(matrix[0], matrix[1]);
    if (!t.onBanner) {
      const width = fmt(letterKnockout(em, spec.rules.minGap));
      knockouts += path(d, `fill="none" stroke="#ffffff" stroke-width="${width}" stroke-linejoin="round"`);
    }
    letters += `<g data-layer="lettering">${path(d, fillAttrs(t.onBanner ? ctx.palette.lettering : ctx.palette.ink))}</g>`;
  }
  if (knockouts) svg += `<g data-layer="lettering-knockout">${knockouts}</g>`;
  svg += letters;
  return svg;
}
