import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, PDFHexString, PDFName, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { creditsPointer, designCreditsText, shortCreditsText } from "~/modules/credits/credit-text";
import { drawEmbeddedPng, embedPngAsIs, type EmbeddedPng } from "./pdf-png-image.server";

/**
 * The print-ready PDF (issue: pro deliverables). Page 1 is the design at its true size,
 * page 2 its stencil. The finished size of each page (its TrimBox, in print terms) is the
 * design's physical size; the paper around it (MediaBox) carries crop marks, a 1 cm scale
 * bar to check the printer did not scale, and a caption. Images are embedded at 300 DPI. The
 * credits of the design's motifs are in the document's metadata and, as much as fits, on each sheet.
 */
export const PRINT_DPI = 300;
const POINTS_PER_CM = 72 / 2.54;
const MARGIN_CM = 1.5;
const FOOTER_CM = 2;

/**
 * Captions are set in DejaVu Sans (Latin, Greek, Cyrillic and more), embedded as a subset
 * of the glyphs used; a character it has no glyph for is left out rather than failing.
 */
let fontBytes: Promise<Buffer> | null = null;
function captionFont(): Promise<Buffer> {
  fontBytes ??= readFile(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"));
  return fontBytes;
}

function drawable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text].filter((character) => supported.has(character.codePointAt(0)!)).join("");
}

/** The design's motifs' credit lines, and the address of every credit and licence text. */
export interface PrintCredits {
  lines: string[];
  url: string;
}

export function pixelsFor(sizeCm: number, dpi = PRINT_DPI): number {
  return Math.round((sizeCm / 2.54) * dpi);
}

export async function buildPrintPdf(options: {
  designPng: Buffer;
  stencilPng: Buffer;
  sizeCm: number;
  title: string;
  designId: string;
  licence?: string;
  /** Where it goes (issue 38): "Wrist band, 16 cm around". */
  placement?: string | null;
  credits?: PrintCredits;
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Inkwell tattoo design: ${options.title}`);
  pdf.setAuthor("Inkwell");
  pdf.setCreator("Inkwell (print-ready export)");
  pdf.setProducer("Inkwell");
  pdf.setKeywords([
    "tattoo",
    "print-ready",
    `${options.sizeCm} cm`,
    `design ${options.designId}`,
    ...(options.placement ? [options.placement] : []),
  ]);
  if (options.licence) {
    pdf.setSubject(options.licence);
    infoDict(pdf).set(PDFName.of("License"), PDFHexString.fromText(options.licence));
  }
  const credits = options.credits && designCreditsText(options.credits.lines, options.credits.url);
  if (credits) infoDict(pdf).set(PDFName.of("Credits"), PDFHexString.fromText(credits));
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(await captionFont(), { subset: true });
  // The images go in as the PNG bytes they are (pdf-png-image.server.ts), never decoded here.
  const design = await embedPngAsIs(pdf, options.designPng);
  const stencil = await embedPngAsIs(pdf, options.stencilPng, { grey: true });
  const where = options.placement ? ` · ${options.placement}` : "";
  addSheet(pdf, font, design, options, `Design · ${options.sizeCm} cm wide${where}`);
  addSheet(pdf, font, stencil, options, `Stencil · ${options.sizeCm} cm wide${where}`);
  return pdf.save();
}

/** pdf-lib has no setter for custom Info entries; its info dictionary is reachable this way. */
function infoDict(pdf: PDFDocument) {
  return (pdf as unknown as { getInfoDict(): { set(key: PDFName, value: PDFHexString): void } }).getInfoDict();
}

function addSheet(
  pdf: PDFDocument,
  font: PDFFont,
  image: EmbeddedPng,
  options: { sizeCm: number; title: string; credits?: PrintCredits },
  heading: string,
) {
  const size = options.sizeCm * POINTS_PER_CM;
  const margin = MARGIN_CM * POINTS_PER_CM;
  const footer = FOOTER_CM * POINTS_PER_CM;
  const page = pdf.addPage([size + 2 * margin, size + 2 * margin + footer]);
  const x = margin;
  const y = margin + footer;
  page.setTrimBox(x, y, size, size);
  drawEmbeddedPng(page, image, { x, y, width: size, height: size });
  drawCropMarks(page, x, y, size);
  drawScaleBar(page, font, margin, margin + footer * 0.35);
  const caption = [...drawable(font, `${heading} · ${options.title}`)].slice(0, 120).join("");
  page.drawText(caption, {
    x: margin + 2.2 * POINTS_PER_CM,
    y: margin + footer * 0.35,
    size: 7,
    font,
    color: rgb(0.2, 0.2, 0.2),
  });
  page.drawText("Print at 100% (no scaling): the bar must measure exactly 1 cm.", {
    x: margin + 2.2 * POINTS_PER_CM,
    y: margin + footer * 0.35 - 10,
    size: 6,
    font,
    color: rgb(0.35, 0.35, 0.35),
  });
  if (options.credits) drawCredits(page, font, options.credits, margin);
}

const CREDIT_SIDE = 0.4 * POINTS_PER_CM;
const CREDIT_LINES = 3;

/** The credits in the bottom margin: the whole text in three lines, else the authors and sets, else the address. */
function drawCredits(page: PDFPage, font: PDFFont, credits: PrintCredits, margin: number) {
  const fitted = fitCredits(font, credits, page.getWidth() - 2 * CREDIT_SIDE);
  fitted?.lines.forEach((line, index) =>
    page.drawText(line, {
      x: CREDIT_SIDE,
      y: margin * 0.75 - index * fitted.size * 1.25,
      size: fitted.size,
      font,
      color: rgb(0.3, 0.3, 0.3),
    }),
  );
}

/** The longest form of the credits that fits `width` in three lines, at 5 pt or, if need be, a little smaller. */
function fitCredits(font: PDFFont, credits: PrintCredits, width: number): { lines: string[]; size: number } | null {
  const forms = [
    designCreditsText(credits.lines, credits.url),
    shortCreditsText(credits.lines, credits.url),
    creditsPointer(credits.url),
  ];
  if (credits.lines.length === 0) return null;
  for (const size of [5, 4.5, 4, 3.5]) {
    for (const form of forms) {
      const lines = form ? wrap(font, drawable(font, form), size, width) : null;
      if (lines && lines.length <= CREDIT_LINES) return { lines, size };
    }
  }
  return null;
}

/** Words set into lines no wider than `width`; null when a single word is wider. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] | null {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (font.widthOfTextAtSize(word, size) > width) return null;
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function drawCropMarks(page: PDFPage, x: number, y: number, size: number) {
  const length = 0.6 * POINTS_PER_CM;
  const gap = 0.15 * POINTS_PER_CM;
  const black = rgb(0, 0, 0);
  for (const [cx, cy, dx, dy] of [
    [x, y, -1, -1],
    [x + size, y, 1, -1],
    [x, y + size, -1, 1],
    [x + size, y + size, 1, 1],
  ] as const) {
    page.drawLine({
      start: { x: cx + dx * gap, y: cy },
      end: { x: cx + dx * (gap + length), y: cy },
      thickness: 0.4,
      color: black,
    });
    page.drawLine({
      start: { x: cx, y: cy + dy * gap },
      end: { x: cx, y: cy + dy * (gap + length) },
      thickness: 0.4,
      color: black,
    });
  }
}

/** A 1 cm bar with millimetre ticks. */
function drawScaleBar(page: PDFPage, font: PDFFont, x: number, y: number) {
  const cm = POINTS_PER_CM;
  page.drawRectangle({ x, y, width: cm, height: 0.12 * cm, color: rgb(0, 0, 0) });
  for (let mm = 0; mm <= 10; mm++) {
    const tick = mm % 5 === 0 ? 0.3 * cm : 0.18 * cm;
    page.drawLine({
      start: { x: x + (mm * cm) / 10, y },
      end: { x: x + (mm * cm) / 10, y: y - tick },
      thickness: 0.3,
      color: rgb(0, 0, 0),
    });
  }
  page.drawText("1 cm", { x: x + cm * 0.3, y: y + 0.2 * cm, size: 7, font, color: rgb(0, 0, 0) });
}
