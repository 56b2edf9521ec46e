import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import {
  composePictureFlash,
  renderPictureFlash,
  type PictureFlashRequest,
} from "~/modules/flash-engine/picture/index.server";
import { BASE_STYLES } from "~/modules/flash-engine/styles";
import { tattooabilityFor } from "~/modules/flash-engine/tattooability";
import { stippleDots, strokeWidths } from "../measure";
import { BLACK, facePaint, onRing, pngOf, WHITE } from "./pictures";

const SMALLEST = "Small (5-10 cm)";

/** The part of the SVG the picture itself drew (not the extra motifs or lettering). */
const pictureLayer = (svg: string) => /<g data-layer="picture">([\s\S]*?)<\/g>/.exec(svg)?.[1] ?? "";

let face: Uint8Array;
const request = (extra: Partial<PictureFlashRequest> = {}): PictureFlashRequest => ({
  picture: face,
  description: "my cat",
  style: "Traditional",
  size: "Medium (10-20 cm)",
  complexity: "Detailed",
  seed: 7,
  resolution: 512,
  ...extra,
});

beforeAll(async () => {
  face = await pngOf(160, 160, facePaint(160));
});

// Each design traces a picture: seconds on a busy machine.
describe("a design drawn from a picture", { timeout: 60_000 }, () => {
  it.each(BASE_STYLES)("is tattooable at the smallest size in %s", async (style) => {
    const { svg, metadata } = await composePictureFlash(
      request({ style, size: SMALLEST, complexity: "Highly Complex" }),
    );
    const { minStroke, minGap } = tattooabilityFor(SMALLEST);
    expect(Math.min(...strokeWidths(svg))).toBeGreaterThanOrEqual(minStroke - 0.15);
    for (const match of svg.matchAll(/data-texture="cut"[^>]*stroke-width="([\d.]+)"/g))
      expect(Number(match[1])).toBeGreaterThanOrEqual(minGap - 0.15);
    expect(metadata.minLineSpacingMm).toBeGreaterThanOrEqual(1.5);
    expect(metadata.minStrokeWidthMm).toBeGreaterThanOrEqual(0.3);
    expect(metadata.physicalSizeCm).toBe(5);
  });

  it("says what was drawn and in which style", async () => {
    const { svg, metadata } = await composePictureFlash(request({ style: "Japanese" }));
    expect(metadata.subjects).toEqual(["your picture"]);
    expect(metadata.baseStyle).toBe("Japanese");
    expect(svg).toContain("source&quot;:&quot;picture");
  });

  it("is deterministic for the same picture, request and seed", async () => {
    const a = await renderPictureFlash(request({ description: "my cat with stars", style: "Dotwork" }));
    const b = await renderPictureFlash(request({ description: "my cat with stars", style: "Dotwork" }));
    expect(a.svg).toBe(b.svg);
    expect(a.png.equals(b.png)).toBe(true);
    expect(a.metadata).toEqual(b.metadata);
  });

  it("varies where the extra motifs go with the seed", async () => {
    const svgs = await Promise.all(
      [1, 2, 3].map(
        async (seed) => (await composePictureFlash(request({ description: "my cat with a rose", seed }))).svg,
      ),
    );
    expect(new Set(svgs).size).toBeGreaterThan(1);
  });

  it("keeps Minimalist to lines: nothing filled", async () => {
    const layer = pictureLayer((await composePictureFlash(request({ style: "Minimalist" }))).svg);
    const paths = [...layer.matchAll(/<path [^>]*>/g)].map((m) => m[0]);
    expect(paths.length).toBeGreaterThan(1);
    for (const p of paths) expect(p).toContain('fill="none"');
  });

  it("fills a dark shape solid in Geometric, as straight-sided facets", async () => {
    // A light disc with a broad shaded (not black) blob in it.
    const shaded = await pngOf(160, 160, (x, y) =>
      Math.hypot(x - 80, y - 80) > 60 ? WHITE : Math.hypot(x - 65, y - 70) < 22 ? [110, 100, 90] : [235, 220, 200],
    );
    const layer = pictureLayer(
      (await composePictureFlash(request({ picture: shaded, style: "Geometric", size: "Large (20+ cm)" }))).svg,
    );
    const solids = [...layer.matchAll(/<path d="([^"]*)" fill="(#[0-9a-f]{6})"/g)].filter((m) => m[2] !== "#ffffff");
    const facet = solids.find((m) => m[1].includes("Z") && !/[CcQqSsAa]/.test(m[1]));
    expect(facet).toBeDefined();
  });

  it("stipples only the dark side in Dotwork", async () => {
    // A disc outlined in black, dark on its left half and light on its right.
    const halves = await pngOf(160, 160, (x, y) => {
      const d = Math.hypot(x - 80, y - 80);
      return d > 62 ? WHITE : d > 58 ? BLACK : x < 80 ? [70, 70, 70] : [225, 200, 160];
    });
    const { svg } = await composePictureFlash(request({ picture: halves, style: "Dotwork", size: "Large (20+ cm)" }));
    const dots = stippleDots(svg);
    expect(dots.length).toBeGreaterThan(40);
    // The subject is centred on the canvas: its dark half lies left of the middle.
    for (const dot of dots) expect(dot.x).toBeLessThan(500 + 12);
  });

  it("draws a sketched circle as one closed outline, its gap closed", async () => {
    const sketch = await pngOf(160, 160, (x, y) => (onRing(80, 80, 55, 4, 0.05)(x, y) ? BLACK : WHITE));
    const layer = pictureLayer((await composePictureFlash(request({ picture: sketch, style: "Minimalist" }))).svg);
    const outline = [...layer.matchAll(/<path d="([^"]*)"/g)].map((m) => m[1]).find((d) => d.includes("Z"));
    expect(outline?.match(/M/g)).toHaveLength(1);
  });

  it("draws fewer lines for a simple design than a highly complex one", async () => {
    const count = async (complexity: PictureFlashRequest["complexity"]) =>
      (
        pictureLayer(
          (await composePictureFlash(request({ style: "Minimalist", complexity, size: "Large (20+ cm)" }))).svg,
        ).match(/M/g) ?? []
      ).length;
    expect(await count("Simple")).toBeLessThan(await count("Highly Complex"));
  });

  it.each([
    ["blank", () => pngOf(64, 64, () => WHITE)],
    ["tiny", () => pngOf(6, 5, (x, y) => ((x + y) % 2 ? BLACK : WHITE))],
    ["a thin strip", () => pngOf(400, 12, (x) => (x > 100 && x < 300 ? [200, 30, 30] : WHITE))],
  ])("draws something tattooable from a %s picture", async (_, make) => {
    const { svg, metadata } = await composePictureFlash(
      request({ picture: await make(), size: SMALLEST, style: "Dotwork" }),
    );
    expect(svg).toContain("</svg>");
    expect(metadata.minLineSpacingMm).toBeGreaterThanOrEqual(1.5);
  });

  it("places the extra motifs beside the picture without covering it", async () => {
    const { svg, metadata } = await composePictureFlash(
      request({ description: "my cat with a rose and stars", style: "Traditional" }),
    );
    expect(metadata.subjects).toEqual(["your picture", "rose", "stars"]);
    expect(svg).toContain('data-layer="front"');
  });

  it("sets a crown of roses on the head of the picture", async () => {
    const { metadata, svg } = await composePictureFlash(request({ description: "my cat, with a crown of roses" }));
    expect(metadata.subjects).toEqual(["your picture", "rose crown"]);
    expect(svg).toContain('data-layer="knockout"');
  });
});

describe("the reference photos", { timeout: 60_000 }, () => {
  it("draws the horse silhouette as one clean silhouette", async () => {
    const horse = new Uint8Array(await readFile("tests/fixtures/reference-photos/horse-silhouette.png"));
    const layer = pictureLayer((await composePictureFlash(request({ picture: horse, style: "Blackwork" }))).svg);
    // The outline (the last path): one contour round the horse, and any others holes in it (the
    // slit between tail and rump), no specks beside it.
    const outline = [...layer.matchAll(/<path d="([^"]*)"[^>]*stroke-width/g)].map((m) => m[1]).pop() ?? "";
    const contours = outline
      .split("M")
      .slice(1)
      .map((d) => [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]));
    contours.sort((a, b) => b.length - a.length);
    const [outer, ...others] = contours;
    const xs = outer.map((p) => p[0]);
    const ys = outer.map((p) => p[1]);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(600);
    for (const other of others) {
      const [x, y] = other[0];
      expect(x > Math.min(...xs) && x < Math.max(...xs) && y > Math.min(...ys) && y < Math.max(...ys)).toBe(true);
    }
  });
});
