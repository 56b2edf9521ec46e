/**
 * Time per design of the embedded flash engine (SVG composition + PNG encode), per resolution.
 * `npm run bench` imports `benchEngine`; run alone with `npx tsx scripts/bench-engine.ts`.
 * `BENCH_BASELINE=/path/to/another/checkout npx tsx scripts/bench-engine.ts` measures that
 * checkout's engine in the same run, design by design interleaved, and prints the ratio; the
 * server's memory is reported before and after the atlas and the lexicon are loaded.
 */
import path from "node:path";
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
  // Subjects from the atlas (issue 24).
  ["a raven on a skull", "Traditional", "Detailed"],
  ["two whales", "Watercolor", "Detailed"],
  ["a grim reaper with a scythe", "Blackwork", "Highly Complex"],
  ["my dog's paw print", "Minimalist", "Simple"],
  ["a mermaid on a rock", "Neo-traditional", "Detailed"],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

type Render = (request: FlashArtRequest) => Promise<unknown>;

export async function benchEngine(render: Render = renderFlashArt): Promise<EngineBenchRow[]> {
  return (await benchEngines([render]))[0];
}

/** Each engine's rows, measured interleaved (one design on each engine in turn), so a busy machine slows them alike. */
export async function benchEngines(renders: Render[]): Promise<EngineBenchRow[][]> {
  const all: EngineBenchRow[][] = renders.map(() => []);
  const request = (i: number, resolution: 512 | 1024 | 2048): FlashArtRequest => {
    const [description, style, complexity] = DESIGNS[i % DESIGNS.length];
    return { description, style, complexity, size: "Medium (10-20 cm)", seed: 1000 + i, resolution };
  };
  // Warm-up: fonts, sharp, JIT, the atlas's index and the drawings of its motifs.
  for (const render of renders) for (let i = 0; i < DESIGNS.length; i++) await render(request(i, 512));
  for (const resolution of [512, 1024, 2048] as const) {
    const times: number[][] = renders.map(() => []);
    for (let round = 0; round < 3; round++)
      for (let i = 0; i < DESIGNS.length; i++)
        for (const [k, render] of renders.entries()) {
          const started = performance.now();
          await render(request(i + round * DESIGNS.length, resolution));
          times[k].push(performance.now() - started);
        }
    times.forEach((list, k) => {
      list.sort((a, b) => a - b);
      all[k].push({
        resolution,
        medianMs: Math.round(percentile(list, 0.5) * 10) / 10,
        p95Ms: Math.round(percentile(list, 0.95) * 10) / 10,
        designsPerSecond: Math.round((1000 / (list.reduce((a, b) => a + b, 0) / list.length)) * 10) / 10,
      });
    });
  }
  return all;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const before = process.memoryUsage();
  const { readSceneFully } = await import("~/modules/flash-engine/reading.server");
  readSceneFully("a raven, a labrador and a sperm whale");
  const loaded = process.memoryUsage();
  console.log(
    `memory: rss ${mb(before.rss)} before the atlas, ${mb(loaded.rss)} with its index and the lexicon read (heap ${mb(before.heapUsed)} -> ${mb(loaded.heapUsed)})`,
  );
  const baseline = process.env.BENCH_BASELINE;
  const renders: Render[] = [renderFlashArt];
  if (baseline) {
    const other = (await import(pathToFileURL(path.resolve(baseline, "app/modules/flash-engine/index.server.ts")).href)) as {
      renderFlashArt: Render;
    };
    renders.push(other.renderFlashArt);
  }
  const [rows, baseRows] = await benchEngines(renders);
  console.log(`after the bench: rss ${mb(process.memoryUsage().rss)}`);
  console.log("Embedded engine (one design, SVG + PNG), target < 150 ms at 1024 px");
  console.log(`resolution   median ms   p95 ms   designs/s${baseRows ? "   baseline median   ratio" : ""}`);
  rows.forEach((row, i) => {
    const base = baseRows?.[i];
    console.log(
      `${String(row.resolution).padStart(10)} ${row.medianMs.toFixed(1).padStart(11)} ${row.p95Ms.toFixed(1).padStart(8)} ${row.designsPerSecond.toFixed(1).padStart(11)}` +
        (base ? `${base.medianMs.toFixed(1).padStart(18)} ${(row.medianMs / base.medianMs).toFixed(2).padStart(7)}` : ""),
    );
  });
}
