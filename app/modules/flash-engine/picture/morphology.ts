/**
 * Binary morphology on masks, by exact Euclidean distance (Felzenszwalb and Huttenlocher's
 * linear-time transform), so a radius means the same in every direction; connected components;
 * specks removed and holes filled by area. The picture's edge is not background: a subject that
 * runs off the photo is not eaten from that side.
 */
import { type Mask, maskOf } from "./raster";

/** Farther than any squared distance in a working picture (exact in single precision). */
const FAR = 1e7;

/** Squared distance transform of one line (lower envelope of parabolas). */
function edt1d(f: Float64Array, n: number, d: Float64Array, v: Int32Array, z: Float64Array): void {
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  for (let q = 1; q < n; q++) {
    let s = (f[q] + q * q - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k]);
    while (s <= z[k]) {
      k--;
      s = (f[q] + q * q - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k]);
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while (z[k + 1] < q) k++;
    d[q] = (q - v[k]) * (q - v[k]) + f[v[k]];
  }
}

/** Squared distance from every pixel to the nearest pixel where `mask` equals `value`. */
export function squaredDistanceTo(mask: Mask, value: 0 | 1): Float32Array {
  const { width, height, data } = mask;
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = data[i] === value ? 0 : FAR;
  const n = Math.max(width, height);
  const f = new Float64Array(n);
  const d = new Float64Array(n);
  const v = new Int32Array(n);
  const z = new Float64Array(n + 1);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) f[y] = out[y * width + x];
    edt1d(f, height, d, v, z);
    for (let y = 0; y < height; y++) out[y * width + x] = d[y];
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) f[x] = out[y * width + x];
    edt1d(f, width, d, v, z);
    for (let x = 0; x < width; x++) out[y * width + x] = d[x];
  }
  return out;
}

/** Where a squared distance field is within (or beyond) a radius. */
export function within(d: Float32Array, mask: Mask, radius: number, inside: boolean): Mask {
  const r2 = radius * radius;
  const out = new Uint8Array(d.length);
  for (let i = 0; i < d.length; i++) out[i] = d[i] <= r2 === inside ? 1 : 0;
  return maskOf(mask.width, mask.height, out);
}

export function dilate(mask: Mask, radius: number): Mask {
  return radius <= 0 ? mask : within(squaredDistanceTo(mask, 1), mask, radius, true);
}

export function erode(mask: Mask, radius: number): Mask {
  return radius <= 0 ? mask : within(squaredDistanceTo(mask, 0), mask, radius, false);
}

/** Removes parts narrower than about 2 x radius. */
export const open = (mask: Mask, radius: number) => dilate(erode(mask, radius), radius);
/** Fills gaps narrower than about 2 x radius. */
export const close = (mask: Mask, radius: number) => erode(dilate(mask, radius), radius);

function combine(a: Mask, b: Mask | undefined, op: (p: number, q: number) => number): Mask {
  const out = new Uint8Array(a.data.length);
  for (let i = 0; i < out.length; i++) out[i] = op(a.data[i], b ? b.data[i] : 0);
  return maskOf(a.width, a.height, out);
}

export const and = (a: Mask, b: Mask) => combine(a, b, (p, q) => p & q);
export const or = (a: Mask, b: Mask) => combine(a, b, (p, q) => p | q);
/** `a` without `b`. */
export const minus = (a: Mask, b: Mask) => combine(a, b, (p, q) => p & (1 - q));
export const invert = (mask: Mask) => combine(mask, undefined, (p) => 1 - p);

export interface Components {
  /** Component index + 1 per pixel, 0 where the mask is unset. */
  labels: Int32Array;
  sizes: number[];
  /** Whether each component touches the raster's edge. */
  touchesEdge: boolean[];
}

/** Connected components of the set pixels (8-connected, or 4-connected). */
export function components(mask: Mask, connectivity: 4 | 8 = 8): Components {
  const { width, height, data } = mask;
  const labels = new Int32Array(width * height);
  const sizes: number[] = [];
  const touchesEdge: boolean[] = [];
  const stack = new Int32Array(width * height);
  for (let start = 0; start < data.length; start++) {
    if (!data[start] || labels[start]) continue;
    const label = sizes.length + 1;
    let size = 0;
    let edge = false;
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    while (top > 0) {
      const i = stack[--top];
      size++;
      const x = i % width;
      const y = (i - x) / width;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) edge = true;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          if ((dx === 0 && dy === 0) || (connectivity === 4 && dx !== 0 && dy !== 0)) continue;
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const j = ny * width + nx;
          if (data[j] && !labels[j]) {
            labels[j] = label;
            stack[top++] = j;
          }
        }
      }
    }
    sizes.push(size);
    touchesEdge.push(edge);
  }
  return { labels, sizes, touchesEdge };
}

/** The mask keeping only the components `keep(index, size, touchesEdge)` accepts. */
export function keepComponents(
  mask: Mask,
  keep: (index: number, size: number, touchesEdge: boolean) => boolean,
  connectivity: 4 | 8 = 8,
): Mask {
  const { labels, sizes, touchesEdge } = components(mask, connectivity);
  return selectComponents(
    labels,
    mask,
    sizes.map((size, i) => keep(i, size, touchesEdge[i])),
  );
}

/** The pixels of the chosen components. */
export function selectComponents(labels: Int32Array, like: Mask, kept: boolean[]): Mask {
  const out = new Uint8Array(labels.length);
  for (let i = 0; i < out.length; i++) out[i] = labels[i] > 0 && kept[labels[i] - 1] ? 1 : 0;
  return maskOf(like.width, like.height, out);
}

/** Specks: set components smaller than `minArea` pixels, removed. */
export function removeSpecks(mask: Mask, minArea: number): Mask {
  return keepComponents(mask, (_, size) => size >= minArea);
}

/** Holes (unset regions that do not reach the edge) smaller than `maxArea`, filled. */
export function fillHoles(mask: Mask, maxArea = Infinity): Mask {
  const holes = keepComponents(invert(mask), (_, size, edge) => !edge && size < maxArea, 4);
  return or(mask, holes);
}
