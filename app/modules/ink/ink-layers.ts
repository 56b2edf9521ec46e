/**
 * The inks of a design, read from its picture (any design: the engine's or an image model's):
 * how much ink each pixel holds (its distance from paper white) and which of a few ink colours
 * it is, found by grouping the pixels' un-mixed colours. Grey washes are black ink let down,
 * reported as "grey shading" when they cover enough of the design.
 */
import { inkFamily, type InkFamily } from "./ageing-model";
import { labFromRgb, toHexColour, type Lab, type Rgb } from "./colour";

export interface RasterImage {
  width: number;
  height: number;
  /** Interleaved 8-bit channels, `channels` per pixel (3 or 4); white paper is (255, 255, 255). */
  data: Uint8Array | Uint8ClampedArray;
  channels: 3 | 4;
}

export interface InkColour {
  rgb: Rgb;
  hex: string;
  family: InkFamily;
  /** Share of the design's ink (by amount) in this colour, 0..1. */
  share: number;
  /** The typical density of its pixels (1 solid; grey shading less). */
  density: number;
}

export interface InkLayers {
  width: number;
  height: number;
  /** Ink per pixel, 0 (paper) .. 1 (solid). */
  amount: Float32Array;
  /** The palette entry of each pixel, or 255 for paper. */
  colour: Uint8Array;
  palette: InkColour[];
}

/** Less than this much ink is paper (and the free plan's watermark tiles). */
const PAPER = 0.1;
/** Up to this many ink colours. */
const MAX_COLOURS = 8;
/** Two groups closer than this (CIE76 in Lab) are the same ink. */
const SAME_INK = 16;
/** A colour under this share of the ink is an edge blend between two others (black and orange make brown). */
const MIN_SHARE = 0.02;
/** Black pixels lighter than this are shading. */
const SHADING_BELOW = 0.6;

export function readInkLayers(image: RasterImage): InkLayers {
  const { width, height, data, channels } = image;
  const size = width * height;
  const amount = new Float32Array(size);
  const bin = new Int16Array(size).fill(-1);
  const binWeight = new Float64Array(4096);
  const binSum = new Float64Array(4096 * 3);
  for (let i = 0; i < size; i++) {
    const o = i * channels;
    const alpha = channels === 4 ? data[o + 3] / 255 : 1;
    // Over white, as the try-on reads it: the darkest channel says how much ink; un-mixing the
    // white leaves the ink's own colour.
    const r = 255 - (255 - data[o]) * alpha;
    const g = 255 - (255 - data[o + 1]) * alpha;
    const b = 255 - (255 - data[o + 2]) * alpha;
    const ink = 1 - Math.min(r, g, b) / 255;
    if (ink < PAPER) continue;
    amount[i] = ink;
    const unmix = (value: number) => Math.min(255, Math.max(0, (value / 255 - (1 - ink)) / ink) * 255);
    const [ur, ug, ub] = [unmix(r), unmix(g), unmix(b)];
    const key = ((ur >> 4) << 8) | ((ug >> 4) << 4) | (ub >> 4);
    bin[i] = key;
    binWeight[key] += ink;
    binSum[key * 3] += ur * ink;
    binSum[key * 3 + 1] += ug * ink;
    binSum[key * 3 + 2] += ub * ink;
  }

  const palette = groupColours(binWeight, binSum);
  const nearestOfBin = new Uint8Array(4096).fill(255);
  const labs = palette.map((entry) => labFromRgb(entry.rgb));
  for (let key = 0; key < 4096; key++) {
    if (binWeight[key] === 0) continue;
    const lab = labFromRgb(binMean(binSum, binWeight, key));
    let best = 0;
    let bestDistance = Infinity;
    labs.forEach((other, index) => {
      const distance = (lab[0] - other[0]) ** 2 + (lab[1] - other[1]) ** 2 + (lab[2] - other[2]) ** 2;
      if (distance < bestDistance) [best, bestDistance] = [index, distance];
    });
    nearestOfBin[key] = best;
  }
  const colour = new Uint8Array(size).fill(255);
  for (let i = 0; i < size; i++) if (bin[i] >= 0) colour[i] = nearestOfBin[bin[i]];
  return { width, height, amount, colour, palette: withShading(summarise(palette, amount, colour), amount, colour) };
}

function binMean(sum: Float64Array, weight: Float64Array, key: number): Rgb {
  return [sum[key * 3] / weight[key], sum[key * 3 + 1] / weight[key], sum[key * 3 + 2] / weight[key]];
}

/** The heaviest groups first; each joins an ink it is close to, or starts one. */
function groupColours(weight: Float64Array, sum: Float64Array): Array<{ rgb: Rgb; weight: number }> {
  const keys = [...weight.keys()].filter((key) => weight[key] > 0).sort((a, b) => weight[b] - weight[a]);
  const total = keys.reduce((all, key) => all + weight[key], 0);
  const groups: Array<{ sum: [number, number, number]; weight: number; lab: Lab }> = [];
  for (const key of keys) {
    const lab = labFromRgb(binMean(sum, weight, key));
    const match = groups.find(
      (group) => Math.hypot(lab[0] - group.lab[0], lab[1] - group.lab[1], lab[2] - group.lab[2]) < SAME_INK,
    );
    if (match) {
      match.sum[0] += sum[key * 3];
      match.sum[1] += sum[key * 3 + 1];
      match.sum[2] += sum[key * 3 + 2];
      match.weight += weight[key];
      match.lab = labFromRgb(match.sum.map((v) => v / match.weight) as unknown as Rgb);
    } else if (groups.length < MAX_COLOURS * 3) {
      groups.push({ sum: [sum[key * 3], sum[key * 3 + 1], sum[key * 3 + 2]], weight: weight[key], lab });
    }
  }
  const kept = groups
    .filter((group) => group.weight >= MIN_SHARE * total)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_COLOURS);
  return kept.map((group) => ({ rgb: group.sum.map((v) => v / group.weight) as unknown as Rgb, weight: group.weight }));
}

function summarise(groups: Array<{ rgb: Rgb }>, amount: Float32Array, colour: Uint8Array): InkColour[] {
  const weight = new Float64Array(groups.length);
  // The density of its solid pixels (edges are anti-aliased blends; shading is reported apart).
  const densitySum = new Float64Array(groups.length);
  const count = new Float64Array(groups.length);
  const pixels = new Float64Array(groups.length);
  for (let i = 0; i < amount.length; i++) {
    const c = colour[i];
    if (c === 255) continue;
    weight[c] += amount[i];
    pixels[c]++;
    if (amount[i] < SHADING_BELOW) continue;
    densitySum[c] += amount[i];
    count[c]++;
  }
  const total = weight.reduce((all, value) => all + value, 0) || 1;
  return groups.map((group, index) => {
    const rgb = group.rgb.map((v) => Math.round(v)) as unknown as Rgb;
    return {
      rgb,
      hex: toHexColour(rgb),
      family: inkFamily(rgb),
      share: weight[index] / total,
      density: count[index] ? Math.min(1, densitySum[index] / count[index]) : weight[index] / (pixels[index] || 1),
    };
  });
}

/**
 * Black let down into grey washes is reported on its own ("grey shading"): it fades from view on
 * deep tones long before solid black does. Pixels keep their black palette entry; the shading
 * entry is for the colour report.
 */
function withShading(palette: InkColour[], amount: Float32Array, colour: Uint8Array): InkColour[] {
  const blackIndex = palette.findIndex((entry) => entry.family === "black");
  if (blackIndex < 0) return palette;
  let solid = 0;
  let light = 0;
  let lightDensity = 0;
  let lightCount = 0;
  for (let i = 0; i < amount.length; i++) {
    if (colour[i] !== blackIndex) continue;
    if (amount[i] >= SHADING_BELOW) solid += amount[i];
    else {
      light += amount[i];
      lightDensity += amount[i];
      lightCount++;
    }
  }
  const black = palette[blackIndex];
  const lightShare = (black.share * light) / (solid + light || 1);
  if (lightShare < 0.03) return palette;
  const shading: InkColour = {
    ...black,
    family: "grey",
    share: lightShare,
    density: lightDensity / lightCount,
  };
  return [
    ...palette.map((entry, i) => (i === blackIndex ? { ...entry, share: entry.share - lightShare } : entry)),
    shading,
  ];
}
