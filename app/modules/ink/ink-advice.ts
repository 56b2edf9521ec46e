import type { InkOnSkin } from "./ink-on-skin";

/**
 * Inks with the same advice, together, so it is given once: on a deep tone most colours share one
 * ("Try deep red or brown", or the inks that show most). Two shades of one ink have names of their
 * own ("Dark red", "Light red": `inkLabels`), so each is named.
 */
export function adviceGroups(problems: readonly InkOnSkin[]) {
  const groups: Array<{ inks: InkOnSkin[]; suggestion: string | null }> = [];
  for (const ink of problems) {
    const same = groups.find((group) => group.suggestion === ink.suggestion);
    if (same) same.inks.push(ink);
    else groups.push({ inks: [ink], suggestion: ink.suggestion });
  }
  return groups;
}

/** "Orange", "Orange and green", "Orange, green and red". */
export function inkNames(inks: readonly InkOnSkin[]): string {
  const names = inks.map((ink, index) => (index === 0 ? ink.label : ink.label.toLowerCase()));
  return names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
