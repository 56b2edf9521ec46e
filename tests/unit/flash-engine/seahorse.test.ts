import { describe, expect, it } from "vitest";
import type { Drawing } from "~/modules/flash-engine/drawing";
import { applyMatrix, boundsOf, flatten } from "~/modules/flash-engine/geometry";
import { composeFlashArt, renderSvgToPng } from "~/modules/flash-engine/index.server";
import { motifFor } from "~/modules/flash-engine/motifs/index";
import { SEAHORSE_CURL } from "~/modules/flash-engine/motifs/seahorse";
import { Rng } from "~/modules/flash-engine/random";
import { describeScene, readScene, subjectsNamed } from "~/modules/flash-engine/scene";
import { BASE_STYLES } from "~/modules/flash-engine/styles";
import { conceptSubject } from "~/modules/flash-engine/subjects";
import { expectTattooableAtSmallest, rasterStats } from "./measure";
import { item, items, layout, layoutOf, selfIntersects } from "./scene-helpers";

const draw = (detail = 2, seed = 3): Drawing => motifFor("seahorse").draw({ rng: new Rng(seed), detail });
const pointsOf = (parts: Drawing["parts"]) => parts.flatMap((p) => p.contours.flatMap((c) => flatten(c, 3)));
const compose = (description: string, style = "Traditional") =>
  composeFlashArt({ description, style, size: "Medium (10-20 cm)", complexity: "Detailed", seed: 4, resolution: 512 });

describe("the seahorse: reading the description", () => {
  it.each(["a seahorse", "a sea horse", "a sea-horse", "a Seahorse", "seahorse tattoo", "a hippocampus"])(
    "%s names the seahorse, drawn with nothing left out",
    (description) => {
      const scene = readScene(description);
      expect(scene.subjects.map((s) => s.key)).toEqual(["seahorse"]);
      expect(scene.subjects[0].count).toBe(1);
      expect(scene.drawnWithout).toEqual([]);
      expect(subjectsNamed(description)).toEqual(["seahorse"]);
      expect(compose(description).metadata.subjects).toEqual(["seahorse"]);
    },
  );

  it.each([
    ["seahorses", 2],
    ["two seahorses", 2],
    ["a pair of seahorses", 2],
    ["three sea horses", 3],
    ["2 sea-horses", 2],
  ])("counts %s", (description, count) => {
    const scene = readScene(description);
    expect(scene.subjects).toHaveLength(1);
    expect(scene.subjects[0]).toMatchObject({ key: "seahorse", count });
    expect(scene.drawnWithout).toEqual([]);
    expect(describeScene(scene)).toBe(count === 2 ? "two seahorses" : "three seahorses");
  });

  it("no longer draws a wave for a seahorse, while the sea and the ocean still draw one", () => {
    expect(conceptSubject("a seahorse")).toBeUndefined();
    expect(conceptSubject("a little sea-horse")).toBeUndefined();
    expect(conceptSubject("something about the deep sea")).toBe("wave");
    for (const description of ["the sea", "ocean", "a stormy sea", "waves of the ocean"]) {
      expect(readScene(description).subjects.map((s) => s.key)).toEqual(["wave"]);
      expect(compose(description).metadata.subjects).toEqual(["wave"]);
    }
    // Both, when both are named.
    expect(readScene("a seahorse in the sea").subjects.map((s) => s.key)).toEqual(["seahorse", "wave"]);
  });

  it("reads relations with a seahorse as with any animal", () => {
    const banner = readScene("a seahorse with a banner reading Calm");
    expect(banner.subjects.map((s) => s.key)).toEqual(["seahorse", "banner"]);
    expect(banner.lettering).toEqual(["Calm"]);
    expect(banner.drawnWithout).toEqual([]);
    expect(compose("a seahorse with a banner reading Calm").metadata.text).toEqual(["Calm"]);

    const circle = readScene("a seahorse inside a circle");
    expect(circle.relations).toEqual([{ kind: "inside", from: 0, to: 1 }]);
    expect(circle.drawnWithout).toEqual([]);
    const framed = layout("a seahorse inside a circle");
    expect(framed.frame).toBe("circle");
    expect(items(framed, "seahorse")).toHaveLength(1);

    const anchor = readScene("a seahorse wrapped around an anchor");
    expect(anchor.subjects.map((s) => s.key)).toEqual(["seahorse", "anchor"]);
    expect(anchor.relations).toEqual([{ kind: "around", from: 0, to: 1 }]);
    expect(anchor.drawnWithout).toEqual([]);
    expect(compose("a seahorse wrapped around an anchor").metadata.subjects).toEqual(["seahorse", "anchor"]);
  });
});

describe("the seahorse: drawing", () => {
  it("stands upright in profile: coronet on top, the snout reaching right, the tail curled at the bottom", () => {
    for (const seed of [1, 2, 3, 4]) {
      const drawing = draw(2, seed);
      const box = boundsOf(pointsOf(drawing.parts));
      expect(box.minX).toBeGreaterThan(-105);
      expect(box.maxX).toBeLessThan(105);
      expect(box.minY).toBeGreaterThan(-105);
      expect(box.maxY).toBeLessThan(105);
      // Tall and slender.
      expect(box.maxY - box.minY).toBeGreaterThan((box.maxX - box.minX) * 1.6);
      // The eye's pupil (the solid) is in the upper fifth, and the snout reaches far to its right.
      const pupil = boundsOf(pointsOf(drawing.parts.filter((p) => p.kind === "solid")));
      expect(pupil.maxY).toBeLessThan(box.minY + (box.maxY - box.minY) * 0.2);
      expect(box.maxX - pupil.maxX).toBeGreaterThan(35);
      // The body: the largest fill, from the neck down to the bottom of the box.
      const fills = drawing.parts.filter((p) => p.kind === "fill" && !p.bare);
      const body = fills.reduce((a, b) => (pointsOf([b]).length > pointsOf([a]).length ? b : a));
      const bodyBox = boundsOf(pointsOf([body]));
      expect(bodyBox.maxY).toBeGreaterThan(box.maxY - 2);
      // The tail rolls up: going along the body outline, the lowest point is not its end; the
      // tip lies above the bottom of the curl.
      const outline = flatten(body.contours[0], 4);
      const tip = outline[Math.floor(outline.length / 2)];
      expect(tip[1]).toBeLessThan(bodyBox.maxY - 8);
    }
  });

  it("draws clean outlines: the body and the curled tail never cross themselves", () => {
    for (const detail of [0, 1, 2, 3])
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const fills = draw(detail, seed).parts.filter((p) => p.kind === "fill");
        for (const fill of fills)
          for (const c of fill.contours)
            expect(selfIntersects(flatten(c, 4)), `detail ${detail} seed ${seed}`).toBe(false);
      }
  });

  it("shows more rings and detail at higher complexity", () => {
    const lines = (detail: number) =>
      draw(detail)
        .parts.filter((p) => p.kind === "detail")
        .reduce((n, p) => n + p.contours.length, 0);
    expect(lines(0)).toBeGreaterThanOrEqual(8);
    expect(lines(2)).toBeGreaterThan(lines(0) * 1.4);
    expect(draw(0).parts.some((p) => p.bare)).toBe(false);
    expect(draw(1).parts.some((p) => p.bare)).toBe(true);
    const nodes = (d: Drawing) => d.parts.reduce((n, p) => n + p.contours.reduce((m, c) => m + c.nodes.length, 0), 0);
    expect(nodes(draw(3))).toBeLessThan(nodes(motifFor("octopus").draw({ rng: new Rng(3), detail: 3 })));
  });

  it("draws the same seahorse for the same seed and varies between seeds", () => {
    expect(JSON.stringify(draw(2, 4))).toBe(JSON.stringify(draw(2, 4)));
    expect(new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(draw(2, seed)))).size).toBeGreaterThan(1);
  });
});

describe("seahorse scenes", () => {
  it("faces two seahorses to each other, close together", () => {
    const l = layout("two seahorses");
    const pair = items(l, "seahorse").sort((a, b) => a.box.minX - b.box.minX);
    expect(pair).toHaveLength(2);
    // The left one keeps facing right; the right one is mirrored to face it.
    expect(pair[0].matrix[0]).toBeGreaterThan(0);
    expect(pair[1].matrix[0]).toBeLessThan(0);
    // Snout to snout: the gap between them is smaller than one seahorse's width.
    const each = pair[0].box.maxX - pair[0].box.minX;
    expect(pair[1].box.minX - pair[0].box.maxX).toBeLessThan(each * 0.6);
  });

  it("holds the anchor by its tail: the roll of the tail round the shank, below the middle", () => {
    for (const seed of [1, 2, 3]) {
      const l = layout("a seahorse wrapped around an anchor", seed);
      const anchor = item(l, "anchor");
      const horse = item(l, "seahorse");
      expect(anchor.layer).toBe("main");
      expect(horse.layer).toBe("behind");
      const [x, y] = applyMatrix(horse.matrix, SEAHORSE_CURL.x, SEAHORSE_CURL.y);
      const mid = (anchor.box.minX + anchor.box.maxX) / 2;
      expect(Math.abs(x - mid)).toBeLessThan(2);
      expect(y).toBeGreaterThan((anchor.box.minY + anchor.box.maxY) / 2);
      expect(y).toBeLessThan(anchor.box.maxY);
      // Nearly as tall as the anchor, its head up by the stock.
      expect(horse.box.maxY - horse.box.minY).toBeGreaterThan((anchor.box.maxY - anchor.box.minY) * 0.6);
      expect(horse.box.minY).toBeLessThan(anchor.box.minY + (anchor.box.maxY - anchor.box.minY) * 0.2);
      // In front of the anchor, except where the shank crosses the top of the roll.
      const bands = horse.frontBands ?? [];
      expect(bands.length).toBeGreaterThanOrEqual(3);
      const shown = (px: number, py: number) =>
        bands.some((b) => {
          const bb = boundsOf(b);
          return px > bb.minX && px < bb.maxX && py > bb.minY && py < bb.maxY;
        });
      const r = SEAHORSE_CURL.r * Math.hypot(horse.matrix[0], horse.matrix[1]);
      expect(shown(x, y - r * 0.6)).toBe(false);
      expect(shown(x, y + r * 0.6)).toBe(true);
      expect(shown(x, horse.box.minY + 10)).toBe(true);
    }
    // Round things are not held by the tail: the classic layout draws both.
    expect(layoutOf("a seahorse wrapped around a heart")).toBeUndefined();
    expect(compose("a seahorse wrapped around a heart").metadata.subjects).toEqual(["seahorse", "heart"]);
  });

  it.each([...BASE_STYLES])("draws a seahorse in %s, the same every time", async (style) => {
    for (const description of ["a seahorse", "two seahorses", "a seahorse wrapped around an anchor"]) {
      const request = {
        description,
        style,
        size: "Medium (10-20 cm)",
        complexity: "Detailed",
        seed: 9,
        resolution: 512,
      } as const;
      const custom = { mode: "custom" as const, modifications: ["Remove background"] };
      const { svg, metadata } = composeFlashArt({ ...request, customization: custom });
      expect(metadata.subjects[0]).toBe("seahorse");
      expect(composeFlashArt({ ...request, customization: custom }).svg).toBe(svg);
      const stats = await rasterStats(await renderSvgToPng(svg, 160));
      // Slender: a line-only seahorse (Minimalist) covers less than a round animal.
      expect(stats.coverage).toBeGreaterThan(0.02);
      expect(stats.coverage).toBeLessThan(0.7);
    }
  });

  it.each(["a seahorse", "two seahorses", "a seahorse wrapped around an anchor"])(
    "stays tattooable at the smallest size: %s",
    (description) => {
      expectTattooableAtSmallest(description);
    },
  );
});
