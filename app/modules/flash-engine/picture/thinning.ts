/**
 * Zhang and Suen's thinning ("A fast parallel algorithm for thinning digital patterns", CACM
 * 1984): a band of ink peeled from both sides, two half-steps at a time, until one pixel wide. A
 * stroke becomes its centre line, so a stencil gets one line per stroke, not its two edges.
 */
import { maskOf, type Mask } from "./raster";

export function thin(mask: Mask): Mask {
  const { width, height } = mask;
  const img = Uint8Array.from(mask.data);
  // The picture's edge counts as background.
  for (let x = 0; x < width; x++) img[x] = img[(height - 1) * width + x] = 0;
  for (let y = 0; y < height; y++) img[y * width] = img[y * width + width - 1] = 0;
  const remove: number[] = [];
  let changed = true;
  while (changed) {
    changed = false;
    for (let step = 0; step < 2; step++) {
      remove.length = 0;
      for (let y = 1; y < height - 1; y++) {
        for (let x = 1; x < width - 1; x++) {
          const i = y * width + x;
          if (!img[i]) continue;
          // Neighbours clockwise from north: p2..p9.
          const p2 = img[i - width];
          const p3 = img[i - width + 1];
          const p4 = img[i + 1];
          const p5 = img[i + width + 1];
          const p6 = img[i + width];
          const p7 = img[i + width - 1];
          const p8 = img[i - 1];
          const p9 = img[i - width - 1];
          const b = p2 + p3 + p4 + p5 + p6 + p7 + p8 + p9;
          if (b < 2 || b > 6) continue;
          const a =
            (p2 === 0 && p3 === 1 ? 1 : 0) +
            (p3 === 0 && p4 === 1 ? 1 : 0) +
            (p4 === 0 && p5 === 1 ? 1 : 0) +
            (p5 === 0 && p6 === 1 ? 1 : 0) +
            (p6 === 0 && p7 === 1 ? 1 : 0) +
            (p7 === 0 && p8 === 1 ? 1 : 0) +
            (p8 === 0 && p9 === 1 ? 1 : 0) +
            (p9 === 0 && p2 === 1 ? 1 : 0);
          if (a !== 1) continue;
          if (step === 0 ? p2 * p4 * p6 === 0 && p4 * p6 * p8 === 0 : p2 * p4 * p8 === 0 && p2 * p6 * p8 === 0)
            remove.push(i);
        }
      }
      for (const i of remove) img[i] = 0;
      if (remove.length) changed = true;
    }
  }
  return maskOf(width, height, img);
}
