/**
 * Places and masses (issue 36): "a forest of pines", "a field of sunflowers", "a flock of birds",
 * "a bouquet of poppies" are many of their member in one arrangement, never one member; a forest or
 * the woods named alone are a forest of trees. Read after the mentions, before they are counted.
 */
import type { Found, SceneDraft } from "./scene-draft";
import type { Mass } from "./scene-types";
import { FILLER } from "./scene-words";

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

/** The tree's words that name a forest alone: its trees, never one. */
const PLACE_NAMES: ReadonlySet<string> = new Set(["forest", "wood", "woods", "grove", "tree line", "treeline"]);

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
  // "A field full of flowers" is a field of them.
  const at = tokens[of - 1]?.word === "full" ? of - 2 : of - 1;
  const mass = tokens[of]?.word === "of" ? MASS_WORDS[tokens[at]?.word ?? ""] : undefined;
  return mass && { mass, at };
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
    } else if (
      f.key === "tree" &&
      PLACE_NAMES.has(
        tokens
          .slice(f.at, f.end)
          .map((t) => t.word)
          .join(" "),
      )
    )
      // "A fox in the forest", "a tree line": the forest's trees (the tree's own words name it).
      f.mass = "forest";
  }
  draft.found = draft.found.filter((f) => !dropped.has(f));
}

/** Masses that are places: what is named with them is in them. */
const PLACES: ReadonlySet<Mass> = new Set(["forest", "field"]);

/**
 * A place named with a thing is the thing in it: "a forest with a wolf" is the wolf in the forest,
 * in front of its trees (nothing but describing words between them, neither related otherwise).
 * Read after the other relations.
 */
export function withinPlaces(draft: SceneDraft): void {
  const { tokens, found, indexAt, subjects, relations } = draft;
  found.forEach((f, k) => {
    if (k === 0) return;
    const place = indexAt[k - 1];
    const thing = indexAt[k];
    const mass = subjects[place]?.mass;
    if (!mass || !PLACES.has(mass) || place === thing) return;
    if (relations.some((r) => [r.from, r.to].some((i) => i === place || i === thing))) return;
    const between = tokens.slice(found[k - 1].end, f.at).map((t) => t.word);
    if (between.includes("with") && between.every((w) => FILLER.has(w)))
      relations.push({ kind: "inside", from: thing, to: place });
  });
}
