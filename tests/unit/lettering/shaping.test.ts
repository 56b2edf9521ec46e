import { describe, expect, test } from "vitest";
import { fileForChar } from "~/modules/flash-engine/lettering/font-files.server";
import { typesetLine } from "~/modules/flash-engine/lettering/typeset.server";

/**
 * Shaping each script against known glyph sequences (issue 37): HarfBuzz through harfbuzzjs, over
 * the library's @fontsource files.
 */
const glyphIds = (text: string, font: string) =>
  typesetLine(text, font, 100).glyphs.map((g) => Number(g.key.split("/").pop()));
const clusters = (text: string, font: string) => typesetLine(text, font, 100).glyphs.map((g) => g.cluster);

/** The glyph a font maps a code point to (a presentation form, a precomposed letter). */
function nominal(font: string, char: string): number {
  const file = fileForChar(font, char.codePointAt(0)!);
  return file?.font.nominalGlyph(char.codePointAt(0)!) ?? 0;
}

function glyphNames(text: string, font: string): string[] {
  const outline = typesetLine(text, font, 100);
  return outline.glyphs.map((g) => {
    const file = fileForChar(font, text.codePointAt(g.cluster)!)!;
    return file.font.glyphName(Number(g.key.split("/").pop()));
  });
}

describe("shaping", () => {
  test("Arabic joins: محبة takes its initial, medial and final forms, never the isolated ones, drawn right to left", () => {
    const word = glyphIds("محبة", "amiri");
    expect(clusters("محبة", "amiri")).toEqual([3, 2, 1, 0]);
    // Each letter in the word is drawn otherwise than alone: the joins are shaping's, not the font's defaults.
    const isolated = ["ة", "ب", "ح", "م"].map((letter) => glyphIds(letter, "amiri")[0]);
    word.forEach((id, i) => expect(id).not.toBe(isolated[i]));
    // The forms a zero-width joiner asks for: teh marbuta final, beh medial (Amiri's own contextual
    // forms may replace hah and meem before beh and hah).
    const forced = (text: string) => typesetLine(text, "amiri", 100).glyphs.find((g) => text[g.cluster] !== "\u200d")!;
    expect(word[0]).toBe(Number(forced("\u200dة").key.split("/").pop()));
    expect(word[1]).toBe(Number(forced("\u200dب\u200d").key.split("/").pop()));
    // سلام: seen initial, then lam-alef, then meem alone (alef never joins the letter after it).
    expect(glyphIds("سلام", "amiri")[0]).toBe(glyphIds("م", "amiri")[0]);
    expect(glyphIds("سلام", "amiri")[3]).toBe(Number(forced("س\u200d").key.split("/").pop()));
  });

  test("Hebrew runs right to left: שלום is drawn final mem first, shin last", () => {
    const ids = glyphIds("שלום", "frank-ruhl-libre");
    expect(ids).toEqual(["ם", "ו", "ל", "ש"].map((char) => nominal("frank-ruhl-libre", char)));
    expect(clusters("שלום", "frank-ruhl-libre")).toEqual([3, 2, 1, 0]);
    // Digits in a Hebrew line keep their own order: 2019 reads 2, 0, 1, 9 from the left.
    const mixed = typesetLine("שלום 2019", "frank-ruhl-libre", 100).glyphs.map((g) => g.cluster);
    expect(mixed.slice(0, 4)).toEqual([5, 6, 7, 8]);
  });

  test("Devanagari forms its conjuncts: क्ष is one glyph, नमस्ते's स् a half form (no virama shown) before त with its e-matra", () => {
    expect(glyphNames("क्ष", "noto-sans-devanagari")).toEqual(["uni0915094D0937"]);
    expect(glyphNames("नमस्ते", "noto-sans-devanagari")).toEqual([
      "uni0928",
      "uni092E",
      "uni0938094D",
      "uni0924",
      "uni0947",
    ]);
    // The pre-base i-matra of कि is drawn before its consonant, though written after it.
    expect(clusters("कि", "noto-sans-devanagari")).toEqual([0, 0]);
    expect(glyphNames("कि", "noto-sans-devanagari")[0]).toMatch(/093F/);
  });

  test("Thai stacks its marks on their consonants; CJK and Hangul are one glyph a character, none missing", () => {
    const thai = typesetLine("น้ำ", "noto-sans-thai", 100);
    expect(thai.glyphs.some((g) => g.mark)).toBe(true);
    expect(thai.glyphs.every((g) => !g.missing)).toBe(true);
    for (const [text, font] of [
      ["愛してる", "yuji-syuku"],
      ["希望", "ma-shan-zheng"],
      ["사랑", "nanum-brush-script"],
    ] as const) {
      const outline = typesetLine(text, font, 100);
      expect(
        outline.glyphs.map((g) => g.cluster),
        text,
      ).toEqual([...text].map((_, i) => i));
      expect(outline.glyphs.every((g) => !g.missing)).toBe(true);
    }
  });

  test("Latin diacritics come from the font's own latin-ext subset; a font without them yields the line to one of its kind", () => {
    const polish = typesetLine("Łucja Zoë", "great-vibes", 100);
    expect(polish.fonts).toEqual(["great-vibes"]);
    expect(polish.glyphs.every((g) => !g.missing)).toBe(true);
    // UnifrakturMaguntia has no Ł: the whole line is set in another blackletter face that has it.
    const gothic = typesetLine("Łucja", "unifrakturmaguntia", 100);
    expect(gothic.fonts).toHaveLength(1);
    expect(gothic.fonts[0]).not.toBe("unifrakturmaguntia");
    expect(["unifrakturcook", "germania-one", "grenze-gotisch", "uncial-antiqua"]).toContain(gothic.fonts[0]);
    // Greek and Cyrillic in a Latin-only script font: set in a face of the library that has them.
    expect(typesetLine("Αγάπη", "great-vibes", 100).glyphs.every((g) => !g.missing)).toBe(true);
    // Pinyon Script has no Cyrillic: another script face of the library that has it sets the line.
    const russian = typesetLine("Любовь", "pinyon-script", 100);
    expect(russian.fonts).toHaveLength(1);
    expect(["great-vibes", "marck-script"]).toContain(russian.fonts[0]);
  });
});
