/**
 * "Colours for my skin" (issue 38): a palette's colour kept when it shows on the tone after ten
 * years, else swapped for the named tattoo ink nearest in hue that does, and light tints left as
 * open skin (the skin itself is the highlight). The engine draws with it; the image providers'
 * prompt names the same inks (./skin-palette-prompt in tattoo-prompt.ts).
 */
import { inkFamily, SHELTERED } from "./ageing-model";
import { labFromRgb, parseHexColour } from "./colour";
import { contrastAfter, NAMED_INKS } from "./ink-on-skin";
import { skinTone, VANISHES_BELOW } from "./skin-tones";

const OPEN_SKIN = "#ffffff";
const cache = new Map<string, string>();

function showsOn(hex: string, tone: number): number {
  const rgb = parseHexColour(hex);
  return contrastAfter(rgb, inkFamily(rgb), 1, skinTone(tone), 10, SHELTERED);
}

/** The ink to use for `hex` on Monk tone `tone`. */
export function skinInk(hex: string, tone: number): string {
  const key = `${hex}:${tone}`;
  const known = cache.get(key);
  if (known) return known;
  const chosen = chooseInk(hex, tone);
  cache.set(key, chosen);
  return chosen;
}

function chooseInk(hex: string, tone: number): string {
  if (hex.toLowerCase() === OPEN_SKIN) return OPEN_SKIN;
  if (showsOn(hex, tone) >= VANISHES_BELOW * 2) return hex;
  const family = inkFamily(parseHexColour(hex));
  if (family === "white" || family === "pastel" || family === "grey") return OPEN_SKIN;
  const [, a, b] = labFromRgb(parseHexColour(hex));
  const hue = Math.atan2(b, a);
  const candidates = NAMED_INKS.filter((ink) => ink.name !== "white")
    .map((ink) => {
      const [, ia, ib] = labFromRgb(parseHexColour(ink.hex));
      const apart = Math.abs(Math.atan2(Math.sin(Math.atan2(ib, ia) - hue), Math.cos(Math.atan2(ib, ia) - hue)));
      return { hex: ink.hex, apart: ink.name === "black" ? Math.PI : apart, contrast: showsOn(ink.hex, tone) };
    })
    .filter((ink) => ink.contrast >= VANISHES_BELOW * 2);
  candidates.sort((x, y) => x.apart - y.apart || y.contrast - x.contrast);
  return candidates[0]?.hex ?? "#141414";
}

/** The named inks that show on the tone, for the image providers' prompt ("black, deep red and royal blue"). */
export function inkNamesFor(tone: number): string[] {
  return NAMED_INKS.filter((ink) => showsOn(ink.hex, tone) >= VANISHES_BELOW * 2).map((ink) => ink.name);
}
