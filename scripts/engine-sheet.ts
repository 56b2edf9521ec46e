/**
 * Contact sheet of the embedded flash engine, to judge it at a glance:
 *   npm run engine:sheet              -> tmp/engine-sheet.png (10 styles x 6 subjects, plus the
 *                                        three complexities of one subject)
 *                                        and tmp/engine-scenes.png (every scene in SCENES, across styles:
 *                                        counts, poses, relations, lettering; issue 16)
 *   npm run engine:sheet -- --scenes   -> only tmp/engine-scenes.png
 *   npm run engine:sheet -- --motifs [Style]  -> tmp/engine-motifs.png (every motif, one style)
 *   npm run engine:sheet -- --corpus [file]   -> tmp/engine-corpus.png (60 requests of the yardstick's
 *                                        first set, tests/fixtures/tattoo-requests.json, in Traditional,
 *                                        Blackwork and Watercolor; issue 24)
 *   npm run engine:sheet -- --corpus-new [file] -> tmp/engine-long-tail.png (the 72 requests of
 *                                        scripts/lib/long-tail-selection.ts, issue 36's long tail)
 *   npm run engine:sheet -- --requests FILE [out] -> tmp/engine-requests.png (the requests of FILE, one a
 *                                        line, as --corpus draws them: to look at a kind being fixed)
 *   npm run engine:sheet -- --golden-new -> tmp/engine-golden-new.png (the golden grid's scenes that have
 *                                        no cells in its table yet, each at its size across the ten
 *                                        styles: look at them before `npm run engine:golden`; issue 36)
 *   npm run engine:sheet -- --pictures -> only tmp/engine-pictures.png (the reference photos of
 *                                        tests/fixtures/reference-photos in the ten styles, and with
 *                                        extra motifs; issue 28). The default run makes it too.
 *   npm run engine:sheet -- --ageing   -> only tmp/engine-ageing.png (ten designs at 0, 10 and 20
 *                                        years on three skin tones, bands and finger designs; issue
 *                                        38; docs/engine/ageing-sheet.png is a copy). The default run
 *                                        makes it too.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import sharp, { type OverlayOptions } from "sharp";
import { composeFlashArt, renderSvgToPng } from "~/modules/flash-engine/index.server";
import { MOTIF_KEYS } from "~/modules/flash-engine/motifs/index";
import { composePictureFlash } from "~/modules/flash-engine/picture/index.server";
import { BASE_STYLES } from "~/modules/flash-engine/styles";
import type { Complexity, FlashArtRequest } from "~/modules/flash-engine/types";
import { GOLDEN_SCENES, readGoldenTable } from "../tests/unit/flash-engine/golden-grid";
import { ageingSheet } from "./lib/ageing-sheet";
import { LONG_TAIL } from "./lib/long-tail-selection";
import { label } from "./lib/sheet-label";

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

async function contactSheet(): Promise<Buffer> {
  const rows = BASE_STYLES.length;
  const cols = SUBJECTS.length;
  const width = LABEL_WIDTH + cols * (CELL + GUTTER) + GUTTER;
  const complexityTop = HEADER + rows * (CELL + GUTTER) + 70;
  const height = complexityTop + CELL + GUTTER + 20;
  const tiles: OverlayOptions[] = [];
  tiles.push({ input: label("Inkwell flash engine", width, 60, 40, "left", "#111"), left: 0, top: 0 });
  for (let c = 0; c < cols; c++) {
    tiles.push({
      input: label(SUBJECTS[c].label, CELL, 40, 26),
      left: LABEL_WIDTH + GUTTER + c * (CELL + GUTTER),
      top: HEADER - 40,
    });
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
  tiles.push({
    input: label("Complexity: Simple / Detailed / Highly Complex (Traditional rose)", width, 50, 26, "left"),
    left: 0,
    top: complexityTop - 56,
  });
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

/** Scenes: what ties the subjects together (issue 16), across the styles. */
export const SCENES: Array<[string, string]> = [
  ["a wolf howling at the moon", "Traditional"],
  ["two swallows carrying a banner that says Mom and Dad", "Traditional"],
  ["a cat sleeping on a crescent moon", "Neo-traditional"],
  ["a hand holding a rose", "Traditional"],
  ["a skull wearing a crown", "Neo-traditional"],
  ["an owl perched on a stack of books", "Dotwork"],
  ["a snake coiled around a dagger", "Blackwork"],
  ["a heart pierced by an arrow", "Traditional"],
  ["three koi swimming", "Japanese"],
  ["a pair of swallows", "Minimalist"],
  ["a lion wearing a crown", "Realistic"],
  ["a hand holding a dagger", "Blackwork"],
  ["an eagle carrying a banner reading Freedom", "Traditional"],
  ["a bee on a peony", "Watercolor"],
  ["a moon behind a mountain", "Geometric"],
  ["stars above a lighthouse", "Neo-traditional"],
  ["a snake wrapped around a skull", "Tribal"],
  ["a howling wolf, 1987", "Dotwork"],
  ["a butterfly on a skull", "Watercolor"],
  ["two daggers", "Traditional"],
  ["an eye framed by a wreath", "Geometric"],
  ["a fox sitting on a stack of books", "Neo-traditional"],
  ["a crown above a heart with the name Anna", "Traditional"],
  ["a house on a hill", "Minimalist"],
  ["a rose framed by a laurel wreath", "Traditional"],
  ["a wolf head inside a circle", "Blackwork"],
  ["a compass framed by a diamond", "Neo-traditional"],
  ["a ship inside a light bulb", "Traditional"],
  ["a moon inside a jar", "Watercolor"],
  ["a rose in an hourglass", "Dotwork"],
  ["a rose under a bell jar", "Neo-traditional"],
  ["a moon in a teacup", "Traditional"],
  ["a skull with roses", "Traditional"],
  ["a bee on a flower", "Watercolor"],
  ["a sunflower with a banner reading Sunshine", "Neo-traditional"],
  ["a swallow in a circle, 'Mom'", "Blackwork"],
  ["a lion roaring", "Traditional"],
  ["a tiger roaring at the moon", "Japanese"],
  ["a rampant lion holding a sword", "Blackwork"],
  ["a tiger rearing", "Neo-traditional"],
  ["two swallows perched on a branch", "Neo-traditional"],
  ["a roaring lion with a banner reading Courage", "Traditional"],
  ["a sparrow sitting", "Watercolor"],
  ["a fox curled up asleep on a crescent moon", "Traditional"],
  ["an eagle perched on a branch", "Traditional"],
  ["a sleeping lion", "Neo-traditional"],
  ["roses growing out of a skull", "Traditional"],
  ["a heart with peonies bursting out of it", "Watercolor"],
  ["an octopus wrapped around an anchor", "Traditional"],
  ["a kraken attacking a ship", "Blackwork"],
  ["an octopus", "Japanese"],
  ["a rearing horse", "Traditional"],
  ["a horse with a banner reading Wild", "Neo-traditional"],
  ["a horse under the moon", "Blackwork"],
  ["a stag", "Dotwork"],
  ["a stag wearing a crown", "Neo-traditional"],
  ["a deer under the moon", "Blackwork"],
  ["a stag with roses in its antlers", "Traditional"],
  ["a pegasus with a banner reading Free", "Neo-traditional"],
  ["a kraken attacking a ship", "Traditional"],
  ["a ship dragged down by a giant squid", "Neo-traditional"],
  ["two seahorses", "Traditional"],
  ["a seahorse wrapped around an anchor", "Neo-traditional"],
  ["a skull wearing a crown of flowers", "Neo-traditional"],
  ["a deer with a floral crown", "Traditional"],
  ["two skulls with flower crowns", "Neo-traditional"],
  ["three skulls wearing crowns", "Traditional"],
  ["two krakens attacking a ship", "Blackwork"],
  ["a pegasus wearing a flower crown", "Traditional"],
  ["a wolf wearing a flower crown", "Tribal"],
  ["a seahorse framed by a circle", "Neo-traditional"],
];

async function sceneSheet(): Promise<Buffer> {
  const cols = 6;
  const rows = Math.ceil(SCENES.length / cols);
  const labelH = 56;
  const width = cols * (CELL + GUTTER) + GUTTER;
  const height = 70 + rows * (CELL + labelH + GUTTER) + GUTTER;
  const tiles: OverlayOptions[] = [
    { input: label("Inkwell flash engine: scenes", width, 60, 40, "left", "#111"), left: 0, top: 0 },
  ];
  await Promise.all(
    SCENES.map(async ([description, style], i) => {
      const left = GUTTER + (i % cols) * (CELL + GUTTER);
      const top = 70 + Math.floor(i / cols) * (CELL + labelH + GUTTER);
      tiles.push({ input: await cellImage(request(description, style, "Detailed", 11)), left, top });
      const words = description.split(" ");
      const half = Math.ceil(words.length / 2);
      const lines =
        description.length > 30 ? [words.slice(0, half).join(" "), words.slice(half).join(" ")] : [description];
      lines.forEach((line, k) =>
        tiles.push({
          input: label(k === lines.length - 1 ? `${line} (${style})` : line, CELL, 26, 17),
          left,
          top: top + CELL + k * 26,
        }),
      );
    }),
  );
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
      const { svg } = composeFlashArt({
        ...request(key, style, "Detailed", 3),
        customization: { mode: "custom", modifications: ["Remove background"] },
      });
      tiles.push({ input: await renderSvgToPng(svg, cell), left, top });
      tiles.push({ input: label(key, cell, 40, 22), left, top: top + cell });
    }),
  );
  return sharp({ create: { width, height, channels: 3, background: "#e9e6e1" } })
    .composite(tiles)
    .png()
    .toBuffer();
}

/** Every tenth request of the yardstick's first set (issue 24), 60 in all, as a person typed it. */
async function corpusRequests(): Promise<string[]> {
  const { requests } = JSON.parse(await readFile("tests/fixtures/tattoo-requests.json", "utf8")) as {
    requests: Array<{ text: string; source?: string }>;
  };
  const step = requests.filter((r) => !r.source).length / 60;
  const first = requests.filter((r) => !r.source);
  return Array.from({ length: 60 }, (_, i) => first[Math.floor(i * step)].text);
}

const CORPUS_STYLES = ["Traditional", "Blackwork", "Watercolor"] as const;

/** 60 requests x three styles: ten rows of six requests, each in the three styles. */
async function corpusSheet(texts: string[]): Promise<Buffer> {
  const cell = 200;
  const perRow = 6;
  const block = CORPUS_STYLES.length * (cell + 4) + GUTTER;
  const labelH = 30;
  const width = perRow * block + GUTTER;
  const height = 70 + Math.ceil(texts.length / perRow) * (cell + labelH + GUTTER) + GUTTER;
  const tiles: OverlayOptions[] = [
    {
      input: label(
        `Inkwell flash engine: ${texts.length} tattoo requests (Traditional, Blackwork, Watercolor)`,
        width,
        60,
        34,
        "left",
        "#111",
      ),
      left: 0,
      top: 0,
    },
  ];
  await Promise.all(
    texts.map(async (text, i) => {
      const left = GUTTER + (i % perRow) * block;
      const top = 70 + Math.floor(i / perRow) * (cell + labelH + GUTTER);
      for (const [k, style] of CORPUS_STYLES.entries()) {
        const { svg } = composeFlashArt(request(text, style, "Detailed", 11));
        tiles.push({ input: await renderSvgToPng(svg, cell), left: left + k * (cell + 4), top });
      }
      tiles.push({
        input: label(text.length > 48 ? `${text.slice(0, 46)}...` : text, block - GUTTER, labelH, 16),
        left,
        top: top + cell,
      });
    }),
  );
  return sharp({ create: { width, height, channels: 3, background: "#e9e6e1" } })
    .composite(tiles)
    .png()
    .toBuffer();
}

/** The golden grid's scenes without cells in the table: one row each, across the ten styles (Detailed, seed 11). */
async function goldenNewSheet(): Promise<{ sheet: Buffer; scenes: number }> {
  const recorded = new Set(Object.keys(readGoldenTable()).map((name) => name.split(" | ")[0]));
  const scenes = GOLDEN_SCENES.filter(([description]) => !recorded.has(description));
  const cell = 220;
  const labelWidth = 300;
  const width = labelWidth + BASE_STYLES.length * (cell + GUTTER) + GUTTER;
  const height = HEADER + scenes.length * (cell + GUTTER) + GUTTER;
  const tiles: OverlayOptions[] = [
    { input: label("Inkwell flash engine: new golden scenes", width, 60, 40, "left", "#111"), left: 0, top: 0 },
  ];
  BASE_STYLES.forEach((style, c) =>
    tiles.push({
      input: label(style, cell, 40, 22),
      left: labelWidth + GUTTER + c * (cell + GUTTER),
      top: HEADER - 40,
    }),
  );
  for (const [r, [description, size]] of scenes.entries()) {
    const top = HEADER + r * (cell + GUTTER) + GUTTER;
    tiles.push({ input: label(description, labelWidth, cell, 15, "left"), left: 0, top });
    for (const [c, style] of BASE_STYLES.entries()) {
      const { svg } = composeFlashArt({ ...request(description, style, "Detailed", 11), size });
      tiles.push({ input: await renderSvgToPng(svg, cell), left: labelWidth + GUTTER + c * (cell + GUTTER), top });
    }
  }
  const sheet = await sharp({ create: { width, height, channels: 3, background: "#e9e6e1" } })
    .composite(tiles)
    .png()
    .toBuffer();
  return { sheet, scenes: scenes.length };
}

/** The reference photos, each as a person would describe it. */
const PHOTOS: Array<{ file: string; label: string; description: string }> = [
  { file: "cat.png", label: "cat", description: "my cat" },
  { file: "coffee-cup.png", label: "coffee cup", description: "my coffee cup" },
  { file: "horse-silhouette.png", label: "horse", description: "our horse" },
];

/** Pictures with extra motifs and lettering, each in one style. */
const PICTURE_SCENES: Array<{ file: string; description: string; style: string }> = [
  { file: "cat.png", description: "my cat, with a crown of roses", style: "Neo-traditional" },
  { file: "cat.png", description: "my cat with stars, 'Chelsea'", style: "Traditional" },
  { file: "coffee-cup.png", description: "my coffee cup with a banner reading Morning", style: "Traditional" },
  { file: "coffee-cup.png", description: "my coffee cup with flowers", style: "Watercolor" },
  { file: "horse-silhouette.png", description: "our horse under the moon", style: "Blackwork" },
  { file: "horse-silhouette.png", description: "our horse with roses", style: "Dotwork" },
];

/** The reference photos drawn in the ten styles (issue 28), and a row of them with extra motifs. */
async function pictureSheet(): Promise<Buffer> {
  const cols = BASE_STYLES.length;
  const width = LABEL_WIDTH + cols * (CELL + GUTTER) + GUTTER;
  const scenesTop = HEADER + PHOTOS.length * (CELL + GUTTER) + 70;
  const height = scenesTop + CELL + 40 + GUTTER;
  const tiles: OverlayOptions[] = [
    { input: label("Inkwell flash engine: from a picture", width, 60, 40, "left", "#111"), left: 0, top: 0 },
  ];
  BASE_STYLES.forEach((style, c) =>
    tiles.push({
      input: label(style, CELL, 40, 26),
      left: LABEL_WIDTH + GUTTER + c * (CELL + GUTTER),
      top: HEADER - 40,
    }),
  );
  const pictures = new Map(
    await Promise.all(
      PHOTOS.map(
        async (p) => [p.file, new Uint8Array(await readFile(`tests/fixtures/reference-photos/${p.file}`))] as const,
      ),
    ),
  );
  const cell = async (file: string, description: string, style: string) => {
    const { svg } = await composePictureFlash({
      ...request(description, style, "Detailed", 11),
      picture: pictures.get(file)!,
    });
    return renderSvgToPng(svg, CELL);
  };
  // One design at a time: each traces a picture, and the machine is shared.
  for (const [r, photo] of PHOTOS.entries()) {
    const top = HEADER + r * (CELL + GUTTER) + GUTTER;
    tiles.push({ input: label(photo.label, LABEL_WIDTH, CELL, 26, "left"), left: 0, top });
    for (const [c, style] of BASE_STYLES.entries())
      tiles.push({
        input: await cell(photo.file, photo.description, style),
        left: LABEL_WIDTH + GUTTER + c * (CELL + GUTTER),
        top,
      });
  }
  tiles.push({ input: label("With extra motifs and lettering", width, 50, 26, "left"), left: 0, top: scenesTop - 56 });
  for (const [i, scene] of PICTURE_SCENES.entries()) {
    const left = LABEL_WIDTH + GUTTER + i * (CELL + GUTTER);
    tiles.push({ input: await cell(scene.file, scene.description, scene.style), left, top: scenesTop });
    tiles.push({ input: label(`${scene.description} (${scene.style})`, CELL, 36, 15), left, top: scenesTop + CELL });
  }
  return sharp({ create: { width, height, channels: 3, background: "#e9e6e1" } })
    .composite(tiles)
    .png()
    .toBuffer();
}

await mkdir("tmp", { recursive: true });
const args = process.argv.slice(2);
const started = performance.now();
if (args[0] === "--corpus" || args[0] === "--corpus-new" || args[0] === "--requests") {
  const own = args[0] === "--requests";
  const out =
    args[own ? 2 : 1] ??
    (own ? "tmp/engine-requests.png" : args[0] === "--corpus" ? "tmp/engine-corpus.png" : "tmp/engine-long-tail.png");
  const texts = own
    ? (await readFile(args[1], "utf8")).split("\n").filter((line) => line.trim())
    : args[0] === "--corpus"
      ? await corpusRequests()
      : LONG_TAIL;
  await writeFile(out, await corpusSheet(texts));
  console.log(
    `${out} (${texts.length} requests x ${CORPUS_STYLES.length} styles) in ${Math.round(performance.now() - started)} ms`,
  );
} else if (args[0] === "--golden-new") {
  const { sheet, scenes } = await goldenNewSheet();
  await writeFile("tmp/engine-golden-new.png", sheet);
  console.log(`tmp/engine-golden-new.png (${scenes} scenes) in ${Math.round(performance.now() - started)} ms`);
} else if (args[0] === "--motifs") {
  await writeFile("tmp/engine-motifs.png", await motifSheet(args[1] ?? "Traditional"));
  console.log(`tmp/engine-motifs.png (${MOTIF_KEYS.length} motifs) in ${Math.round(performance.now() - started)} ms`);
} else if (args[0] === "--pictures") {
  await writeFile("tmp/engine-pictures.png", await pictureSheet());
  console.log(
    `tmp/engine-pictures.png (${PHOTOS.length} pictures x ${BASE_STYLES.length} styles) in ${Math.round(performance.now() - started)} ms`,
  );
} else if (args[0] === "--ageing") {
  await writeFile("tmp/engine-ageing.png", await ageingSheet());
  console.log(`tmp/engine-ageing.png in ${Math.round(performance.now() - started)} ms`);
} else if (args[0] === "--scenes") {
  await writeFile("tmp/engine-scenes.png", await sceneSheet());
  console.log(`tmp/engine-scenes.png (${SCENES.length} scenes) in ${Math.round(performance.now() - started)} ms`);
} else {
  await writeFile("tmp/engine-sheet.png", await contactSheet());
  await writeFile("tmp/engine-scenes.png", await sceneSheet());
  await writeFile("tmp/engine-pictures.png", await pictureSheet());
  await writeFile("tmp/engine-ageing.png", await ageingSheet());
  console.log(
    `tmp/engine-sheet.png, tmp/engine-scenes.png, tmp/engine-pictures.png and tmp/engine-ageing.png in ${Math.round(performance.now() - started)} ms`,
  );
}
