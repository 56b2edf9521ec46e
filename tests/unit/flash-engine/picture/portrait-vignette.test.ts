import { describe, expect, it } from "vitest";
import {
  crownBetweenPoints,
  hasPointedEars,
  portraitShape,
  vignette,
} from "~/modules/flash-engine/picture/portrait-vignette";
import type { Mask } from "~/modules/flash-engine/picture/raster";
import { maskWhere } from "./pictures";

const at = (mask: Mask, x: number, y: number) => mask.data[y * mask.width + x] === 1;

/** A close head on a 200 x 140 photo: a wide body running off the top, left and bottom, two ears at its top corners. */
const head = maskWhere(200, 140, (x, y) => {
  const face = ((x - 100) / 95) ** 2 + ((y - 80) / 80) ** 2 <= 1;
  const leftEar = y < 40 && x >= 20 && x <= 50 - y * 0.2;
  const rightEar = y < 40 && x <= 180 && x >= 150 + y * 0.2;
  return face || leftEar || rightEar;
});

describe("portrait vignette", () => {
  it("keeps what rises to the top of the frame (ears at the top corners), which the ellipse alone would cut", () => {
    const framed = vignette(head);
    expect(at(framed, 25, 2)).toBe(true);
    expect(at(framed, 175, 2)).toBe(true);
  });

  it("draws a head running off the top across its width as a crown between two points", () => {
    const crowned = crownBetweenPoints(vignette(head));
    // The crown dips in the middle...
    expect(at(crowned, 100, 5)).toBe(false);
    expect(at(crowned, 100, 40)).toBe(true);
    // ...and the points stand near the ends of the cut.
    expect(at(crowned, 36, 3)).toBe(true);
    expect(at(crowned, 164, 3)).toBe(true);
  });

  it("gives the points only to an animal the description names with pointed ears, never to a person", () => {
    expect(["my cat", "our kitten Milo", "a fox", "my husky"].map(hasPointedEars)).toEqual([true, true, true, true]);
    expect(["my grandmother", "my dog Max", "a portrait of my son", "my coffee cup"].map(hasPointedEars)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    // A head cut by the top of the frame keeps the frame's cut unless it has the ears.
    expect(at(portraitShape(head, false), 100, 5)).toBe(true);
    expect(at(portraitShape(head, true), 100, 5)).toBe(false);
  });

  it("leaves a subject that meets the top only narrowly as it is", () => {
    const spire = maskWhere(200, 140, (x, y) => Math.abs(x - 100) < 10 + y * 0.5 && y < 120);
    expect(crownBetweenPoints(spire).data).toEqual(spire.data);
  });
});
