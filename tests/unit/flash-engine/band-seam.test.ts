import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bandLayout, repeatPositions } from "~/modules/flash-engine/band";
import { composeFlashArt } from "~/modules/flash-engine/index.server";
import { CANVAS } from "~/modules/flash-engine/tattooability";

/** Which band placement goes round this circumference, and its standard height. */
function bandFor(circumferenceCm: number) {
  if (circumferenceCm <= 22) return { placement: "wrist-band", heightCm: 1.5 };
  if (circumferenceCm <= 30) return { placement: "ankle-band", heightCm: 1.8 };
  return { placement: "upper-arm-band", heightCm: 3.5 };
}

/** Pixels compared on each side of each end, at one pixel per canvas unit (the band is 1000 px round). */
const EDGE = 48;

/**
 * A window onto the band, `EDGE` pixels either side of `x` (a canvas x), rendered on its own. The
 * band draws past both its ends (the last repeat again before the first, the first again after
 * the last): around x = 0 the window shows what comes before the start, which wrapped round is the
 * band's last stretch, and around x = 1000 what comes after its end, which is its first. A seamless
 * band shows the same pixels in both.
 */
async function windowAround(svg: string, x: number, circumferenceCm: number, heightCm: number) {
  const { top, bottom } = bandLayout({ circumferenceCm, heightCm });
  const y0 = Math.floor(top - 20);
  const rows = Math.ceil(bottom - top + 40);
  const window = svg
    .replace(
      /^<svg([^>]*?) viewBox="[^"]*" width="[^"]*" height="[^"]*">/,
      `<svg$1 viewBox="${x - EDGE} ${y0} ${2 * EDGE} ${rows}" width="${2 * EDGE}" height="${rows}">`,
    )
    // The paper goes on past the ends too (ink over paper and over nothing blend differently).
    .replace(
      `<rect width="${CANVAS}" height="${CANVAS}" fill="#ffffff"/>`,
      `<rect x="${-CANVAS}" width="${3 * CANVAS}" height="${CANVAS}" fill="#ffffff"/>`,
    );
  expect(window).toContain(`x="${-CANVAS}"`);
  const { data, info } = await sharp(Buffer.from(window), { density: 72 })
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(2 * EDGE);
  return data;
}

describe("a band's two ends", () => {
  it.each([12, 13.7, 16, 18.3, 22, 25.5, 29, 33.3, 37, 40])(
    "meet pixel for pixel at %s cm round",
    async (circumferenceCm) => {
      const { placement, heightCm } = bandFor(circumferenceCm);
      for (const [description, style] of [
        ["roses", "Traditional"],
        ["a tribal band", "Geometric"],
      ]) {
        const { svg } = composeFlashArt({
          description,
          style,
          size: `${circumferenceCm} x ${heightCm} cm`,
          complexity: "Detailed",
          seed: 11,
          resolution: 1024,
          placement,
        });
        const start = await windowAround(svg, 0, circumferenceCm, heightCm);
        const end = await windowAround(svg, CANVAS, circumferenceCm, heightCm);
        let mismatches = 0;
        for (let i = 0; i < start.length; i++) if (start[i] !== end[i]) mismatches++;
        expect(mismatches, `${description} at ${circumferenceCm} cm`).toBe(0);
        // The ends carry the pattern (a seam of blank paper would match trivially).
        expect(start.filter((value) => value < 128).length).toBeGreaterThan(20);
      }
    },
    30_000,
  );

  it("repeats a whole number of times round the circumference, the copies past the ends one circumference away", () => {
    for (let tenths = 120; tenths <= 400; tenths += 7) {
      const circumferenceCm = tenths / 10;
      const layout = bandLayout({ circumferenceCm, heightCm: bandFor(circumferenceCm).heightCm });
      expect(Number.isInteger(layout.repeats)).toBe(true);
      expect(layout.tile * layout.repeats).toBeCloseTo(CANVAS, 9);
      const positions = repeatPositions(layout.repeats);
      expect(positions).toHaveLength(layout.repeats + 2);
      expect(positions.at(-2)! - positions[0]).toBe(CANVAS);
      expect(positions.at(-1)! - positions[1]).toBe(CANVAS);
      for (const x of positions) expect(Number.isInteger(x)).toBe(true);
    }
  });
});
