/**
 * What the motif atlas and the lexicon cost a server (issue 24), measured, not asserted:
 *   node --expose-gc --import tsx scripts/atlas-bench.ts
 * Resident memory before and after the atlas index and the lexicon's WordNet table are loaded, and
 * the time to read one motif's drawing cold (its shard from disk) and warm (cached), and to read a
 * description's subjects cold and warm. One process, side by side, so the ratios hold on a busy machine.
 */
import { atlasIndex, loadAtlasMotif, resetAtlasCache } from "~/modules/flash-engine/atlas/atlas.server";
import { readSubjects, resetLexiconCache } from "~/modules/flash-engine/lexicon/lexicon.server";

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
function memory() {
  gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}
function time<T>(run: () => T): { ms: number; value: T } {
  const start = process.hrtime.bigint();
  const value = run();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, value };
}
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const before = memory();
const index = time(() => atlasIndex());
const withIndex = memory();
const lexicon = time(() => readSubjects("a labrador retriever and a raven"));
const withLexicon = memory();

const ids = [
  "game-icons:sperm-whale",
  "game-icons:grim-reaper",
  "noto:whale",
  "game-icons:paw-print",
  "tabler:cross-filled",
];
const cold = ids.map((id) => time(() => loadAtlasMotif(id)).ms);
const warm = ids.map((id) => median(Array.from({ length: 50 }, () => time(() => loadAtlasMotif(id)).ms)));

const requests = [
  "a whale diving",
  "a raven on a skull",
  "two wolves howling at the moon",
  "a hot air balloon over mountains",
  "a golden retriever",
];
const readCold = requests.map((r) => time(() => readSubjects(r)).ms);
const readWarm = requests.map((r) => median(Array.from({ length: 50 }, () => time(() => readSubjects(r)).ms)));

console.log(
  `atlas index: ${index.value.motifs.length} motifs, read in ${index.ms.toFixed(1)} ms; RSS +${mb(withIndex.rss - before.rss)} (heap +${mb(withIndex.heapUsed - before.heapUsed)})`,
);
console.log(
  `lexicon WordNet table: first read in ${lexicon.ms.toFixed(1)} ms; RSS +${mb(withLexicon.rss - withIndex.rss)} (heap +${mb(withLexicon.heapUsed - withIndex.heapUsed)})`,
);
console.log(`RSS: ${mb(before.rss)} before, ${mb(withLexicon.rss)} with both`);
console.log(
  `one motif's drawing: cold median ${median(cold).toFixed(2)} ms (max ${Math.max(...cold).toFixed(2)}), warm median ${median(warm).toFixed(4)} ms`,
);
console.log(
  `readSubjects: first read of each request median ${median(readCold).toFixed(3)} ms, warm median ${median(readWarm).toFixed(3)} ms`,
);
resetAtlasCache();
resetLexiconCache();
