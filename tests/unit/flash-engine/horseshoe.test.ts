import { describe, expect, it } from "vitest";
import type { Drawing } from "~/modules/flash-engine/drawing";
import { boundsOf, flatten, pointInPolygon } from "~/modules/flash-engine/geometry";
import { composeFlashArt, renderSvgToPng } from "~/modules/flash-engine/index.server";
import { motifFor } from "~/modules/flash-engine/motifs/index";
import { Rng } from "~/modules/flash-engine/random";
import { describeScene, readScene, subjectsNamed } from "~/modules/flash-engine/scene";
import { BASE_STYLES } from "~/modules/flash-engine/styles";
import { expectTattooableAtSmallest, rasterStats } from "./measure";
import { selfIntersects } from "./scene-helpers";

const draw = (detail = 2, seed = 3): Drawing => motifFor("horseshoe").draw({ rng: new Rng(seed), detail });
const compose = (description: string, style = "Traditional") =>
  composeFlashArt({ description, style, size: "Medium (10-20 cm)", complexity: "Detailed", seed: 4, resolution: 512 });

describe("the horseshoe: reading the description", () => {
  it.each(["a horseshoe", "a horse shoe", "a horse-shoe", "a lucky horseshoe", "a Horseshoe for luck"])(
    "%s names the horseshoe, not a horse, with nothing left out",
    (description) => {
      const scene = readScene(description);
      expect(scene.subjects.map((s) => s.key)).toEqual(["horseshoe"]);
      expect(scene.drawnWithout).toEqual([]);
      expect(subjectsNamed(description)).toEqual(["horseshoe"]);
      expect(compose(description).metadata.subjects).toEqual(["horseshoe"]);
    },
  );

  it("counts horseshoes, and keeps a horse and its horseshoe apart", () => {
    expect(readScene("horseshoes").subjects[0]).toMatchObject({ key: "horseshoe", count: 2 });
    expect(readScene("three horse shoes").subjects[0]).toMatchObject({ key: "horseshoe", count: 3 });
    expect(describeScene(readScene("two horseshoes"))).toBe("two horseshoes");
    expect(readScene("a horse with a horseshoe").subjects.map((s) => s.key)).toEqual(["horse", "horseshoe"]);
    const banner = readScene("a horseshoe with a banner reading Lucky");
    expect(banner.lettering).toEqual(["Lucky"]);
    expect(banner.drawnWithout).toEqual([]);
  });
});

describe("the horseshoe: drawing", () => {
  it("is a U opening upwards: the toe at the bottom, the heels at the top, empty between them", () => {
    for (const seed of [1, 2, 3]) {
      const drawing = draw(2, seed);
      const shoe = drawing.parts.find((p) => p.kind === "fill");
      if (!shoe) throw new Error("no shoe");
      const outline = flatten(shoe.contours[0], 4);
      const box = boundsOf(outline);
      expect(box.minX).toBeGreaterThan(-105);
      expect(box.maxX).toBeLessThan(105);
      expect(box.minY).toBeGreaterThan(-105);
      expect(box.maxY).toBeLessThan(105);
      // Iron at the toe and on both branches; nothing in the middle or across the open top.
      expect(pointInPolygon(0, box.maxY - 8, outline)).toBe(true);
      expect(pointInPolygon(box.minX + 12, 0, outline)).toBe(true);
      expect(pointInPolygon(box.maxX - 12, 0, outline)).toBe(true);
      expect(pointInPolygon(0, 0, outline)).toBe(false);
      expect(pointInPolygon(0, box.minY + 4, outline)).toBe(false);
      expect(selfIntersects(outline)).toBe(false);
    }
  });

  it("has nail holes on both branches, none at the toe, more with detail", () => {
    const holes = (detail: number) =>
      draw(detail)
        .parts.filter((p) => p.kind === "solid")
        .flatMap((p) => p.contours);
    expect(holes(0)).toHaveLength(6);
    expect(holes(2)).toHaveLength(8);
    const centres = holes(2).map((c) => {
      const b = boundsOf(flatten(c, 2));
      return [(b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2];
    });
    expect(centres.filter(([x]) => x < 0)).toHaveLength(4);
    expect(centres.filter(([x]) => x > 0)).toHaveLength(4);
    for (const [x] of centres) expect(Math.abs(x)).toBeGreaterThan(25);
  });

  it.each([...BASE_STYLES])("draws a horseshoe in %s, the same every time", async (style) => {
    const request = {
      description: "a horseshoe",
      style,
      size: "Medium (10-20 cm)",
      complexity: "Detailed",
      seed: 9,
      resolution: 512,
    } as const;
    const custom = { mode: "custom" as const, modifications: ["Remove background"] };
    const { svg, metadata } = composeFlashArt({ ...request, customization: custom });
    expect(metadata.subjects).toEqual(["horseshoe"]);
    expect(composeFlashArt({ ...request, customization: custom }).svg).toBe(svg);
    const stats = await rasterStats(await renderSvgToPng(svg, 160));
    expect(stats.coverage).toBeGreaterThan(0.03);
    expect(stats.coverage).toBeLessThan(0.7);
  });

  it("stays tattooable at the smallest size", () => {
    expectTattooableAtSmallest("a horseshoe");
  });
});
