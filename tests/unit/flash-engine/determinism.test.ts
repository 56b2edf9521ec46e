import { describe, expect, it } from "vitest";
import { composeFlashArt, renderFlashArt } from "~/modules/flash-engine/index.server";
import type { FlashArtRequest } from "~/modules/flash-engine/types";
import { pixelDifference, rasterStats } from "./measure";

const base: FlashArtRequest = {
  description: 'a swallow carrying a banner "Home"',
  style: "Traditional",
  size: "Medium (10-20 cm)",
  complexity: "Detailed",
  seed: 42,
  resolution: 512,
};

describe("determinism and variation", () => {
  it("gives byte-identical SVG and PNG for the same request and seed", async () => {
    const a = await renderFlashArt(base);
    const b = await renderFlashArt({ ...base });
    expect(a.svg).toBe(b.svg);
    expect(a.png.equals(b.png)).toBe(true);
    expect(a.metadata).toEqual(b.metadata);
  });

  it("renders a white-background PNG at the requested resolution", async () => {
    const { png } = await renderFlashArt({ ...base, resolution: 512 });
    const stats = await rasterStats(png);
    expect(png.readUInt32BE(16)).toBe(512);
    expect(png.readUInt32BE(20)).toBe(512);
    // Paper is white and the design keeps breathing room at the edges.
    expect(stats.coverage).toBeGreaterThan(0.05);
    expect(stats.box.minX).toBeGreaterThan(0.02);
    expect(stats.box.maxX).toBeLessThan(0.98);
    expect(stats.box.minY).toBeGreaterThan(0.02);
    expect(stats.box.maxY).toBeLessThan(0.98);
  });

  it.each(["a swallow", "a skull with roses", "koi fish", "a mandala"])(
    "varies visibly between seeds: %s",
    async (description) => {
      const renders = await Promise.all([1, 2, 3].map((seed) => renderFlashArt({ ...base, description, seed })));
      const svgs = new Set(renders.map((r) => r.svg));
      expect(svgs.size).toBe(3);
      expect(await pixelDifference(renders[0].png, renders[1].png)).toBeGreaterThan(0.06);
      expect(await pixelDifference(renders[1].png, renders[2].png)).toBeGreaterThan(0.06);
    },
  );

  it("changes when only the style changes, and keeps the subject", () => {
    const traditional = composeFlashArt(base);
    const japanese = composeFlashArt({ ...base, style: "Japanese" });
    expect(japanese.svg).not.toBe(traditional.svg);
    expect(japanese.metadata.subjects).toEqual(traditional.metadata.subjects);
  });
});
