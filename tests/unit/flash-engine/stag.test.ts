import { describe, expect, it } from "vitest";
import type { Drawing } from "~/modules/flash-engine/drawing";
import { applyMatrix, boundsOf, flatten } from "~/modules/flash-engine/geometry";
import { composeFlashArt, renderSvgToPng, type FlashArtRequest } from "~/modules/flash-engine/index.server";
import { motifFor } from "~/modules/flash-engine/motifs/index";
import { STAG_CREST } from "~/modules/flash-engine/motifs/stag";
import { Rng } from "~/modules/flash-engine/random";
import { describeScene, readScene } from "~/modules/flash-engine/scene";
import { BASE_STYLES } from "~/modules/flash-engine/styles";
import { rasterStats } from "./measure";
import { item, items, layout, selfIntersects } from "./scene-helpers";

const draw = (key: string, detail: number, seed = 5): Drawing => motifFor(key).draw({ rng: new Rng(seed), detail });
const fills = (d: Drawing) => d.parts.filter((p) => p.kind === "fill");
const box = (d: Drawing) => boundsOf(d.parts.flatMap((p) => p.contours.flatMap((c) => flatten(c, 4))));

describe("the stag: reading", () => {
  it.each(["a stag", "a deer", "a buck", "an elk", "a hart", "antlers", "a stag head"])(
    "draws %s as the stag, with nothing left out",
    (description) => {
      const scene = readScene(description);
      expect(scene.subjects.map((s) => [s.key, s.count])).toEqual([["stag", 1]]);
      expect(scene.drawnWithout).toEqual([]);
    },
  );

  it("never draws a moose or a reindeer (other animals) as the stag: they are drawn without", () => {
    expect(readScene("a moose")).toMatchObject({ subjects: [], drawnWithout: ["moose"] });
    expect(readScene("a reindeer")).toMatchObject({ subjects: [], drawnWithout: ["reindeer"] });
  });

  it.each(["a doe", "a fawn"])("draws %s as the doe, without antlers", (description) => {
    expect(readScene(description).subjects.map((s) => s.key)).toEqual(["doe"]);
    const antlered = fills(draw("stag", 2)).length;
    expect(fills(draw("doe", 2)).length).toBeLessThan(antlered - 6);
  });

  it("counts plurals, but a pair of antlers is one stag", () => {
    expect(readScene("two stags").subjects).toEqual([{ key: "stag", word: "stags", count: 2 }]);
    expect(readScene("three deer").subjects[0]).toMatchObject({ key: "stag", count: 3 });
    expect(readScene("elks").subjects[0]).toMatchObject({ key: "stag", count: 2 });
    expect(readScene("a stag with huge antlers").subjects).toEqual([{ key: "stag", word: "stag", count: 1 }]);
    expect(describeScene(readScene("two deer"))).toBe("two stags");
  });

  it("reads a stag wearing a crown, and things in or between its antlers", () => {
    expect(describeScene(readScene("a stag wearing a crown"))).toBe("a stag wearing a crown");
    expect(describeScene(readScene("a stag with roses in its antlers"))).toBe(
      "two roses between the antlers of a stag",
    );
    const between = readScene("a moon between the antlers of a stag");
    expect(describeScene(between)).toBe("a moon between the antlers of a stag");
    expect(between.drawnWithout).toEqual([]);
    expect(describeScene(readScene("a stag wearing a flower crown"))).toBe("a stag wearing a flower crown");
    // "Between" anything else still places nothing.
    expect(readScene("a rose between two daggers").relations).toEqual([]);
  });
});

describe("the stag: drawing", () => {
  it("is a symmetric head with the antlers in the upper half, spanning the motif square", () => {
    for (const detail of [0, 1, 2, 3]) {
      const b = box(draw("stag", detail));
      const w = b.maxX - b.minX;
      expect(Math.abs(b.minX + b.maxX)).toBeLessThan(w * 0.04);
      expect(w).toBeGreaterThan(160);
      expect(b.minY).toBeLessThan(-90);
      expect(b.maxY).toBeGreaterThan(90);
      // Above the crest only antler: nothing there is wider than a tine near the axis.
      const antler = draw("stag", detail)
        .parts.filter((p) => p.kind === "fill")
        .flatMap((p) => p.contours.flatMap((c) => flatten(c, 4)))
        .filter(([, y]) => y < -40);
      expect(antler.length).toBeGreaterThan(0);
      expect(antler.every(([x]) => Math.abs(x) > 4)).toBe(true);
    }
  });

  it("branches into more tines at higher detail", () => {
    const counts = [0, 1, 2, 3].map((detail) => fills(draw("stag", detail)).filter((p) => p.tone === "light").length);
    // Beam and at least three tines a side, plus the burrs, at the simplest.
    expect(counts[0]).toBeGreaterThanOrEqual(2 * 4 + 2);
    expect(counts[3]).toBeGreaterThan(counts[0]);
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThanOrEqual(counts[i - 1]);
  });

  it("draws clean silhouettes: no fill crosses itself, and the point count stays reasonable", () => {
    // The check itself sees a crossing (a bow tie) and passes a plain square.
    expect(
      selfIntersects([
        [0, 0],
        [10, 10],
        [10, 0],
        [0, 10],
      ]),
    ).toBe(true);
    expect(
      selfIntersects([
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
      ]),
    ).toBe(false);
    for (const [key, seed] of [1, 2, 3, 4].flatMap((seed) => [["stag", seed] as const, ["doe", seed] as const])) {
      const d = draw(key, 3, seed);
      for (const part of fills(d)) for (const c of part.contours) expect(selfIntersects(flatten(c, 6))).toBe(false);
      const nodes = d.parts.reduce((n, p) => n + p.contours.reduce((m, c) => m + c.nodes.length, 0), 0);
      expect(nodes).toBeLessThan(900);
    }
  });
});

describe("the stag: scenes", () => {
  it("puts a worn crown on the head between the antlers, not on the antler tips", () => {
    const l = layout("a stag wearing a crown");
    const stag = item(l, "stag");
    const crown = item(l, "crown");
    const sb = stag.box;
    const h = sb.maxY - sb.minY;
    const [, crestY] = applyMatrix(stag.matrix, 0, STAG_CREST.y);
    expect(crown.layer).toBe("front");
    // The crown's foot rests on the crest, well below the antler tips.
    expect(Math.abs(crown.box.maxY - crestY)).toBeLessThan(h * 0.03);
    expect(crown.box.maxY).toBeGreaterThan(sb.minY + h * 0.4);
    // Centred between the antlers and narrower than the head.
    expect(Math.abs((crown.box.minX + crown.box.maxX) / 2 - (sb.minX + sb.maxX) / 2)).toBeLessThan(h * 0.02);
    expect(crown.box.maxX - crown.box.minX).toBeLessThan((sb.maxX - sb.minX) * 0.35);
  });

  it("nestles a moon between the antlers and a flower crown on the head", () => {
    const moon = layout("a moon between the antlers of a stag");
    const sb = item(moon, "stag").box;
    const mb = item(moon, "moon").box;
    expect(mb.maxY).toBeGreaterThan(sb.minY + (sb.maxY - sb.minY) * 0.3);
    expect(mb.minX).toBeGreaterThan(sb.minX);
    expect(mb.maxX).toBeLessThan(sb.maxX);
    const crown = layout("a stag wearing a flower crown");
    expect(items(crown, "flower")).toHaveLength(0);
    const fb = item(crown, "stag").box;
    expect(item(crown, "flower crown").box.maxY).toBeGreaterThan(fb.minY + (fb.maxY - fb.minY) * 0.25);
  });

  it("renders in all ten styles, deterministically", async () => {
    expect(BASE_STYLES).toHaveLength(10);
    for (const style of BASE_STYLES) {
      const request = {
        description: "a stag",
        style,
        size: "Medium (10-20 cm)",
        complexity: "Detailed",
        seed: 9,
        resolution: 512,
      } satisfies FlashArtRequest;
      const a = composeFlashArt(request);
      expect(a.svg).toBe(composeFlashArt({ ...request }).svg);
      expect(a.metadata.subjects).toEqual(["stag"]);
      const stats = await rasterStats(await renderSvgToPng(a.svg, 256));
      expect(stats.coverage, style).toBeGreaterThan(0.02);
    }
  });
});
