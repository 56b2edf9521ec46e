import { describe, expect, it } from "vitest";
import {
  BANK_CARD_CM,
  clampPlacement,
  hitsDesign,
  initialPlacement,
  physicalSizeLabel,
  pixelsPerCm,
  placementForKey,
  rotateHandlePoint,
  rotationTowards,
  twoFingerGesture,
  widthForSize,
} from "~/components/tryon/placement";

const photo = { width: 1200, height: 900 };

describe("try-on placement", () => {
  it("starts centred at 40% of the shorter side", () => {
    expect(initialPlacement(photo)).toEqual({ x: 600, y: 450, width: 360, rotation: 0 });
  });

  it("maps the keys: arrows move (Shift 10x), +/- scale 5%, [ ] turn 5 degrees (Shift 1)", () => {
    const start = initialPlacement(photo);
    expect(placementForKey(start, "ArrowLeft", false, 9)).toMatchObject({ x: 591 });
    expect(placementForKey(start, "ArrowDown", true, 9)).toMatchObject({ y: 540 });
    expect(placementForKey(start, "+", false, 9)!.width).toBeCloseTo(378);
    expect(placementForKey(start, "=", false, 9)!.width).toBeCloseTo(378);
    expect(placementForKey(start, "-", false, 9)!.width).toBeCloseTo(360 / 1.05);
    expect(placementForKey(start, "]", false, 9)).toMatchObject({ rotation: 5 });
    expect(placementForKey(start, "[", true, 9)).toMatchObject({ rotation: -1 });
    expect(placementForKey(start, "a", false, 9)).toBeNull();
  });

  it("keeps the centre on the photo, a minimum width, and the angle within -180..180", () => {
    expect(clampPlacement({ x: -50, y: 2000, width: 1, rotation: 190 }, photo)).toEqual({
      x: 0,
      y: 900,
      width: 8,
      rotation: -170,
    });
  });

  it("hits the rotated rectangle, and the handle turns the design towards the pointer", () => {
    const turned = { x: 100, y: 100, width: 100, rotation: 90 };
    expect(hitsDesign(turned, 0.5, { x: 100, y: 140 })).toBe(true);
    expect(hitsDesign(turned, 0.5, { x: 140, y: 100 })).toBe(false);
    const handle = rotateHandlePoint({ x: 100, y: 100, width: 100, rotation: 0 }, 1, 20);
    expect(handle).toEqual({ x: 100, y: 30 });
    expect(rotationTowards({ x: 100, y: 100, width: 100, rotation: 0 }, { x: 200, y: 100 })).toBeCloseTo(90);
  });

  it("scales and turns with two fingers", () => {
    const next = twoFingerGesture(
      { x: 50, y: 50, width: 100, rotation: 0 },
      [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
      ],
      [
        { x: 0, y: 0 },
        { x: 0, y: 200 },
      ],
    );
    expect(next.width).toBeCloseTo(200);
    expect(next.rotation).toBeCloseTo(90);
  });

  it("calibrates with a ruler and shows the physical size", () => {
    const scale = pixelsPerCm(428, BANK_CARD_CM)!;
    expect(scale).toBeCloseTo(50);
    expect(pixelsPerCm(0, 8.56)).toBeNull();
    expect(pixelsPerCm(100, Number.NaN)).toBeNull();
    expect(physicalSizeLabel(widthForSize(12, scale), 1, scale)).toBe("12 x 12 cm");
    expect(physicalSizeLabel(widthForSize(12, scale) * 1.05, 1, scale)).toBe("12.6 x 12.6 cm");
    expect(physicalSizeLabel(500, 1.5, 50)).toBe("10 x 15 cm");
  });
});
