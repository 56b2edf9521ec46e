/**
 * A design from its spec: laid out (./layout/design-layout.ts: subjects, lettering, ornaments,
 * backgrounds, fitted into the canvas), then drawn back to front in its style
 * (./render-design.ts). Each phase only reads what the one before handed it.
 */
import type { BackgroundKind } from "./backgrounds";
import type { DesignSpec } from "./design-spec";
import type { Box, Matrix } from "./geometry";
import { layoutDesign } from "./layout/design-layout";
import type { Typesetter } from "./lettering";
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
  };
}
