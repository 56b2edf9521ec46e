import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as opentypeModule from "opentype.js";
import sharp from "sharp";
import type { Overlay } from "~/modules/flash-engine/rasterize.server";

/**
 * The free plan's visible watermark: the word "Inkwell" tiled diagonally in light grey
 * over the whole design, plus a solid mark in the corner. Drawn as vector paths from the
 * font the project ships, so it renders the same on any machine (no system fonts).
 */
type OpentypeApi = typeof opentypeModule;
const opentype: OpentypeApi =
  "parse" in opentypeModule ? opentypeModule : (opentypeModule as unknown as { default: OpentypeApi }).default;

let wordPath: { d: string; width: number; height: number } | undefined;

function inkwellWord() {
  if (!wordPath) {
    const require = createRequire(import.meta.url);
    const buffer = readFileSync(
      require.resolve("@fontsource/kaushan-script/files/kaushan-script-latin-400-normal.woff"),
    );
    const font = opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
    // Glyph by glyph, serialised here: opentype.js 2's whole-string layout and toPathData
    // both lose glyphs of this font.
    type Command = { type: string; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number };
    const commands: Command[] = [];
    let x = 0;
    for (const char of "Inkwell") {
      const glyph = font.charToGlyph(char);
      commands.push(...(glyph.getPath(x, 0, 100).commands as Command[]));
      x += ((glyph.advanceWidth ?? 0) * 100) / font.unitsPerEm;
    }
    const xs = commands.flatMap((c) => (c.x === undefined ? [] : [c.x]));
    const ys = commands.flatMap((c) => (c.y === undefined ? [] : [c.y]));
    const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
    const point = (px?: number, py?: number) => `${((px ?? 0) - minX).toFixed(1)} ${((py ?? 0) - minY).toFixed(1)}`;
    const d = commands
      .map((c) => {
        if (c.type === "M" || c.type === "L") return `${c.type}${point(c.x, c.y)}`;
        if (c.type === "Q") return `Q${point(c.x1, c.y1)} ${point(c.x, c.y)}`;
        if (c.type === "C") return `C${point(c.x1, c.y1)} ${point(c.x2, c.y2)} ${point(c.x, c.y)}`;
        return "Z";
      })
      .join("");
    wordPath = { d, width: Math.max(...xs) - minX, height: Math.max(...ys) - minY };
  }
  return wordPath;
}

export function watermarkSvg(size: number): string {
  const word = inkwellWord();
  const scale = (size / 1024) * 0.9;
  const stepX = (word.width + 60) * scale;
  const stepY = (word.height + 110) * scale;
  const tiles: string[] = [];
  for (let row = -2; row * stepY < size * 1.6; row++) {
    for (let column = -2; column * stepX < size * 1.6; column++) {
      const x = column * stepX + (row % 2 === 0 ? 0 : stepX / 2);
      tiles.push(
        `<use href="#w" transform="translate(${x.toFixed(1)} ${(row * stepY).toFixed(1)}) scale(${scale.toFixed(3)})"/>`,
      );
    }
  }
  const corner = (size / 1024) * 1.3;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><path id="w" d="${word.d}"/></defs>
  <g transform="rotate(-30 ${size / 2} ${size / 2})" fill="#6e645b" fill-opacity="0.16">${tiles.join("")}</g>
  <g transform="translate(${size - (word.width * corner + 24 * (size / 1024))} ${size - (word.height * corner + 18 * (size / 1024))}) scale(${corner.toFixed(3)})">
    <use href="#w" fill="#1c1a18" fill-opacity="0.55"/>
  </g>
</svg>`;
}

/**
 * Where the solid corner mark sits on a `size` picture, as fractions (with a margin): the ageing
 * analysis (issue 38) leaves it out, so the word is never read as the design's own fine lines.
 */
export function watermarkCornerBox(size: number): { minX: number; minY: number } {
  const word = inkwellWord();
  const corner = (size / 1024) * 1.3;
  const margin = 8 * (size / 1024);
  return {
    minX: (size - (word.width * corner + 24 * (size / 1024)) - margin) / size,
    minY: (size - (word.height * corner + 18 * (size / 1024)) - margin) / size,
  };
}

// The overlay depends only on the resolution: rendered once per size, kept as raw pixels (none to decode per design).
const overlays = new Map<number, Promise<Overlay>>();
export function watermarkOverlay(size: number): Promise<Overlay> {
  let overlay = overlays.get(size);
  if (!overlay) {
    overlay = sharp(Buffer.from(watermarkSvg(size)))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => ({ data, info: { width: info.width, height: info.height, channels: 4 as const } }));
    overlays.set(size, overlay);
  }
  return overlay;
}

/**
 * PNG settings by kind of picture. The embedded engine's flat-colour line art compresses best
 * with no PNG filter (a watermarked 512 px design: 90 KB in 31 ms, against 124 KB in 128 ms
 * with adaptive filters at level 8); a provider's painted image keeps adaptive filters.
 */
const PNG_SETTINGS = {
  lineArt: { compressionLevel: 6, adaptiveFiltering: false },
  painted: { compressionLevel: 8, adaptiveFiltering: true },
} as const;

/**
 * Resizes a rendered image to the plan's resolution on white and, when asked, watermarks it, in
 * one pass. An image that is already that (the embedded engine draws at the plan's resolution,
 * on white, with the watermark when the spec asks: DesignSpec.watermark) is kept as it is:
 * re-encoding it changed no pixel.
 */
export async function finalizeImage(
  png: Buffer,
  options: { resolution: number; watermark: boolean; lineArt?: boolean },
): Promise<Buffer> {
  if (!options.watermark) {
    const { width, height, hasAlpha } = await sharp(png).metadata();
    if (width === options.resolution && height === options.resolution && !hasAlpha) return png;
  }
  let image = sharp(png)
    .flatten({ background: "#ffffff" })
    .resize(options.resolution, options.resolution, { fit: "contain", background: "#ffffff", kernel: "lanczos3" });
  // sharp composites after the resize in the same pipeline.
  if (options.watermark) {
    const overlay = await watermarkOverlay(options.resolution);
    image = image.composite([{ input: overlay.data, raw: overlay.info }]);
  }
  return image.png(options.lineArt ? PNG_SETTINGS.lineArt : PNG_SETTINGS.painted).toBuffer();
}
