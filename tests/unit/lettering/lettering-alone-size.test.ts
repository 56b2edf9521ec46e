import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { resolveDesignSpec } from "~/modules/flash-engine/design-spec";
import { applyMatrix } from "~/modules/flash-engine/geometry";
import { composeFlashArt, renderSvgToPng } from "~/modules/flash-engine/index.server";
import { contentBox } from "~/modules/flash-engine/layout/canvas-items";
import { layoutLetteringAlone } from "~/modules/flash-engine/layout/lettering-alone";
import { typeset } from "~/modules/flash-engine/lettering.server";
import { Rng } from "~/modules/flash-engine/random";
import { lexiconReader } from "~/modules/flash-engine/reading.server";
import { CANVAS } from "~/modules/flash-engine/tattooability";

/** Lettering alone, straight (Watercolor sets it so, with a swash and end ornaments), laid out and fitted. */
function alone(text: string, asked?: "banner") {
  const spec = resolveDesignSpec(
    {
      description: "a name",
      style: "Watercolor",
      size: "Medium (10-20 cm)",
      complexity: "Detailed",
      seed: 1,
      resolution: 512,
      lettering: { text, only: true, ...(asked ? { layout: asked } : {}) },
    },
    lexiconReader,
  );
  const layout = layoutLetteringAlone(spec, typeset, new Rng(1));
  const words = contentBox([], layout.texts)!;
  const [x0] = applyMatrix(layout.fit, words.minX, words.minY);
  const [x1] = applyMatrix(layout.fit, words.maxX, words.maxY);
  const all = contentBox(layout.placements, layout.texts)!;
  const [, top] = applyMatrix(layout.fit, all.minX, all.minY);
  const [, bottom] = applyMatrix(layout.fit, all.maxX, all.maxY);
  return { layout, wordsWidth: (x1 - x0) / CANVAS, height: (bottom - top) / CANVAS };
}

describe("lettering alone fills its design", () => {
  test("the words, not the ornaments' room, take the width (a name was 37% of it, then 50%)", () => {
    expect(alone("Anna").wordsWidth).toBeGreaterThan(0.53);
  });

  test("a name alone on a banner takes the width and the banner arches over the page (was 31% wide, 26% tall)", () => {
    const { wordsWidth, height } = alone("Anna", "banner");
    expect(wordsWidth).toBeGreaterThan(0.4);
    expect(height).toBeGreaterThan(0.38);
  });

  test("straight lines are one size: a long line is not set small over a short one set large", () => {
    const { layout, wordsWidth } = alone("Forever in my heart\nalways");
    expect(new Set(layout.texts.map((t) => t.outline.fontSize)).size).toBe(1);
    expect(wordsWidth).toBeGreaterThan(0.6);
  });
});

/** The design's pixels, and its letters' pixels drawn alone (every other layer and every knockout taken out), as grey bytes. */
async function lettersAndDesign(text: string, layout: "stacked" | "straight", style: string) {
  const { svg } = composeFlashArt({
    description: "a name",
    style,
    size: "Medium (10-20 cm)",
    complexity: "Detailed",
    seed: 7,
    resolution: 512,
    lettering: { text, layout, only: true },
  });
  const lettersOnly = svg
    .replace(/<g data-layer="(?!lettering")[^"]*">.*?<\/g>/gs, "")
    .replaceAll('stroke="#ffffff"', 'stroke="none"');
  const grey = async (s: string) =>
    sharp(await renderSvgToPng(s, 400))
      .flatten({ background: "#ffffff" })
      .greyscale()
      .raw()
      .toBuffer();
  return { design: await grey(svg), letters: await grey(lettersOnly), lettersOnly };
}

describe("every line of the words is inked whole", () => {
  // Stacked words are set close and large: each line's white knockout (which keeps lines and dots
  // off the words) reached over the line above and erased letters ("Forever" lost its F and o).
  test.each([
    ["Forever in my heart", "stacked", "Blackwork"],
    ["Carpe diem\nquam minimum", "straight", "Traditional"],
    ["Mi vida es tuya", "stacked", "Fine Line"],
  ] as const)("%s, %s, %s", async (text, layout, style) => {
    const { design, letters, lettersOnly } = await lettersAndDesign(text, layout, style);
    expect(lettersOnly).toContain('data-layer="lettering"');
    let inked = 0;
    let erased = 0;
    for (let i = 0; i < letters.length; i++) {
      if (letters[i] > 60) continue;
      inked++;
      if (design[i] > 160) erased++;
    }
    expect(inked).toBeGreaterThan(1000);
    expect(erased / inked).toBeLessThan(0.002);
  });
});
