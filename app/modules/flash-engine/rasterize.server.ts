/** SVG to PNG with sharp (librsvg), on a white background. */
import sharp from "sharp";

/** The SVG's own pixel width: its width attribute, else its viewBox width, else 1000. */
function intrinsicWidth(svg: string): number {
  const root = svg.slice(0, svg.indexOf(">", svg.indexOf("<svg")) + 1);
  const width = /\swidth="([\d.]+)(px)?"/.exec(root);
  if (width) return Number(width[1]);
  const viewBox = /viewBox="[\d.\-\s]+?\s([\d.]+)\s+[\d.]+"/.exec(root);
  return viewBox ? Number(viewBox[1]) : 1000;
}

/** Raw pixels laid over the drawing in the same pass (the free plan's watermark): no second decode and encode. */
export interface Overlay {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

export async function renderSvgToPng(svg: string, resolution: number, overlay?: Overlay): Promise<Buffer> {
  const density = (72 * resolution) / intrinsicWidth(svg);
  let image = sharp(Buffer.from(svg), { density: Math.min(density, 100_000) });
  const meta = await image.metadata();
  if (meta.width !== resolution || meta.height !== resolution) {
    image = sharp(await image.png().toBuffer()).resize(resolution, resolution, {
      fit: "contain",
      background: "#ffffff",
    });
  }
  image = image.flatten({ background: "#ffffff" });
  // sharp composites after the flatten in the same pipeline.
  if (overlay) image = image.composite([{ input: overlay.data, raw: overlay.info }]);
  return image.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
}
