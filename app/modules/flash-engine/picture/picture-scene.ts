/**
 * What the description says beside the picture: which subject it names is the picture's own
 * ("my cat" in "my cat, with a crown of roses": the one the person owns, else the first named),
 * and the extra motifs the engine draws around it, each with where it goes: worn on top (a
 * crown), above (the moon it stands under), below, or beside.
 */
import type { Scene } from "../scene";

export type ExtraPlace = "worn" | "above" | "below" | "beside";

export interface PictureExtra {
  key: string;
  count: number;
  place: ExtraPlace;
}

/** Words that say a subject is the person's own, the one in their picture. */
const OWNED = /\b(my|our|his|her|their|your|this|the pictured)\s+(?:[a-z'’-]+\s+){0,2}$/i;

/** Which of the scene's subjects the picture shows: the owned one, else the first. */
export function pictureSubjectIndex(scene: Scene, description: string): number {
  const lower = description.toLowerCase();
  const owned = scene.subjects.findIndex((s) => {
    const at = lower.indexOf(s.word.toLowerCase());
    return at >= 0 && OWNED.test(lower.slice(Math.max(0, at - 40), at));
  });
  return owned >= 0 ? owned : 0;
}

function placeOf(scene: Scene, picture: number, other: number): ExtraPlace {
  for (const r of scene.relations) {
    if (r.from === picture && r.to === other) {
      if (r.kind === "wearing") return "worn";
      if (r.kind === "below") return "above";
      if (r.kind === "above" || r.kind === "on") return "below";
    }
    if (r.from === other && r.to === picture) {
      if (r.kind === "above" || r.kind === "on") return "above";
      if (r.kind === "below") return "below";
    }
  }
  return "beside";
}

/** The motifs the description adds to the picture, in the order named. */
export function pictureExtras(scene: Scene, description: string): PictureExtra[] {
  if (scene.subjects.length === 0) return [];
  const picture = pictureSubjectIndex(scene, description);
  return scene.subjects.flatMap((s, i) =>
    i === picture || s.key === "banner" || s.key === "frame"
      ? []
      : [{ key: s.key, count: Math.min(2, s.count), place: placeOf(scene, picture, i) }],
  );
}
