/**
 * What a subject named before a word owns (issue 24): a creature's head, wings or hair ("a wolf
 * with glowing eyes", "medusa with snakes for hair"), the parts its drawing shows ("saturn with
 * its rings", "a skull with a snake through the eye"), and a young one of an animal ("mama bear
 * with two cubs"). Such a word names the same subject, never another thing to draw.
 */

/** Parts of any creature, named as its own. */
export const CREATURE_PARTS = new Set(
  "head face wing tail paw claw horn antler fang beak fin mane eye socket scale tooth trunk tusk jaw hair".split(" "),
);

/**
 * Words that make the next part the subject's own: "its trunk", "with spread wings", "in armour", "through the eye".
 */
export const OWNING = new Set([
  "its",
  "his",
  "her",
  "their",
  "with",
  "spread",
  "open",
  "outstretched",
  "glowing",
  "the",
  "in",
]);

/** Words that say whose a part is: "on its back", "in her hair", "around his neck". */
export const POSSESSIVES = new Set(["its", "his", "her", "their"]);

/**
 * Parts of a subject another thing is put on, in or around (issue 36): after a possessive they name
 * where on the subject named before it goes ("a turtle with a rose on its back", "an eagle with a
 * snake in its talons", "a mermaid with a shell in her hair"), never a thing to draw or a placement.
 */
export const ANCHOR_PARTS = new Set(
  `back shell shoulder neck hair head palm talon claw paw hand foot feet mouth beak tooth teeth jaw wing breast chest
   belly horn arm lap nose tail middle centre center body hoof eye socket`
    .split(/\s+/)
    .filter(Boolean),
);

/** The young of an animal: after the animal, the animal again ("a bear with two cubs"). */
export const YOUNG = new Set(["cub", "pup", "whelp", "calf", "chick", "joey", "young"]);

/** "teeth" -> "tooth": the singulars a part may be written as. */
const PART_SINGULARS: Record<string, string> = { teeth: "tooth", feet: "foot", hooves: "hoof", hoove: "hoof" };

/** A word as a part's name: singular, as the tables list them. */
export function partName(word: string): string {
  return (
    PART_SINGULARS[word] ?? (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word)
  );
}
