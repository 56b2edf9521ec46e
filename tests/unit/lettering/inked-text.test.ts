import { describe, expect, test } from "vitest";
import { composeFlashArt } from "~/modules/flash-engine/index.server";
import { fileForChar } from "~/modules/flash-engine/lettering/font-files.server";
import { FONT_LIBRARY } from "~/modules/flash-engine/lettering/font-library";
import { letteringLines } from "~/modules/flash-engine/lettering/lettering-choice";
import { typesetLine } from "~/modules/flash-engine/lettering/typeset.server";

/** A line in the scripts a font covers, with diacritics where it has them. */
function sampleFor(font: string): string {
  const has = (char: string) => Boolean(fileForChar(font, char.codePointAt(0)!));
  if (has("ש")) return "שלום";
  if (has("س")) return "سلام";
  if (has("क")) return "नमस्ते";
  if (has("ก")) return "รัก";
  if (has("愛")) return has("し") ? "愛してる" : "爱";
  if (has("사")) return "사랑";
  return has("ë") ? "Zoë & Ana 1990" : "ANNA 1990";
}

/** The characters each glyph of a line draws, in logical order (clusters read back). */
function charactersDrawn(text: string, font: string): string {
  const outline = typesetLine(text, font, 100);
  expect(
    outline.glyphs.every((g) => !g.missing),
    `${font}: ${text}`,
  ).toBe(true);
  const starts = [...new Set(outline.glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
  return starts.map((start, i) => text.slice(start, starts[i + 1] ?? text.length)).join("");
}

describe("the text inked is the text confirmed", () => {
  test.each(FONT_LIBRARY.map((f) => f.id))(
    "%s: every character of the confirmed line is drawn, in order, none missing",
    (font) => {
      const text = sampleFor(font);
      expect(charactersDrawn(text, font)).toBe(text);
    },
  );

  test("every font: the design letters exactly the confirmed lines (its metadata and its title say so)", () => {
    for (const font of FONT_LIBRARY) {
      const confirmed = letteringLines("", { text: sampleFor(font.id) }, []).lines;
      const { svg, metadata } = composeFlashArt({
        description: "lettering",
        style: "Traditional",
        size: "Medium (10-20 cm)",
        complexity: "Simple",
        seed: 7,
        resolution: 512,
        lettering: { text: confirmed.join("\n"), font: font.id, layout: "straight", only: true },
      });
      expect(metadata.text, font.id).toEqual(confirmed);
      expect(metadata.lettering?.lines).toEqual(confirmed);
      expect(svg).toContain(`“${confirmed[0].replace(/&/g, "&amp;")}”`);
    }
  }, 120_000);
});
