/**
 * A design from its spec: laid out (./layout/design-layout.ts: subjects, lettering, ornaments,
 * backgrounds, fitted into the canvas), then drawn back to front in its style
 * (./render-design.ts). Each phase only reads what the one before handed it.
 */
import type { BackgroundKind } from "./backgrounds";
import type { DesignSpec } from "./design-spec";
import { matrixScale, multiply, type Box, type Matrix } from "./geometry";
import type { TextPlacement } from "./layout/canvas-items";
import { layoutDesign } from "./layout/design-layout";
import { letteringLayout } from "./layout/lettering-set";
import type { Typesetter } from "./lettering";
import { measureLettering, type LetteringMeasure } from "./lettering/legibility";
import type { RomanReading } from "./lettering/roman-numerals";
import { createRenderContext, renderOptions } from "./render-context";
import { renderDesign } from "./render-design";

export interface Composition {
  svgBody: string;
  defs: string;
  /** Smallest gap between texture marks drawn, in canvas units (Infinity if none). */
  textureGap: number;
  /** Smallest centre spacing left between detail lines, in canvas units. */
  lineGap: number;
  outline: number;
  detail: number;
  /** The subjects drawn and where (canvas box, before `fit`), main subject first: for tests and tools. */
  motifs: Array<{ key: string; box: Box }>;
  /** What fits the composition into the canvas (the motifs' boxes are before it). */
  fit: Matrix;
  /** The backgrounds drawn, back to front. */
  backgrounds: BackgroundKind[];
  /** The lettering as inked (issue 37): its lines, fonts, layout and legibility measures; null without lettering. */
  lettering: DesignLettering | null;
}

export interface DesignLettering {
  lines: string[];
  fonts: string[];
  layout: string;
  /** Dates and numbers written in Roman numerals, as read back. */
  readings: RomanReading[];
  measure: LetteringMeasure | null;
}

/** How many mm a text unit of a placed line is on the skin: its warp's stretch at its middle, placed and fitted. */
function mmPerUnit(text: TextPlacement, fit: Parameters<typeof multiply>[0], unitsPerMm: number): number {
  const mid = text.outline.width / 2;
  const [ax, ay] = text.warp(mid, 0);
  const [bx, by] = text.warp(mid + 1, 0);
  return (Math.hypot(bx - ax, by - ay) * matrixScale(multiply(fit, text.matrix))) / unitsPerMm;
}

export function letteringOf(
  spec: DesignSpec,
  texts: TextPlacement[],
  fit: Parameters<typeof multiply>[0],
): DesignLettering | null {
  if (texts.length === 0) return null;
  const lines = texts.map((t) => ({ outline: t.outline, mmPerUnit: mmPerUnit(t, fit, spec.rules.unitsPerMm) }));
  return {
    lines: spec.text,
    fonts: [...new Set(texts.flatMap((t) => t.outline.fonts))],
    layout: letteringLayout(spec),
    readings: spec.lettering.readings,
    measure: measureLettering(lines, spec.rules.physicalSizeCm),
  };
}

export function composeDesign(spec: DesignSpec, typeset: Typesetter): Composition {
  const layout = layoutDesign(spec, typeset);
  const ctx = createRenderContext(renderOptions(spec));
  const svgBody = renderDesign(layout, spec, ctx);
  return {
    svgBody,
    defs: ctx.defs.toString(),
    textureGap: ctx.stats.minGap,
    lineGap: ctx.rules.minGap,
    outline: ctx.outline,
    detail: ctx.detail,
    motifs: layout.motifs,
    fit: layout.fit,
    backgrounds: layout.backgrounds.map((b) => b.kind),
    lettering: letteringOf(spec, layout.texts, layout.fit),
  };
}
