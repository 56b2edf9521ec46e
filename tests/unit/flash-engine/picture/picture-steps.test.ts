import { describe, expect, it } from "vitest";
import { traceContours } from "~/modules/flash-engine/picture/contours";
import { decodePicture } from "~/modules/flash-engine/picture/decode.server";
import { cleanInk, pixelRules } from "~/modules/flash-engine/picture/ink-rules";
import { darkLines } from "~/modules/flash-engine/picture/line-drawing";
import {
  close,
  components,
  dilate,
  erode,
  fillHoles,
  removeSpecks,
  squaredDistanceTo,
} from "~/modules/flash-engine/picture/morphology";
import { countOf, grayOf, maskToGray } from "~/modules/flash-engine/picture/raster";
import {
  closeGaps,
  joinStrokes,
  pruneSpurs,
  strokeLength,
  traceSkeleton,
} from "~/modules/flash-engine/picture/strokes";
import { subjectMask } from "~/modules/flash-engine/picture/subject-mask";
import { thin } from "~/modules/flash-engine/picture/thinning";
import { ringContour, strokeContour } from "~/modules/flash-engine/picture/vectorise";
import { BLACK, maskWhere, onRing, pngOf, WHITE } from "./pictures";

const identity = { scale: 1, dx: 0, dy: 0 };

describe("decode and normalise", () => {
  it("resizes any picture to the working edge, keeping its proportions", async () => {
    const picture = await pngOf(60, 30, (x) => (x < 30 ? BLACK : WHITE));
    const { lab, original } = await decodePicture(picture, 200);
    expect([lab.width, lab.height]).toEqual([200, 100]);
    expect(original).toEqual({ width: 60, height: 30 });
    expect(lab.data[0]).toBeLessThan(5);
    expect(lab.data[(50 * 200 + 190) * 3]).toBeGreaterThan(95);
  });

  it("refuses bytes that are not a picture", async () => {
    await expect(decodePicture(new Uint8Array([1, 2, 3, 4]), 200)).rejects.toThrow();
  });
});

describe("subject mask", () => {
  it("finds a dark disc on white, and nothing of the white", async () => {
    const picture = await pngOf(120, 90, (x, y) => (Math.hypot(x - 60, y - 45) < 25 ? [40, 60, 150] : WHITE));
    const { lab } = await decodePicture(picture, 120);
    const { mask, crispness } = subjectMask(lab);
    const disc = maskWhere(120, 90, (x, y) => Math.hypot(x - 60, y - 45) < 25);
    let wrong = 0;
    for (let i = 0; i < mask.data.length; i++) wrong += mask.data[i] !== disc.data[i] ? 1 : 0;
    expect(wrong / countOf(disc)).toBeLessThan(0.08);
    expect(crispness).toBeGreaterThan(0.5);
  });

  it("drops a busy background: a light subject on a striped table", async () => {
    const picture = await pngOf(120, 90, (x, y) => {
      if (Math.hypot(x - 60, y - 45) < 22) return [235, 230, 220];
      return (x + Math.floor(y / 3)) % 7 < 3 ? [120, 70, 40] : [150, 95, 55];
    });
    const { lab } = await decodePicture(picture, 120);
    const { mask } = subjectMask(lab);
    expect(mask.data[45 * 120 + 60]).toBe(1);
    expect(mask.data[5 * 120 + 5]).toBe(0);
    expect(countOf(mask)).toBeLessThan(Math.PI * 26 * 26);
  });
});

describe("line drawing", () => {
  it("draws a dark line along a dark stroke, and nothing on flat tone", () => {
    const tone = grayOf(60, 40);
    for (let y = 0; y < 40; y++) for (let x = 0; x < 60; x++) tone.data[y * 60 + x] = Math.abs(x - 30) <= 1 ? 0.1 : 0.8;
    const lines = darkLines(tone, { sigma: 1, contrast: 0.02 });
    expect(lines.data[20 * 60 + 30]).toBe(1);
    expect(lines.data[20 * 60 + 10]).toBe(0);
    expect(lines.data[20 * 60 + 50]).toBe(0);
  });
});

describe("speck removal and closure", () => {
  it("measures exact distances, and grows and shrinks by a radius alike in every direction", () => {
    const mask = maskWhere(37, 23, (x, y) => (x * 7 + y * 13) % 29 === 0);
    const d = squaredDistanceTo(mask, 1);
    for (let y = 0; y < 23; y++)
      for (let x = 0; x < 37; x++) {
        let best = Infinity;
        for (let v = 0; v < 23; v++)
          for (let u = 0; u < 37; u++) if (mask.data[v * 37 + u]) best = Math.min(best, (u - x) ** 2 + (v - y) ** 2);
        expect(d[y * 37 + x]).toBe(best);
      }
    const dot = maskWhere(21, 21, (x, y) => x === 10 && y === 10);
    for (const radius of [0.8, 1.2, 1.5, 3, 5.5]) {
      const grown = dilate(dot, radius);
      for (let y = 0; y < 21; y++)
        for (let x = 0; x < 21; x++)
          expect(grown.data[y * 21 + x]).toBe((x - 10) ** 2 + (y - 10) ** 2 <= radius * radius ? 1 : 0);
      expect(erode(grown, radius).data[10 * 21 + 10]).toBe(1);
      expect(countOf(erode(grown, radius))).toBe(1);
    }
  });

  it("removes specks under the minimum area and keeps what is larger", () => {
    const mask = maskWhere(
      50,
      50,
      (x, y) => (x >= 5 && x < 25 && y >= 5 && y < 25) || (x >= 40 && x < 42 && y >= 40 && y < 42),
    );
    const cleaned = removeSpecks(mask, 10);
    expect(components(cleaned).sizes).toEqual([400]);
  });

  it("fills holes smaller than the limit only", () => {
    const mask = maskWhere(
      60,
      60,
      (x, y) => !(x >= 10 && x < 12 && y >= 10 && y < 12) && !(x >= 30 && x < 50 && y >= 30 && y < 50),
    );
    const filled = fillHoles(mask, 10);
    expect(filled.data[10 * 60 + 10]).toBe(1);
    expect(filled.data[40 * 60 + 40]).toBe(0);
  });

  it("closes a gap of a few pixels in an outline into one closed stroke", () => {
    const ring = maskWhere(80, 80, onRing(40, 40, 25, 3, 0.16));
    // The gap is about 4 pixels wide: two open ends facing each other.
    expect(components(ring).sizes).toHaveLength(1);
    const open = joinStrokes(pruneSpurs(traceSkeleton(thin(ring)), 3));
    expect(open.every((s) => !s.closed)).toBe(true);
    const closed = closeGaps(open, 10);
    expect(closed).toHaveLength(1);
    expect(closed[0].closed).toBe(true);
    expect(strokeLength(closed[0])).toBeGreaterThan(2 * Math.PI * 25 * 0.95);
  });

  it("leaves a gap wider than the limit open", () => {
    const ring = maskWhere(80, 80, onRing(40, 40, 25, 3, 0.6));
    const strokes = closeGaps(joinStrokes(pruneSpurs(traceSkeleton(thin(ring)), 3)), 10);
    expect(strokes.some((s) => s.closed)).toBe(false);
  });

  it("thins a band of ink to a one-pixel centre line", () => {
    const band = maskWhere(60, 30, (x, y) => x >= 5 && x < 55 && y >= 12 && y < 18);
    const line = thin(band);
    for (let x = 12; x < 48; x++) {
      let column = 0;
      for (let y = 0; y < 30; y++) column += line.data[y * 60 + x];
      expect(column).toBe(1);
    }
  });

  it("cleans ink for the size: gaps narrower than the minimum close, slivers thinner than a line go", () => {
    const px = pixelRules({ minGap: 6, minStroke: 2 }, { outline: 4, detail: 2 }, 1);
    // Two blocks 3 px apart (under the 6 px gap) and a 1 px hair.
    const ink = maskWhere(
      80,
      40,
      (x, y) => (y >= 10 && y < 30 && ((x >= 10 && x < 30) || (x >= 33 && x < 53))) || (y === 35 && x > 5 && x < 75),
    );
    const cleaned = cleanInk(ink, px);
    expect(cleaned.data[20 * 80 + 31]).toBe(1);
    expect(cleaned.data[35 * 80 + 60]).toBe(0);
    expect(components(cleaned).sizes).toHaveLength(1);
  });
});

describe("vectorisation and smoothing", () => {
  it("turns a drawn circle into one closed contour", () => {
    const disc = maskWhere(80, 80, (x, y) => Math.hypot(x - 40, y - 40) < 20);
    const rings = traceContours(maskToGray(close(disc, 1)), 0.5);
    expect(rings).toHaveLength(1);
    expect(rings[0].area).toBeGreaterThan(Math.PI * 19 * 19);
    const contour = ringContour(rings[0].points, identity, { tolerance: 0.5 });
    expect(contour.closed).toBe(true);
    expect(contour.nodes.length).toBeGreaterThan(8);
    expect(contour.nodes.length).toBeLessThan(rings[0].points.length);
    // Every node lies on the circle.
    for (const [x, y] of contour.nodes) expect(Math.abs(Math.hypot(x - 40, y - 40) - 20)).toBeLessThan(1.2);
  });

  it("follows every edge of a busy field step by step, without shortcuts", () => {
    const field = grayOf(90, 70);
    for (let y = 0; y < 70; y++)
      for (let x = 0; x < 90; x++)
        field.data[y * 90 + x] = Math.sin(x * 0.37) * Math.cos(y * 0.29) + Math.sin((x + y) * 0.11);
    const rings = traceContours(field, 0.3);
    expect(rings.length).toBeGreaterThan(5);
    for (const { points } of rings)
      points.forEach((p, i) => {
        const q = points[(i + 1) % points.length];
        expect(Math.hypot(q[0] - p[0], q[1] - p[1])).toBeLessThanOrEqual(Math.SQRT2 + 1e-9);
      });
    let inside = 0;
    for (const v of field.data) inside += v >= 0.3 ? 1 : 0;
    const area = rings.reduce((sum, r) => sum + r.area, 0);
    expect(Math.abs(area - inside) / inside).toBeLessThan(0.05);
  });

  it("winds holes against outer outlines", () => {
    const ring = maskWhere(60, 60, (x, y) => Math.hypot(x - 30, y - 30) < 20 && Math.hypot(x - 30, y - 30) > 8);
    const areas = traceContours(maskToGray(ring), 0.5).map((r) => Math.sign(r.area));
    expect(areas.sort()).toEqual([-1, 1]);
  });

  it("smooths a stroke and maps it to the canvas", () => {
    const stroke = { points: Array.from({ length: 30 }, (_, i) => [i, 10 + (i % 2)] as const), closed: false };
    const contour = strokeContour(stroke, { scale: 2, dx: 100, dy: 0 }, { tolerance: 0.7 });
    expect(contour.nodes.length).toBeLessThan(6);
    expect(contour.nodes[0][0]).toBe(100);
    expect(contour.nodes[contour.nodes.length - 1][0]).toBe(158);
  });
});
