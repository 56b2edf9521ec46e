import { atlasIndex } from "~/modules/flash-engine/atlas/atlas.server";
import { fontCredits, type FontCredit } from "./font-credits.server";

/**
 * Who made what the designs are drawn with (issue 24): the vector sets of the motif atlas, each
 * author whose licence asks to be named (CC BY), and the fonts and word list the engine uses.
 * The public /credits page shows it, with the licence texts that ship with the build
 * (public/licenses/, served at /licenses/...); each design also carries its own motifs'
 * credits in its files (design-credits.server.ts).
 */
export interface CreditedSet {
  name: string;
  source: string;
  /** `text`: the licence's full text as this site serves it. */
  licence: { title: string; url: string; text: string };
  attributionRequired: boolean;
  /** Motifs of this set the engine may draw. */
  motifs: number;
  authors: Array<{ name: string; url?: string; motifs: number }>;
}

/** The licence texts of the atlas's sets (public/licenses/), by set name; each holds the set's notice too. */
export const SET_LICENCE_TEXTS: Readonly<Record<string, string>> = {
  "Game Icons": "/licenses/game-icons.txt",
  "Noto Emoji": "/licenses/noto-emoji.txt",
  "Twitter Emoji": "/licenses/twemoji.txt",
  "Fluent Emoji High Contrast": "/licenses/fluent-emoji-high-contrast.txt",
  "Tabler Icons": "/licenses/tabler-icons.txt",
};

/** What the engine draws with besides the atlas: its fonts, WordNet and the skin tones. */
const OTHER_WORKS = [
  {
    name: "HarfBuzz, through harfbuzzjs (how the lettering is shaped)",
    source: "https://harfbuzz.github.io",
    licence: {
      title: "MIT License (HarfBuzz: Old MIT)",
      url: "https://github.com/harfbuzz/harfbuzz/blob/main/COPYING",
      text: "/licenses/harfbuzz.txt",
    },
  },
  {
    name: "DejaVu fonts (print files)",
    source: "https://dejavu-fonts.github.io",
    licence: {
      title: "DejaVu Fonts License (Bitstream Vera)",
      url: "https://dejavu-fonts.github.io/License.html",
      text: "/licenses/dejavu-fonts.txt",
    },
  },
  {
    name: "WordNet 3.1, Princeton University (how the engine reads what people ask for)",
    source: "https://wordnet.princeton.edu",
    licence: {
      title: "WordNet License",
      url: "https://wordnet.princeton.edu/license-and-commercial-use",
      text: "/licenses/wordnet.txt",
    },
  },
  {
    name: "Monk Skin Tone Scale, by Dr. Ellis Monk with Google, 2019 (the skin tones of How it ages and the try-on)",
    source: "https://skintone.google",
    licence: {
      title: "Creative Commons Attribution 4.0 International",
      url: "https://creativecommons.org/licenses/by/4.0/",
      text: "/licenses/cc-by-4.0.txt",
    },
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
      licence: { title: credit.licence.title, url: credit.licence.url, text: licenceTextOf(credit.set) },
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

/** The set's licence text as this site serves it; a set without one is a build error, not a missing credit. */
function licenceTextOf(set: string): string {
  const text = SET_LICENCE_TEXTS[set];
  if (!text) throw new Error(`The atlas's set "${set}" has no licence text in public/licenses: add it.`);
  return text;
}
