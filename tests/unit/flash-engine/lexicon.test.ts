import { describe, expect, it } from "vitest";
import { HAND_NAMES } from "~/modules/flash-engine/lexicon/hand-names";
import {
  hasLine,
  readSubjects,
  type LexiconSubject,
  type SubjectsRead,
} from "~/modules/flash-engine/lexicon/lexicon.server";
import { readSubjectsWith, type Vocabulary } from "~/modules/flash-engine/lexicon/read-subjects";
import { singulars } from "~/modules/flash-engine/lexicon/words";
import { HAND_MOTIF_ENTRIES } from "~/modules/flash-engine/motifs/registry";
import { EXTRA_SUBJECT_WORDS } from "~/modules/flash-engine/scene";

/** What each phrase was read as: "hand:wolf", "atlas:game-icons:raven". */
const drawn = (read: SubjectsRead) => read.subjects.map((s) => label(s.subject));
const label = (s: LexiconSubject) => (s.kind === "atlas" ? `atlas:${s.id}` : `${s.kind}:${s.key}`);
const first = (description: string) => readSubjects(description).subjects[0];

describe("the lexicon, on a small vocabulary", () => {
  const vocab: Vocabulary = {
    hand: new Map([
      ["wolf", "wolf"],
      ["moon", "moon"],
      ["skull", "skull"],
    ]),
    atlas: (phrase) =>
      ({
        "paw print": { id: "set:paw-print", name: "paw print", category: "symbol" },
        paw: { id: "set:paw", name: "paw", category: "object" },
        raven: { id: "set:raven", name: "raven", category: "bird" },
        "wolf head": { id: "set:wolf-head", name: "wolf head", part: "head", category: "animal" },
        "dream catcher": { id: "set:dream-catcher", name: "dream catcher", category: "object" },
        "angel wings with halo": { id: "set:angel-outfit", name: "angel wings with halo", category: "object" },
        scissors: { id: "set:scissors", name: "scissors", category: "object" },
        bear: { id: "set:bear", name: "bear", category: "animal" },
      })[phrase],
    wordnet: (phrase) =>
      phrase === "labrador retriever"
        ? { kind: "atlas", id: "set:dog" }
        : ["house", "pin up", "girl", "zodiac sign", "cub"].includes(phrase)
          ? "thing"
          : phrase === "hairdresser"
            ? "person"
            : undefined,
    creature: (s) =>
      (s.kind === "hand" && s.key === "wolf") || (s.kind === "atlas" && ["set:raven", "set:bear"].includes(s.id)),
    parts: (s) => (s.kind === "hand" && s.key === "skull" ? ["eye"] : []),
    flower: () => false,
  };

  it("reads the longest name first and counts what is written before it", () => {
    const read = readSubjectsWith("two paw prints and a raven", vocab);
    expect(read.subjects.map((s) => [s.phrase, s.count, label(s.subject)])).toEqual([
      ["paw print", 2, "atlas:set:paw-print"],
      ["raven", 1, "atlas:set:raven"],
    ]);
  });

  it("draws a hand-drawn motif for a pose or portrait of it ('wolf head')", () => {
    expect(drawn(readSubjectsWith("a wolf head", vocab))).toEqual(["hand:wolf"]);
  });

  it("says which things it cannot draw, and never words that are not things", () => {
    const read = readSubjectsWith("a wolf among the trees near a house of my own, upstream", vocab);
    expect(drawn(read)).toEqual(["hand:wolf"]);
    expect(read.notDrawn).toEqual(["house"]);
  });

  it("leaves a creature's own parts to it", () => {
    expect(drawn(readSubjectsWith("a raven with its paw on a skull", vocab))).toEqual([
      "atlas:set:raven",
      "hand:skull",
    ]);
  });

  it("leaves the parts a drawing shows to it, and says so", () => {
    const read = readSubjectsWith("a skull with a wolf through the eye", vocab);
    expect(drawn(read)).toEqual(["hand:skull", "hand:wolf"]);
    expect(read.described).toEqual(["eye"]);
  });

  it("draws nothing it is asked not to: 'with no ...', 'without ...'", () => {
    const read = readSubjectsWith("a moon with no wolf, without a house", vocab);
    expect(drawn(read)).toEqual(["hand:moon"]);
    expect(read.notDrawn).toEqual([]);
  });

  it("reads the young of an animal named before as that animal, counted", () => {
    const read = readSubjectsWith("mama bear with two cubs", vocab);
    expect(read.subjects.map((s) => [label(s.subject), s.count])).toEqual([
      ["atlas:set:bear", 1],
      ["atlas:set:bear", 2],
    ]);
    expect(read.notDrawn).toEqual([]);
  });

  it("reads names across the articles inside them, and one-word spellings of two-word names", () => {
    const halo = readSubjectsWith("angel wings with a halo", vocab).subjects;
    expect(halo.map((s) => [label(s.subject), s.words])).toEqual([["atlas:set:angel-outfit", 5]]);
    expect(drawn(readSubjectsWith("a dreamcatcher", vocab))).toEqual(["atlas:set:dream-catcher"]);
  });

  it("never ends a name inside a hyphenated word ('pin-up' is no pin)", () => {
    const read = readSubjectsWith("a pin-up girl", {
      ...vocab,
      atlas: (p) => (p === "pin" ? { id: "set:pin", name: "pin", category: "object" } : undefined),
    });
    expect(drawn(read)).toEqual([]);
    expect(read.notDrawn).toEqual(["pin up", "girl"]);
  });

  it("reads what only says which or whose a subject is as describing it", () => {
    const whose = readSubjectsWith("hairdresser scissors", vocab);
    expect(drawn(whose)).toEqual(["atlas:set:scissors"]);
    expect([whose.notDrawn, whose.described]).toEqual([[], ["hairdresser"]]);
    const which = readSubjectsWith("my zodiac sign, a raven", vocab);
    expect([drawn(which), which.notDrawn]).toEqual([["atlas:set:raven"], []]);
    // Alone, it names a thing the design is drawn without.
    expect(readSubjectsWith("my zodiac sign", vocab).notDrawn).toEqual(["zodiac sign"]);
  });

  it("reads words in quotes as lettering, not subjects", () => {
    expect(drawn(readSubjectsWith('a moon with the word "raven"', vocab))).toEqual(["hand:moon"]);
  });

  it("finds a plural's singular as WordNet's morphy does", () => {
    expect(singulars("wolves")).toContain("wolf");
    expect(singulars("octopi")).toContain("octopus");
    expect(singulars("butterflies")).toContain("butterfly");
    expect(singulars("compass")).toEqual(["compass"]);
  });

  it("searches the sorted list of things in place", () => {
    const list = ["anvil", "house", "kettle", "zither"].join("\n");
    for (const word of ["anvil", "house", "kettle", "zither"]) expect(hasLine(list, word)).toBe(true);
    for (const word of ["a", "hous", "housez", "zz", ""]) expect(hasLine(list, word)).toBe(false);
  });
});

describe("the lexicon, with the atlas and WordNet", () => {
  it("reads multi-word names", () => {
    expect(label(first("a paw print").subject)).toBe("atlas:game-icons:paw-print");
    expect(label(first("a treble clef").subject)).toBe("atlas:game-icons:g-clef");
    expect(label(first("angel wings").subject)).toBe("atlas:game-icons:angel-wings");
    expect(label(first("a hot air balloon").subject)).toBe("atlas:game-icons:air-balloon");
    expect(label(first("a hot-air balloon").subject)).toBe("atlas:game-icons:air-balloon");
    expect(label(first("the grim reaper").subject)).toBe("atlas:game-icons:grim-reaper");
    expect(label(first("a sacred heart").subject)).toBe("hand:heart");
    expect(first("a sacred heart").phrase).toBe("sacred heart");
  });

  it("reads plurals and counts", () => {
    const whales = first("two whales diving");
    expect([whales.phrase, whales.count, label(whales.subject)]).toEqual(["whale", 2, "atlas:noto:whale"]);
    const wolves = first("wolves howling");
    expect([wolves.phrase, wolves.count, label(wolves.subject)]).toEqual(["wolf", 2, "hand:wolf"]);
    expect(first("three butterflies").count).toBe(3);
    expect(label(first("octopi").subject)).toBe("hand:octopus");
    expect(first("octopi").count).toBe(2);
    expect(first("a pair of swallows").count).toBe(2);
  });

  it("falls back on WordNet, climbing only to what the thing is", () => {
    const dog = first("a dog").subject;
    for (const breed of ["a labrador retriever", "a labrador", "a golden retriever", "a pug", "a husky", "a puppy"]) {
      const read = first(breed);
      expect(label(read.subject), breed).toBe(label(dog));
    }
    expect(first("a labrador").via).toBe("wordnet");
    // A magpie is a corvine bird, not a raven: drawn as the atlas's bird (a bird in general), never as the raven.
    expect(first("a magpie").via).toBe("wordnet");
    expect(label(first("a magpie").subject)).toBe("atlas:noto:bird");
    expect(label(first("a whale shark").subject)).toBe(label(first("a shark").subject));
  });

  it("never draws a different animal or object in place of the one asked for", () => {
    expect(label(first("a dog").subject)).not.toBe("hand:wolf");
    expect(label(first("a husky").subject)).not.toBe("hand:wolf");
    expect(label(first("a hummingbird").subject)).toBe("atlas:game-icons:hummingbird");
    expect(label(first("a sparrow").subject)).not.toBe("hand:swallow");
    expect(label(first("a katana").subject)).toBe("atlas:game-icons:katana");
    expect(label(first("a sword").subject)).not.toBe("hand:dagger");
    expect(label(first("a leopard").subject)).not.toBe("hand:tiger");
    expect(label(first("a raven").subject)).toBe("atlas:game-icons:raven");
    expect(label(first("a spider").subject)).not.toBe("hand:spider web");
    for (const [key, motif] of HAND_MOTIF_ENTRIES)
      for (const word of motif.notDrawnAs ?? []) expect(HAND_NAMES.get(word), word).not.toBe(key);
  });

  it("says 'drawn without' only of things nothing in the library is close to", () => {
    const read = readSubjects("a koi swimming upstream on its own among others, small and minimalist, on my forearm");
    expect(drawn(read)).toEqual(["hand:koi"]);
    expect(read.notDrawn).not.toContain("among");
    expect(read.notDrawn).not.toContain("own");
    expect(read.notDrawn).not.toContain("upstream");
    expect(read.notDrawn).not.toContain("small");
    expect(read.notDrawn).not.toContain("forearm");
    expect(readSubjects("a photocopier meditating").notDrawn).toEqual(["photocopier"]);
    expect(readSubjects("a troubadour floating in space").notDrawn).toEqual(["troubadour"]);
  });

  it("leaves banners and frames to the scene when it names them", () => {
    const read = readSubjects("a swallow carrying a banner", { reserved: EXTRA_SUBJECT_WORDS });
    expect(drawn(read)).toEqual(["hand:swallow", "scene:banner"]);
    expect(read.notDrawn).toEqual([]);
  });

  it("reads one thing named twice as one ('ocean wave', 'hamsa hand')", () => {
    expect(drawn(readSubjects("an ocean wave"))).toEqual(["hand:wave"]);
    expect(drawn(readSubjects("a hamsa hand"))).toEqual(["hand:hamsa"]);
  });

  it("reads the subjects of common requests by the names people give them", () => {
    const names: Record<string, string> = {
      "a seashell": "atlas:game-icons:spiral-shell",
      "a conch shell": "atlas:game-icons:spiral-shell",
      "a dreamcatcher": "atlas:game-icons:dream-catcher",
      "an awareness ribbon": "atlas:game-icons:ribbon",
      "a raindrop": "atlas:game-icons:drop",
      "playing cards": "atlas:game-icons:poker-hand",
      "a dna helix": "atlas:game-icons:dna1",
      "an atom": "atlas:game-icons:atom",
      "a ufo": "atlas:game-icons:ufo",
      "a campfire": "atlas:game-icons:campfire",
      "a cassette tape": "atlas:game-icons:audio-cassette",
      "a city skyline": "atlas:game-icons:modern-city",
      "a quill and ink": "atlas:game-icons:quill-ink",
      "a paper airplane": "atlas:game-icons:paper-plane",
      "the big dipper": "atlas:game-icons:ursa-major",
      "a bull skull": "atlas:game-icons:desert-skull",
      "a ram skull": "atlas:game-icons:animal-skull",
    };
    for (const [request, subject] of Object.entries(names))
      expect(drawn(readSubjects(request)), request).toEqual([subject]);
  });

  it("leaves to a subject the parts its drawing shows, and to a creature its hair", () => {
    for (const request of [
      "saturn with its rings",
      "a dreamcatcher with feathers",
      "a knight in armour",
      "medusa with snakes for hair",
    ]) {
      const read = readSubjects(request);
      expect(read.subjects, request).toHaveLength(1);
      expect(read.notDrawn, request).toEqual([]);
    }
    expect(drawn(readSubjects("a skull with a snake through the eye"))).toEqual(["hand:skull", "hand:snake"]);
  });

  it("counts a plural name as one thing and a plural as two", () => {
    expect(first("headphones")).toMatchObject({ count: 1, plural: false });
    // Young with no animal named before them are no one's.
    expect(readSubjects("two cubs and a bear").subjects.map((s) => [s.phrase, s.count])).toEqual([["bear", 1]]);
    expect(readSubjects("a bear with cubs").subjects.map((s) => s.count)).toEqual([1, 2]);
  });

  it("says whose a thing is apart from what it is, but never hides a god's or a thing's name", () => {
    expect(readSubjects("hairdresser scissors and a comb").notDrawn).toEqual([]);
    expect(readSubjects("a dharma sword").notDrawn).toEqual(["dharma"]);
  });

  it("never draws a different kind of skull, hat, flag, shell or fish in place of the one asked for", () => {
    const notDrawnAs: Array<[string, string]> = [
      ["a bull skull", "hand:skull"],
      ["a ram skull", "hand:skull"],
      ["a fish skeleton", "hand:koi"],
      ["a witch hat", "atlas:game-icons:top-hat"],
      ["a cowboy hat", "atlas:game-icons:top-hat"],
      ["an american flag", "atlas:game-icons:pirate-flag"],
      ["a flag", "atlas:game-icons:pirate-flag"],
      ["a conch shell", "atlas:game-icons:artillery-shell"],
      ["the big dipper", "atlas:game-icons:duck"],
      ["a paper airplane", "atlas:game-icons:airplane"],
      ["a gun", "atlas:game-icons:field-gun"],
      ["a vinyl record", "atlas:game-icons:disc"],
    ];
    for (const [request, wrong] of notDrawnAs) expect(drawn(readSubjects(request)), request).not.toContain(wrong);
  });
});
