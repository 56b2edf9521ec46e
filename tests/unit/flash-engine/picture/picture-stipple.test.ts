import { describe, expect, it } from "vitest";
import { grayOf } from "~/modules/flash-engine/picture/raster";
import { halftone, stippleTone } from "~/modules/flash-engine/picture/shading/stipple";

describe("dotwork halftone", () => {
  const lattice = { pitch: 6, jitter: 0, radius: 2, seed: 7 };
  const count = (d: string) => (d.match(/M/g) ?? []).length;
  const square = { minX: 0, minY: 0, maxX: 120, maxY: 120 };

  it("dots a share of the sites that follows the darkness, none on the lightest, all from 0.4 dark", () => {
    const dots = (value: number) => count(halftone(lattice, square, { darkness: () => value, free: () => true }));
    const all = dots(1);
    expect(all).toBeGreaterThan(300);
    expect(dots(0)).toBe(0);
    expect(dots(0.05)).toBe(0);
    expect(dots(0.5)).toBe(all);
    const half = dots(0.2);
    expect(half / all).toBeGreaterThan(0.4);
    expect(half / all).toBeLessThan(0.6);
    expect(dots(0.12)).toBeLessThan(half);
  });

  it("draws the darker dots larger", () => {
    const radii = (value: number) =>
      [...halftone(lattice, square, { darkness: () => value, free: () => true }).matchAll(/a([\d.]+)/g)].map((m) =>
        Number(m[1]),
      );
    expect(Math.min(...radii(1))).toBeCloseTo(lattice.radius);
    expect(Math.max(...radii(0.5))).toBeLessThan(lattice.radius);
  });

  it("draws a dark half darker than a light half, and nothing where a site is not free", () => {
    const left = { minX: 0, minY: 0, maxX: 60, maxY: 120 };
    const right = { minX: 60.001, minY: 0, maxX: 120, maxY: 120 };
    const options = { darkness: (x: number) => (x < 60 ? 0.4 : 0.15), free: (x: number) => x < 100 };
    const full = halftone(lattice, square, options);
    const dark = count(halftone(lattice, left, options));
    const light = count(halftone(lattice, right, options));
    expect(dark).toBeGreaterThan(2 * light);
    expect(light).toBeGreaterThan(0);
    // A dot's path starts at its left edge.
    for (const m of full.matchAll(/M([\d.]+)/g)) expect(Number(m[1])).toBeLessThan(100);
  });

  it("keeps a gap from dots already placed off the lattice", () => {
    const d = halftone(lattice, square, { darkness: () => 1, free: () => true, reserved: [[60, 60, 10]], minGap: 3 });
    for (const m of d.matchAll(/M([\d.]+)[ ,]([\d.]+)/g)) {
      const [x, y] = [Number(m[1]) + lattice.radius, Number(m[2])];
      expect(Math.hypot(x - 60, y - 60)).toBeGreaterThan(10 + 3);
    }
  });

  it("raises a stripe's contrast against an even mid-tone around it", () => {
    const width = 40;
    const data = new Float32Array(width * width).fill(0.4);
    for (let y = 0; y < width; y++) for (let x = 18; x < 22; x++) data[y * width + x] = 0.6;
    const tone = stippleTone(grayOf(width, width, data), 4);
    const at = (x: number, y: number) => tone.data[y * width + x];
    expect(at(20, 20) - at(5, 20)).toBeGreaterThan(0.6 ** 1.2 - 0.4 ** 1.2);
    expect(at(5, 20)).toBeLessThan(0.4);
  });
});
