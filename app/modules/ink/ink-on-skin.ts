/**
 * Each ink of a design against a skin tone, fresh and after the years: its CIEDE2000 contrast with
 * the skin, whether it shows, is faint or vanishes, by when it vanishes as it fades, and what to
 * use instead (decision 024). The same inks make the "Colours for my skin" theme.
 */
import {
  AGEING_YEARS,
  deepeningAfter,
  INK_FAMILY_LABELS,
  strengthAfter,
  type InkFamily,
  type SkinConditions,
} from "./ageing-model";
import { parseHexColour, type Rgb } from "./colour";
import type { InkColour } from "./ink-layers";
import { inkContrast, visibilityOf, type SkinTone, type Visibility } from "./skin-tones";

/** Tattoo inks people can ask an artist for, by name. */
export const NAMED_INKS = [
  { name: "black", hex: "#141414" },
  { name: "deep red", hex: "#9e1b32" },
  { name: "red", hex: "#c8261d" },
  { name: "orange", hex: "#e0661b" },
  { name: "yellow", hex: "#f2b51d" },
  { name: "deep green", hex: "#1f6b3a" },
  { name: "teal", hex: "#0f6e6e" },
  { name: "royal blue", hex: "#1b4f9c" },
  { name: "purple", hex: "#5b2c83" },
  { name: "brown", hex: "#5a3a22" },
  { name: "white", hex: "#ffffff" },
] as const;

export interface InkOnSkin {
  hex: string;
  family: InkFamily;
  label: string;
  share: number;
  /** CIEDE2000 against the skin: as healed, and after the years shown. */
  contrastFresh: number;
  contrast: number;
  visibility: Visibility;
  /** The first of 0/5/10/20 years by which it no longer shows, or null. */
  vanishesBy: number | null;
  /** What to do instead, when it is faint or vanishes. */
  suggestion: string | null;
}

export function contrastAfter(
  ink: Rgb,
  family: InkFamily,
  density: number,
  tone: SkinTone,
  years: number,
  skin: SkinConditions,
) {
  return inkContrast(ink, tone, density * strengthAfter(family, years, skin), deepeningAfter(years));
}

/** The named inks that show best on this tone after ten years, best first. */
export function inksThatShow(tone: SkinTone, skin: SkinConditions, exclude: string[] = []) {
  return NAMED_INKS.filter((ink) => !exclude.includes(ink.name))
    .map((ink) => {
      const rgb = parseHexColour(ink.hex);
      const family = familyOfNamed(ink.name);
      return { ...ink, contrast: contrastAfter(rgb, family, 1, tone, 10, skin) };
    })
    .sort((a, b) => b.contrast - a.contrast);
}

function familyOfNamed(name: string): InkFamily {
  if (name === "deep red") return "red";
  if (name === "deep green" || name === "teal") return "green";
  if (name === "royal blue") return "blue";
  return name as InkFamily;
}

export function inksOnSkin(inks: InkColour[], tone: SkinTone, years: number, skin: SkinConditions): InkOnSkin[] {
  return inks.map((ink) => {
    const contrastFresh = contrastAfter(ink.rgb, ink.family, ink.density, tone, 0, skin);
    const contrast = contrastAfter(ink.rgb, ink.family, ink.density, tone, years, skin);
    const vanishesBy =
      AGEING_YEARS.find(
        (y) => visibilityOf(contrastAfter(ink.rgb, ink.family, ink.density, tone, y, skin)) === "vanishes",
      ) ?? null;
    const visibility = visibilityOf(contrast);
    return {
      hex: ink.hex,
      family: ink.family,
      label: INK_FAMILY_LABELS[ink.family],
      share: Math.round(ink.share * 1000) / 1000,
      contrastFresh: Math.round(contrastFresh * 10) / 10,
      contrast: Math.round(contrast * 10) / 10,
      visibility,
      vanishesBy,
      suggestion: visibility === "shows" && vanishesBy === null ? null : suggestionFor(ink.family, tone, skin),
    };
  });
}

function suggestionFor(family: InkFamily, tone: SkinTone, skin: SkinConditions): string {
  const best = inksThatShow(tone, skin, ["black", "white", "yellow"])
    .slice(0, 2)
    .map((ink) => ink.name);
  const alternatives = `${best[0]} or ${best[1]}`;
  switch (family) {
    case "black":
      return "Black shows only as a subtle dark mark on this tone: keep lines bold and the spacing open.";
    case "grey":
      return "Use solid black and leave skin open for the light areas: light grey shading fades into this tone.";
    case "white":
      return `Leave the skin open for highlights instead of white ink; ${best[0]} or black shows on this tone.`;
    default:
      return `Try ${alternatives}: they show on this tone.`;
  }
}
