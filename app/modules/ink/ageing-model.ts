/**
 * How ink ages in skin (decision 029), as numbers the renderer and the verdict share:
 * - Spread: ink migrates outwards from every edge, about 0.1 mm a decade on sheltered, stable
 *   skin, after settling about 0.1 mm while it heals; more where the skin moves, rubs, is thin or
 *   sees the sun (the placement's factor). A line widens by twice the spread, a gap between two
 *   lines narrows by twice the spread and closes when that reaches its width.
 * - Fade: each ink loses a share of its strength per decade, by pigment family: yellows, whites
 *   and pastel tints fastest (azo yellows and titanium white break down in light), black carbon
 *   slowest; sun speeds it up (the placement's sun factor).
 * Pure: the browser, the render threads and the engine all read these.
 */
import { labFromRgb, type Rgb } from "./colour";

/** The years the viewer, try-on and share page show. */
export const AGEING_YEARS = [0, 5, 10, 20] as const;
export type AgeingYears = (typeof AGEING_YEARS)[number];

export function parseAgeingYears(value: string | null | undefined): AgeingYears | null {
  const years = value?.trim() ?? "";
  return /^\d{1,2}$/.test(years) && (AGEING_YEARS as readonly number[]).includes(Number(years))
    ? (Number(years) as AgeingYears)
    : null;
}

/** Ink each edge loses to the skin while it heals (the first months), in mm. */
export const SETTLE_MM = 0.1;
/** Ink each edge gains per decade after healing, on sheltered, stable skin, in mm. */
export const SPREAD_PER_DECADE_MM = 0.1;

/** Where the skin moves, rubs or sees sun: how much faster ink spreads and fades there. */
export interface SkinConditions {
  /** 1 on sheltered, stable skin (inner forearm); more on fingers, wrists, ankles. */
  spreadFactor: number;
  /** 1 on skin often covered; more where the sun reaches (outer forearm, hands). */
  sunFactor: number;
}

export const SHELTERED: SkinConditions = { spreadFactor: 1, sunFactor: 1 };

/** How far ink has moved out from every edge after `years`, in mm (0 when fresh). */
export function spreadMm(years: number, skin: SkinConditions = SHELTERED): number {
  if (years <= 0) return 0;
  const healing = SETTLE_MM * Math.min(1, years);
  return skin.spreadFactor * (healing + (SPREAD_PER_DECADE_MM * Math.max(0, years - 1)) / 10);
}

/** What is left of a gap of `gapMm` between two lines after `years` (0 once it has closed). */
export function gapAfter(gapMm: number, years: number, skin: SkinConditions = SHELTERED): number {
  return Math.max(0, gapMm - 2 * spreadMm(years, skin));
}

/** A line of `widthMm` after `years`. */
export function lineWidthAfter(widthMm: number, years: number, skin: SkinConditions = SHELTERED): number {
  return widthMm + 2 * spreadMm(years, skin);
}

/**
 * The year two lines `gapMm` apart merge (their spreading edges meet), to a tenth of a year;
 * 0 when they merge while healing. Whatever the lines' own widths: each edge moves the same.
 */
export function mergeYear(gapMm: number, skin: SkinConditions = SHELTERED): number {
  const half = gapMm / 2 / skin.spreadFactor;
  const exact = half <= SETTLE_MM ? half / SETTLE_MM : 1 + ((half - SETTLE_MM) * 10) / SPREAD_PER_DECADE_MM;
  // Up to the next tenth (not past it on a floating-point hair).
  return Math.ceil(exact * 10 - 1e-9) / 10;
}

/** The narrowest gap that stays open for `years` (plus the smallest the eye still reads at arm's length). */
export const READABLE_GAP_MM = 0.2;
export function gapThatLasts(years: number, skin: SkinConditions = SHELTERED): number {
  return Math.round((2 * spreadMm(years, skin) + READABLE_GAP_MM) * 100) / 100;
}

/** Ink families, by how their pigments age (and what people call them). */
export type InkFamily =
  "black" | "grey" | "white" | "yellow" | "orange" | "red" | "pastel" | "green" | "blue" | "purple" | "brown";

/**
 * Strength lost per decade on skin often covered, by family. The order follows the sources of
 * decision 029: azo yellows and oranges and titanium white break down fastest in light, light tints
 * (colour let down with white) fade with their white, reds next, phthalocyanine blues and greens
 * and dioxazine violets are photostable, iron-oxide browns and carbon black hardly change.
 */
export const FADE_PER_DECADE: Record<InkFamily, number> = {
  white: 0.45,
  yellow: 0.32,
  pastel: 0.28,
  orange: 0.24,
  red: 0.18,
  purple: 0.13,
  green: 0.11,
  blue: 0.1,
  brown: 0.08,
  grey: 0.06,
  black: 0.05,
};

/** The family of an ink colour, from its CIELAB lightness, chroma and hue. */
export function inkFamily(rgb: Rgb): InkFamily {
  const [L, a, b] = labFromRgb(rgb);
  const chroma = Math.hypot(a, b);
  if (chroma < 12) return L < 30 ? "black" : L > 90 ? "white" : "grey";
  if (L > 70 && chroma < 42) return "pastel";
  const hue = ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
  if (hue >= 30 && hue < 90 && L < 55 && chroma < 50) return "brown";
  if (hue < 40 || hue >= 330) return "red";
  if (hue < 62) return "orange";
  if (hue < 105) return "yellow";
  if (hue < 195) return "green";
  if (hue < 290) return "blue";
  return "purple";
}

/** The share of an ink's strength left after `years`. */
export function strengthAfter(family: InkFamily, years: number, skin: SkinConditions = SHELTERED): number {
  if (years <= 0) return 1;
  return (1 - FADE_PER_DECADE[family]) ** ((years / 10) * skin.sunFactor);
}

/** How much deeper (and bluer, for dark inks) ink sits after `years`: 0 fresh, 1 after 20 years. */
export function deepeningAfter(years: number): number {
  return Math.min(1.5, Math.max(0, years) / 20);
}

export const INK_FAMILY_LABELS: Record<InkFamily, string> = {
  black: "Black",
  grey: "Grey shading",
  white: "White",
  yellow: "Yellow",
  orange: "Orange",
  red: "Red",
  pastel: "Pastel",
  green: "Green",
  blue: "Blue",
  purple: "Purple",
  brown: "Brown",
};
