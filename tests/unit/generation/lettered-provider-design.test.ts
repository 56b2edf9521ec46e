import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { letteringForArt } from "~/modules/flash-engine/lettering-over-art.server";
import { providerDesignFiles } from "~/modules/generation/providers/lettered-provider-design.server";

/**
 * A provider's design with the engine's lettering set over it (issue 37): the art fitted with the
 * words in the canvas, the words exactly those confirmed, in the PNG and as outlines in the SVG.
 */

/** A model's answer: a black ring round a red heart filling most of the page, on white. */
async function art(edge: number): Promise<Buffer> {
  const u = edge / 1024;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${edge}" height="${edge}">
    <circle cx="${512 * u}" cy="${512 * u}" r="${400 * u}" fill="#c0392b" stroke="#111111" stroke-width="${30 * u}"/>
  </svg>`;
  return sharp({ create: { width: edge, height: edge, channels: 3, background: "#ffffff" } })
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
}

const request = (layout: "banner" | "arc-up" | "circle" | "straight", text = "Anna") => ({
  description: "a heart",
  style: "Traditional",
  size: "Medium (10-20 cm)",
  complexity: "Detailed" as const,
  seed: 3,
  resolution: 512 as const,
  lettering: { text, layout },
});

/** The share of the image's pixels that are ink in a band of rows (fractions of the height). */
async function inkIn(png: Uint8Array, from: number, to: number): Promise<number> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  const rows = [Math.floor(from * info.height), Math.floor(to * info.height)];
  for (let y = rows[0]; y < rows[1]; y++)
    for (let x = 0; x < info.width; x++) if (data[y * info.width + x] < 128) ink++;
  return ink / ((rows[1] - rows[0]) * info.width);
}

describe("the engine's lettering over a provider's art", { timeout: 30_000 }, () => {
  it("leaves a design without lettering as the model drew it (traced only)", async () => {
    const image = await art(512);
    const files = await providerDesignFiles(image, { ...request("straight"), lettering: undefined });
    expect(files.lettering).toBeNull();
    expect(Buffer.from(files.png).equals(image)).toBe(true);
    expect(files.svg).not.toContain('data-layer="lettering"');
  });

  it.each(["straight", "arc-up", "banner", "circle"] as const)(
    "%s: inks exactly the confirmed words, art and words fitted in both files",
    async (layout) => {
      const image = await art(512);
      const files = await providerDesignFiles(image, request(layout, "Ünïcode & Co."));
      expect(files.lettering).toMatchObject({ lines: ["Ünïcode & Co."], layout });
      expect(files.svg).toContain('<g data-layer="art" transform="matrix(');
      expect(files.svg).toContain('data-layer="lettering"');
      const meta = await sharp(files.png).metadata();
      expect([meta.width, meta.height]).toEqual([512, 512]);
      expect(Buffer.from(files.png).equals(image)).toBe(false);
      // The art filled the page: it is shrunk to make room, and the words are where the layout puts them.
      if (layout === "straight") {
        expect(await inkIn(image, 0.94, 1)).toBeLessThan(0.01);
        expect(await inkIn(files.png, 0.75, 0.94)).toBeGreaterThan(0.03);
      }
      if (layout === "arc-up") expect(await inkIn(files.png, 0.06, 0.2)).toBeGreaterThan(0.02);
    },
  );

  it("tells the prompt where the words go, and that lettering alone needs no art", () => {
    expect(letteringForArt(request("arc-up"))).toEqual({ lines: ["Anna"], side: "above", only: false });
    expect(letteringForArt(request("banner"))?.side).toBe("across");
    expect(letteringForArt(request("circle"))?.side).toBe("around");
    expect(letteringForArt({ ...request("straight"), lettering: { text: "Anna", only: true } })?.only).toBe(true);
    expect(letteringForArt({ ...request("straight"), lettering: undefined })).toBeNull();
  });
});
