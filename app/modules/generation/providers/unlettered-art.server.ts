import sharp from "sharp";

/**
 * A lettered provider design's art without its lettering (issue 37), for a customization: the
 * model is sent the art to rework, never the words, and the engine sets the lettering again over
 * what it answers (provider-chain.server.ts). The stored SVG holds the art as one layer
 * (`<g data-layer="art">`, lettered-provider-design.server.ts) and the lettering, its knockouts
 * and banners as the rest; that rest, drawn alone at the PNG's size, is where the words are, and
 * it is painted white in the PNG (a few pixels wider, so no anti-aliased edge of a letter stays).
 * Null when the SVG is not a lettered provider design's.
 */
export async function artWithoutLettering(png: Buffer, svg: string): Promise<Buffer | null> {
  if (!svg.includes('<g data-layer="art"')) return null;
  const { width = 1, height = 1 } = await sharp(png).metadata();
  const wordsOnly = svg
    .replace('<g data-layer="art"', '<g data-layer="art" display="none"')
    .replace(/<svg\b[^>]*>/, (open) =>
      open.replace(/\swidth="[^"]*"/, ` width="${width}"`).replace(/\sheight="[^"]*"/, ` height="${height}"`),
    );
  const mask = await sharp(Buffer.from(wordsOnly))
    .resize(width, height, { fit: "fill" })
    .ensureAlpha()
    .extractChannel(3)
    .threshold(1)
    .dilate(Math.max(1, Math.round(width / 512)))
    .raw()
    .toBuffer();
  const white = await sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
    .joinChannel(mask, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  return sharp(png)
    .flatten({ background: "#ffffff" })
    .composite([{ input: white }])
    .png()
    .toBuffer();
}
