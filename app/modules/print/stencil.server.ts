import sharp from "sharp";
import { renderSvgToPng } from "~/modules/flash-engine/index.server";

/**
 * Stencils: the design's lines only, pure black on white, optionally mirrored for
 * transfer paper (text reads backwards on the stencil and forwards on the skin).
 *
 * The dark linework is kept as it is; edges between coloured areas become thin lines;
 * edges right beside the linework are dropped (they would double every outline). From the
 * engine's SVG the coloured areas are first redrawn flat, one light colour per shape, so
 * what is hidden behind other shapes stays hidden and every boundary is crisp.
 */

export async function stencilFromSvg(svg: string, edge: number, options: { mirror?: boolean } = {}): Promise<Buffer> {
  const flat = await renderSvgToPng(flatColours(svg), edge);
  // Flat colours are all light, so anything dark is the drawing's own linework.
  return stencilFromPixels(flat, edge, { colourStep: 40, inkLuminance: 100, mirror: options.mirror });
}

export async function stencilFromRaster(
  png: Buffer,
  edge: number,
  options: { mirror?: boolean } = {},
): Promise<Buffer> {
  // In an arbitrary image only near-black is linework; dark colours are fills.
  return stencilFromPixels(png, edge, { colourStep: 90, inkLuminance: 55, mirror: options.mirror, smooth: true });
}

/** Every filled shape in its own light, flat colour; strokes black; no transparency. */
function flatColours(svg: string): string {
  let index = 0;
  const body = svg.replace(/(<svg\b[^>]*>)([\s\S]*)$/, (_, open: string, rest: string) => {
    const recoloured = rest
      .replace(/\bfill="(?!none)[^"]*"/g, (attribute, offset: number) =>
        // Keep the paper white: the first rect is the background.
        offset === rest.indexOf("fill=") && /^<rect/.test(rest.trimStart())
          ? 'fill="#ffffff"'
          : `fill="${lightColour(index++)}"`,
      )
      .replace(/\bstroke="(?!none)[^"]*"/g, 'stroke="#000000"')
      .replace(/(?<![\w-])(?:fill-|stroke-)?opacity="[^"]*"/g, "");
    return `${open}${recoloured}`;
  });
  return body;
}

/** Distinct light colours (golden-angle hues): neighbours differ, none looks like ink. */
function lightColour(index: number): string {
  const hue = (index * 137.508) % 360;
  const lightness = index % 2 === 0 ? 72 : 84;
  const a = (50 / 100) * Math.min(lightness / 100, 1 - lightness / 100);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

async function stencilFromPixels(
  png: Buffer,
  edge: number,
  options: { colourStep: number; inkLuminance: number; mirror?: boolean; smooth?: boolean },
): Promise<Buffer> {
  let pipeline = sharp(png)
    .flatten({ background: "#ffffff" })
    .resize(edge, edge, { fit: "contain", background: "#ffffff" });
  if (options.smooth) pipeline = pipeline.median(3);
  const { data, info } = await pipeline.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const channels = info.channels;
  const count = width * height;

  const ink = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const p = i * channels;
    ink[i] = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2] < options.inkLuminance ? 1 : 0;
  }
  const differs = (a: number, b: number) =>
    Math.abs(data[a * channels] - data[b * channels]) +
      Math.abs(data[a * channels + 1] - data[b * channels + 1]) +
      Math.abs(data[a * channels + 2] - data[b * channels + 2]) >
    options.colourStep;

  const nearInk = grow(ink, width, height, 2);
  const lines = new Uint8Array(count);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (ink[i]) {
        lines[i] = 1;
        continue;
      }
      if (nearInk[i]) continue;
      if ((x + 1 < width && differs(i, i + 1)) || (y + 1 < height && differs(i, i + width))) lines[i] = 1;
    }
  }
  // Region edges are one pixel wide: widen them a little so they print and transfer.
  const thick = grow(lines, width, height, edge >= 1500 ? 2 : 1);
  const out = Buffer.alloc(count);
  for (let i = 0; i < count; i++) out[i] = ink[i] || thick[i] ? 0 : 255;

  let image = sharp(out, { raw: { width, height, channels: 1 } });
  if (options.mirror) image = image.flop();
  return image.toColourspace("b-w").png({ compressionLevel: 9 }).toBuffer();
}

/** The set grown by `radius` pixels (a square neighbourhood: rows, then columns). */
function grow(set: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const along = (source: Uint8Array, length: number, lines: number, index: (line: number, at: number) => number) => {
    const out = new Uint8Array(source.length);
    for (let line = 0; line < lines; line++) {
      let last = -Infinity;
      for (let at = 0; at < length; at++) {
        if (source[index(line, at)]) last = at;
        if (at - last <= radius) out[index(line, at)] = 1;
      }
      last = Infinity;
      for (let at = length - 1; at >= 0; at--) {
        if (source[index(line, at)]) last = at;
        if (last - at <= radius) out[index(line, at)] = 1;
      }
    }
    return out;
  };
  const rows = along(set, width, height, (y, x) => y * width + x);
  return along(rows, height, width, (x, y) => y * width + x);
}
