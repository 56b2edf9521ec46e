import { fmt } from "~/modules/flash-engine/geometry";
import { warpOutline } from "~/modules/flash-engine/lettering";
import { libraryFont } from "~/modules/flash-engine/lettering/font-library";
import { typesetLine } from "~/modules/flash-engine/lettering/typeset.server";
import { PREVIEW_CHARACTERS } from "./lettering-proof";

/** Set at the card's own height: one decimal of a unit is a tenth of a pixel. */
const PREVIEW_SIZE = 40;
/** The previews drawn lately, kept (a studio asks for every font with the same words): at most this many bytes. */
const CACHE_BYTES = 8 * 1024 * 1024;

const cache = new Map<string, string>();
let cachedBytes = 0;

function remember(key: string, svg: string) {
  cache.set(key, svg);
  cachedBytes += svg.length;
  for (const [oldest, value] of cache) {
    if (cachedBytes <= CACHE_BYTES) break;
    cache.delete(oldest);
    cachedBytes -= value.length;
  }
}

/**
 * A font of the library previewed with the person's own words (issue 37): the first line of the
 * text (else the font's name), at most PREVIEW_CHARACTERS of it, set on the server as outlines in
 * an SVG image, so the browser loads no font file and the page no font code. The same with and
 * without JavaScript. One short line in one font: bounded work, and kept for the next asker.
 */
export function fontPreviewSvg(fontId: string, text: string): string | null {
  const font = libraryFont(fontId);
  if (!font) return null;
  const line =
    [...(text.split(/\r?\n/).find((l) => l.trim()) ?? "").trim()].slice(0, PREVIEW_CHARACTERS).join("") || font.name;
  const key = `${font.id}\n${line.normalize("NFC")}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const outline = typesetLine(line.normalize("NFC"), font.id, PREVIEW_SIZE);
  const pad = PREVIEW_SIZE * 0.12;
  const top = Math.max(outline.ascent, PREVIEW_SIZE * 0.7);
  const width = Math.max(PREVIEW_SIZE * 0.4, outline.width) + pad * 2;
  const height = top + outline.descent + pad * 2;
  const d = warpOutline(outline, (x, y) => [pad + x, pad + top + y]);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${fmt(width)} ${fmt(height)}" width="${fmt(width)}" height="${fmt(height)}">` +
    `<path d="${d}" fill="#1c1917"/></svg>`;
  remember(key, svg);
  return svg;
}
