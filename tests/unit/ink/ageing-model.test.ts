import { describe, expect, it } from "vitest";
import { ageingGeometry, ageInk } from "~/modules/ink/aged-ink";
import { analyseAgeing } from "~/modules/ink/ageing-analysis";
import {
  FADE_PER_DECADE,
  gapAfter,
  inkFamily,
  lineWidthAfter,
  mergeYear,
  parseAgeingYears,
  spreadMm,
  strengthAfter,
  type InkFamily,
} from "~/modules/ink/ageing-model";
import { parseHexColour } from "~/modules/ink/colour";
import { readInkLayers, type RasterImage } from "~/modules/ink/ink-layers";
import { bodyPlacement } from "~/modules/ink/placements";

const MM_PER_PX = 0.05;
const px = (mm: number) => Math.round(mm / MM_PER_PX);

/** Paper with vertical lines of `widthMm`, `gapMm` apart, each `lengthMm` long, in a colour. */
function parallelLines(options: {
  widthMm: number;
  gapMm: number;
  count?: number;
  lengthMm?: number;
  colour?: string;
}) {
  const width = 400;
  const height = 300;
  const data = new Uint8Array(width * height * 3).fill(255);
  const [r, g, b] = parseHexColour(options.colour ?? "#141414");
  const count = options.count ?? 2;
  const lineWidth = px(options.widthMm);
  const gap = px(options.gapMm);
  const left = 100;
  const top = 50;
  for (let line = 0; line < count; line++) {
    const x0 = left + line * (lineWidth + gap);
    for (let y = top; y < top + px(options.lengthMm ?? 10); y++) {
      for (let x = x0; x < x0 + lineWidth; x++) {
        const o = (y * width + x) * 3;
        [data[o], data[o + 1], data[o + 2]] = [r, g, b];
      }
    }
  }
  const image: RasterImage = { width, height, data, channels: 3 };
  return { image, widthMm: width * MM_PER_PX, left, lineWidth, gap, top };
}

const finger = bodyPlacement("finger")!.skin;
const innerForearm = bodyPlacement("inner-forearm")!.skin;

describe("the ageing model's arithmetic", () => {
  it("spreads about 0.1 mm a decade from each edge after healing, faster where the skin moves", () => {
    expect(spreadMm(0)).toBe(0);
    expect(spreadMm(1)).toBeCloseTo(0.1);
    expect(spreadMm(11) - spreadMm(1)).toBeCloseTo(0.1);
    expect(spreadMm(10, finger)).toBeCloseTo(1.8 * spreadMm(10));
    expect(lineWidthAfter(0.3, 10)).toBeCloseTo(0.3 + 2 * spreadMm(10));
    expect(gapAfter(1.5, 10)).toBeCloseTo(1.5 - 2 * spreadMm(10));
  });

  it("says the year two lines merge: the gap is closed that year and open a tenth of a year before", () => {
    for (const gap of [0.3, 0.8, 1.5, 2.5]) {
      for (const skin of [innerForearm, finger]) {
        const year = mergeYear(gap, skin);
        expect(gapAfter(gap, year, skin)).toBe(0);
        expect(gapAfter(gap, Math.max(0, year - 0.1), skin)).toBeGreaterThan(0);
      }
    }
  });
});

describe("a 0.3 mm line 1.5 mm from its neighbour, drawn and aged on its own geometry", () => {
  const { image, widthMm, left, lineWidth, gap, top } = parallelLines({ widthMm: 0.3, gapMm: 1.5 });
  const geometry = ageingGeometry(readInkLayers(image), widthMm);

  it.each([
    ["finger", finger],
    ["inner forearm", innerForearm],
  ])("merges by the year the model says on the %s, and not before", (_name, skin) => {
    const year = mergeYear(1.5, skin);
    const before = ageInk(geometry, year - 0.1, skin);
    const after = ageInk(geometry, year, skin);
    const middle = (top + 60) * image.width + left + lineWidth + gap / 2;
    expect(before.closed.reduce((sum, v) => sum + v, 0)).toBe(0);
    expect(after.closed[middle]).toBe(1);
    expect(after.density[middle]).toBeGreaterThan(0.5);
    // Before, the middle of the gap has the thin ink that migrated from one side, not the closed fill.
    expect(before.density[middle]).toBeLessThan(after.density[middle]);
  });

  it("widens each line by the spread, exactly: a pixel past the spread stays skin", () => {
    const years = 10;
    const aged = ageInk(geometry, years, innerForearm);
    const spreadPx = spreadMm(years, innerForearm) / MM_PER_PX;
    const row = (top + 60) * image.width;
    const outer = left - 1;
    expect(aged.density[row + outer]).toBeGreaterThan(0);
    expect(aged.density[row + left - Math.ceil(spreadPx) - 2]).toBe(0);
  });

  it("holds for 20 years on a forearm, by the analysis too", () => {
    const analysis = analyseAgeing(readInkLayers(image), { widthMm, skin: innerForearm });
    expect(analysis.verdict).toBe("Holds well for 20 years.");
    expect(analysis.firstMergeYears).toBeNull();
  });
});

describe("fine lines that merge within twenty years", () => {
  it("are found, named by where they are and given the size at which they would hold", () => {
    // Five 0.3 mm lines 0.6 mm apart: closed by year 10 on the inner forearm (mergeYear 0.6 = 21... on a wrist sooner).
    const { image, widthMm } = parallelLines({ widthMm: 0.3, gapMm: 0.5, count: 5 });
    const analysis = analyseAgeing(readInkLayers(image), {
      widthMm,
      skin: innerForearm,
      regions: [{ name: "feathers", minX: 0.2, minY: 0.1, maxX: 0.45, maxY: 0.9 }],
    });
    const year = mergeYear(0.5, innerForearm);
    expect(year).toBeGreaterThan(10);
    expect(year).toBeLessThanOrEqual(20);
    expect(analysis.firstMergeYears).toBe(20);
    expect(analysis.verdict).toBe("The fine lines in the feathers merge by year 20.");
    // Searched on the picture at half its resolution: within a pixel there (0.1 mm).
    expect(Math.abs(analysis.narrowestMergingGapMm! - 0.5)).toBeLessThanOrEqual(0.15);
    // 0.5 mm must become the gap that lasts 20 years: 2 x 0.29 + 0.2 = 0.78 mm, so 20 mm x 1.56.
    expect(analysis.lastingSizeCm).toBeGreaterThanOrEqual(3);
  });
});

describe("colour fade per hue", () => {
  it("fades yellow, white and pastels first and black last", () => {
    const order: InkFamily[] = [
      "white",
      "yellow",
      "pastel",
      "orange",
      "red",
      "purple",
      "green",
      "blue",
      "brown",
      "grey",
      "black",
    ];
    const after10 = order.map((family) => strengthAfter(family, 10));
    expect([...after10].sort((a, b) => a - b)).toEqual(after10);
    expect(strengthAfter("black", 20)).toBeGreaterThan(0.85);
    expect(strengthAfter("yellow", 20)).toBeLessThan(0.5);
    expect(strengthAfter("yellow", 10, { spreadFactor: 1, sunFactor: 1.4 })).toBeLessThan(strengthAfter("yellow", 10));
    expect(Object.keys(FADE_PER_DECADE)).toHaveLength(order.length);
  });

  it("knows the families of common tattoo inks", () => {
    const cases: Array<[string, InkFamily]> = [
      ["#141414", "black"],
      ["#808080", "grey"],
      ["#ffffff", "white"],
      ["#f2b51d", "yellow"],
      ["#e0661b", "orange"],
      ["#c8261d", "red"],
      ["#f4a6b7", "pastel"],
      ["#2e7d3c", "green"],
      ["#1b4f9c", "blue"],
      ["#5b2c83", "purple"],
      ["#5a3a22", "brown"],
    ];
    for (const [hex, family] of cases) expect(inkFamily(parseHexColour(hex)), hex).toBe(family);
  });

  it("fades a yellow line faster than a black one in the aged picture", () => {
    const yellow = parallelLines({ widthMm: 1, gapMm: 3, colour: "#f2b51d" });
    const black = parallelLines({ widthMm: 1, gapMm: 3 });
    const densityAt = (lines: ReturnType<typeof parallelLines>, years: number) => {
      const aged = ageInk(ageingGeometry(readInkLayers(lines.image), lines.widthMm), years, innerForearm);
      return aged.density[(lines.top + 60) * lines.image.width + lines.left + 2];
    };
    expect(densityAt(yellow, 10) / densityAt(yellow, 0)).toBeCloseTo(strengthAfter("yellow", 10, innerForearm), 2);
    expect(densityAt(black, 10) / densityAt(black, 0)).toBeCloseTo(strengthAfter("black", 10, innerForearm), 2);
    expect(densityAt(yellow, 20) / densityAt(yellow, 0)).toBeLessThan(densityAt(black, 20) / densityAt(black, 0));
  });
});

describe("the years a view asks for", () => {
  it("reads 0, 5, 10 and 20, and nothing else (an absent value is not year 0)", () => {
    expect(["0", "5", " 10 ", "20"].map(parseAgeingYears)).toEqual([0, 5, 10, 20]);
    for (const value of [null, undefined, "", "  ", "3", "-5", "1e1", "ten", "10.5"]) {
      expect(parseAgeingYears(value), String(value)).toBeNull();
    }
  });
});
