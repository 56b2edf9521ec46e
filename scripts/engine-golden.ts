/**
 * Rewrites the engine's golden table (tests/fixtures/engine-golden.json) from today's output and
 * lists the cells that changed: `npm run engine:golden`. Run it only for an intended change of
 * output, after looking at it, and commit the table with the change.
 */
import { existsSync } from "node:fs";
import {
  computeGoldenTable,
  GOLDEN_TABLE_PATH,
  goldenDifferences,
  readGoldenTable,
  writeGoldenTable,
} from "../tests/unit/flash-engine/golden-grid";

const started = performance.now();
const before = existsSync(GOLDEN_TABLE_PATH) ? readGoldenTable() : {};
const table = computeGoldenTable();
const { changed, added, removed } = goldenDifferences(before, table);
writeGoldenTable(table);
const byScene = new Map<string, number>();
for (const name of changed) {
  const scene = name.split(" | ")[0];
  byScene.set(scene, (byScene.get(scene) ?? 0) + 1);
}
console.log(
  `${Object.keys(table).length} cells in ${Math.round(performance.now() - started)} ms -> ${GOLDEN_TABLE_PATH}`,
);
console.log(`${changed.length} changed, ${added.length} added, ${removed.length} removed`);
for (const [scene, count] of byScene) console.log(`  ${String(count).padStart(4)}  ${scene}`);
