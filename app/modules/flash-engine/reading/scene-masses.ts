/**
 * Places and masses (issue 36): "a forest of pines", "a field of sunflowers", "a flock of birds",
 * "a bouquet of poppies" are many of their member in one arrangement, never one member; a forest or
 * the woods named alone are a forest of trees. Read after the mentions, before they are counted.
 */
import type { Found, SceneDraft } from "./scene-draft";
import type { Mass } from "./scene-types";

/** The words that name a mass of the thing after "of", and the arrangement each is drawn as. */
export const MASS_WORDS: Readonly<Record<string, Mass>> = {
  forest: "forest",
  wood: "forest",
  woods: "forest",
  grove: "forest",
  field: "field",
  meadow: "field",
  flock: "flock",
  swarm: "flock",
  school: "flock",
  murder: "flock",
  bouquet: "bouquet",
  bunch: "bouquet",
  posy: "bouquet",
  bundle: "bouquet",
};

/** How many of the member a mass is drawn with. */
export const MASS_COUNT = 5;

/**
 * The mass word before a mention, at token `at`: "a field of poppies", "a forest of tall pine trees"
 * (up to two describing words between "of" and the member).
 */
function massBefore(draft: SceneDraft, f: Found): { mass: Mass; at: number } | undefined {
  const { tokens } = draft;
  let of = f.at - 1;
  while (of > f.at - 3 && of > 0 && tokens[of].word !== "of" && !draft.found.some((g) => g.end === of + 1)) of--;
  const mass = tokens[of]?.word === "of" ? MASS_WORDS[tokens[of - 1]?.word ?? ""] : undefined;
  return mass && { mass, at: of - 1 };
}

/**
 * Marks each mention named as a mass ("a forest of pine trees": the pine trees, a forest), the mass
 * word read (no subject of its own: the forest is not one more tree), and a forest named alone.
 */
export function readMasses(draft: SceneDraft): void {
  const { tokens, used } = draft;
  const dropped = new Set<Found>();
  for (const f of draft.found) {
    if (dropped.has(f)) continue;
    const named = massBefore(draft, f);
    if (named) {
      f.mass = named.mass;
      used.fill(1, named.at, f.at);
      draft.taken.push(tokens[named.at].word);
      for (const g of draft.found) if (g !== f && g.at <= named.at && g.end > named.at) dropped.add(g);
    } else if (f.key === "tree" && f.end - f.at === 1 && MASS_WORDS[tokens[f.at].word] === "forest")
      // "A fox in the forest": the forest's trees (the tree's own words name it).
      f.mass = "forest";
  }
  draft.found = draft.found.filter((f) => !dropped.has(f));
}
