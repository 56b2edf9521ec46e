/**
 * Step 3, line drawing: where the picture's edges and dark lines are, by the difference of
 * Gaussians (Winnemöller, Kyprianidis and Olsen, "XDoG: An eXtended difference-of-Gaussians
 * compendium", 2012), thresholded into a mask of ink. The DoG is negative on the dark side of
 * every edge and along dark lines, so a threshold on it draws each edge once, on its dark side,
 * as an artist inks it. Light lines (a cat's whiskers) are the same measure with its sign turned.
 */
import { gaussianBlur, grayOf, maskOf, type Gray, type Mask } from "./raster";

/** Ratio of the two Gaussians' spreads (the DoG approximates the Laplacian of Gaussian at 1.6). */
const K = 1.6;

export interface LineOptions {
  /** Spread of the finer Gaussian in pixels: larger draws fewer, bolder edges. */
  sigma: number;
  /** How dark against its surround (lightness 0..1) a line must be. */
  contrast: number;
  /** Lines only here (the subject, slightly grown). */
  within?: Mask;
}

/** The difference of Gaussians of lightness: G(sigma) - G(K sigma). */
export function differenceOfGaussians(lightness: Gray, sigma: number): Gray {
  const fine = gaussianBlur(lightness, sigma);
  const coarse = gaussianBlur(lightness, sigma * K);
  const out = new Float32Array(fine.data.length);
  for (let i = 0; i < out.length; i++) out[i] = fine.data[i] - coarse.data[i];
  return grayOf(lightness.width, lightness.height, out);
}

function linesOf(dog: Gray, sign: 1 | -1, options: LineOptions): Mask {
  const out = new Uint8Array(dog.data.length);
  for (let i = 0; i < out.length; i++) {
    if (options.within && !options.within.data[i]) continue;
    out[i] = sign * dog.data[i] < -options.contrast ? 1 : 0;
  }
  return maskOf(dog.width, dog.height, out);
}

/** Dark lines and the dark side of edges. */
export function darkLines(lightness: Gray, options: LineOptions): Mask {
  return linesOf(differenceOfGaussians(lightness, options.sigma), 1, options);
}

/** Light lines (whiskers, highlights' rims) on darker ground. */
export function lightLines(lightness: Gray, options: LineOptions): Mask {
  return linesOf(differenceOfGaussians(lightness, options.sigma), -1, options);
}
