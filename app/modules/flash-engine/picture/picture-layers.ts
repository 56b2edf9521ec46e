/**
 * The picture taken apart into what a flash artist draws from it, in working pixels: the
 * subject's silhouette, its tones (shadow, the deepest darks, the lights), its colours merged
 * into the palette's roles, grey levels, and its lines (dark edges and light whiskers) as ranked
 * strokes. Each layer is computed when a style first asks for it (a Minimalist design never
 * clusters colours) and cleaned by the tattooability rules of the size (./ink-rules.ts).
 */
import type { Tone } from "../drawing";
import { assign, kMeans, labToHex, lightnessOf, type LabImage } from "./colour";
import { featureStrokes } from "./feature-lines";
import { cleanInk, smoothMask, type PixelRules } from "./ink-rules";
import { kuwahara } from "./kuwahara";
import { componentBoxes, lightIslands, overlaps, pointsBox } from "./light-islands";
import { rankStrokes, straightness, traceLines, type RankedStroke } from "./line-strokes";
import {
  and,
  close,
  components,
  dilate,
  invert,
  minus,
  open,
  or,
  removeSpecks,
  selectComponents,
  squaredDistanceTo,
  within,
} from "./morphology";
import { paletteRole } from "./palette-roles";
import { crownBetweenPoints, isPortrait, vignette } from "./portrait-vignette";
import { gaussianBlur, maskBox, maskOf, type Gray, type Mask } from "./raster";
import type { TraceSettings } from "./settings";
import type { FoundSubject } from "./subject-mask";

/** Lightness (0..1) below which the picture is black. */
const BLACK = 0.1;

/** Share of the subject, lightest first, that counts as its lights for stipple (no dots). */
const LIGHTEST = 0.95;

export interface ToneRegion {
  tone: Tone;
  /** The region's own mean colour. */
  colour: string;
  mask: Mask;
  area: number;
}

/** The subject's values in order (every other pixel), for quantiles. */
function sortedWithin(values: Gray, within: Mask): Float32Array {
  let count = 0;
  for (let i = 0; i < values.data.length; i += 2) count += within.data[i];
  const picked = new Float32Array(count);
  let k = 0;
  for (let i = 0; i < values.data.length; i += 2) if (within.data[i]) picked[k++] = values.data[i];
  return picked.sort();
}

/** The value below which `share` of the sorted values lie. */
function quantile(sorted: Float32Array, share: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] : 0.5;
}

/** Each pixel takes the label most common in the box around it (small islands merge into their surround). */
function majority(labels: Uint8Array, count: number, width: number, height: number, radius: number): Uint8Array {
  const r = Math.max(1, Math.round(radius));
  const best = new Float32Array(labels.length).fill(-1);
  const out = new Uint8Array(labels.length);
  const w = width + 1;
  const sums = new Int32Array(w * (height + 1));
  for (let label = 0; label < count; label++) {
    for (let y = 0; y < height; y++) {
      let row = 0;
      for (let x = 0; x < width; x++) {
        row += labels[y * width + x] === label ? 1 : 0;
        sums[(y + 1) * w + x + 1] = sums[y * w + x + 1] + row;
      }
    }
    for (let y = 0; y < height; y++) {
      const y0 = Math.max(0, y - r);
      const y1 = Math.min(height, y + r + 1);
      for (let x = 0; x < width; x++) {
        const x0 = Math.max(0, x - r);
        const x1 = Math.min(width, x + r + 1);
        const n = sums[y1 * w + x1] - sums[y0 * w + x1] - sums[y1 * w + x0] + sums[y0 * w + x0];
        const i = y * width + x;
        if (n > best[i]) {
          best[i] = n;
          out[i] = label;
        }
      }
    }
  }
  return out;
}

export class PictureLayers {
  private cache = new Map<string, unknown>();

  constructor(
    readonly lab: LabImage,
    /** The subject as found (./subject-mask.ts), before the size's rules. */
    private readonly found: FoundSubject,
    readonly settings: TraceSettings,
    readonly px: PixelRules,
    /** The description names an animal whose ears stand in points (./portrait-vignette.ts, hasPointedEars). */
    private readonly pointedEars = false,
  ) {}

  private memo<T>(key: string, build: () => T): T {
    if (!this.cache.has(key)) this.cache.set(key, build());
    return this.cache.get(key) as T;
  }

  get width(): number {
    return this.lab.width;
  }

  get height(): number {
    return this.lab.height;
  }

  /** The subject's size in pixels (its box's larger side). */
  get size(): number {
    return this.memo("size", () => {
      const box = maskBox(this.silhouette);
      return Math.max(1, box.maxX - box.minX, box.maxY - box.minY);
    });
  }

  /**
   * The subject's silhouette, its edge smoothed into flash curves, and gaps between its parts too
   * narrow to stay open between two outlines at the size widened (a horse's legs at 5 cm), as an
   * artist parts them.
   */
  get silhouette(): Mask {
    return this.memo("silhouette", () => {
      const edge = Math.max(this.width, this.height);
      // A certain edge (a drawing) keeps its shape; an uncertain one (fur on a blur) is rounded
      // off, its notches closed, as an artist draws a head's contour through its fur.
      const doubt = 1 - this.found.crispness;
      const portrait = isPortrait(this.found.mask);
      const framed = portrait ? vignette(this.found.mask) : this.found.mask;
      const rounded = close(framed, edge * 0.04 * doubt * doubt);
      const smoothed = smoothMask(rounded, Math.max(1.5, edge * (0.004 + 0.035 * doubt)));
      // The crown is cut after smoothing, so the points stay points.
      const smooth = portrait && this.pointedEars ? crownBetweenPoints(smoothed, rounded) : smoothed;
      const need = (this.px.minGap + this.px.outline) / 2;
      const background = invert(smooth);
      const narrow = minus(background, open(background, need));
      return removeSpecks(minus(smooth, dilate(narrow, need * 0.6)), this.px.minGap * this.px.minGap);
    });
  }

  /** Parts of the subject too thin for two outlines and the skin between them: drawn as solid ink. */
  get thinParts(): Mask {
    return this.memo("thinParts", () => {
      const sil = this.silhouette;
      return removeSpecks(
        minus(sil, open(sil, (this.px.minGap + this.px.outline) / 2)),
        this.px.minStroke * this.px.minStroke * 4,
      );
    });
  }

  /** The silhouette less a margin along its edge (one distance transform serves every margin). */
  private inset(margin: number): Mask {
    const depth = this.memo("depth", () => squaredDistanceTo(this.silhouette, 0));
    return within(depth, this.silhouette, margin, false);
  }

  /** The band of the silhouette under its outline's inner half. */
  private get outlineBand(): Mask {
    return this.memo("outlineBand", () => minus(this.silhouette, this.inset(this.px.outline / 2 + 0.5)));
  }

  /**
   * An area of ink cleaned for the size, its edge smoothed into the broad shapes flash shading
   * takes (not the fur's every tuft); ink nearer the outline than a gap joins it.
   */
  private inkArea(mask: Mask): Mask {
    const smoothing = Math.max(this.px.minStroke, Math.max(this.width, this.height) * 0.004);
    return and(cleanInk(or(mask, this.outlineBand), this.px, { smoothing }), this.silhouette);
  }

  /** The picture flattened (Kuwahara): fur and grain become areas, edges stay. */
  get flat(): LabImage {
    return this.memo("flat", () =>
      kuwahara(this.lab, Math.max(1, Math.max(this.width, this.height) * this.settings.flatten)),
    );
  }

  /** Lightness of the flattened picture, 0 black .. 1 white. */
  get tone(): Gray {
    return this.memo("tone", () => lightnessOf(this.flat));
  }

  /** Lightness thresholds of the subject: its shadow, its deepest darks, its lights. */
  get levels(): { shadow: number; deep: number; light: number } {
    return this.memo("levels", () => {
      const sorted = this.sortedTones;
      const deep = Math.min(0.24, quantile(sorted, 0.1) + 0.04);
      const shadow = Math.max(deep, quantile(sorted, this.settings.shadowShare));
      const light = Math.max(shadow + 0.05, quantile(sorted, 0.6));
      return { shadow, deep, light };
    });
  }

  private get sortedTones(): Float32Array {
    return this.memo("sortedTones", () => sortedWithin(this.tone, this.silhouette));
  }

  /** The tone blurred a little: shading follows the light's broad shapes, not every tuft of fur. */
  private get broadTone(): Gray {
    return this.memo("broadTone", () => gaussianBlur(this.tone, Math.max(this.width, this.height) * 0.005));
  }

  /** Where the subject is at least as dark as `level` (in the broad tone for shading). */
  private below(level: number, broad = false): Mask {
    const { data } = broad ? this.broadTone : this.tone;
    const sil = this.silhouette.data;
    const out = new Uint8Array(data.length);
    for (let i = 0; i < out.length; i++) out[i] = sil[i] && data[i] <= level ? 1 : 0;
    return maskOf(this.width, this.height, out);
  }

  /** The darker share of the subject: a style's shadow, the light islands within it left open. */
  get shadow(): Mask {
    return this.memo("shadow", () => minus(this.inkArea(this.below(this.levels.shadow, true)), this.islands));
  }

  /** The deepest darks (pupils, a black coat, a cup's inside): solid ink in every style that fills. */
  get deep(): Mask {
    return this.memo("deep", () => minus(this.deepInk, this.islands));
  }

  /** The deepest darks as cleaned, light islands included. */
  private get deepInk(): Mask {
    return this.memo("deepInk", () => this.inkArea(this.below(this.levels.deep)));
  }

  /**
   * Light shapes enclosed by the subject's dark (./light-islands.ts: a cup's handle, a spoon's
   * bowl in its shadow), cut out of the shadow after its cleaning so its closing cannot eat them,
   * their edges smoothed; the styles give each its own contour. The features drawn round (an
   * eye's rim, its iris inside) are drawn by their rims and left out.
   */
  get islands(): Mask {
    return this.memo("islands", () => {
      const { deep, shadow, light } = this.levels;
      const found = lightIslands(this.tone, this.silhouette, this.inset(this.px.outline / 2 + this.px.minGap), {
        light: (deep + light) / 2,
        dark: shadow,
        minArea: (2 * this.px.minGap) ** 2,
        bridge: Math.max(1, this.px.minStroke),
        // Grown into its shaded side (a handle's lower half), so the island has the thing's whole shape.
        dim: (deep + shadow) / 2,
        reach: 3 * this.px.minGap,
        surround: 4,
        core: deep,
      });
      const { labels, sizes } = components(found);
      if (!sizes.length) return found;
      // An island within a feature's box (an iris inside its rim) is the feature's: left to it.
      const boxes = componentBoxes(labels, this.width, sizes.length, this.px.minGap);
      const loops = this.features.filter((s) => s.feature).map((s) => pointsBox(s.points));
      const kept = boxes.map((b) => !loops.some((loop) => overlaps(loop, b)));
      if (!kept.includes(true)) return maskOf(this.width, this.height);
      return and(smoothMask(selectComponents(labels, found, kept), Math.max(1, this.px.minStroke)), this.silhouette);
    });
  }

  /** What is black in the picture itself (a silhouette, a pupil): solid even in Dotwork. */
  get black(): Mask {
    return this.memo("black", () => this.inkArea(this.below(BLACK)));
  }

  /** The light areas, as wide as a gap must be: the white cuts of a Tribal mass. */
  get lights(): Mask {
    return this.memo("lights", () => {
      const { data } = this.tone;
      const sil = this.silhouette.data;
      const out = new Uint8Array(data.length);
      for (let i = 0; i < out.length; i++) out[i] = sil[i] && data[i] >= this.levels.light ? 1 : 0;
      const inner = this.inset(this.px.minGap + this.px.outline / 2);
      return and(cleanInk(maskOf(this.width, this.height, out), this.px, { minSize: this.px.minGap * 1.5 }), inner);
    });
  }

  /** `count` cumulative darkness levels (level k: the darkest (k + 1) / (count + 1) of the subject). */
  greyLevels(count: number): Mask[] {
    return this.memo(`greys:${count}`, () =>
      Array.from({ length: count }, (_, k) => {
        const level = quantile(this.sortedTones, (count - k) / (count + 1));
        return this.inkArea(this.below(level, true));
      }),
    );
  }

  /**
   * How dark each pixel is within the subject's range: 0 at its lightest (the brightest
   * twentieth), 1 at its deepest darks; the mid-tones in between, so stipple thins out towards
   * the light instead of stopping at the subject's median.
   */
  get darkness(): Gray {
    return this.memo("darkness", () => {
      const { deep } = this.levels;
      const light = Math.max(deep + 0.1, quantile(this.sortedTones, LIGHTEST));
      const smooth = gaussianBlur(this.tone, Math.max(1, this.px.minGap / 3));
      const out = new Float32Array(smooth.data.length);
      for (let i = 0; i < out.length; i++)
        out[i] = Math.min(1, Math.max(0, (light - smooth.data[i]) / Math.max(0.05, light - deep)));
      return { width: this.width, height: this.height, data: out };
    });
  }

  /**
   * The subject's colours, clustered and merged into the palette's roles (a tabby's browns are
   * its warm tone, a green eye its leaf tone), islands smaller than a gap merged into their
   * surround; largest first.
   */
  get toneRegions(): ToneRegion[] {
    return this.memo("toneRegions", () => {
      const flat = this.flat;
      const sil = this.silhouette.data;
      let count = 0;
      for (let i = 0; i < sil.length; i++) count += sil[i];
      const inside = new Int32Array(count);
      const points = new Float32Array(count * 3);
      for (let i = 0, k = 0; i < sil.length; i++) {
        if (!sil[i]) continue;
        inside[k] = i;
        // Lightness weighs half: hue, not shading, separates the colours of things.
        points[k * 3] = flat.data[i * 3] * 0.5;
        points[k * 3 + 1] = flat.data[i * 3 + 1];
        points[k * 3 + 2] = flat.data[i * 3 + 2];
        k++;
      }
      const clusters = kMeans(points, 3, this.settings.colours);
      const hexes = Array.from({ length: clusters.k }, (_, c) =>
        labToHex(clusters.centres[c * 3] * 2, clusters.centres[c * 3 + 1], clusters.centres[c * 3 + 2]),
      );
      const tones = [...new Set(hexes.map(paletteRole))];
      const toneIndex = hexes.map((hex) => tones.indexOf(paletteRole(hex)));
      const members = assign(points, 3, clusters);
      const labels = new Uint8Array(sil.length).fill(255);
      for (let k = 0; k < inside.length; k++) labels[inside[k]] = toneIndex[members[k]];
      const merged = majority(labels, tones.length, this.width, this.height, this.px.minGap / 2);
      const regions = tones.map((tone, t): ToneRegion => {
        const out = new Uint8Array(sil.length);
        let area = 0;
        const sum = [0, 0, 0];
        for (let i = 0; i < out.length; i++) {
          if (!sil[i] || merged[i] !== t) continue;
          out[i] = 1;
          area++;
          for (let c = 0; c < 3; c++) sum[c] += flat.data[i * 3 + c];
        }
        const [l, a, b] = sum;
        const mask = removeSpecks(
          smoothMask(maskOf(this.width, this.height, out), Math.max(0.8, this.px.minStroke)),
          this.px.minGap * this.px.minGap,
        );
        return { tone, colour: labToHex(l / (area || 1), a / (area || 1), b / (area || 1)), mask, area };
      });
      return regions.filter((r) => r.area > 0).sort((p, q) => q.area - p.area);
    });
  }

  /**
   * The lines, away from the outline, as strokes ranked by importance: dark edges of the
   * flattened picture, and long straight light lines of the picture itself (whiskers), which
   * flattening would erase.
   */
  get strokes(): RankedStroke[] {
    return this.memo("strokes", () => {
      const edge = Math.max(this.width, this.height);
      const away = this.inset(this.px.outline / 2 + this.px.minGap);
      const dark = traceLines(this.tone, away, {
        sigma: Math.max(0.8, edge * this.settings.lineSigma),
        contrast: this.settings.lineContrast,
        light: false,
        minLength: this.size * this.settings.minStroke,
      });
      const whiskers = traceLines(lightnessOf(this.lab), away, {
        sigma: Math.max(0.7, edge * 0.0014),
        contrast: 0.015,
        light: true,
        minLength: this.size * 0.1,
      }).filter((s) => straightness(s) > 0.85);
      return rankStrokes([...dark, ...whiskers]);
    });
  }

  /** The strokes as a line artist ranks them: features (an eye's rim and what it holds) first (./feature-lines.ts). */
  get features(): RankedStroke[] {
    return this.memo("features", () =>
      featureStrokes(this.strokes, {
        box: maskBox(this.silhouette),
        smallest: 3 * this.px.minGap + this.px.outline,
        dark: this.deepInk,
      }),
    );
  }
}
