import { fmt } from "~/modules/flash-engine/geometry";
import { warpOutline } from "~/modules/flash-engine/lettering";
import { libraryFont } from "~/modules/flash-engine/lettering/font-library";
import { LETTERING_LINE_MAX } from "~/modules/flash-engine/lettering/lettering-choice";
import { typesetLine } from "~/modules/flash-engine/lettering/typeset.server";

/**
 * A font of the library previewed with the person's own words (issue 37): the first line of the
 * text (else the font's name), set on the server as outlines in an SVG image, so the browser
 * loads no font file and the page no font code. The same with and without JavaScript.
 */
export function fontPreviewSvg(fontId: string, text: string): string | null {
  const font = libraryFont(fontId);
  if (!font) return null;
  const line =
    [...(text.split(/\r?\n/).find((l) => l.trim()) ?? "").trim()].slice(0, LETTERING_LINE_MAX).join("") || font.name;
  const outline = typesetLine(line.normalize("NFC"), font.id, 100);
  const pad = 12;
  const top = Math.max(outline.ascent, 70);
  const width = Math.max(40, outline.width) + pad * 2;
  const height = top + outline.descent + pad * 2;
  const d = warpOutline(outline, (x, y) => [pad + x, pad + top + y]);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${fmt(width)} ${fmt(height)}" width="${fmt(width)}" height="${fmt(height)}">` +
    `<path d="${d}" fill="#1c1917"/></svg>`
  );
}
