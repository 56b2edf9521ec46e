/**
 * People, figures and gods drawn as themselves (issue 36), by kind and in wordings the yardstick's
 * corpus does not hold: a warrior of a culture, a dancer, a god with an animal's head or named by an
 * epithet, a figure of folk art or scripture, a creature of myth by its name, a head named after
 * what a figure wears, and what a figure wears or hangs from.
 */
import { describe, expect, it } from "vitest";
import { motifFor } from "~/modules/flash-engine/motifs/index";
import { Rng } from "~/modules/flash-engine/random";
import { readSceneFully } from "~/modules/flash-engine/reading.server";
import { layoutScene } from "~/modules/flash-engine/scene-layout";

const scene = (d: string) => readSceneFully(d);
const subjectsNamed = (d: string) => scene(d).subjects.map((s) => s.key);
const relations = (d: string) => {
  const read = scene(d);
  const name = (i: number) => read.subjects[i].key.replace(/^[a-z-]+:/, "");
  return read.relations.map((r) => `${name(r.from)} ${r.kind} ${name(r.to)}`);
};

describe("a figure drawn as itself, never the stand-in, an animal it wears or a part of its name", () => {
  it.each([
    ["a jaguar knight", ["jaguar warrior"]],
    ["a mexica warrior in a jaguar pelt", ["jaguar warrior"]],
    ["an aztec warrior wearing a jaguar hide", ["jaguar warrior"]],
    ["an eagle knight", ["eagle warrior"]],
    ["a ballet dancer on her toes", ["ballerina"]],
    ["a prima ballerina in a tutu", ["ballerina"]],
    ["a dancer", ["ballerina"]],
    ["a catrina in a big hat", ["catrina"]],
    ["a sugar skull lady", ["catrina"]],
    ["elijah the prophet", ["prophet"]],
    ["a cobra charmer", ["snake charmer"]],
    ["a female pirate", ["pirate girl"]],
    ["a pinup pirate", ["pirate girl"]],
    ["the egyptian cat goddess", ["bastet"]],
    ["the rain god tlaloc", ["tlaloc"]],
    ["an aztec god of rain", ["tlaloc"]],
  ])("%s", (description, expected) => {
    expect(subjectsNamed(description)).toEqual(expected);
    expect(readSceneFully(description).drawnWithout).toEqual([]);
  });

  it("still draws the animal, the hula dancer and the pirate named alone", () => {
    expect(subjectsNamed("a jaguar")).toEqual(["jaguar"]);
    expect(subjectsNamed("an aztec warrior and a jaguar")).toEqual(["jaguar warrior", "jaguar"]);
    expect(subjectsNamed("a hula dancer")).toEqual(["hula girl"]);
    expect(subjectsNamed("a pirate")).toEqual(["game-icons:pirate-captain"]);
  });

  it("reads an epithet after a god as who the god is: 'the jackal god' names Anubis", () => {
    for (const d of ["anubis the jackal god", "isis, the goddess of magic", "ganesha the elephant god"]) {
      expect(subjectsNamed(d)).toHaveLength(1);
      expect(scene(d).drawnWithout).toEqual([]);
    }
  });

  it("reads a name with an apostrophe inside as one word", () => {
    expect(subjectsNamed("the goddess ma'at")).toEqual(["maat"]);
  });

  it("reads creatures of myth by their names (two names of one kind are two of it), and a possessive owner as whose they are", () => {
    expect(scene("huginn and muninn").subjects).toMatchObject([{ key: "game-icons:raven", count: 2 }]);
    expect(scene("a wolf and a wolf").subjects).toMatchObject([{ key: "wolf", count: 1 }]);
    expect(subjectsNamed("odin's two ravens")).toEqual(["game-icons:raven"]);
    expect(subjectsNamed("the fenris wolf")).toEqual(["wolf"]);
    expect(subjectsNamed("the midgard serpent")).toEqual(["snake"]);
    expect(subjectsNamed("nekhbet, the vulture goddess")).toEqual(["game-icons:vulture"]);
  });
});

describe("what a figure wears, by the head and by the hair", () => {
  it.each([
    ["a viking skull", ["skull wearing viking-helmet"]],
    ["a cowboy skull with roses", ["skull wearing western-hat"]],
    ["a skull in a viking helmet", ["skull wearing viking-helmet"]],
    ["a skull in a top hat", ["skull wearing top-hat"]],
    ["a bird in a cage", ["swallow inside bird-cage"]],
  ])("%s", (description, expected) => {
    expect(relations(description)).toEqual(expected);
  });

  it("reads what a figure's own drawing wears in its hair as its own, and the same thing named elsewhere as drawn", () => {
    expect(subjectsNamed("mahadev with the crescent moon in his matted hair")).toEqual(["shiva"]);
    expect(subjectsNamed("shiva under a crescent moon")).toEqual(["shiva", "moon"]);
    expect(subjectsNamed("a woman with a crescent moon in her hair")).toEqual(["woman", "moon"]);
  });

  it("reads a crown of thorns Christ is named with as his own (his head wears one), and on a skull as worn", () => {
    expect(subjectsNamed("christ crucified with his crown of thorns")).not.toContain("game-icons:crown-of-thorns");
    expect(relations("a skull with a crown of thorns")).toEqual(["skull wearing crown-of-thorns"]);
  });

  it("reads 'in the belly of' a thing as inside it, and 'on the back of the neck' as where the tattoo goes", () => {
    expect(relations("a sailor in the belly of the whale")).toEqual(["sailor inside whale"]);
    expect(subjectsNamed("a rose on the back of the neck")).toEqual(["rose"]);
  });

  it("reads a fan a geisha is named with as held at her side, never worn on her head", () => {
    expect(relations("a maiko with a fan")).toEqual(["geisha holding folding-hand-fan"]);
  });

  it("reads hanging from a thing as below it", () => {
    expect(relations("a lantern hanging from a branch")).toEqual(["lantern below leaf"]);
    expect(relations("odin dangling from a tree")).toEqual(["odin below tree"]);
  });
});

describe("a figure the request is about, tied to nothing, drawn large", () => {
  it("stands the snake charmer behind his basket, as large as it", () => {
    const rng = new Rng(7);
    const laid = layoutScene(
      readSceneFully("a fakir with a snake coming out of a basket"),
      (key, copy) => motifFor(key).draw({ rng: rng.fork(`${key}:${copy}`), detail: 2 }),
      500,
      500,
      600,
      rng.fork("scene"),
    );
    const charmer = laid?.items.find((i) => i.key === "snake charmer");
    const basket = laid?.items.find((i) => i.key === "game-icons:basket");
    if (!charmer || !basket) throw new Error("the charmer and the basket are both laid out");
    const across = (b: { minX: number; maxX: number }) => b.maxX - b.minX;
    expect(across(charmer.box)).toBeGreaterThan(across(basket.box) * 0.6);
    expect(charmer.box.minY).toBeLessThan(basket.box.minY);
  });
});
