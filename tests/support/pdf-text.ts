import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFName,
  PDFRawStream,
  type PDFDocument,
  type PDFObject,
} from "pdf-lib";

/**
 * The text drawn on a page of a PDF that pdf-lib wrote, one string per text-showing operator
 * (`<hex> Tj`): glyph ids mapped back to characters through each font's ToUnicode map, as a
 * PDF reader does to let a person copy the text. Enough for our own print files; not a PDF parser.
 */
export function pageText(pdf: PDFDocument, pageIndex: number): string[] {
  const page = pdf.getPage(pageIndex);
  const resources = page.node.Resources();
  const fonts = resources?.lookupMaybe(PDFName.of("Font"), PDFDict);
  const maps = new Map<string, Map<string, string>>();
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = pdf.context.lookup(ref, PDFDict);
    const toUnicode = font.lookup(PDFName.of("ToUnicode"));
    if (toUnicode instanceof PDFRawStream) maps.set(name.asString(), unicodeMap(streamText(toUnicode)));
  }
  const lines: string[] = [];
  let current: Map<string, string> | undefined;
  for (const token of contentOf(pdf, page.node.Contents()).matchAll(
    /(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g,
  )) {
    if (token[1]) current = maps.get(token[1]);
    else if (current) lines.push(decodeGlyphs(token[2], current));
  }
  return lines;
}

function contentOf(pdf: PDFDocument, contents: PDFObject | undefined): string {
  if (contents instanceof PDFArray)
    return contents
      .asArray()
      .map((part) => contentOf(pdf, pdf.context.lookup(part)))
      .join("\n");
  return contents instanceof PDFRawStream ? streamText(contents) : "";
}

function streamText(stream: PDFRawStream): string {
  return Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
}

/** A ToUnicode CMap's bfchar entries (`<glyph> <unicode>`), which pdf-lib writes. */
function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, glyph, unicode] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(glyph.toLowerCase(), Buffer.from(unicode, "hex").swap16().toString("utf16le"));
    }
  }
  return map;
}

function decodeGlyphs(hex: string, map: Map<string, string>): string {
  let text = "";
  for (let at = 0; at < hex.length; at += 4) text += map.get(hex.slice(at, at + 4).toLowerCase()) ?? "\uFFFD";
  return text;
}
