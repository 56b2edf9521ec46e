/**
 * A design after `years` in skin, drawn from its own geometry at its true scale (decision 029):
 * every line grows outwards by the model's spread (./ageing-model.ts), exactly, with a sub-pixel
 * edge; the ink that migrated is thinner than the line it left; a gap whose two spreading edges
 * meet closes (a morphological closing by the spread), and those closed gaps are where lines
 * merge. Each ink also fades by its family. Nothing here blurs: a pixel is ink, spread ink, a
 * closed gap or skin, by its distance to the lines.
 */
import { deepeningAfter, spreadMm, strengthAfter, type SkinConditions } from "./ageing-model";
import { distanceField, type DistanceField } from "./distance-transform";
import type { InkLayers } from "./ink-layers";

/** Ink at least this dense draws lines (the tattooability check's threshold, about). */
export const LINE_AMOUNT = 0.4;
/** Ink that migrated out of a line is this share as dense as the line. */
export const MIGRATED_DENSITY = 0.55;
/** A closed gap fills with ink from both sides. */
export const CLOSED_DENSITY = 0.85;

export interface AgeingGeometry {
  layers: InkLayers;
  /** mm per pixel at the design's true size. */
  mmPerPixel: number;
  /** Distance from every pixel to the nearest line pixel, and which one. */
  toLines: DistanceField;
}

export function ageingGeometry(layers: InkLayers, widthMm: number): AgeingGeometry {
  const { width, height, amount } = layers;
  return {
    layers,
    mmPerPixel: widthMm / width,
    toLines: distanceField(width, height, (i) => amount[i] >= LINE_AMOUNT),
  };
}

/** The pixels where lines have merged after a spread of `spreadPx`: closed gaps, not ink. */
export function closedGaps(geometry: AgeingGeometry, spreadPx: number): Uint8Array {
  const { width, height, amount } = geometry.layers;
  const { squared } = geometry.toLines;
  const reach = (spreadPx + 1e-6) ** 2;
  // Covered: the spread reaches the far side of the pixel (whole pixels only, so a gap closes
  // exactly when its two edges meet, never half a pixel early).
  const covered = (i: number) => squared[i] <= reach;
  const closed = new Uint8Array(width * height);
  if (spreadPx <= 0) return closed;
  // The closing: covered pixels farther than the spread from any uncovered one.
  const toSkin = distanceField(width, height, (i) => !covered(i));
  for (let i = 0; i < closed.length; i++) {
    if (amount[i] >= LINE_AMOUNT || !covered(i)) continue;
    if (toSkin.squared[i] > reach) closed[i] = 1;
  }
  return closed;
}

export interface AgedPixels {
  /** Ink colour (palette index, 255 none) and its density 0..1 per pixel. */
  colour: Uint8Array;
  density: Float32Array;
  closed: Uint8Array;
  spreadPx: number;
  deepening: number;
}

/** The design's ink after `years`: each pixel's ink colour and how dense it now is. */
export function ageInk(geometry: AgeingGeometry, years: number, skin: SkinConditions): AgedPixels {
  const { layers, mmPerPixel, toLines } = geometry;
  const { amount, colour, palette } = layers;
  const size = amount.length;
  const spreadPx = spreadMm(years, skin) / mmPerPixel;
  const strength = palette.map((entry) => strengthAfter(entry.family, years, skin));
  const closed = closedGaps(geometry, spreadPx);
  const outColour = new Uint8Array(size).fill(255);
  const density = new Float32Array(size);
  for (let i = 0; i < size; i++) {
    if (colour[i] !== 255) {
      outColour[i] = colour[i];
      density[i] = amount[i] * strength[colour[i]];
    }
    if (spreadPx <= 0 || amount[i] >= LINE_AMOUNT) continue;
    const from = toLines.nearest[i];
    if (from < 0) continue;
    const distance = Math.sqrt(toLines.squared[i]);
    // How much of this pixel the spread covers: all of it up to the spread, a sliver beyond.
    const coverage = Math.min(1, Math.max(0, spreadPx + 1 - distance));
    if (coverage <= 0) continue;
    const source = colour[from];
    const migrated = (closed[i] ? CLOSED_DENSITY : MIGRATED_DENSITY) * amount[from] * strength[source] * coverage;
    if (migrated > density[i]) {
      density[i] = migrated;
      outColour[i] = source;
    }
  }
  return { colour: outColour, density, closed, spreadPx, deepening: deepeningAfter(years) };
}
