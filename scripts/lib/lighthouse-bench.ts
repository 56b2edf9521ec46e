import { spawn } from "node:child_process";

/**
 * Lighthouse 12's mobile profile (simulated slow 4G and a 4x slower CPU) on a page of the
 * benched app, as decision 019 measured it: Debian's chromium, headless, with
 * `--hide-scrollbars` (without it this headless chromium presents its first frame about 2 s
 * late). Several runs, since one run's figures move by a few hundred milliseconds: the largest
 * contentful paint (goal: 1.5 s at most, issue 35) and the time to interactive beside it.
 * Lighthouse comes from the npm registry through npx, pinned, so a fresh clone needs no install
 * step and the project's dependencies do not carry it.
 */
const LIGHTHOUSE = "lighthouse@12.8.2";

export interface LighthouseRun {
  lcpMs: number;
  ttiMs: number;
  fcpMs: number;
  performance: number;
}

function runOnce(url: string): Promise<LighthouseRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "npx",
      [
        "--yes",
        LIGHTHOUSE,
        url,
        "--output=json",
        "--output-path=stdout",
        "--quiet",
        "--only-categories=performance",
        "--chrome-flags=--headless=new --no-sandbox --hide-scrollbars",
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}: ${errors.slice(-500)}`));
      const report = JSON.parse(output) as {
        audits: Record<string, { numericValue?: number }>;
        categories: { performance: { score: number } };
      };
      const ms = (audit: string) => report.audits[audit]?.numericValue ?? NaN;
      resolve({
        lcpMs: ms("largest-contentful-paint"),
        ttiMs: ms("interactive"),
        fcpMs: ms("first-contentful-paint"),
        performance: report.categories.performance.score,
      });
    });
  });
}

/** `runs` Lighthouse runs of `url`, one after the other. */
export async function benchLighthouse(url: string, runs = 3): Promise<LighthouseRun[]> {
  const results: LighthouseRun[] = [];
  for (let run = 0; run < runs; run++) results.push(await runOnce(url));
  return results;
}

/** "1.23 s (1.07-1.31)": the median and the range of a figure over the runs. */
export function medianAndRange(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  return `${seconds(sorted[Math.floor(sorted.length / 2)])} s (${seconds(sorted[0])}-${seconds(sorted.at(-1)!)})`;
}
