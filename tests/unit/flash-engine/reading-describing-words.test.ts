/**
 * Words that name a thing alone but only describe another where they stand, read by kind (issue 36):
 * a part of a subject, a colour or the young before a noun, a setting before what is in it, the form
 * a subject is made in, how much of a thing, a compound named whole, a reason the design is for. None
 * is drawn as a subject of its own; what they describe is.
 */
import { describe, expect, it } from "vitest";
import { readSceneFully } from "~/modules/flash-engine/reading.server";
import { readScene } from "~/modules/flash-engine/scene";

const keys = (description: string) => readSceneFully(description).subjects.map((s) => s.key);

describe("a part of the subject, named with its, her, one or with", () => {
  it.each([
    ["an eagle holding arrows in one foot", ["eagle", "arrow"]],
    ["a golden retriever with one floppy ear", ["game-icons:sitting-dog"]],
    ["a turtle standing on its back legs", ["game-icons:turtle"]],
    ["a grim reaper in a black cloak with a scythe", ["game-icons:grim-reaper", "game-icons:scythe"]],
    ["an arctic fox in its winter coat", ["fox"]],
    ["a wolf in a red cloak", ["wolf"]],
    ["a tree with birds in its branches", ["tree", "swallow"]],
    ["a tree of life with roots and branches", ["tree"]],
    ["a crescent moon hugging the sun's rays", ["moon", "sun"]],
  ])("%s", (description, expected) => {
    expect(keys(description)).toEqual(expected);
  });

  it("reads a thing named right before a part as the part's kind, when the part is another subject's", () => {
    expect(keys("a grim reaper with flaming eyes")).toEqual(["game-icons:grim-reaper"]);
    expect(keys("a fairy with butterfly wings")).toEqual(["game-icons:fairy"]);
    // A mushroom has no wings: they are the butterfly's.
    expect(keys("a mushroom with butterfly wings")).toEqual(["mushroom", "butterfly"]);
  });

  it("reads a part after a possessive as its owner's even when nothing draws the owner", () => {
    const scene = readSceneFully("durga with her third eye");
    expect(scene.subjects).toEqual([]);
    expect(scene.drawnWithout).toEqual(["durga"]);
    // Where the owner is drawn, her part is hers: the Virgin with her hands folded, no hand beside her.
    expect(keys("the virgin of guadalupe with her hands folded")).toEqual(["virgin mary"]);
    // Wings are drawn as their own where their owner cannot be.
    expect(keys("the goddess inanna with her wings spread")).toEqual(["game-icons:angel-wings"]);
    expect(keys("her hand holding a rose")).toEqual(["hand", "rose"]);
  });
});

describe("a colour, a material or the young before a noun", () => {
  it.each([
    ["an emerald dragon", ["dragon"]],
    ["an orange cat", ["cat"]],
    ["three baby foxes", ["fox"]],
    ["a baby elephant", ["game-icons:elephant"]],
    ["a raven with golden eyes", ["game-icons:raven"]],
  ])("%s", (description, expected) => {
    expect(keys(description)).toEqual(expected);
  });

  it("draws the colour's thing where it is named as one", () => {
    expect(keys("an orange and a lemon")).toEqual(["game-icons:orange", "game-icons:lemon"]);
    expect(keys("a cowbird with an orange chest")).not.toContain("game-icons:orange");
  });
});

describe("a setting before what is in it, and its ground", () => {
  it.each([
    ["a sea goat", ["game-icons:goat"]],
    ["mushrooms on the forest floor", ["mushroom"]],
    ["a sea turtle swimming above the ocean floor", ["game-icons:sea-turtle"]],
    ["ocean waves", ["wave"]],
    ["a fox in the forest", ["fox", "tree"]],
    // Before a thing that is not a creature, a setting is drawn too.
    ["an ocean sunset", ["wave", "sun"]],
    ["a forest landscape", ["tree"]],
  ])("%s", (description, expected) => {
    expect(keys(description)).toEqual(expected);
  });
});

describe("the form a subject is made in, and how much of a thing", () => {
  it.each([
    ["a seahorse charm", ["seahorse"]],
    ["a watercolor portrait of my dog", ["game-icons:sitting-dog"]],
    ["a portrait of a fox", ["fox"]],
    ["a deer with a branch of thistles in its mouth", ["stag", "thistle"]],
    ["a celtic knot woven into the branches of a yew tree", ["celtic knot", "yew tree"]],
    ["an octopus in a cloud of ink", ["octopus"]],
  ])("%s", (description, expected) => {
    expect(keys(description)).toEqual(expected);
  });
});

describe("a name of two words read whole", () => {
  it("reads a compound nothing draws as itself, or its last word, never its first", () => {
    expect(keys("a skull wrapped in an anchor chain")).toEqual(["skull", "noto:chains"]);
    expect(keys("agamemnon's death mask")).toEqual([]);
    expect(keys("a tiny fly agaric mushroom")).toEqual(["mushroom"]);
    // Where the last word keeps the first's meaning, the first is drawn.
    expect(keys("a mountain range under a full moon")).toEqual(["mountain", "moon"]);
    expect(keys("a rose garden")).toEqual(["rose"]);
    expect(keys("a skull with a snake through its eye sockets")).toEqual(["skull", "snake"]);
  });

  it("reads a thing before a general word as its kind only when it is one ('the world tree' is a tree)", () => {
    expect(keys("yggdrasil the world tree")).toEqual(["tree"]);
    expect(keys("a sparrow bird")).toEqual(["game-icons:sparrow"]);
  });
});

describe("a subject named again, and what the subjects are", () => {
  it("reads a word of a subject's own name right after it as the same subject", () => {
    expect(keys("the triple goddess moon")).toEqual(["triple moon"]);
  });

  it("reads a creature after 'as' as what the subjects named before are, not one more", () => {
    expect(keys("a sun and moon as lovers with stars all around them")).toEqual(["sun", "moon", "stars"]);
    expect(keys("the earth as a hot air balloon")).toEqual(["game-icons:globe", "game-icons:air-balloon"]);
  });
});

describe("a reason the design is for", () => {
  it.each([
    ["a spider for death and rebirth", ["game-icons:spider-alt"]],
    ["a seahorse charm for sailors", ["seahorse"]],
    ["a turtle standing on its back legs for crossing the equator", ["game-icons:turtle"]],
    ["a memorial for my grandmother with roses", ["rose"]],
    ["a rose for my mom and a dagger", ["rose", "dagger"]],
    ["a fox, for my sister, with a moon", ["fox", "moon"]],
    ["a wolf reaching for the stars", ["wolf", "stars"]],
    ["a cage for a bird", ["game-icons:bird-cage", "swallow"]],
  ])("%s", (description, expected) => {
    expect(keys(description)).toEqual(expected);
  });

  it("draws nothing without for the reason's words", () => {
    expect(readSceneFully("a spider for death and rebirth").drawnWithout).toEqual([]);
    expect(readSceneFully("a tiger for protection against bad luck").drawnWithout).toEqual([]);
  });
});

describe("with the hand-drawn names alone (Customize's instructions off the server)", () => {
  it("reads the same kinds", () => {
    const hand = (d: string) => readScene(d).subjects.map((s) => s.key);
    expect(hand("a spider for death and rebirth")).toEqual([]);
    expect(hand("an emerald dragon")).toEqual(["dragon"]);
    expect(hand("a tree with birds in its branches")).toEqual(["tree", "swallow"]);
    expect(hand("a deer with a branch of thistles in its mouth")).toEqual(["stag", "thistle"]);
  });
});
