/**
 * Step 2, the subject mask: what in the picture is the subject and what is background to drop.
 * Superpixels of a small copy are scored (./saliency.ts: boundary connectivity, contrast, a
 * centre prior); the answer is refined at the working size by a colour model of each side (the
 * subject's and the background's colours, as GrabCut learns them, without the graph cut), then
 * cleaned: the largest central piece (and any nearly as large), small holes filled, edges
 * smoothed.
 */
import { channelOf, type LabImage } from "./colour";
import { close, components, fillHoles, open, selectComponents, squaredDistanceTo } from "./morphology";
import { gaussianBlur, grayOf, resize, threshold, type Gray, type Mask } from "./raster";
import { regionSaliency } from "./saliency";
import { superpixels, type Superpixels } from "./superpixels";

/** The long side of the copy whose superpixels are scored. */
const SALIENCY_EDGE = 200;
const SUPERPIXELS = 300;
/** Colour histogram bins per Lab axis. */
const BINS = 12;

function shrinkLab(lab: LabImage, edge: number): LabImage {
  const scale = Math.min(1, edge / Math.max(lab.width, lab.height));
  const width = Math.max(1, Math.round(lab.width * scale));
  const height = Math.max(1, Math.round(lab.height * scale));
  const data = new Float32Array(width * height * 3);
  for (const c of [0, 1, 2] as const) {
    const small = resize(channelOf(lab, c), width, height);
    for (let i = 0; i < width * height; i++) data[i * 3 + c] = small.data[i];
  }
  return { width, height, data };
}

/**
 * How much fine detail each region holds, 0..1: a photo's subject is in focus and its background
 * often blurred (the focus measure: the energy of lightness minus its blur).
 */
function regionFocus(small: LabImage, sp: Superpixels): Float64Array {
  const lightness = channelOf(small, 0);
  const blurred = gaussianBlur(lightness, 1);
  const sums = new Float64Array(sp.regions.length);
  for (let i = 0; i < sp.labels.length; i++) sums[sp.labels[i]] += Math.abs(lightness.data[i] - blurred.data[i]);
  const means = sums.map((sum, r) => sum / Math.max(1, sp.regions[r].size));
  const sorted = [...means].sort((a, b) => a - b);
  const high = Math.max(1e-6, sorted[Math.floor(sorted.length * 0.9)]);
  return means.map((m) => Math.min(1, m / high));
}

/** Subject likelihood per pixel of the working picture, from the superpixels of a small copy. */
function saliencyMap(lab: LabImage): Gray {
  const small = shrinkLab(lab, SALIENCY_EDGE);
  const sp = superpixels(small, SUPERPIXELS);
  const scores = regionSaliency(sp, regionFocus(small, sp));
  const map = grayOf(small.width, small.height);
  for (let i = 0; i < map.data.length; i++) map.data[i] = scores[sp.labels[i]];
  return resize(gaussianBlur(map, 0.8), lab.width, lab.height);
}

function bin(lab: LabImage, i: number): number {
  const l = Math.min(BINS - 1, Math.floor((lab.data[i * 3] / 100.01) * BINS));
  const a = Math.min(BINS - 1, Math.max(0, Math.floor(((lab.data[i * 3 + 1] + 100) / 200) * BINS)));
  const b = Math.min(BINS - 1, Math.max(0, Math.floor(((lab.data[i * 3 + 2] + 100) / 200) * BINS)));
  return (l * BINS + a) * BINS + b;
}

/** Histogram smoothed over neighbouring bins, normalised to sum 1. */
function smoothHistogram(counts: Float64Array): Float64Array {
  const out = new Float64Array(counts.length);
  let total = 0;
  for (let l = 0; l < BINS; l++)
    for (let a = 0; a < BINS; a++)
      for (let b = 0; b < BINS; b++) {
        let sum = 0;
        for (let dl = -1; dl <= 1; dl++)
          for (let da = -1; da <= 1; da++)
            for (let db = -1; db <= 1; db++) {
              const [nl, na, nb] = [l + dl, a + da, b + db];
              if (nl < 0 || na < 0 || nb < 0 || nl >= BINS || na >= BINS || nb >= BINS) continue;
              sum += counts[(nl * BINS + na) * BINS + nb] * (dl === 0 && da === 0 && db === 0 ? 2 : 0.5);
            }
        out[(l * BINS + a) * BINS + b] = sum;
        total += sum;
      }
  for (let i = 0; i < out.length; i++) out[i] /= total || 1;
  return out;
}

/** How likely each pixel's colour is the subject's, from histograms of two sets of pixels. */
function colourOdds(
  bins: Int32Array,
  subject: (i: number) => boolean,
  background: (i: number) => boolean,
): Float32Array {
  const size = BINS * BINS * BINS;
  const inSubject = new Float64Array(size);
  const inBackground = new Float64Array(size);
  for (let i = 0; i < bins.length; i++) {
    if (subject(i)) inSubject[bins[i]]++;
    else if (background(i)) inBackground[bins[i]]++;
  }
  const ps = smoothHistogram(inSubject);
  const pb = smoothHistogram(inBackground);
  const out = new Float32Array(bins.length);
  for (let i = 0; i < out.length; i++) {
    const [f, b] = [ps[bins[i]], pb[bins[i]]];
    out[i] = f + b > 0 ? f / (f + b) : 0.5;
  }
  return out;
}

/**
 * The saliency refined by colour, as GrabCut learns it: histograms of the confident subject and
 * background say how likely each colour is to be subject; where the colour is telling (black on
 * white) it decides, where it is not (fur on a similar ground) the saliency does. Learned twice,
 * the second time from the first answer.
 */
function refineByColour(lab: LabImage, saliency: Gray): Gray {
  const bins = new Int32Array(saliency.data.length);
  for (let i = 0; i < bins.length; i++) bins[i] = bin(lab, i);
  const combine = (odds: Float32Array) => {
    const out = new Float32Array(odds.length);
    for (let i = 0; i < out.length; i++) {
      const confidence = Math.abs(2 * odds[i] - 1);
      out[i] = confidence * odds[i] + (1 - confidence) * saliency.data[i];
    }
    return out;
  };
  const first = combine(
    colourOdds(
      bins,
      (i) => saliency.data[i] > 0.55,
      (i) => saliency.data[i] < 0.3,
    ),
  );
  const second = combine(
    colourOdds(
      bins,
      (i) => first[i] > 0.6,
      (i) => first[i] < 0.4,
    ),
  );
  return gaussianBlur(grayOf(lab.width, lab.height, second), 0.8);
}

/** The largest central piece of the mask, and any other piece at least a fifth as large. */
function mainPieces(mask: Mask): Mask {
  const { labels, sizes } = components(mask);
  if (sizes.length === 0) return mask;
  const { width, height } = mask;
  const sx = new Float64Array(sizes.length);
  const sy = new Float64Array(sizes.length);
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i] - 1;
    if (l < 0) continue;
    sx[l] += (i % width) / width;
    sy[l] += Math.floor(i / width) / height;
  }
  const score = sizes.map((size, l) => {
    const dx = sx[l] / size - 0.5;
    const dy = sy[l] / size - 0.5;
    return size * Math.exp(-(dx * dx + dy * dy) / (2 * 0.3 * 0.3));
  });
  const best = Math.max(...score);
  return selectComponents(
    labels,
    mask,
    score.map((s) => s >= best * 0.2),
  );
}

export interface FoundSubject {
  mask: Mask;
  /**
   * How sure the edge is, 0..1: a drawing's black on white is certain (1); a furry head on a
   * soft background much less. Uncertain edges are smoothed more.
   */
  crispness: number;
}

/** Mean certainty of the likelihood a few pixels either side of the mask's edge. */
function edgeCrispness(likelihood: Gray, mask: Mask): number {
  const outside = squaredDistanceTo(mask, 1);
  const inside = squaredDistanceTo(mask, 0);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < mask.data.length; i++) {
    const d = mask.data[i] ? inside[i] : outside[i];
    if (d < 4 || d > 16) continue;
    sum += Math.abs(2 * likelihood.data[i] - 1);
    count++;
  }
  return count ? sum / count : 1;
}

/** The subject at a likelihood level: its main pieces, small holes filled. */
function maskAt(likelihood: Gray, level: number): Mask {
  // Pinholes and hairline bridges go; thin parts of the subject (a horse's fetlocks) stay.
  const pieces = mainPieces(open(close(threshold(likelihood, level), 1.5), 1.5));
  let area = 0;
  for (const v of pieces.data) area += v;
  return fillHoles(pieces, area * 0.02);
}

export function subjectMask(lab: LabImage): FoundSubject {
  const likelihood = refineByColour(lab, saliencyMap(lab));
  const first = maskAt(likelihood, 0.5);
  const crispness = edgeCrispness(likelihood, first);
  // Where the edge is uncertain (a furry head on a pale ground) the subject is given the benefit
  // of the doubt: a chin as pale as the wall behind it stays with the head.
  const mask = crispness > 0.9 ? first : maskAt(likelihood, 0.5 - 0.1 * (1 - crispness));
  return { mask, crispness };
}
