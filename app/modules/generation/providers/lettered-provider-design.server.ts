import sharp from "sharp";
import type { DesignLettering } from "~/modules/flash-engine/composition";
import { fmt, type Box } from "~/modules/flash-engine/geometry";
import { letteringOverArt, type LetteredArt } from "~/modules/flash-engine/lettering-over-art.server";
import type { FlashArtRequest } from "~/modules/flash-engine/types";
import { traceToSvg } from "./trace-to-svg.server";

/**
 * A provider's design as stored (runs in the render pool: provider-design.server.ts): its image
 * traced to SVG (decision 024) and, when the generation has lettering (issue 37), the engine's
 * lettering set over it in both files. The model was asked for the art with no text and room for
 * the words; the art's inked box is found, the words are laid out round it as round a motif
 * (flash-engine/lettering-over-art.server.ts), and art and words are fitted into the canvas
 * together: in the PNG the art is scaled into place and the lettering rasterised over it, in the
 * SVG the traced art is transformed the same way and the lettering is its glyph outlines.
 */
export interface ProviderDesignFiles {
  png: Uint8Array;
  svg: string;
  /** The lettering as inked (lines, fonts, layout, legibility), when there was some. */
  lettering: DesignLettering | null;
}

/** The SVG's coordinate edge (the engine's and the tracer's). */
const CANVAS = 1000;
/** Anything far larger than a 4K answer is refused, not decoded (as the tracer does). */
const MAX_INPUT_PIXELS = 4096 * 4096;
const MAX_EDGE = 4096;
/** The edge the art's inked box is found at. */
const PROBE_EDGE = 256;
/** Darker than this grey (0-255) is ink; lighter is paper. */
const INK_BELOW = 232;

export async function providerDesignFiles(
  image: Uint8Array,
  lettering: FlashArtRequest | null,
): Promise<ProviderDesignFiles> {
  const traced = await traceToSvg(image);
  if (!lettering) return { png: image, svg: traced.svg, lettering: null };
  const paper = await onSquarePaper(image);
  const over = letteringOverArt(lettering, await inkedBox(paper));
  if (!over) return { png: image, svg: traced.svg, lettering: null };
  return {
    png: await letteredPng(paper, over),
    svg: letteredSvg(traced.svg, over),
    lettering: over.lettering,
  };
}

interface SquarePaper {
  pixels: Buffer;
  edge: number;
}

/** The image on white, centred in a square as the tracer maps it (raw RGB), at most 4096 px a side. */
async function onSquarePaper(image: Uint8Array): Promise<SquarePaper> {
  const input = () => sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  const { width = 1, height = 1 } = await input().metadata();
  const edge = Math.min(MAX_EDGE, Math.max(width, height));
  const pixels = await input()
    .flatten({ background: "#ffffff" })
    .resize(edge, edge, { fit: "contain", background: "#ffffff" })
    .toColourspace("srgb")
    .removeAlpha()
    .raw()
    .toBuffer();
  return { pixels, edge };
}

const rawOf = (paper: SquarePaper) => ({ raw: { width: paper.edge, height: paper.edge, channels: 3 as const } });

/** The box of the art's ink, in canvas units (a blank image: the middle of the page). */
async function inkedBox(paper: SquarePaper): Promise<Box> {
  const grey = await sharp(paper.pixels, rawOf(paper))
    .resize(PROBE_EDGE, PROBE_EDGE, { fit: "fill" })
    .greyscale()
    .raw()
    .toBuffer();
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (let y = 0; y < PROBE_EDGE; y++) {
    for (let x = 0; x < PROBE_EDGE; x++) {
      if (grey[y * PROBE_EDGE + x] >= INK_BELOW) continue;
      box.minX = Math.min(box.minX, x);
      box.minY = Math.min(box.minY, y);
      box.maxX = Math.max(box.maxX, x + 1);
      box.maxY = Math.max(box.maxY, y + 1);
    }
  }
  if (box.minX === Infinity) return { minX: 300, minY: 300, maxX: 700, maxY: 700 };
  const unit = CANVAS / PROBE_EDGE;
  return { minX: box.minX * unit, minY: box.minY * unit, maxX: box.maxX * unit, maxY: box.maxY * unit };
}

/** The art scaled into its fitted place on white, the lettering rasterised over it. */
async function letteredPng(paper: SquarePaper, over: LetteredArt): Promise<Buffer> {
  const { edge } = paper;
  const k = edge / CANVAS;
  const [scale, , , , dx, dy] = over.fit;
  const box = keptPart(over.fit, edge);
  const left = Math.max(0, Math.min(edge - 1, Math.round(((box.left / k) * scale + dx) * k)));
  const top = Math.max(0, Math.min(edge - 1, Math.round(((box.top / k) * scale + dy) * k)));
  const width = Math.max(1, Math.min(edge - left, Math.round(box.width * scale)));
  const height = Math.max(1, Math.min(edge - top, Math.round(box.height * scale)));
  const art = await sharp(paper.pixels, rawOf(paper))
    .extract(box)
    .resize(width, height, { fit: "fill" })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const lettering =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${edge}" height="${edge}" viewBox="0 0 ${CANVAS} ${CANVAS}">` +
    `${over.defs}<g stroke-linecap="round" stroke-linejoin="round">${over.svgBody}</g></svg>`;
  return sharp({ create: { width: edge, height: edge, channels: 3, background: "#ffffff" } })
    .composite([
      { input: art, left, top },
      { input: Buffer.from(lettering), left: 0, top: 0 },
    ])
    .removeAlpha()
    .png()
    .toBuffer();
}

/**
 * The pixels of the art's square that land inside the canvas once fitted (all of them when the fit
 * shrinks the art; its inked box always, since the fit keeps that box and the words in the canvas).
 */
function keptPart(fit: LetteredArt["fit"], edge: number) {
  const [scale, , , , dx, dy] = fit;
  // Canvas x of the square that the fit maps to 0 and to CANVAS, clamped to the square.
  const from = (d: number) => Math.max(0, (-d / scale) * (edge / CANVAS));
  const to = (d: number) => Math.min(edge, ((CANVAS - d) / scale) * (edge / CANVAS));
  const left = Math.floor(from(dx));
  const top = Math.floor(from(dy));
  return {
    left,
    top,
    width: Math.max(1, Math.ceil(to(dx)) - left),
    height: Math.max(1, Math.ceil(to(dy)) - top),
  };
}

/** The traced art under the fit, then the lettering's outlines (and banners) over it. */
function letteredSvg(traced: string, over: LetteredArt): string {
  const art = traced.slice(traced.indexOf(">") + 1, traced.lastIndexOf("</svg>"));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">` +
    over.defs +
    `<g data-layer="art" transform="matrix(${over.fit.map(fmt).join(" ")})">${art}</g>` +
    `<g stroke-linecap="round" stroke-linejoin="round">${over.svgBody}</g></svg>`
  );
}
