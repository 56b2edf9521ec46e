/**
 * The vector sets the atlas draws from, in order of preference for tattoo flash, with their
 * licences and whom each icon credits. Only permissive licences: no share-alike, no
 * non-commercial (openmoji is CC BY-SA and stays out).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** Canonical licence addresses: where a design's licence text points for each licence. */
const LICENCE_URLS = {
  "CC-BY-3.0": "https://creativecommons.org/licenses/by/3.0/",
  "CC-BY-4.0": "https://creativecommons.org/licenses/by/4.0/",
  "CC0-1.0": "https://creativecommons.org/publicdomain/zero/1.0/",
  MIT: "https://opensource.org/license/mit",
  "Apache-2.0": "https://www.apache.org/licenses/LICENSE-2.0",
};

/**
 * rank: lower is preferred when two sets draw the same subject (see docs/decisions/018).
 * emoji: the set's metadata lists its icons by Unicode emoji category.
 * fallback: used only for subjects no other set draws (thin outline icons).
 */
export const SETS = [
  { prefix: "game-icons", rank: 0, emoji: false, fallback: false },
  { prefix: "noto", rank: 1, emoji: true, fallback: false },
  { prefix: "twemoji", rank: 2, emoji: true, fallback: false },
  { prefix: "fluent-emoji-high-contrast", rank: 3, emoji: true, fallback: false },
  { prefix: "tabler", rank: 4, emoji: false, fallback: true },
];

const ALLOWED_LICENCES = new Set(Object.keys(LICENCE_URLS));

/** The installed set: icons, info (licence, author) and, for emoji sets, categories. */
export function loadSet(set) {
  const dir = require.resolve(`@iconify-json/${set.prefix}/icons.json`).replace(/icons\.json$/, "");
  const icons = JSON.parse(readFileSync(`${dir}icons.json`, "utf8"));
  const info = JSON.parse(readFileSync(`${dir}info.json`, "utf8"));
  const pkg = JSON.parse(readFileSync(`${dir}package.json`, "utf8"));
  const spdx = info.license.spdx;
  if (!ALLOWED_LICENCES.has(spdx) || pkg.license !== spdx)
    throw new Error(`${set.prefix}: licence ${spdx} (package says ${pkg.license}) is not one the atlas may use`);
  const metadata = set.emoji ? JSON.parse(readFileSync(`${dir}metadata.json`, "utf8")) : {};
  const category = new Map();
  for (const [name, list] of Object.entries(metadata.categories ?? {}))
    for (const icon of list) category.set(icon, name);
  return { ...set, icons, info, version: pkg.version, category };
}

/** Game-icons credits each icon to its author (the folder it lives in, in the set's repository). */
function gameIconAuthors() {
  const data = JSON.parse(readFileSync(new URL("./game-icons-authors.json", import.meta.url), "utf8"));
  const byIcon = new Map();
  for (const person of Object.values(data.authors)) for (const icon of person.icons) byIcon.set(icon, person);
  return byIcon;
}

let authors;

/**
 * The credit an icon carries: its author, set, licence, the licence's address and the line a
 * design's licence text or the credits page prints after the motif's title ("“sperm whale” by
 * <text>"). undefined when the author is unknown (then the icon is not used: CC BY needs the
 * author's name).
 */
export function creditOf(set, icon) {
  const spdx = set.info.license.spdx;
  const licence = { title: set.info.license.title, spdx, url: LICENCE_URLS[spdx] };
  const source = set.info.author.url;
  if (set.prefix === "game-icons") {
    authors ??= gameIconAuthors();
    const person = authors.get(icon);
    if (!person) return undefined;
    // A few contributors gave their icons to the public domain (the set's license.txt); they are credited all the same.
    const own = person.cc0 ? { title: "CC0 1.0", spdx: "CC0-1.0", url: LICENCE_URLS["CC0-1.0"] } : licence;
    return {
      set: set.info.name,
      author: person.name,
      authorUrl: person.url,
      licence: own,
      attributionRequired: !person.cc0,
      text: `${person.name}, from ${set.info.name} (https://game-icons.net), ${own.title}: ${own.url}`,
      source,
    };
  }
  const author = set.info.author.name;
  const attributionRequired = spdx.startsWith("CC-BY");
  return {
    set: set.info.name,
    author,
    authorUrl: source,
    licence,
    attributionRequired,
    text: `${author}, from ${set.info.name} (${source}), ${licence.title}: ${licence.url}`,
    source,
  };
}
