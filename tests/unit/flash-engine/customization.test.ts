import { describe, expect, it } from "vitest";
import { resolveDesignSpec } from "~/modules/flash-engine/design-spec";
import { composeFlashArt, renderSvgToPng } from "~/modules/flash-engine/index.server";
import { COLOR_THEMES, type FlashArtCustomization, type FlashArtRequest } from "~/modules/flash-engine/types";
import { pathCount, rasterStats } from "./measure";

const base: FlashArtRequest = {
  description: "a rose and a butterfly",
  style: "Traditional",
  size: "Medium (10-20 cm)",
  complexity: "Detailed",
  seed: 9,
  resolution: 512,
};

const withCustomization = (customization: FlashArtCustomization, extra: Partial<FlashArtRequest> = {}) =>
  composeFlashArt({ ...base, ...extra, customization });
const statsOf = async (svg: string) => rasterStats(await renderSvgToPng(svg, 256));

describe("colour themes", () => {
  it("gives each of the eight themes its own palette", () => {
    const svgs = COLOR_THEMES.map((colorTheme) => withCustomization({ mode: "color", colorTheme }).svg);
    expect(new Set(svgs).size).toBe(COLOR_THEMES.length);
  });

  it("changes the colours you see", async () => {
    const plain = await statsOf(composeFlashArt(base).svg);
    const blue = await statsOf(withCustomization({ mode: "color", colorTheme: "Monochromatic Blue" }).svg);
    const grey = await statsOf(withCustomization({ mode: "color", colorTheme: "Black and Grey" }).svg);
    const pastel = await statsOf(withCustomization({ mode: "color", colorTheme: "Pastel" }).svg);
    const neon = await statsOf(withCustomization({ mode: "color", colorTheme: "Neon/Bright" }).svg);
    expect(blue.mean[2]).toBeGreaterThan(blue.mean[0] + 20);
    expect(plain.mean[0]).toBeGreaterThan(plain.mean[2]);
    expect(grey.saturation).toBeLessThan(0.06);
    expect(pastel.mean[0] + pastel.mean[1] + pastel.mean[2]).toBeGreaterThan(
      plain.mean[0] + plain.mean[1] + plain.mean[2] + 40,
    );
    expect(neon.saturation).toBeGreaterThan(plain.saturation);
  });

  it("tints ink-only styles too", async () => {
    const plain = composeFlashArt({ ...base, style: "Minimalist" });
    const blue = withCustomization({ mode: "color", colorTheme: "Monochromatic Blue" }, { style: "Minimalist" });
    expect(blue.svg).not.toBe(plain.svg);
    const stats = await statsOf(blue.svg);
    expect(stats.mean[2]).toBeGreaterThan(stats.mean[0]);
  });
});

describe("complexity", () => {
  const drawn = (svg: string) => [...svg.matchAll(/ d="([^"]*)"/g)].reduce((total, m) => total + m[1].length, 0);
  it.each(["a rose", "an owl", "a ship", "a skull"])(
    "adds detail and secondary elements with complexity: %s",
    (description) => {
      const [simple, detailed, complex] = (["Simple", "Detailed", "Highly Complex"] as const).map(
        (complexity) => composeFlashArt({ ...base, description, complexity }).svg,
      );
      expect(drawn(detailed)).toBeGreaterThan(drawn(simple) * 1.1);
      expect(drawn(complex)).toBeGreaterThan(drawn(detailed));
      // Secondary elements: fillers and backgrounds appear as complexity rises.
      const extras = (svg: string) => (svg.match(/data-layer="(filler|background-[a-z-]+)"/g) ?? []).length;
      expect(extras(complex)).toBeGreaterThan(extras(simple));
    },
  );
});

describe("modification tags", () => {
  it("adds or removes detail", () => {
    const drawn = (svg: string) => [...svg.matchAll(/ d="([^"]*)"/g)].reduce((total, m) => total + m[1].length, 0);
    const more = withCustomization({ mode: "style", modifications: ["Add more detail"] });
    const plain = composeFlashArt(base);
    const less = withCustomization({ mode: "style", modifications: ["Simplify design"] });
    expect(pathCount(more.svg)).toBeGreaterThan(pathCount(less.svg));
    expect(drawn(more.svg)).toBeGreaterThan(drawn(plain.svg));
    expect(drawn(plain.svg)).toBeGreaterThan(drawn(less.svg));
    expect(drawn(more.svg)).toBeGreaterThan(drawn(less.svg) * 1.25);
  });

  it("makes the design larger or smaller", async () => {
    const area = async (modification: string) => {
      const { box } = await statsOf(
        withCustomization(
          { mode: "style", modifications: [modification, "Remove background"] },
          { description: "a heart" },
        ).svg,
      );
      return (box.maxX - box.minX) * (box.maxY - box.minY);
    };
    expect(await area("Make it larger")).toBeGreaterThan((await area("Make it smaller")) * 1.3);
  });

  it("adds, removes and rearranges background elements", () => {
    const removed = withCustomization({ mode: "style", modifications: ["Remove background"] }, { style: "Japanese" });
    const added = withCustomization(
      { mode: "style", modifications: ["Add background elements"] },
      { complexity: "Simple" },
    );
    const plain = composeFlashArt(base);
    expect(removed.svg).not.toContain('data-layer="background');
    expect((added.svg.match(/data-layer="background/g) ?? []).length).toBeGreaterThanOrEqual(2);
    const moved = withCustomization({ mode: "style", modifications: ["Change composition"] });
    expect(moved.svg).not.toBe(plain.svg);
    expect(moved.metadata.subjects).toEqual(plain.metadata.subjects);
  });

  it("makes it more abstract", () => {
    const abstract = withCustomization({ mode: "style", modifications: ["Make it more abstract"] });
    expect(abstract.svg).toContain('data-layer="background-sacred-geometry"');
    expect(abstract.svg).not.toBe(composeFlashArt(base).svg);
  });
});

describe("customize modes", () => {
  it("transforms the style", () => {
    const { metadata } = withCustomization({ mode: "style", style: "Japanese" });
    expect(metadata.style).toBe("Japanese");
    expect(metadata.baseStyle).toBe("Japanese");
    expect(withCustomization({ mode: "style", style: "Biomechanical" }).metadata.baseStyle).toBe("Realistic");
  });

  it("gives a creative surprise that is new but repeatable", () => {
    const surprise = withCustomization({ mode: "surprise" });
    expect(surprise.svg).toBe(withCustomization({ mode: "surprise" }).svg);
    expect(surprise.svg).not.toBe(composeFlashArt(base).svg);
    expect(surprise.metadata.subjects.length).toBeGreaterThan(composeFlashArt(base).metadata.subjects.length);
  });

  it("follows free instructions by their keywords", () => {
    const spec = resolveDesignSpec({
      ...base,
      customization: {
        mode: "custom",
        instructions: 'make it blue, add a snake and some sparkles, with the words "Wild Heart", no background',
      },
    });
    expect(spec.theme).toBe("Monochromatic Blue");
    expect(spec.subjects).toContain("snake");
    expect(spec.text).toEqual(["Wild Heart"]);
    expect(spec.forced).toContain("sparkle");
    expect(spec.background).toBe("none");
    const japanese = resolveDesignSpec({
      ...base,
      customization: { mode: "custom", instructions: "turn it into a japanese piece with more detail" },
    });
    expect(japanese.style.base).toBe("Japanese");
    expect(japanese.detail).toBeGreaterThan(resolveDesignSpec(base).detail);
    const noText = resolveDesignSpec({
      ...base,
      description: 'rose "Mom"',
      customization: { mode: "custom", instructions: "remove the text" },
    });
    expect(noText.text).toEqual([]);
  });

  it("blends extra selected styles in as accents", () => {
    const plain = composeFlashArt(base);
    const blended = composeFlashArt({ ...base, extraStyles: ["Dotwork", "Watercolor"] });
    expect(blended.svg).toContain('data-layer="background-dot-rings"');
    expect(blended.svg).toContain('data-layer="background-splash"');
    expect(blended.svg).not.toBe(plain.svg);
  });
});
