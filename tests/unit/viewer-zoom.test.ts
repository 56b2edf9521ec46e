import { describe, expect, it } from "vitest";
import { clampZoom, zoomByStep, zoomForKey, zoomIn, zoomOut, zoomPercent } from "~/components/viewer/zoom";

describe("viewer zoom (spec §4, §9)", () => {
  it("steps buttons by 1.2x and clamps to 0.5..5", () => {
    expect(zoomIn(1)).toBe(1.2);
    expect(zoomOut(1)).toBeCloseTo(0.833, 3);
    let zoom = 1;
    for (let i = 0; i < 20; i++) zoom = zoomIn(zoom);
    expect(zoom).toBe(5);
    for (let i = 0; i < 40; i++) zoom = zoomOut(zoom);
    expect(zoom).toBe(0.5);
    expect(clampZoom(9)).toBe(5);
  });

  it("steps wheel and pinch by 1.1 and 0.9", () => {
    expect(zoomByStep(1, true)).toBe(1.1);
    expect(zoomByStep(1, false)).toBe(0.9);
    expect(zoomByStep(0.5, false)).toBe(0.5);
  });

  it("maps + or =, - and 0 to zoom in, out and reset", () => {
    expect(zoomForKey(1, "+")).toBe(1.2);
    expect(zoomForKey(1, "=")).toBe(1.2);
    expect(zoomForKey(1.2, "-")).toBe(1);
    expect(zoomForKey(3, "0")).toBe(1);
    expect(zoomForKey(1, "a")).toBeNull();
  });

  it("shows the zoom as a whole percentage", () => {
    expect(zoomPercent(1)).toBe("100%");
    expect(zoomPercent(1.44)).toBe("144%");
  });
});
