/**
 * Light islands: the light shapes that lie within the subject's dark (a cup's handle catching the
 * light in its shadow, a spoon's bowl on a dark saucer). A style that fills the dark would merge
 * them into it or close them as gaps; an artist keeps each one open and gives it its own contour.
 * Found by tone alone, so it knows no handles or spoons: a light piece counts when most of its
 * edge meets the dark and it is large enough to hold a line round it.
 */
import { components, dilate, open, selectComponents } from "./morphology";
import { cropMask, maskBox, maskOf, type Gray, type Mask } from "./raster";

export interface IslandOptions {
  /** Lightness at or above which a pixel is light. */
  light: number;
  /** Lightness at or below which a pixel is dark (an island's surround). */
  dark: number;
  /** Smallest area kept, in pixels. */
  minArea: number;
  /** Radius of the opening that parts islands joined by hairline bridges (a spoon's neck to the saucer). */
  bridge: number;
  /**
   * How many times an island's area the deepest dark beside it (at or below `core`) must cover:
   * a handle sits in a cup's broad shadow, an iris only beside its eye's pupil (drawn by the features).
   */
  surround?: number;
  core?: number;
  /** Share of an island's edge that must meet the dark. */
  enclosed?: number;
  /** Lightness down to which an island grows into its dimmer side (a handle's shaded half), within `reach` pixels. */
  dim?: number;
  reach?: number;
}

/**
 * Light pieces of the subject enclosed by its dark, in the unsmoothed tone so thin shapes keep
 * their width; `interior` is the subject less a margin along its outline: a piece reaching the
 * outline is the subject's lit side, not an island.
 */
export function lightIslands(tone: Gray, subject: Mask, interior: Mask, options: IslandOptions): Mask {
  const { width, height } = subject;
  const light = new Uint8Array(width * height);
  const dark = new Uint8Array(width * height);
  for (let i = 0; i < light.length; i++) {
    if (!subject.data[i]) continue;
    light[i] = tone.data[i] >= options.light ? 1 : 0;
    dark[i] = tone.data[i] <= options.dark ? 1 : 0;
  }
  const core = new Uint8Array(width * height);
  for (let i = 0; i < core.length; i++)
    core[i] = subject.data[i] && tone.data[i] <= (options.core ?? options.dark) ? 1 : 0;
  const pieces = open(maskOf(width, height, light), options.bridge);
  // The dark within two pixels of an island's edge (a soft edge's ramp lies between): two 3 x 3 steps.
  const darkMask = maskOf(width, height, dark);
  const near = dilate(dilate(darkMask, 1.5), 1.5).data;
  const { labels, sizes } = components(pieces);
  const darks = components(maskOf(width, height, core));
  const touching = sizes.map(() => new Set<number>());
  const edge = new Int32Array(sizes.length);
  const meets = new Int32Array(sizes.length);
  const reaches = new Uint8Array(sizes.length);
  const p = pieces.data;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!p[i]) continue;
      if (!interior.data[i]) reaches[labels[i] - 1] = 1;
      const onEdge =
        x === 0 ||
        y === 0 ||
        x === width - 1 ||
        y === height - 1 ||
        !p[i - 1] ||
        !p[i + 1] ||
        !p[i - width] ||
        !p[i + width];
      if (!onEdge) continue;
      const c = labels[i] - 1;
      edge[c]++;
      if (!near[i]) continue;
      meets[c]++;
      // The deepest dark a few pixels out (a soft edge's ramp between).
      for (let dy = -4; dy <= 4; dy += 2)
        for (let dx = -4; dx <= 4; dx += 2) {
          const j = i + dy * width + dx;
          if (j >= 0 && j < labels.length && darks.labels[j]) touching[c].add(darks.labels[j] - 1);
        }
    }
  const surround = options.surround ?? 0;
  const darkArea = touching.map((set) => [...set].reduce((sum, d) => sum + darks.sizes[d], 0));
  const enclosed = options.enclosed ?? 0.7;
  const kept = sizes.map(
    (size, c) =>
      size >= options.minArea && !reaches[c] && meets[c] >= enclosed * edge[c] && darkArea[c] >= surround * size,
  );
  const islands = selectComponents(labels, pieces, kept);
  // Most pictures have none: nothing to grow.
  if (options.dim === undefined || !kept.includes(true)) return islands;
  return grown(islands, tone, interior, options.dim, options.reach ?? 0, options.bridge);
}

/**
 * Islands grown (hysteresis) into the dimmer light beside them, no farther than `reach`; worked
 * within the islands' box only (they are small beside the picture).
 */
function grown(islands: Mask, tone: Gray, interior: Mask, dim: number, reach: number, bridge: number): Mask {
  const box = maskBox(islands);
  const margin = Math.ceil(reach + bridge + 2);
  const { crop, x0, y0 } = cropMask(islands, box, margin);
  const inner = cropMask(interior, box, margin).crop.data;
  const { width, height } = crop;
  const around = dilate(crop, reach).data;
  const dimmer = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      dimmer[i] = around[i] && inner[i] && tone.data[(y0 + y) * tone.width + x0 + x] >= dim ? 1 : 0;
    }
  const pieces = open(maskOf(width, height, dimmer), bridge);
  const { labels, sizes } = components(pieces);
  const kept = sizes.map(() => false);
  for (let i = 0; i < labels.length; i++) if (labels[i] && crop.data[i]) kept[labels[i] - 1] = true;
  const found = selectComponents(labels, pieces, kept).data;
  const out = new Uint8Array(islands.data.length);
  for (let y = 0; y < height; y++) out.set(found.subarray(y * width, (y + 1) * width), (y0 + y) * islands.width + x0);
  return maskOf(islands.width, islands.height, out);
}

/** Each component's box (labels as ../morphology.ts components gives them), grown by `margin`. */
export function componentBoxes(labels: Int32Array, width: number, count: number, margin: number): Box[] {
  const boxes = Array.from({ length: count }, () => ({
    minX: Infinity,
    minY: Infinity,
    maxX: -Infinity,
    maxY: -Infinity,
  }));
  for (let i = 0; i < labels.length; i++) {
    if (!labels[i]) continue;
    const b = boxes[labels[i] - 1];
    const x = i % width;
    const y = (i - x) / width;
    b.minX = Math.min(b.minX, x - margin);
    b.maxX = Math.max(b.maxX, x + margin);
    b.minY = Math.min(b.minY, y - margin);
    b.maxY = Math.max(b.maxY, y + margin);
  }
  return boxes;
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The box of a polyline's points. */
export function pointsBox(points: ReadonlyArray<readonly [number, number]>): Box {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const [x, y] of points) {
    box.minX = Math.min(box.minX, x);
    box.maxX = Math.max(box.maxX, x);
    box.minY = Math.min(box.minY, y);
    box.maxY = Math.max(box.maxY, y);
  }
  return box;
}

export const overlaps = (a: Box, b: Box) => a.minX < b.maxX && a.maxX > b.minX && a.minY < b.maxY && a.maxY > b.minY;
