/**
 * From a provider's answer to the design's files (decision 024): the answered image traced to
 * SVG in the render pool, as the app does (finaliseProviderDesign), and finished at the plan's
 * resolution (finalizeImage: resize, watermark, PNG), beside the embedded engine's own time for a
 * design at that resolution (drawn and finished the same way), measured interleaved so a busy
 * machine slows both alike. The answer
 * is a flash design at the size the plan asks (816, 1024, 2048 px): the engine's own, drawn once,
 * which has the inks, fine lines and lettering a model's flash has. Also reported: the longest
 * the main thread's event loop was held while the provider's files were made.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import sharp from "sharp";
import { renderFlashArt } from "~/modules/flash-engine/index.server";
import { finaliseProviderDesign } from "~/modules/generation/providers/provider-design.server";
import { finalizeImage } from "~/modules/generation/watermark.server";
import { closeRenderPool } from "~/modules/renders/render-pool.server";

const ASKED = { 512: 816, 1024: 1024, 2048: 2048 } as const;

const request = {
  description: 'a rose with a dagger and a banner reading "Mom"',
  style: "Traditional",
  complexity: "Detailed" as const,
  size: "Medium (10-20 cm)",
};

async function answer(edge: number): Promise<Buffer> {
  const { png } = await renderFlashArt({ ...request, resolution: 2048, seed: 7 });
  return sharp(png).resize(edge, edge).png().toBuffer();
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

export async function benchProviderFiles(rounds = 5) {
  const rows = [];
  for (const resolution of [512, 1024, 2048] as const) {
    const image = await answer(ASKED[resolution]);
    const provider: number[] = [];
    const engine: number[] = [];
    for (let warm = 0; warm < 2; warm++) {
      await finaliseProviderDesign(image); // the pool's thread starts and warms up
      await renderFlashArt({ ...request, resolution, seed: warm });
    }
    const loop = monitorEventLoopDelay({ resolution: 10 });
    const engineLoop = monitorEventLoopDelay({ resolution: 10 });
    for (let round = 0; round < rounds; round++) {
      let started = performance.now();
      loop.enable();
      const { png } = await finaliseProviderDesign(image);
      await finalizeImage(png, { resolution, watermark: resolution === 512 });
      loop.disable();
      provider.push(performance.now() - started);
      started = performance.now();
      engineLoop.enable();
      const drawn = await renderFlashArt({ ...request, resolution, seed: 100 + round });
      await finalizeImage(drawn.png, { resolution, watermark: resolution === 512, lineArt: true });
      engineLoop.disable();
      engine.push(performance.now() - started);
    }
    rows.push({
      resolution,
      asked: ASKED[resolution],
      providerMs: median(provider),
      engineMs: median(engine),
      loopMaxMs: loop.max / 1e6,
      engineLoopMaxMs: engineLoop.max / 1e6,
    });
  }
  await closeRenderPool();
  return rows;
}

export function printProviderFiles(rows: Awaited<ReturnType<typeof benchProviderFiles>>) {
  console.log(
    "\nA provider's answer to the design's files (SVG traced in the render pool + finished PNG), beside the engine's own design:",
  );
  console.log(
    "resolution   answer px   provider ms   engine ms   ratio   longest hold of the main thread, provider / engine ms",
  );
  for (const row of rows) {
    console.log(
      `${String(row.resolution).padStart(10)} ${String(row.asked).padStart(11)} ${row.providerMs.toFixed(0).padStart(13)} ${row.engineMs.toFixed(0).padStart(11)} ${(row.providerMs / row.engineMs).toFixed(2).padStart(7)} ${row.loopMaxMs.toFixed(0).padStart(8)} / ${row.engineLoopMaxMs.toFixed(0)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printProviderFiles(await benchProviderFiles());
