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

/** The young of an animal: after the animal, the animal again ("a bear with two cubs"). */
export const YOUNG = new Set(["cub", "pup", "whelp", "calf", "chick", "joey", "young"]);

/** "teeth" -> "tooth": the singulars a part may be written as. */
const PART_SINGULARS: Record<string, string> = { teeth: "tooth", hooves: "hoof" };

/** A word as a part's name: singular, as the tables list them. */
export function partName(word: string): string {
  return (
    PART_SINGULARS[word] ?? (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word)
  );
}
