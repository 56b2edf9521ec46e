/**
 * Each ink of a design against a skin tone, fresh and after the years: its CIEDE2000 contrast with
 * the skin, whether it shows, is faint or vanishes, by when it vanishes as it fades, and what to
 * use instead (decision 029). The same inks make the "Colours for my skin" theme.
 */
import {
  AGEING_YEARS,
  deepeningAfter,
  INK_FAMILY_LABELS,
  strengthAfter,
  type InkFamily,
  type SkinConditions,
} from "./ageing-model";
import { labFromRgb, parseHexColour, type Rgb } from "./colour";
import type { InkColour } from "./ink-layers";
import { FAINT_BELOW, inkContrast, visibilityOf, type SkinTone, type Visibility } from "./skin-tones";

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
  const labels = inkLabels(inks);
  return inks.map((ink, index) => {
    const contrastFresh = contrastAfter(ink.rgb, ink.family, ink.density, tone, 0, skin);
    // Judged on the figure shown (one decimal), so a 5.0 never reads "Will not show".
    const contrastAt = (y: number) => tenths(contrastAfter(ink.rgb, ink.family, ink.density, tone, y, skin));
    const contrast = contrastAt(years);
    const vanishesBy = AGEING_YEARS.find((y) => visibilityOf(contrastAt(y)) === "vanishes") ?? null;
    const visibility = visibilityOf(contrast);
    return {
      hex: ink.hex,
      family: ink.family,
      label: labels[index],
      share: Math.round(ink.share * 1000) / 1000,
      contrastFresh: tenths(contrastFresh),
      contrast,
      visibility,
      vanishesBy,
      suggestion: visibility === "shows" && vanishesBy === null ? null : suggestionFor(ink, tone, skin),
    };
  });
}

const tenths = (value: number) => Math.round(value * 10) / 10;

/**
 * Each ink's name, told apart when a design has two shades of one family: "Dark red" and "Light
 * red" (darkest to lightest by L*; a third between them is "Mid red", a fourth "Mid red 2").
 */
export function inkLabels(inks: readonly InkColour[]): string[] {
  const labels = inks.map((ink) => INK_FAMILY_LABELS[ink.family]);
  const families = new Set(inks.map((ink) => ink.family));
  for (const family of families) {
    const shades = inks
      .map((ink, index) => ({ index, lightness: labFromRgb(ink.rgb)[0] }))
      .filter(({ index }) => inks[index].family === family)
      .sort((a, b) => a.lightness - b.lightness);
    if (shades.length < 2) continue;
    const name = INK_FAMILY_LABELS[family].toLowerCase();
    shades.forEach(({ index }, rank) => {
      const mid = rank > 1 ? ` ${rank}` : "";
      labels[index] = rank === 0 ? `Dark ${name}` : rank === shades.length - 1 ? `Light ${name}` : `Mid ${name}${mid}`;
    });
  }
  return labels;
}

/** Named inks that show on the tone after ten years, nearest in hue to `ink` first. */
function alternativesTo(ink: Rgb, tone: SkinTone, skin: SkinConditions): string[] {
  const [, a, b] = labFromRgb(ink);
  const hue = Math.atan2(b, a);
  const apart = (hex: string) => {
    const [, ia, ib] = labFromRgb(parseHexColour(hex));
    const difference = Math.atan2(ib, ia) - hue;
    return Math.abs(Math.atan2(Math.sin(difference), Math.cos(difference)));
  };
  const showing = inksThatShow(tone, skin, ["black", "white", "yellow"]).filter(
    (named) => named.contrast >= FAINT_BELOW,
  );
  const nearest = showing.sort((x, y) => apart(x.hex) - apart(y.hex));
  // Within a quarter turn of its hue (a yellow's brown, not its green), else the one nearest.
  const close = nearest.filter((named) => apart(named.hex) <= Math.PI / 2);
  return (close.length ? close : nearest).slice(0, close.length ? 2 : 1).map((named) => named.name);
}

/**
 * When no colour shows on the tone: black, if it shows well; on the deepest tones even black is
 * only faint, so the inks that show most are named without promising that any shows well.
 */
function withoutColour(tone: SkinTone, skin: SkinConditions): string {
  const best = inksThatShow(tone, skin, ["white", "yellow"]).slice(0, 2);
  if (best[0].contrast >= FAINT_BELOW) {
    return `Only ${best[0].name} shows well on this tone: use it for the lines and let the skin itself be the colour.`;
  }
  const names = best.map((named) => named.name).join(" and ");
  return `No ink stands out strongly on this tone (${names} most): keep lines bold and the spacing open, and let the skin itself be the colour.`;
}

function suggestionFor(ink: InkColour, tone: SkinTone, skin: SkinConditions): string {
  const alternatives = alternativesTo(ink.rgb, tone, skin);
  const instead = alternatives.length
    ? `Try ${alternatives.join(" or ")}: ${alternatives.length > 1 ? "they show" : "it shows"} on this tone.`
    : withoutColour(tone, skin);
  switch (ink.family) {
    case "black":
      return "Black shows only as a subtle dark mark on this tone: keep lines bold and the spacing open.";
    case "grey":
      return "Use solid black and leave skin open for the light areas: light grey shading fades into this tone.";
    case "white":
      return "Leave the skin open for highlights instead of white ink: white will not show on it for long.";
    default:
      return instead;
  }
}
