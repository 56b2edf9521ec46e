/**
 * A design's metadata and its standalone SVG document, the same for every design the engine
 * draws (from a description, or from a picture): the subjects, style, lettering, size and the
 * tattooability figures; the document's title, metadata (the credits when there are any), the
 * shared definitions, white paper and the drawing.
 */
import type { DesignLettering } from "./composition";
import type { DesignSpec } from "./design-spec";
import { escapeXml } from "./svg";
import { CANVAS, checkTattooability } from "./tattooability";
import type { FlashArtResult } from "./types";

export type DesignMetadata = FlashArtResult["metadata"];

export function designMetadata(
  spec: DesignSpec,
  subjects: string[],
  drawn: Parameters<typeof checkTattooability>[0] & { lettering?: DesignLettering | null },
  credits: string[],
): DesignMetadata {
  return {
    subjects,
    style: spec.style.style,
    baseStyle: spec.style.base,
    text: spec.text,
    physicalSizeCm: spec.rules.physicalSizeCm,
    ...checkTattooability(drawn, spec.rules),
    credits,
    ...(drawn.lettering ? { lettering: drawn.lettering } : {}),
  };
}

/** The SVG document; `about` adds to what its metadata says (after the generator). */
export function designSvg(
  metadata: DesignMetadata,
  defs: string,
  body: string,
  about: Record<string, string> = {},
): string {
  const { credits, ...described } = metadata;
  const title = [metadata.subjects.join(", "), metadata.style, ...metadata.text.map((t) => `“${t}”`)]
    .filter(Boolean)
    .join(" · ");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CANVAS} ${CANVAS}" width="${CANVAS}" height="${CANVAS}">` +
    `<title>${escapeXml(title)}</title>` +
    `<metadata>${escapeXml(JSON.stringify({ generator: "inkwell-flash-engine", ...about, ...described, ...(credits.length ? { credits } : {}) }))}</metadata>` +
    defs +
    `<rect width="${CANVAS}" height="${CANVAS}" fill="#ffffff"/>` +
    `<g stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>`
  );
}
