/**
 * From a provider's answer to the design's files (decision 024): the answered image traced to
 * SVG (trace-to-svg) and finished at the plan's resolution (finalizeImage: resize, watermark,
 * PNG), beside the embedded engine's own time for a design at that resolution, measured
 * interleaved so a busy machine slows both alike. The answer is a flash-like image at the size
 * the plan asks (816, 1024, 2048 px), as the stand-ins answer.
 */
import sharp from "sharp";
import { renderFlashArt } from "~/modules/flash-engine/index.server";
import { finaliseProviderDesign } from "~/modules/generation/providers/trace-to-svg.server";
import { finalizeImage } from "~/modules/generation/watermark.server";

const ASKED = { 512: 816, 1024: 1024, 2048: 2048 } as const;

async function answer(edge: number): Promise<Buffer> {
  const u = edge / 1024;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${edge}" height="${edge}">
    <circle cx="${512 * u}" cy="${512 * u}" r="${330 * u}" fill="none" stroke="#111" stroke-width="${36 * u}"/>
    <path d="M${512 * u} ${700 * u} C${300 * u} ${560 * u} ${330 * u} ${330 * u} ${512 * u} ${430 * u} C${694 * u} ${330 * u} ${724 * u} ${560 * u} ${512 * u} ${700 * u}Z" fill="#c0392b" stroke="#111" stroke-width="${18 * u}"/>
    <path d="M${300 * u} ${250 * u} Q${512 * u} ${120 * u} ${724 * u} ${250 * u}" fill="none" stroke="#2e7d32" stroke-width="${24 * u}"/>
  </svg>`;
  return sharp({ create: { width: edge, height: edge, channels: 4, background: "#ffffff00" } })
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

export async function benchProviderFiles(rounds = 5) {
  const rows = [];
  for (const resolution of [512, 1024, 2048] as const) {
    const image = await answer(ASKED[resolution]);
    const provider: number[] = [];
    const engine: number[] = [];
    const request = {
      description: "a heart in a ring",
      style: "Traditional",
      complexity: "Detailed" as const,
      size: "Medium (10-20 cm)",
      resolution,
    };
    await finaliseProviderDesign(image); // warm-up
    await renderFlashArt({ ...request, seed: 1 });
    for (let round = 0; round < rounds; round++) {
      let started = performance.now();
      const { png } = await finaliseProviderDesign(image);
      await finalizeImage(png, { resolution, watermark: resolution === 512 });
      provider.push(performance.now() - started);
      started = performance.now();
      await renderFlashArt({ ...request, seed: 100 + round });
      engine.push(performance.now() - started);
    }
    rows.push({ resolution, asked: ASKED[resolution], providerMs: median(provider), engineMs: median(engine) });
  }
  return rows;
}

export function printProviderFiles(rows: Awaited<ReturnType<typeof benchProviderFiles>>) {
  console.log(
    "\nA provider's answer to the design's files (traced SVG + finished PNG), beside the engine's own design:",
  );
  console.log("resolution   answer px   provider ms   engine ms   ratio");
  for (const row of rows) {
    console.log(
      `${String(row.resolution).padStart(10)} ${String(row.asked).padStart(11)} ${row.providerMs.toFixed(0).padStart(13)} ${row.engineMs.toFixed(0).padStart(11)} ${(row.providerMs / row.engineMs).toFixed(2).padStart(7)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printProviderFiles(await benchProviderFiles());
