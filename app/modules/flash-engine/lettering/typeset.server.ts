/**
 * Typesetting with HarfBuzz (harfbuzzjs, MIT: the shaping engine of Chrome, Firefox and
 * Android, built to WebAssembly): Arabic joins, Hebrew and Arabic run right to left, Devanagari
 * forms its conjuncts, Thai stacks its marks, script fonts take their contextual forms. A line
 * is set in one font when one covers it (the chosen font, else the nearest of its category,
 * else the script's own), and only otherwise per run. Outlines come from the same fonts, so the
 * SVG carries paths and needs no font to render.
 */
import * as hb from "harfbuzzjs";
import type { GlyphCommand, PlacedGlyph, TextOutline } from "../lettering";
import { coversText, fileForChar, type FontFile } from "./font-files.server";
import { FONT_LIBRARY, libraryFont, ROMAN_COMPANION, romanCompanion, type FontId } from "./font-library";
import { romanNumeralSpans } from "./roman-numerals";
import { fontForScript, isRightToLeft, scriptOfChar, scriptsOf, type Script } from "./scripts";

/** A glyph as shaped, in font units: which file, where its origin sits, which characters it draws. */
interface ShapedGlyph {
  file: FontFile;
  fontId: FontId;
  gid: number;
  /** Pen position and offsets in font units of the file (x right, y up). */
  x: number;
  y: number;
  scale: number;
  cluster: number;
}

interface ShapedLine {
  glyphs: ShapedGlyph[];
  /** Advance of the whole line, in em (font size 1). */
  width: number;
  fonts: FontId[];
}

/** Lines shaped at size 1, kept: the layout sets each line twice (a probe, then at size). */
const shapedCache = new Map<string, ShapedLine>();
const CACHE_LIMIT = 400;
const outlineCache = new Map<string, hb.SvgPathCommand[]>();

function codePointAt(text: string, index: number): number {
  return text.codePointAt(index) ?? 32;
}

/** The font a whole line is set in, when one covers it; null when it needs a font per run. */
export function lineFont(text: string, chosen: FontId): FontId | null {
  if (coversText(chosen, text)) return chosen;
  const category = libraryFont(chosen)?.category;
  const scripts = scriptsOf(text).filter((s): s is Script => s !== "Other");
  const candidates = [
    ...FONT_LIBRARY.filter((f) => f.category === category).map((f) => f.id),
    ...scripts.map((s) => fontForScript(s, category)),
    ...FONT_LIBRARY.map((f) => f.id),
  ];
  return candidates.find((id) => coversText(id, text)) ?? null;
}

/** For a line no single font covers: the font of each character (its script's font where the chosen one fails). */
function fontOfChar(char: string, chosen: FontId, previous: FontId | undefined): FontId {
  const codePoint = char.codePointAt(0)!;
  if (previous && fileForChar(previous, codePoint)) return previous;
  if (fileForChar(chosen, codePoint)) return chosen;
  const script = scriptOfChar(char);
  const named: Script | null =
    script === "Kana" ? "Japanese" : script === "Han" ? "Chinese" : script === "Other" ? null : script;
  const fallback = named ? fontForScript(named, libraryFont(chosen)?.category) : undefined;
  return fallback && fileForChar(fallback, codePoint) ? fallback : chosen;
}

interface Run {
  start: number;
  end: number;
  fontId: FontId;
  file: FontFile | null;
  rtl: boolean;
}

/** Strong direction of a character: right to left, left to right, or neutral (spaces, punctuation; digits read LTR). */
function directionOf(char: string): "R" | "L" | "N" {
  if (/\p{Nd}/u.test(char)) return "L";
  const script = scriptOfChar(char);
  if (script === null) return "N";
  return isRightToLeft(script === "Kana" || script === "Han" ? null : script) ? "R" : "L";
}

/** Where a line's Roman numerals take the companion face (font-library.ts; none unless the font is blackletter). */
function companionSpans(text: string, chosen: FontId): Array<[number, number]> {
  return romanCompanion(chosen) ? romanNumeralSpans(text) : [];
}

/** Splits a line into runs of one font file and one direction, in logical order (UTF-16 offsets). */
function runsOf(text: string, chosen: FontId): { runs: Run[]; baseRtl: boolean } {
  const numerals = companionSpans(text, chosen);
  const inNumeral = (index: number) => numerals.some(([start, end]) => index >= start && index < end);
  // The font of the line's words: the numerals set in the companion do not count against it.
  const words = numerals.reduceRight((rest, [start, end]) => rest.slice(0, start) + rest.slice(end), text);
  const whole = lineFont(words, chosen);
  const chars: Array<{ index: number; char: string; dir: "R" | "L" | "N" }> = [];
  for (let i = 0; i < text.length;) {
    const char = String.fromCodePoint(codePointAt(text, i));
    chars.push({ index: i, char, dir: directionOf(char) });
    i += char.length;
  }
  const firstStrong = chars.find((c) => c.dir !== "N");
  const baseRtl = firstStrong?.dir === "R";
  // Neutrals between two of one direction take it; others take the line's.
  chars.forEach((c, k) => {
    if (c.dir !== "N") return;
    const before = chars
      .slice(0, k)
      .reverse()
      .find((d) => d.dir !== "N")?.dir;
    const after = chars.slice(k + 1).find((d) => d.dir !== "N")?.dir;
    c.dir = before && before === after ? before : baseRtl ? "R" : "L";
  });
  const runs: Run[] = [];
  let previousFont: FontId | undefined;
  for (const c of chars) {
    const codePoint = c.char.codePointAt(0)!;
    const numeral = inNumeral(c.index) && fileForChar(ROMAN_COMPANION, codePoint) !== null;
    const fontId = numeral ? ROMAN_COMPANION : (whole ?? fontOfChar(c.char, chosen, previousFont));
    if (!numeral) previousFont = fontId;
    const file = fileForChar(fontId, codePoint) ?? fileForChar(fontId, 0x20);
    const rtl = c.dir === "R";
    const last = runs[runs.length - 1];
    if (last && last.fontId === fontId && last.file === file && last.rtl === rtl) last.end = c.index + c.char.length;
    else runs.push({ start: c.index, end: c.index + c.char.length, fontId, file, rtl });
  }
  return { runs, baseRtl };
}

function shapeLine(text: string, chosen: FontId): ShapedLine {
  const key = `${chosen}\u0000${text}`;
  const cached = shapedCache.get(key);
  if (cached) return cached;
  const { runs, baseRtl } = runsOf(text, chosen);
  // Visual order: a right-to-left line lays its runs out from the right.
  const visual = baseRtl ? [...runs].reverse() : runs;
  const glyphs: ShapedGlyph[] = [];
  let pen = 0;
  for (const run of visual) {
    if (!run.file) continue;
    const { font, upem } = run.file;
    const buffer = new hb.Buffer();
    // The whole line goes in as context, so Arabic joins across a change of font file.
    buffer.addText(text, run.start, run.end - run.start);
    buffer.guessSegmentProperties();
    buffer.setDirection(run.rtl ? hb.Direction.RTL : hb.Direction.LTR);
    hb.shape(font, buffer);
    const scale = 1 / upem;
    for (const g of buffer.getGlyphInfosAndPositions()) {
      glyphs.push({
        file: run.file,
        fontId: run.fontId,
        gid: g.codepoint,
        x: pen + (g.xOffset ?? 0) * scale,
        y: (g.yOffset ?? 0) * scale,
        scale,
        cluster: g.cluster,
      });
      pen += (g.xAdvance ?? 0) * scale;
    }
  }
  const shaped = { glyphs, width: pen, fonts: [...new Set(runs.map((r) => r.fontId))] };
  if (shapedCache.size >= CACHE_LIMIT) shapedCache.delete(shapedCache.keys().next().value!);
  shapedCache.set(key, shaped);
  return shaped;
}

function glyphCommands(glyph: ShapedGlyph): hb.SvgPathCommand[] {
  const key = `${glyph.fontId}/${glyph.file.subset}/${glyph.gid}`;
  let commands = outlineCache.get(key);
  if (!commands) {
    commands = glyph.file.font.glyphToJson(glyph.gid);
    outlineCache.set(key, commands);
  }
  return commands;
}

/** Font-unit commands (y up) to text space at a size (y down), moved to the glyph's origin. */
function placeCommands(commands: hb.SvgPathCommand[], x0: number, y0: number, k: number): GlyphCommand[] {
  const X = (v: number) => x0 + v * k;
  const Y = (v: number) => y0 - v * k;
  return commands.map((c): GlyphCommand => {
    const v = c.values;
    if (c.type === "M") return { type: "M", x: X(v[0]), y: Y(v[1]) };
    if (c.type === "L") return { type: "L", x: X(v[0]), y: Y(v[1]) };
    if (c.type === "Q") return { type: "Q", x1: X(v[0]), y1: Y(v[1]), x: X(v[2]), y: Y(v[3]) };
    if (c.type === "C")
      return { type: "C", x1: X(v[0]), y1: Y(v[1]), x2: X(v[2]), y2: Y(v[3]), x: X(v[4]), y: Y(v[5]) };
    return { type: "Z" };
  });
}

/** The height of capitals of a font in em (its H, else 0.7). */
function capHeightOf(fontId: FontId): number {
  const file = fileForChar(fontId, 0x48);
  const gid = file?.font.nominalGlyph(0x48);
  const extents = file && gid ? file.font.glyphExtents(gid) : undefined;
  return extents && file ? extents.yBearing / file.upem : 0.7;
}

/** Sets one line of text in a library font at a size (text units), as outlines with the baseline at y = 0. */
export function typesetLine(text: string, fontId: FontId, fontSize: number): TextOutline {
  const shaped = shapeLine(text, fontId);
  const commands: GlyphCommand[] = [];
  const glyphs: PlacedGlyph[] = [];
  let ascent = 0;
  let descent = 0;
  for (const g of shaped.glyphs) {
    const k = g.scale * fontSize;
    const x = g.x * fontSize;
    const y = -g.y * fontSize;
    const path = placeCommands(glyphCommands(g), x, y, k);
    commands.push(...path);
    const extents = g.file.font.glyphExtents(g.gid);
    if (extents && extents.width > 0) {
      const top = (extents.yBearing + g.y / g.scale) * k;
      const bottom = (extents.yBearing + extents.height + g.y / g.scale) * k;
      ascent = Math.max(ascent, top);
      descent = Math.max(descent, -bottom);
    }
    glyphs.push({
      key: `${g.fontId}/${g.file.subset}/${g.gid}`,
      path,
      cluster: g.cluster,
      mark: isMark(g),
      missing: g.gid === 0,
    });
  }
  const capHeight = capHeightOf(shaped.fonts[0] ?? fontId) * fontSize;
  return {
    text,
    commands,
    glyphs,
    fontSize,
    width: shaped.width * fontSize,
    capHeight: Math.max(capHeight, ascent * 0.8),
    ascent: Math.max(ascent, capHeight),
    descent: Math.max(descent, 0.2 * fontSize),
    fonts: shaped.fonts,
  };
}

function isMark(glyph: ShapedGlyph): boolean {
  return glyph.file.font.face.getGlyphClass(glyph.gid) === hb.GlyphClass.MARK;
}

/** The characters of a text no font of the library draws (spaces and joiners aside), each once. */
export function uncoveredCharacters(text: string): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    if (/[\s\u200c\u200d]/u.test(char)) continue;
    const codePoint = char.codePointAt(0)!;
    if (!FONT_LIBRARY.some((f) => fileForChar(f.id, codePoint))) missing.add(char);
  }
  return [...missing];
}
