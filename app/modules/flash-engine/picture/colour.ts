/**
 * Colour on the picture's side: pixels in CIELAB (distances there match what the eye sees, so
 * clustering and "how different" read right), back to #rrggbb for the style's palette, and a
 * deterministic k-means for posterising tones and colours.
 */
import { toHex } from "../colors";
import { grayOf, type Gray } from "./raster";

/** Three floats per pixel: L (0..100), a, b. */
export interface LabImage {
  width: number;
  height: number;
  data: Float32Array;
}

/** sRGB byte to linear light, for every byte value (a constant table). */
const LINEAR = Float32Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : Math.exp(2.4 * Math.log((c + 0.055) / 1.055));
});

const labF = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

export function rgbToLab(r: number, g: number, b: number): [number, number, number] {
  const [lr, lg, lb] = [LINEAR[r], LINEAR[g], LINEAR[b]];
  const x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047;
  const y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  const z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883;
  const [fx, fy, fz] = [labF(x), labF(y), labF(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

export function labToHex(l: number, a: number, b: number): string {
  const fy = (l + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const inv = (t: number) => (t * t * t > 0.008856 ? t * t * t : (t - 16 / 116) / 7.787);
  const [x, y, z] = [inv(fx) * 0.95047, inv(fy), inv(fz) * 1.08883];
  const linear = [
    3.2406 * x - 1.5372 * y - 0.4986 * z,
    -0.9689 * x + 1.8758 * y + 0.0415 * z,
    0.0557 * x - 0.204 * y + 1.057 * z,
  ];
  const [r, g, bl] = linear.map((c) => {
    const v = Math.min(1, Math.max(0, c));
    return 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * Math.exp(Math.log(v) / 2.4) - 0.055);
  });
  return toHex(r, g, bl);
}

/** Interleaved RGB bytes as Lab. */
export function labOf(rgb: Uint8Array, width: number, height: number): LabImage {
  const data = new Float32Array(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const [l, a, b] = rgbToLab(rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2]);
    data[i * 3] = l;
    data[i * 3 + 1] = a;
    data[i * 3 + 2] = b;
  }
  return { width, height, data };
}

/** One channel (0: L, 1: a, 2: b), scaled. */
export function channelOf(image: LabImage, channel: 0 | 1 | 2, scale = 1): Gray {
  const out = new Float32Array(image.width * image.height);
  for (let i = 0; i < out.length; i++) out[i] = image.data[i * 3 + channel] * scale;
  return grayOf(image.width, image.height, out);
}

/** Lightness as 0 (black) .. 1 (white). */
export const lightnessOf = (image: LabImage): Gray => channelOf(image, 0, 1 / 100);

export interface Clusters {
  /** k centres of `dims` values each. */
  centres: Float32Array;
  k: number;
}

function nearest(points: Float32Array, p: number, dims: number, centres: Float32Array, k: number): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let c = 0; c < k; c++) {
    let d = 0;
    for (let j = 0; j < dims; j++) {
      const diff = points[p * dims + j] - centres[c * dims + j];
      d += diff * diff;
    }
    if (d < bestDistance) {
      bestDistance = d;
      best = c;
    }
  }
  return best;
}

/**
 * k-means of `points` (`dims` values each), deterministic: seeded by farthest-point picking from
 * the point nearest the mean, refined by Lloyd's iterations on at most `sample` evenly spaced
 * points. Clusters that end up empty are dropped.
 */
export function kMeans(points: Float32Array, dims: number, k: number, iterations = 12, sampleSize = 12000): Clusters {
  const count = points.length / dims;
  const step = Math.max(1, Math.floor(count / sampleSize));
  const picked: number[] = [];
  for (let p = 0; p < count; p += step) picked.push(p);
  if (picked.length === 0) return { centres: new Float32Array(0), k: 0 };
  const mean = new Float64Array(dims);
  for (const p of picked) for (let j = 0; j < dims; j++) mean[j] += points[p * dims + j] / picked.length;
  const distanceTo = (p: number, centre: ArrayLike<number>, offset = 0) => {
    let d = 0;
    for (let j = 0; j < dims; j++) {
      const diff = points[p * dims + j] - centre[offset + j];
      d += diff * diff;
    }
    return d;
  };
  const seeds = [picked.reduce((a, b) => (distanceTo(b, mean) < distanceTo(a, mean) ? b : a))];
  const closest = picked.map((p) => distanceTo(p, points, seeds[0] * dims));
  while (seeds.length < Math.min(k, picked.length)) {
    let far = 0;
    for (let i = 1; i < picked.length; i++) if (closest[i] > closest[far]) far = i;
    if (closest[far] === 0) break;
    seeds.push(picked[far]);
    for (let i = 0; i < picked.length; i++)
      closest[i] = Math.min(closest[i], distanceTo(picked[i], points, picked[far] * dims));
  }
  let n = seeds.length;
  let centres = new Float32Array(n * dims);
  seeds.forEach((p, c) => centres.set(points.subarray(p * dims, p * dims + dims), c * dims));
  for (let it = 0; it < iterations; it++) {
    const sums = new Float64Array(n * dims);
    const sizes = new Float64Array(n);
    for (const p of picked) {
      const c = nearest(points, p, dims, centres, n);
      sizes[c]++;
      for (let j = 0; j < dims; j++) sums[c * dims + j] += points[p * dims + j];
    }
    const kept: number[] = [];
    for (let c = 0; c < n; c++) if (sizes[c] > 0) kept.push(c);
    const next = new Float32Array(kept.length * dims);
    kept.forEach((c, i) => {
      for (let j = 0; j < dims; j++) next[i * dims + j] = sums[c * dims + j] / sizes[c];
    });
    const moved = kept.length !== n || next.some((v, i) => Math.abs(v - centres[i]) > 1e-3);
    centres = next;
    n = kept.length;
    if (!moved) break;
  }
  return { centres, k: n };
}

/** Each point's cluster. */
export function assign(points: Float32Array, dims: number, clusters: Clusters): Uint8Array {
  const count = points.length / dims;
  const labels = new Uint8Array(count);
  for (let p = 0; p < count; p++) labels[p] = nearest(points, p, dims, clusters.centres, clusters.k);
  return labels;
}
