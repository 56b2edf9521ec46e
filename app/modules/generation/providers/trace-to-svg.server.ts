import sharp from "sharp";
import { pathData } from "~/modules/flash-engine/geometry";
import { kMeans, labToHex, rgbToLab } from "~/modules/flash-engine/picture/colour";
import { maskOf } from "~/modules/flash-engine/picture/raster";
import { maskRegions } from "~/modules/flash-engine/picture/vectorise";

/**
 * A provider's image traced to SVG (decision 024), so a design drawn by a model has what an
 * engine design has: the SVG download, stencils drawn from shapes, the print PDF from vectors.
 * Bounded whatever the model answered: the image is read at TRACE_EDGE px (the SVG is vector, its
 * paths are scaled to the canvas), its colours are counted in a 32,768-bin histogram, and the
 * picture engine's own steps do the rest (k-means in Lab, then each ink's mask traced within its
 * own box: vectorise.maskRegions). Runs in the render pool (provider-design.server.ts).
 *
 * Tattoo flash has few, flat inks. Anti-aliased edges between two inks, or an ink and the paper,
 * make k-means clusters of their own (a mix of the two); such a cluster is dropped and its pixels
 * go to the nearest real ink or the paper. The paper is left out (no white box behind the art).
 * Inks overlap where they meet: each reaches a pixel under the darker inks beside it, which are
 * drawn after it (lightest first, the linework last, on top), so no sliver of paper shows between
 * two inks and none peeks out where a darker ink meets the paper.
 */

/** The working edge: a line 1/384 of the design wide (two working pixels; 0.5 mm on a 20 cm piece) stays whole. */
export const TRACE_EDGE = 768;
/** The SVG's own coordinate edge (the engine's designs use the same). */
const CANVAS = 1000;
/** Lighter than this (Lab L) and barely coloured: paper. */
const PAPER_LIGHTNESS = 92;
const PAPER_CHROMA = 8;
/**
 * The paper's distance counts this much more than an ink's: an anti-aliased pixel a third inked
 * stays ink, so a line two working pixels wide stays whole rather than breaking up.
 */
const PAPER_FAR = 1.6;
/** At most this many inks: tattoo flash has few colours, and each is one path. */
const MAX_INKS = 8;
/** A cluster this close (Lab) to the line between two bigger ones is their anti-aliased mix. */
const MIX_DISTANCE = 8;
/** Specks and pinholes smaller than this (working px²) are dropped. */
const MIN_AREA = 4;
/** Anything far larger than a 4K answer is refused, not decoded. */
const MAX_INPUT_PIXELS = 4096 * 4096;

export interface TracedDesign {
  svg: string;
  inks: number;
}

type Lab = [number, number, number];

let binLab: Float32Array | undefined;

/** Lab of each 15-bit colour bin's centre (5 bits a channel), made once per thread. */
function labTable(): Float32Array {
  if (binLab) return binLab;
  binLab = new Float32Array(32768 * 3);
  for (let bin = 0; bin < 32768; bin++) {
    const lab = rgbToLab(((bin >> 10) << 3) + 4, (((bin >> 5) & 31) << 3) + 4, ((bin & 31) << 3) + 4);
    binLab.set(lab, bin * 3);
  }
  return binLab;
}

const labOfBin = (table: Float32Array, bin: number): Lab => [table[bin * 3], table[bin * 3 + 1], table[bin * 3 + 2]];
const isPaper = ([l, a, b]: Lab) => l > PAPER_LIGHTNESS && Math.hypot(a, b) < PAPER_CHROMA;
const distance = (p: Lab, q: Lab) => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);

/** How far `p` is from the segment a-b. */
function distanceToSegment(p: Lab, a: Lab, b: Lab): number {
  const ab = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const length2 = ab[0] ** 2 + ab[1] ** 2 + ab[2] ** 2;
  const t = length2 === 0 ? 0 : ((p[0] - a[0]) * ab[0] + (p[1] - a[1]) * ab[1] + (p[2] - a[2]) * ab[2]) / length2;
  const k = Math.min(1, Math.max(0, t));
  return distance(p, [a[0] + k * ab[0], a[1] + k * ab[1], a[2] + k * ab[2]]);
}

/** The nearest centre; the paper (centre 0) only when it is clearly nearer, so a pixel partly inked is ink. */
function nearest(colour: Lab, centres: Lab[]): number {
  let best = 0;
  let bestDistance = distance(colour, centres[0]) * PAPER_FAR;
  for (let c = 1; c < centres.length; c++) {
    const d = distance(colour, centres[c]);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}

/** The image at the working size, as one 15-bit colour bin per pixel, and how many pixels each bin holds. */
async function binnedPixels(image: Uint8Array, edge: number) {
  const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .flatten({ background: "#ffffff" })
    .resize(edge, edge, { fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const count = info.width * info.height;
  const bins = new Uint16Array(count);
  const histogram = new Uint32Array(32768);
  for (let i = 0, j = 0; i < count; i++, j += info.channels) {
    const bin = ((data[j] >> 3) << 10) | ((data[j + 1] >> 3) << 5) | (data[j + 2] >> 3);
    bins[i] = bin;
    histogram[bin]++;
  }
  return { width: info.width, height: info.height, bins, histogram };
}

/**
 * The inks: k-means of the non-paper pixels, then each cluster that is a mix of two others (or
 * of one and the paper) dropped, smallest first. Index 0 is the paper.
 */
function inksOf(histogram: Uint32Array, table: Float32Array): { centres: Lab[]; shares: number[] } {
  const present: number[] = [];
  for (let bin = 0; bin < 32768; bin++) if (histogram[bin] > 0) present.push(bin);
  const inkBins = present.filter((bin) => !isPaper(labOfBin(table, bin)));
  // Each bin once per 64 of its pixels (at least once): k-means sees the picture's proportions.
  const points: number[] = [];
  for (const bin of inkBins) {
    const lab = labOfBin(table, bin);
    for (let n = 0; n < Math.max(1, Math.round(histogram[bin] / 64)); n++) points.push(...lab);
  }
  const clusters = kMeans(Float32Array.from(points), 3, MAX_INKS);
  const centres: Lab[] = [[100, 0, 0]];
  for (let c = 0; c < clusters.k; c++) centres.push([...clusters.centres.subarray(c * 3, c * 3 + 3)] as Lab);
  const shares = centres.map(() => 0);
  for (const bin of present) shares[nearest(labOfBin(table, bin), centres)] += histogram[bin];

  const kept = centres.map((_, c) => c);
  for (const c of [...kept].sort((a, b) => shares[a] - shares[b])) {
    if (c === 0) continue;
    const others = kept.filter((o) => o !== c && shares[o] > shares[c]);
    const isMix = others.some((a, i) =>
      others.slice(i + 1).some((b) => distanceToSegment(centres[c], centres[a], centres[b]) < MIX_DISTANCE),
    );
    if (isMix || shares[c] === 0) kept.splice(kept.indexOf(c), 1);
  }
  return { centres: kept.map((c) => centres[c]), shares: kept.map((c) => shares[c]) };
}

/** The pixels of the ink ranked `r`, and the darker pixels touching them (which cover the overlap). */
function inkMask(ranks: Uint8Array, width: number, height: number, r: number) {
  const mask = maskOf(width, height);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const rank = ranks[i];
      if (rank === r) mask.data[i] = 1;
      else if (rank > r) {
        const beside =
          (x > 0 && ranks[i - 1] === r) ||
          (x < width - 1 && ranks[i + 1] === r) ||
          (y > 0 && ranks[i - width] === r) ||
          (y < height - 1 && ranks[i + width] === r);
        if (beside) mask.data[i] = 1;
      }
    }
  }
  return mask;
}

export async function traceToSvg(image: Uint8Array, edge = TRACE_EDGE): Promise<TracedDesign> {
  const table = labTable();
  const { width, height, bins, histogram } = await binnedPixels(image, edge);
  const { centres } = inksOf(histogram, table);
  // Paper first, then the inks lightest to darkest: an ink's rank says which layers it fills.
  const order = centres.map((_, c) => c).sort((a, b) => (a === 0 ? -1 : b === 0 ? 1 : centres[b][0] - centres[a][0]));
  const rank = new Uint8Array(centres.length);
  order.forEach((c, r) => (rank[c] = r));
  const rankOfBin = new Int8Array(32768).fill(-1);
  const ranks = new Uint8Array(width * height);
  for (let i = 0; i < ranks.length; i++) {
    const bin = bins[i];
    if (rankOfBin[bin] < 0) rankOfBin[bin] = rank[nearest(labOfBin(table, bin), centres)];
    ranks[i] = rankOfBin[bin];
  }

  const scale = CANVAS / Math.max(width, height);
  const map = { scale, dx: (CANVAS - width * scale) / 2, dy: (CANVAS - height * scale) / 2 };
  const paths: string[] = [];
  for (let r = 1; r < order.length; r++) {
    const mask = inkMask(ranks, width, height, r);
    const contours = maskRegions(mask, map, { minArea: MIN_AREA, tolerance: 0.6 });
    if (contours.length === 0) continue;
    const [l, a, b] = centres[order[r]];
    paths.push(`<path fill="${labToHex(l, a, b)}" fill-rule="evenodd" d="${pathData(contours)}"/>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">${paths.join("")}</svg>`;
  return { svg, inks: paths.length };
}
