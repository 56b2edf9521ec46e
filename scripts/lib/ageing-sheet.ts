/**
 * The ageing page of the contact sheet (issue 38; decision 029): ten designs of the embedded
 * engine at 0, 10 and 20 years on three skin tones of the Monk scale, drawn by the same model and
 * renderer as the app (merges ringed, verdict beside each); then bands round three limbs and
 * finger designs, fresh and after 20 years on two tones.
 */
import sharp, { type OverlayOptions } from "sharp";
import { composeFlashArt, renderSvgToPng } from "~/modules/flash-engine/index.server";
import type { FlashArtRequest } from "~/modules/flash-engine/types";
import { renderAgedImage, ringsFor } from "~/modules/ink/aged-image";
import { ageingGeometry, ageInk } from "~/modules/ink/aged-ink";
import { analyseAgeing, type AgeingAnalysis } from "~/modules/ink/ageing-analysis";
import { readInkLayers, type InkLayers } from "~/modules/ink/ink-layers";
import type { DesignRegion } from "~/modules/ink/merges";
import { bodyPlacement } from "~/modules/ink/placements";
import { skinTone } from "~/modules/ink/skin-tones";
import { label } from "./sheet-label";

const CELL = 220;
const GUTTER = 10;
const LABEL_WIDTH = 260;
const EDGE = 768;
const TONES = [2, 6, 9];
const YEARS = [0, 10, 20];

const DESIGNS: Array<{ label: string; description: string; style: string; size: string; placement: string }> = [
  { label: "rose", description: "a rose", style: "Traditional", size: "8 cm", placement: "outer-forearm" },
  {
    label: "swallow",
    description: "a swallow flying",
    style: "Neo-traditional",
    size: "8 cm",
    placement: "inner-forearm",
  },
  { label: "koi", description: "a koi fish", style: "Japanese", size: "12 cm", placement: "calf" },
  {
    label: "wolf + moon",
    description: "a wolf and the moon",
    style: "Blackwork",
    size: "10 cm",
    placement: "upper-arm",
  },
  { label: "snake", description: "a coiled snake", style: "Dotwork", size: "8 cm", placement: "ribs" },
  { label: "butterfly", description: "a butterfly", style: "Watercolor", size: "6 cm", placement: "collarbone" },
  { label: "eagle", description: "an eagle with spread wings", style: "Traditional", size: "5 cm", placement: "wrist" },
  { label: "mandala", description: "a mandala", style: "Geometric", size: "6 cm", placement: "behind-the-ear" },
  { label: "feather", description: "a feather", style: "Minimalist", size: "5 cm", placement: "ankle" },
  { label: "lion", description: "a lion", style: "Realistic", size: "15 cm", placement: "back" },
];

const BANDS = [
  { description: "roses", style: "Traditional", size: "16 x 1.5 cm", placement: "wrist-band" },
  { description: "a snake", style: "Japanese", size: "22 x 1.8 cm", placement: "ankle-band" },
  { description: "a tribal band", style: "Tribal", size: "31 x 3.5 cm", placement: "upper-arm-band" },
];

const FINGERS = [
  { description: "a heart", style: "Traditional" },
  { description: "a crescent moon", style: "Minimalist" },
  { description: "a star", style: "Blackwork" },
  { description: "an anchor", style: "Traditional" },
];

async function inkOf(request: FlashArtRequest): Promise<{ layers: InkLayers; regions: DesignRegion[] }> {
  const { svg, regions } = composeFlashArt(request);
  const png = await renderSvgToPng(svg, EDGE);
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    layers: readInkLayers({ width: info.width, height: info.height, data, channels: 3 }),
    regions: regions ?? [],
  };
}

/** A verdict in lines that fit the label column (about 30 letters each). */
function verdictLabel(text: string): Buffer[] {
  const lines: string[] = [];
  for (const word of text.replace(/\.$/, "").split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 30) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.map((line) => label(line, LABEL_WIDTH, 26, 14, "left", "#7a1e5c"));
}

/** The design after `years` on `tone` (null: paper), merges ringed, as a PNG `width` wide. */
async function agedCell(
  layers: InkLayers,
  options: {
    widthMm: number;
    placement: string;
    years: number;
    tone: number | null;
    analysis: AgeingAnalysis;
    width: number;
    crop?: boolean;
  },
) {
  const skin = bodyPlacement(options.placement)!.skin;
  const geometry = ageingGeometry(layers, options.widthMm);
  const aged = ageInk(geometry, options.years, skin);
  const places = options.analysis.merges.find((merge) => merge.years === options.years)?.places ?? [];
  const mm = 1 / geometry.mmPerPixel;
  const rgb = renderAgedImage(layers, aged, {
    tone: options.tone ? skinTone(options.tone) : null,
    marks: options.years ? ringsFor(places, layers.width, layers.height, Math.max(6, 1.2 * mm)) : null,
    ringWidthPx: Math.max(2, 0.35 * mm),
  });
  let image = sharp(Buffer.from(rgb), { raw: { width: layers.width, height: layers.height, channels: 3 } });
  if (options.crop) {
    // A band's strip, from the middle of its square.
    const rows = Math.round(layers.height * 0.14);
    image = sharp(await image.png().toBuffer()).extract({
      left: 0,
      top: Math.round(layers.height / 2 - rows / 2),
      width: layers.width,
      height: rows,
    });
  }
  return image.resize(options.width).png().toBuffer();
}

export async function ageingSheet(): Promise<Buffer> {
  const columns = TONES.length * YEARS.length;
  const width = LABEL_WIDTH + columns * (CELL + GUTTER) + GUTTER;
  const tiles: OverlayOptions[] = [];
  tiles.push({
    input: label(
      "How the designs age (Monk skin tones 2, 6 and 9; fresh, 10 and 20 years)",
      width,
      60,
      30,
      "left",
      "#111",
    ),
    left: 0,
    top: 0,
  });
  TONES.forEach((tone, t) =>
    YEARS.forEach((years, y) =>
      tiles.push({
        input: label(`Monk ${tone} · ${years ? `${years} years` : "fresh"}`, CELL, 36, 18),
        left: LABEL_WIDTH + GUTTER + (t * YEARS.length + y) * (CELL + GUTTER),
        top: 64,
      }),
    ),
  );
  let top = 104;
  // One design at a time: the machine is shared.
  for (const design of DESIGNS) {
    const request: FlashArtRequest = { ...design, complexity: "Detailed", seed: 11, resolution: 1024 };
    const { layers, regions } = await inkOf(request);
    const widthMm = Number.parseFloat(design.size) * 10;
    const analysis = analyseAgeing(layers, { widthMm, skin: bodyPlacement(design.placement)!.skin, regions });
    tiles.push({
      input: label(
        `${design.label} · ${design.size} · ${bodyPlacement(design.placement)!.label}`,
        LABEL_WIDTH,
        40,
        17,
        "left",
      ),
      left: 0,
      top: top + 40,
    });
    verdictLabel(analysis.verdict).forEach((input, line) => tiles.push({ input, left: 0, top: top + 86 + line * 26 }));
    for (const [t, tone] of TONES.entries()) {
      for (const [y, years] of YEARS.entries()) {
        tiles.push({
          input: await agedCell(layers, { widthMm, placement: design.placement, years, tone, analysis, width: CELL }),
          left: LABEL_WIDTH + GUTTER + (t * YEARS.length + y) * (CELL + GUTTER),
          top,
        });
      }
    }
    top += CELL + GUTTER;
  }

  top += 30;
  tiles.push({ input: label("Bands (fresh, then 20 years on Monk 5)", width, 50, 26, "left", "#111"), left: 0, top });
  top += 56;
  const stripWidth = width - LABEL_WIDTH - 2 * GUTTER;
  for (const band of BANDS) {
    const [circumference] = band.size.split(" x ").map(Number.parseFloat);
    const { layers, regions } = await inkOf({ ...band, complexity: "Detailed", seed: 3, resolution: 1024 });
    const skin = bodyPlacement(band.placement)!.skin;
    const analysis = analyseAgeing(layers, { widthMm: circumference * 10, skin, regions });
    tiles.push({
      input: label(`${bodyPlacement(band.placement)!.label} · ${circumference} cm round`, LABEL_WIDTH, 40, 17, "left"),
      left: 0,
      top,
    });
    for (const [i, [years, tone]] of (
      [
        [0, null],
        [20, 5],
      ] as const
    ).entries()) {
      const strip = await agedCell(layers, {
        widthMm: circumference * 10,
        placement: band.placement,
        years,
        tone,
        analysis,
        width: stripWidth,
        crop: true,
      });
      const height = (await sharp(strip).metadata()).height!;
      tiles.push({ input: strip, left: LABEL_WIDTH + GUTTER, top: top + i * (height + 6) });
      if (i === 1) top += 2 * (height + 6) + 20;
    }
  }

  top += 10;
  tiles.push({
    input: label("Finger designs, 2 cm (fresh and 20 years on Monk 4 and Monk 8)", width, 50, 26, "left", "#111"),
    left: 0,
    top,
  });
  top += 56;
  for (const [f, finger] of FINGERS.entries()) {
    const { layers, regions } = await inkOf({
      ...finger,
      size: "2 cm",
      placement: "finger",
      complexity: "Detailed",
      seed: 5,
      resolution: 1024,
    });
    const analysis = analyseAgeing(layers, { widthMm: 20, skin: bodyPlacement("finger")!.skin, regions });
    const left = LABEL_WIDTH + GUTTER + f * 2 * (CELL + GUTTER);
    for (const [i, [years, tone]] of (
      [
        [0, 4],
        [20, 8],
      ] as const
    ).entries()) {
      tiles.push({
        input: await agedCell(layers, { widthMm: 20, placement: "finger", years, tone, analysis, width: CELL }),
        left: left + i * (CELL + GUTTER),
        top,
      });
    }
    tiles.push({
      input: label(`${finger.description} (${finger.style}): ${analysis.verdict}`, 2 * CELL, 36, 13),
      left,
      top: top + CELL + 4,
    });
  }
  const height = top + CELL + 60;
  return sharp({ create: { width, height, channels: 3, background: "#e9e6e1" } })
    .composite(tiles)
    .png()
    .toBuffer();
}
