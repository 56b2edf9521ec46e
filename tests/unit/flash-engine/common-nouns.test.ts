/**
 * Common nouns a new user types alone are drawn as themselves, never the stand-in mandala (issue
 * 36): each reaches the drawing that shows it, and a longer name that holds one of them still
 * reaches its own ("a plague doctor mask" is no carnival mask beside a plague doctor). None of these
 * wordings is in the corpus.
 */
import { describe, expect, it } from "vitest";
import { moon, moonFace } from "~/modules/flash-engine/motifs/nature";
import { Rng } from "~/modules/flash-engine/random";
import { lexiconReader } from "~/modules/flash-engine/reading.server";
import { readScene } from "~/modules/flash-engine/scene";
import { layout } from "./scene-helpers";
import { readRequest } from "./tattoo-requests";

describe("a common noun alone", () => {
  it.each([
    ["a bowl", "bowl with spoon"],
    ["a creek", "river"],
    ["a twig", "wood stick"],
    ["a seed", "plant seed"],
    ["rice", "sheaf of rice"],
    ["a beer", "beer stein"],
    ["a pint of beer", "beer stein"],
    ["milk", "glass of milk"],
    ["cheese", "cheese wedge"],
    ["chocolate", "chocolate bar"],
    ["a knife and fork", "knife fork"],
    ["a dinner plate", "fork and knife with plate"],
    ["a kettle", "teapot"],
    ["an oil lamp", "magic lamp"],
    ["a baseball cap", "billed cap"],
    ["a masquerade mask", "carnival mask"],
    ["a pair of sneakers", "converse shoe"],
    ["a beach", "beach with umbrella"],
    ["a cave", "mountain cave"],
    ["an alpaca", "llama"],
    ["an alligator", "crocodile"],
    ["a dinosaur", "dinosaur rex"],
    ["a demon", "devil mask"],
    ["a nurse", "nurse female"],
    ["a chocolate lab", "sitting dog"],
    ["a girl", "little girl"],
    ["a boy", "child"],
    ["a lamp post", "street light"],
    ["a seed of life", "mandala"],
    ["a moon with a face", "moon face"],
    ["a wedding ring", "diamond ring"],
    ["the man in the moon", "moon face"],
    ["a crescent moon with a face", "moon face"],
  ])("%s: %s", (description, drawn) => {
    const reading = readRequest(description);
    expect(reading.drawn).toEqual([drawn]);
    expect(reading.drawnWithout).toEqual([]);
  });

  it("draws the mandala for the sacred geometry named, as its subject, not as the stand-in", () => {
    expect(readRequest("a seed of life").fallback).toBe(false);
    expect(readRequest("a flower of life").fallback).toBe(false);
  });

  it.each([
    ["a plague doctor mask", ["plague doctor"]],
    ["a skull mask", ["skull mask"]],
    ["a gas mask", ["gas mask"]],
    ["a dinosaur skeleton", ["dinosaur bones"]],
    ["a bottle of wine and a rose", ["wine bottle", "rose"]],
    ["a lab coat", ["lab coat"]],
    ["the sun and the moon faces", ["heraldic sun", "moon face"]],
    // The cage people ink is the bird's; the library's prison block is a prison cell.
    ["a bird inside a gold cage", ["swallow", "bird cage"]],
    ["a prison cell", ["prison cell"]],
  ])("a longer name holding one still reaches its own: %s", (description, drawn) => {
    expect(readRequest(description).drawn).toEqual(drawn);
  });

  it.each(["agamemnon's death mask", "a lava lamp", "a license plate", "a tuning fork", "a stream of light"])(
    "draws no everyday thing for a name whose last word is one: %s",
    (description) => {
      expect(readRequest(description).drawn).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/carnival|magic lamp|plate|knife|river/)]),
      );
    },
  );
});

describe("a royal figure the library has no drawing of", () => {
  it.each([
    ["a queen", ["woman", "crown"]],
    ["a princess with a rose", ["woman", "crown", "rose"]],
    ["a young prince", ["man", "crown"]],
    ["a queen with a golden crown", ["woman", "crown"]],
  ])("%s is the figure wearing a crown: %j", (description, drawn) => {
    const reading = readRequest(description);
    expect(reading.drawn).toEqual(drawn);
    expect(reading.drawnWithout).toEqual([]);
    expect(reading.scene.acted).toContainEqual({ subject: drawn[0], relation: "wearing", object: "crown" });
  });

  it.each([
    ["a frog prince", ["frog prince"]],
    ["a queen of hearts", ["queen of hearts"]],
    ["a queen bee", ["bee"]],
  ])("keeps a name the royal word is part of: %s", (description, drawn) => {
    expect(readRequest(description).drawn).toEqual(drawn);
  });
});

describe("the man in the moon", () => {
  it("always shows its face, at every detail, where a plain moon shows one at random", () => {
    const parts = (draw: typeof moonFace, detail: number, seed: number) =>
      draw({ rng: new Rng(seed), detail }).parts.filter((p) => p.kind === "fill" && p.tone === "primary").length;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8])
      for (const detail of [0, 1, 2]) expect(parts(moonFace, detail, seed)).toBe(1);
    const plain = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => parts(moon, 2, seed));
    expect(plain).toContain(0);
    expect(plain).toContain(1);
  });
});

describe("a collective and what a drawing shows", () => {
  it.each([
    ["a wolf pack howling", "wolf", 3],
    ["a pack of wolves", "wolf", 3],
    ["an elephant family", "game-icons:elephant", 3],
    ["a herd of horses", "horse", 3],
  ])("%s: %s, %i of it", (description, key, count) => {
    const reading = readRequest(description);
    expect(reading.drawnWithout).toEqual([]);
    const subject = readScene(description, lexiconReader).subjects.find((s) => s.key === key);
    expect(subject?.count).toBe(count);
  });

  it.each([
    ["three wolves howling at the moon", "wolf", 3, "moon"],
    ["a wolf pack under the northern lights", "wolf", 3, "aurora"],
    ["two foxes sleeping under the moon", "fox", 2, "moon"],
  ])("%s: the %s drawn %i times, with the %s (a counted subject in a relation)", (description, kind, count, other) => {
    const items = layout(description).items.map((i) => i.key);
    expect(items.filter((key) => key.startsWith(kind))).toHaveLength(count);
    expect(items).toContain(other);
  });

  it("counts creatures only: roses decorating a skull, a stack of books stay one drawing of their kind", () => {
    expect(layout("a skull decorated with roses").items.map((i) => i.key)).toEqual(["skull", "rose"]);
    const items = layout("an owl and a fox sitting on a stack of books").items.map((i) => i.key);
    expect(items.filter((key) => key === "book")).toHaveLength(1);
  });

  it("leaves a collective alone as what it names: 'a six pack' is no wolf", () => {
    const reading = readRequest("a six pack");
    expect(reading.drawn).not.toContain("wolf");
    expect(reading.drawnWithout).toEqual(["six pack"]);
  });

  it.each([
    "a bonsai tree in a pot",
    "a donut with sprinkles",
    "an hourglass with sand made of stars",
    "a bat hanging upside down",
    "micro realism portrait of my cat",
    "a chess piece knight",
    "a cassette tape with the tape pulled out",
    "a dog running through a field",
    "a cat sitting, tail curled around its feet",
  ])("%s: nothing drawn without", (description) => {
    expect(readRequest(description).drawnWithout).toEqual([]);
  });
});
