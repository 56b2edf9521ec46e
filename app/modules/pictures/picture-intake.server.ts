import sharp, { type Metadata } from "sharp";
import { HttpError } from "~/utils/http-error";
import { pictureMessages } from "~/utils/messages/picture";
import {
  CROP_FIELD,
  PICTURE_FIELD,
  PICTURE_MAX_BYTES,
  PICTURE_MAX_DECODED_BYTES,
  PICTURE_MAX_PIXELS,
  PICTURE_MIN_CROP_PX,
  PICTURE_STORED_EDGE,
  type CropBox,
} from "./picture-options";

/**
 * A picture as it arrives (issue 28), made safe to keep: at most PICTURE_MAX_BYTES, one of
 * JPEG, PNG, WebP or GIF (its first frame) by its own bytes, never by its name or declared
 * type; decoded under a pixel ceiling and a decoded-bytes ceiling (a decompression bomb, or a 16-bit picture of
 * many megapixels, is refused from its header), refusing any damage libvips warns of (`failOn: "warning"`);
 * turned upright; cropped to the person's box; at most PICTURE_STORED_EDGE on its longer side;
 * re-encoded as a plain sRGB JPEG, so no metadata block (EXIF with GPS and camera, XMP,
 * IPTC, ICC profiles) survives. The decoding runs in the render pool (`intakePicture`, called
 * by the pool's task), whose size bounds the memory pictures take at once.
 */
export type PictureFormat = "jpeg" | "png" | "webp" | "gif";

/** What the bytes are: a format we read, HEIC/HEIF (refused with its own advice), or anything else (null). */
export function sniffPicture(bytes: Uint8Array): PictureFormat | "heif" | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(4, 8) === "ftyp") {
    // ISO media: the major brand and the compatible brands of the ftyp box say HEIC/HEIF or AVIF.
    const boxEnd = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0));
    const brands = [ascii(8, 12)];
    for (let offset = 16; offset + 4 <= boxEnd && brands.length < 32; offset += 4)
      brands.push(ascii(offset, offset + 4));
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return null;
    if (brands.some((brand) => /^(heic|heix|hevc|hevx|heim|heis|hevm|hevs|mif1|msf1)$/.test(brand))) return "heif";
  }
  return null;
}

/** A picture field's file, or null when none was chosen (a form's empty file field sends a nameless empty file). */
export function chosenPicture(value: unknown): File | null {
  return value instanceof File && (value.size > 0 || value.name !== "") ? value : null;
}

/** Refuses (413/400, field `picture`) what is too large, HEIC, or not one of the formats read; answers its bytes. */
export async function checkPictureFile(file: File): Promise<Uint8Array> {
  if (file.size > PICTURE_MAX_BYTES) throw pictureError(413, pictureMessages.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = sniffPicture(bytes);
  if (format === "heif") throw pictureError(400, pictureMessages.heic);
  if (!format) throw pictureError(400, pictureMessages.unsupported);
  return bytes;
}

export function pictureError(status: number, message: string): HttpError {
  return new HttpError(status, message, { fieldErrors: { [PICTURE_FIELD]: [message] } });
}

/** The crop box from the form's "x,y,width,height" (fractions of the upright picture); undefined when none was sent. */
export function parseCrop(value: unknown): CropBox | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const parts = typeof value === "string" && value.length <= 64 ? value.split(",") : [];
  const numbers = parts.map((part) =>
    /^\s*(0|1)?(\.\d{1,6})?\s*$/.test(part) && part.trim() !== "" ? Number(part) : Number.NaN,
  );
  const [x, y, width, height] = numbers;
  const valid =
    numbers.length === 4 &&
    numbers.every((n) => Number.isFinite(n) && n >= 0 && n <= 1) &&
    width > 0 &&
    height > 0 &&
    x + width <= 1.0001 &&
    y + height <= 1.0001;
  if (!valid) throw pictureError(400, pictureMessages.badCrop);
  return { x, y, width, height };
}

/** What the pool's intake task answers: the stored copy, or a refusal (errors do not cross threads as HttpErrors). */
export type IntakeResult =
  { ok: true; jpeg: Uint8Array; width: number; height: number } | { ok: false; status: number; message: string };

/** Damage libvips only warns of (a corrupt JPEG segment) is refused too: never half a picture stored (L17). */
const decodeOptions = { limitInputPixels: PICTURE_MAX_PIXELS, failOn: "warning", pages: 1 } as const;

const BYTES_PER_SAMPLE: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4 };

/** The bytes the picture's pixels take once decoded, from its header: pixels x channels x bytes per sample. */
export function decodedBytes(meta: Pick<Metadata, "channels" | "depth">, pixels: number): number {
  return pixels * (meta.channels ?? 4) * (BYTES_PER_SAMPLE[meta.depth ?? "uchar"] ?? 8);
}

/** Decodes, checks and re-encodes a picture whose format was sniffed already (runs in a render thread). */
export async function intakePicture(bytes: Uint8Array, crop: CropBox | undefined): Promise<IntakeResult> {
  const refuse = (status: number, message: string): IntakeResult => ({ ok: false, status, message });
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The header alone (no pixel is decoded here, so no ceiling yet: it is checked just below).
  const meta = await sharp(input, { ...decodeOptions, limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta || !["jpeg", "png", "webp", "gif"].includes(meta.format ?? ""))
    return refuse(400, pictureMessages.unreadable);
  // The header's size, before a single pixel is decoded.
  const upright = meta.autoOrient ?? { width: meta.width ?? 0, height: meta.pageHeight ?? meta.height ?? 0 };
  if (!upright.width || !upright.height) return refuse(400, pictureMessages.unreadable);
  if (upright.width * upright.height > PICTURE_MAX_PIXELS) return refuse(413, pictureMessages.tooManyPixels);
  if (decodedBytes(meta, upright.width * upright.height) > PICTURE_MAX_DECODED_BYTES)
    return refuse(413, pictureMessages.tooManyBytes);
  const region = crop && {
    left: Math.min(upright.width - 1, Math.round(crop.x * upright.width)),
    top: Math.min(upright.height - 1, Math.round(crop.y * upright.height)),
    width: 0,
    height: 0,
  };
  if (region && crop) {
    region.width = Math.min(upright.width - region.left, Math.round(crop.width * upright.width));
    region.height = Math.min(upright.height - region.top, Math.round(crop.height * upright.height));
    if (region.width < PICTURE_MIN_CROP_PX || region.height < PICTURE_MIN_CROP_PX)
      return refuse(400, pictureMessages.cropTooSmall);
  }
  try {
    let image = sharp(input, decodeOptions).autoOrient();
    if (region) image = image.extract(region);
    const { data, info } = await image
      .resize(PICTURE_STORED_EDGE, PICTURE_STORED_EDGE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      // No withMetadata/keep*: sharp writes no EXIF, XMP, IPTC or ICC block.
      .jpeg({ quality: 88 })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      jpeg: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) return refuse(413, pictureMessages.tooManyPixels);
    return refuse(400, pictureMessages.unreadable);
  }
}

/** The picture a generation starts from, as a form or multipart request sends it. */
export interface PictureUpload {
  file: File;
  crop: CropBox | undefined;
}

/** The request's picture and crop box (400 for a crop box that is not valid), or null when no picture was sent. */
export function readPictureUpload(input: unknown): PictureUpload | null {
  if (typeof input !== "object" || input === null) return null;
  const fields = input as Record<string, unknown>;
  const file = chosenPicture(fields[PICTURE_FIELD]);
  return file ? { file, crop: parseCrop(fields[CROP_FIELD]) } : null;
}
