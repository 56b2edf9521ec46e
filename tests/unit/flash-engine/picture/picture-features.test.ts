import { describe, expect, it } from "vitest";
import type { Vec } from "~/modules/flash-engine/geometry";
import { featureStrokes, pupilLine } from "~/modules/flash-engine/picture/feature-lines";
import type { RankedStroke } from "~/modules/flash-engine/picture/line-strokes";
import { smoothLoop } from "~/modules/flash-engine/picture/loop-smoothing";
import { polygonMask } from "~/modules/flash-engine/picture/raster";
import { maskWhere } from "./pictures";

const box = { minX: 0, minY: 0, maxX: 200, maxY: 200 };

/** An arc of a circle from `from` to `to` (radians), one point a step. */
function arc(cx: number, cy: number, r: number, from: number, to: number): Vec[] {
  const points: Vec[] = [];
  const steps = Math.ceil((Math.abs(to - from) * r) / 1.5);
  for (let k = 0; k <= steps; k++) {
    const a = from + ((to - from) * k) / steps;
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return points;
}

function line(from: Vec, to: Vec, step = 2): Vec[] {
  const n = Math.ceil(Math.hypot(to[0] - from[0], to[1] - from[1]) / step);
  return Array.from({ length: n + 1 }, (_, k): Vec => [
    from[0] + ((to[0] - from[0]) * k) / n,
    from[1] + ((to[1] - from[1]) * k) / n,
  ]);
}

const stroke = (points: Vec[], level: number, light = false): RankedStroke => ({
  points,
  closed: false,
  level,
  strength: 1,
  light,
});

describe("feature lines", () => {
  it("closes a stroke that curls round an eye, makes it essential with what it holds, and leaves a straight line as ranked", () => {
    const rim = stroke(arc(60, 60, 12, 0.3, 2 * Math.PI - 0.3), 2);
    const pupil = stroke(line([58, 55], [58, 65], 1), 3);
    const stripe = stroke(line([100, 20], [180, 40]), 1);
    const out = featureStrokes([stripe, pupil, rim], { box, smallest: 6 });
    const eye = out.find((s) => s.closed);
    expect(eye?.level).toBe(0);
    expect(out.indexOf(eye!)).toBe(0);
    expect(out.find((s) => s.points === pupil.points)?.level).toBe(0);
    expect(out.find((s) => s.points === stripe.points)?.level).toBe(1);
  });

  it("does not close an open curve, a loop too small to draw round, or one as large as the subject", () => {
    const hook = stroke(arc(60, 60, 12, 0, Math.PI), 2);
    const speck = stroke(arc(150, 150, 2, 0.2, 2 * Math.PI - 0.2), 2);
    const outline = stroke(arc(100, 100, 90, 0.1, 2 * Math.PI - 0.1), 1);
    const out = featureStrokes([hook, speck, outline], { box, smallest: 6 });
    expect(out.every((s) => !s.closed)).toBe(true);
    expect(out.map((s) => s.level)).toEqual([2, 2, 1]);
  });

  it("keeps the longest light lines (whiskers) on each side, the rest finest", () => {
    const whiskers = [10, 20, 30, 40].flatMap((length, k) => [
      stroke(line([90 - length, 100 + k * 8], [90, 100 + k * 8]), 2, true),
      stroke(line([110, 100 + k * 8], [110 + length, 100 + k * 8]), 2, true),
    ]);
    const out = featureStrokes(whiskers, { box, smallest: 6 });
    const kept = out.filter((s) => s.level <= 1);
    expect(kept).toHaveLength(6);
    expect(out.filter((s) => s.level === 3)).toHaveLength(2);
    for (const s of out.filter((s) => s.level === 3))
      expect(Math.abs(s.points[0][0] - s.points.at(-1)![0])).toBeLessThan(11);
  });

  it("closes an eye's rim broken where it meets a stripe (two thirds of a loop)", () => {
    const rim = stroke(arc(60, 60, 14, 0, (4 / 3) * Math.PI), 1);
    const out = featureStrokes([rim], { box, smallest: 6 });
    expect(out[0].closed).toBe(true);
    expect(out[0].feature).toBe(true);
  });

  it("smooths a wobbly loop into a clean closed curve that keeps its almond proportions", () => {
    const wobbly = arc(60, 60, 20, 0, 2 * Math.PI - 0.05).map(([x, y], k): Vec => {
      const wobble = 1.5 * Math.sin(k * 2.3);
      return [60 + (x - 60) * 1.6 + wobble, y + wobble];
    });
    const clean = smoothLoop(wobbly, 4);
    const radii = clean.map(([x, y]) => Math.hypot((x - 60) / 1.6, y - 60));
    expect(Math.max(...radii) - Math.min(...radii)).toBeLessThan(1.5);
    expect(Math.max(...clean.map((p) => p[0])) - Math.min(...clean.map((p) => p[0]))).toBeGreaterThan(60);
  });

  it("draws a slit pupil as one line along the dark inside an eye's rim, and no line for a round dark", () => {
    const rim = arc(60, 60, 20, 0, 2 * Math.PI);
    const slit = maskWhere(120, 120, (x, y) => Math.abs(x - 60) <= 3 && Math.abs(y - 60) <= 12);
    const pupil = pupilLine(rim, slit);
    expect(pupil).toBeDefined();
    const [top, bottom] = [pupil!.points[0], pupil!.points.at(-1)!];
    expect(Math.abs(top[0] - bottom[0])).toBeLessThan(1);
    expect(Math.abs(top[1] - bottom[1])).toBeGreaterThan(18);
    const round = maskWhere(120, 120, (x, y) => Math.hypot(x - 60, y - 60) < 8);
    expect(pupilLine(rim, round)).toBeUndefined();
  });

  it("fills a polygon's pixels for masks", () => {
    const square = polygonMask(20, 20, [
      [
        [2, 2],
        [12, 2],
        [12, 12],
        [2, 12],
      ],
    ]);
    expect(square.data.reduce((sum, v) => sum + v, 0)).toBe(100);
  });
});
