/**
 * The embedded flash-art engine (issue #5): designs drawn from the description when no image
 * service is configured. Deterministic for a request and seed; SVG kept, PNG rendered from it.
 */
import { parsePhysicalSize } from "~/modules/designs/physical-size";
import { atlasCredits } from "./atlas/atlas.server";
import { composeBand } from "./band";
import { composeDesign, type Composition, type DesignLettering } from "./composition";
import { designMetadata, designSvg } from "./design-document";
import { resolveDesignSpec, type DesignSpec } from "./design-spec";
import { applyMatrix } from "./geometry";
import { typeset } from "./lettering.server";
import { uncoveredCharacters } from "./lettering/typeset.server";
import { motifName } from "./motifs/index";
import { renderSvgToPng, type Overlay } from "./rasterize.server";
import { lexiconReader } from "./reading.server";
import { addAtlasMotifs } from "./stylise/atlas-motifs.server";
import { CANVAS } from "./tattooability";
import type { DrawnRegion, FlashArtRequest, FlashArtResult } from "./types";

// The atlas's motifs join the hand-drawn ones in the motif registry.
addAtlasMotifs();

export { renderSvgToPng };
export type { FlashArtRequest, FlashArtResult } from "./types";

/** The SVG document and metadata for a request, without rasterising (tests and the sheet use it). */
export function composeFlashArt(request: FlashArtRequest): Omit<FlashArtResult, "png"> {
  // Read and resolve, lay out, draw and style, check: each phase reads only the one before.
  const spec = resolveDesignSpec(request, lexiconReader);
  const composition = compose(spec, request.size);
  const subjects = spec.subjects.map(motifName);
  // Who drew the atlas motifs in the design, as their licences ask (CC BY: wherever the design goes).
  const credits = atlasCredits([...new Set(composition.motifs.map((m) => m.key).filter((key) => key.includes(":")))]);
  const metadata = designMetadata(spec, subjects, composition, credits);
  const svg = designSvg(metadata, composition.defs, composition.svgBody);
  return { svg, metadata, regions: regionsOf(composition) };
}

/** A band round a limb is a repeating border (issue 38); anything else the composition of its scene. */
function compose(spec: DesignSpec, size: string): Composition {
  if (spec.placement?.kind !== "band") return composeDesign(spec, typeset);
  const { widthCm, heightCm } = parsePhysicalSize(size);
  return composeBand(spec, { circumferenceCm: widthCm, heightCm: Math.min(heightCm, widthCm / 3) });
}

/** Where each subject was drawn (fitted into the canvas), as fractions of the picture, named as people call it. */
function regionsOf(composition: Composition): DrawnRegion[] {
  const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value / CANVAS)) * 1000) / 1000;
  return composition.motifs.map(({ key, box }) => {
    const [x0, y0] = applyMatrix(composition.fit, box.minX, box.minY);
    const [x1, y1] = applyMatrix(composition.fit, box.maxX, box.maxY);
    return {
      name: motifName(key),
      minX: clamp(Math.min(x0, x1)),
      minY: clamp(Math.min(y0, y1)),
      maxX: clamp(Math.max(x0, x1)),
      maxY: clamp(Math.max(y0, y1)),
    };
  });
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
  const { svg, metadata, regions } = composeFlashArt(request);
  const png = await renderSvgToPng(svg, request.resolution, overlay);
  return { svg, png, metadata, regions };
}
