/**
 * A band seen wrapped round a limb (issue 38): the strip is the whole circumference; from the
 * front only half of it shows, across the limb's diameter (circumference / pi), squeezed towards
 * the sides as the band turns away and darker there. `turn` (0..1) turns the band round the limb.
 */

/** Which column of the strip shows at `x` (0..diameter) across the front, and how lit it is. */
export function bandColumn(x: number, diameter: number, circumference: number, turn: number) {
  // Across the front, -1 (left edge of the limb) to 1 (right edge): the angle round the limb.
  const across = Math.min(1, Math.max(-1, (2 * x) / diameter - 1));
  const angle = Math.asin(across);
  const arc = (angle / (2 * Math.PI)) * circumference;
  const column = (((circumference / 2 + arc + turn * circumference) % circumference) + circumference) % circumference;
  return { column, light: 0.55 + 0.45 * Math.cos(angle) };
}

/** The rows of the design's picture that hold the band (it is drawn across the square's middle). */
export function bandStrip(ink: HTMLCanvasElement): HTMLCanvasElement {
  const context = ink.getContext("2d", { willReadFrequently: true })!;
  const { data } = context.getImageData(0, 0, ink.width, ink.height);
  let top = ink.height;
  let bottom = -1;
  for (let y = 0; y < ink.height; y++) {
    for (let x = 0; x < ink.width; x += 2) {
      if (data[(y * ink.width + x) * 4 + 3] > 8) {
        top = Math.min(top, y);
        bottom = y;
        break;
      }
    }
  }
  if (bottom < top) return ink;
  const strip = document.createElement("canvas");
  strip.width = ink.width;
  strip.height = bottom - top + 1;
  strip.getContext("2d")!.drawImage(ink, 0, top, ink.width, strip.height, 0, 0, ink.width, strip.height);
  return strip;
}

const SLICES = 128;

/** The strip wrapped: a canvas as wide as the limb's diameter in the strip's own pixels. */
export function wrapBand(strip: HTMLCanvasElement, turn: number): HTMLCanvasElement {
  const circumference = strip.width;
  const diameter = Math.max(1, Math.round(circumference / Math.PI));
  const canvas = document.createElement("canvas");
  canvas.width = diameter;
  canvas.height = strip.height;
  const context = canvas.getContext("2d")!;
  for (let index = 0; index < SLICES; index++) {
    const x0 = (index * diameter) / SLICES;
    const x1 = ((index + 1) * diameter) / SLICES;
    const from = bandColumn(x0, diameter, circumference, turn);
    const to = bandColumn(x1, diameter, circumference, turn);
    // The strip wraps: a slice that crosses its end is drawn from its two pieces.
    const width = (to.column - from.column + circumference) % circumference || 0.5;
    context.globalAlpha = (from.light + to.light) / 2;
    const first = Math.min(width, circumference - from.column);
    const share = first / width;
    context.drawImage(strip, from.column, 0, first, strip.height, x0, 0, (x1 - x0) * share + 0.6, strip.height);
    if (first < width) {
      context.drawImage(
        strip,
        0,
        0,
        width - first,
        strip.height,
        x0 + (x1 - x0) * share,
        0,
        (x1 - x0) * (1 - share) + 0.6,
        strip.height,
      );
    }
  }
  return canvas;
}
