/**
 * The embedded flash-art engine (issue #5): designs drawn from the description when no image
 * service is configured. Deterministic for a request and seed; SVG kept, PNG rendered from it.
 */
import { atlasCredits } from "./atlas/atlas.server";
import { composeDesign, type DesignLettering } from "./composition";
import { designMetadata, designSvg } from "./design-document";
import { resolveDesignSpec } from "./design-spec";
import { typeset } from "./lettering.server";
import { uncoveredCharacters } from "./lettering/typeset.server";
import { motifName } from "./motifs/index";
import { renderSvgToPng, type Overlay } from "./rasterize.server";
import { lexiconReader } from "./reading.server";
import { addAtlasMotifs } from "./stylise/atlas-motifs.server";
import type { FlashArtRequest, FlashArtResult } from "./types";

// The atlas's motifs join the hand-drawn ones in the motif registry.
addAtlasMotifs();

export { renderSvgToPng };
export type { FlashArtRequest, FlashArtResult } from "./types";

/** The SVG document and metadata for a request, without rasterising (tests and the sheet use it). */
export function composeFlashArt(request: FlashArtRequest): Omit<FlashArtResult, "png"> {
  // Read and resolve, lay out, draw and style, check: each phase reads only the one before.
  const spec = resolveDesignSpec(request, lexiconReader);
  const composition = composeDesign(spec, typeset);
  const subjects = spec.subjects.map(motifName);
  // Who drew the atlas motifs in the design, as their licences ask (CC BY: wherever the design goes).
  const credits = atlasCredits([...new Set(composition.motifs.map((m) => m.key).filter((key) => key.includes(":")))]);
  const metadata = designMetadata(spec, subjects, composition, credits);
  const svg = designSvg(metadata, composition.defs, composition.svgBody);
  return { svg, metadata };
}

/**
 * The lettering a request would ink, and how (issue 37): exactly its lines, the fonts, the layout,
 * the Roman numerals read back and the legibility measures of the design as laid out (no PNG).
 * What the studio shows for confirmation, from the same code that draws the design.
 */
export function proofLettering(request: FlashArtRequest): LetteringProofData {
  const { metadata } = composeFlashArt(request);
  const lettering = metadata.lettering ?? null;
  return {
    lettering,
    uncovered: lettering ? uncoveredCharacters(lettering.lines.join("")) : [],
  };
}

export interface LetteringProofData {
  lettering: DesignLettering | null;
  /** Characters no font of the library draws (not inked). */
  uncovered: string[];
}

/** The design drawn and rasterised; `overlay` (the free plan's watermark) is laid over it in the same pass. */
export async function renderFlashArt(request: FlashArtRequest, overlay?: Overlay): Promise<FlashArtResult> {
  const { svg, metadata } = composeFlashArt(request);
  const png = await renderSvgToPng(svg, request.resolution, overlay);
  return { svg, png, metadata };
}
