/**
 * The picture's layers on the canvas, as a style asks for them: masks as filled contours (holes
 * wound the other way), the silhouette, the inner lines spaced for the size (./spacing.ts), the
 * darkness under any canvas point. One per design; it holds the style's render context (line
 * widths, palette, stipple lattice, the texture gaps drawn).
 */
import type { Contour, Vec } from "../geometry";
import type { RenderContext } from "../render-style";
import type { PictureLayers } from "./picture-layers";
import { sample, type Gray, type Mask } from "./raster";
import { spaceLines, type InkLine, type SpacedLine } from "./spacing";
import { maskRegions, strokeContour, type PixelToCanvas } from "./vectorise";

export interface RegionOptions {
  /** Straight facets (Geometric) instead of curves. */
  faceted?: boolean;
  /** Simplification tolerance in pixels (default: half a pixel, a few for facets). */
  tolerance?: number;
}

export interface LineRequest {
  /** Finest detail level drawn (0..3). */
  maxLevel: number;
  width: number;
  /** Ink the lines must keep their distance from (outline, fills, other lines). */
  fixed: InkLine[];
  /** More lines to draw among the picture's, at their detail level (a feature's outline). */
  more?: Array<{ contour: Contour; level: number }>;
  faceted?: boolean;
  /** The strokes as a line artist ranks them, features first (../feature-lines.ts). */
  features?: boolean;
}

export class PictureCanvas {
  constructor(
    readonly layers: PictureLayers,
    readonly map: PixelToCanvas,
    readonly ctx: RenderContext,
  ) {}

  toCanvas(x: number, y: number): Vec {
    return [x * this.map.scale + this.map.dx, y * this.map.scale + this.map.dy];
  }

  private toPixels(x: number, y: number): Vec {
    return [(x - this.map.dx) / this.map.scale, (y - this.map.dy) / this.map.scale];
  }

  /** A mask's outlines on the canvas; holes keep the opposite winding (fill-rule nonzero or evenodd). */
  regions(mask: Mask, options: RegionOptions = {}): Contour[] {
    return maskRegions(mask, this.map, {
      minArea: Math.max(2, this.layers.px.minStroke * this.layers.px.minStroke),
      tolerance: options.tolerance ?? (options.faceted ? 3 : 0.5),
      faceted: options.faceted,
    });
  }

  /** The subject's outline. */
  silhouette(options: RegionOptions = {}): Contour[] {
    return this.regions(this.layers.silhouette, options);
  }

  /** The inner lines up to a detail level, most important first, spaced for the size. */
  lines(request: LineRequest): SpacedLine[] {
    const strokes = request.features ? this.layers.features : this.layers.strokes;
    const candidates = [
      ...strokes.map((s) => ({
        level: s.level,
        contour: strokeContour(s, this.map, { tolerance: request.faceted ? 2 : 0.6, faceted: request.faceted }),
      })),
      ...(request.more ?? []),
    ]
      .filter((s) => s.level <= request.maxLevel)
      .sort((a, b) => a.level - b.level)
      .map((s) => ({ contour: s.contour, width: request.width }));
    const { minGap } = this.ctx.rules;
    return spaceLines(candidates, request.fixed, {
      minGap,
      minLength: Math.max(minGap * 1.5, this.layers.size * this.layers.settings.minStroke * this.map.scale * 0.6),
      widest: this.ctx.outline * 2.4,
    });
  }

  /** How dark the picture is under a canvas point, within the subject's range (0..1). */
  darknessAt(x: number, y: number): number {
    const [px, py] = this.toPixels(x, y);
    return sample(this.layers.darkness, px, py);
  }

  /** A pixel field sampled at a canvas point. */
  fieldAt(field: Gray, x: number, y: number): number {
    const [px, py] = this.toPixels(x, y);
    return sample(field, px, py);
  }
}
