import { describe, expect, it } from "vitest";
import { boundsOf, flatten, type Vec } from "~/modules/flash-engine/geometry";
import { composeFlashArt, renderFlashArt } from "~/modules/flash-engine/index.server";
import { octopus, OCTOPUS_WAIST } from "~/modules/flash-engine/motifs/octopus";
import { Rng } from "~/modules/flash-engine/random";
import { describeScene, readScene, subjectsNamed } from "~/modules/flash-engine/scene";
import { BASE_STYLES } from "~/modules/flash-engine/styles";
import { rasterStats } from "./measure";
import { item, layout, selfIntersects } from "./scene-helpers";

const area = (b: { minX: number; minY: number; maxX: number; maxY: number }) =>
  Math.max(0, b.maxX - b.minX) * Math.max(0, b.maxY - b.minY);
const overlap = (a: Parameters<typeof area>[0], b: Parameters<typeof area>[0]) =>
  area({
    minX: Math.max(a.minX, b.minX),
    minY: Math.max(a.minY, b.minY),
    maxX: Math.min(a.maxX, b.maxX),
    maxY: Math.min(a.maxY, b.maxY),
  });

describe("reading an octopus", () => {
  it.each([
    "an octopus",
    "octopi",
    "a kraken",
    "a giant squid",
    "a cephalopod",
    "tentacles",
    "a tentacle",
    "octopuses",
  ])("draws %s as the octopus, nothing left out", (description) => {
    const scene = readScene(description);
    expect(scene.subjects.map((s) => s.key)).toEqual(["octopus"]);
    expect(scene.drawnWithout).toEqual([]);
    expect(subjectsNamed(description)).toEqual(["octopus"]);
  });

  it("never draws a squid (another animal) as the octopus: it is drawn without, the kraken's giant squid aside", () => {
    expect(readScene("a squid")).toMatchObject({ subjects: [], drawnWithout: ["squid"] });
  });

  it("counts octopuses, but an octopus's tentacles are one octopus", () => {
    expect(readScene("two octopuses").subjects[0].count).toBe(2);
    expect(readScene("three krakens").subjects[0].count).toBe(3);
    expect(readScene("tentacles").subjects[0].count).toBe(1);
    expect(describeScene(readScene("two octopuses"))).toBe("two octopuses");
  });

  it("reads the octopus wrapped around an anchor, holding a dagger, on a skull", () => {
    const wrapped = readScene("an octopus wrapped around an anchor");
    expect(wrapped.subjects.map((s) => s.key)).toEqual(["octopus", "anchor"]);
    expect(wrapped.relations).toEqual([{ kind: "around", from: 0, to: 1 }]);
    expect(wrapped.drawnWithout).toEqual([]);
    expect(describeScene(wrapped)).toMatch(/^an octopus .*coiled around an anchor$/);
    expect(readScene("an octopus holding a dagger").relations).toEqual([{ kind: "holding", from: 0, to: 1 }]);
    expect(readScene("a kraken on a skull").relations).toEqual([{ kind: "on", from: 0, to: 1 }]);
  });
});

describe("the octopus motif", () => {
  const draw = (detail: number, seed = 1) => octopus({ rng: new Rng(seed), detail });

  it("has a mantle on top and eight tentacles reaching below the waist and out to both sides", () => {
    for (const seed of [1, 2, 3, 4]) {
      const fills = draw(0, seed).parts.filter((p) => p.kind === "fill" && !p.bare);
      const boxes = fills.map((p) => boundsOf(p.contours.flatMap((c) => flatten(c, 3))));
      // Painted first, under the head: eight arms, four to each side, each reaching well out.
      const arms = boxes.slice(0, 8);
      expect(arms.filter((b) => b.minX + b.maxX > 0)).toHaveLength(4);
      expect(arms.filter((b) => b.minX + b.maxX < 0)).toHaveLength(4);
      for (const b of arms) expect(Math.max(-b.minX, b.maxX, b.maxY - OCTOPUS_WAIST)).toBeGreaterThan(55);
      expect(Math.max(...arms.map((b) => b.maxY))).toBeGreaterThan(OCTOPUS_WAIST + 60);
      expect(Math.min(...arms.map((b) => b.minX))).toBeLessThan(-85);
      expect(Math.max(...arms.map((b) => b.maxX))).toBeGreaterThan(85);
      // The mantle: the fill that reaches highest, well above the waist and centred.
      const top = boxes.reduce((a, b) => (b.minY < a.minY ? b : a));
      expect(top.minY).toBeLessThan(-80);
      expect(Math.abs((top.minX + top.maxX) / 2)).toBeLessThan(12);
      const all = boundsOf(
        boxes.flatMap((b): Vec[] => [
          [b.minX, b.minY],
          [b.maxX, b.maxY],
        ]),
      );
      expect(all.minX).toBeGreaterThan(-115);
      expect(all.maxX).toBeLessThan(115);
      expect(all.maxY).toBeLessThan(115);
    }
  });

  it("draws clean tentacle outlines: no outline crosses itself, tips rolled up included", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const arms = draw(2, seed).parts.filter((p) => p.kind === "fill" && !p.bare && p.level === 0);
      for (const arm of arms) for (const c of arm.contours) expect(selfIntersects(flatten(c, 4))).toBe(false);
    }
  });

  it("adds the pale undersides and suckers only at higher detail, a handful per tentacle", () => {
    const lines = (detail: number) => draw(detail).parts.filter((p) => p.kind === "detail" && p.level === 2);
    expect(lines(0)).toHaveLength(0);
    expect(draw(0).parts.some((p) => p.bare)).toBe(false);
    expect(draw(1).parts.filter((p) => p.bare)).toHaveLength(8);
    const suckers = lines(2).flatMap((p) => p.contours);
    expect(suckers.length).toBeGreaterThanOrEqual(8 * 5);
    expect(suckers.length).toBeLessThanOrEqual(8 * 12);
    const points = draw(3).parts.reduce((n, p) => n + p.contours.reduce((m, c) => m + c.nodes.length, 0), 0);
    expect(points).toBeLessThan(3000);
  });
});

describe("octopus scenes", () => {
  it("wraps the octopus around the anchor: head over its top, arms reaching around it, as big as it", () => {
    const l = layout("an octopus wrapped around an anchor");
    const anchor = item(l, "anchor");
    const oct = item(l, "octopus");
    expect(anchor.layer).toBe("main");
    expect(oct.layer).toBe("behind");
    // Not a small octopus beside a big anchor: it covers much of it and is about as wide.
    expect(overlap(oct.box, anchor.box)).toBeGreaterThan(area(anchor.box) * 0.45);
    expect(oct.box.maxX - oct.box.minX).toBeGreaterThan((anchor.box.maxX - anchor.box.minX) * 0.9);
    expect(Math.abs((oct.box.minX + oct.box.maxX) / 2 - (anchor.box.minX + anchor.box.maxX) / 2)).toBeLessThan(20);
    // The head rises above the anchor; the arms reach below its middle.
    expect(oct.box.minY).toBeLessThan(anchor.box.minY);
    expect(oct.box.maxY).toBeGreaterThan((anchor.box.minY + anchor.box.maxY) / 2);
    // Drawn in front: the head, and bands across the anchor below it.
    const bands = oct.frontBands ?? [];
    expect(bands.length).toBeGreaterThanOrEqual(3);
    const head = boundsOf(bands[0]);
    expect(head.maxY).toBeLessThan((anchor.box.minY + anchor.box.maxY) / 2);
    // The head shows in front by its outline, not as a strip slicing through the arms beside it.
    expect(head.maxX - head.minX).toBeLessThan((oct.box.maxX - oct.box.minX) * 0.75);
    for (const band of bands.slice(1)) {
      const b = boundsOf(band);
      expect(b.minX).toBeLessThan(anchor.box.minX);
      expect(b.maxX).toBeGreaterThan(anchor.box.maxX);
      expect(b.minY).toBeGreaterThan(head.minY);
      expect(b.maxY).toBeLessThan(anchor.box.maxY + 40);
    }
  });

  it("sets the octopus on the skull's top with its arms hanging behind it", () => {
    const l = layout("an octopus on a skull");
    const skull = item(l, "skull");
    const oct = item(l, "octopus");
    expect(oct.box.minY).toBeLessThan(skull.box.minY);
    expect(overlap(oct.box, skull.box)).toBeGreaterThan(0);
    // As wide as the skull: its arms reach out past both sides.
    expect(oct.box.minX).toBeLessThan(skull.box.minX);
    expect(oct.box.maxX).toBeGreaterThan(skull.box.maxX);
    // Only the head is drawn in front, so the skull's face stays clear.
    expect(oct.frontBands).toHaveLength(1);
    expect(boundsOf(oct.frontBands![0]).maxY).toBeLessThan(skull.box.minY + (skull.box.maxY - skull.box.minY) * 0.35);
  });

  it("clutches what it holds among its arms", () => {
    const l = layout("an octopus holding a heart");
    const heart = item(l, "heart").box;
    const oct = item(l, "octopus").box;
    const [hx, hy] = [(heart.minX + heart.maxX) / 2, (heart.minY + heart.maxY) / 2];
    expect(hx).toBeGreaterThan(oct.minX);
    expect(hx).toBeLessThan(oct.maxX);
    expect(hy).toBeGreaterThan((oct.minY + oct.maxY) / 2);
    expect(hy).toBeLessThan(oct.maxY);
    expect(area(heart)).toBeLessThan(area(oct));
  });

  it.each([...BASE_STYLES])("renders the octopus on its anchor in %s, the same every time", (style) => {
    const request = {
      description: "an octopus wrapped around an anchor",
      style,
      size: "Medium (10-20 cm)",
      complexity: "Detailed",
      seed: 5,
      resolution: 512,
    } as const;
    const a = composeFlashArt(request);
    expect(composeFlashArt({ ...request }).svg).toBe(a.svg);
    expect(a.metadata.subjects).toEqual(expect.arrayContaining(["octopus", "anchor"]));
    expect(a.svg).toContain('data-layer="wrap-front"');
  });

  it("fills the design: an octopus alone is drawn large", async () => {
    const { png } = await renderFlashArt({
      description: "an octopus",
      style: "Traditional",
      size: "Medium (10-20 cm)",
      complexity: "Detailed",
      seed: 2,
      resolution: 512,
    });
    const stats = await rasterStats(png);
    expect(stats.box.maxX - stats.box.minX).toBeGreaterThan(0.5);
    expect(stats.box.maxY - stats.box.minY).toBeGreaterThan(0.5);
    expect(stats.coverage).toBeGreaterThan(0.15);
  });
});
