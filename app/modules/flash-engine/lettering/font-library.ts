/**
 * The lettering studio's fonts (issue 37): a curated library of tattoo faces, each an npm
 * package of @fontsource (SIL Open Font License 1.1 or Apache 2.0: embedding and commercial use
 * of what is made with them allowed; each credited on /credits from its package's metadata).
 * The files are read on the server only (./font-files.server.ts); the browser gets names and
 * previews drawn by the server. To add a font: `npm install --save-exact @fontsource/<id>`, check
 * its licence field, add a line here (its weight must be one the package ships), and look at it
 * on the contact sheet (`npm run engine:sheet`).
 */

export const FONT_CATEGORIES = [
  "script",
  "fine-script",
  "blackletter",
  "chicano",
  "typewriter",
  "serif",
  "sans",
  "hand-lettered",
  "brush",
] as const;
export type FontCategory = (typeof FONT_CATEGORIES)[number];

export const FONT_CATEGORY_LABELS: Record<FontCategory, string> = {
  script: "Script",
  "fine-script": "Fine script",
  blackletter: "Blackletter / Old English",
  chicano: "Chicano",
  typewriter: "Typewriter",
  serif: "Serif",
  sans: "Sans",
  "hand-lettered": "Hand-lettered",
  brush: "Brush",
};

export interface LibraryFont {
  /** The @fontsource package's id, which is also the font's id in forms and URLs. */
  id: string;
  /** The family's name as people read it. */
  name: string;
  category: FontCategory;
  /** The weight used (the package ships it). */
  weight: number;
  /** Fine hairlines: legible only larger (the legibility check asks for taller letters). */
  fine?: boolean;
}

const font = (id: string, name: string, category: FontCategory, weight = 400, fine = false): LibraryFont => ({
  id,
  name,
  category,
  weight,
  ...(fine ? { fine } : {}),
});

export const FONT_LIBRARY: readonly LibraryFont[] = [
  font("great-vibes", "Great Vibes", "script"),
  font("pinyon-script", "Pinyon Script", "script"),
  font("alex-brush", "Alex Brush", "script"),
  font("allura", "Allura", "script"),
  font("parisienne", "Parisienne", "script"),
  font("dancing-script", "Dancing Script", "script", 600),
  font("mrs-saint-delafield", "Mrs Saint Delafield", "fine-script", 400, true),
  font("italianno", "Italianno", "fine-script", 400, true),
  font("tangerine", "Tangerine", "fine-script", 700, true),
  font("monsieur-la-doulaise", "Monsieur La Doulaise", "fine-script", 400, true),
  font("herr-von-muellerhoff", "Herr Von Muellerhoff", "fine-script", 400, true),
  font("unifrakturmaguntia", "UnifrakturMaguntia", "blackletter"),
  font("unifrakturcook", "UnifrakturCook", "blackletter", 700),
  font("germania-one", "Germania One", "blackletter"),
  font("grenze-gotisch", "Grenze Gotisch", "blackletter", 600),
  font("uncial-antiqua", "Uncial Antiqua", "blackletter"),
  font("pirata-one", "Pirata One", "chicano"),
  font("mr-dafoe", "Mr Dafoe", "chicano"),
  font("new-rocker", "New Rocker", "chicano"),
  font("special-elite", "Special Elite", "typewriter"),
  font("courier-prime", "Courier Prime", "typewriter", 700),
  font("ibm-plex-mono", "IBM Plex Mono", "typewriter", 500),
  font("playfair-display", "Playfair Display", "serif", 600),
  font("cinzel", "Cinzel", "serif", 600),
  font("cormorant-garamond", "Cormorant Garamond", "serif", 600),
  font("eb-garamond", "EB Garamond", "serif", 500),
  font("abril-fatface", "Abril Fatface", "serif"),
  font("frank-ruhl-libre", "Frank Ruhl Libre", "serif", 500),
  font("amiri", "Amiri", "serif", 700),
  font("montserrat", "Montserrat", "sans", 600),
  font("oswald", "Oswald", "sans", 500),
  font("bebas-neue", "Bebas Neue", "sans"),
  font("josefin-sans", "Josefin Sans", "sans", 600),
  font("noto-sans-hebrew", "Noto Sans Hebrew", "sans", 600),
  font("noto-sans-devanagari", "Noto Sans Devanagari", "sans", 600),
  font("noto-sans-thai", "Noto Sans Thai", "sans", 600),
  font("caveat", "Caveat", "hand-lettered", 600),
  font("indie-flower", "Indie Flower", "hand-lettered"),
  font("permanent-marker", "Permanent Marker", "hand-lettered"),
  font("amatic-sc", "Amatic SC", "hand-lettered", 700),
  font("homemade-apple", "Homemade Apple", "hand-lettered"),
  font("kalam", "Kalam", "hand-lettered", 700),
  font("sriracha", "Sriracha", "hand-lettered"),
  font("aref-ruqaa", "Aref Ruqaa", "script", 700),
  font("kaushan-script", "Kaushan Script", "brush"),
  font("caveat-brush", "Caveat Brush", "brush"),
  font("marck-script", "Marck Script", "brush"),
  font("knewave", "Knewave", "brush"),
  font("yesteryear", "Yesteryear", "brush"),
  font("ma-shan-zheng", "Ma Shan Zheng", "brush"),
  font("yuji-syuku", "Yuji Syuku", "brush"),
  font("nanum-brush-script", "Nanum Brush Script", "brush"),
];

export type FontId = string;

/**
 * Blackletter's capital I reads as a J (and its V, X and M are far from the Roman forms), so a
 * date in Roman numerals would be misread: in a blackletter font, numerals are set in Cinzel's
 * inscriptional Roman capitals, the letters they are named after, and the words stay blackletter
 * (lettering/typeset.server.ts).
 */
export const ROMAN_COMPANION: FontId = "cinzel";

/** The face a font sets Roman numerals in, when not its own. */
export function romanCompanion(fontId: FontId): FontId | null {
  return libraryFont(fontId)?.category === "blackletter" ? ROMAN_COMPANION : null;
}

const BY_ID = new Map(FONT_LIBRARY.map((f) => [f.id, f]));

export function libraryFont(id: string): LibraryFont | undefined {
  return BY_ID.get(id);
}

export function isLibraryFont(id: string): boolean {
  return BY_ID.has(id);
}
