/**
 * Time per design of the embedded flash engine (SVG composition + PNG encode), per resolution.
 * `npm run bench` imports `benchEngine`; run alone with `npx tsx scripts/bench-engine.ts`.
 */
import { pathToFileURL } from "node:url";
import { renderFlashArt } from "~/modules/flash-engine/index.server";
import type { Complexity, FlashArtRequest } from "~/modules/flash-engine/types";

export interface EngineBenchRow {
  resolution: number;
  medianMs: number;
  p95Ms: number;
  designsPerSecond: number;
}

const DESIGNS: Array<[string, string, Complexity]> = [
  ['a rose with a banner that says "Mom"', "Traditional", "Detailed"],
  ["skull and dagger", "Neo-traditional", "Highly Complex"],
  ["koi fish in waves", "Japanese", "Detailed"],
  ["wolf howling at the moon", "Realistic", "Detailed"],
  ["a tiny swallow", "Minimalist", "Simple"],
  ["lotus mandala", "Geometric", "Detailed"],
  ["moth with a crescent moon", "Blackwork", "Highly Complex"],
  ["owl on a branch", "Dotwork", "Detailed"],
  ["butterfly and flowers", "Watercolor", "Detailed"],
  ["sun", "Tribal", "Detailed"],
  ["dragon", "Japanese", "Highly Complex"],
  ["ship and lighthouse 'home'", "Traditional", "Highly Complex"],
  ["snake coiled around a dagger", "Blackwork", "Detailed"],
  ["something meaningful about my grandmother", "Neo-traditional", "Simple"],
  ["celtic knot", "Dotwork", "Highly Complex"],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

export async function benchEngine(): Promise<EngineBenchRow[]> {
  const rows: EngineBenchRow[] = [];
  const request = (i: number, resolution: 512 | 1024 | 2048): FlashArtRequest => {
    const [description, style, complexity] = DESIGNS[i % DESIGNS.length];
    return { description, style, complexity, size: "Medium (10-20 cm)", seed: 1000 + i, resolution };
  };
  // Warm-up: fonts, sharp, JIT.
  for (let i = 0; i < 3; i++) await renderFlashArt(request(i, 512));
  for (const resolution of [512, 1024, 2048] as const) {
    const times: number[] = [];
    for (let i = 0; i < DESIGNS.length; i++) {
      const started = performance.now();
      await renderFlashArt(request(i, resolution));
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const medianMs = percentile(times, 0.5);
    rows.push({
      resolution,
      medianMs: Math.round(medianMs * 10) / 10,
      p95Ms: Math.round(percentile(times, 0.95) * 10) / 10,
      designsPerSecond: Math.round((1000 / (times.reduce((a, b) => a + b, 0) / times.length)) * 10) / 10,
    });
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const rows = await benchEngine();
  console.log("Embedded engine (one design, SVG + PNG), target < 150 ms at 1024 px");
  console.log("resolution   median ms   p95 ms   designs/s");
  for (const row of rows) {
    console.log(
      `${String(row.resolution).padStart(10)} ${row.medianMs.toFixed(1).padStart(11)} ${row.p95Ms.toFixed(1).padStart(8)} ${row.designsPerSecond.toFixed(1).padStart(11)}`,
    );
  }
}
