/**
 * The setting of a scene drawn as asked, never left out (issue 36): a time of day as its sky body
 * behind the scene, the northern lights as themselves, the air, heaven, smoke, the horizon, the
 * ground, still water, the sea, dots and falling snow or rain as the scene's backgrounds, a field full of a thing as its field, and a landscape listed
 * with its sky as one scene. None of these wordings is in the corpus.
 */
import { describe, expect, it } from "vitest";
import { ripplesSketch, risingWispsSketch, wispsSketch } from "~/modules/flash-engine/backgrounds-setting";
import { resolveDesignSpec } from "~/modules/flash-engine/design-spec";
import { composeFlashArt } from "~/modules/flash-engine/index.server";
import { motifFor } from "~/modules/flash-engine/motifs/index";
import { Rng } from "~/modules/flash-engine/random";
import { motifSubjects, readScene, type Scene } from "~/modules/flash-engine/scene";
import type { FlashArtRequest } from "~/modules/flash-engine/types";
import { item, layout } from "./scene-helpers";

const relations = (scene: Scene) =>
  scene.relations.map((r) => `${scene.subjects[r.from].key} ${r.kind} ${scene.subjects[r.to].key}`);

const request = (description: string): FlashArtRequest => ({
  description,
  style: "Traditional",
  size: "Medium (10-20 cm)",
  complexity: "Detailed",
  seed: 5,
  resolution: 512,
});

describe("a time of day", () => {
  it.each([
    ["a deer at dusk", ["sun behind stag"]],
    ["a wolf at night", ["moon behind wolf"]],
    ["a fox at dawn", ["sun behind fox"]],
    ["a cat in the moonlight", ["moon behind cat"]],
    ["an owl on a skull at midnight", ["owl on skull", "moon behind owl"]],
    ["a koi under the moonlight", ["koi below moon"]],
    ["a horse at sundown", ["sun behind horse"]],
    ["a wolf on a rainy night", ["moon behind wolf"]],
  ])("%s: %j, nothing drawn without", (description, expected) => {
    const scene = readScene(description);
    expect(relations(scene)).toEqual(expected);
    expect(scene.drawnWithout).toEqual([]);
  });

  it("draws the sky body behind the subject, above it", () => {
    const scene = layout("a deer at dusk");
    const deer = item(scene, "stag");
    const sun = item(scene, "sun");
    expect(sun.layer).toBe("behind");
    expect(sun.box.minY).toBeLessThan(deer.box.minY);
  });
});

describe("the northern lights", () => {
  it.each([
    ["a wolf under the aurora borealis", ["wolf", "aurora"]],
    ["a lighthouse beneath the southern lights", ["lighthouse", "aurora"]],
    ["the northern lights", ["aurora"]],
  ])("%s", (description, subjects) => {
    const scene = readScene(description);
    expect(motifSubjects(scene)).toEqual(subjects);
    expect(scene.drawnWithout).toEqual([]);
  });

  it("draws curtains of light in two colours over stars", () => {
    const drawing = motifFor("aurora").draw({ rng: new Rng(2), detail: 2 });
    const tones = drawing.parts.filter((p) => p.kind === "fill").map((p) => p.tone);
    expect(tones).toEqual(["leaf", "water"]);
    expect(drawing.parts.filter((p) => p.kind === "solid")).toHaveLength(4);
  });
});

describe("a setting drawn as the scene's background", () => {
  it.each([
    ["a fox sitting on the forest floor", ["ground"], false],
    ["a koi swimming above the seabed", ["ground"], false],
    ["a skull with steam", ["wisps"], false],
    ["a fox in the snow", ["snow"], false],
    ["a swallow flying through a snowstorm", ["snow"], false],
    ["a ship on a rainy sea", ["rain"], false],
    ["a ship on stormy waters", ["rain", "clouds"], false],
    ["a dagger in a cloud of smoke", ["wisps"], false],
    ["a swallow flying to heaven", ["clouds"], true],
    ["an eagle soaring into the air", ["clouds"], false],
    ["a ship sailing to the horizon", ["horizon"], false],
    ["a koi in a pond", ["ripples"], false],
    ["a stag by the lake", ["ripples"], false],
    ["a fox jumping in puddles", ["ripples"], false],
    ["an octopus in a seascape", ["waves"], false],
    ["a deer in winter", ["snow"], false],
    ["a crescent moon with dots", ["dot-rings"], false],
    ["a lighthouse on a cliff", ["ground"], false],
    ["a fox running through a field", ["ground"], false],
    // Smoke or steam of a vessel rises out of it.
    ["a teacup with steam", ["rising-wisps"], false],
    ["a candle with smoke", ["rising-wisps"], false],
  ])("%s: %j", (description, settings, rays) => {
    const scene = readScene(description);
    expect(scene.settings).toEqual(settings);
    expect(Boolean(scene.rays)).toBe(rays);
    expect(scene.drawnWithout).toEqual([]);
    expect(resolveDesignSpec(request(description)).forcedBackgrounds).toEqual(
      expect.arrayContaining([...settings, ...(rays ? ["rays"] : [])]),
    );
  });

  it("sets nothing when nothing is named in it", () => {
    expect(readScene("the ground").settings).toBeUndefined();
    expect(readScene("a black hole's event horizon").settings).toBeUndefined();
    // A weather word before a creature names its kind, never the weather.
    expect(readScene("a snowy owl").settings).toBeUndefined();
  });

  it("draws still water as rings of ripples spreading from the subject's foot, wider than it", () => {
    const stage = { cx: 500, bottom: 700, radius: 250 };
    const points = ripplesSketch(stage, 6, new Rng(3))
      .done()
      .parts.flatMap((p) => p.contours.flatMap((c) => c.nodes));
    const ys = points.map(([, y]) => y);
    const xs = points.map(([x]) => x);
    // Never over the subject: the rings behind it rise only a little above its foot.
    expect(Math.min(...ys)).toBeGreaterThan(stage.bottom - stage.radius * 0.35);
    expect(Math.max(...ys)).toBeGreaterThan(stage.bottom + stage.radius * 0.15);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(stage.radius * 2);
  });

  it("draws a vessel's smoke rising out of its top, never round its sides", () => {
    const stage = { cx: 500, cy: 500, radius: 250 };
    const points = risingWispsSketch(stage, 6, new Rng(4))
      .done()
      .parts.flatMap((p) => p.contours.flatMap((c) => c.nodes));
    expect(Math.max(...points.map(([, y]) => y))).toBeLessThan(stage.cy - stage.radius * 0.3);
    expect(Math.min(...points.map(([, y]) => y))).toBeLessThan(stage.cy - stage.radius * 1.2);
    for (const [x] of points) expect(Math.abs(x - stage.cx)).toBeLessThan(stage.radius * 0.75);
    // Round a subject that is no vessel, the wisps curl up beside it.
    const beside = wispsSketch(stage, 6, new Rng(4))
      .done()
      .parts.flatMap((p) => p.contours.flatMap((c) => c.nodes));
    expect(Math.max(...beside.map(([x]) => Math.abs(x - stage.cx)))).toBeGreaterThan(stage.radius);
  });

  it("draws the ground under the subject", () => {
    const plain = composeFlashArt(request("a fox sitting")).svg;
    const grounded = composeFlashArt(request("a fox sitting on the ground")).svg;
    expect(grounded.length).toBeGreaterThan(plain.length);
  });
});

describe("a field full of a thing", () => {
  it("is a field of it", () => {
    const scene = readScene("a bee over a meadow full of roses");
    expect(scene.subjects.map((s) => [s.key, s.mass])).toEqual([
      ["bee", undefined],
      ["rose", "field"],
    ]);
    expect(scene.drawnWithout).toEqual([]);
  });
});

describe("a landscape listed with its sky", () => {
  it("puts the sky above the land, so every thing listed is drawn", () => {
    const scene = readScene("a wave, a tree, a mountain, the stars and a full moon");
    expect(relations(scene)).toEqual(["stars above mountain", "moon above mountain"]);
    const spec = resolveDesignSpec(request("a wave, a tree, a mountain, the stars and a full moon"));
    expect(spec.drawnWithout).toEqual([]);
  });
});

describe("a thing lifting another", () => {
  it("carries it", () => {
    expect(relations(readScene("two swallows lifting a heart"))).toEqual(["swallow carrying heart"]);
  });
});
