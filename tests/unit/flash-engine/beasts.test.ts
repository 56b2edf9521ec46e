/**
 * Animals and plants named by species (issue 36): each drawn as itself with what makes it that
 * kind, never as its general kind (a narwhal as a whale, a chrysanthemum as the daisy-like flower, a
 * lamb as a sheep) nor as the stand-in; other names of a kind the library draws reach it (honu, fly
 * agaric, cowbird). Every wording here is unlike the yardstick's requests.
 */
import { describe, expect, it } from "vitest";
import { motifFor } from "~/modules/flash-engine/motifs/index";
import { HAND_MOTIFS } from "~/modules/flash-engine/motifs/registry";
import { Rng } from "~/modules/flash-engine/random";
import { items, layout, layoutOf } from "./scene-helpers";
import { readRequest } from "./tattoo-requests";

describe("an animal or plant drawn as its own species", () => {
  it.each([
    ["a jackal howling", "jackal"],
    ["a golden jackal in the desert", "jackal"],
    ["a baby lamb", "lamb"],
    ["a little lamb and a shepherd's crook", "lamb"],
    ["a narwhal and a moon", "narwhal"],
    ["two narwhals crossing tusks", "narwhal"],
    ["a manatee mama and calf", "manatee"],
    ["a sea cow", "manatee"],
    ["an albatross over waves", "albatross"],
    ["a sea anemone on a rock", "sea anemone"],
    ["a bunch of marigolds", "marigold"],
    ["cempasuchil for dia de muertos", "marigold"],
    ["a white chrysanthemum", "chrysanthemum"],
    ["kiku and a koi", "chrysanthemum"],
    ["a frangipani behind the ear", "plumeria"],
    ["three plumerias in a lei", "plumeria"],
    ["a red anemone", "anemone"],
    ["a windflower", "anemone"],
    ["a carnation for my grandmother", "carnation"],
    ["a pink dianthus", "carnation"],
    ["a potted geranium", "geranium"],
    ["a japanese maple", "maple tree"],
    ["a sugar maple in autumn", "maple tree"],
    ["a peepal tree", "bodhi tree"],
    ["siddhartha's bodhi", "bodhi tree"],
    ["an old yew in a churchyard", "yew tree"],
    ["a puma stalking", "cougar"],
    ["a mountain lion on a rock", "cougar"],
    ["a snow leopard in the mountains", "snow leopard"],
  ])("%s: %s", (description, key) => {
    const reading = readRequest(description);
    expect(reading.fallback).toBe(false);
    expect(reading.keys).toContain(key);
  });

  it("never draws the species as its general kind", () => {
    const general: ReadonlyArray<readonly [string, string]> = [
      ["a narwhal breaching", "noto:whale"],
      ["a narwhal breaching", "noto:spouting-whale"],
      ["a lamb in a meadow", "game-icons:sheep"],
      ["chrysanthemums in a vase", "flower"],
      ["a marigold garland", "flower"],
      ["a carnation on a grave", "flower"],
      ["a maple beside a lake", "tree"],
      ["the bodhi tree and a lotus", "tree"],
      ["a cougar head", "cat"],
      ["a snow leopard cub", "game-icons:feline"],
    ];
    for (const [description, key] of general) expect(readRequest(description).keys, description).not.toContain(key);
  });

  it("keeps what the species is not: the leaf, the sea creature, the organ", () => {
    expect(readRequest("a maple leaf falling").keys).toEqual(["game-icons:maple-leaf"]);
    expect(readRequest("a sea anemone").keys).toEqual(["sea anemone"]);
    expect(readRequest("an anemone").keys).toEqual(["anemone"]);
    expect(readRequest("a human heart with wings").keys).toContain("noto:anatomical-heart");
    expect(readRequest("snowdrop flowers").keys).not.toContain("anemone");
  });

  it("draws a jackal lying down or asleep lying, and standing otherwise", () => {
    for (const description of ["a sleeping jackal", "a jackal resting under the stars"])
      expect(items(layout(description), "jackal lying"), description).toHaveLength(1);
    const howling = layoutOf("a jackal howling at the moon");
    expect(howling?.items.map((i) => i.key)).toContain("jackal");
    expect(howling?.items.map((i) => i.key)).not.toContain("jackal lying");
  });

  it("draws a walrus as itself and a beluga as a whale, never a seahorse, a sturgeon or a bullet", () => {
    expect(readRequest("a walrus on an ice floe").keys).toContain("game-icons:walrus-head");
    expect(readRequest("a walrus on an ice floe").keys).not.toContain("seahorse");
    expect(readRequest("a beluga swimming").keys).toEqual(["noto:whale"]);
    expect(readRequest("a slug on a leaf").keys).not.toContain("game-icons:bullets");
    expect(readRequest("a seahorse").keys).toEqual(["seahorse"]);
  });

  it("lists no species among its general kind's words", () => {
    for (const [plain, kinds] of [
      ["flower", ["marigold", "chrysanthemum", "carnation", "plumeria", "anemone", "geranium"]],
      ["tree", ["maple", "bodhi tree", "yew"]],
    ] as const)
      for (const kind of kinds) expect(HAND_MOTIFS[plain].words, `${plain}: ${kind}`).not.toContain(kind);
  });
});

describe("other names of a kind the library draws", () => {
  it.each([
    ["a honu swimming", "game-icons:sea-turtle"],
    ["a fly agaric beside a fern", "mushroom"],
    ["a brown-headed cowbird", "fluent-emoji-high-contrast:blackbird"],
    ["a red-winged blackbird", "fluent-emoji-high-contrast:blackbird"],
    ["a bee over a dripping honeycomb", "game-icons:dripping-honey"],
    ["a jar of honey", "game-icons:honey-jar"],
    ["a rose with dewdrops", "game-icons:drop"],
    ["a cypress on a hill", "game-icons:pine-tree"],
    ["a giant sequoia", "game-icons:pine-tree"],
    ["a monstera with a butterfly", "game-icons:monstera-leaf"],
  ])("%s: %s", (description, key) => {
    const reading = readRequest(description);
    expect(reading.keys).toContain(key);
    expect(reading.drawnWithout).toEqual([]);
  });

  it("reads 'human' before a subject as the ordinary kind, and a floppy ear as the dog's", () => {
    const skull = readRequest("a crow on a human skull");
    expect(skull.keys).toContain("skull");
    expect(skull.drawnWithout).toEqual([]);
    expect(readRequest("a beagle with floppy ears").drawnWithout).toEqual([]);
    expect(readRequest("a human").drawnWithout).toEqual(["human"]);
  });
});

describe("what makes each species that kind", () => {
  const draw = (key: string) => motifFor(key).draw({ rng: new Rng(5), detail: 2 });
  const fills = (key: string, tone: string) =>
    draw(key).parts.filter((p) => p.kind === "fill" && p.tone === tone).length;

  it("draws the narwhal's tusk, the anemone's dark centre and the marigold's gold and orange rings", () => {
    // The tusk is the one light fill in front of the head besides the belly.
    expect(fills("narwhal", "light")).toBe(2);
    expect(fills("anemone", "dark")).toBe(1);
    expect(fills("marigold", "warm")).toBe(2);
    expect(fills("marigold", "accent")).toBe(2);
    // The chrysanthemum's many thin petals: fifty and more, against the daisy's two dozen.
    const allFills = (key: string) => draw(key).parts.filter((p) => p.kind === "fill").length;
    expect(allFills("chrysanthemum")).toBeGreaterThan(50);
    expect(allFills("flower")).toBeLessThan(40);
  });

  it("draws the trees in their own leaves: the maple's red and gold, the yew's red berries", () => {
    expect(fills("maple tree", "primary") + fills("maple tree", "warm")).toBeGreaterThan(8);
    expect(fills("yew tree", "primary")).toBeGreaterThanOrEqual(6);
    expect(fills("tree", "primary")).toBeLessThanOrEqual(3);
  });
});
