import { describe, expect, it } from "vitest";
import { maskOf } from "~/modules/flash-engine/picture/raster";
import { byShape, darkStripes, outlinableShapes } from "~/modules/flash-engine/picture/shading/line-only";
import { strokeLength } from "~/modules/flash-engine/picture/strokes";

describe("minimalist dark shapes", () => {
  const px = { unitsPerPx: 1, minGap: 6, minStroke: 1, outline: 2, detail: 1.5 };
  const width = 120;
  const paint = (inside: (x: number, y: number) => boolean) =>
    maskOf(
      width,
      width,
      Uint8Array.from({ length: width * width }, (_, i) => (inside(i % width, Math.floor(i / width)) ? 1 : 0)),
    );
  const at = (m: ReturnType<typeof maskOf>, x: number, y: number) => m.data[y * width + x];

  it("keeps a broad dark shape to outline (an eye, a nose) and drops a stripe too thin for a line each side", () => {
    const dark = paint((x, y) => Math.hypot(x - 40, y - 60) < 18 || (x > 80 && x < 84 && y > 20 && y < 100));
    const shapes = outlinableShapes(dark, px);
    expect(at(shapes, 40, 60)).toBe(1);
    expect(at(shapes, 40, 75)).toBe(1);
    expect(at(shapes, 82, 60)).toBe(0);
  });

  it("smooths a ragged edge: fur's notches narrower than a gap fill in", () => {
    const dark = paint((x, y) => x > 20 && x < 100 && y > 30 && y < 90 && !(y > 55 && y < 58 && x > 20 && x < 30));
    const shapes = outlinableShapes(dark, px);
    expect(at(shapes, 27, 56)).toBe(1);
    expect(at(shapes, 10, 56)).toBe(0);
  });

  it("outlines a round dark shape and draws a long one (a stripe) as one line along its middle", () => {
    const dark = paint((x, y) => Math.hypot(x - 30, y - 60) < 14 || (x > 70 && x < 84 && y > 10 && y < 110));
    const { round, long } = byShape(outlinableShapes(dark, px));
    expect(at(round, 30, 60)).toBe(1);
    expect(at(long, 77, 60)).toBe(1);
    expect(at(round, 77, 60)).toBe(0);
    const stripes = darkStripes(dark, px);
    expect(stripes).toHaveLength(1);
    expect(strokeLength(stripes[0])).toBeGreaterThan(70);
    expect(stripes[0].points.every(([x]) => Math.abs(x - 77) < 3)).toBe(true);
  });

  it("outlines a dark ring round a light (a cup's shadow round its handle), not its middle line", () => {
    const ring = paint((x, y) => Math.hypot(x - 60, y - 60) < 40 && Math.hypot(x - 60, y - 60) > 14);
    const { round, long } = byShape(outlinableShapes(ring, px));
    expect(at(round, 60, 90)).toBe(1);
    expect(long.data.every((v) => v === 0)).toBe(true);
  });
});
