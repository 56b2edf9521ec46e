/**
 * One-off: writes scripts/atlas/game-icons-authors.json, the author of each game-icons icon.
 * The Iconify package credits the set as a whole, but game-icons.net's licence (CC BY 3.0) asks
 * for "Icons made by {author}" per icon; the author is the folder of the icon in the set's own
 * repository. Run it with a clone of https://github.com/game-icons/icons:
 *   node scripts/atlas/game-icons-authors.mjs /path/to/game-icons/icons
 *   npx prettier --write scripts/atlas/game-icons-authors.json
 * A name drawn by two authors is settled by comparing the first point of the drawing.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const repo = process.argv[2];
if (!repo) throw new Error("usage: node scripts/atlas/game-icons-authors.mjs <clone of game-icons/icons>");
const git = (...args) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8", maxBuffer: 64 << 20 });

const commit = git("rev-parse", "HEAD").trim();
const files = git("ls-tree", "-r", "--name-only", "HEAD")
  .split("\n")
  .filter((f) => /^[^/]+\/[^/]+\.svg$/.test(f));
const licence = git("show", "HEAD:license.txt");

/** Folder -> display name and address, from the licence's list of contributors. */
const people = new Map();
for (const line of licence.split("\n")) {
  const m = /^- ([^,]+?)(?:, (https?:\/\/\S+))?(?: - (CC0))?\s*$/.exec(line);
  if (m) people.set(m[1].toLowerCase().replace(/\s+/g, "-"), { name: m[1], url: m[2], cc0: Boolean(m[3]) });
}

const firstPoint = (body) =>
  /[Mm]\s*(-?[\d.]+)[ ,]*(-?[\d.]+)/
    .exec(body.replace(/<path d="M0 0h512v512H0z"\/>/, ""))
    ?.slice(1, 3)
    .map(Number);

// Folders whose names are not the licence's spelling of the contributor.
const FOLDER_NAMES = { andymeneely: "andy-meneely", lucasms: "lucas" };
// Added by the set's maintainer as public domain (commit 7a27b32, "various-artists/public-domain").
people.set("various-artists", { name: "Various artists", cc0: true });

const icons = createRequire(import.meta.url)("@iconify-json/game-icons/icons.json").icons;
const byName = new Map();
for (const file of files) {
  const [folder, name] = file.replace(/\.svg$/, "").split("/");
  byName.set(name, [...(byName.get(name) ?? []), folder]);
}

const authors = {};
const unknown = [];
for (const [name, icon] of Object.entries(icons)) {
  const folders = (byName.get(name) ?? []).filter((f) => f !== "badges");
  let folder = folders[0];
  if (folders.length > 1) {
    const [x, y] = firstPoint(icon.body) ?? [];
    folder = folders.find((f) => {
      const p = firstPoint(git("show", `HEAD:${f}/${name}.svg`));
      return p && Math.abs(p[0] - x) < 0.01 && Math.abs(p[1] - y) < 0.01;
    });
  }
  if (folder) (authors[folder] ??= []).push(name);
  else unknown.push(name);
}

const credits = Object.fromEntries(
  Object.keys(authors)
    .sort()
    .map((folder) => {
      const person = people.get(FOLDER_NAMES[folder] ?? folder) ??
        people.get(folder.replace(/-/g, "")) ?? { name: folder };
      return [folder, { ...person, icons: authors[folder].sort() }];
    }),
);
const out = {
  source: `https://github.com/game-icons/icons at ${commit}`,
  note: "Icons without a known author are left out of the atlas.",
  unknown: unknown.sort(),
  authors: credits,
};
writeFileSync(new URL("./game-icons-authors.json", import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
console.log(`${Object.values(authors).flat().length} icons credited, ${unknown.length} unknown`, unknown.join(" "));
