/**
 * The hand-drawn library's registry (issue 36): one definition per subject (./definition.ts),
 * grouped by kind in ./registry/, keyed by `HandMotifKey` so a missing or mistyped entry fails to
 * compile. Every table the engine reads a subject by (its words, category, parts, traits, poses,
 * plural, companions, what it frames) is looked up here.
 */
import type { HandMotifDefinition, HandMotifTrait, PosedMotifDefinition } from "./definition";
import { HAND_MOTIF_KEYS, isHandMotifKey, type HandMotifKey, type PosedMotifKey } from "./motif-keys";
import { ANIMALS } from "./registry/animals";
import { BEASTS } from "./registry/beasts";
import { CULTURAL_SYMBOLS } from "./registry/cultural-symbols";
import { FIGURES } from "./registry/figures";
import { MORE_FIGURES } from "./registry/figures-more";
import { WESTERN_FIGURES } from "./registry/figures-western";
import { OBJECTS } from "./registry/objects";
import { PLANTS } from "./registry/plants";
import { POSED_MOTIFS } from "./registry/posed";
import { SKY_AND_SCENES } from "./registry/sky-and-scenes";
import { SMALL_AND_SEA_CREATURES } from "./registry/small-and-sea-creatures";
import { SYMBOLS } from "./registry/symbols";
import { WORLD } from "./registry/world";

export type { HandMotifKey, PosedMotifKey } from "./motif-keys";
export { HAND_MOTIF_KEYS, isHandMotifKey, POSED_MOTIF_KEYS } from "./motif-keys";

/** Every hand-drawn subject's definition: all keys, each once (the groups share none; the registry test checks). */
export const HAND_MOTIFS = {
  ...PLANTS,
  ...ANIMALS,
  ...SMALL_AND_SEA_CREATURES,
  ...SKY_AND_SCENES,
  ...OBJECTS,
  ...SYMBOLS,
  ...FIGURES,
  ...WESTERN_FIGURES,
  ...WORLD,
  ...MORE_FIGURES,
  ...CULTURAL_SYMBOLS,
  ...BEASTS,
} satisfies Record<HandMotifKey, HandMotifDefinition> as Readonly<Record<HandMotifKey, HandMotifDefinition>>;

export { POSED_MOTIFS };

/** The hand-drawn subjects' definitions, in key order. */
export const HAND_MOTIF_ENTRIES: ReadonlyArray<readonly [HandMotifKey, HandMotifDefinition]> = HAND_MOTIF_KEYS.map(
  (key) => [key, HAND_MOTIFS[key]] as const,
);

/** The definition of a subject a scene names (any key: an atlas motif's or a scene word has none). */
export function handMotif(key: string): HandMotifDefinition | undefined {
  return isHandMotifKey(key) ? HAND_MOTIFS[key] : undefined;
}

export function posedDefinition(key: PosedMotifKey): PosedMotifDefinition {
  return POSED_MOTIFS[key];
}

/** Whether the subject of a key has a trait (false for any key that is not a hand-drawn subject's). */
export function hasTrait(key: string, trait: HandMotifTrait): boolean {
  return handMotif(key)?.traits?.includes(trait) ?? false;
}

/** The hand-drawn subjects with a trait, in key order. */
export function keysWithTrait(trait: HandMotifTrait): HandMotifKey[] {
  return HAND_MOTIF_KEYS.filter((key) => hasTrait(key, trait));
}
