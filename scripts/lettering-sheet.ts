/**
 * Contact sheet of lettering (issue 37), to judge it at a glance:
 *   npm run lettering:sheet -> tmp/lettering-sheet.png
 * Every font of the library once (lettering alone), every script once (with a small motif), each
 * layout (with a rose), lettering alone in three styles, and lettering joining motifs. The copy
 * looked at is committed as docs/engine/lettering-sheet.png.
 */
import { mkdir, writeFile } from "node:fs/promises";
import sharp, { type OverlayOptions } from "sharp";
import { composeFlashArt, renderSvgToPng } from "~/modules/flash-engine/index.server";
import { FONT_LIBRARY } from "~/modules/flash-engine/lettering/font-library";
import {
  LETTERING_LAYOUT_LABELS,
  LETTERING_LAYOUTS,
  type LetteringChoice,
} from "~/modules/flash-engine/lettering/lettering-choice";
import type { FlashArtRequest } from "~/modules/flash-engine/types";
import { label } from "./lib/sheet-label";

const CELL = 240;
const CAPTION = 34;
const GUTTER = 12;
const COLUMNS = 9;
const SECTION_TITLE = 56;

interface Cell {
  caption: string;
  request: FlashArtRequest;
}

function cell(caption: string, description: string, style: string, lettering: LetteringChoice, seed = 7): Cell {
  return {
    caption,
    request: {
      description,
      style,
      size: "Medium (10-20 cm)",
      complexity: "Detailed",
      seed,
      resolution: 512,
      lettering,
    },
  };
}

/** Words each font sets (the library's fonts for other scripts show their own). */
const FONT_SAMPLES: Record<string, string> = {
  "noto-sans-hebrew": "אהבה",
  "frank-ruhl-libre": "אהבה",
  amiri: "حب",
  "aref-ruqaa": "سلام",
  "noto-sans-devanagari": "नमस्ते",
  "noto-sans-thai": "สวัสดี",
  "ma-shan-zheng": "永远",
  "yuji-syuku": "愛してる",
  "nanum-brush-script": "사랑해",
};

const SCRIPTS: Array<[string, string]> = [
  ["Latin, diacritics", "Amélie Søren Łucja"],
  ["Greek", "Σοφία"],
  ["Cyrillic", "Мария"],
  ["Hebrew", "אהבה"],
  ["Arabic", "سلام"],
  ["Devanagari", "नमस्ते"],
  ["Thai", "สวัสดี"],
  ["Chinese", "永远爱你"],
  ["Japanese", "愛してる"],
  ["Korean", "사랑해"],
];

const SECTIONS: Array<{ title: string; cells: Cell[] }> = [
  {
    title: "Every font, lettering alone (Traditional)",
    cells: FONT_LIBRARY.map((font) =>
      cell(font.name, "a name", "Traditional", { text: FONT_SAMPLES[font.id] ?? "Anna", font: font.id, only: true }),
    ),
  },
  {
    title: "Every script, the style's own font, with a swallow (Neo-traditional)",
    cells: SCRIPTS.map(([script, text]) => cell(script, "a swallow", "Neo-traditional", { text })),
  },
  {
    title: "Every layout, with a rose (Traditional, Great Vibes)",
    cells: LETTERING_LAYOUTS.map((layout) =>
      cell(LETTERING_LAYOUT_LABELS[layout], "a rose", "Traditional", {
        text: layout === "stacked" ? "Anna\n1987" : "Anna",
        font: "great-vibes",
        layout,
      }),
    ),
  },
  {
    title: "Lettering alone in three styles",
    cells: (["Traditional", "Blackwork", "Watercolor"] as const).flatMap((style) => [
      cell(`${style}: a name`, "a name", style, { text: "Anna", only: true }),
      cell(`${style}: a date`, "12.05.2019 in Roman numerals", style, { only: true }),
      cell(`${style}: a line`, "a quote", style, { text: "Forever in my heart\nalways", only: true }),
    ]),
  },
  {
    title: "Lettering joining a design",
    cells: [
      cell("banner across a rose", 'a rose with a banner that says "Mom"', "Traditional", {}),
      cell("a name under a swallow", "a swallow", "Neo-traditional", { text: "Anna", layout: "straight" }),
      cell("dagger, blackletter", "a dagger through a heart", "Blackwork", { text: "Mom", font: "unifrakturmaguntia" }),
      cell("skull, arc down", "a skull", "Dotwork", { text: "Memento mori", layout: "arc-down", font: "cinzel" }),
      cell("moon, Cyrillic", "a crescent moon", "Minimalist", { text: "Луна", font: "marck-script" }),
      cell("koi, Japanese", "a koi fish", "Japanese", { text: "永遠" }),
      cell("anchor, two lines", "an anchor", "Traditional", { text: "Hold\nfast", layout: "stacked" }),
      cell("lotus, Devanagari", "a lotus", "Watercolor", { text: "शांति", layout: "along-motif" }),
      cell("heart, ring", "a heart", "Geometric", { text: "Always and forever", layout: "circle" }),
    ],
  },
];

async function sheet(): Promise<Buffer> {
  const width = COLUMNS * (CELL + GUTTER) + GUTTER;
  const tiles: OverlayOptions[] = [
    { input: label("Inkwell lettering", width, 70, 44, "left", "#111"), left: 0, top: 0 },
  ];
  let top = 80;
  for (const section of SECTIONS) {
    tiles.push({ input: label(section.title, width, SECTION_TITLE, 26, "left"), left: 0, top });
    top += SECTION_TITLE;
    for (const [index, { caption, request }] of section.cells.entries()) {
      const left = GUTTER + (index % COLUMNS) * (CELL + GUTTER);
      const cellTop = top + Math.floor(index / COLUMNS) * (CELL + CAPTION + GUTTER);
      const { svg } = composeFlashArt(request);
      tiles.push({ input: await renderSvgToPng(svg, CELL), left, top: cellTop });
      tiles.push({
        input: label(caption, CELL, CAPTION, 17, "center", "#333", "montserrat"),
        left,
        top: cellTop + CELL,
      });
    }
    top += Math.ceil(section.cells.length / COLUMNS) * (CELL + CAPTION + GUTTER) + 10;
  }
  return sharp({ create: { width, height: top + GUTTER, channels: 3, background: "#e9e6e1" } })
    .composite(tiles)
    .png()
    .toBuffer();
}

await mkdir("tmp", { recursive: true });
await writeFile("tmp/lettering-sheet.png", await sheet());
console.log("tmp/lettering-sheet.png");
