import { describe, expect, it } from "vitest";
import { resolveDesignSpec } from "~/modules/flash-engine/design-spec";
import { applyMatrix, boundsOf, flatten } from "~/modules/flash-engine/geometry";
import { MARGIN } from "~/modules/flash-engine/layout/canvas-items";
import { layoutDesign, type DesignLayout } from "~/modules/flash-engine/layout/design-layout";
import { typeset } from "~/modules/flash-engine/lettering.server";
import { CANVAS, checkTattooability, tattooabilityFor } from "~/modules/flash-engine/tattooability";
import type { Complexity, FlashArtRequest } from "~/modules/flash-engine/types";

const layoutOf = (
  description: string,
  style = "Traditional",
  complexity: Complexity = "Detailed",
  seed = 3,
): DesignLayout => {
  const request: FlashArtRequest = { description, style, size: "Medium (10-20 cm)", complexity, seed, resolution: 512 };
  return layoutDesign(resolveDesignSpec(request), typeset);
};

/** Where the layout's filled shapes end up on the canvas (dot trails, solid marks without a fill, are not fitted). */
const fitted = (layout: DesignLayout) =>
  boundsOf(
    layout.placements.flatMap((p) =>
      p.drawing.parts
        .filter((part) => part.kind === "fill")
        .flatMap((part) =>
          part.contours.flatMap((c) =>
            flatten(c, 3).map(([x, y]) => applyMatrix(layout.fit, ...applyMatrix(p.matrix, x, y))),
          ),
        ),
    ),
  );

describe("the layout phase", () => {
  it.each([
    "a rose with a banner that says Mom",
    "a kraken attacking a ship",
    "two swallows carrying a banner reading Home",
    "a skull with roses",
  ])("fits %s inside the canvas's margins", (description) => {
    const box = fitted(layoutOf(description));
    expect(box.minX).toBeGreaterThanOrEqual(MARGIN - 1);
    expect(box.minY).toBeGreaterThanOrEqual(MARGIN - 1);
    expect(box.maxX).toBeLessThanOrEqual(CANVAS - MARGIN + 1);
    expect(box.maxY).toBeLessThanOrEqual(CANVAS - MARGIN + 1);
  });

  it("places every subject named, main subject first, and a plural companion on both sides", () => {
    expect(layoutOf("a skull with roses").motifs.map((m) => m.key)).toEqual(["skull", "rose", "rose"]);
    expect(layoutOf("a snake coiled around a dagger").motifs.map((m) => m.key)).toEqual(["dagger", "snake"]);
  });

  it("puts lettering on a banner in banner styles and under the design in the others", () => {
    const traditional = layoutOf('a rose with "Mom"');
    expect(traditional.texts.map((t) => [t.text, t.onBanner])).toEqual([["Mom", true]]);
    expect(traditional.placements.filter((p) => p.layer === "banner")).toHaveLength(1);
    const minimalist = layoutOf('a rose with "Mom"', "Minimalist");
    expect(minimalist.texts.map((t) => [t.text, t.onBanner])).toEqual([["Mom", false]]);
    expect(minimalist.placements.filter((p) => p.layer === "banner")).toHaveLength(0);
  });

  it("adds ornaments with complexity, none in a simple design", () => {
    const fillers = (complexity: Complexity) =>
      layoutOf("a rose", "Traditional", complexity).placements.filter(
        (p) => p.layer === "filler" || p.layer === "behind",
      ).length;
    expect(fillers("Simple")).toBe(0);
    expect(fillers("Highly Complex")).toBeGreaterThan(fillers("Detailed"));
  });

  it("is the same layout for the same request and seed, and another for another seed", () => {
    const key = (l: DesignLayout) => JSON.stringify(l.placements.map((p) => p.matrix));
    expect(key(layoutOf("a wolf and the moon"))).toBe(key(layoutOf("a wolf and the moon")));
    expect(key(layoutOf("a wolf and the moon", "Traditional", "Detailed", 4))).not.toBe(
      key(layoutOf("a wolf and the moon")),
    );
  });
});

describe("the check phase", () => {
  it("reports the thinnest inked stroke and the closest spacing in mm, ignoring white gaps", () => {
    const rules = tattooabilityFor("Small (5-10 cm)");
    const svgBody = `<path stroke="#141414" stroke-width="6"/><path stroke="#ffffff" stroke-width="2"/><path stroke="#c8261d" stroke-width="9"/>`;
    const checked = checkTattooability({ svgBody, textureGap: Infinity, lineGap: rules.minGap, detail: 4 }, rules);
    expect(checked.minStrokeWidthMm).toBe(Math.round((6 / rules.unitsPerMm) * 100) / 100);
    expect(checked.minLineSpacingMm).toBe(1.5);
  });
});
