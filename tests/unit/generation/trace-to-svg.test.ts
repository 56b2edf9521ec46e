import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { TRACE_EDGE, traceToSvg } from "~/modules/generation/providers/trace-to-svg.server";

/**
 * A provider's image traced to SVG (decision 024): the inks it has, none for the paper, no paper
 * showing where two inks meet, thin lines whole, and the work bounded by the working edge.
 */

/** Flash at `edge` px: a black ring round a red disc that touches it, a thin black line, white paper. */
async function flash(edge: number, options: { transparent?: boolean; line?: number } = {}): Promise<Buffer> {
  const u = edge / 1024;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${edge}" height="${edge}">
    <circle cx="${512 * u}" cy="${420 * u}" r="${260 * u}" fill="#c0392b" stroke="#111111" stroke-width="${40 * u}"/>
    <path d="M${150 * u} ${860 * u} L${874 * u} ${860 * u}" stroke="#111111" stroke-width="${(options.line ?? 6) * u}"/>
  </svg>`;
  return sharp({
    create: { width: edge, height: edge, channels: 4, background: options.transparent ? "#ffffff00" : "#ffffff" },
  })
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
}

async function rasterise(svg: string, edge: number) {
  const { data } = await sharp(Buffer.from(svg), { density: (72 * edge) / 1000 })
    .resize(edge, edge)
    .flatten({ background: "#ffffff" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data;
}

const fills = (svg: string) => [...svg.matchAll(/<path fill="(#[0-9a-f]{6})"/g)].map((match) => match[1]);
const isInk = (data: Buffer, i: number) => data[i * 3] + data[i * 3 + 1] + data[i * 3 + 2] < 600;

// Drawing the test images and rasterising the SVG is most of the time: generous on a loaded machine.
describe("tracing a provider's image to SVG", { timeout: 30_000 }, () => {
  it("gives one path per ink, none for the paper, and the darkest ink last, on top", async () => {
    const { svg, inks } = await traceToSvg(await flash(1024, { transparent: true }));
    expect(inks).toBe(2);
    const [under, over] = fills(svg);
    // The red, then the near-black linework (anti-aliased mixes of the two are no ink of their own).
    expect(parseInt(under.slice(1, 3), 16)).toBeGreaterThan(150);
    expect(parseInt(over.slice(1, 3), 16)).toBeLessThan(40);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1000" height="1000" viewBox="0 0 1000 1000">/,
    );
  });

  it("draws what the image shows, with no paper between two inks and the thin line whole", async () => {
    const image = await flash(2048);
    const { svg } = await traceToSvg(image);
    const edge = 512;
    const [original, traced] = await Promise.all([
      sharp(image).resize(edge, edge).flatten({ background: "#ffffff" }).removeAlpha().raw().toBuffer(),
      rasterise(svg, edge),
    ]);
    let both = 0;
    let either = 0;
    for (let i = 0; i < edge * edge; i++) {
      if (isInk(original, i) && isInk(traced, i)) both++;
      if (isInk(original, i) || isInk(traced, i)) either++;
    }
    expect(both / either).toBeGreaterThan(0.95);
    // Along a radius from the red disc's centre out through the ring: ink all the way, no white gap.
    const cx = edge / 2;
    for (let y = Math.round((420 / 1024) * edge); y > Math.round((150 / 1024) * edge); y--) {
      expect(isInk(traced, y * edge + cx), `ink at (${cx}, ${y})`).toBe(true);
    }
    // The 6 px line of the 2048 px answer (2.25 working pixels) stays one unbroken line.
    const row = Math.round((860 / 1024) * edge);
    for (let x = Math.round((160 / 1024) * edge); x < Math.round((864 / 1024) * edge); x++) {
      const near = [-1, 0, 1].some((dy) => isInk(traced, (row + dy) * edge + x));
      expect(near, `line at x=${x}`).toBe(true);
    }
  });

  it("draws on its own canvas whatever the answer's size, and gives an empty drawing for a blank page", async () => {
    expect(TRACE_EDGE).toBeLessThanOrEqual(768);
    const { svg } = await traceToSvg(await flash(2048));
    const coordinates = [...svg.matchAll(/ d="([^"]*)"/g)].flatMap((match) => match[1].match(/-?\d+(\.\d+)?/g)!);
    expect(Math.max(...coordinates.map(Number))).toBeLessThanOrEqual(1000);
    const blank = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    expect(await traceToSvg(blank)).toMatchObject({ inks: 0 });
  });

  it("refuses an image far larger than any model answers, from its header, without decoding it", async () => {
    // A 1 px PNG whose header says 8192 x 8192 (the header's checksum made right).
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000000" } })
      .png()
      .toBuffer();
    png.writeUInt32BE(8192, 16);
    png.writeUInt32BE(8192, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    await expect(traceToSvg(png)).rejects.toThrow(/pixel limit/i);
  });
});
