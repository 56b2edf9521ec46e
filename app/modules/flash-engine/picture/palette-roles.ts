/**
 * Which palette role a colour of the picture plays. The engine's mapping (toneOfColour) reads an
 * icon's painted colours; a photo's colours are shaded, so a deep red in shadow is still red (its
 * shadow is drawn darker by the style), and only a dark colour without much hue is black.
 */
import { parseHex } from "../colors";
import type { Tone } from "../drawing";
import { toneOfColour } from "../stylise/silhouette";
import { labToHex, rgbToLab } from "./colour";

/** Chroma (Lab) above which a dark colour keeps its hue's role. */
const CHROMA = 10;

export function paletteRole(hex: string): Tone {
  const [l, a, b] = rgbToLab(...parseHex(hex));
  if (l >= 20 || Math.hypot(a, b) < CHROMA) return toneOfColour(hex);
  // Seen in a better light: the same hue, lighter.
  return toneOfColour(labToHex(45, a, b));
}
