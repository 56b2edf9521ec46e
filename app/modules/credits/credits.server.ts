import { atlasIndex } from "~/modules/flash-engine/atlas/atlas.server";
import { fontCredits, type FontCredit } from "./font-credits.server";

/**
 * Who made what the designs are drawn with (issue 24): the vector sets of the motif atlas, each
 * author whose licence asks to be named (CC BY), and the fonts and word list the engine uses.
 * The public /credits page shows it; each design also carries its own motifs' credits in its
 * files (PNG text, SVG metadata, print PDF).
 */
export interface CreditedSet {
  name: string;
  source: string;
  licence: { title: string; url: string };
  attributionRequired: boolean;
  /** Motifs of this set the engine may draw. */
  motifs: number;
  authors: Array<{ name: string; url?: string; motifs: number }>;
}

/** What the engine draws with besides the atlas: its fonts and WordNet. */
const OTHER_WORKS = [
  {
    name: "HarfBuzz, through harfbuzzjs (how the lettering is shaped)",
    source: "https://harfbuzz.github.io",
    licence: {
      title: "MIT License (HarfBuzz: Old MIT)",
      url: "https://github.com/harfbuzz/harfbuzz/blob/main/COPYING",
    },
  },
  {
    name: "DejaVu fonts (print files)",
    source: "https://dejavu-fonts.github.io",
    licence: { title: "DejaVu Fonts License (Bitstream Vera)", url: "https://dejavu-fonts.github.io/License.html" },
  },
  {
    name: "WordNet 3.1, Princeton University (how the engine reads what people ask for)",
    source: "https://wordnet.princeton.edu",
    licence: { title: "WordNet License", url: "https://wordnet.princeton.edu/license-and-commercial-use" },
  },
] as const;

export function creditsPage(): { sets: CreditedSet[]; others: typeof OTHER_WORKS; fonts: FontCredit[] } {
  const index = atlasIndex();
  const perCredit = new Map<number, number>();
  for (const motif of index.motifs) perCredit.set(motif.credit, (perCredit.get(motif.credit) ?? 0) + 1);
  const sets = new Map<string, CreditedSet>();
  index.credits.forEach((credit, at) => {
    const motifs = perCredit.get(at) ?? 0;
    if (motifs === 0) return;
    const set = sets.get(credit.set) ?? {
      name: credit.set,
      source: credit.source,
      licence: { title: credit.licence.title, url: credit.licence.url },
      attributionRequired: credit.attributionRequired,
      motifs: 0,
      authors: [],
    };
    set.motifs += motifs;
    set.authors.push({ name: credit.author, ...(credit.authorUrl ? { url: credit.authorUrl } : {}), motifs });
    sets.set(credit.set, set);
  });
  const ordered = [...sets.values()].sort((a, b) => b.motifs - a.motifs);
  for (const set of ordered) set.authors.sort((a, b) => b.motifs - a.motifs || a.name.localeCompare(b.name));
  return { sets: ordered, others: OTHER_WORKS, fonts: fontCredits() };
}

/** A design's credits as one text, for its files: "Drawn with: “raven” by Lorc, from Game Icons ...". */
export function designCreditsText(credits: readonly string[]): string | null {
  return credits.length > 0
    ? `Drawn with motifs used under their licences: ${credits.join("; ")}. All credits: /credits`
    : null;
}
