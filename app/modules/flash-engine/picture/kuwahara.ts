/**
 * The Kuwahara filter (Kuwahara et al., 1976): each pixel takes the mean colour of whichever of
 * the four squares around it is most uniform in lightness. Fur and grain flatten into areas while
 * edges stay sharp, the painterly abstraction that posterised flash colour starts from. Integral
 * images make it a few additions per pixel at any radius.
 */
import type { LabImage } from "./colour";

function integral(image: LabImage): { sums: Float64Array; squares: Float64Array } {
  const { width, height, data } = image;
  const w = width + 1;
  // Per pixel: L, a, b sums; and L squared for the variance.
  const sums = new Float64Array(w * (height + 1) * 3);
  const squares = new Float64Array(w * (height + 1));
  for (let y = 0; y < height; y++) {
    const row = new Float64Array(3);
    let rowSquares = 0;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      for (let c = 0; c < 3; c++) row[c] += data[i * 3 + c];
      rowSquares += data[i * 3] * data[i * 3];
      const at = (y + 1) * w + x + 1;
      for (let c = 0; c < 3; c++) sums[at * 3 + c] = sums[(at - w) * 3 + c] + row[c];
      squares[at] = squares[at - w] + rowSquares;
    }
  }
  return { sums, squares };
}

export function kuwahara(image: LabImage, radius: number): LabImage {
  const { width, height } = image;
  const r = Math.max(1, Math.round(radius));
  const { sums, squares } = integral(image);
  const w = width + 1;
  const out = new Float32Array(image.data.length);
  const box = (x0: number, y0: number, x1: number, y1: number, c: number) =>
    sums[(y1 * w + x1) * 3 + c] -
    sums[(y0 * w + x1) * 3 + c] -
    sums[(y1 * w + x0) * 3 + c] +
    sums[(y0 * w + x0) * 3 + c];
  const boxSquares = (x0: number, y0: number, x1: number, y1: number) =>
    squares[y1 * w + x1] - squares[y0 * w + x1] - squares[y1 * w + x0] + squares[y0 * w + x0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let best = Infinity;
      let [x0, y0, x1, y1] = [0, 0, 1, 1];
      // The four overlapping squares with this pixel as a corner (clamped to the picture).
      for (let q = 0; q < 4; q++) {
        const left = q % 2 === 0;
        const up = q < 2;
        const qx0 = Math.max(0, left ? x - r : x);
        const qx1 = Math.min(width, left ? x + 1 : x + r + 1);
        const qy0 = Math.max(0, up ? y - r : y);
        const qy1 = Math.min(height, up ? y + 1 : y + r + 1);
        const n = (qx1 - qx0) * (qy1 - qy0);
        const mean = box(qx0, qy0, qx1, qy1, 0) / n;
        const variance = boxSquares(qx0, qy0, qx1, qy1) / n - mean * mean;
        if (variance < best) {
          best = variance;
          [x0, y0, x1, y1] = [qx0, qy0, qx1, qy1];
        }
      }
      const n = (x1 - x0) * (y1 - y0);
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) out[i + c] = box(x0, y0, x1, y1, c) / n;
    }
  }
  return { width, height, data: out };
}
