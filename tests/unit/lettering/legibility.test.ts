import { describe, expect, test } from "vitest";
import type { GlyphCommand } from "~/modules/flash-engine/lettering";
import { fileForChar } from "~/modules/flash-engine/lettering/font-files.server";
import { measureGlyph } from "~/modules/flash-engine/lettering/glyph-raster";
import { judgeLegibility, measureLettering } from "~/modules/flash-engine/lettering/legibility";
import { typesetLine } from "~/modules/flash-engine/lettering/typeset.server";

/** A closed polygon as glyph commands (y down). */
function polygon(points: Array<[number, number]>, reverse = false): GlyphCommand[] {
  const ordered = reverse ? [...points].reverse() : points;
  return [
    { type: "M", x: ordered[0][0], y: ordered[0][1] },
    ...ordered.slice(1).map(([x, y]): GlyphCommand => ({ type: "L", x, y })),
    { type: "Z" },
  ];
}

const square = (x0: number, y0: number, size: number): Array<[number, number]> => [
  [x0, y0],
  [x0 + size, y0],
  [x0 + size, y0 + size],
  [x0, y0 + size],
];

describe("legibility measures", () => {
  test("a stem of known width, and a ring's counter of known width, measure as drawn", () => {
    // A bar 100 wide and 600 tall.
    const bar = measureGlyph(polygon(square(0, 0, 100).map(([x, y]) => [x, y * 6])), 2)!;
    expect(bar.height).toBeCloseTo(600, -1);
    expect(bar.strokes[Math.floor(bar.strokes.length / 2)]).toBeCloseTo(100, -1);
    expect(bar.counters).toEqual([]);
    // A square ring: outside 500, walls 100, so the counter is 300 across (non-zero winding: the hole runs the other way).
    const ring = measureGlyph([...polygon(square(0, 0, 500)), ...polygon(square(100, 100, 300), true)], 2)!;
    expect(ring.counters).toHaveLength(1);
    expect(ring.counters[0]).toBeCloseTo(300, -1);
    expect(ring.strokes[Math.floor(ring.strokes.length / 2)]).toBeCloseTo(100, -1);
  });

  test("on real fonts: Oswald's n is as tall as its x-height, its stems as wide as drawn; an o's counter is found", () => {
    const n = typesetLine("n", "oswald", 1000);
    const file = fileForChar("oswald", 0x6e)!;
    const extents = file.font.glyphExtents(file.font.nominalGlyph(0x6e)!)!;
    const nMeasure = measureGlyph(n.glyphs[0].path, 1000 / 320)!;
    expect(nMeasure.height).toBeCloseTo((-extents.height / file.upem) * 1000, -1);
    // Oswald Medium's stems are about 0.13 em.
    expect(nMeasure.strokes[Math.floor(nMeasure.strokes.length / 2)]).toBeGreaterThan(110);
    expect(nMeasure.strokes[Math.floor(nMeasure.strokes.length / 2)]).toBeLessThan(150);
    const o = measureGlyph(typesetLine("o", "oswald", 1000).glyphs[0].path, 1000 / 320)!;
    expect(o.counters).toHaveLength(1);
    // A fine script's hairlines are a fraction of a bold face's stems.
    const vibes = measureGlyph(typesetLine("n", "great-vibes", 1000).glyphs[0].path, 1000 / 320)!;
    expect(vibes.strokes[Math.floor(vibes.strokes.length * 0.1)]).toBeLessThan(40);
  });

  test("the same words at 4 cm and at 12 cm: measures scale with the size; the verdict says what fails and the size that holds", () => {
    const outline = typesetLine("aeo", "courier-prime", 100);
    // 100 text units across 40 mm of skin: 0.4 mm per unit at 4 cm.
    const measure = measureLettering([{ outline, mmPerUnit: 0.04 }], 4)!;
    expect(measure.letterHeightMm).toBeGreaterThan(1);
    expect(measure.counterMm).not.toBeNull();
    const small = judgeLegibility(measure, 4);
    expect(small.ok).toBe(false);
    expect(small.message).toMatch(
      /^At 4 cm the (counters close|letters are too small to read): make it [\d.]+ cm or choose a bolder font\.$/,
    );
    const big = judgeLegibility(measure, small.minimumSizeCm);
    expect(big.ok).toBe(true);
    expect(big.letterHeightMm).toBeCloseTo((measure.letterHeightMm * small.minimumSizeCm) / 4, 1);
    expect(judgeLegibility(measure, small.minimumSizeCm - 0.5).ok).toBe(false);
    // A fine script needs letters twice as tall (6 mm, not 3).
    const fine = judgeLegibility({ ...measure, counterMm: null, letterHeightMm: 4 }, 4, true);
    expect(fine).toMatchObject({ ok: false, problem: "letters", minimumSizeCm: 6 });
  });
});
