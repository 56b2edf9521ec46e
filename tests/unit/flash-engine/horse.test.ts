import { describe, expect, it } from "vitest";
import type { Drawing } from "~/modules/flash-engine/drawing";
import { boundsOf, flatten } from "~/modules/flash-engine/geometry";
import { composeFlashArt, renderSvgToPng } from "~/modules/flash-engine/index.server";
import { motifFor, posedMotif } from "~/modules/flash-engine/motifs/index";
import { Rng } from "~/modules/flash-engine/random";
import { describeScene, readScene } from "~/modules/flash-engine/scene";
import { BASE_STYLES } from "~/modules/flash-engine/styles";
import { expectTattooableAtSmallest, rasterStats } from "./measure";
import { layoutOf } from "./scene-helpers";

const draw = (key: string, seed = 3, detail = 2): Drawing => motifFor(key).draw({ rng: new Rng(seed), detail });
const points = (d: Drawing) => d.parts.flatMap((p) => p.contours.flatMap((c) => flatten(c, 3)));

/** The motif keys a description is drawn with (one subject per key, poses applied). */
const drawnKeys = (description: string): string[] => layoutOf(description, 5)?.items.map((i) => i.key) ?? [];

describe("the horse: reading the description", () => {
  it.each([
    ["a horse", "horse"],
    ["a stallion", "horse"],
    ["a wild mustang", "horse"],
    ["a pony", "horse"],
    ["a mare and her foal", "horse"],
    ["a horse head", "horse"],
    ["a horse's head", "horse"],
    ["a pegasus", "pegasus"],
    ["a winged horse", "pegasus"],
    ["a unicorn", "unicorn"],
  ])("%s names the %s, drawn with nothing left out", (description, key) => {
    const scene = readScene(description);
    expect(scene.subjects.map((s) => s.key)).toEqual([key]);
    expect(scene.drawnWithout).toEqual([]);
  });

  it("counts horses", () => {
    const scene = readScene("two horses");
    expect(scene.subjects).toHaveLength(1);
    expect(scene.subjects[0]).toMatchObject({ key: "horse", count: 2 });
    expect(describeScene(scene)).toBe("two horses");
  });

  it.each([
    "a rearing horse",
    "a horse rearing up",
    "a rampant horse",
    "a wild stallion rearing",
    "a leaping horse",
    "a galloping horse",
  ])("%s: the horse rears", (description) => {
    const scene = readScene(description);
    expect(scene.subjects[0]).toMatchObject({ key: "horse", pose: "rearing" });
    expect(scene.drawnWithout).toEqual([]);
    expect(posedMotif("horse", scene.subjects[0].pose)).toBe("horse rearing");
    expect(drawnKeys(description)).toEqual(["horse rearing"]);
  });

  it("rears the unicorn with its horn", () => {
    const scene = readScene("a rearing unicorn");
    expect(scene.subjects[0]).toMatchObject({ key: "unicorn", pose: "rearing" });
    expect(drawnKeys("a rearing unicorn")).toEqual(["unicorn rearing"]);
    expect(draw("unicorn rearing").parts.some((p) => p.kind === "fill" && p.tone === "metal")).toBe(true);
    expect(draw("horse rearing").parts.some((p) => p.tone === "metal")).toBe(false);
  });

  it("spells the pose out for an image model", () => {
    expect(describeScene(readScene("a rearing horse"))).toBe("a horse (rearing)");
    expect(describeScene(readScene("a horse under the moon"))).toBe("a horse below a moon");
  });

  it("keeps the head-and-neck bust when no pose is asked for", () => {
    for (const [description, key] of [
      ["a horse", "horse"],
      ["a horse head", "horse"],
      ["a unicorn", "unicorn"],
    ]) {
      const subject = readScene(description).subjects[0];
      expect(subject.pose).toBeUndefined();
      expect(posedMotif(subject.key, subject.pose)).toBe(key);
    }
    // With a second subject the scene is laid out, and the bust is what is drawn.
    expect(drawnKeys("a horse under the moon")).toEqual(["horse", "moon"]);
  });
});

describe("the horse: drawing", () => {
  it("draws the rearing horse standing up: taller than wide, hooves on the ground", () => {
    const drawing = draw("horse rearing");
    const box = boundsOf(points(drawing));
    expect(box.maxY - box.minY).toBeGreaterThan((box.maxX - box.minX) * 1.05);
    // Four hooves (the dark wedges); the lowest two stand at the bottom of the box.
    const hooves = drawing.parts.filter((p) => p.kind === "fill" && p.tone === "dark");
    expect(hooves.length).toBeGreaterThanOrEqual(4);
    const lows = hooves
      .map((h) => Math.max(...h.contours.flatMap((c) => flatten(c, 3)).map(([, y]) => y)))
      .sort((a, b) => b - a);
    expect(lows[1]).toBeGreaterThan(box.maxY - 8);
    // The raised forehooves are well above the ground, in front of the body.
    expect(lows[3]).toBeLessThan(box.minY + (box.maxY - box.minY) * 0.6);
  });

  it("draws the bust facing right, within the motif square, and the unicorn with a horn on top", () => {
    for (const key of ["horse", "unicorn"]) {
      const box = boundsOf(points(draw(key)));
      expect(box.minX).toBeGreaterThan(-110);
      expect(box.maxX).toBeLessThan(110);
      expect(box.minY).toBeGreaterThan(-112);
      expect(box.maxY).toBeLessThan(112);
    }
    const horse = boundsOf(points(draw("horse")));
    // The muzzle (the nostril, a solid) is at the right: the head faces right.
    const nostril = boundsOf(
      draw("horse")
        .parts.filter((p) => p.kind === "solid")
        .flatMap((p) => p.contours.flatMap((c) => flatten(c, 3))),
    );
    expect(nostril.maxX).toBeGreaterThan(horse.maxX - 16);
    const horn = draw("unicorn").parts.filter((p) => p.kind === "fill" && p.tone === "metal");
    expect(horn).toHaveLength(1);
    const hornBox = boundsOf(horn[0].contours.flatMap((c) => flatten(c, 3)));
    expect(hornBox.minY).toBeLessThan(horse.minY + 20);
    expect(draw("horse").parts.some((p) => p.tone === "metal")).toBe(false);
  });

  it("gives pegasus a white wing raised behind the neck, rising above the head", () => {
    const horse = boundsOf(points(draw("horse")));
    const parts = draw("pegasus").parts;
    // The wing comes first (behind everything) and is white.
    const firstHorsePart = parts.findIndex((p) => p.kind === "fill" && p.tone !== "light");
    const wing = parts.slice(0, firstHorsePart).filter((p) => p.kind === "fill");
    expect(wing.length).toBeGreaterThanOrEqual(6);
    expect(wing.every((p) => p.tone === "light")).toBe(true);
    const wingBox = boundsOf(wing.flatMap((p) => p.contours.flatMap((c) => flatten(c, 3))));
    expect(wingBox.minY).toBeLessThan(horse.minY - 30);
    // Behind the neck, not over the face.
    expect(wingBox.maxX).toBeLessThan((horse.minX + horse.maxX) / 2);
    expect(draw("horse").parts.filter((p) => p.kind === "fill" && p.tone === "light").length).toBeLessThan(wing.length);
  });

  it("draws the same horse for the same seed and varies between seeds", () => {
    for (const key of ["horse", "horse rearing", "unicorn", "pegasus"]) {
      expect(JSON.stringify(draw(key, 4))).toBe(JSON.stringify(draw(key, 4)));
      const variants = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(draw(key, seed))));
      expect(variants.size).toBeGreaterThan(1);
    }
  });

  it("keeps point counts in line with the other animals", () => {
    const nodes = (d: Drawing) => d.parts.reduce((n, p) => n + p.contours.reduce((m, c) => m + c.nodes.length, 0), 0);
    const lion = nodes(draw("lion rampant"));
    expect(nodes(draw("horse"))).toBeLessThan(lion * 1.2);
    expect(nodes(draw("horse rearing"))).toBeLessThan(lion * 1.5);
  });

  it.each(BASE_STYLES)("draws the horse, the rearing horse and pegasus in %s, deterministically", async (style) => {
    for (const [description, subject] of [
      ["a horse", "horse"],
      ["a rearing horse", "horse"],
      ["a pegasus", "pegasus"],
    ]) {
      const request = {
        description,
        style,
        size: "Medium (10-20 cm)",
        complexity: "Detailed",
        seed: 9,
        resolution: 512,
      } as const;
      const { svg, metadata } = composeFlashArt({
        ...request,
        customization: { mode: "custom", modifications: ["Remove background"] },
      });
      expect(metadata.subjects[0]).toBe(subject);
      expect(
        composeFlashArt({ ...request, customization: { mode: "custom", modifications: ["Remove background"] } }).svg,
      ).toBe(svg);
      const stats = await rasterStats(await renderSvgToPng(svg, 160));
      expect(stats.coverage).toBeGreaterThan(0.03);
      expect(stats.coverage).toBeLessThan(0.7);
    }
  });

  it.each(["a horse", "a rearing horse", "a unicorn", "a pegasus"])(
    "stays tattooable at the smallest size: %s",
    (description) => {
      expectTattooableAtSmallest(description, ["Traditional", "Blackwork", "Tribal", "Minimalist"]);
    },
  );
});
