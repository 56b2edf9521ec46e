/**
 * "Start from a picture" (issue 28): the limits the server enforces and the generator form
 * shows, in one place both import. No zod here (the form is on the home page).
 */
export const PICTURE_MAX_MB = 10;
export const PICTURE_MAX_BYTES = PICTURE_MAX_MB * 1024 * 1024;
/** Decoded size ceiling (a 48-megapixel phone photo fits; a decompression bomb does not). */
export const PICTURE_MAX_MEGAPIXELS = 50;
export const PICTURE_MAX_PIXELS = PICTURE_MAX_MEGAPIXELS * 1_000_000;
/**
 * Decoded size ceiling beside the pixel ceiling (L17): the pixels times their channels and bytes per sample. 50
 * megapixels of 8-bit colour with alpha fit; a 16-bit picture with alpha is refused past 25 megapixels.
 */
export const PICTURE_MAX_DECODED_MB = 200;
export const PICTURE_MAX_DECODED_BYTES = PICTURE_MAX_DECODED_MB * 1024 * 1024;
/** A picture's body must arrive within this many seconds once its upload is taken in, never pausing for the second. */
export const PICTURE_UPLOAD_DEADLINE_SECONDS = 60;
export const PICTURE_UPLOAD_IDLE_SECONDS = 10;
/** The stored copy's longer side, at most (smaller pictures are kept as they are). */
export const PICTURE_STORED_EDGE = 2048;
/** The smallest crop the server takes, in pixels of the picture, per side. */
export const PICTURE_MIN_CROP_PX = 16;
/** The formats it reads; anything else is refused with a clear message. */
export const PICTURE_FORMATS = ["JPEG", "PNG", "WebP", "GIF"] as const;

/** The form's fields: the file, and the crop box as "x,y,width,height" in fractions of the (upright) picture. */
export const PICTURE_FIELD = "picture";
export const CROP_FIELD = "crop";

/** The generator's picture field as the home page's loader describes it: its texts, or a guest's sign-in link. */
export type PictureSlot = { label: string; hint: string } | { label: string; signIn: string };

export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The crop box as the form sends it: four fractions with at most 4 decimals. */
export function formatCrop(crop: CropBox): string {
  return [crop.x, crop.y, crop.width, crop.height]
    .map((value) => String(Math.round(value * 10_000) / 10_000))
    .join(",");
}
