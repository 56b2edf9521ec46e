/**
 * The hand-drawn motif library as motifs (../motif.ts): every subject drawn in code, from its one
 * definition (./registry.ts), registered once (../motif-registry.ts) beside the atlas's.
 */
import type { Motif, MotifCategory, MotifFunction } from "../motif";
import { createMotifRegistry } from "../motif-registry";
import type { MotifLayout } from "./definition";
import { HAND_MOTIF_ENTRIES, POSED_MOTIFS } from "./registry";

function entry(key: string, draw: MotifFunction, category: MotifCategory, layout: MotifLayout = {}): Motif {
  const { form = "round", upright = false, pair, massed, bannerAt = 0.86, ...anchors } = layout;
  return {
    key,
    draw,
    form,
    upright,
    category,
    anchors: { bannerAt, ...anchors },
    ...(pair === undefined ? {} : { pair }),
    ...(massed ? { massed } : {}),
  };
}

const NAMED: Motif[] = HAND_MOTIF_ENTRIES.map(([key, m]) => entry(key, m.draw, m.category, m.layout));

/** Posed variants (issue 16): creatures drawn when a scene asks for the pose, never chosen by name. */
const POSED: Motif[] = Object.entries(POSED_MOTIFS).map(([key, m]) => entry(key, m.draw, "creature", m.layout));

/** "subject:pose" -> the posed variant's key, from each subject's `poses`. */
const POSES: Record<string, string> = Object.fromEntries(
  HAND_MOTIF_ENTRIES.flatMap(([key, m]) =>
    Object.entries(m.poses ?? {}).map(([pose, posed]) => [`${key}:${pose}`, posed]),
  ),
);

/**
 * Motifs from beyond the hand-drawn library (the vector atlas, added by the server: ../stylise/atlas-motifs.server.ts).
 */
let moreMotifs: ((key: string) => Motif | undefined) | undefined;

/** Adds the source of motifs the hand-drawn library does not have (once, when the server loads the atlas). */
export function addMotifSource(source: (key: string) => Motif | undefined): void {
  moreMotifs = source;
}

/** The hand-drawn motifs, registered once; other keys are asked of the added source. */
export const HAND_DRAWN = createMotifRegistry({
  named: NAMED,
  posed: POSED,
  poses: POSES,
  more: (key) => moreMotifs?.(key),
});

/** The keys of every hand-drawn subject that may be chosen by name. */
export const MOTIF_KEYS = HAND_DRAWN.named;

export function posedMotif(key: string, pose: string | undefined): string {
  return HAND_DRAWN.posed(key, pose);
}

/** The motif for a key, hand-drawn or from the added source, if any. */
export function findMotif(key: string): Motif | undefined {
  return HAND_DRAWN.find(key);
}

/** The motif for a key; the rose for a key no library has. */
export function motifFor(key: string): Motif {
  return HAND_DRAWN.find(key) ?? (HAND_DRAWN.find("rose") as Motif);
}

/** What a subject is called in words: its own name for an atlas motif ("sperm whale"), else its key. */
export function motifName(key: string): string {
  return HAND_DRAWN.find(key)?.credit?.name ?? key;
}

/** Signs drawn flat on the face of a thing ("a hamsa with an evil eye", "a sacred heart with a cross"). */
const EMBLEMS = /(^|\s)(eyes?|mandala|cross|crucifix|yin yang|om|pentagram|ankh|hamsa eye|evil eye)$/;

/** Whether a subject is a sign drawn on the face of what it is on, rather than standing on its top. */
export function isEmblem(key: string): boolean {
  return EMBLEMS.test(motifName(key));
}

/** Whether a subject is a pair of wings ("angel wings"): they spread behind what has them. */
export function isWings(key: string): boolean {
  return /\bwings?$/.test(motifName(key));
}
