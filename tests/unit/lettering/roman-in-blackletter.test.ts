import { describe, expect, test } from "vitest";
import { FONT_LIBRARY, ROMAN_COMPANION } from "~/modules/flash-engine/lettering/font-library";
import { fromRoman, romanNumeralSpans } from "~/modules/flash-engine/lettering/roman-numerals";
import { typesetLine } from "~/modules/flash-engine/lettering/typeset.server";

/** Which font each glyph of a line was drawn from (its key is font/subset/glyph). */
const fontsOfGlyphs = (text: string, font: string) =>
  typesetLine(text, font, 100).glyphs.map((g) => g.key.split("/")[0]);

describe("Roman numerals in blackletter (a Fraktur capital I reads as a J)", () => {
  test("finds numerals: a date's parts joined by middle dots, or two letters or more alone; never the pronoun", () => {
    expect(romanNumeralSpans("XII·V·MMXIX")).toEqual([[0, 11]]);
    expect(romanNumeralSpans("Est. MCMXC")).toEqual([[5, 10]]);
    expect(romanNumeralSpans("I love you")).toEqual([]);
    // Capitals that are no numeral as written ("IIII", "VX") are words, as are mixed-case ones.
    expect(romanNumeralSpans("IIII VX Mix LIVE")).toEqual([]);
    expect([fromRoman("MMXIX"), fromRoman("XC"), fromRoman("IC"), fromRoman("")]).toEqual([2019, 90, null, null]);
  });

  const blackletter = FONT_LIBRARY.filter((f) => f.category === "blackletter");
  test.each(blackletter.map((f) => f.id))(
    "%s sets a date's numerals in Roman capitals, its words in itself",
    (font) => {
      expect(blackletter.length).toBeGreaterThanOrEqual(5);
      // Every glyph of the numerals is the companion's Roman capital, not the font's J-like I.
      expect(fontsOfGlyphs("XII·V·MMXIX", font).every((id) => id === ROMAN_COMPANION)).toBe(true);
      const line = typesetLine("Anna XII·V·MMXIX", font, 100);
      expect(line.text).toBe("Anna XII·V·MMXIX");
      expect(line.fonts).toEqual([font, ROMAN_COMPANION]);
      const fonts = fontsOfGlyphs("Anna XII·V·MMXIX", font);
      expect(fonts[0]).toBe(font);
      expect(fonts.slice(-11)).toEqual(Array(11).fill(ROMAN_COMPANION));
    },
  );

  test("other fonts set numerals in themselves", () => {
    expect(fontsOfGlyphs("XII·V·MMXIX", "great-vibes").every((id) => id === "great-vibes")).toBe(true);
  });
});
