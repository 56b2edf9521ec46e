/**
 * Reads the motif atlas built by scripts/build-atlas.mjs (issue 24). The index (names, forms,
 * categories, credits) is read once, on first use; a motif's drawing is read from its shard only
 * when it is drawn, and kept in a small cache.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { AtlasEntry, AtlasIndex, AtlasMotif } from "./atlas-types";

const GENERATED = join("app", "generated", "atlas");
const BUILD_COMMAND = "node scripts/build-atlas.mjs";

/** Sets whose drawings carry their own colours (the others draw in currentColor). */
const COLOURED_SETS = new Set(["noto", "twemoji"]);

/**
 * The generated folder: INKWELL_ATLAS_DIR, else, found upward from this module, the copy the
 * build keeps beside the server bundle (build/server/atlas, what a production install has) or
 * app/generated/atlas (the source tree), else under the working directory.
 */
export function atlasDir(): string {
  if (process.env.INKWELL_ATLAS_DIR) return process.env.INKWELL_ATLAS_DIR;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    if (existsSync(join(dir, "atlas", "index.json"))) return join(dir, "atlas");
    if (existsSync(join(dir, GENERATED, "index.json"))) return join(dir, GENERATED);
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return resolve(GENERATED);
}

/** A generated file as JSON; a missing atlas says how to build it. */
export function readGenerated<T>(file: string): T {
  const path = join(atlasDir(), file);
  if (!existsSync(path))
    throw new Error(`The motif atlas is not built (${path} is missing): run \`${BUILD_COMMAND}\`.`);
  return JSON.parse(readFileSync(path, "utf8")) as T;
}

let index: AtlasIndex | undefined;
let byId: Map<string, number> | undefined;

/** The atlas's index, read on first use. */
export function atlasIndex(): AtlasIndex {
  index ??= readGenerated<AtlasIndex>("index.json");
  return index;
}

/** The atlas motif a name or alias stands for ("paw print", "treble clef", "cachalot"), if any. */
export function findAtlasEntry(phrase: string): AtlasEntry | undefined {
  const at = atlasIndex().names[phrase];
  return at === undefined ? undefined : atlasIndex().motifs[at];
}

/** The index entry of an atlas motif by id ("game-icons:sperm-whale"). */
export function atlasEntry(id: string): AtlasEntry | undefined {
  if (!byId) byId = new Map(atlasIndex().motifs.map((m, i) => [m.id, i]));
  const at = byId.get(id);
  return at === undefined ? undefined : atlasIndex().motifs[at];
}

/** Drawings read so far, by id: a design draws a handful, a server a few hundred at most. */
const bodies = new Map<string, string>();
const MAX_CACHED = 512;

function bodyOf(entry: AtlasEntry): string {
  const cached = bodies.get(entry.id);
  if (cached !== undefined) return cached;
  const shard = readGenerated<Record<string, string>>(join("bodies", `${entry.body}.json`));
  const icon = entry.id.slice(entry.id.indexOf(":") + 1);
  const body = shard[icon];
  if (body === undefined)
    throw new Error(`The atlas has no drawing for ${entry.id}: rebuild it with \`${BUILD_COMMAND}\`.`);
  if (bodies.size >= MAX_CACHED) bodies.delete(bodies.keys().next().value as string);
  bodies.set(entry.id, body);
  return body;
}

/** An atlas motif ready to draw: its SVG body, tight viewBox, credit and index entry. */
export function loadAtlasMotif(id: string): AtlasMotif {
  const entry = atlasEntry(id);
  if (!entry) throw new Error(`No atlas motif ${id}`);
  return {
    entry,
    body: bodyOf(entry),
    viewBox: entry.viewBox,
    credit: atlasIndex().credits[entry.credit],
    coloured: COLOURED_SETS.has(entry.id.slice(0, entry.id.indexOf(":"))),
  };
}

/**
 * The credit lines of the atlas motifs a design draws, without repeats, for its licence text:
 * "“sperm whale” by Lorc, from Game Icons (https://game-icons.net), CC BY 3.0: <licence address>".
 */
export function atlasCredits(ids: string[]): string[] {
  const credits = atlasIndex().credits;
  const lines = ids.map((id) => atlasEntry(id)).flatMap((e) => (e ? [`“${e.name}” by ${credits[e.credit].text}`] : []));
  return [...new Set(lines)];
}

/** Forgets what was read (tests and benchmarks measure a cold start). */
export function resetAtlasCache(): void {
  index = undefined;
  byId = undefined;
  bodies.clear();
}
