import { drawBackdrop, type BackdropId } from "./backdrops";

/**
 * What the try-on draws the design on: the person's photo (decoded in this browser, never
 * sent anywhere) or a built-in backdrop drawn at a known scale.
 */
export interface PictureSource {
  /** What is drawn on screen: the photo, or a smaller copy of it. */
  preview: CanvasImageSource;
  /** The photo itself, for the saved picture. */
  full: CanvasImageSource;
  width: number;
  height: number;
  /** A built-in backdrop, or null for the person's photo. */
  backdrop: BackdropId | null;
  release: () => void;
}

const PREVIEW_MAX = 1600;

export function backdropSource(id: BackdropId): { source: PictureSource; pxPerCm: number } {
  const { canvas, pxPerCm } = drawBackdrop(id);
  return {
    source: {
      preview: canvas,
      full: canvas,
      width: canvas.width,
      height: canvas.height,
      backdrop: id,
      release: () => {},
    },
    pxPerCm,
  };
}

/** Decodes the chosen photo in the browser (upright, as the camera meant it). */
export async function photoSource(file: File): Promise<PictureSource> {
  const full = await createImageBitmap(file, { imageOrientation: "from-image" });
  const shrink = Math.min(1, PREVIEW_MAX / Math.max(full.width, full.height));
  const preview =
    shrink < 1
      ? await createImageBitmap(full, {
          resizeWidth: Math.round(full.width * shrink),
          resizeHeight: Math.round(full.height * shrink),
          resizeQuality: "high",
        })
      : full;
  return {
    preview,
    full,
    width: full.width,
    height: full.height,
    backdrop: null,
    release: () => {
      full.close();
      if (preview !== full) preview.close();
    },
  };
}

/** A copy of `canvas` at most `max` pixels a side (the on-screen ink). */
export function shrinkCanvas(canvas: HTMLCanvasElement, max: number): HTMLCanvasElement {
  const shrink = Math.min(1, max / Math.max(canvas.width, canvas.height));
  if (shrink === 1) return canvas;
  const small = document.createElement("canvas");
  small.width = Math.round(canvas.width * shrink);
  small.height = Math.round(canvas.height * shrink);
  small.getContext("2d")!.drawImage(canvas, 0, 0, small.width, small.height);
  return small;
}
