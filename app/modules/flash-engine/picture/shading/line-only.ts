/**
 * Minimalist: the outline and the few lines that make the subject what it is, all in the same
 * fine line, nothing filled: the outlines of the dark shapes that make Blackwork's design read
 * (./black.ts: eyes, nose, the main stripes), its dark features (a pupil, a nose) drawn round,
 * and the most important inner lines.
 */
import { flatten, polygonArea, type Contour } from "../../geometry";
import { smoothMask, type PixelRules } from "../ink-rules";
import {
  and,
  components,
  dilate,
  fillHoles,
  minus,
  open,
  or,
  removeSpecks,
  selectComponents,
  squaredDistanceTo,
} from "../morphology";
import type { PictureCanvas } from "../picture-canvas";
import type { PictureLayers } from "../picture-layers";
import { polygonMask, type Mask } from "../raster";
import { pruneSpurs, strokeLength, traceSkeleton, type Stroke } from "../strokes";
import { thin } from "../thinning";
import { strokeContour } from "../vectorise";
import { darkFeatures } from "./features";
import { inkOf, lineMarks, stroked } from "./marks";

/** The features drawn round (an eye's rim and what it holds) and a gap about them. */
function featureAreas(layers: PictureLayers): Mask {
  const loops = layers.features.filter((s) => s.feature).map((s) => s.points);
  return dilate(polygonMask(layers.width, layers.height, loops), layers.px.minGap);
}

/** A dark shape is drawn when it is at least this many times as large (each way) as a drawn-round feature must be. */
const SHAPE_SIZE = 2;

/**
 * The dark shapes Blackwork fills (eyes, nose, mouth, the main stripes, an ear's inside) as their
 * outlines: only shapes wide enough for a line each side and the skin between them, large enough
 * to read (smaller pieces go), their edges smoothed into a line artist's curves. The features drawn
 * round (an eye's rim) and a gap about them are left out, so an eye is drawn once, by its rim, not
 * again as part of the dark around it (a tabby's eye runs into the stripe below it).
 */
export function darkShapes(canvas: PictureCanvas): Contour[] {
  const { ctx, layers } = canvas;
  const smallest = (SHAPE_SIZE * (2 * ctx.rules.minGap + ctx.outline)) ** 2;
  const { round } = byShape(outlinableShapes(minus(layers.shadow, featureAreas(layers)), layers.px));
  return canvas.regions(round).filter((c) => Math.abs(polygonArea(flatten(c, 2))) >= smallest);
}

/** The parts of a dark area wide enough to outline (a line each side, skin between), their edges smoothed. */
export function outlinableShapes(dark: Mask, px: PixelRules): Mask {
  return smoothMask(open(dark, (px.minGap + px.outline) / 2), Math.max(1, px.minGap * 0.7));
}

/** A stripe is drawn when its centre line is at least this many gaps long. */
const STRIPE_LENGTH = 3;

/** A dark shape this many times as long as it is wide is a stripe, drawn as one line. */
const STRIPE_ELONGATION = 2.5;

/**
 * The shapes of a mask sorted by how they are drawn: round ones (an eye, a nose) by their outline,
 * long ones (a stripe) by one line along their middle; its area over its widest width squared says
 * which (a disc 0.8, an almond 1.6, a stripe its length over its width).
 */
export function byShape(mask: Mask): { round: Mask; long: Mask } {
  // Measured with their holes filled: a dark ring round a light (a cup's shadow round its handle) is no stripe.
  const solid = fillHoles(mask);
  const { labels, sizes } = components(solid);
  const depth = squaredDistanceTo(solid, 0);
  const widest = new Float64Array(sizes.length);
  for (let i = 0; i < labels.length; i++)
    if (labels[i]) widest[labels[i] - 1] = Math.max(widest[labels[i] - 1], depth[i]);
  const long = sizes.map((size, k) => size > STRIPE_ELONGATION * 4 * widest[k]);
  return {
    round: and(
      mask,
      selectComponents(
        labels,
        mask,
        long.map((l) => !l),
      ),
    ),
    long: and(mask, selectComponents(labels, mask, long)),
  };
}

/**
 * The dark shapes too narrow to outline (a tabby's stripe, the line down beside a nose) as one
 * line along their middle, as a line artist draws a stripe: the long ones only, spurs pruned.
 */
export function darkStripes(dark: Mask, px: PixelRules): Stroke[] {
  const wide = outlinableShapes(dark, px);
  const narrow = or(removeSpecks(minus(dark, dilate(wide, px.minGap)), px.minGap * px.minGap), byShape(wide).long);
  return pruneSpurs(traceSkeleton(thin(narrow)), px.minGap).filter((s) => strokeLength(s) >= STRIPE_LENGTH * px.minGap);
}

export function lineOnly(canvas: PictureCanvas): string {
  const { ctx, layers } = canvas;
  const silhouette = canvas.silhouette();
  const stripes = darkStripes(minus(layers.shadow, featureAreas(layers)), layers.px).map((stroke) => ({
    contour: strokeContour(stroke, canvas.map, { tolerance: 0.6 }),
    level: 0.75,
  }));
  const lines = canvas.lines({
    // One level fewer than the other styles: the essentials.
    maxLevel: Math.max(0, ctx.maxLevel - 1),
    width: ctx.outline,
    fixed: inkOf([[silhouette, ctx.outline]]),
    // A feature drawn round needs room for its line and the skin inside it: smaller ones would be specks.
    more: [
      // A light island in the dark (a handle, a spoon) outlined first: it is a thing, not a shade.
      ...canvas.regions(layers.islands).map((contour) => ({ contour, level: 0 })),
      ...darkShapes(canvas).map((contour) => ({ contour, level: 0 })),
      ...darkFeatures(canvas, silhouette)
        .filter((c) => Math.abs(polygonArea(flatten(c, 2))) >= (2 * ctx.rules.minGap + ctx.outline) ** 2)
        .map((contour) => ({ contour, level: 0.5 })),
      ...stripes,
    ],
    features: true,
  });
  return stroked(canvas, silhouette, ctx.palette.ink, ctx.outline) + lineMarks(canvas, lines, ctx.palette.ink);
}
