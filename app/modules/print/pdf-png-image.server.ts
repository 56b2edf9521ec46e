import {
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from "pdf-lib";
import sharp from "sharp";

/**
 * A PNG placed in a PDF without decoding it in JavaScript. pdf-lib's embedPng decodes the
 * whole image into JavaScript arrays, splits its alpha and deflates it again: a 40 cm print
 * at 300 DPI (4724 px a side) took about 20 s and 350 MB per PDF. PDF's FlateDecode filter
 * with PNG predictors reads a PNG's own IDAT data as it is, so the image goes in as the
 * bytes sharp wrote: the same pixels, a few megabytes of memory. sharp first makes the PNG
 * 8-bit, non-interlaced and opaque (flattened on white, as it prints), grey or RGB.
 */
export interface EmbeddedPng {
  ref: PDFRef;
  width: number;
  height: number;
}

interface PngLayout {
  width: number;
  height: number;
  colors: 1 | 3;
  data: Buffer;
}

/** Reads the IHDR and the concatenated IDAT of an 8-bit grey or RGB, non-interlaced PNG. */
export function readPngLayout(png: Buffer): PngLayout {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error("not a PNG");
  let offset = 8;
  let header: { width: number; height: number; bitDepth: number; colorType: number; interlace: number } | null = null;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      header = {
        width: data.readUInt32BE(0),
        height: data.readUInt32BE(4),
        bitDepth: data[8],
        colorType: data[9],
        interlace: data[12],
      };
    } else if (type === "IDAT") idat.push(data);
    else if (type === "IEND") break;
    offset += 12 + length;
  }
  if (
    !header ||
    header.bitDepth !== 8 ||
    header.interlace !== 0 ||
    (header.colorType !== 0 && header.colorType !== 2)
  ) {
    throw new Error("the PNG must be 8-bit grey or RGB, not interlaced");
  }
  return {
    width: header.width,
    height: header.height,
    colors: header.colorType === 2 ? 3 : 1,
    data: Buffer.concat(idat),
  };
}

/** Embeds the image (grey when `grey`, else RGB) as an image XObject of `pdf`. */
export async function embedPngAsIs(
  pdf: PDFDocument,
  png: Buffer,
  options: { grey?: boolean } = {},
): Promise<EmbeddedPng> {
  let image = sharp(png).flatten({ background: "#ffffff" }).removeAlpha();
  image = image.toColourspace(options.grey ? "b-w" : "srgb");
  const opaque = await image.png({ compressionLevel: 6, palette: false, progressive: false }).toBuffer();
  const layout = readPngLayout(opaque);
  const xObject = pdf.context.stream(layout.data, {
    Type: "XObject",
    Subtype: "Image",
    Width: layout.width,
    Height: layout.height,
    ColorSpace: layout.colors === 3 ? "DeviceRGB" : "DeviceGray",
    BitsPerComponent: 8,
    Filter: "FlateDecode",
    DecodeParms: { Predictor: 15, Colors: layout.colors, BitsPerComponent: 8, Columns: layout.width },
  });
  return { ref: pdf.context.register(xObject), width: layout.width, height: layout.height };
}

/** Draws an embedded image into the box (x, y, width, height) of the page, in points. */
export function drawEmbeddedPng(
  page: PDFPage,
  image: EmbeddedPng,
  box: { x: number; y: number; width: number; height: number },
) {
  const name = page.node.newXObject("Image", image.ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(box.width, 0, 0, box.height, box.x, box.y),
    drawObject(name),
    popGraphicsState(),
  );
}
