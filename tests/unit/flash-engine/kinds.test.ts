/**
 * A specific kind of a thing drawn as itself, never as its plain class (issue 36): the kitsune is
 * no plain fox, the hamsa no plain hand, the panther no "feline"; and a place named alone or with a
 * thing in it ("a forest with a wolf", "a forest under a starry sky") is drawn as the place.
 */
import { describe, expect, it } from "vitest";
import { motifFor } from "~/modules/flash-engine/motifs/index";
import { HAND_MOTIFS } from "~/modules/flash-engine/motifs/registry";
import { Rng } from "~/modules/flash-engine/random";
import { readScene, subjectsNamed } from "~/modules/flash-engine/scene";
import { items, layout } from "./scene-helpers";

describe("a kind drawn as itself", () => {
  it.each([
    ["a kitsune", "kitsune"],
    ["a fox with nine tails", "kitsune"],
    ["a nine-tailed fox", "kitsune"],
    ["a fox", "fox"],
    ["a two headed eagle", "double-headed eagle"],
    ["a double-headed eagle", "double-headed eagle"],
    ["an eagle", "eagle"],
    ["a falcon", "falcon"],
    ["a hamsa", "hamsa"],
    ["a hand of fatima", "hamsa"],
    ["a hand", "hand"],
    ["a black panther", "panther"],
    ["a jaguar", "jaguar"],
    ["a cheetah", "cheetah"],
    ["shark teeth", "shark tooth"],
    ["the triple goddess moon", "triple moon"],
    ["a naga cobra", "naga"],
    ["quetzalcoatl", "feathered serpent"],
    ["a feathered serpent", "feathered serpent"],
    ["a snake", "snake"],
    ["a black hole", "black hole"],
    ["a marquesas cross", "marquesan cross"],
    ["the golden gate bridge", "golden gate bridge"],
    ["the empire state building", "empire state building"],
    ["calla lily", "calla lily"],
    ["an orchid", "orchid"],
    ["a lily", "lily"],
  ])("%s: %s", (description, key) => {
    expect(subjectsNamed(description)).toEqual([key]);
  });

  it("never lists a kind among its plain class's words", () => {
    for (const [plain, kinds] of [
      ["fox", ["kitsune", "nine tailed fox"]],
      ["hand", ["hamsa", "hand of fatima"]],
      ["eagle", ["two headed eagle", "falcon"]],
      ["cat", ["panther", "jaguar", "cheetah"]],
      ["snake", ["naga", "feathered serpent", "quetzalcoatl"]],
      ["lily", ["calla lily", "calla"]],
      ["flower", ["orchid"]],
    ] as const)
      for (const kind of kinds) expect(HAND_MOTIFS[plain].words, `${plain}: ${kind}`).not.toContain(kind);
  });

  it("draws what makes each kind that kind", () => {
    const draw = (key: string) => motifFor(key).draw({ rng: new Rng(3), detail: 2 });
    const fills = (key: string, tone: string) =>
      draw(key).parts.filter((p) => p.kind === "fill" && p.tone === tone).length;
    // The kitsune's nine tails, each a bushy tail and its white tip, over the fox's own fills.
    expect(fills("kitsune", "warm") - fills("fox", "warm")).toBe(9);
    // The hamsa's eye in the palm, always; the plain hand's only sometimes.
    expect(fills("hamsa", "water")).toBe(1);
    // The panther is black from ears to chin, the lion gold.
    expect(fills("panther", "accent")).toBe(2);
    expect(fills("panther", "dark")).toBeGreaterThan(fills("lion", "dark") + 4);
    // The two-headed eagle has two beaks.
    expect(fills("double-headed eagle", "accent") - fills("eagle", "accent")).toBe(1);
  });
});

describe("a place named alone or with a thing in it", () => {
  it.each([
    ["a forest with a wolf", ["wolf inside tree"]],
    ["a forest with a fox and the moon", ["fox inside tree"]],
    ["a field of sunflowers with a bee", ["bee inside sunflower"]],
    ["a bouquet of roses with a ribbon", []],
  ])("%s", (description, expected) => {
    const scene = readScene(description);
    const named = scene.relations.map((r) => `${scene.subjects[r.from].key} ${r.kind} ${scene.subjects[r.to].key}`);
    expect(named.filter((r) => r.includes("inside"))).toEqual(expected);
  });

  it("reads a tree line as a forest", () => {
    expect(readScene("a tree line on my forearm").subjects.map((s) => s.mass)).toEqual(["forest"]);
  });

  it("draws the forest's trees under a starry sky, and the wolf in front of them", () => {
    const sky = layout("a forest under a starry sky");
    expect(items(sky, "tree")).toHaveLength(5);
    const stars = items(sky, "stars")[0];
    expect(stars.box.maxY).toBeLessThanOrEqual(Math.min(...items(sky, "tree").map((t) => t.box.minY)) + 1);
    const wolf = layout("a forest with a wolf");
    expect(items(wolf, "tree")).toHaveLength(5);
    expect(items(wolf, "wolf")[0].layer).toBe("front");
  });
});
