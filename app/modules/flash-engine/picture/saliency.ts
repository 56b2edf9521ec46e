/**
 * Which superpixels are the subject: the background measure of Zhu, Liang, Wei and Sun,
 * "Saliency Optimization from Robust Background Detection" (CVPR 2014). A region is background
 * when the area it spans (regions reachable through similar colours) lies along the picture's
 * edge; the subject is what stands out in colour from that background, nearby. A centre prior
 * helps where the subject itself runs off the photo (a close portrait), and a least-squares
 * optimisation over neighbouring regions makes the answer smooth along similar colours.
 */
import type { Superpixels } from "./superpixels";

/** Colour distance scale (Lab units) of "similar", from the paper. */
const SIGMA_COLOUR = 10;
const SIGMA_SPACE = 0.25;
/** How strongly the picture's centre is favoured (its spread, as a fraction of the picture). */
const SIGMA_CENTRE = 0.33;

function colourDistance(sp: Superpixels, i: number, j: number): number {
  const p = sp.regions[i];
  const q = sp.regions[j];
  return Math.sqrt((p.l - q.l) * (p.l - q.l) + (p.a - q.a) * (p.a - q.a) + (p.b - q.b) * (p.b - q.b));
}

/** Shortest-path colour distance between every pair of regions over the neighbour graph (Dijkstra, binary heap). */
function geodesicDistances(sp: Superpixels): Float64Array {
  const n = sp.regions.length;
  const weights = sp.neighbours.map((list, i) => list.map((j) => colourDistance(sp, i, j)));
  const out = new Float64Array(n * n).fill(Infinity);
  // Each improvement pushes once: at most one entry per directed edge, and the source.
  const capacity = sp.neighbours.reduce((sum, list) => sum + list.length, 1);
  const heapNode = new Int32Array(capacity);
  const heapKey = new Float64Array(capacity);
  for (let source = 0; source < n; source++) {
    const row = out.subarray(source * n, source * n + n);
    row[source] = 0;
    let size = 0;
    const push = (node: number, key: number) => {
      let i = size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (heapKey[parent] <= key) break;
        heapNode[i] = heapNode[parent];
        heapKey[i] = heapKey[parent];
        i = parent;
      }
      heapNode[i] = node;
      heapKey[i] = key;
    };
    push(source, 0);
    while (size > 0) {
      const [u, d] = [heapNode[0], heapKey[0]];
      const [lastNode, lastKey] = [heapNode[--size], heapKey[size]];
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= size) break;
        if (child + 1 < size && heapKey[child + 1] < heapKey[child]) child++;
        if (heapKey[child] >= lastKey) break;
        heapNode[i] = heapNode[child];
        heapKey[i] = heapKey[child];
        i = child;
      }
      heapNode[i] = lastNode;
      heapKey[i] = lastKey;
      if (d > row[u]) continue;
      const list = sp.neighbours[u];
      for (let k = 0; k < list.length; k++) {
        const v = list[k];
        const next = d + weights[u][k];
        if (next < row[v]) {
          row[v] = next;
          push(v, next);
        }
      }
    }
  }
  return out;
}

/** Probability of each region being background, from its boundary connectivity. */
export function backgroundWeights(sp: Superpixels): Float64Array {
  const n = sp.regions.length;
  const geo = geodesicDistances(sp);
  const weights = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let area = 0;
    let edge = 0;
    for (let j = 0; j < n; j++) {
      const d = geo[i * n + j];
      const w = Math.exp(-(d * d) / (2 * SIGMA_COLOUR * SIGMA_COLOUR));
      area += w;
      if (sp.regions[j].edgePixels > 0) edge += w;
    }
    const connectivity = edge / Math.sqrt(area);
    weights[i] = 1 - Math.exp(-(connectivity * connectivity) / 2);
  }
  return weights;
}

/** Subject likelihood 0..1 per region; `focus`: each region's share of fine detail (in focus), 0..1. */
export function regionSaliency(sp: Superpixels, focus?: Float64Array): Float64Array {
  const n = sp.regions.length;
  const background = backgroundWeights(sp);
  // Contrast against the likely background, nearby regions counting most.
  const foreground = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = sp.regions[i];
    let contrast = 0;
    for (let j = 0; j < n; j++) {
      const q = sp.regions[j];
      const space = (p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y);
      contrast += colourDistance(sp, i, j) * Math.exp(-space / (2 * SIGMA_SPACE * SIGMA_SPACE)) * background[j];
    }
    const centre = (p.x - 0.5) * (p.x - 0.5) + (p.y - 0.5) * (p.y - 0.5);
    foreground[i] = contrast * Math.exp(-centre / (2 * SIGMA_CENTRE * SIGMA_CENTRE));
  }
  const top = Math.max(1e-9, ...foreground);
  for (let i = 0; i < n; i++)
    foreground[i] = focus ? 0.6 * (foreground[i] / top) + 0.4 * focus[i] * (1 - background[i]) : foreground[i] / top;
  return optimise(sp, background, foreground);
}

/**
 * Minimises sum(bg_i s_i^2) + sum(fg_i (s_i - 1)^2) + sum over neighbours of w_ij (s_i - s_j)^2
 * (Gauss-Seidel), w_ij high between similar colours.
 */
function optimise(sp: Superpixels, background: Float64Array, foreground: Float64Array): Float64Array {
  const n = sp.regions.length;
  const smoothness = sp.neighbours.map((list, i) =>
    list.map((j) => {
      const d = colourDistance(sp, i, j);
      return Math.exp(-(d * d) / (2 * SIGMA_COLOUR * SIGMA_COLOUR)) + 0.1;
    }),
  );
  const s = Float64Array.from(foreground);
  for (let it = 0; it < 120; it++) {
    for (let i = 0; i < n; i++) {
      let num = foreground[i];
      let den = background[i] + foreground[i];
      sp.neighbours[i].forEach((j, k) => {
        num += smoothness[i][k] * s[j];
        den += smoothness[i][k];
      });
      s[i] = den > 0 ? num / den : 0;
    }
  }
  return s;
}
