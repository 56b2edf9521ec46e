/**
 * Made objects and worn things (issue 36): a banner named is drawn in every style, a ribbon named
 * alone is the looped ribbon, a thing worn on the head is worn when a head is "in" it, a feathered
 * headdress is the war bonnet, a typewriter is drawn, a medal bears what is named with it, a spear is
 * one spear, and a part a drawing always shows is counted as shown. Every wording here is unlike the yardstick's requests.
 */
import { describe, expect, it } from "vitest";
import { resolveDesignSpec } from "~/modules/flash-engine/design-spec";
import { drawsBanner, letteringLayout } from "~/modules/flash-engine/layout/lettering-set";
import { motifFor } from "~/modules/flash-engine/motifs/index";
import { Rng } from "~/modules/flash-engine/random";
import { lexiconReader } from "~/modules/flash-engine/reading.server";
import { readScene } from "~/modules/flash-engine/scene";
import "~/modules/flash-engine/stylise/atlas-motifs.server";
import { midX, width } from "~/modules/flash-engine/layout/scene-items";
import { item, layout } from "./scene-helpers";
import { readRequest } from "./tattoo-requests";

const specOf = (description: string, style: string) =>
  resolveDesignSpec(
    { description, style, size: "Medium (10-20 cm)", complexity: "Detailed", seed: 1, resolution: 512 },
    lexiconReader,
  );

/** The relations of a description as "subject kind object", by key. */
const relations = (description: string) => {
  const scene = readScene(description, lexiconReader);
  return scene.relations.map((r) => `${scene.subjects[r.from].key} ${r.kind} ${scene.subjects[r.to].key}`);
};

describe("a banner named", () => {
  it.each(["Watercolor", "Minimalist", "Fine Line", "Realistic", "Geometric"])(
    "carries the words in %s, a style that letters straight by itself",
    (style) => {
      const named = specOf('a dagger with a scroll reading "Loyalty"', style);
      expect(letteringLayout(named)).toBe("banner");
      expect(drawsBanner(named)).toBe(true);
      // Words with no banner named stay as the style sets them.
      expect(letteringLayout(specOf('a dagger and the word "Loyalty"', style))).not.toBe("banner");
    },
  );

  it("is drawn blank when nothing is to be lettered, and counted as drawn by its word", () => {
    const reading = readRequest("a compass above a blank scroll");
    expect(reading.banner).toEqual(["scroll"]);
    expect(readRequest("a compass").banner).toEqual([]);
  });
});

describe("a ribbon named alone", () => {
  it.each(["a purple ribbon", "one white ribbon", "a teal ribbon on my ankle"])(
    "%s is the looped ribbon, not a blank scroll",
    (description) => {
      expect(readRequest(description).keys).toEqual(["game-icons:ribbon"]);
    },
  );

  it.each(["a blue hair bow", "a satin bow with pearls", "a velvet bow"])("%s is the ribbon bow", (description) => {
    expect(readRequest(description).keys).toContain("game-icons:bow-tie-ribbon");
  });

  it("stays a banner with words on it, or with something else named", () => {
    expect(readScene('a ribbon reading "Hope"', lexiconReader).subjects.map((s) => s.key)).toEqual(["banner"]);
    const withDagger = readRequest("a dagger with a ribbon");
    expect(withDagger.keys).toEqual(["dagger"]);
    expect(withDagger.banner).toEqual(["ribbon"]);
    expect(readScene("a scroll", lexiconReader).subjects.map((s) => s.key)).toEqual(["banner"]);
  });
});

describe("a thing worn on the head", () => {
  it.each([
    ["a skull in a war bonnet", "skull wearing game-icons:war-bonnet"],
    ["a fox in a feather headdress", "fox wearing game-icons:war-bonnet"],
    ["a wolf wearing an indian headdress", "wolf wearing game-icons:war-bonnet"],
    ["a black cat in a witch's hat", "noto:black-cat wearing game-icons:pointy-hat"],
    ["an owl in a pointed hat", "owl wearing game-icons:pointy-hat"],
    ["a woman with a butterfly in her headdress", "woman wearing butterfly"],
  ])("%s: %s", (description, relation) => {
    expect(relations(description)).toContain(relation);
  });

  it("draws the pirate's eye patch as his, never an eye beside him", () => {
    for (const description of ["a one-eyed pirate with an eyepatch", "a pirate wearing an eye-patch"]) {
      const reading = readRequest(description);
      expect(reading.keys, description).toEqual(["game-icons:pirate-captain"]);
      expect(reading.drawnWithout, description).toEqual([]);
    }
  });

  it("leaves a thing in a box or a jar inside it", () => {
    expect(relations("a skull in a glass jar")).not.toContainEqual(expect.stringContaining("wearing"));
  });
});

describe("a made thing drawn as itself", () => {
  it.each([
    ["an antique typewriter on a desk", ["typewriter", "game-icons:desk"]],
    ["my grandmother's typewriter", ["typewriter"]],
    // The sheet in it is its own: no second sheet of paper beside it.
    ["a typewriter with paper in it", ["typewriter"]],
  ])("%s: %s, never the stand-in mandala", (description, keys) => {
    const reading = readRequest(description);
    expect(reading.fallback).toBe(false);
    expect(reading.keys).toEqual(keys);
  });
});

describe("a medal bears what is named with it on its face", () => {
  it.each([
    ["a st christopher medal", "saint inside medallion"],
    ["a wolf medal on a chain", "wolf inside medallion"],
    ["a medallion with an anchor", "anchor inside medallion"],
    ["a compass set in a medallion", "compass inside medallion"],
  ])("%s: %s", (description, relation) => {
    expect(relations(description)).toContain(relation);
  });

  it("draws the thing inside the medal's rim", () => {
    const laid = layout("a medallion with an anchor");
    const medal = item(laid, "frame");
    const anchor = item(laid, "anchor");
    expect(width(anchor.box)).toBeLessThan(width(medal.box) * 0.75);
    expect(Math.abs(midX(anchor.box) - midX(medal.box))).toBeLessThan(width(medal.box) * 0.1);
  });
});

describe("a part its drawing always shows", () => {
  it("counts Christ's halo and a jar's lid as shown, though no subject of their own", () => {
    expect(readRequest("christ crowned with a halo").parts).toContain("halo");
    expect(readRequest("a mason jar with its lid on").parts).toContain("lid");
    expect(readRequest("a mason jar").parts).toEqual([]);
  });
});

describe("a spear", () => {
  it.each([
    ["a spear", []],
    ["a valkyrie holding a lance", ["valkyrie holding spear"]],
    ["odin holding gungnir", ["odin holding spear"]],
  ])("%s is one spear, never the atlas's bundle of spears: %j", (description, expected) => {
    expect(readRequest(description).keys).toContain("spear");
    expect(readRequest(description).keys).not.toContain("game-icons:spears");
    expect(relations(description)).toEqual(expected);
  });

  it("is drawn point up, long and narrow", () => {
    const drawing = motifFor("spear").draw({ rng: new Rng(1), detail: 2 });
    const nodes = drawing.parts.flatMap((p) => p.contours.flatMap((c) => c.nodes));
    const [xs, ys] = [nodes.map(([x]) => x), nodes.map(([, y]) => y)];
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(5 * (Math.max(...xs) - Math.min(...xs)));
    const top = drawing.parts.find((p) => p.contours.some((c) => c.nodes.some(([, y]) => y === Math.min(...ys))));
    expect(top?.tone).toBe("metal");
  });
});
