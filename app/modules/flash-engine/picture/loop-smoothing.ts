/**
 * A traced loop (an eye's rim, a nostril) as a line artist draws it: one clean closed curve. The
 * loop is resampled evenly and kept to its lowest harmonics (Fourier descriptors of the curve as
 * complex numbers): the first makes an ellipse, the next few its almond points and lean; the
 * fur's wobble, in the higher ones, goes.
 */
import { resample, type Vec } from "../geometry";

/** The loop through its `harmonics` lowest frequencies each way, as `samples` points. */
export function smoothLoop(points: readonly Vec[], harmonics: number, samples = 64): Vec[] {
  if (points.length < 4) return [...points];
  const even = resample(points, samples, true);
  const n = even.length;
  const terms: Array<{ k: number; re: number; im: number }> = [];
  for (let k = -harmonics; k <= harmonics; k++) {
    let re = 0;
    let im = 0;
    for (let j = 0; j < n; j++) {
      const angle = (-2 * Math.PI * k * j) / n;
      const [x, y] = even[j];
      re += x * Math.cos(angle) - y * Math.sin(angle);
      im += x * Math.sin(angle) + y * Math.cos(angle);
    }
    terms.push({ k, re: re / n, im: im / n });
  }
  return even.map((_, j): Vec => {
    let x = 0;
    let y = 0;
    for (const { k, re, im } of terms) {
      const angle = (2 * Math.PI * k * j) / n;
      x += re * Math.cos(angle) - im * Math.sin(angle);
      y += re * Math.sin(angle) + im * Math.cos(angle);
    }
    return [x, y];
  });
}
