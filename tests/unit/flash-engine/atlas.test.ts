import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  atlasCredits,
  atlasDir,
  atlasIndex,
  findAtlasEntry,
  loadAtlasMotif,
} from "~/modules/flash-engine/atlas/atlas.server";

/** The sets' licences the product may use: permissive, none share-alike or non-commercial. */
const PERMISSIVE = new Set(["CC-BY-3.0", "CC-BY-4.0", "CC0-1.0", "MIT", "Apache-2.0"]);

const gameIconAuthors = JSON.parse(readFileSync("scripts/atlas/game-icons-authors.json", "utf8")) as {
  authors: Record<string, { name: string; icons: string[] }>;
};
const authorOf = (icon: string) => Object.values(gameIconAuthors.authors).find((a) => a.icons.includes(icon))?.name;

describe("the motif atlas", () => {
  it("is built, with thousands of subjects from the kept sets", () => {
    const index = atlasIndex();
    expect(index.motifs.length).toBeGreaterThan(2000);
    expect(Object.keys(index.sets).sort()).toEqual([
      "fluent-emoji-high-contrast",
      "game-icons",
      "noto",
      "tabler",
      "twemoji",
    ]);
    expect(Object.keys(index.sets).some((set) => /openmoji/.test(set))).toBe(false);
  });

  it("credits every motif: author, set, a permissive licence with its address, and the line to print", () => {
    const { motifs, credits } = atlasIndex();
    for (const motif of motifs) {
      const credit = credits[motif.credit];
      expect(credit.author, motif.id).toMatch(/\w/);
      expect(credit.set, motif.id).toMatch(/\w/);
      expect(PERMISSIVE.has(credit.licence.spdx), `${motif.id}: ${credit.licence.spdx}`).toBe(true);
      expect(credit.licence.url, motif.id).toMatch(/^https:\/\//);
      expect(credit.text, motif.id).toContain(credit.author);
      expect(credit.text, motif.id).toContain(credit.licence.url);
      if (credit.licence.spdx.startsWith("CC-BY")) expect(credit.attributionRequired, motif.id).toBe(true);
    }
  });

  it("credits each game-icons drawing to its own author, as CC BY asks", () => {
    for (const icon of ["sperm-whale", "grim-reaper", "paw-print", "raven", "katana"]) {
      const credit = loadAtlasMotif(`game-icons:${icon}`).credit;
      expect(credit.author).toBe(authorOf(icon));
      expect(credit.licence.spdx).toBe("CC-BY-3.0");
    }
    expect(atlasCredits(["game-icons:sperm-whale", "game-icons:sperm-whale"])).toEqual([
      "“sperm whale” by Delapouite, from Game Icons (https://game-icons.net), CC BY 3.0: https://creativecommons.org/licenses/by/3.0/",
    ]);
  });

  it("draws the subjects of issue 24 that the hand-drawn motifs do not", () => {
    const expected: Record<string, string> = {
      scorpion: "game-icons:scorpion",
      mermaid: "noto:mermaid",
      "grim reaper": "game-icons:grim-reaper",
      raven: "game-icons:raven",
      elephant: "game-icons:elephant",
      "angel wings": "game-icons:angel-wings",
      "sperm whale": "game-icons:sperm-whale",
      whale: "noto:whale",
      dolphin: "game-icons:dolphin",
      "sea turtle": "game-icons:sea-turtle",
      frog: "game-icons:frog",
      cactus: "game-icons:cactus",
      guitar: "game-icons:guitar",
      "tarot card": "game-icons:tarot-00-the-fool",
      "treble clef": "game-icons:g-clef",
      "paw print": "game-icons:paw-print",
      "samurai helmet": "game-icons:samurai-helmet",
      "oni mask": "game-icons:oni",
      "hannya mask": "game-icons:oni",
      cross: "tabler:cross-filled",
      rosary: "game-icons:prayer-beads",
      katana: "game-icons:katana",
      hummingbird: "game-icons:hummingbird",
    };
    for (const [name, id] of Object.entries(expected)) expect(findAtlasEntry(name)?.id, name).toBe(id);
  });

  it("keeps subjects only: no flags, faces, letters, buttons or interface arrows", () => {
    const ids = atlasIndex().motifs.map((m) => m.id);
    const unwanted = ids.filter((id) =>
      /:(flag-|.*-flag$|letter-|keycap|.*-button$|arrow-(up|down|left|right)|.*-face$|grinning|abstract-|battery)/.test(
        id,
      ),
    );
    // Portraits named "face" in game-icons (a bear's, a tiger's) are subjects, and so are the pirate's
    // skull flag, a plain flag and the American flag people tattoo; emoji faces and other flags are not.
    const kept = new Set(["game-icons:pirate-flag", "game-icons:flying-flag", "game-icons:usa-flag"]);
    expect(unwanted.filter((id) => !(id.startsWith("game-icons:") && id.endsWith("-face")) && !kept.has(id))).toEqual(
      [],
    );
    expect(ids.some((id) => /^(noto|twemoji|fluent-emoji-high-contrast):.*(tone\d|skin-tone)/.test(id))).toBe(false);
  });

  it("keeps one drawing of a subject, from the set that draws it best", () => {
    const whales = atlasIndex().motifs.filter((m) => m.name === "whale");
    expect(whales.map((m) => m.id)).toEqual(["noto:whale"]);
    expect(findAtlasEntry("dog")?.id).toBe("game-icons:sitting-dog");
    expect(findAtlasEntry("bear")?.id).toBe("game-icons:bear-head");
  });

  it("names motifs as people do: clean words, WordNet's synonyms and curated aliases", () => {
    expect(findAtlasEntry("g clef")?.id).toBe("game-icons:g-clef");
    expect(findAtlasEntry("cachalot")?.id).toBe("game-icons:sperm-whale");
    expect(findAtlasEntry("hot air balloon")?.id).toBe("game-icons:air-balloon");
    expect(findAtlasEntry("ace of spades")?.id).toBe("game-icons:card-ace-spades");
    // A synonym whose word means something else first is not a name: a bowl is no arena.
    expect(findAtlasEntry("bowl")?.id).not.toBe("game-icons:arena");
    // An unknown name is no kind of its last word: a desert eagle is a pistol.
    expect(findAtlasEntry("eagle")?.id).not.toBe("game-icons:desert-eagle");
  });

  it("sorts motifs into categories, forms and uprightness the layout can use", () => {
    const category = (name: string) => findAtlasEntry(name)?.category;
    expect(category("raven")).toBe("bird");
    expect(category("whale")).toBe("sea creature");
    expect(category("octopus")).toBe("sea creature");
    expect(category("elephant")).toBe("animal");
    expect(category("grim reaper")).toBe("creature");
    expect(category("guitar")).toBe("instrument");
    expect(category("katana")).toBe("weapon");
    expect(category("cactus")).toBe("plant");
    expect(category("castle")).toBe("building");
    expect(category("hot air balloon")).toBe("vehicle");
    expect(category("ankh")).toBe("symbol");
    expect(findAtlasEntry("grim reaper")?.form).toBe("tall");
    expect(findAtlasEntry("treble clef")?.form).toBe("long");
    expect(findAtlasEntry("elephant")?.form).toBe("wide");
    expect(findAtlasEntry("castle")?.upright).toBe(true);
    expect(findAtlasEntry("katana")?.upright).toBe(false);
    expect(findAtlasEntry("wolf howl")?.pose).toBe("howling");
    expect(findAtlasEntry("bear head")?.part).toBe("head");
  });

  it("holds no drawings in its index: a motif's drawing is read from its own shard when it is drawn", () => {
    const index = readFileSync(join(atlasDir(), "index.json"), "utf8");
    expect(index).not.toContain("<path");
    const whale = loadAtlasMotif("game-icons:sperm-whale");
    expect(whale.body).toMatch(/^<path fill="currentColor" d="M/);
    const shard = JSON.parse(readFileSync(join(atlasDir(), "bodies", `${whale.entry.body}.json`), "utf8")) as Record<
      string,
      string
    >;
    expect(shard["sperm-whale"]).toBe(whale.body);
    expect(Object.keys(shard).length).toBeLessThan(400);
  });

  it("gives each drawing a tight box inside its icon, and says which drawings bring their own colours", () => {
    const reaper = loadAtlasMotif("game-icons:grim-reaper");
    const [x, y, w, h] = reaper.viewBox;
    expect(x).toBeGreaterThanOrEqual(0);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(x + w).toBeLessThanOrEqual(512);
    expect(y + h).toBeLessThanOrEqual(512);
    expect(h).toBeGreaterThan(w);
    expect(reaper.coloured).toBe(false);
    const whale = loadAtlasMotif("noto:whale");
    expect(whale.coloured).toBe(true);
    expect(whale.body).toMatch(/fill="#[0-9a-f]{6}"/i);
  });
});
