/**
 * What a design's lines do over the years at a placement, from its own geometry: where they
 * merge by year 5, 10 and 20, the verdict in a sentence ("holds well for 20 years", "the fine
 * lines in the eagle merge by year 10"), and what would make it last (the gap it would need, the
 * size at which it holds). Runs in the render pool (a few closings of a 1024 px picture).
 */
import { ageingGeometry, closedGaps, type AgeingGeometry } from "./aged-ink";
import { gapThatLasts, spreadMm, type SkinConditions } from "./ageing-model";
import type { InkColour, InkLayers } from "./ink-layers";
import { describePlace, mergePlaces, type DesignRegion } from "./merges";

export const CHECKED_YEARS = [5, 10, 20] as const;

export interface MergeAt {
  years: number;
  /** Where lines have merged by then, largest first (words and bounds as fractions of the design). */
  places: Array<{ where: string; minX: number; minY: number; maxX: number; maxY: number; areaMm2: number }>;
}

export interface AgeingAnalysis {
  widthMm: number;
  merges: MergeAt[];
  /** The first checked year with lines merged, or null when they hold for 20 years. */
  firstMergeYears: number | null;
  verdict: string;
  /** The narrowest gap that merges at all within 40 years, in mm (null: none does). */
  narrowestMergingGapMm: number | null;
  /** The width (cm) at which nothing merges for 20 years here, when larger than now. */
  lastingSizeCm: number | null;
  inks: InkColour[];
}

export function analyseAgeing(
  layers: InkLayers,
  options: { widthMm: number; skin: SkinConditions; regions?: DesignRegion[] },
): AgeingAnalysis {
  const geometry = ageingGeometry(layers, options.widthMm);
  const { width, height } = layers;
  const regions = options.regions ?? [];
  const merges: MergeAt[] = CHECKED_YEARS.map((years) => {
    const closed = closedGaps(geometry, spreadMm(years, options.skin) / geometry.mmPerPixel);
    const places = mergePlaces(closed, width, height, geometry.mmPerPixel).map((place) => ({
      where: describePlace(place, width, height, regions),
      minX: place.minX / width,
      minY: place.minY / height,
      maxX: (place.maxX + 1) / width,
      maxY: (place.maxY + 1) / height,
      areaMm2: Math.round(place.areaMm2 * 100) / 100,
    }));
    return { years, places };
  });
  const first = merges.find((merge) => merge.places.length > 0) ?? null;
  // The search for the narrowest merging gap closes the picture many times: at half the resolution.
  const narrowest = narrowestMergingGap(ageingGeometry(halfSize(layers), options.widthMm), spreadMm(40, options.skin));
  const lasting = gapThatLasts(20, options.skin);
  const lastingSizeCm =
    narrowest !== null && narrowest < lasting
      ? Math.ceil(((options.widthMm * lasting) / narrowest / 10) * 2) / 2
      : null;
  return {
    widthMm: options.widthMm,
    merges,
    firstMergeYears: first?.years ?? null,
    verdict: verdictFor(first),
    narrowestMergingGapMm: narrowest === null ? null : Math.round(narrowest * 100) / 100,
    lastingSizeCm,
    inks: layers.palette,
  };
}

/** "Holds well for 20 years", or where the fine lines merge first and by when. */
export function verdictFor(first: MergeAt | null): string {
  if (!first) return "Holds well for 20 years.";
  const names = [...new Set(first.places.map((place) => place.where))];
  const where =
    names.length > 3
      ? "across the design"
      : names.length > 1
        ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`
        : names[0];
  return `The fine lines ${where} merge by year ${first.years}.`;
}

/**
 * The narrowest gap that closes at all, found by the smallest spread that merges lines somewhere
 * (a binary search over closings, to a quarter of a pixel): a gap closes when twice the spread
 * reaches it. Null when none closes within `maxSpreadMm`.
 */
function narrowestMergingGap(geometry: AgeingGeometry, maxSpreadMm: number): number | null {
  const { width, height } = geometry.layers;
  const merges = (spreadPx: number) =>
    mergePlaces(closedGaps(geometry, spreadPx), width, height, geometry.mmPerPixel).length > 0;
  let high = maxSpreadMm / geometry.mmPerPixel;
  if (!merges(high)) return null;
  let low = 0;
  for (let step = 0; step < 6 && high - low > 0.25; step++) {
    const middle = (low + high) / 2;
    if (merges(middle)) high = middle;
    else low = middle;
  }
  return 2 * high * geometry.mmPerPixel;
}

/** The ink at half the resolution, each pixel the densest of its four (thin lines survive). */
export function halfSize(layers: InkLayers): InkLayers {
  const width = Math.ceil(layers.width / 2);
  const height = Math.ceil(layers.height / 2);
  const amount = new Float32Array(width * height);
  const colour = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < layers.height; y++) {
    for (let x = 0; x < layers.width; x++) {
      const from = y * layers.width + x;
      const to = (y >> 1) * width + (x >> 1);
      if (layers.amount[from] > amount[to]) {
        amount[to] = layers.amount[from];
        colour[to] = layers.colour[from];
      }
    }
  }
  return { width, height, amount, colour, palette: layers.palette };
}
