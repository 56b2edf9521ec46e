import { describe, expect, it } from "vitest";
import { flatten, offsetPolygon, pointInPolygon, polylineBand, type Vec } from "~/modules/flash-engine/geometry";
import { composeFlashArt } from "~/modules/flash-engine/index.server";
import { planScene } from "~/modules/flash-engine/layout/scene-plan";
import { frameFor } from "~/modules/flash-engine/motifs/frames";
import { findMotif } from "~/modules/flash-engine/motifs/index";
import { Rng } from "~/modules/flash-engine/random";
import { readSceneFully } from "~/modules/flash-engine/reading.server";
import { BASE_STYLES } from "~/modules/flash-engine/styles";
import { MIN_GAP_MM, MIN_STROKE_MM } from "~/modules/flash-engine/tattooability";

const SYMBOLS = [
  "semicolon",
  "peace sign",
  "pentagram",
  "triangle",
  "heartbeat",
  "unalome",
  "nautical star",
  "wreath",
  "dharma wheel",
  "triple moon",
  "vinyl record",
  "poker chip",
  "thorned rose",
  "lavender",
  "lily",
  "thistle",
  "pomegranate",
  "pine cone",
  "magnolia",
  "protea",
  "dandelion",
  "valknut",
  "eiffel tower",
  "betta",
  "grasshopper",
];

/** Distance from p to the segment ab. */
function toSegment(p: Vec, a: Vec, b: Vec): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

describe("bands of even width for symbols", () => {
  it("moves every edge of a polygon by the same distance, corners kept sharp", () => {
    // A square running clockwise on screen: a positive distance moves its edges inwards.
    const square: Vec[] = [
      [0, 0],
      [100, 0],
      [100, 100],
      [0, 100],
    ];
    expect(offsetPolygon(square, 10).map(([x, y]) => [Math.round(x), Math.round(y)])).toEqual([
      [10, 10],
      [90, 10],
      [90, 90],
      [10, 90],
    ]);
    expect(offsetPolygon(square, -5)[0].map(Math.round)).toEqual([-5, -5]);
  });

  it("draws a polyline as a band whose edges keep half its width from the line, peaks included", () => {
    const trace: Vec[] = [
      [-100, 0],
      [-20, 0],
      [0, -80],
      [20, 40],
      [100, 0],
    ];
    const band = polylineBand(trace, 8);
    for (const p of flatten(band)) {
      const nearest = Math.min(...trace.slice(1).map((b, i) => toSegment(p, trace[i], b)));
      // Mitred corners reach further out than half the width, never closer in.
      expect(nearest).toBeGreaterThan(3.99);
    }
  });
});

describe("the symbols and plants drawn by hand", () => {
  it("are hand-drawn motifs inside the motif's span, the symbols upright", () => {
    for (const key of SYMBOLS) {
      const motif = findMotif(key);
      expect(motif?.credit, key).toBeUndefined();
      if (!["thorned rose", "lily", "betta", "grasshopper"].includes(key)) expect(motif?.upright, key).toBe(true);
      const drawing = motif!.draw({ rng: new Rng(1), detail: 3 });
      const points = drawing.parts.flatMap((p) => p.contours.flatMap((c) => flatten(c)));
      expect(
        drawing.parts.some((p) => p.kind === "fill"),
        key,
      ).toBe(true);
      for (const [x, y] of points) expect(Math.max(Math.abs(x), Math.abs(y)), key).toBeLessThanOrEqual(105);
    }
  });

  it("cut their openings as holes: the peace sign's four, the pentagram's middle and points", () => {
    const holes = (key: string) =>
      findMotif(key)!
        .draw({ rng: new Rng(1), detail: 2 })
        .parts.filter((p) => p.kind === "fill")
        .reduce((n, p) => n + p.contours.length - 1, 0);
    expect(holes("peace sign")).toBe(4);
    // The ring's inside, then the pentagon in the middle and the five points.
    expect(holes("pentagram")).toBe(1 + 6);
    expect(holes("triangle")).toBe(1);
    // The dharma wheel's eight openings between its spokes, the record's hole.
    expect(holes("dharma wheel")).toBe(8);
    expect(holes("vinyl record")).toBe(1);
  });

  it.each(BASE_STYLES.map((style) => [style]))(
    "%s, at the smallest size: lines at least 0.3 mm, spacing at least 1.5 mm",
    { timeout: 30_000 },
    (style) => {
      for (const key of SYMBOLS) {
        const { metadata } = composeFlashArt({
          description: `a ${key}`,
          style,
          size: "Small (5-10 cm)",
          complexity: "Highly Complex",
          seed: 5,
          resolution: 512,
        });
        expect(metadata.subjects[0], key).toBe(key);
        expect(metadata.minStrokeWidthMm, key).toBeGreaterThanOrEqual(MIN_STROKE_MM);
        expect(metadata.minLineSpacingMm, key).toBeGreaterThanOrEqual(MIN_GAP_MM);
      }
    },
  );
});

describe("the triangle as a frame", () => {
  it("frames what is in it or inside it, drawn in the square on its base", () => {
    for (const description of ["an all seeing eye in a triangle", "a mountain inside a triangle"]) {
      expect(planScene(readSceneFully(description))?.framed?.kind, description).toBe("triangle");
    }
    const frame = frameFor("triangle");
    const fill = frame.drawing.parts.find((p) => p.kind === "fill")!;
    const inside = flatten(fill.contours[1]);
    const { minX, minY, maxX, maxY } = frame.inner;
    // Its corners touch the triangle's inside (a hair within it).
    for (const [x, y] of [
      [minX + 0.5, minY + 0.5],
      [maxX - 0.5, minY + 0.5],
      [minX + 0.5, maxY - 0.5],
      [maxX - 0.5, maxY - 0.5],
    ] as const)
      expect(pointInPolygon(x, y, inside), `${x},${y}`).toBe(true);
    expect(pointInPolygon(minX - 2, minY, inside)).toBe(false);
  });

  it("is drawn alone when nothing is in it, as the wreath is", () => {
    expect(readSceneFully("three triangles").subjects.map((s) => [s.key, s.count])).toEqual([["triangle", 3]]);
    expect(readSceneFully("a wreath").subjects.map((s) => s.key)).toEqual(["wreath"]);
    expect(readSceneFully("a laurel wreath").drawnWithout).toEqual([]);
  });
});
