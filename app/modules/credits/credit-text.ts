/**
 * How a design's credits read in its files (pure, so the render threads use it too): the
 * whole text for metadata, and for a print sheet's visible line whatever of it fits.
 */

/** All the credit lines, and where every credit and licence text is. Null when the design draws no atlas motif. */
export function designCreditsText(credits: readonly string[], url: string): string | null {
  return credits.length > 0
    ? `Drawn with motifs used under their licences: ${credits.join("; ")}. All credits and licence texts: ${url}`
    : null;
}

// "“raven” by Lorc, from Game Icons (https://game-icons.net), CC BY 3.0: https://creativecommons.org/..."
const CREDIT_LINE = /^“.+?” by (.+), from (.+?) \(https?:[^)]*\), (.+?): https?:\S+$/;

/** The same credits, shorter: each set once, with its authors and licence ("Lorc (Game Icons, CC BY 3.0)"). */
export function shortCreditsText(credits: readonly string[], url: string): string | null {
  if (credits.length === 0) return null;
  const sets = new Map<string, { licence: string; authors: Set<string> }>();
  for (const line of credits) {
    const [, author, set, licence] = CREDIT_LINE.exec(line) ?? [];
    if (!author) continue;
    const entry = sets.get(set) ?? { licence, authors: new Set<string>() };
    entry.authors.add(author);
    sets.set(set, entry);
  }
  const parts = [...sets].map(([set, { licence, authors }]) => `${[...authors].join(", ")} (${set}, ${licence})`);
  return `Motifs by ${parts.join("; ")}. All credits and licence texts: ${url}`;
}

/** The shortest: where the credits are. */
export function creditsPointer(url: string): string {
  return `Motif credits and licence texts: ${url}`;
}
