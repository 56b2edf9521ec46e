/** Where the main motif sits (the stage a background is drawn round), and how a background's sketch is drawn. */
import { placeDrawing, type Sketch, type Tone } from "./drawing";
import { IDENTITY } from "./geometry";
import { renderDrawing, type RenderContext } from "./render-style";

/** Where the main motif sits on the canvas. */
export interface Stage {
  cx: number;
  cy: number;
  /** Radius of a circle that roughly covers the main motif. */
  radius: number;
  /** Bottom of the main motif. */
  bottom: number;
  /** Width over height of the main motif. */
  aspect: number;
  /** The colour role covering most of the main motif (frames pick a contrasting one). */
  dominantTone: Tone;
}

/**
 * Backgrounds are drawn in canvas units and space their own lines by the minimum gap, so the
 * per-motif detail culling (which assumes motif units) is switched off with a large scale.
 */
export const draw = (sketch: Sketch, ctx: RenderContext, weight = 0.9) =>
  renderDrawing({ ...placeDrawing(sketch.done(), IDENTITY), scale: 100 }, ctx, { weight, merge: true });
