import type { LegibilityVerdict } from "~/modules/flash-engine/lettering/legibility";
import type { RomanReading } from "~/modules/flash-engine/lettering/roman-numerals";

/**
 * What the lettering studio shows before generating (issue 37), the same with and without
 * JavaScript: exactly the characters that will be inked, line by line, the scripts they are
 * written in, dates read back from Roman numerals, the fonts that set them and whether the
 * letters stay readable at the size asked. The person confirms `confirmation`, character for
 * character.
 */
export interface LetteringProof {
  lines: string[];
  /** The lines joined by line breaks: what a confirmation must repeat exactly. */
  confirmation: string;
  /** Scripts in order of appearance ("Latin", "Arabic", "Japanese"; "Other" for one no font of the library has). */
  scripts: string[];
  readings: RomanReading[];
  /** The fonts that set the lines (the chosen one, or the nearest that has every character). */
  fonts: Array<{ id: string; name: string }>;
  /** The chosen font lacks some characters: another of its kind sets them. */
  substituted: boolean;
  layout: string;
  /** Characters no font of the library draws: they cannot be inked. */
  uncovered: string[];
  legibility: LegibilityVerdict | null;
}

/** The code points of a line, written out ("U+05E9 U+05DC"), so look-alike characters can be told apart. */
export function codePoints(line: string): string {
  return [...line].map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`).join(" ");
}

/** The lettering studio's choices, from the page's loader (not the bundle: the home page's JavaScript budget). */
export interface LetteringOptions {
  fonts: Array<{ id: string; name: string; category: string }>;
  categories: Array<{ id: string; label: string }>;
  layouts: Array<{ id: string; label: string }>;
  text: { heading: string; textLabel: string; textHint: string; styleFont: string; roman: string; only: string };
}

/** A font's preview shows this many characters of the words at most: its card is small (40 px high). */
export const PREVIEW_CHARACTERS = 24;
