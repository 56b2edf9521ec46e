/**
 * The engine's lettering set over art it did not draw (issue 37). When a provider's model draws
 * the art, it is asked for no text and room for the words; the engine then sets exactly the lines
 * the person confirmed, in the font and layout chosen, with the same typesetting and layouts as
 * its own designs (./layout/lettering-layout.ts, ./lettering/typeset.server.ts), round the art's
 * inked box as it would round a motif. Words off a banner get the engine's white knockout, so the
 * art's lines stop at the letters; a banner is opaque over what it crosses.
 */
import { letteringOf, type DesignLettering } from "./composition";
import { resolveDesignSpec } from "./design-spec";
import type { Box, Matrix, Vec } from "./geometry";
import { contentBox, fitToCanvas } from "./layout/canvas-items";
import { placeLettering } from "./layout/lettering-layout";
import { letteringLayout } from "./layout/lettering-set";
import { typeset } from "./lettering.server";
import { Rng } from "./random";
import { lexiconReader } from "./reading.server";
import { createRenderContext, renderOptions } from "./render-context";
import { renderDesign } from "./render-design";
import type { FlashArtRequest } from "./types";

/** Where the words go round the art: what the model is asked to leave room for. */
export type LetteringSide = "below" | "above" | "around" | "across";

export interface ArtLettering {
  /** Exactly the lines inked (the confirmed characters). */
  lines: string[];
  side: LetteringSide;
  /** Lettering alone: no art to draw. */
  only: boolean;
}

export interface LetteredArt {
  /** The lettering (and its banners) as SVG elements on the 1000-unit canvas, and their defs. */
  svgBody: string;
  defs: string;
  /** Where the art (the 1000-unit square it was drawn in) goes, so the words fit beside it. */
  fit: Matrix;
  lettering: DesignLettering;
}

const SIDE_OF_LAYOUT = {
  banner: "across",
  "arc-up": "above",
  circle: "around",
  "arc-down": "below",
  straight: "below",
  stacked: "below",
  // Along a motif's line needs the motif's shapes: over someone else's art it is set straight under it.
  "along-motif": "below",
} as const satisfies Record<ReturnType<typeof letteringLayout>, LetteringSide>;

/** The lettering a request inks and where it goes round the art; null when it has none. */
export function letteringForArt(request: FlashArtRequest): ArtLettering | null {
  const spec = resolveDesignSpec(request, lexiconReader);
  if (spec.text.length === 0) return null;
  return { lines: spec.text, side: SIDE_OF_LAYOUT[letteringLayout(spec)], only: spec.lettering.only };
}

/**
 * The lettering of a request set round art whose inked part is `art` (canvas units of the
 * 1000-unit square the art fills), and the fit that brings art and words into the canvas together.
 * Null when the request has no lettering.
 */
export function letteringOverArt(request: FlashArtRequest, art: Box): LetteredArt | null {
  const spec = resolveDesignSpec(request, lexiconReader);
  if (spec.text.length === 0) return null;
  const centre: Vec = [(art.minX + art.maxX) / 2, (art.minY + art.maxY) / 2];
  const radius = Math.max(art.maxX - art.minX, art.maxY - art.minY) / 2;
  // As across a motif: a banner crosses the art's lower part.
  const room = { mainBox: art, centre, radius, bannerAt: 0.62, wavesBelow: false };
  const placed = placeLettering(spec, typeset, room, new Rng(spec.seed).fork("lettering-over-art"));
  const fit = fitToCanvas(contentBox(placed.banners, placed.texts, art) ?? art);
  const ctx = createRenderContext(renderOptions(spec));
  const [cx, cy] = [centre[0] * fit[0] + fit[4], centre[1] * fit[3] + fit[5]];
  const svgBody = renderDesign(
    {
      placements: placed.banners,
      texts: placed.texts,
      backgrounds: [],
      stage: {
        cx,
        cy,
        radius: radius * fit[0],
        bottom: art.maxY * fit[3] + fit[5],
        aspect: 1,
        dominantTone: "primary",
      },
      fit,
      motifs: [],
    },
    spec,
    ctx,
  );
  const lettering = letteringOf(spec, placed.texts, fit);
  return lettering ? { svgBody, defs: ctx.defs.toString(), fit, lettering } : null;
}
