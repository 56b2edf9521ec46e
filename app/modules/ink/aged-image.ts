/**
 * The aged ink as a picture: on paper (white, for the viewer and the try-on, which lays it on the
 * person's own photo) or in skin of a tone (./skin-tones.ts: ink seen through the skin, not
 * painted over it), with the places where lines merge marked: the closed skin tinted and ringed.
 */
import type { AgedPixels } from "./aged-ink";
import { parseHexColour, type Rgb } from "./colour";
import type { InkLayers } from "./ink-layers";
import { inkInSkin, type SkinTone } from "./skin-tones";

export const MARK_COLOUR: Rgb = [200, 30, 170];
/** Dark ink drifts blue-black as it sinks deeper over the years (seen on paper too). */
const DEEP_BLACK: Rgb = [28, 40, 62];
const DENSITY_STEPS = 64;

export interface MarkRing {
  /** Centre and radius in pixels. */
  x: number;
  y: number;
  radius: number;
}

export function renderAgedImage(
  layers: InkLayers,
  aged: AgedPixels,
  options: { tone: SkinTone | null; marks: MarkRing[] | null; ringWidthPx: number },
): Uint8Array {
  const { width, height, palette } = layers;
  const background: Rgb = options.tone ? parseHexColour(options.tone.hex) : [255, 255, 255];
  // Each ink at each density, worked out once.
  const table = palette.map((ink) =>
    Array.from({ length: DENSITY_STEPS + 1 }, (_, step) => {
      const density = step / DENSITY_STEPS;
      if (options.tone) return inkInSkin(ink.rgb, options.tone, density, aged.deepening);
      const colour = ink.family === "black" ? mixRgb(ink.rgb, DEEP_BLACK, Math.min(1, aged.deepening) * 0.5) : ink.rgb;
      return mixRgb(background, colour, density);
    }),
  );
  const out = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const c = aged.colour[i];
    let rgb: Rgb = background;
    if (c !== 255 && aged.density[i] > 0) {
      rgb = table[c][Math.round(Math.min(1, aged.density[i]) * DENSITY_STEPS)];
    }
    if (options.marks && aged.closed[i]) rgb = mixRgb(rgb, MARK_COLOUR, 0.6);
    out[i * 3] = rgb[0];
    out[i * 3 + 1] = rgb[1];
    out[i * 3 + 2] = rgb[2];
  }
  for (const ring of options.marks ?? []) drawRing(out, width, height, ring, options.ringWidthPx);
  return out;
}

function mixRgb(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** An anti-aliased ring, a white halo under a coloured stroke, so it reads on any skin. */
function drawRing(out: Uint8Array, width: number, height: number, ring: MarkRing, strokePx: number) {
  const outer = ring.radius + strokePx * 1.5;
  const x0 = Math.max(0, Math.floor(ring.x - outer));
  const x1 = Math.min(width - 1, Math.ceil(ring.x + outer));
  const y0 = Math.max(0, Math.floor(ring.y - outer));
  const y1 = Math.min(height - 1, Math.ceil(ring.y + outer));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const off = Math.abs(Math.hypot(x + 0.5 - ring.x, y + 0.5 - ring.y) - ring.radius);
      const stroke = Math.min(1, Math.max(0, strokePx / 2 + 0.5 - off));
      const halo = Math.min(1, Math.max(0, strokePx + 0.5 - off)) * 0.7;
      if (stroke <= 0 && halo <= 0) continue;
      const i = (y * width + x) * 3;
      let rgb: Rgb = [out[i], out[i + 1], out[i + 2]];
      rgb = mixRgb(rgb, [255, 255, 255], halo);
      rgb = mixRgb(rgb, MARK_COLOUR, stroke);
      out[i] = rgb[0];
      out[i + 1] = rgb[1];
      out[i + 2] = rgb[2];
    }
  }
}

/**
 * Rings around merge places given as fractions of the design (the analysis's), in pixels. A place
 * spanning more than a third of the design is not ringed (a ring round everything points at
 * nothing): its closed skin is tinted like every other.
 */
export function ringsFor(
  places: Array<{ minX: number; minY: number; maxX: number; maxY: number }>,
  width: number,
  height: number,
  paddingPx: number,
): MarkRing[] {
  const small = places.filter((place) => Math.max(place.maxX - place.minX, place.maxY - place.minY) <= 1 / 3);
  return small.slice(0, 12).map((place) => {
    const x = ((place.minX + place.maxX) / 2) * width;
    const y = ((place.minY + place.maxY) / 2) * height;
    const radius = Math.hypot((place.maxX - place.minX) * width, (place.maxY - place.minY) * height) / 2 + paddingPx;
    return { x, y, radius };
  });
}
