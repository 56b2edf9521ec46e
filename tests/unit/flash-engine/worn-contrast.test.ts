import { describe, expect, it } from "vitest";
import { applyMatrix, matrixScale } from "~/modules/flash-engine/geometry";
import { composeFlashArt } from "~/modules/flash-engine/index.server";
import { frameFor } from "~/modules/flash-engine/motifs/frames";
import { motifFor } from "~/modules/flash-engine/motifs/index";
import { Rng } from "~/modules/flash-engine/random";
import { readScene } from "~/modules/flash-engine/scene";
import { layoutScene } from "~/modules/flash-engine/scene-layout";
import { BASE_STYLES } from "~/modules/flash-engine/styles";
import { tattooabilityFor } from "~/modules/flash-engine/tattooability";
import { expectTattooableAtSmallest } from "./measure";
import { item, items, layout } from "./scene-helpers";

describe("a tall or wide subject in a frame", () => {
  /** The frame's inside in canvas units: its middle, and its height (the inner ring's diameter, or the inner diamond's height). */
  const insideOf = (description: string) => {
    const l = layout(description);
    const frameItem = item(l, "frame");
    const frame = frameFor(l.frame ?? "circle");
    const k = matrixScale(frameItem.matrix);
    const [cx, cy] = applyMatrix(
      frameItem.matrix,
      (frame.inner.minX + frame.inner.maxX) / 2,
      (frame.inner.minY + frame.inner.maxY) / 2,
    );
    const side = (frame.inner.maxX - frame.inner.minX) * k;
    return { l, frame, cx, cy, height: frame.shape === "round" ? side * Math.SQRT2 : side * 2, side };
  };

  it.each([
    ["a seahorse framed by a circle", "seahorse", 0.7],
    ["a seahorse inside a circle", "seahorse", 0.7],
    ["a seahorse framed by a laurel wreath", "seahorse", 0.7],
    // A pair side by side is about as wide as tall: it fills the square inside the ring.
    ["two seahorses inside a circle", "seahorse", 0.6],
  ])("%s fills at least %s of the frame's inner height, inside its ring", (description, key, share) => {
    const { l, cx, cy, height } = insideOf(description);
    const placed = items(l, key);
    expect(placed.length).toBeGreaterThan(0);
    const top = Math.min(...placed.map((p) => p.box.minY));
    const bottom = Math.max(...placed.map((p) => p.box.maxY));
    expect(bottom - top).toBeGreaterThanOrEqual(height * share);
    // Every corner of every box stays inside the inner ring.
    for (const { box } of placed)
      for (const [x, y] of [
        [box.minX, box.minY],
        [box.maxX, box.minY],
        [box.minX, box.maxY],
        [box.maxX, box.maxY],
      ])
        expect(Math.hypot(x - cx, y - cy)).toBeLessThanOrEqual(height / 2);
  });

  it("grows a dagger in a diamond into the diamond, its corners inside it", () => {
    const { l, cx, cy, height, side } = insideOf("a dagger framed by a diamond");
    const { box } = item(l, "dagger");
    expect(box.maxY - box.minY).toBeGreaterThan(side * 1.1);
    for (const [x, y] of [
      [box.minX, box.minY],
      [box.maxX, box.minY],
      [box.minX, box.maxY],
      [box.maxX, box.maxY],
    ])
      expect(Math.abs(x - cx) + Math.abs(y - cy)).toBeLessThanOrEqual(height / 2);
  });

  it.each([
    "a wolf inside a circle",
    "a compass framed by a diamond",
    "a rose framed by a laurel wreath",
    "a skull framed by a diamond",
  ])("%s: a square subject keeps to the square inside the frame, as before", (description) => {
    const { l, side } = insideOf(description);
    const subject = l.items.find((i) => i.key !== "frame");
    if (!subject) throw new Error("no subject");
    const { box } = subject;
    expect(Math.max(box.maxX - box.minX, box.maxY - box.minY)).toBeLessThanOrEqual(side);
  });
});

describe("framed and crowned scenes: every style", () => {
  const SCENES = [
    "a seahorse framed by a circle",
    "two seahorses inside a circle",
    "a pegasus wearing a flower crown",
    "a wolf wearing a flower crown",
    "a skull wearing a crown of roses",
    "a flower crown",
  ];

  it.each(SCENES)("%s is the same design for the same seed in all ten styles", (description) => {
    for (const style of BASE_STYLES) {
      const a = composeFlashArt({
        description,
        style,
        size: "Medium (10-20 cm)",
        complexity: "Detailed",
        seed: 5,
        resolution: 512,
      });
      const b = composeFlashArt({
        description,
        style,
        size: "Medium (10-20 cm)",
        complexity: "Detailed",
        seed: 5,
        resolution: 512,
      });
      expect(a.svg).toBe(b.svg);
    }
  });

  it.each(SCENES)("%s is tattooable at the smallest size, in all ten styles", (description) =>
    expectTattooableAtSmallest(description, [...BASE_STYLES]),
  );
});

const HEADS = ["pegasus", "horse", "wolf", "skull", "cat", "eagle", "stag"];
const compose = (description: string, style: string, size = "Medium (10-20 cm)") =>
  composeFlashArt({ description, style, size, complexity: "Detailed", seed: 11, resolution: 512 }).svg;

/** The knock-out group and the garland's own group right after it. */
function knockoutAndGarland(svg: string): { knockout: string; garland: string } {
  const m = /<g data-layer="knockout">(<path [^>]*\/>)<\/g><g data-layer="front">(.*?)<\/g>/.exec(svg);
  if (!m) throw new Error("no knock-out before the garland");
  return { knockout: m[1], garland: m[2] };
}
const pathsOf = (group: string) =>
  [...group.matchAll(/<path d="([^"]*)" ([^>]*)\/>/g)].map((m) => ({ d: m[1], attrs: m[2] }));
const attr = (attrs: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1];
/** Width and height of a path's points (its data's coordinate pairs). */
function extent(d: string): { w: number; h: number } {
  const n = [...d.matchAll(/-?[\d.]+/g)].map((m) => Number(m[0]));
  const xs = n.filter((_, i) => i % 2 === 0);
  const ys = n.filter((_, i) => i % 2 === 1);
  return { w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
}

describe("a worn flower crown reads as a garland on any head", () => {
  /** The layout of a description, recording how each subject was asked to be drawn. */
  const drawnSmall = (description: string) => {
    const asked = new Map<string, 1 | 2 | undefined>();
    const rng = new Rng(7);
    const l = layoutScene(
      readScene(description),
      (key, copy, options) => {
        asked.set(key, options?.small);
        return motifFor(key).draw({ rng: rng.fork(`${key}:${copy}`), detail: 2, ...options });
      },
      500,
      500,
      600,
      rng.fork("scene"),
    );
    if (!l) throw new Error(`no layout for ${description}`);
    return { l, small: asked.get("flower crown") };
  };

  it.each([
    ["pegasus", 2],
    ["cat", 2],
    ["eagle", 2],
    ["stag", 2],
    ["horse", 1],
    ["wolf", 1],
    ["skull", undefined],
  ] as const)("on a %s it is knocked out, and drawn small (%s) under 0.62 of the design across", (head, small) => {
    const { l, small: asked } = drawnSmall(`a ${head} wearing a flower crown`);
    expect(asked).toBe(small);
    expect(item(l, "flower crown").knockout).toBe(true);
    expect(l.items.filter((i) => i.knockout)).toHaveLength(1);
  });

  it("knocks out nothing else: a gold crown, a rose in the antlers", () => {
    for (const d of [
      "a skull wearing a crown",
      "a stag with roses in its antlers",
      "an octopus wrapped around an anchor",
    ])
      expect(layout(d).items.some((i) => i.knockout)).toBe(false);
  });

  it("drawn small, it has a few large flat blooms: three (very small) or five, each one shape", () => {
    const blooms = (small: 1 | 2) =>
      motifFor("flower crown")
        .draw({ rng: new Rng(3), detail: 2, small })
        .parts.filter((p) => p.kind === "fill" && (p.tone === "primary" || p.tone === "light"));
    expect(blooms(2)).toHaveLength(3);
    expect(blooms(1)).toHaveLength(5);
    const full = motifFor("flower crown")
      .draw({ rng: new Rng(3), detail: 2 })
      .parts.filter((p) => p.kind === "fill" && (p.tone === "primary" || p.tone === "light"));
    expect(full.length).toBeGreaterThan(30);
  });

  it.each(HEADS)(
    "on a %s, in every style, a white knock-out under the garland surrounds its shapes by at least a gap",
    (head) => {
      const { minGap } = tattooabilityFor("Medium (10-20 cm)");
      for (const style of BASE_STYLES) {
        const { knockout, garland } = knockoutAndGarland(compose(`a ${head} wearing a flower crown`, style));
        const [, kd, kattrs] = /<path d="([^"]*)" ([^>]*)\/>/.exec(knockout) ?? [];
        expect(attr(kattrs, "fill")).toBe("#ffffff");
        expect(attr(kattrs, "stroke")).toBe("#ffffff");
        const width = Number(attr(kattrs, "stroke-width"));
        const paths = pathsOf(garland);
        // It covers the garland: every point drawn lies inside the knock-out's extent and its white
        // margin (a style may draw a line a unit or two off its shape)...
        const box = (d: string) => {
          const n = [...d.matchAll(/-?[\d.]+/g)].map((m) => Number(m[0]));
          const xs = n.filter((_, i) => i % 2 === 0);
          const ys = n.filter((_, i) => i % 2 === 1);
          return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
        };
        const k = box(kd);
        // (Shapes in absolute moves, lines and curves: dots drawn as arcs carry flags among their numbers.)
        for (const p of paths.filter((q) => !q.attrs.includes("data-texture") && /^[MCLZ\d\s.-]+$/.test(q.d))) {
          const b = box(p.d);
          expect(b.minX).toBeGreaterThanOrEqual(k.minX - width / 4);
          expect(b.maxX).toBeLessThanOrEqual(k.maxX + width / 4);
          expect(b.minY).toBeGreaterThanOrEqual(k.minY - width / 4);
          expect(b.maxY).toBeLessThanOrEqual(k.maxY + width / 4);
          // ...and reaches past every outline by at least the narrowest gap that stays open.
          if (attr(p.attrs, "stroke") && attr(p.attrs, "stroke") !== "#ffffff")
            expect(width / 2 - Number(attr(p.attrs, "stroke-width")) / 2).toBeGreaterThanOrEqual(minGap);
        }
        // Each bloom and leaf is one of the knock-out's own shapes (Traditional's colours, Tribal's ink).
        const shapes = paths.filter((p) =>
          style === "Traditional"
            ? ["#c8261d", "#f8ecd2", "#2e7d3c"].includes(attr(p.attrs, "fill") ?? "")
            : style === "Tribal" && attr(p.attrs, "fill") === "#141414",
        );
        if (style === "Traditional" || style === "Tribal") expect(shapes.length).toBeGreaterThan(8);
        for (const p of shapes) expect(kd).toContain(p.d);
      }
    },
  );

  it.each(["pegasus", "horse", "wolf", "cat", "eagle", "stag"])(
    "on a %s in Traditional, each bloom is at least five outlines across, light daisies among red roses",
    (head) => {
      const { garland } = knockoutAndGarland(compose(`a ${head} wearing a flower crown`, "Traditional"));
      const blooms = pathsOf(garland).filter((p) => ["#c8261d", "#f8ecd2"].includes(attr(p.attrs, "fill") ?? ""));
      expect(blooms.filter((p) => attr(p.attrs, "fill") === "#f8ecd2").length).toBeGreaterThanOrEqual(2);
      for (const b of blooms) {
        const outline = Number(
          attr(b.attrs, "stroke-width") ??
            attr(pathsOf(garland).find((q) => q.d === b.d && q !== b)?.attrs ?? "", "stroke-width") ??
            0,
        );
        const { w, h } = extent(b.d);
        expect(Math.min(w, h)).toBeGreaterThanOrEqual(outline * 5);
      }
    },
  );
});

describe("the flower crown in Tribal is solid", () => {
  it.each([
    "a pegasus wearing a flower crown",
    "a skull wearing a flower crown",
    "a flower crown",
    "a cat wearing a crown of roses",
  ])("%s: every shape of the garland is ink, merged (no white separations), cut by white lines", (description) => {
    const svg = compose(description, "Tribal");
    const garland =
      description === "a flower crown"
        ? (/<g data-layer="main">(.*?)<\/g>/.exec(svg)?.[1] ?? "")
        : knockoutAndGarland(svg).garland;
    const paths = pathsOf(garland);
    const fills = paths.filter(
      (p) => (attr(p.attrs, "fill") ?? "none") !== "none" && !p.attrs.includes("data-texture"),
    );
    expect(fills.length).toBeGreaterThan(8);
    // Ink, not open white shapes, and no white separation strokes between them.
    const ink = fills.filter((p) => attr(p.attrs, "fill") === "#141414");
    expect(ink.length).toBeGreaterThanOrEqual(fills.length * 0.8);
    expect(paths.filter((p) => p.attrs.includes("paint-order"))).toEqual([]);
    // The blooms' lines (a rose's spiral, a daisy's heart) are white cuts in the mass.
    expect(paths.filter((p) => p.attrs.includes('data-texture="cut"')).length).toBeGreaterThanOrEqual(3);
  });
});
