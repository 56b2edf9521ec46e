import { inflateSync } from "node:zlib";
import { PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFNumber } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { assessTattooability } from "~/modules/designs/tattooability";
import { composeFlashArt, renderSvgToPng } from "~/modules/flash-engine/index.server";
import { measureLines } from "~/modules/print/line-measure.server";
import { readPngLayout } from "~/modules/print/pdf-png-image.server";
import { addPngText, readPngText } from "~/modules/print/png-text.server";
import { buildPrintPdf, pixelsFor } from "~/modules/print/print-pdf.server";
import { stencilFromRaster, stencilFromSvg } from "~/modules/print/stencil.server";

/** Parallel black bars `thickness` px wide with `gap` px of paper between, on a 1024 px square. */
async function parallelLines(thickness: number, gap: number): Promise<Buffer> {
  const bars = Array.from(
    { length: Math.floor(700 / (thickness + gap)) },
    (_, i) => `<rect x="${160 + i * (thickness + gap)}" y="160" width="${thickness}" height="700" fill="#000"/>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/>${bars}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function engineDesign(description = 'a swallow with "Mom"') {
  return composeFlashArt({
    description,
    style: "Traditional",
    size: "Medium (10-20 cm)",
    complexity: "Detailed",
    seed: 11,
    resolution: 512,
  });
}

describe("the tattooability check", () => {
  it("flags lines too close at a small size and passes them at a large size", async () => {
    // 10 px gaps on 1024 px: about 0.5 mm at 5 cm, about 2 mm at 20 cm.
    const measure = await measureLines(await parallelLines(6, 10));
    const small = assessTattooability(measure, "Small (5-10 cm)");
    const large = assessTattooability(measure, "Large (20+ cm)");
    expect(small.ok).toBe(false);
    expect(small.gapMm!).toBeLessThan(1.5);
    expect(large.ok).toBe(true);
    expect(large.gapMm!).toBeGreaterThanOrEqual(1.5);
    expect(small.minimumSizeCm).toBeGreaterThan(5);
    expect(small.minimumSizeCm).toBeLessThanOrEqual(20);
    expect(assessTattooability(measure, small.minimumSizeCm).ok).toBe(true);
  });

  it("measures thin strokes as thin and wide gaps as wide", async () => {
    const fine = await measureLines(await parallelLines(2, 40));
    const bold = await measureLines(await parallelLines(20, 40));
    expect(fine.strokeRatio).toBeLessThan(bold.strokeRatio);
    expect(assessTattooability(fine, 5).strokeMm).toBeLessThan(0.3 + 0.2);
    expect(assessTattooability(bold, 5).ok).toBe(true);
  });
});

describe("stencils", () => {
  async function pixels(png: Buffer) {
    const { channels } = await sharp(png).metadata();
    const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    return { data, info: { ...info, channels } };
  }

  it("are pure black and white, from the engine's SVG and from a raster", async () => {
    const art = await engineDesign();
    for (const stencil of [
      await stencilFromSvg(art.svg, 600),
      await stencilFromRaster(await renderSvgToPng(art.svg, 600), 600),
    ]) {
      const { data, info } = await pixels(stencil);
      expect(info.channels).toBe(1);
      expect(new Set(data)).toEqual(new Set([0, 255]));
      const black = data.filter((v) => v === 0).length / data.length;
      expect(black).toBeGreaterThan(0.005); // there are lines
      expect(black).toBeLessThan(0.35); // and it is line work, not filled masses
    }
  });

  it("mirror for transfer paper", async () => {
    const art = await engineDesign();
    const plain = await pixels(await stencilFromSvg(art.svg, 400));
    const mirrored = await pixels(await stencilFromSvg(art.svg, 400, { mirror: true }));
    const { width, height } = plain.info;
    let differences = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (plain.data[y * width + x] !== mirrored.data[y * width + (width - 1 - x)]) differences++;
      }
    }
    expect(differences).toBe(0);
    expect(Buffer.compare(plain.data, mirrored.data)).not.toBe(0);
  });
});

describe("the print-ready PDF", () => {
  it("has a finished page of the physical size and embeds the design at 300 DPI", async () => {
    const art = await engineDesign();
    const sizeCm = 8;
    const px = pixelsFor(sizeCm);
    expect(px).toBe(945);
    const png = await renderSvgToPng(art.svg, px);
    const bytes = await buildPrintPdf({
      designPng: png,
      stencilPng: await stencilFromSvg(art.svg, px),
      sizeCm,
      title: "a swallow",
      designId: "d1",
      licence: "Inkwell Pro commercial licence: Tess Tester may use this design commercially.",
    });
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(2);
    const pointsToMm = (points: number) => (points / 72) * 25.4;
    for (const page of pdf.getPages()) {
      const trim = page.getTrimBox();
      expect(Math.abs(pointsToMm(trim.width) - sizeCm * 10)).toBeLessThan(0.5);
      expect(Math.abs(pointsToMm(trim.height) - sizeCm * 10)).toBeLessThan(0.5);
      expect(page.getWidth()).toBeGreaterThan(trim.width); // margins for the scale bar
    }
    const images = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object): object is PDFRawStream =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
      );
    expect(images).toHaveLength(2);
    for (const image of images) {
      const width = (image.dict.get(PDFName.of("Width")) as PDFNumber).asNumber();
      // Drawn across the trim box: pixels per inch of the physical size.
      const dpi = width / ((sizeCm * 10) / 25.4);
      expect(Math.abs(dpi - 300)).toBeLessThan(1);
    }
    expect(pdf.getSubject()).toContain("commercial licence");
    const info = (pdf as unknown as { getInfoDict(): PDFDict }).getInfoDict();
    expect(info.get(PDFName.of("License"))).toBeTruthy();
  });
});

/** PNG scanline unfiltering (filters 0-4), as a PDF reader does for /Predictor 15. */
function unfilter(data: Buffer, width: number, height: number, colors: number): Buffer {
  const stride = width * colors;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const raw = data[y * (stride + 1) + 1 + x];
      const a = x >= colors ? out[y * stride + x - colors] : 0;
      const b = y > 0 ? out[(y - 1) * stride + x] : 0;
      const c = x >= colors && y > 0 ? out[(y - 1) * stride + x - colors] : 0;
      const paeth = () => {
        const p = a + b - c;
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      };
      const predicted = [0, a, b, (a + b) >> 1, paeth()][filter];
      out[y * stride + x] = (raw + predicted) & 0xff;
    }
  }
  return out;
}

describe("the print-ready PDF's images", () => {
  it("are the PNG's own compressed rows (never decoded in JavaScript), the same pixels flattened on white", async () => {
    const art = await engineDesign();
    const png = await renderSvgToPng(art.svg, 200);
    const stencil = await stencilFromSvg(art.svg, 200);
    const pdf = await PDFDocument.load(
      await buildPrintPdf({ designPng: png, stencilPng: stencil, sizeCm: 2, title: "a swallow", designId: "d1" }),
      { updateMetadata: false },
    );
    const images = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object): object is PDFRawStream =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
      );
    expect(images).toHaveLength(2);
    const [design, stencilImage] = images;
    for (const [image, source, colors] of [
      [design, png, 3],
      [stencilImage, stencil, 1],
    ] as const) {
      const parms = image.dict.get(PDFName.of("DecodeParms")) as PDFDict;
      expect((parms.get(PDFName.of("Predictor")) as PDFNumber).asNumber()).toBe(15);
      expect(image.dict.get(PDFName.of("SMask"))).toBeUndefined();
      const width = (image.dict.get(PDFName.of("Width")) as PDFNumber).asNumber();
      const height = (image.dict.get(PDFName.of("Height")) as PDFNumber).asNumber();
      const pixels = unfilter(inflateSync(Buffer.from(image.contents)), width, height, colors);
      let expected = sharp(source).flatten({ background: "#ffffff" }).removeAlpha();
      expected = colors === 1 ? expected.greyscale() : expected;
      expect(pixels.equals(await expected.raw().toBuffer())).toBe(true);
    }
  });

  it("refuses a PNG it cannot pass through as is (interlaced, 16-bit), rather than drawing it wrong", async () => {
    const interlaced = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png({ progressive: true })
      .toBuffer();
    expect(() => readPngLayout(interlaced)).toThrow(/not interlaced/);
    const deep = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toColourspace("rgb16")
      .toBuffer();
    expect(() => readPngLayout(deep)).toThrow(/8-bit/);
  });
});

describe("the print-ready PDF in any script", () => {
  it("sets Cyrillic and Greek captions in an embedded subset of DejaVu Sans, and leaves out what it cannot draw", async () => {
    const art = await engineDesign();
    const png = await renderSvgToPng(art.svg, 120);
    const bytes = await buildPrintPdf({
      designPng: png,
      stencilPng: await stencilFromSvg(art.svg, 120),
      sizeCm: 1,
      title: "роза и кинжал · τριαντάφυλλο · 龍 🌹",
      designId: "d2",
      licence: "Inkwell Pro commercial licence: Юлия may use this design commercially.",
    });
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getTitle()).toBe("Inkwell tattoo design: роза и кинжал · τριαντάφυλλο · 龍 🌹");
    const fonts = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object): object is PDFDict =>
          object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("Font"),
      )
      .map((font) => String(font.get(PDFName.of("BaseFont"))));
    expect(fonts.some((name) => /DejaVuSans/.test(name))).toBe(true);
    expect(fonts.some((name) => /Helvetica/.test(name))).toBe(false);
  });
});

describe("PNG text chunks", () => {
  it("carry non-Latin text as UTF-8 (iTXt)", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const tagged = addPngText(png, { Copyright: "(c) 2026 Юлия Иванова", Disclaimer: "Licensed" });
    expect(readPngText(tagged)).toEqual({ Copyright: "(c) 2026 Юлия Иванова", Disclaimer: "Licensed" });
    expect((await sharp(tagged).metadata()).width).toBe(8);
  });

  it("carry the licence inside the file and keep the image readable", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const tagged = addPngText(png, { Copyright: "(c) 2026 Tess", Disclaimer: "Licensed for commercial use" });
    expect(readPngText(tagged)).toEqual({ Copyright: "(c) 2026 Tess", Disclaimer: "Licensed for commercial use" });
    expect((await sharp(tagged).metadata()).width).toBe(8);
  });
});
