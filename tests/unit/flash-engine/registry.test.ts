/**
 * The registry of hand-drawn subjects (issue 36): one definition per subject, every key defined
 * once, a mistyped key refused by the compiler, and the tables read from it consistent with it.
 */
import { describe, expect, it } from "vitest";
import { HAND_NAMES } from "~/modules/flash-engine/lexicon/hand-names";
import HAND_SENSES from "~/modules/flash-engine/lexicon/hand-senses.json";
import { readSubjects } from "~/modules/flash-engine/lexicon/lexicon.server";
import type { HandMotifDefinition } from "~/modules/flash-engine/motifs/definition";
import { HAND_DRAWN, MOTIF_KEYS, posedMotif } from "~/modules/flash-engine/motifs/index";
import {
  HAND_MOTIF_ENTRIES,
  HAND_MOTIF_KEYS,
  HAND_MOTIFS,
  isHandMotifKey,
  POSED_MOTIF_KEYS,
  type HandMotifKey,
} from "~/modules/flash-engine/motifs/registry";
import { ANIMALS } from "~/modules/flash-engine/motifs/registry/animals";
import { BEASTS } from "~/modules/flash-engine/motifs/registry/beasts";
import { CULTURAL_SYMBOLS } from "~/modules/flash-engine/motifs/registry/cultural-symbols";
import { FIGURES } from "~/modules/flash-engine/motifs/registry/figures";
import { MORE_FIGURES } from "~/modules/flash-engine/motifs/registry/figures-more";
import { WESTERN_FIGURES } from "~/modules/flash-engine/motifs/registry/figures-western";
import { OBJECTS } from "~/modules/flash-engine/motifs/registry/objects";
import { PLANTS } from "~/modules/flash-engine/motifs/registry/plants";
import { SKY_AND_SCENES } from "~/modules/flash-engine/motifs/registry/sky-and-scenes";
import { SMALL_AND_SEA_CREATURES } from "~/modules/flash-engine/motifs/registry/small-and-sea-creatures";
import { SYMBOLS } from "~/modules/flash-engine/motifs/registry/symbols";
import { WORLD } from "~/modules/flash-engine/motifs/registry/world";
import { readSceneFully } from "~/modules/flash-engine/reading.server";
import { readScene } from "~/modules/flash-engine/scene";

const GROUPS = [
  PLANTS,
  ANIMALS,
  SMALL_AND_SEA_CREATURES,
  SKY_AND_SCENES,
  OBJECTS,
  SYMBOLS,
  FIGURES,
  WESTERN_FIGURES,
  WORLD,
  MORE_FIGURES,
  CULTURAL_SYMBOLS,
  BEASTS,
];

/** Drawn only by the scene layout, never named: the kraken attacking a ship (once, or once at each end). */
const SCENE_ONLY = ["kraken", "kraken stern", "kraken bow"];

describe("the registry of hand-drawn subjects", () => {
  it("defines every key once, in one group, and the library draws each", () => {
    const grouped = GROUPS.flatMap((group) => Object.keys(group));
    expect(grouped.toSorted()).toEqual([...HAND_MOTIF_KEYS].toSorted());
    expect(new Set(HAND_MOTIF_KEYS).size).toBe(HAND_MOTIF_KEYS.length);
    expect(MOTIF_KEYS).toEqual(HAND_MOTIF_KEYS);
    for (const key of HAND_MOTIF_KEYS) {
      expect(HAND_DRAWN.find(key)?.category, key).toBe(HAND_MOTIFS[key].category);
      expect(isHandMotifKey(key)).toBe(true);
    }
    for (const key of POSED_MOTIF_KEYS) expect(HAND_DRAWN.find(key)?.category, key).toBe("creature");
    expect(isHandMotifKey("wolf howling")).toBe(false);
  });

  it("refuses a mistyped or missing key at compile time", () => {
    // @ts-expect-error: no subject is called "rsoe".
    const mistyped: HandMotifKey = "rsoe";
    const companions: HandMotifDefinition = {
      ...HAND_MOTIFS.rose,
      // @ts-expect-error: a companion is a subject's key.
      companions: ["dagger", "skul"],
    };
    const { wolf, ...withoutWolf } = HAND_MOTIFS;
    // @ts-expect-error: a registry without the wolf is not the registry.
    const missing: Record<HandMotifKey, HandMotifDefinition> = withoutWolf;
    expect([mistyped, companions.companions?.length, Object.keys(missing).length, wolf.category]).toEqual([
      "rsoe",
      2,
      HAND_MOTIF_KEYS.length - 1,
      "creature",
    ]);
  });

  it("reads every subject's words as that subject, with the lexicon and with the hand-drawn names alone", () => {
    const misread: string[] = [];
    for (const [key, motif] of HAND_MOTIF_ENTRIES)
      for (const word of motif.words) {
        // "forget me not" is written with its hyphens ("forget-me-not"): "not" ends no name.
        const description = `a ${/\bnot$/.test(word) ? word.replace(/ /g, "-") : word}`;
        const hand = readScene(description).subjects.map((s) => s.key);
        const lexicon = readSceneFully(description).subjects.map((s) => s.key);
        if (hand.join() !== key || lexicon.join() !== key) misread.push(`${word}: ${hand} / ${lexicon}`);
      }
    expect(misread).toEqual([]);
  });

  it("never reads a word for another thing as the subject by name (by meaning, a reindeer is a deer)", () => {
    const names = new Map<string, string>();
    for (const [key, motif] of HAND_MOTIF_ENTRIES) {
      for (const word of motif.words) {
        expect(names.get(word), `${word} names two subjects`).toBeUndefined();
        names.set(word, key);
      }
      for (const word of motif.notDrawnAs ?? []) {
        expect(motif.words, `${key}: ${word}`).not.toContain(word);
        expect(HAND_NAMES.get(word), word).not.toBe(key);
        const [read] = readSubjects(`a ${word}`).subjects;
        const same = read?.subject.kind === "hand" && read.subject.key === key;
        expect(same && read.via !== "wordnet", `${word} read as ${key}`).toBe(false);
      }
    }
  });

  it("names every posed variant from a subject (by a pose or as it sits), save the kraken's attack", () => {
    const named = new Set(
      HAND_MOTIF_ENTRIES.flatMap(([, m]) => [...Object.values(m.poses ?? {}), ...(m.seated ? [m.seated] : [])]),
    );
    expect(POSED_MOTIF_KEYS.filter((key) => !named.has(key))).toEqual(SCENE_ONLY);
    for (const [key, motif] of HAND_MOTIF_ENTRIES)
      for (const [pose, posed] of Object.entries(motif.poses ?? {})) expect(posedMotif(key, pose)).toBe(posed);
  });

  it("keeps its other tables to registered subjects: companions, worn forms, WordNet's senses", () => {
    for (const [key, motif] of HAND_MOTIF_ENTRIES) {
      expect(motif.companions ?? [], key).not.toContain(key);
      expect(new Set(motif.companions).size).toBe(motif.companions?.length ?? 0);
      if (motif.wornAs) expect(HAND_MOTIFS[motif.wornAs].traits, key).toContain("garland");
    }
    // The WordNet senses the atlas build reads (scripts/atlas/lexicon-table.mjs) name registered subjects.
    expect(Object.keys(HAND_SENSES).filter((key) => !isHandMotifKey(key))).toEqual([]);
  });
});
