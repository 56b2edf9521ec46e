import { describe, expect, it } from "vitest";
import { composeFlashArt } from "~/modules/flash-engine/index.server";
import { tattooabilityFor } from "~/modules/flash-engine/tattooability";
import type { FlashArtRequest } from "~/modules/flash-engine/types";
import {
  expectTattooableAtSmallest,
  medianNeighbourDistance,
  pathCount,
  smallestDotGap,
  smallestHatchGap,
  stippleDots,
  strokeWidths,
} from "./measure";

const SIZES = ["Small (5-10 cm)", "Medium (10-20 cm)", "Large (20+ cm)", "8 x 12 cm"] as const;
const request = (style: string, size: string, extra: Partial<FlashArtRequest> = {}): FlashArtRequest => ({
  description: "an owl with a rose",
  style,
  size,
  complexity: "Highly Complex",
  seed: 5,
  resolution: 512,
  ...extra,
});

// SVG coordinates are written with one decimal.
const ROUNDING = 0.15;

describe("tattooability at the chosen size", () => {
  it("maps millimetres to canvas units from the physical size", () => {
    expect(tattooabilityFor("Small (5-10 cm)")).toMatchObject({
      physicalSizeCm: 5,
      unitsPerMm: 20,
      minGap: 30,
      minStroke: 6,
    });
    expect(tattooabilityFor("Large (20+ cm)")).toMatchObject({
      physicalSizeCm: 20,
      unitsPerMm: 5,
      minGap: 7.5,
      minStroke: 1.5,
    });
    expect(tattooabilityFor("8 x 12 cm").physicalSizeCm).toBe(8);
  });

  it.each(SIZES)("keeps stipple dots at least 1.5 mm apart at %s", (size) => {
    const { svg, metadata } = composeFlashArt(request("Dotwork", size));
    const { minGap } = tattooabilityFor(size);
    const dots = stippleDots(svg);
    expect(dots.length).toBeGreaterThan(40);
    expect(smallestDotGap(dots)).toBeGreaterThanOrEqual(minGap - ROUNDING);
    expect(metadata.minLineSpacingMm).toBeGreaterThanOrEqual(1.5);
  });

  it("spaces stipple further apart for a smaller tattoo", () => {
    const small = stippleDots(composeFlashArt(request("Dotwork", "Small (5-10 cm)")).svg);
    const large = stippleDots(composeFlashArt(request("Dotwork", "Large (20+ cm)")).svg);
    expect(medianNeighbourDistance(small)).toBeGreaterThan(medianNeighbourDistance(large) * 2);
  });

  it.each(SIZES)("keeps hatching lines at least 1.5 mm apart at %s", (size) => {
    const { minGap } = tattooabilityFor(size);
    for (const style of ["Geometric", "Blackwork"]) {
      const { gap, lines } = smallestHatchGap(
        composeFlashArt(request(style, size, { description: "a skull, a rose and a dagger" })).svg,
      );
      // At 5 cm the 1.5 mm rule leaves room for only a couple of lines in a shadow.
      if (style === "Geometric") expect(lines).toBeGreaterThan(size.startsWith("Small") ? 0 : 3);
      if (lines > 1) expect(gap).toBeGreaterThanOrEqual(minGap - ROUNDING);
    }
  });

  it.each(SIZES)("never draws a stroke thinner than 0.3 mm, nor a white cut narrower than 1.5 mm, at %s", (size) => {
    const { minStroke, minGap, unitsPerMm } = tattooabilityFor(size);
    for (const style of [
      "Traditional",
      "Neo-traditional",
      "Realistic",
      "Minimalist",
      "Geometric",
      "Watercolor",
      "Blackwork",
      "Tribal",
      "Japanese",
      "Dotwork",
    ]) {
      const { svg, metadata } = composeFlashArt(request(style, size, { description: 'a wolf, a moon and "Luna"' }));
      expect(Math.min(...strokeWidths(svg)), style).toBeGreaterThanOrEqual(minStroke - ROUNDING);
      for (const match of svg.matchAll(/data-texture="cut"[^>]*stroke-width="([\d.]+)"/g))
        expect(Number(match[1])).toBeGreaterThanOrEqual(minGap - ROUNDING);
      expect(metadata.minStrokeWidthMm).toBeGreaterThanOrEqual(0.3);
      expect(metadata.minLineSpacingMm).toBeGreaterThanOrEqual(1.5);
      expect(metadata.physicalSizeCm).toBe(tattooabilityFor(size).physicalSizeCm);
      expect(unitsPerMm).toBeGreaterThan(0);
    }
  });

  it.each([
    "a rampant lion holding a sword",
    "a roaring tiger",
    "two swallows perched on a branch",
    "an eagle perched on a branch",
  ])("keeps the posed motifs tattooable at the smallest size: %s", (description) => {
    expectTattooableAtSmallest(description, ["Traditional", "Blackwork", "Tribal", "Minimalist"]);
  });

  it("draws fewer fine lines when the tattoo is small", () => {
    const small = composeFlashArt(request("Traditional", "Small (5-10 cm)", { description: "a koi fish" }));
    const large = composeFlashArt(request("Traditional", "Large (20+ cm)", { description: "a koi fish" }));
    expect(pathCount(large.svg)).toBeGreaterThan(pathCount(small.svg));
  });
});
