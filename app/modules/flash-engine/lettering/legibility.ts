/**
 * Whether lettering stays readable at its size, and in ten years (issue 37; sources in
 * docs/decisions/028-lettering.md): its smallest letter at least 3 mm tall (6 mm for fine
 * hairline scripts) and its counters (the inside of an "e" or "a") at least 1.5 mm across, the
 * engine's own gap rule (decision 006), since ink spreads in skin and closes what is narrower. A
 * stroke thinner than 0.3 mm (a script's hairline) cannot be inked thinner than the needle's line:
 * it is inked at 0.3 mm, and the counters beside it narrow by the difference. Measured on the
 * glyphs as set: each distinct glyph once, on a bitmap.
 */
import type { TextOutline } from "../lettering";
import { measureGlyph } from "./glyph-raster";

export const MIN_LETTER_MM = 3;
export const MIN_FINE_LETTER_MM = 6;
export const MIN_LETTER_STROKE_MM = 0.3;
export const MIN_COUNTER_MM = 1.5;

/** Lettering's measures in mm at the design's size (they scale with it). */
export interface LetteringMeasure {
  /** The smallest letter's height (an "n" in "Anna": the x-height). */
  letterHeightMm: number;
  /** The thin strokes (the 10th percentile of stroke widths: a script's hairlines). */
  strokeMm: number;
  /** The smallest closed counter, when a letter has one. */
  counterMm: number | null;
  /** The size (cm) the measures were taken at. */
  sizeCm: number;
}

/** A line of lettering with how many mm one of its text units is on the skin. */
export interface MeasuredLine {
  outline: Pick<TextOutline, "text" | "glyphs" | "fontSize">;
  mmPerUnit: number;
}

const glyphCache = new Map<string, ReturnType<typeof measureGlyph>>();

function measureOnce(key: string, glyph: TextOutline["glyphs"][number], fontSize: number) {
  // The glyph measured at em = 1000 units, whatever size it was set at.
  let measure = glyphCache.get(key);
  if (measure === undefined) {
    const k = 1000 / fontSize;
    const scaled = glyph.path.map((c) => {
      if (c.type === "Z") return c;
      if (c.type === "M" || c.type === "L") return { ...c, x: c.x * k, y: c.y * k };
      if (c.type === "Q") return { ...c, x1: c.x1 * k, y1: c.y1 * k, x: c.x * k, y: c.y * k };
      return { ...c, x1: c.x1 * k, y1: c.y1 * k, x2: c.x2 * k, y2: c.y2 * k, x: c.x * k, y: c.y * k };
    });
    measure = measureGlyph(scaled, 1000 / 320);
    if (glyphCache.size > 4000) glyphCache.clear();
    glyphCache.set(key, measure);
  }
  return measure;
}

/** Letters and digits count; punctuation, spaces and marks (accents, vowel signs) do not. */
function isLetter(text: string, cluster: number): boolean {
  const char = String.fromCodePoint(text.codePointAt(cluster) ?? 32);
  return /[\p{L}\p{N}]/u.test(char);
}

/** The measures of lines as laid out, in mm; null when nothing is lettered. */
export function measureLettering(lines: MeasuredLine[], sizeCm: number): LetteringMeasure | null {
  let letterHeight = Infinity;
  const strokes: number[] = [];
  let counter = Infinity;
  for (const { outline, mmPerUnit } of lines) {
    const perEm = (mmPerUnit * outline.fontSize) / 1000;
    for (const glyph of outline.glyphs) {
      if (glyph.mark || glyph.missing || !isLetter(outline.text, glyph.cluster)) continue;
      const measure = measureOnce(glyph.key, glyph, outline.fontSize);
      if (!measure) continue;
      letterHeight = Math.min(letterHeight, measure.height * perEm);
      for (const s of measure.strokes) strokes.push(s * perEm);
      for (const c of measure.counters) counter = Math.min(counter, c * perEm);
    }
  }
  if (!Number.isFinite(letterHeight)) return null;
  strokes.sort((a, b) => a - b);
  const round = (mm: number) => Math.round(mm * 100) / 100;
  return {
    letterHeightMm: round(letterHeight),
    strokeMm: round(strokes[Math.floor(strokes.length * 0.1)] ?? 0),
    counterMm: Number.isFinite(counter) ? round(counter) : null,
    sizeCm,
  };
}

export type LegibilityProblem = "letters" | "counters";

export interface LegibilityVerdict {
  ok: boolean;
  /** The measures at the size asked. */
  sizeCm: number;
  letterHeightMm: number;
  strokeMm: number;
  counterMm: number | null;
  /** What fails first, when something does. */
  problem: LegibilityProblem | null;
  /** The smallest size (cm, by half centimetres) at which every minimum holds. */
  minimumSizeCm: number;
  /** The verdict in a sentence ("At 4 cm the counters close: make it 6 cm or choose a bolder font."). */
  message: string;
}

const PROBLEM_WORDS: Record<LegibilityProblem, string> = {
  letters: "the letters are too small to read",
  counters: "the counters close",
};

/** The verdict at a size (the measures scale with it); `fine` fonts need taller letters. */
export function judgeLegibility(measure: LetteringMeasure, sizeCm: number, fine = false): LegibilityVerdict {
  const k = sizeCm / measure.sizeCm;
  const letterHeightMm = measure.letterHeightMm * k;
  const strokeMm = measure.strokeMm * k;
  const counterMm = measure.counterMm === null ? null : measure.counterMm * k;
  const minLetter = fine ? MIN_FINE_LETTER_MM : MIN_LETTER_MM;
  // Hairlines are inked at the needle's width: what they lack is taken from the counters.
  const thickening = Math.max(0, MIN_LETTER_STROKE_MM - strokeMm);
  const inkedCounter = counterMm === null ? null : counterMm - thickening;
  const needs: Array<[LegibilityProblem, number]> = [
    ["letters", minLetter / Math.max(1e-6, letterHeightMm)],
    ["counters", inkedCounter === null ? 0 : counterFactor(measure, k)],
  ];
  const [worst, factor] = needs.reduce((a, b) => (b[1] > a[1] ? b : a));
  const ok = factor <= 1;
  const minimumSizeCm = Math.ceil(sizeCm * factor * 2) / 2;
  const size = formatCm(sizeCm);
  const message = ok
    ? `Readable at ${size} cm: letters ${formatMm(letterHeightMm)} mm tall, strokes ${formatMm(strokeMm)} mm.`
    : `At ${size} cm ${PROBLEM_WORDS[worst]}: make it ${formatCm(minimumSizeCm)} cm or choose a bolder font.`;
  return {
    ok,
    sizeCm,
    letterHeightMm: Math.round(letterHeightMm * 10) / 10,
    strokeMm: Math.round(strokeMm * 100) / 100,
    counterMm: counterMm === null ? null : Math.round(counterMm * 10) / 10,
    problem: ok ? null : worst,
    minimumSizeCm,
    message,
  };
}

/**
 * How much larger the design must be for its counters to stay open once its hairlines are inked
 * at the needle's width: the least factor f with counter * k * f - max(0, 0.3 - stroke * k * f) >= 1.5.
 */
function counterFactor(measure: LetteringMeasure, k: number): number {
  const counter = (measure.counterMm ?? 0) * k;
  const stroke = measure.strokeMm * k;
  if (counter <= 0) return 1e6;
  // Where the stroke is already wide enough at f, the counter alone decides; otherwise both grow with f.
  const plain = MIN_COUNTER_MM / counter;
  if (stroke * plain >= MIN_LETTER_STROKE_MM) return plain;
  return (MIN_COUNTER_MM + MIN_LETTER_STROKE_MM) / (counter + stroke);
}

function formatCm(cm: number): string {
  return String(Math.round(cm * 10) / 10);
}

function formatMm(mm: number): string {
  return mm >= 10 ? String(Math.round(mm)) : String(Math.round(mm * 10) / 10);
}
