/**
 * Time per design of the embedded flash engine (SVG composition + PNG encode), per resolution.
 * `npm run bench` imports `benchEngine`; run alone with `npx tsx scripts/bench-engine.ts`.
 * `BENCH_BASELINE=/path/to/another/checkout npx tsx scripts/bench-engine.ts` measures that
 * checkout's engine in the same run, design by design interleaved, and prints the ratio; the
 * server's memory is reported before and after the atlas and the lexicon are loaded.
 * `benchPictureEngine` times designs drawn from a 12-megapixel phone photo (issue 28), as the app
 * stores it (2048 px), and reports the process's peak memory; `npx tsx scripts/bench-engine.ts
 * --pictures` runs only that.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import sharp from "sharp";
import { renderFlashArt } from "~/modules/flash-engine/index.server";
import { renderPictureFlash } from "~/modules/flash-engine/picture/index.server";
import { BASE_STYLES } from "~/modules/flash-engine/styles";
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

/**
 * A phone photo as the app stores it: the reference cat upscaled to 12 megapixels (4000 x 3000)
 * with sensor noise (a fixed hash, so every run gets the same photo), saved as the phone's JPEG,
 * then downscaled to 2048 px on its longer side and saved again, as the upload step does.
 */
export async function phonePhoto(): Promise<Uint8Array> {
  const [width, height] = [4000, 3000];
  const cat = await readFile("tests/fixtures/reference-photos/cat.png");
  const pixels = await sharp(cat)
    .resize(width, height, { fit: "fill", kernel: "cubic" })
    .removeAlpha()
    .raw()
    .toBuffer();
  for (let i = 0; i < pixels.length; i++) {
    let h = Math.imul(i, 0x9e3779b1);
    h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
    pixels[i] = Math.max(0, Math.min(255, pixels[i] + (((h >>> 16) & 15) - 7.5)));
  }
  const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  return new Uint8Array(await sharp(photo).resize(2048, 2048, { fit: "inside" }).jpeg({ quality: 90 }).toBuffer());
}

export interface PictureBenchRow extends EngineBenchRow {
  /** Median processor time of a design (all of the process's threads): steadier than wall time on a shared machine. */
  medianCpuMs: number;
}

export interface PictureBenchResult {
  rows: PictureBenchRow[];
  /** The process's resident memory at its peak while the designs were drawn, and before, in MB. */
  peakRssMb: number;
  rssBeforeMb: number;
  photoBytes: number;
}

/**
 * Samples the process's resident memory every few milliseconds from a worker thread (the main
 * thread is busy drawing), so the peak is the one of the designs, not of what ran before.
 */
function rssSampler(): { peak: () => Promise<number>; stop: () => Promise<void> } {
  const worker = new Worker(
    `const { parentPort } = require("node:worker_threads");
     let peak = 0;
     const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 4);
     parentPort.on("message", () => parentPort.postMessage(peak));`,
    { eval: true },
  );
  return {
    peak: () => new Promise((resolve) => (worker.once("message", resolve), worker.postMessage("peak"))),
    stop: async () => void (await worker.terminate()),
  };
}

/** Designs from the phone photo, one per style at each resolution, after a warm-up; medians and the peak memory. */
export async function benchPictureEngine(): Promise<PictureBenchResult> {
  const picture = await phonePhoto();
  const request = (i: number, resolution: 512 | 1024 | 2048) => ({
    picture,
    description: i % 3 === 0 ? "my cat, with a crown of roses" : "my cat",
    style: BASE_STYLES[i % BASE_STYLES.length],
    size: "Medium (10-20 cm)",
    complexity: (["Detailed", "Simple", "Highly Complex"] as const)[i % 3],
    seed: 500 + i,
    resolution,
  });
  // Warm-up: the lexicon, the atlas's motifs, the JIT; the memory is measured from here.
  for (let i = 0; i < 3; i++) await renderPictureFlash(request(i, 512));
  const rssBeforeMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  const sampler = rssSampler();
  const rows: PictureBenchRow[] = [];
  for (const resolution of [512, 1024, 2048] as const) {
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < BASE_STYLES.length; i++) {
      const started = performance.now();
      const used = process.cpuUsage();
      await renderPictureFlash(request(i, resolution));
      const { user, system } = process.cpuUsage(used);
      times.push(performance.now() - started);
      cpu.push((user + system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    rows.push({
      resolution,
      medianCpuMs: Math.round(percentile(cpu, 0.5)),
      medianMs: Math.round(percentile(times, 0.5)),
      p95Ms: Math.round(percentile(times, 0.95)),
      designsPerSecond: Math.round((1000 / (times.reduce((a, b) => a + b, 0) / times.length)) * 10) / 10,
    });
  }
  const peakRssMb = Math.round((await sampler.peak()) / 1024 / 1024);
  await sampler.stop();
  return { rows, peakRssMb, rssBeforeMb, photoBytes: picture.length };
}

export function printPictureBench(result: PictureBenchResult): void {
  console.log(
    `Embedded engine from a 12-megapixel phone photo (stored at 2048 px, ${Math.round(result.photoBytes / 1024)} KB JPEG), one design per style`,
  );
  console.log("resolution   median ms   p95 ms   designs/s   median cpu ms");
  for (const row of result.rows)
    console.log(
      `${String(row.resolution).padStart(10)} ${row.medianMs.toFixed(0).padStart(11)} ${row.p95Ms.toFixed(0).padStart(8)} ${row.designsPerSecond.toFixed(1).padStart(11)} ${row.medianCpuMs.toFixed(0).padStart(15)}`,
    );
  console.log(`peak memory: rss ${result.peakRssMb} MB while drawing (${result.rssBeforeMb} MB after the warm-up)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href && process.argv.includes("--pictures")) {
  printPictureBench(await benchPictureEngine());
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
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
    const other = (await import(
      pathToFileURL(path.resolve(baseline, "app/modules/flash-engine/index.server.ts")).href
    )) as {
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
        (base
          ? `${base.medianMs.toFixed(1).padStart(18)} ${(row.medianMs / base.medianMs).toFixed(2).padStart(7)}`
          : ""),
    );
  });
  console.log("");
  printPictureBench(await benchPictureEngine());
}
