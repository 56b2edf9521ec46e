/**
 * Step 1, decode and normalise: the stored picture (PNG or JPEG, orientation applied, at most
 * 2048 px) read by sharp, transparency flattened onto white, and resized so its longer side is
 * the working edge: every later step works on that many pixels whatever the photo's size, which
 * keeps the time and memory of a design bounded.
 */
import sharp from "sharp";
import { labOf, type LabImage } from "./colour";

/** The stored picture is at most 2048 px on a side; anything far larger is refused, not decoded. */
const MAX_INPUT_PIXELS = 4096 * 4096;

export interface WorkingPicture {
  /** The picture in Lab at the working size. */
  lab: LabImage;
  /** The picture's own size before resizing. */
  original: { width: number; height: number };
}

export async function decodePicture(bytes: Uint8Array, edge: number): Promise<WorkingPicture> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  const meta = await image.metadata();
  const { data, info } = await image
    .flatten({ background: "#ffffff" })
    .resize(edge, edge, { fit: "inside", kernel: "lanczos3" })
    .toColourspace("srgb")
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    lab: labOf(new Uint8Array(data.buffer, data.byteOffset, data.length), info.width, info.height),
    original: { width: meta.width ?? info.width, height: meta.height ?? info.height },
  };
}
