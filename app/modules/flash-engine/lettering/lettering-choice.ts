/**
 * What a person chooses in the lettering studio, and the exact characters that follow from it:
 * their own words (else the words the description quotes), dates in Roman numerals when asked,
 * one to three lines. The engine inks these lines and the studio shows them for confirmation,
 * both from this one function, so what is confirmed is what is inked.
 */
import { asksForRoman, romanizeLine, type RomanReading } from "./roman-numerals";

export const LETTERING_LAYOUTS = [
  "auto",
  "straight",
  "arc-up",
  "arc-down",
  "circle",
  "banner",
  "stacked",
  "along-motif",
] as const;
export type LetteringLayout = (typeof LETTERING_LAYOUTS)[number];

export const LETTERING_LAYOUT_LABELS: Record<LetteringLayout, string> = {
  auto: "As the style sets it",
  straight: "Straight",
  "arc-up": "Arc up",
  "arc-down": "Arc down",
  circle: "Circle",
  banner: "Banner",
  stacked: "Stacked",
  "along-motif": "Along the motif",
};

/** The most characters of lettering (each line) and lines: more is no longer legible on skin. */
export const LETTERING_TEXT_MAX = 80;
export const LETTERING_LINE_MAX = 40;
export const LETTERING_LINES_MAX = 3;

export interface LetteringChoice {
  /** The words to ink, one line per line; blank: the words the description quotes. */
  text?: string;
  /** A font of the library (./font-library.ts); absent: the style's own. */
  font?: string;
  layout?: LetteringLayout;
  /** Dates and numbers in Roman numerals (also when the description asks for them). */
  roman?: boolean;
  /** Nothing but the lettering, with ornaments that suit it. */
  only?: boolean;
}

export interface LetteringLines {
  lines: string[];
  /** Dates and numbers turned into Roman numerals. */
  readings: RomanReading[];
  /** Where the words came from: typed in the studio, or read from the description. */
  source: "typed" | "description";
}

/** Lines as typed: trimmed, blank ones dropped, inner spaces kept as they are. */
export function typedLines(text: string | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .slice(0, LETTERING_LINES_MAX);
}

/**
 * The exact lines to ink: the typed words, else `fromDescription` (the quoted words, names and
 * dates the engine reads in the description), with Roman numerals when asked.
 */
export function letteringLines(
  description: string,
  choice: LetteringChoice | undefined,
  fromDescription: string[],
): LetteringLines {
  const typed = typedLines(choice?.text);
  const source = typed.length > 0 ? "typed" : "description";
  let lines = typed.length > 0 ? typed : fromDescription.map((line) => line.normalize("NFC"));
  const readings: RomanReading[] = [];
  if (choice?.roman || asksForRoman(description)) {
    lines = lines.map((line) => {
      const romanized = romanizeLine(line);
      readings.push(...romanized.readings);
      return romanized.text;
    });
  }
  return { lines: lines.map((line) => line.normalize("NFC")), readings, source };
}

/** The confirmation people give: the lines joined by line breaks, compared character for character. */
export function confirmationOf(lines: string[]): string {
  return lines.join("\n");
}
