/**
 * Binary morphology on masks, by exact Euclidean distance (Felzenszwalb and Huttenlocher's
 * linear-time transform), so a radius means the same in every direction; connected components;
 * specks removed and holes filled by area. The picture's edge is not background: a subject that
 * runs off the photo is not eaten from that side.
 */
import { squaredDistance1d } from "../distance-transform-1d";
import { maskOf, type Mask } from "./raster";

/** Farther than any squared distance in a working picture (exact in single precision). */
const FAR = 1e7;

/**
 * Squared distance from every pixel to the nearest pixel where `mask` equals `value`. Down the
 * columns a binary mask needs no parabolas: two scans give each pixel its distance along its
 * column; along the rows, the lower envelope combines them.
 */
export function squaredDistanceTo(mask: Mask, value: 0 | 1): Float32Array {
  const { width, height, data } = mask;
  const out = new Float32Array(width * height);
  const column = new Int32Array(width).fill(-1);
  // Down: rows since the last pixel of the value in each column; up: the nearer of that and the next.
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      if (data[i] === value) column[x] = y;
      const gap = column[x] < 0 ? -1 : y - column[x];
      out[i] = gap < 0 ? FAR : gap * gap;
    }
  }
  column.fill(-1);
  for (let y = height - 1; y >= 0; y--) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      if (data[i] === value) column[x] = y;
      if (column[x] >= 0) {
        const gap = column[x] - y;
        if (gap * gap < out[i]) out[i] = gap * gap;
      }
    }
  }
  const n = width;
  const f = new Float64Array(n);
  const d = new Float64Array(n);
  const v = new Int32Array(n);
  const z = new Float64Array(n + 1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) f[x] = out[y * width + x];
    squaredDistance1d(f, width, d, v, z);
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

/**
 * The small discs on the pixel grid, without a distance transform: radius 1 to 1.41 is the pixel
 * and its four neighbours (a plus), 1.41 to 2 the 3 x 3 square; the maximum (`value` 1,
 * dilation) or minimum (0, erosion) over it.
 */
function smallDisc(mask: Mask, value: 0 | 1, square: boolean): Mask {
  const { width, height, data } = mask;
  const rows = new Uint8Array(data.length);
  const out = new Uint8Array(data.length);
  const other = 1 - value;
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      rows[i] =
        data[i] === value || (x > 0 && data[i - 1] === value) || (x < width - 1 && data[i + 1] === value)
          ? value
          : other;
    }
  }
  // The square: the rows' result spread down the columns; the plus: the pixel's own column only.
  const spread = square ? rows : data;
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      out[i] =
        rows[i] === value || (y > 0 && spread[i - width] === value) || (y < height - 1 && spread[i + width] === value)
          ? value
          : other;
    }
  }
  return maskOf(width, height, out);
}

function morph(mask: Mask, radius: number, value: 0 | 1): Mask {
  // Under a pixel the disc is the pixel itself.
  if (radius < 1) return mask;
  if (radius < 2) return smallDisc(mask, value, radius >= Math.SQRT2);
  return within(squaredDistanceTo(mask, value), mask, radius, value === 1);
}

export const dilate = (mask: Mask, radius: number) => morph(mask, radius, 1);
export const erode = (mask: Mask, radius: number) => morph(mask, radius, 0);

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
