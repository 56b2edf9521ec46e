import type { InkOnSkin } from "./ink-on-skin";

/**
 * Inks with the same advice, together, so it is given once: on a deep tone most colours share one
 * ("Try deep red or brown", or the inks that show most).
 */
export function adviceGroups(problems: readonly InkOnSkin[]) {
  const groups: Array<{ inks: InkOnSkin[]; suggestion: string | null }> = [];
  for (const ink of problems) {
    const same = groups.find((group) => group.suggestion === ink.suggestion);
    // Two shades of one ink (two reds) are named once, by the one that goes first.
    const twin = same?.inks.findIndex((other) => other.label === ink.label) ?? -1;
    if (same && twin >= 0) {
      if (goesSooner(ink, same.inks[twin])) same.inks[twin] = ink;
    } else if (same) same.inks.push(ink);
    else groups.push({ inks: [ink], suggestion: ink.suggestion });
  }
  return groups;
}

/** "Orange", "Orange and green", "Orange, green and red": each name once (a design can have two reds). */
export function inkNames(inks: readonly InkOnSkin[]): string {
  const labels = [...new Set(inks.map((ink) => ink.label))];
  const names = labels.map((label, index) => (index === 0 ? label : label.toLowerCase()));
  return names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** Whether `ink` is out of sight sooner than `other` (never shown first, then by the year). */
function goesSooner(ink: InkOnSkin, other: InkOnSkin): boolean {
  return (ink.vanishesBy ?? Infinity) < (other.vanishesBy ?? Infinity);
}
