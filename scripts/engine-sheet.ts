/**
 * Contact sheet of the embedded flash engine, to judge it at a glance:
 *   npm run engine:sheet              -> tmp/engine-sheet.png (10 styles x 6 subjects, plus the
 *                                        three complexities of one subject)
 *   npm run engine:sheet -- --motifs [Style]  -> tmp/engine-motifs.png (every motif, one style)
 */
import { mkdir, writeFile } from "node:fs/promises";
import sharp, { type OverlayOptions } from "sharp";
import { composeFlashArt, renderSvgToPng } from "~/modules/flash-engine/index.server";
import { typeset } from "~/modules/flash-engine/lettering.server";
import { warpOutline } from "~/modules/flash-engine/lettering";
import { MOTIF_KEYS } from "~/modules/flash-engine/motifs/index";
import { BASE_STYLES } from "~/modules/flash-engine/styles";
import type { Complexity, FlashArtRequest } from "~/modules/flash-engine/types";

const CELL = 300;
const GUTTER = 12;
const LABEL_WIDTH = 190;
const HEADER = 110;

const SUBJECTS: Array<{ label: string; description: string }> = [
  { label: "rose", description: 'a rose with a banner that says "Mom"' },
  { label: "skull + dagger", description: "a skull with a dagger" },
  { label: "swallow", description: "a swallow flying" },
  { label: "koi", description: "a koi fish" },
  { label: "wolf + moon", description: "a wolf and the moon" },
  { label: "snake", description: "a coiled snake" },
];

function request(description: string, style: string, complexity: Complexity = "Detailed", seed = 11): FlashArtRequest {
  return { description, style, size: "Medium (10-20 cm)", complexity, seed, resolution: 512 };
}

async function cellImage(req: FlashArtRequest): Promise<Buffer> {
  const { svg } = composeFlashArt(req);
  const png = await renderSvgToPng(svg, CELL);
  return png;
}

/** A label as outlined lettering (no system fonts needed). */
function label(text: string, width: number, height: number, fontSize: number, align: "left" | "center" = "center", color = "#222"): Buffer {
  const outline = typeset(text, "script", fontSize);
  const x0 = align === "center" ? (width - outline.width) / 2 : 14;
  const baseline = height / 2 + outline.capHeight / 2;
  const d = warpOutline(outline, (x, y) => [x0 + x, baseline + y]);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="${d}" fill="${color}"/></svg>`);
}

async function contactSheet(): Promise<Buffer> {
  const rows = BASE_STYLES.length;
  const cols = SUBJECTS.length;
  const width = LABEL_WIDTH + cols * (CELL + GUTTER) + GUTTER;
  const complexityTop = HEADER + rows * (CELL + GUTTER) + 70;
  const height = complexityTop + CELL + GUTTER + 20;
  const tiles: OverlayOptions[] = [];
  tiles.push({ input: label("Inkwell flash engine", width, 60, 40, "left", "#111"), left: 0, top: 0 });
  for (let c = 0; c < cols; c++) {
    tiles.push({ input: label(SUBJECTS[c].label, CELL, 40, 26), left: LABEL_WIDTH + GUTTER + c * (CELL + GUTTER), top: HEADER - 40 });
  }
  const jobs: Array<Promise<void>> = [];
  for (let r = 0; r < rows; r++) {
    const style = BASE_STYLES[r];
    const top = HEADER + r * (CELL + GUTTER) + GUTTER;
    tiles.push({ input: label(style, LABEL_WIDTH, CELL, 26, "left"), left: 0, top });
    for (let c = 0; c < cols; c++) {
      const left = LABEL_WIDTH + GUTTER + c * (CELL + GUTTER);
      jobs.push(
        cellImage(request(SUBJECTS[c].description, style, "Detailed", 11 + c)).then((input) => {
          tiles.push({ input, left, top });
        }),
      );
    }
  }
  tiles.push({ input: label("Complexity: Simple / Detailed / Highly Complex (Traditional rose)", width, 50, 26, "left"), left: 0, top: complexityTop - 56 });
  (["Simple", "Detailed", "Highly Complex"] as const).forEach((complexity, i) => {
    const left = LABEL_WIDTH + GUTTER + i * (CELL + GUTTER);
    jobs.push(
      cellImage(request('a rose with "Forever"', "Traditional", complexity, 5)).then((input) => {
        tiles.push({ input, left, top: complexityTop });
      }),
    );
  });
  await Promise.all(jobs);
  return sharp({ create: { width, height, channels: 3, background: "#e9e6e1" } })
    .composite(tiles)
    .png()
    .toBuffer();
}

async function motifSheet(style: string): Promise<Buffer> {
  const cols = 8;
  const rows = Math.ceil(MOTIF_KEYS.length / cols);
  const cell = 240;
  const width = cols * (cell + GUTTER) + GUTTER;
  const height = rows * (cell + 40 + GUTTER) + GUTTER;
  const tiles: OverlayOptions[] = [];
  await Promise.all(
    MOTIF_KEYS.map(async (key, i) => {
      const left = GUTTER + (i % cols) * (cell + GUTTER);
      const top = GUTTER + Math.floor(i / cols) * (cell + 40 + GUTTER);
      const { svg } = composeFlashArt({ ...request(key, style, "Detailed", 3), customization: { mode: "custom", modifications: ["Remove background"] } });
      tiles.push({ input: await renderSvgToPng(svg, cell), left, top });
      tiles.push({ input: label(key, cell, 40, 22), left, top: top + cell });
    }),
  );
  return sharp({ create: { width, height, channels: 3, background: "#e9e6e1" } })
    .composite(tiles)
    .png()
    .toBuffer();
}

await mkdir("tmp", { recursive: true });
const args = process.argv.slice(2);
const started = performance.now();
if (args[0] === "--motifs") {
  await writeFile("tmp/engine-motifs.png", await motifSheet(args[1] ?? "Traditional"));
  console.log(`tmp/engine-motifs.png (${MOTIF_KEYS.length} motifs) in ${Math.round(performance.now() - started)} ms`);
} else {
  await writeFile("tmp/engine-sheet.png", await contactSheet());
  console.log(`tmp/engine-sheet.png in ${Math.round(performance.now() - started)} ms`);
}
