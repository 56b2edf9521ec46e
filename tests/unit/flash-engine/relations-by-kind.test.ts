/**
 * Relations read and drawn by kind (issue 36), in wordings the yardstick's corpus does not hold: a
 * relation said of what a subject wears, rides or is in is the subject's; "in one foot ... in the
 * other" holds both; a figure or a bird "with" a tool holds it; "before" is in front of; and every
 * relation of a scene is drawn, not only the one that leads it (layout/relations-secondary.ts).
 */
import { describe, expect, it } from "vitest";
import { composeFlashArt } from "~/modules/flash-engine/index.server";
import { readScene } from "~/modules/flash-engine/scene";
import { item, layout } from "./scene-helpers";
import { readRequest } from "./tattoo-requests";

const relations = (d: string) => {
  const scene = readScene(d);
  return scene.relations.map((r) => `${scene.subjects[r.from].key} ${r.kind} ${scene.subjects[r.to].key}`);
};

const midX = (b: { minX: number; maxX: number }) => (b.minX + b.maxX) / 2;

describe("relations read by kind", () => {
  it.each([
    // Below what is worn is below the head wearing it.
    ["a wolf wearing a crown with a rose below", ["wolf wearing crown", "rose below wolf"]],
    // A rank only describes what is worn: a head with a regal crown wears it as one with a crown does.
    ["a wolf with a regal crown", ["wolf wearing crown"]],
    ["a tiger with an imperial crown", ["tiger wearing crown"]],
    // One thing in one grip and another "in the other".
    ["an owl holding a key in one claw and a dagger in the other", ["owl holding key", "owl holding dagger"]],
    ["an eagle holding a key in its beak and a rose in the other", ["eagle holding key", "eagle holding rose"]],
    // Under or above what a subject sits on is the subject's place too.
    ["a fox sitting on a skull under a full moon", ["fox on skull", "fox below moon"]],
    ["a cat sitting on a crescent moon above the mountains", ["cat on moon", "cat above mountain"]],
    // Surrounded: what is in the thing surrounded is.
    ["a snake in a skull surrounded by daggers", ["snake inside skull", "snake framed-by dagger"]],
    // Before a thing is in front of it.
    ["a wolf resting before a mountain", ["mountain behind wolf"]],
    // A bird with a long thing holds it in its talons; a portrait bust has no hand to hold one in.
    ["a swallow with a dagger", ["swallow holding dagger"]],
    ["a cowboy in a long coat with a dagger", []],
    // A sign with an object is on its face; a thing on a sign stays beside it.
    ["a compass with an eye", ["eye on compass"]],
    ["a skull with a pentagram", ["pentagram on skull"]],
    ["a pentagram with a heart", []],
    // Riding into a place or the sky: it is behind the rider, who rides a horse when no mount is named.
    ["a cowboy riding toward the mountains", ["cowboy on horse", "mountain behind cowboy"]],
    ["a cowboy riding a horse off into the sunset", ["cowboy on horse", "sun behind cowboy"]],
    ["a cat riding on the moon", ["cat on moon"]],
    // A sign named right before an object is set in it.
    ["a pentagram compass", ["pentagram inside compass"]],
    ["an eye heart", ["eye inside heart"]],
    // Things listed after a phrase read backwards all relate so.
    ["a skull covered in roses and butterflies", ["rose on skull", "butterfly on skull"]],
    // A snake with a dagger is drawn as the classic crossing, and a cat with a key keeps it beside.
    ["a snake with a dagger", []],
    ["a cat with a key", []],
  ])("%s", (description, expected) => {
    expect(relations(description)).toEqual(expected);
  });
});

describe("relations read by kind with the lexicon's subjects", () => {
  it.each([
    // A standing figure of the atlas with an object holds it, past what only describes the figure.
    ["a grim reaper in a long black robe with a lantern", "grim reaper holding lantern"],
    ["a pirate skull with a bandana", "pirate skull wearing bandana"],
  ])("%s", (description, expected) => {
    const { scene } = readRequest(description);
    expect(scene.read.map((r) => `${r.subject} ${r.relation} ${r.object}`)).toContain(expected);
  });
});

describe("every relation of a scene drawn, not only the leading one", () => {
  it("puts a thing below a crowned head under the head, and says it acted it out", () => {
    const l = layout("a wolf wearing a crown with a rose below");
    const [wolf, crown, rose] = [item(l, "wolf"), item(l, "crown"), item(l, "rose")];
    expect(crown.box.maxY).toBeLessThan(wolf.box.maxY);
    expect(rose.box.minY).toBeGreaterThan(wolf.box.maxY - (wolf.box.maxY - wolf.box.minY) * 0.1);
    expect(l.secondary?.map((r) => r.kind)).toEqual(["below"]);
  });

  it("holds the second thing apart from the first, in the holder's other grip", () => {
    const l = layout("an owl holding a key in one claw and a dagger in the other");
    const owl = item(l, "owl").box;
    const apart = Math.abs(midX(item(l, "key").box) - midX(item(l, "dagger").box));
    expect(apart).toBeGreaterThan((owl.maxX - owl.minX) * 0.3);
    expect(l.secondary?.map((r) => r.kind)).toEqual(["holding"]);
  });

  it("draws a sign on the face of a thing, at its middle", () => {
    const l = layout("a compass with an eye");
    const [compass, eye] = [item(l, "compass").box, item(l, "eye").box];
    expect(eye.minX).toBeGreaterThan(compass.minX);
    expect(eye.maxX).toBeLessThan(compass.maxX);
    expect(Math.abs((eye.minY + eye.maxY) / 2 - (compass.minY + compass.maxY) / 2)).toBeLessThan(
      (compass.maxY - compass.minY) * 0.1,
    );
  });

  it("puts the moon over the rider as well as what it rides", () => {
    const l = layout("a fox sitting on a skull under a full moon");
    expect(item(l, "moon").box.maxY).toBeLessThanOrEqual(item(l, "fox").box.minY + 1);
  });
});

describe("a fourth and a fifth subject named", () => {
  it("draws four in the classic layout: the main one and a companion at each of its corners", () => {
    for (const d of ["a moth, a key, a moon and a dagger", "a compass, a ship, an anchor and a lighthouse"]) {
      const reading = readRequest(d);
      expect(reading.keys).toHaveLength(4);
      expect(reading.drawnWithout).toEqual([]);
      const { regions = [] } = composeFlashArt({
        description: d,
        style: "Traditional",
        size: "Medium (10-20 cm)",
        complexity: "Detailed",
        seed: 3,
        resolution: 512,
      });
      // Each drawn where the design says it is (a long key and dagger cross behind the main subject).
      expect(regions.map((r) => r.name)).toEqual(reading.keys);
      for (const r of regions) expect((r.maxX - r.minX) * (r.maxY - r.minY)).toBeGreaterThan(0.02);
    }
  });

  it("says a fifth is drawn without, never dropping it silently", () => {
    const reading = readRequest("a moth, a key, a moon, a dagger and a candle");
    expect(reading.keys).toHaveLength(4);
    expect(reading.drawnWithout).toEqual(["candle"]);
  });

  it("is drawn when a relation lays the scene out (every subject of a scene is placed)", () => {
    const reading = readRequest("an owl on a skull with a key, a rose and a moon");
    expect(reading.drawnWithout).toEqual([]);
    expect(reading.scene.layout).toBe("scene");
  });
});
