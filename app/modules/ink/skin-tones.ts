/**
 * Skin tones and ink seen through skin (decision 029). The ten tones are the Monk Skin Tone
 * (MST) Scale's, by Dr. Ellis Monk with Google, released openly under Creative Commons
 * Attribution 4.0 (credited wherever the tones are shown: MONK_SCALE_CREDIT).
 *
 * Tattoo ink sits in the dermis, under the epidermis that carries the skin's melanin: the skin's
 * colour is the dermis's light filtered twice by the epidermis, so ink is seen through the same
 * filter. It darkens and shifts with the skin; it never paints over it. White or yellow ink on a
 * deep tone comes out close to the skin itself, which is why it does not show.
 */
import { colourDifference, linearRgb, parseHexColour, srgbFromLinear, type Rgb } from "./colour";

export const MONK_SCALE_CREDIT =
  "Skin tones: the Monk Skin Tone Scale by Dr. Ellis Monk and Google (skintone.google), CC BY 4.0.";

export interface SkinTone {
  /** 1 (lightest) to 10 (deepest). */
  id: number;
  name: string;
  hex: string;
}

const MST_HEX = [
  "#f6ede4",
  "#f3e7db",
  "#f7ead0",
  "#eadaba",
  "#d7bd96",
  "#a07e56",
  "#825c43",
  "#604134",
  "#3a312a",
  "#292420",
] as const;

/** MST's own grouping (Heldreth, Monk et al., 2024): 1-3 light, 4-6 medium, 7-10 deep. */
function depthOf(id: number): "light" | "medium" | "deep" {
  return id <= 3 ? "light" : id <= 6 ? "medium" : "deep";
}

export const SKIN_TONES: readonly SkinTone[] = MST_HEX.map((hex, index) => ({
  id: index + 1,
  name: `Monk ${index + 1} (${depthOf(index + 1)})`,
  hex,
}));

export const SKIN_TONE_IDS = SKIN_TONES.map((tone) => tone.id);

export function skinTone(id: number): SkinTone {
  return SKIN_TONES[Math.min(10, Math.max(1, Math.round(id))) - 1];
}

/** A tone id from a query string or form ("6"); null when it is not one of the ten. */
export function parseSkinTone(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,2}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id >= 1 && id <= 10 ? id : null;
}

// The model's constants, in linear light per channel.
/** What the skin's surface reflects whatever lies under it (below the deepest MST tone's darkest channel). */
const SURFACE = 0.006;
/** The dermis's own reflectance, which the ink replaces where it lies. */
const DERMIS = 0.9;
/**
 * Dermis above and around the ink scatters blue light back (the Tyndall effect that makes old
 * black tattoos look blue-black): no ink shows darker than this under skin.
 */
const SCATTER_FLOOR: Rgb = [0.011, 0.015, 0.027];

/**
 * An ink colour as it shows in skin of `tone`, at `density` (0..1 of full saturation), after
 * `deepening` (0 fresh; grows as ink migrates deeper over the years, bluing dark inks).
 */
export function inkInSkin(ink: Rgb, tone: SkinTone | Rgb, density = 1, deepening = 0): Rgb {
  const skin = linearRgb("hex" in tone ? parseHexColour(tone.hex) : tone);
  const inkLinear = linearRgb(ink);
  const shown = [0, 1, 2].map((c) => {
    // Ink that sank deeper over the years reads bluer: only the blue of the floor rises.
    const floor = SCATTER_FLOOR[c] * (c === 2 ? 1 + deepening : 1);
    const dermisWithInk = DERMIS * (1 - density) + Math.max(inkLinear[c], floor) * density;
    return SURFACE + Math.max(0, skin[c] - SURFACE) * (dermisWithInk / DERMIS);
  });
  return srgbFromLinear(shown as unknown as Rgb);
}

/** How an ink stands out from the skin around it. */
export type Visibility = "shows" | "faint" | "vanishes";

/**
 * CIEDE2000 thresholds for a line of ink against its skin: below 5 it is lost in the skin's own
 * variation (freckles, hair, light), below 12 it reads only up close.
 */
export const VANISHES_BELOW = 5;
export const FAINT_BELOW = 12;

export function visibilityOf(contrast: number): Visibility {
  return contrast < VANISHES_BELOW ? "vanishes" : contrast < FAINT_BELOW ? "faint" : "shows";
}

/** The CIEDE2000 difference between the skin and the ink in it. */
export function inkContrast(ink: Rgb, tone: SkinTone, density = 1, deepening = 0): number {
  return colourDifference(parseHexColour(tone.hex), inkInSkin(ink, tone, density, deepening));
}

/** The tone of the scale nearest a colour (CIEDE2000), e.g. skin sampled from a photo. */
export function nearestSkinTone(rgb: Rgb): SkinTone {
  let best = SKIN_TONES[0];
  let bestDifference = Infinity;
  for (const tone of SKIN_TONES) {
    const difference = colourDifference(rgb, parseHexColour(tone.hex));
    if (difference < bestDifference) [best, bestDifference] = [tone, difference];
  }
  return best;
}
