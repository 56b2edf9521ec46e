/**
 * Dates and numbers in Roman numerals, as people ink them: "12.05.2019" becomes XII·V·MMXIX (the
 * parts in the order written, joined by a middle dot), "1990" becomes MCMXC. The reading shown
 * beside it says what each part was, so the person can check it before it is inked.
 */

const NUMERALS: Array<[number, string]> = [
  [1000, "M"],
  [900, "CM"],
  [500, "D"],
  [400, "CD"],
  [100, "C"],
  [90, "XC"],
  [50, "L"],
  [40, "XL"],
  [10, "X"],
  [9, "IX"],
  [5, "V"],
  [4, "IV"],
  [1, "I"],
];

/** 1..3999 in Roman numerals; null outside that range (the Romans wrote no zero). */
export function toRoman(value: number): string | null {
  if (!Number.isInteger(value) || value < 1 || value > 3999) return null;
  let rest = value;
  let out = "";
  for (const [amount, letters] of NUMERALS) {
    while (rest >= amount) {
      out += letters;
      rest -= amount;
    }
  }
  return out;
}

/** Whether the description asks for Roman numerals ("in Roman numerals", "roman date"). */
export function asksForRoman(text: string): boolean {
  return /\broman\s+(?:numerals?|numbers?|date|digits)\b|\bin\s+roman\b/i.test(text);
}

export const ROMAN_SEPARATOR = "·";

/** A date (12.05.2019, 5/12/90, 2019-05-12) or a number standing alone, as written. */
const DATE_OR_NUMBER = /\b\d{1,4}(?:[./-]\d{1,4}){0,2}\b/g;

export interface RomanReading {
  /** As written ("12.05.2019"). */
  from: string;
  /** As inked ("XII·V·MMXIX"). */
  to: string;
  /** Each part read back ("12 · 5 · 2019"). */
  parts: number[];
}

/**
 * A line with its dates and numbers in Roman numerals, and what was turned into what. A part
 * that has no Roman form (0, above 3999) leaves its whole date as written.
 */
export function romanizeLine(line: string): { text: string; readings: RomanReading[] } {
  const readings: RomanReading[] = [];
  const text = line.replace(DATE_OR_NUMBER, (match) => {
    const parts = match.split(/[./-]/).map((part) => Number(part));
    const romans = parts.map((part) => toRoman(part));
    if (romans.some((r) => r === null)) return match;
    const to = romans.join(ROMAN_SEPARATOR);
    readings.push({ from: match, to, parts });
    return to;
  });
  return { text, readings };
}

/** The value of a numeral written as toRoman writes it, else null ("IIII", "IC" and words are not). */
export function fromRoman(numeral: string): number | null {
  let value = 0;
  let rest = numeral;
  for (const [amount, letters] of NUMERALS) {
    while (rest.startsWith(letters)) {
      value += amount;
      rest = rest.slice(letters.length);
    }
  }
  return rest === "" && value > 0 && toRoman(value) === numeral ? value : null;
}

/**
 * Where a line has Roman numerals (UTF-16 offsets, end exclusive): a date's parts joined by the
 * middle dot, or a numeral of two letters or more standing alone. A lone "I" is the pronoun.
 */
export function romanNumeralSpans(line: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const match of line.matchAll(/(?<!\p{L})[IVXLCDM]+(?:·[IVXLCDM]+)*(?!\p{L})/gu)) {
    const token = match[0];
    const parts = token.split(ROMAN_SEPARATOR);
    if (token.length < 2 || parts.some((part) => fromRoman(part) === null)) continue;
    spans.push([match.index, match.index + token.length]);
  }
  return spans;
}
