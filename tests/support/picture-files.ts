import { readFileSync } from "node:fs";
import path from "node:path";
import { crc32, createDeflate } from "node:zlib";
import sharp from "sharp";

/** Pictures for the "Start from a picture" tests (issue 28): real photos, a phone's metadata, a bomb, HEIC. No app import (e2e uses it). */

export const REFERENCE_PHOTOS = path.resolve(import.meta.dirname, "../fixtures/reference-photos");

export function referencePhoto(name: "cat.png" | "coffee-cup.png"): Buffer {
  return readFileSync(path.join(REFERENCE_PHOTOS, name));
}

/** A phone photo's metadata: camera, GPS position, and an orientation that turns it upright (6: 90° clockwise). */
export async function phoneJpeg(source: Buffer = referencePhoto("cat.png")): Promise<Buffer> {
  return sharp(source)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "InkwellTestCam", Model: "Pocket 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 2600/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 3900/100",
      },
    })
    .toBuffer();
}

/**
 * A real decompression bomb: a valid 1-bit PNG of width x height white pixels whose rows
 * deflate to almost nothing (30,000 x 30,000 is 112 MB of rows in about 110 KB).
 */
export async function pngBomb(width = 30_000, height = 30_000): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => compressed.push(chunk));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // filter: none
  for (let y = 0; y < height; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", Buffer.concat(compressed)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A PNG whose header announces width x height pixels of `bitDepth` bits per sample in colour type `colorType` (6: RGB
 * with alpha), with no pixel data behind it: what the header check must refuse without decoding anything.
 */
export function pngHeaderOnly(width: number, height: number, bitDepth = 16, colorType = 6): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([bitDepth, colorType, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", Buffer.alloc(0)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A JPEG whose entropy-coded data is damaged in the middle: libjpeg only warns ("premature end of data segment"). */
export async function damagedJpegSegment(): Promise<Buffer> {
  const jpeg = Buffer.from(await sharp(referencePhoto("cat.png")).jpeg({ quality: 90 }).toBuffer());
  const start = Math.floor(jpeg.length * 0.6);
  for (let i = 0; i < 40; i++) jpeg[start + i * 7] = 0xff - (jpeg[start + i * 7] & 0x0f);
  return jpeg;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The first bytes of an iPhone HEIC photo (an ISO media ftyp box of brand heic). */
export function heicHeader(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write("ftypheic", 4, "latin1");
  ftyp.writeUInt32BE(0, 12);
  ftyp.write("mif1heic", 16, "latin1");
  return Buffer.concat([ftyp, Buffer.alloc(2000, 7)]);
}
