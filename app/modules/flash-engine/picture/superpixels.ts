/**
 * SLIC superpixels (Achanta et al., "SLIC Superpixels Compared to State-of-the-Art Superpixel
 * Methods", 2012): k-means in colour and position, each centre searching only its own
 * neighbourhood, then every region made one connected piece. The subject mask reasons about these
 * few hundred regions instead of every pixel, and they follow the picture's own edges.
 */
import type { LabImage } from "./colour";

export interface Region {
  l: number;
  a: number;
  b: number;
  /** Centre, as fractions of the width and height. */
  x: number;
  y: number;
  size: number;
  /** Pixels on the picture's edge. */
  edgePixels: number;
}

export interface Superpixels {
  width: number;
  height: number;
  /** Region index per pixel. */
  labels: Int32Array;
  regions: Region[];
  /** Neighbouring regions, each pair once per side. */
  neighbours: number[][];
}

function assignPixels(
  lab: LabImage,
  centres: Float64Array,
  count: number,
  step: number,
  compactness: number,
  labels: Int32Array,
): void {
  const { width, height, data } = lab;
  const distance = new Float64Array(width * height).fill(Infinity);
  const spatial = (compactness / step) * (compactness / step);
  for (let c = 0; c < count; c++) {
    const [cl, ca, cb, cx, cy] = centres.subarray(c * 5, c * 5 + 5);
    const x0 = Math.max(0, Math.floor(cx - step));
    const x1 = Math.min(width - 1, Math.ceil(cx + step));
    const y0 = Math.max(0, Math.floor(cy - step));
    const y1 = Math.min(height - 1, Math.ceil(cy + step));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const i = y * width + x;
        const dl = data[i * 3] - cl;
        const da = data[i * 3 + 1] - ca;
        const db = data[i * 3 + 2] - cb;
        const d = dl * dl + da * da + db * db + ((x - cx) * (x - cx) + (y - cy) * (y - cy)) * spatial;
        if (d < distance[i]) {
          distance[i] = d;
          labels[i] = c;
        }
      }
    }
  }
}

/** Regions split into connected pieces; pieces smaller than `minSize` join a neighbour. */
function connected(labels: Int32Array, width: number, height: number, minSize: number): Int32Array {
  const out = new Int32Array(labels.length).fill(-1);
  const stack = new Int32Array(labels.length);
  const members = new Int32Array(labels.length);
  let next = 0;
  for (let start = 0; start < labels.length; start++) {
    if (out[start] >= 0) continue;
    let top = 0;
    let count = 0;
    let adjacent = -1;
    stack[top++] = start;
    out[start] = next;
    while (top > 0) {
      const i = stack[--top];
      members[count++] = i;
      const x = i % width;
      const y = (i - x) / width;
      const around = [
        x > 0 ? i - 1 : -1,
        x < width - 1 ? i + 1 : -1,
        y > 0 ? i - width : -1,
        y < height - 1 ? i + width : -1,
      ];
      for (const j of around) {
        if (j < 0) continue;
        if (out[j] >= 0 && out[j] !== next) adjacent = out[j];
        else if (out[j] < 0 && labels[j] === labels[start]) {
          out[j] = next;
          stack[top++] = j;
        }
      }
    }
    if (count < minSize && adjacent >= 0) for (let k = 0; k < count; k++) out[members[k]] = adjacent;
    else next++;
  }
  return out;
}

/** About `target` superpixels; `compactness` trades colour fidelity against regular shapes. */
export function superpixels(lab: LabImage, target: number, compactness = 10, iterations = 8): Superpixels {
  const { width, height, data } = lab;
  const step = Math.max(2, Math.sqrt((width * height) / target));
  const cols = Math.max(1, Math.round(width / step));
  const rows = Math.max(1, Math.round(height / step));
  const count = cols * rows;
  const centres = new Float64Array(count * 5);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = Math.min(width - 1, Math.floor(((c + 0.5) * width) / cols));
      const y = Math.min(height - 1, Math.floor(((r + 0.5) * height) / rows));
      const i = y * width + x;
      centres.set([data[i * 3], data[i * 3 + 1], data[i * 3 + 2], x, y], (r * cols + c) * 5);
    }
  }
  const labels = new Int32Array(width * height);
  for (let it = 0; it < iterations; it++) {
    assignPixels(lab, centres, count, step, compactness, labels);
    const sums = new Float64Array(count * 6);
    for (let i = 0; i < labels.length; i++) {
      const c = labels[i] * 6;
      sums[c] += data[i * 3];
      sums[c + 1] += data[i * 3 + 1];
      sums[c + 2] += data[i * 3 + 2];
      sums[c + 3] += i % width;
      sums[c + 4] += Math.floor(i / width);
      sums[c + 5]++;
    }
    for (let c = 0; c < count; c++) {
      const n = sums[c * 6 + 5];
      if (n > 0) for (let j = 0; j < 5; j++) centres[c * 5 + j] = sums[c * 6 + j] / n;
    }
  }
  return describe(lab, connected(labels, width, height, Math.max(1, Math.floor((step * step) / 4))));
}

function describe(lab: LabImage, labels: Int32Array): Superpixels {
  const { width, height, data } = lab;
  let count = 0;
  for (const l of labels) count = Math.max(count, l + 1);
  const sums = new Float64Array(count * 7);
  const pairs = new Set<number>();
  for (let i = 0; i < labels.length; i++) {
    const r = labels[i];
    const x = i % width;
    const y = (i - x) / width;
    const s = r * 7;
    sums[s] += data[i * 3];
    sums[s + 1] += data[i * 3 + 1];
    sums[s + 2] += data[i * 3 + 2];
    sums[s + 3] += x;
    sums[s + 4] += y;
    sums[s + 5]++;
    if (x === 0 || y === 0 || x === width - 1 || y === height - 1) sums[s + 6]++;
    if (x < width - 1 && labels[i + 1] !== r)
      pairs.add(Math.min(r, labels[i + 1]) * count + Math.max(r, labels[i + 1]));
    if (y < height - 1 && labels[i + width] !== r)
      pairs.add(Math.min(r, labels[i + width]) * count + Math.max(r, labels[i + width]));
  }
  const regions: Region[] = [];
  for (let r = 0; r < count; r++) {
    const n = Math.max(1, sums[r * 7 + 5]);
    regions.push({
      l: sums[r * 7] / n,
      a: sums[r * 7 + 1] / n,
      b: sums[r * 7 + 2] / n,
      x: sums[r * 7 + 3] / n / width,
      y: sums[r * 7 + 4] / n / height,
      size: sums[r * 7 + 5],
      edgePixels: sums[r * 7 + 6],
    });
  }
  const neighbours: number[][] = regions.map(() => []);
  for (const pair of [...pairs].sort((p, q) => p - q)) {
    const a = Math.floor(pair / count);
    const b = pair % count;
    neighbours[a].push(b);
    neighbours[b].push(a);
  }
  return { width, height, labels, regions, neighbours };
}
