/**
 * How the yardstick's labels (tests/fixtures/tattoo-requests.json) are matched against the names of
 * the drawn subjects: "a|b" accepts either name, "kind~plain" names a specific kind and its plain class.
 */
import { singular } from "~/modules/flash-engine/subjects";

const nameWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean)
    .map(singular);

/** The names a label asks for ("sugar skull|calavera~skull": the sugar skull or the calavera). */
export const labelKinds = (label: string) => label.split("~")[0];

/** The plain class a label names after "~" ("skull"), if any. */
export const labelPlain = (label: string) => label.split("~")[1];

/**
 * A drawn subject is the labelled one when the label's words appear together in its name ("dog" in
 * "sitting dog"), written as one word or two ("dreamcatcher" is the "dream catcher").
 */
export function drawsLabel(drawn: string, label: string): boolean {
  const have = nameWords(drawn);
  return labelKinds(label)
    .split("|")
    .some((alternative) => {
      const want = nameWords(alternative);
      const joined = want.join("");
      return have.some(
        (_, i) =>
          want.every((w, k) => have[i + k] === w) || have.some((__, j) => have.slice(i, j + 1).join("") === joined),
      );
    });
}
