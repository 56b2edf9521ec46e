import { describe, expect, it } from "vitest";
import { maskOf } from "~/modules/flash-engine/picture/raster";
import { levelTone, scatter, scatterDensity } from "~/modules/flash-engine/picture/shading/stipple";
import { Rng } from "~/modules/flash-engine/random";

describe("dotwork scatter", () => {
  const lattice = { pitch: 7, jitter: 0.3, radius: 2, seed: 7 };
  const minGap = 3;
  const square = { minX: 0, minY: 0, maxX: 140, maxY: 140 };
  const dotsOf = (d: string) =>
    [...d.matchAll(/M([\d.-]+)[ ,]([\d.-]+)a([\d.]+)/g)].map((m) => {
      const r = Number(m[3]);
      return { x: Number(m[1]) + r, y: Number(m[2]), r };
    });
  const run = (darkness: (x: number, y: number) => number, extra: Partial<Parameters<typeof scatter>[2]> = {}) => {
    const rng = new Rng(3);
    return dotsOf(scatter(lattice, square, { darkness, free: () => true, minGap, random: () => rng.next(), ...extra }));
  };

  it("dots more of the sites the darker, none in the lights", () => {
    const counts = [0, 0.05, 0.3, 0.6, 1].map((v) => run(() => v).length);
    expect(counts[0]).toBe(0);
    expect(counts[1]).toBe(0);
    expect(counts[2]).toBeGreaterThan(0);
    expect(counts[3]).toBeGreaterThan(counts[2] * 1.5);
    expect(counts[4]).toBeGreaterThan(counts[3]);
    // The darkest tone takes most sites of the lattice despite the jitter.
    expect(counts[4]).toBeGreaterThan(0.9 * ((140 * 140) / (7 * 7 * 0.866)));
    expect(scatterDensity(1)).toBe(1);
  });

  it("keeps the minimum gap between every two dots, whatever the jitter and the tone", () => {
    const dots = run((x) => x / 140);
    expect(dots.length).toBeGreaterThan(100);
    for (const [k, a] of dots.entries())
      for (const b of dots.slice(k + 1))
        expect(Math.hypot(a.x - b.x, a.y - b.y) - a.r - b.r).toBeGreaterThan(minGap - 0.15);
  });

  it("draws the darker dots larger", () => {
    const radii = (v: number) => run(() => v).map((d) => d.r);
    expect(Math.max(...radii(1))).toBeCloseTo(lattice.radius, 1);
    expect(Math.max(...radii(0.5))).toBeLessThan(lattice.radius);
  });

  it("breaks up the lattice's rows: dots' heights spread, not a few values", () => {
    const dots = run(() => 0.4);
    const rows = new Set(dots.map((d) => Math.round(d.y)));
    expect(rows.size).toBeGreaterThan(dots.length / 4);
  });

  it("puts no dot where a site is not free, nor within a gap of dots placed elsewhere", () => {
    const dots = run(() => 1, { free: (x) => x < 100, reserved: [[50, 50, 10]] });
    for (const d of dots) {
      expect(d.x).toBeLessThan(100);
      expect(Math.hypot(d.x - 50, d.y - 50)).toBeGreaterThan(10 + d.r + minGap - 0.15);
    }
  });

  it("is the same for the same random numbers", () => {
    expect(run((x, y) => (x + y) / 280)).toEqual(run((x, y) => (x + y) / 280));
  });
});

describe("dotwork tone", () => {
  it("steps with the grey levels, darkest where every level covers", () => {
    const width = 30;
    const level = (from: number) =>
      maskOf(
        width,
        1,
        Uint8Array.from({ length: width }, (_, x) => (x >= from ? 1 : 0)),
      );
    const tone = levelTone([level(0), level(10), level(20)], width, 1, 0);
    expect(tone.data[5]).toBeCloseTo(1 / 3);
    expect(tone.data[15]).toBeCloseTo(2 / 3);
    expect(tone.data[25]).toBeCloseTo(1);
  });
});
