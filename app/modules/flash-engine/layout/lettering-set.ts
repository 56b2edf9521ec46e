/**
 * What every lettering layout shares: the room it has beside the motif, the font and layout a
 * design letters in, the minimum capital height, and lines set to a size.
 */
import type { DesignSpec } from "../design-spec";
import type { Box, Vec } from "../geometry";
import type { TextOutline, Typesetter } from "../lettering";
import type { LetteringLayout } from "../lettering/lettering-choice";
import { STYLE_PROFILES, type LetteringFont } from "../styles";
import type { Placement, TextPlacement } from "./canvas-items";

export interface LetteringRoom {
  /** The main subject's (or scene's) box, its centre and radius. */
  mainBox: Box;
  centre: Vec;
  radius: number;
  /** Where a banner crosses the main motif, as a fraction of its height from the top. */
  bannerAt: number;
  /** Where a carried banner hangs, when the scene says so. */
  bannerY?: number;
  /** Waves or a horizon under the design push plain lettering lower. */
  wavesBelow: boolean;
  /** The main motif's filled shapes on the canvas (lettering along the motif follows their underside). */
  mainShapes?: Vec[][];
  /** How far from the centre the backgrounds reach (a dotted ring, rays): lettering on arcs goes round them. */
  backgroundReach?: number;
  /** Lettering alone: its banners are as long as their words (not as wide as a motif they cross). */
  bannersHugWords?: boolean;
}

export interface PlacedLettering {
  banners: Placement[];
  texts: TextPlacement[];
  /** Canvas polygons the lettering covers (kept free of ornaments). */
  occupied: Vec[][];
}

/** The library font each style letters in when none is chosen. */
export const STYLE_FONTS: Record<LetteringFont, string> = {
  script: "kaushan-script",
  blackletter: "unifrakturmaguntia",
};

/** The font a design letters in: the one chosen in the studio, else its style's. */
export function letteringFont(spec: DesignSpec): string {
  return spec.lettering.font ?? STYLE_FONTS[spec.style.profile.font ?? STYLE_PROFILES.Traditional.font];
}

/**
 * The layout a design letters in: the one chosen, else a banner when the description names one ("a
 * heart with a banner that says mom", in any style), else a banner in the styles that have them.
 */
export function letteringLayout(spec: DesignSpec): Exclude<LetteringLayout, "auto"> {
  if (spec.text.length === 0 && spec.blankBanner) return "banner";
  const chosen = spec.lettering.layout;
  if (chosen !== "auto") return chosen;
  return spec.style.profile.banner || spec.bannerNamed ? "banner" : "straight";
}

/** Whether the design draws a banner: its lettering set on one, or a blank one asked for. */
export function drawsBanner(spec: DesignSpec): boolean {
  return (spec.text.length > 0 || spec.blankBanner) && letteringLayout(spec) === "banner";
}

/** The smallest capital height lettering is set at (3.5 mm at the design's size, and never tiny on the canvas). */
export function minimumCap(spec: DesignSpec): number {
  return Math.max(30, 3.5 * spec.rules.unitsPerMm);
}

/** Long single texts go on two banners, in reading order (top banner first). */
export function splitForBanner(text: string): string[] {
  if (text.length <= 18 || !text.includes(" ")) return [text];
  const words = text.split(" ");
  let best = 1;
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const diff = Math.abs(words.slice(0, i).join(" ").length - words.slice(i).join(" ").length);
    if (diff < bestDiff) {
      bestDiff = diff;
      best = i;
    }
  }
  return [words.slice(0, best).join(" "), words.slice(best).join(" ")];
}

/**
 * The lines as set: every line of the text (each is inked, exactly), a long single one split in
 * two where the layout has room for two (banners, a ring).
 */
export function linesToSet(spec: DesignSpec, split: boolean): string[] {
  if (spec.text.length !== 1 || !split) return spec.text;
  return splitForBanner(spec.text[0]);
}

/** A line set at the size that gives it `cap` capitals, no wider than `maxWidth` (but never under the minimum). */
export function setLine(
  typeset: Typesetter,
  line: string,
  font: string,
  cap: number,
  maxWidth: number,
  minCap: number,
): TextOutline {
  const probe = typeset(line, font, 100);
  const capRatio = Math.max(0.1, probe.capHeight / 100);
  let fontSize = cap / capRatio;
  if ((probe.width / 100) * fontSize > maxWidth)
    fontSize = Math.max(minCap / capRatio, maxWidth / Math.max(1e-6, probe.width / 100));
  return typeset(line, font, fontSize);
}
