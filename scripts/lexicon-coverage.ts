/**
 * How many common tattoo requests the lexicon reads fully (issue 24): every named thing resolved to
 * a subject the engine can draw, nothing "drawn without".
 *   npx tsx scripts/lexicon-coverage.ts [file]       (default tests/fixtures/tattoo-requests.txt)
 * Prints each request with what it resolved to, then the totals.
 */
import { readFileSync } from "node:fs";
import { atlasEntry } from "~/modules/flash-engine/atlas/atlas.server";
import { readSubjects, type LexiconSubject } from "~/modules/flash-engine/lexicon/lexicon.server";
import { EXTRA_SUBJECT_WORDS } from "~/modules/flash-engine/scene";

const file = process.argv[2] ?? "tests/fixtures/tattoo-requests.txt";
const requests = readFileSync(file, "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));

function label(subject: LexiconSubject): string {
  if (subject.kind === "atlas") return `atlas ${atlasEntry(subject.id)?.name} (${subject.id})`;
  return `${subject.kind} ${subject.key}`;
}

let full = 0;
let byAtlas = 0;
let byWordNet = 0;
for (const request of requests) {
  // As the scene reads it: banners and frames are its own.
  const { subjects, notDrawn } = readSubjects(request, { reserved: EXTRA_SUBJECT_WORDS });
  const complete = subjects.length > 0 && notDrawn.length === 0;
  if (complete) full++;
  if (subjects.some((s) => s.subject.kind === "atlas")) byAtlas++;
  if (subjects.some((s) => s.via === "wordnet")) byWordNet++;
  const read = subjects.map(
    (s) =>
      `${s.count > 1 ? `${s.count}x ` : ""}${s.phrase} -> ${label(s.subject)}${s.via === "name" ? "" : ` [${s.via}]`}`,
  );
  console.log(
    `${complete ? "ok " : "-- "} ${request}: ${read.join("; ") || "(nothing)"}${notDrawn.length ? `; drawn without: ${notDrawn.join(", ")}` : ""}`,
  );
}
const pct = (n: number) => `${Math.round((100 * n) / requests.length)}%`;
console.log(
  `\n${full}/${requests.length} requests read fully (${pct(full)}); ${byAtlas} use an atlas motif, ${byWordNet} a WordNet neighbour.`,
);
