import type { Rgb } from "~/modules/ink/colour";
import type { PictureSource } from "./picture-source";
import type { Placement } from "./placement";

/**
 * The skin's colour in the person's photo, read in this browser (issue 38): the pixels under and
 * around where the design sits, skin-like ones only (warm hues, neither black nor blown out), their
 * median per channel (a freckle, a hair or a shadow does not move it). Null when too little of it
 * looks like skin.
 */
export function medianSkin(pixels: Uint8ClampedArray): Rgb | null {
  const channels: [number[], number[], number[]] = [[], [], []];
  let total = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    total++;
    const [r, g, b] = [pixels[i], pixels[i + 1], pixels[i + 2]];
    const lightest = Math.max(r, g, b);
    const darkest = Math.min(r, g, b);
    // Skin runs from red through orange: red the strongest channel, blue the weakest, never grey-blue.
    if (lightest < 18 || darkest > 248 || r < g - 6 || g < b - 10 || r < b) continue;
    channels[0].push(r);
    channels[1].push(g);
    channels[2].push(b);
  }
  if (channels[0].length < total * 0.25) return null;
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return [median(channels[0]), median(channels[1]), median(channels[2])];
}

const SAMPLE = 48;

/** The skin where the design sits, from the photo's on-screen copy. */
export function sampleSkin(source: PictureSource, placement: Placement, aspect: number): Rgb | null {
  const scale = ("width" in source.preview ? Number(source.preview.width) : source.width) / source.width;
  const width = placement.width * 1.5;
  const height = Math.max(width * aspect, width * 0.4);
  const canvas = document.createElement("canvas");
  canvas.width = SAMPLE;
  canvas.height = SAMPLE;
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  context.drawImage(
    source.preview,
    (placement.x - width / 2) * scale,
    (placement.y - height / 2) * scale,
    width * scale,
    height * scale,
    0,
    0,
    SAMPLE,
    SAMPLE,
  );
  return medianSkin(context.getImageData(0, 0, SAMPLE, SAMPLE).data);
}
