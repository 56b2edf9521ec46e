/**
 * Cultural and religious symbols drawn as themselves, and manner words drawn as they say (issue 36):
 * a claddagh, a koru or a hei tiki is never the stand-in mandala, the Eye of Providence shows its
 * triangle, "an outline of" draws outline only, "fiery" draws flames, "heraldic" and "at peace"
 * choose the pose. Every wording here is one the yardstick's corpus does not hold.
 */
import { describe, expect, it } from "vitest";
import { composeDesign } from "~/modules/flash-engine/composition";
import { resolveDesignSpec } from "~/modules/flash-engine/design-spec";
import { composeFlashArt } from "~/modules/flash-engine/index.server";
import { typeset } from "~/modules/flash-engine/lettering.server";
import { motifFor } from "~/modules/flash-engine/motifs/index";
import { HAND_MOTIFS } from "~/modules/flash-engine/motifs/registry";
import { Rng } from "~/modules/flash-engine/random";
import { lexiconReader } from "~/modules/flash-engine/reading.server";
import { readScene } from "~/modules/flash-engine/scene";
import type { FlashArtRequest } from "~/modules/flash-engine/types";

const request = (description: string, style = "Traditional"): FlashArtRequest => ({
  description,
  style,
  size: "Medium (10-20 cm)",
  complexity: "Detailed",
  seed: 7,
  resolution: 512,
});

const spec = (description: string) => resolveDesignSpec(request(description), lexiconReader);

describe("a cultural or religious symbol drawn as itself", () => {
  it.each([
    ["an irish claddagh on my wrist", ["claddagh"]],
    ["a claddagh heart", ["claddagh"]],
    ["a tudor rose", ["tudor rose"]],
    ["a heraldic rose and a dagger", ["tudor rose", "dagger"]],
    ["the heart chakra", ["chakra"]],
    ["an anahata symbol", ["chakra"]],
    ["a shivling", ["shiva lingam"]],
    ["shiva with a lingam", ["shiva", "shiva lingam"]],
    ["a maori koru", ["koru"]],
    ["an unfurling fern frond", ["koru"]],
    ["a greenstone tiki", ["hei tiki"]],
    ["a manaia and a koru", ["manaia", "koru"]],
    ["norse runes", ["runes"]],
    ["the elder futhark around a valknut", ["runes", "valknut"]],
    ["the world trade center", ["twin towers"]],
    ["a manchester worker bee", ["bee"]],
  ])("%s: %j", (description, keys) => {
    const read = spec(description);
    expect(read.fallback).toBe(false);
    expect(read.subjects).toEqual(keys);
    expect(read.drawnWithout).toEqual([]);
  });

  it.each([
    ["a wedjat eye", "game-icons:eye-of-horus"],
    ["the eye of ra with wings", "game-icons:eye-of-horus"],
    ["a triskele", "game-icons:heavy-thorny-triskelion"],
    ["celtic spirals", "game-icons:heavy-thorny-triskelion"],
    ["a reef knot", "game-icons:knot"],
    ["a figure eight knot in a rope", "game-icons:knot"],
  ])("%s: the atlas's %s, not the plain class", (description, key) => {
    expect(spec(description).subjects[0]).toBe(key);
  });

  it("draws the Eye of Providence as an eye inside a triangle, with rays", () => {
    for (const description of ["an all-seeing eye", "the eye of divine providence with a rose"]) {
      const scene = readScene(description, undefined);
      const eye = scene.subjects.findIndex((s) => s.key === "eye");
      const triangle = scene.subjects.findIndex((s) => s.key === "triangle");
      expect(scene.relations, description).toContainEqual({ kind: "inside", from: eye, to: triangle });
      expect(scene.rays, description).toBe(true);
    }
  });

  it.each([
    ["the london skyline", "game-icons:tower-bridge"],
    ["the tokyo skyline at night", "noto:tokyo-tower"],
    ["a skull with the san francisco skyline", "golden gate bridge"],
  ])("%s: the skyline behind the city's %s", (description, landmark) => {
    const read = spec(description);
    expect(read.subjects).toEqual(expect.arrayContaining([landmark, "game-icons:modern-city"]));
    const skyline = read.scene.subjects.findIndex((s) => s.key === "game-icons:modern-city");
    const front = read.scene.subjects.findIndex((s) => s.key === landmark);
    expect(read.scene.relations).toContainEqual({ kind: "behind", from: skyline, to: front });
  });

  it("names a city's landmark once when the description names it already", () => {
    expect(spec("the tower bridge and the london skyline").subjects).toEqual([
      "game-icons:tower-bridge",
      "game-icons:modern-city",
    ]);
  });

  it("never lists a symbol among its plain class's words", () => {
    expect(HAND_MOTIFS.eye.words).not.toContain("eye of providence");
    expect(HAND_MOTIFS.eye.words).not.toContain("all seeing eye");
    expect(HAND_MOTIFS.rose.words).not.toContain("tudor rose");
    expect(HAND_MOTIFS.shiva.words).not.toContain("lingam");
  });

  it("draws what makes each symbol that symbol", () => {
    const draw = (key: string) => motifFor(key).draw({ rng: new Rng(3), detail: 2 });
    const tones = (key: string) => new Set(draw(key).parts.map((p) => p.tone));
    // The claddagh's heart (primary) under its crown (accent), held by two hands (light) at their cuffs.
    expect([...tones("claddagh")]).toEqual(expect.arrayContaining(["primary", "accent", "light", "secondary"]));
    // The Tudor rose: red petals round white ones, a golden heart, green barbs.
    expect([...tones("tudor rose")]).toEqual(expect.arrayContaining(["primary", "light", "accent", "leaf"]));
    // The hei tiki and the manaia have the great eyes of paua shell.
    expect(tones("hei tiki").has("water")).toBe(true);
    expect(tones("manaia").has("water")).toBe(true);
  });
});

/** The fill colours of a design's subject layers. */
function subjectFills(svg: string): Set<string> {
  const layers = [...svg.matchAll(/<g data-layer="(?:main|behind|front)">(.*?)<\/g>/gs)].map((m) => m[1]).join("");
  return new Set([...layers.matchAll(/fill="(#[0-9a-fA-F]{3,6})"/g)].map((m) => m[1].toLowerCase()));
}

describe("a manner word drawn as it says", () => {
  it.each(["an outline of a cat", "a hummingbird outline", "a line drawing of an owl and a moon"])(
    "%s: the subjects in outline only, the word read",
    (description) => {
      expect(readScene(description).outline).toBe(true);
      expect(spec(description).drawnWithout).toEqual([]);
      for (const style of ["Traditional", "Watercolor", "Japanese"]) {
        const fills = subjectFills(composeFlashArt(request(description, style)).svg);
        // White inside the lines, the ink of the pupils: nothing else.
        expect(fills.size, `${description} in ${style}`).toBeLessThanOrEqual(2);
        expect(fills.has("#ffffff")).toBe(true);
      }
    },
  );

  it("draws a subject in colour when no outline is asked", () => {
    expect(subjectFills(composeFlashArt(request("a cat")).svg).size).toBeGreaterThan(2);
  });

  it.each([
    ["a fiery phoenix", "phoenix"],
    ["a flaming anchor", "anchor"],
    ["a knight with a blazing sword", "game-icons:broadsword"],
  ])("%s: flames rise behind the %s", (description, key) => {
    const scene = readScene(description, lexiconReader);
    expect(scene.subjects.find((s) => s.key === key)?.manner).toBe("fiery");
    expect(spec(description).drawnWithout).toEqual([]);
    const plain = description.replace(/fiery |flaming |blazing /, "");
    const layers = (text: string) =>
      composeFlashArt(request(text)).svg.match(/<g data-layer="(?:main|behind|front)">/g)?.length ?? 0;
    expect(layers(description)).toBe(layers(plain) + 1);
  });

  it.each([
    ["an origami fox", "fox"],
    ["an origami owl", "owl"],
  ])("%s: the %s folded of paper, its fills faceted and creased", (description, word) => {
    const read = spec(description);
    expect(read.scene.subjects.find((s) => s.word === word)?.manner).toBe("origami");
    expect(read.drawnWithout).toEqual([]);
    const drawn = composeDesign(read, typeset);
    const plain = composeDesign(spec(description.replace("origami ", "")), typeset);
    // Straight folds: the curves left are the small round solids (an eye), a fraction of the plain subject's.
    const curves = (svg: string) =>
      [...svg.matchAll(/<g data-layer="(?:main|behind|front)">(.*?)<\/g>/gs)]
        .map((m) => m[1].match(/C/g)?.length ?? 0)
        .reduce((a, b) => a + b, 0);
    expect(curves(drawn.svgBody)).toBeLessThan(curves(plain.svgBody) * 0.6);
  });

  it.each([
    ["a heraldic lion", "lion rampant"],
    ["a heraldic tiger", "tiger rampant"],
    ["a tiger at peace", "tiger sleeping"],
    ["a lion at rest under a tree", "lion sleeping"],
    ["a tiger going into battle", "tiger roaring"],
  ])("%s: %s", (description, posed) => {
    const read = spec(description);
    expect(read.drawnWithout).toEqual([]);
    expect(composeDesign(read, typeset).motifs.map((m) => m.key)).toContain(posed);
  });
});
