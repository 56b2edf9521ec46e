import { describe, expect, it } from "vitest";
import { composeFlashArt, renderFlashArt, renderSvgToPng } from "~/modules/flash-engine/index.server";
import { MOTIF_KEYS } from "~/modules/flash-engine/motifs/index";
import type { FlashArtRequest } from "~/modules/flash-engine/types";
import { rasterStats } from "./measure";

const request = (description: string, extra: Partial<FlashArtRequest> = {}): FlashArtRequest => ({
  description,
  style: "Traditional",
  size: "Medium (10-20 cm)",
  complexity: "Detailed",
  seed: 7,
  resolution: 512,
  ...extra,
});

describe("motif library", () => {
  it.each(MOTIF_KEYS)("draws %s as a real design", async (key) => {
    const { svg, metadata } = composeFlashArt(
      request(key, { customization: { mode: "custom", modifications: ["Remove background"] } }),
    );
    expect(metadata.subjects[0]).toBe(key);
    const stats = await rasterStats(await renderSvgToPng(svg, 256));
    // Neither an empty canvas nor a filled square.
    expect(stats.coverage).toBeGreaterThan(0.04);
    expect(stats.coverage).toBeLessThan(0.7);
    // Outlined in ink, with colour.
    expect(stats.blackShare).toBeGreaterThan(0.05);
    expect(stats.colors).toBeGreaterThanOrEqual(3);
  });

  it.each([
    "a lion roaring",
    "a roaring tiger",
    "a rampant lion",
    "a tiger rearing",
    "a swallow perched on a branch",
    "a sleeping fox",
    "a sleeping lion",
    "a tiger asleep",
    "an eagle perched on a branch",
  ])("draws the pose in %s as a real design", async (description) => {
    const { svg } = composeFlashArt(
      request(description, { customization: { mode: "custom", modifications: ["Remove background"] } }),
    );
    const stats = await rasterStats(await renderSvgToPng(svg, 256));
    expect(stats.coverage).toBeGreaterThan(0.04);
    expect(stats.coverage).toBeLessThan(0.7);
    expect(stats.blackShare).toBeGreaterThan(0.05);
    expect(stats.colors).toBeGreaterThanOrEqual(3);
  });

  it("combines a main subject with secondary subjects", () => {
    const { svg, metadata } = composeFlashArt(request("a snake, a dagger and a rose"));
    expect(metadata.subjects).toEqual(["snake", "dagger", "rose"]);
    expect((svg.match(/data-layer="(behind|front)"/g) ?? []).length).toBeGreaterThanOrEqual(2);
  });

  it("still composes something for words it does not know", async () => {
    const result = await renderFlashArt(
      request("the quiet hum of an empty train station at dawn", { style: "Neo-traditional" }),
    );
    expect(result.metadata.subjects.length).toBeGreaterThan(0);
    const stats = await rasterStats(result.png);
    expect(stats.coverage).toBeGreaterThan(0.08);
    expect(stats.colors).toBeGreaterThanOrEqual(4);
  });
});

describe("lettering", () => {
  it("draws quoted text as outlines and keeps the words in the title and metadata", () => {
    const { svg, metadata } = composeFlashArt(request('a rose with a banner that says "Mom"'));
    expect(metadata.text).toEqual(["Mom"]);
    expect(svg).toMatch(/<title>[^<]*Mom[^<]*<\/title>/);
    expect(svg).toMatch(/<metadata>[^<]*Mom[^<]*<\/metadata>/);
    expect(svg).not.toContain("<text");
    const lettering = /<g data-layer="lettering"><path d="([^"]+)"/.exec(svg);
    expect(lettering?.[1].length).toBeGreaterThan(400);
    // The banner carries it.
    expect(svg).toContain('data-layer="banner"');
  });

  it("letters without a banner in styles that set text plainly", () => {
    const { svg, metadata } = composeFlashArt(request("a moth 'carpe diem'", { style: "Minimalist" }));
    expect(metadata.text).toEqual(["carpe diem"]);
    expect(svg).toContain('data-layer="lettering"');
    expect(svg).not.toContain('data-layer="banner"');
  });

  it("splits long text over two banners and draws nothing when nothing is quoted", () => {
    const long = composeFlashArt(request('a heart "forever in my heart always"'));
    expect((long.svg.match(/data-layer="lettering"/g) ?? []).length).toBe(2);
    const none = composeFlashArt(request("a heart"));
    expect(none.svg).not.toContain('data-layer="lettering"');
    expect(none.metadata.text).toEqual([]);
  });

  it("draws lettering asked for alone as the design, with no mandala, banner or background behind it", () => {
    for (const style of ["Traditional", "Minimalist"]) {
      const { svg, metadata } = composeFlashArt(request('"this too shall pass"', { style }));
      expect(metadata.subjects, style).toEqual([]);
      expect(metadata.text).toEqual(["this too shall pass"]);
      expect(svg).not.toContain('data-layer="main"');
      expect(svg).not.toContain('data-layer="background');
      expect((svg.match(/data-layer="lettering"/g) ?? []).length).toBe(2);
      expect(svg).toMatch(/<title>Traditional|<title>Minimalist/);
    }
    // Nothing but an idea still draws the ornamental default.
    expect(composeFlashArt(request("something meaningful")).metadata.subjects).toEqual(["mandala"]);
  });

  it("draws a banner asked for with nothing to letter blank, in every style", () => {
    for (const style of ["Traditional", "Minimalist"]) {
      const { svg } = composeFlashArt(request("a heart with a banner", { style }));
      expect(svg, style).toContain('data-layer="banner"');
      expect(svg).not.toContain('data-layer="lettering"');
    }
  });

  it("escapes quoted text in the SVG", () => {
    const { svg } = composeFlashArt(request('a heart "<Tom & Jerry>"'));
    expect(svg).toContain("&lt;Tom &amp; Jerry&gt;");
    expect(svg).not.toContain("<Tom");
  });
});
