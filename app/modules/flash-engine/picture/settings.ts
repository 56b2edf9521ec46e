/**
 * How much of the picture is kept, by complexity: the working size, how far the colours are
 * flattened, how fine an edge becomes a line, how many colours and tones. Simple designs see the
 * picture coarser (fewer, bolder lines); highly complex ones finer (more inner detail).
 */
import type { Complexity } from "../types";

export interface TraceSettings {
  /** The working picture's longer side, in pixels. */
  edge: number;
  /** Kuwahara radius, as a fraction of the working edge. */
  flatten: number;
  /** The DoG's finer spread, as a fraction of the working edge. */
  lineSigma: number;
  /** How dark against its surround an edge must be to become a line (lightness 0..1). */
  lineContrast: number;
  /** Colour clusters before they merge into the style's palette tones. */
  colours: number;
  /** Share of the subject, darkest first, that is shadow. */
  shadowShare: number;
  /** Grey levels of the Realistic style. */
  greys: number;
  /** Strokes shorter than this fraction of the subject's size are dropped. */
  minStroke: number;
}

export const TRACE_SETTINGS: Record<Complexity, TraceSettings> = {
  Simple: {
    edge: 384,
    flatten: 0.012,
    lineSigma: 0.006,
    lineContrast: 0.016,
    colours: 6,
    shadowShare: 0.22,
    greys: 3,
    minStroke: 0.06,
  },
  Detailed: {
    edge: 512,
    flatten: 0.0075,
    lineSigma: 0.004,
    lineContrast: 0.01,
    colours: 8,
    shadowShare: 0.3,
    greys: 4,
    minStroke: 0.025,
  },
  "Highly Complex": {
    edge: 640,
    flatten: 0.005,
    lineSigma: 0.003,
    lineContrast: 0.008,
    colours: 10,
    shadowShare: 0.36,
    greys: 5,
    minStroke: 0.018,
  },
};
