import { describe, expect, it } from "vitest";
import { limitingEdgeCm, parsePhysicalSize } from "~/modules/designs/physical-size";

describe("parsePhysicalSize", () => {
  it("reads the preset labels as the smaller bound of their range", () => {
    expect(parsePhysicalSize("Small (5-10 cm)")).toEqual({ widthCm: 5, heightCm: 5, label: "Small (5-10 cm)" });
    expect(parsePhysicalSize("Medium (10-20 cm)")).toEqual({ widthCm: 10, heightCm: 10, label: "Medium (10-20 cm)" });
    expect(parsePhysicalSize("Large (20+ cm)")).toEqual({ widthCm: 20, heightCm: 20, label: "Large (20+ cm)" });
  });

  it("reads custom sizes in cm, mm and inches, with one or two dimensions", () => {
    expect(parsePhysicalSize("8 x 12 cm")).toMatchObject({ widthCm: 8, heightCm: 12, label: "8 x 12 cm" });
    expect(parsePhysicalSize("7cm")).toMatchObject({ widthCm: 7, heightCm: 7, label: "7 cm" });
    expect(parsePhysicalSize("3 inches")).toMatchObject({ widthCm: 7.6, heightCm: 7.6 });
    expect(parsePhysicalSize('5" x 3"')).toMatchObject({ widthCm: 12.7, heightCm: 7.6 });
    expect(parsePhysicalSize("80 mm × 60 mm")).toMatchObject({ widthCm: 8, heightCm: 6 });
    expect(parsePhysicalSize("7,5 cm")).toMatchObject({ widthCm: 7.5 });
    expect(parsePhysicalSize("12 by 4")).toMatchObject({ widthCm: 12, heightCm: 4 });
  });

  it("takes the smaller bound of a typed range", () => {
    expect(parsePhysicalSize("10-15cm").widthCm).toBe(10);
    expect(parsePhysicalSize("between 6 to 9 cm").widthCm).toBe(6);
  });

  it("falls back to medium for text without a size, and clamps absurd sizes", () => {
    expect(parsePhysicalSize("palm sized")).toEqual(parsePhysicalSize("Medium (10-20 cm)"));
    expect(parsePhysicalSize("")).toEqual(parsePhysicalSize("Medium (10-20 cm)"));
    expect(parsePhysicalSize("0 cm").widthCm).toBe(10);
    expect(parsePhysicalSize("5000 cm").widthCm).toBe(120);
    expect(parsePhysicalSize("0.2 mm").widthCm).toBe(1);
  });

  it("uses the smaller edge as the one that limits line spacing", () => {
    expect(limitingEdgeCm(parsePhysicalSize("8 x 12 cm"))).toBe(8);
    expect(limitingEdgeCm(parsePhysicalSize("Large (20+ cm)"))).toBe(20);
  });
});
