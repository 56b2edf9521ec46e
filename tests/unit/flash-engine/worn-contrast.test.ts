import { describe, expect, it } from "vitest";
import { applyMatrix, matrixScale } from "~/modules/flash-engine/geometry";
import { composeFlashArt } from "~/modules/flash-engine/index.server";
import { frameFor } from "~/modules/flash-engine/motifs/frames";
import { BASE_STYLES } from "~/modules/flash-engine/styles";
import { expectTattooableAtSmallest } from "./measure";
import { item, items, layout } from "./scene-helpers";

describe("a tall or wide subject in a frame", () => {
  /** The frame's inside in canvas units: its middle, and its height (the inner ring's diameter, or the inner diamond's height). */
  const insideOf = (description: string) => {
    const l = layout(description);
    const frameItem = item(l, "frame");
    const frame = frameFor(l.frame ?? "circle");
    const k = matrixScale(frameItem.matrix);
    const [cx, cy] = applyMatrix(frameItem.matrix, (frame.inner.minX + frame.inner.maxX) / 2, (frame.inner.minY + frame.inner.maxY) / 2);
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

  it.each(["a wolf inside a circle", "a compass framed by a diamond", "a rose framed by a laurel wreath", "a skull framed by a diamond"])(
    "%s: a square subject keeps to the square inside the frame, as before",
    (description) => {
      const { l, side } = insideOf(description);
      const subject = l.items.find((i) => i.key !== "frame");
      if (!subject) throw new Error("no subject");
      const { box } = subject;
      expect(Math.max(box.maxX - box.minX, box.maxY - box.minY)).toBeLessThanOrEqual(side);
    },
  );
});

describe("framed and crowned scenes: every style", () => {
  const SCENES = ["a seahorse framed by a circle", "two seahorses inside a circle"];

  it.each(SCENES)("%s is the same design for the same seed in all ten styles", (description) => {
    for (const style of BASE_STYLES) {
      const a = composeFlashArt({ description, style, size: "Medium (10-20 cm)", complexity: "Detailed", seed: 5, resolution: 512 });
      const b = composeFlashArt({ description, style, size: "Medium (10-20 cm)", complexity: "Detailed", seed: 5, resolution: 512 });
      expect(a.svg).toBe(b.svg);
    }
  });

  it.each(SCENES)("%s is tattooable at the smallest size", (description) => expectTattooableAtSmallest(description));
});
