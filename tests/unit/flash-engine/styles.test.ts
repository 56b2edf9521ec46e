import { beforeAll, describe, expect, it } from "vitest";
import { composeFlashArt, renderSvgToPng } from "~/modules/flash-engine/index.server";
import { BASE_STYLES } from "~/modules/flash-engine/styles";
import { rasterStats, smallestHatchGap, stippleDots, strokeWidths, type RasterStats } from "./measure";

interface StyleSample {
  svg: string;
  stats: RasterStats;
  /** Outlines drawn in the ink colour. */
  inkStrokes: number;
  dots: number;
  hatchLines: number;
  curves: number;
  straights: number;
  redShare: number;
}

const INK = "#141414";

async function sample(description: string, style: string): Promise<StyleSample> {
  const { svg } = composeFlashArt({
    description,
    style,
    size: "Medium (10-20 cm)",
    complexity: "Detailed",
    seed: 3,
    resolution: 512,
  });
  const png = await renderSvgToPng(svg, 256);
  const stats = await rasterStats(png);
  const sharp = (await import("sharp")).default;
  const raw = await sharp(png).removeAlpha().raw().toBuffer();
  let red = 0;
  for (let i = 0; i < raw.length; i += 3) if (raw[i] > 150 && raw[i + 1] < 90 && raw[i + 2] < 90) red++;
  const body = svg.slice(svg.indexOf("<g stroke-linecap"));
  return {
    svg,
    stats,
    inkStrokes: (body.match(new RegExp(`stroke="${INK}"`, "g")) ?? []).length,
    dots: stippleDots(svg).length,
    hatchLines: smallestHatchGap(svg).lines,
    curves: (body.match(/C/g) ?? []).length,
    straights: (body.match(/L/g) ?? []).length,
    redShare: red / (raw.length / 3),
  };
}

describe.each(["a rose", "a wolf"])("the ten styles tell apart at a glance: %s", (description) => {
  const samples = new Map<string, StyleSample>();
  beforeAll(async () => {
    for (const style of BASE_STYLES) samples.set(style, await sample(description, style));
  });
  const get = (style: string) => samples.get(style)!;

  it("Traditional: flat saturated colour under bold ink outlines", () => {
    const s = get("Traditional");
    expect(s.stats.saturation).toBeGreaterThan(0.2);
    expect(s.stats.colors).toBeGreaterThanOrEqual(6);
    expect(s.inkStrokes).toBeGreaterThanOrEqual(15);
    expect(Math.max(...strokeWidths(s.svg))).toBeGreaterThanOrEqual(10);
  });

  it("Neo-traditional: richer, graded palette with a heavier contour", () => {
    const s = get("Neo-traditional");
    expect(s.svg).toContain("<linearGradient");
    expect(s.stats.colors).toBeGreaterThan(get("Traditional").stats.colors);
    expect(Math.max(...strokeWidths(s.svg))).toBeGreaterThanOrEqual(18);
  });

  it("Realistic: grey gradients and no ink outlines", () => {
    const s = get("Realistic");
    expect(s.stats.saturation).toBeLessThan(0.05);
    expect(s.inkStrokes).toBe(0);
    expect(s.svg).toContain("<radialGradient");
  });

  it("Minimalist: thin lines only, the least ink of all", () => {
    const s = get("Minimalist");
    const fills = [...s.svg.slice(s.svg.indexOf("<g stroke-linecap")).matchAll(/fill="(#[0-9a-f]{6})"/g)].map(
      (m) => m[1],
    );
    for (const fill of fills) expect(["#ffffff", INK]).toContain(fill);
    expect(Math.max(...strokeWidths(s.svg))).toBeLessThan(6);
    for (const style of BASE_STYLES)
      if (style !== "Minimalist") expect(s.stats.coverage).toBeLessThan(get(style).stats.coverage);
  });

  it("Geometric: straight facets, hatching and no colour", () => {
    const s = get("Geometric");
    expect(s.straights).toBeGreaterThan(s.curves);
    expect(s.stats.saturation).toBeLessThan(0.05);
  });

  it("Watercolor: translucent washes in many colours under thin lines", () => {
    const s = get("Watercolor");
    expect(s.svg).toMatch(/stop-opacity|fill-opacity/);
    expect(s.stats.colors).toBeGreaterThanOrEqual(15);
    expect(s.stats.saturation).toBeGreaterThan(0.15);
    expect(Math.max(...strokeWidths(s.svg))).toBeLessThan(6);
  });

  it("Blackwork and Tribal: solid black masses", () => {
    const blackCoverage = (style: string) => get(style).stats.coverage * get(style).stats.blackShare;
    for (const style of ["Blackwork", "Tribal"]) {
      expect(blackCoverage(style)).toBeGreaterThan(0.09);
      expect(blackCoverage(style)).toBeGreaterThan(blackCoverage("Minimalist") * 8);
      // Black is what most of the ink is.
      expect(get(style).stats.blackShare).toBeGreaterThan(0.5);
      expect(get(style).stats.saturation).toBeLessThan(0.05);
    }
    // Blackwork keeps negative-space shapes and banners; tribal is pure flowing black.
    expect(get("Tribal").stats.colors).toBeLessThanOrEqual(get("Blackwork").stats.colors);
  });

  it("Japanese: red and black with a bold outline", () => {
    const s = get("Japanese");
    expect(s.redShare).toBeGreaterThan(0.003);
    expect(s.stats.blackShare).toBeGreaterThan(0.35);
    expect(Math.max(...strokeWidths(s.svg))).toBeGreaterThanOrEqual(20);
  });

  it("Dotwork: stippled shading", () => {
    expect(get("Dotwork").dots).toBeGreaterThan(150);
    for (const style of BASE_STYLES)
      if (style !== "Dotwork") expect(get(style).dots).toBeLessThan(get("Dotwork").dots / 2);
  });

  it("every pair of styles differs in a measured property", () => {
    const signature = (s: StyleSample) => [
      s.stats.coverage * 4,
      s.stats.saturation * 2,
      s.stats.blackShare * 2,
      s.stats.colors / 10,
      s.dots / 100,
      s.hatchLines / 20,
      s.inkStrokes / 20,
    ];
    for (let i = 0; i < BASE_STYLES.length; i++) {
      for (let j = i + 1; j < BASE_STYLES.length; j++) {
        const a = signature(get(BASE_STYLES[i]));
        const b = signature(get(BASE_STYLES[j]));
        const largest = Math.max(...a.map((v, k) => Math.abs(v - b[k])));
        expect(largest, `${BASE_STYLES[i]} vs ${BASE_STYLES[j]}`).toBeGreaterThan(0.3);
      }
    }
  });
});
