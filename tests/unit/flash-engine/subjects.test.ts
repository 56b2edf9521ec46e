import { describe, expect, it } from "vitest";
import { resolveDesignSpec } from "~/modules/flash-engine/design-spec";
import { MOTIF_KEYS } from "~/modules/flash-engine/motifs/index";
import { subjectsNamed } from "~/modules/flash-engine/scene";
import { resolveStyle } from "~/modules/flash-engine/styles";
import { conceptSubject, quotedText, singular, SUBJECT_WORDS } from "~/modules/flash-engine/subjects";
import type { FlashArtRequest } from "~/modules/flash-engine/types";

const request = (description: string, extra: Partial<FlashArtRequest> = {}): FlashArtRequest => ({
  description,
  style: "Traditional",
  size: "Medium (10-20 cm)",
  complexity: "Detailed",
  seed: 1,
  resolution: 512,
  ...extra,
});

describe("subjects from the description", () => {
  it("has a motif for every subject it can name, and at least 40 of them", () => {
    expect(MOTIF_KEYS.length).toBeGreaterThanOrEqual(40);
    for (const subject of Object.keys(SUBJECT_WORDS)) expect(MOTIF_KEYS).toContain(subject);
    for (const required of [
      "rose",
      "peony",
      "lotus",
      "cherry blossom",
      "skull",
      "snake",
      "dagger",
      "heart",
      "swallow",
      "eagle",
      "wolf",
      "fox",
      "owl",
      "cat",
      "koi",
      "dragon",
      "phoenix",
      "butterfly",
      "moth",
      "bee",
      "spider web",
      "anchor",
      "ship",
      "compass",
      "lighthouse",
      "moon",
      "sun",
      "stars",
      "mountain",
      "wave",
      "tree",
      "feather",
      "eye",
      "hand",
      "key",
      "hourglass",
      "crown",
      "diamond",
      "candle",
      "mushroom",
    ]) {
      expect(MOTIF_KEYS).toContain(required);
    }
  });

  it("matches synonyms and plurals", () => {
    expect(subjectsNamed("three red roses")).toEqual(["rose"]);
    expect(subjectsNamed("a cute kitty")).toEqual(["cat"]);
    expect(subjectsNamed("a serpent")).toEqual(["snake"]);
    expect(subjectsNamed("two skulls")).toEqual(["skull"]);
    expect(subjectsNamed("wolves under the full moon")).toEqual(["wolf", "moon"]);
    expect(subjectsNamed("butterflies and peonies")).toEqual(["butterfly", "peony"]);
    expect(subjectsNamed("sakura branch")).toEqual(["cherry blossom"]);
    expect(subjectsNamed("Cherry Blossoms")).toEqual(["cherry blossom"]);
    expect(subjectsNamed("two lionesses")).toEqual(["lion"]);
  });

  it("never names another animal or object in place of the one asked for", () => {
    for (const description of [
      "a dog",
      "a husky",
      "a puppy",
      "a coyote",
      "a werewolf",
      "a leopard",
      "a lynx",
      "a hummingbird",
      "a dove",
      "a robin",
      "a griffin",
      "a katana",
      "a machete",
      "a goldfish",
      "a wasp",
      "a padlock",
      "a pocket watch",
      "a clock",
      "a flame",
      "a torch",
      "a skeleton",
      "a king",
      "a palm",
      "a monstera",
      "a fern",
      "a pine",
    ])
      expect(subjectsNamed(description), description).toEqual([]);
  });

  it("names a flower that is no rose, peony, lotus or blossom: a daisy, or a sunflower", () => {
    expect(subjectsNamed("a flower")).toEqual(["flower"]);
    expect(subjectsNamed("three little daisies")).toEqual(["flower"]);
    expect(subjectsNamed("wildflowers and a bee")).toEqual(["flower", "bee"]);
    expect(subjectsNamed("a forget-me-not")).toEqual(["flower"]);
    expect(subjectsNamed("sunflowers")).toEqual(["sunflower"]);
    expect(subjectsNamed("a rose and a sunflower")).toEqual(["rose", "sunflower"]);
  });

  it("prefers the longest phrase and keeps the order of mention", () => {
    expect(subjectsNamed("a snake wrapped around a dagger")).toEqual(["snake", "dagger"]);
    expect(subjectsNamed("spider web in a corner")).toEqual(["spider web"]);
    expect(subjectsNamed("an old skeleton key")).toEqual(["key"]);
    expect(subjectsNamed("dagger through a heart, with a rose")).toEqual(["dagger", "heart", "rose"]);
  });

  it("does not take subjects from quoted lettering", () => {
    expect(subjectsNamed('an anchor with "Rose" written on it')).toEqual(["anchor"]);
  });

  it("singularises English plurals", () => {
    expect(singular("knives")).toBe("knife");
    expect(singular("foxes")).toBe("fox");
    expect(singular("lotus")).toBe("lotus");
    expect(singular("compass")).toBe("compass");
  });

  it("finds quoted text in straight and curly quotes, but not apostrophes", () => {
    expect(quotedText('a rose with "Mom"')).toEqual(["Mom"]);
    expect(quotedText("a skull and 'carpe diem'")).toEqual(["carpe diem"]);
    expect(quotedText("“Forever” and ‘Always’")).toEqual(["Forever", "Always"]);
    expect(quotedText("don't forget my mom's rose")).toEqual([]);
  });

  it("chooses a fitting subject for ideas, and an ornament for anything else", () => {
    expect(conceptSubject("something for my family")).toBe("heart");
    expect(conceptSubject("freedom")).toBe("swallow");
    expect(resolveDesignSpec(request("something about inner peace")).subjects).toEqual(["lotus"]);
    const spec = resolveDesignSpec(request("qwerty zxcvb"));
    expect(spec.subjects).toEqual(["mandala"]);
    expect(spec.fallback).toBe(true);
  });

  it("suggests no subject from a mood word when the description names a thing it cannot draw", () => {
    for (const description of [
      "a seashell",
      "a surfboard",
      "a photocopier",
      "a lightning bolt",
      "a fairy",
      "a dreamcatcher",
    ]) {
      const spec = resolveDesignSpec(request(description));
      expect(spec.subjects, description).toEqual(["mandala"]);
      expect(spec.fallback).toBe(true);
      expect(spec.drawnWithout.length, description).toBeGreaterThan(0);
    }
  });
});

describe("styles", () => {
  it("keeps the ten default styles as they are", () => {
    for (const style of [
      "Traditional",
      "Realistic",
      "Minimalist",
      "Geometric",
      "Watercolor",
      "Blackwork",
      "Tribal",
      "Neo-traditional",
      "Japanese",
      "Dotwork",
    ]) {
      expect(resolveStyle(style).base).toBe(style);
    }
  });

  it("maps custom styles to the nearest base style by their words", () => {
    expect(resolveStyle("Biomechanical").base).toBe("Realistic");
    expect(resolveStyle("Chicano").base).toBe("Realistic");
    expect(resolveStyle("Sketch").base).toBe("Minimalist");
    expect(resolveStyle("Fine line").base).toBe("Minimalist");
    expect(resolveStyle("Trash polka").base).toBe("Blackwork");
    expect(resolveStyle("Ornamental").base).toBe("Dotwork");
    expect(resolveStyle("Old School").base).toBe("Traditional");
    expect(resolveStyle("Irezumi").base).toBe("Japanese");
    expect(resolveStyle("Polynesian").base).toBe("Tribal");
    expect(resolveStyle("Sacred geometry").base).toBe("Geometric");
    expect(resolveStyle("Art Nouveau").base).toBe("Neo-traditional");
    expect(resolveStyle("Watercolour splash").base).toBe("Watercolor");
    const custom = resolveStyle("Cyber-glitch");
    expect(custom.base).toBe("Neutral");
    expect(custom.style).toBe("Cyber-glitch");
  });
});
