import { describe, expect, it } from "vitest";
import { decodePicture } from "~/modules/flash-engine/picture/decode.server";
import { lightIslands } from "~/modules/flash-engine/picture/light-islands";
import { PictureLayers } from "~/modules/flash-engine/picture/picture-layers";
import { grayOf } from "~/modules/flash-engine/picture/raster";
import { TRACE_SETTINGS } from "~/modules/flash-engine/picture/settings";
import { maskWhere, pngOf, WHITE } from "./pictures";

const W = 120;
const H = 100;
const inDisc = (x: number, y: number) => Math.hypot(x - 60, y - 50) < 45;
const disc = maskWhere(W, H, inDisc);
const interior = maskWhere(W, H, (x, y) => Math.hypot(x - 60, y - 50) < 38);

/** A tone raster: a disc, lit (0.8) above y = 40 and dark (0.05) below, with `extra` painted over the dark. */
function toneOf(extra: (x: number, y: number) => number | undefined) {
  const g = grayOf(W, H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) g.data[y * W + x] = inDisc(x, y) ? (extra(x, y) ?? (y < 40 ? 0.8 : 0.05)) : 1;
  return g;
}

const options = { light: 0.4, dark: 0.2, minArea: 40, bridge: 1 };

const g = (tone: ReturnType<typeof grayOf>, x: number, y: number, v: number) => (tone.data[y * W + x] = v);

describe("light islands", () => {
  it("finds a light shape inside the dark, and not the lit side that reaches the outline", () => {
    const tone = toneOf((x, y) => (Math.abs(x - 60) < 8 && Math.abs(y - 65) < 8 ? 0.7 : undefined));
    const islands = lightIslands(tone, disc, interior, options);
    expect(islands.data[65 * W + 60]).toBe(1);
    expect(islands.data[25 * W + 60]).toBe(0);
  });

  it("keeps a thin light bar (a spoon's handle) whole, not a speck", () => {
    const tone = toneOf((x, y) => (Math.abs(x - 60) < 2.5 && y > 48 && y < 80 ? 0.7 : undefined));
    const islands = lightIslands(tone, disc, interior, options);
    for (const y of [52, 64, 76]) expect(islands.data[y * W + 60]).toBe(1);
  });

  it("grows into the dimmer side of a shape (a handle's shaded half), not into the dark", () => {
    const tone = toneOf((x, y) => (Math.abs(x - 60) < 6 && y > 48 && y < 80 ? (y < 62 ? 0.7 : 0.3) : undefined));
    const islands = lightIslands(tone, disc, interior, { ...options, dim: 0.15, reach: 30 });
    expect(islands.data[75 * W + 60]).toBe(1);
    expect(islands.data[75 * W + 75]).toBe(0);
  });

  it("leaves an iris: a light ring beside only a small pupil of the deepest dark, in mid-dark fur", () => {
    const tone = grayOf(W, H);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const d = Math.hypot(x - 60, y - 50);
        g(tone, x, y, !inDisc(x, y) ? 1 : d < 3 ? 0.02 : d < 9 ? 0.7 : 0.15);
      }
    const strict = { ...options, core: 0.05, surround: 4 };
    expect(lightIslands(tone, disc, interior, options).data[50 * W + 66]).toBe(1);
    expect(lightIslands(tone, disc, interior, strict).data[50 * W + 66]).toBe(0);
  });

  it("leaves a shape that only half meets the dark", () => {
    const tone = toneOf((x, y) => (y >= 40 && y < 60 && x > 60 ? 0.7 : undefined));
    expect(lightIslands(tone, disc, interior, options).data[50 * W + 80]).toBe(0);
  });
});

describe("a light shape in the shadow", () => {
  it("keeps its own shape and contour: cut out of the shadow and the deep darks, not closed over", async () => {
    // A near-black disc on white with a light bar across its middle, a little wider than a gap.
    const picture = await pngOf(W, H, (x, y) => {
      if (!inDisc(x, y)) return WHITE;
      if (Math.abs(y - 50) < 2.5 && Math.abs(x - 60) < 25) return [200, 200, 195];
      return [30, 25, 22];
    });
    const { lab } = await decodePicture(picture, W);
    const found = { mask: disc, crispness: 0.9 };
    const px = { unitsPerPx: 1, minGap: 7, minStroke: 1.3, outline: 3.5, detail: 1.8 };
    const layers = new PictureLayers(lab, found, TRACE_SETTINGS.Detailed, px);
    const centre = 50 * W + 60;
    expect(layers.islands.data[centre]).toBe(1);
    expect(layers.shadow.data[centre]).toBe(0);
    expect(layers.deep.data[centre]).toBe(0);
    // The dark around it stays ink.
    expect(layers.shadow.data[70 * W + 60]).toBe(1);
  });
});
