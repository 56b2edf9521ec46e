import { pathData, type Contour } from "~/modules/flash-engine/geometry";
import { assign, kMeans, labToHex } from "~/modules/flash-engine/picture/colour";
import { traceContours } from "~/modules/flash-engine/picture/contours";
import { decodePicture } from "~/modules/flash-engine/picture/decode.server";
import { smoothMask } from "~/modules/flash-engine/picture/ink-rules";
import { removeSpecks } from "~/modules/flash-engine/picture/morphology";
import { cropMask, maskBox, maskOf, type Mask } from "~/modules/flash-engine/picture/raster";
import { ringContour } from "~/modules/flash-engine/picture/vectorise";

/**
 * A provider's image traced to SVG with the picture engine's own steps (decode, k-means colour
 * separation, marching squares, Douglas-Peucker and its smooth curves: flash-engine/picture), so a
 * design drawn by a model has what an engine design has: the SVG download, stencils drawn from
 * shapes, the print PDF from vectors. The paper is left out (no white box behind the artwork):
 * the near-white pixels are the background; every other colour becomes one filled path, the
 * largest areas first and the darkest (the linework) last, on top.
 */

/** The working edge: lines 1/768 of the design wide are kept (a 0.1 mm line on a 8 cm design). */
const TRACE_EDGE = 768;
/** The SVG's own coordinate edge (the engine's designs use the same). */
const CANVAS = 1000;
/** Lighter than this (Lab L) and barely coloured: paper. */
const PAPER_LIGHTNESS = 92;
const PAPER_CHROMA = 8;
/** At most this many inks: tattoo flash has few colours, and each is one path. */
const MAX_INKS = 8;

export interface TracedDesign {
  svg: string;
  inks: number;
}

export async function traceToSvg(image: Buffer): Promise<TracedDesign> {
  const { lab } = await decodePicture(image, TRACE_EDGE);
  const { width, height, data } = lab;
  const count = width * height;
  // The pixels that are not paper, as (L, a, b) points for k-means.
  const inked: number[] = [];
  for (let i = 0; i < count; i++) {
    const [l, a, b] = [data[i * 3], data[i * 3 + 1], data[i * 3 + 2]];
    if (!(l > PAPER_LIGHTNESS && Math.hypot(a, b) < PAPER_CHROMA)) inked.push(i);
  }
  const points = new Float32Array(inked.length * 3);
  inked.forEach((pixel, n) => points.set(data.subarray(pixel * 3, pixel * 3 + 3), n * 3));
  const clusters = kMeans(points, 3, MAX_INKS);
  const labels = assign(points, 3, clusters);
  const masks = Array.from({ length: clusters.k }, () => maskOf(width, height));
  inked.forEach((pixel, n) => (masks[labels[n]].data[pixel] = 1));

  const scale = CANVAS / Math.max(width, height);
  const map = { scale, dx: (CANVAS - width * scale) / 2, dy: (CANVAS - height * scale) / 2 };
  const layers = masks
    .map((mask, c) => ({
      colour: labToHex(clusters.centres[c * 3], clusters.centres[c * 3 + 1], clusters.centres[c * 3 + 2]),
      lightness: clusters.centres[c * 3],
      contours: contoursOf(mask, map),
      area: areaOf(mask),
    }))
    .filter((layer) => layer.contours.length > 0)
    // Light, large areas underneath; the dark linework last so nothing covers it.
    .sort((a, b) => b.lightness - a.lightness || b.area - a.area);
  const paths = layers
    .map((layer) => `<path fill="${layer.colour}" fill-rule="evenodd" d="${pathData(layer.contours)}"/>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">${paths}</svg>`;
  return { svg, inks: layers.length };
}

function contoursOf(mask: Mask, map: { scale: number; dx: number; dy: number }): Contour[] {
  // Only the ink's own box is blurred and traced: most inks cover a small part of the picture.
  const { crop, x0, y0 } = cropMask(removeSpecks(mask, 6), maskBox(mask), 4);
  const cleaned = smoothMask(crop, 0.9);
  const field = { width: cleaned.width, height: cleaned.height, data: Float32Array.from(cleaned.data) };
  const shifted = { scale: map.scale, dx: map.dx + x0 * map.scale, dy: map.dy + y0 * map.scale };
  return traceContours(field, 0.5)
    .filter((ring) => Math.abs(ring.area) >= 4)
    .map((ring) => ringContour(ring.points, shifted, { tolerance: 0.6 }));
}

function areaOf(mask: Mask): number {
  let n = 0;
  for (let i = 0; i < mask.data.length; i++) n += mask.data[i];
  return n;
}

/**
 * The one place a provider's design is finalised before it is stored: its image and its traced
 * SVG. The seam for setting the engine's lettering over a provider's art (issue 37): what is
 * added here lands in both the SVG and the PNG, so every file agrees.
 */
export async function finaliseProviderDesign(image: Buffer): Promise<{ png: Buffer; svg: string }> {
  const { svg } = await traceToSvg(image);
  return { png: image, svg };
}
