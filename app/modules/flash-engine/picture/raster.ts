/**
 * The rasters the picture steps work on: one float channel (tone, probability) or one byte per
 * pixel (a mask), row-major, and the few operations every step shares: a separable Gaussian blur,
 * bilinear sampling and resizing.
 */

export interface Gray {
  width: number;
  height: number;
  data: Float32Array;
}

export interface Mask {
  width: number;
  height: number;
  /** 1 inside, 0 outside. */
  data: Uint8Array;
}

export function grayOf(width: number, height: number, data = new Float32Array(width * height)): Gray {
  return { width, height, data };
}

export function maskOf(width: number, height: number, data = new Uint8Array(width * height)): Mask {
  return { width, height, data };
}

export function countOf(mask: Mask): number {
  let n = 0;
  for (let i = 0; i < mask.data.length; i++) n += mask.data[i];
  return n;
}

/** The bounding box of the set pixels (inclusive); the whole raster when none is set. */
export function maskBox(mask: Mask): { minX: number; minY: number; maxX: number; maxY: number } {
  const { width, height, data } = mask;
  let [minX, minY, maxX, maxY] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!data[y * width + x]) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  return maxX < 0 ? { minX: 0, minY: 0, maxX: width - 1, maxY: height - 1 } : { minX, minY, maxX, maxY };
}

/** The part of a mask inside a box grown by `margin` (clamped), and where it starts. */
export function cropMask(
  mask: Mask,
  box: { minX: number; minY: number; maxX: number; maxY: number },
  margin: number,
): { crop: Mask; x0: number; y0: number } {
  const x0 = Math.max(0, box.minX - margin);
  const y0 = Math.max(0, box.minY - margin);
  const x1 = Math.min(mask.width - 1, box.maxX + margin);
  const y1 = Math.min(mask.height - 1, box.maxY + margin);
  const width = x1 - x0 + 1;
  const height = y1 - y0 + 1;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    data.set(mask.data.subarray((y0 + y) * mask.width + x0, (y0 + y) * mask.width + x0 + width), y * width);
  return { crop: maskOf(width, height, data), x0, y0 };
}

function gaussianKernel(sigma: number): Float32Array {
  const radius = Math.max(1, Math.ceil(sigma * 3));
  const kernel = new Float32Array(2 * radius + 1);
  let sum = 0;
  for (let i = -radius; i <= radius; i++) {
    const v = Math.exp(-(i * i) / (2 * sigma * sigma));
    kernel[i + radius] = v;
    sum += v;
  }
  for (let i = 0; i < kernel.length; i++) kernel[i] /= sum;
  return kernel;
}

/**
 * Convolves rows (step 1) or columns (step width) with a symmetric kernel; beyond the edges, the edge value or
 * `outside`.
 */
function convolve(
  src: Float32Array,
  out: Float32Array,
  width: number,
  height: number,
  kernel: Float32Array,
  horizontal: boolean,
  outside?: number,
): void {
  const radius = (kernel.length - 1) / 2;
  const lines = horizontal ? height : width;
  const length = horizontal ? width : height;
  const stride = horizontal ? 1 : width;
  const line = new Float32Array(length + 2 * radius);
  for (let l = 0; l < lines; l++) {
    const start = horizontal ? l * width : l;
    for (let i = 0; i < line.length; i++) {
      const at = i - radius;
      line[i] =
        outside !== undefined && (at < 0 || at >= length)
          ? outside
          : src[start + Math.min(length - 1, Math.max(0, at)) * stride];
    }
    for (let i = 0; i < length; i++) {
      let sum = 0;
      for (let k = 0; k < kernel.length; k++) sum += line[i + k] * kernel[k];
      out[start + i * stride] = sum;
    }
  }
}

/**
 * One box blur of every row or column, by a running sum (the cost does not grow with the
 * radius); beyond the edges, the edge value or `outside`.
 */
function boxPass(
  src: Float32Array,
  out: Float32Array,
  width: number,
  height: number,
  radius: number,
  horizontal: boolean,
  outside?: number,
): void {
  const lines = horizontal ? height : width;
  const length = horizontal ? width : height;
  const stride = horizontal ? 1 : width;
  const size = 2 * radius + 1;
  const line = new Float32Array(length + 2 * radius + 1);
  for (let l = 0; l < lines; l++) {
    const start = horizontal ? l * width : l;
    const first = outside ?? src[start];
    const last = outside ?? src[start + (length - 1) * stride];
    for (let i = 0; i < radius; i++) line[i] = first;
    for (let i = 0; i < length; i++) line[radius + i] = src[start + i * stride];
    for (let i = radius + length; i < line.length; i++) line[i] = last;
    let sum = 0;
    for (let i = 0; i < size; i++) sum += line[i];
    for (let i = 0; i < length; i++) {
      out[start + i * stride] = sum / size;
      sum += line[i + size] - line[i];
    }
  }
}

/** One box blur each way (a 3 x 3 mean for radius 1): enough to give a mask's edge sub-pixel positions. */
export function boxBlur(src: Gray, radius: number, outside?: number): Gray {
  const tmp = new Float32Array(src.data.length);
  const out = new Float32Array(src.data.length);
  boxPass(src.data, tmp, src.width, src.height, radius, true, outside);
  boxPass(tmp, out, src.width, src.height, radius, false, outside);
  return grayOf(src.width, src.height, out);
}

/** Box radii whose three passes approximate a Gaussian of `sigma` (Wells, 1986). */
function boxRadii(sigma: number): number[] {
  const ideal = Math.sqrt((12 * sigma * sigma) / 3 + 1);
  let lower = Math.floor(ideal);
  if (lower % 2 === 0) lower--;
  const upper = lower + 2;
  const m = Math.round((12 * sigma * sigma - 3 * lower * lower - 12 * lower - 9) / (-4 * lower - 4));
  return [0, 1, 2].map((i) => ((i < m ? lower : upper) - 1) / 2);
}

/** A Gaussian blur; beyond the raster the edge continues, or the value `outside` when given. */
export function gaussianBlur(src: Gray, sigma: number, outside?: number): Gray {
  if (sigma <= 0) return grayOf(src.width, src.height, Float32Array.from(src.data));
  if (sigma > 1.2) {
    // Wide blurs: three box blurs each way, the same to the eye and independent of the width.
    let a = Float32Array.from(src.data);
    let b = new Float32Array(src.data.length);
    for (const horizontal of [true, false])
      for (const radius of boxRadii(sigma)) {
        boxPass(a, b, src.width, src.height, radius, horizontal, outside);
        [a, b] = [b, a];
      }
    return grayOf(src.width, src.height, a);
  }
  const kernel = gaussianKernel(sigma);
  const tmp = new Float32Array(src.data.length);
  const out = new Float32Array(src.data.length);
  convolve(src.data, tmp, src.width, src.height, kernel, true, outside);
  convolve(tmp, out, src.width, src.height, kernel, false, outside);
  return grayOf(src.width, src.height, out);
}

/** The value at a fractional position, bilinear, clamped to the raster. */
export function sample(g: Gray, x: number, y: number): number {
  const cx = Math.min(g.width - 1, Math.max(0, x));
  const cy = Math.min(g.height - 1, Math.max(0, y));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = Math.min(g.width - 1, x0 + 1);
  const y1 = Math.min(g.height - 1, y0 + 1);
  const fx = cx - x0;
  const fy = cy - y0;
  const top = g.data[y0 * g.width + x0] * (1 - fx) + g.data[y0 * g.width + x1] * fx;
  const bottom = g.data[y1 * g.width + x0] * (1 - fx) + g.data[y1 * g.width + x1] * fx;
  return top * (1 - fy) + bottom * fy;
}

/** Resized by bilinear sampling of pixel centres (after a blur when shrinking, so nothing aliases). */
export function resize(g: Gray, width: number, height: number): Gray {
  const shrink = Math.max(g.width / width, g.height / height);
  const src = shrink > 1.5 ? gaussianBlur(g, shrink * 0.4) : g;
  const out = new Float32Array(width * height);
  const sx = g.width / width;
  const sy = g.height / height;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) out[y * width + x] = sample(src, (x + 0.5) * sx - 0.5, (y + 0.5) * sy - 0.5);
  return grayOf(width, height, out);
}

export function maskToGray(mask: Mask): Gray {
  return grayOf(mask.width, mask.height, Float32Array.from(mask.data));
}

export function threshold(g: Gray, level: number): Mask {
  const out = new Uint8Array(g.data.length);
  for (let i = 0; i < out.length; i++) out[i] = g.data[i] >= level ? 1 : 0;
  return maskOf(g.width, g.height, out);
}

/** Otsu's threshold of values in [0, 1] (optionally only where `within` is set). */
export function otsu(g: Gray, within?: Mask): number {
  const bins = 256;
  const hist = new Float64Array(bins);
  let total = 0;
  for (let i = 0; i < g.data.length; i++) {
    if (within && !within.data[i]) continue;
    hist[Math.min(bins - 1, Math.max(0, Math.floor(g.data[i] * bins)))]++;
    total++;
  }
  let sumAll = 0;
  for (let i = 0; i < bins; i++) sumAll += i * hist[i];
  let sumBelow = 0;
  let countBelow = 0;
  let best = 0;
  let level = 0.5;
  for (let i = 0; i < bins; i++) {
    countBelow += hist[i];
    if (countBelow === 0) continue;
    const countAbove = total - countBelow;
    if (countAbove === 0) break;
    sumBelow += i * hist[i];
    const meanBelow = sumBelow / countBelow;
    const meanAbove = (sumAll - sumBelow) / countAbove;
    const between = countBelow * countAbove * (meanBelow - meanAbove) * (meanBelow - meanAbove);
    if (between > best) {
      best = between;
      level = (i + 1) / bins;
    }
  }
  return level;
}

/** The pixels whose centres lie inside any of the polygons (even-odd, by scanlines). */
export function polygonMask(
  width: number,
  height: number,
  polygons: ReadonlyArray<ReadonlyArray<readonly [number, number]>>,
): Mask {
  const out = new Uint8Array(width * height);
  for (const polygon of polygons) {
    const ys = polygon.map((p) => p[1]);
    const y0 = Math.max(0, Math.ceil(Math.min(...ys) - 0.5));
    const y1 = Math.min(height - 1, Math.floor(Math.max(...ys) - 0.5));
    for (let y = y0; y <= y1; y++) {
      const cy = y + 0.5;
      const crossings: number[] = [];
      for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
        const [[xa, ya], [xb, yb]] = [polygon[j], polygon[i]];
        if (ya <= cy !== yb <= cy) crossings.push(xa + ((cy - ya) / (yb - ya)) * (xb - xa));
      }
      crossings.sort((a, b) => a - b);
      for (let k = 0; k + 1 < crossings.length; k += 2) {
        const x0 = Math.max(0, Math.ceil(crossings[k] - 0.5));
        const x1 = Math.min(width - 1, Math.floor(crossings[k + 1] - 0.5));
        for (let x = x0; x <= x1; x++) out[y * width + x] = 1;
      }
    }
  }
  return maskOf(width, height, out);
}
