import { parsePhysicalSize } from "~/modules/designs/physical-size";
import { readSceneFully } from "~/modules/flash-engine/reading.server";
import { describeScene } from "~/modules/flash-engine/scene";
import { bodyPlacement, DEFAULT_LIMITS } from "~/modules/ink/placements";
import { describeCustomization } from "./customization";
import type { DesignSpec, EditSpec } from "./image-engine.server";
import { providerLettering, roomForLettering, withoutLettering } from "./providers/provider-lettering.server";

/**
 * Prompts for image models, written for tattoo flash: the style's line weight, shading
 * and palette, the complexity, the physical size (lines far enough apart to heal well),
 * a white background, no skin or mock-up, and no text: lettering is the engine's, set over the art
 * afterwards (issue 37), so the model is asked to leave room for it where it will go.
 */

const STYLE_DIRECTIONS: Record<string, string> = {
  traditional:
    "American traditional tattoo flash: bold, even black outlines, flat fills of red, green, yellow and black, simple whip shading, iconic readable shapes",
  "neo-traditional":
    "neo-traditional tattoo: varied line weight, rich jewel-toned palette, ornamental details and decorative framing, smooth gradients",
  realistic: "black and grey realism tattoo: no outlines, soft grey gradients, smooth shading and realistic lighting",
  minimalist: "minimalist fine-line tattoo: a single thin continuous line, no fill, no shading, lots of negative space",
  geometric: "geometric tattoo: precise polygons, sacred-geometry overlays, clean straight lines and dot accents",
  blackwork: "blackwork tattoo: solid black masses, strong negative space, high contrast, no colour",
  dotwork: "dotwork tattoo: shading made entirely of stippled dots, fine outlines, black ink",
  watercolor: "watercolor tattoo: soft colour washes and splashes bleeding past thin delicate lines",
  tribal: "tribal tattoo: bold black flowing shapes with sharp spikes and curves, no shading",
  japanese:
    "Japanese irezumi tattoo: bold outlines, waves, clouds and wind bars, red and black with limited accent colours",
};

const COMPLEXITY_DIRECTIONS: Record<string, string> = {
  Simple: "simple composition with few elements and large clean shapes",
  Detailed: "detailed composition with fine linework and considered shading",
  "Highly Complex": "intricate, highly detailed composition with many interlocking elements",
};

function styleDirection(style: string) {
  return STYLE_DIRECTIONS[style.trim().toLowerCase()] ?? `${style} tattoo style`;
}

/** Words in double or single quotes: lettering the person asked for. */
export function quotedText(description: string): string[] {
  return [...description.matchAll(/"([^"]{1,60})"|(?<![\p{L}])'([^']{1,60})'(?![\p{L}])/gu)].map((m) =>
    (m[1] ?? m[2]).trim(),
  );
}

export function buildTattooPrompt(spec: DesignSpec): string {
  return tattooDirections(spec, `Tattoo flash design of ${artDescription(spec)}.`).join(" ");
}

/**
 * The description as the model reads it: when the engine letters the design (issue 37), the words
 * are taken out of it, so the model draws none (it is told where to leave room instead).
 */
function artDescription(spec: DesignSpec): string {
  const description = spec.description.trim();
  const lettering = providerLettering(spec);
  return lettering ? withoutWords(description, lettersIn(description, lettering.lines)) : description;
}

/** The words a text (a description, a customization's instructions) letters, and the lines inked: longest first. */
function lettersIn(text: string, lines: readonly string[]): string[] {
  const words = [...quotedText(text), ...readSceneFully(text).lettering, ...lines];
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

const withoutWords = (text: string, words: string[]) => (words.length ? withoutLettering(text, words) : text);

/**
 * For the edit call with a reference picture (issue 28): the picture's subject redrawn as
 * flash, the description saying what to keep, add or change, then the same directions.
 */
export function buildPicturePrompt(spec: DesignSpec): string {
  return tattooDirections(
    spec,
    `Redraw the main subject of the reference picture as a tattoo flash design: ${artDescription(spec)}.`,
    "Keep the subject recognisable (its shape, pose, proportions and distinctive features) but draw it as tattoo linework, not a photograph; leave out the photo's background.",
  ).join(" ");
}

/** The prompt's lines after its opening ones: composition, style, complexity, size, page and lettering. */
function tattooDirections(spec: DesignSpec, ...opening: string[]): string[] {
  const size = parsePhysicalSize(spec.size);
  // The scene reading the embedded engine uses (issue 16): relations, counts and poses spelled out.
  const scene = readSceneFully(spec.description);
  // The engine sets any lettering over the art (issue 37): the model is asked for none, and for room.
  const lettering = providerLettering(spec);
  const relations = describeScene(scene);
  const blend = spec.extraStyles.length ? ` Blend in elements of ${spec.extraStyles.join(" and ")}.` : "";
  return [
    ...opening,
    ...(relations ? [`Composition: ${relations}; draw exactly these counts, poses and relations.`] : []),
    `Style: ${styleDirection(spec.style)}.${blend}`,
    `${COMPLEXITY_DIRECTIONS[spec.complexity] ?? ""}.`,
    ...placementDirections(spec.placement, size),
    "Centered artwork isolated on a plain white background, crisp edges, printable as a stencil.",
    "No skin, no body, no arm, no mock-up, no photograph of a tattoo, no frame around the page.",
    lettering ? roomForLettering(lettering) : "No text, letters, numbers or signatures.",
  ];
}

/**
 * The size and where it goes (issue 38), with that placement's own line limits: a band is a
 * border whose ends join, a finger holds one bold mark.
 */
function placementDirections(placementId: string | null | undefined, size: { widthCm: number; heightCm: number }) {
  const placement = bodyPlacement(placementId);
  const limits = placement?.limits ?? DEFAULT_LIMITS;
  const lines = `keep every line at least ${limits.minGapMm} mm apart and at least ${limits.minStrokeMm} mm thick at that size`;
  if (placement?.kind === "band") {
    return [
      `A tattoo band that goes right round the ${placement.label.replace(/ band$/i, "").toLowerCase()}: one horizontal strip ${size.widthCm} cm long and ${size.heightCm} cm tall across the middle of a square page, a pattern that repeats along it and whose left and right ends join seamlessly when wrapped; ${lines}.`,
    ];
  }
  if (placement?.kind === "finger") {
    return [
      `For a finger, about ${size.widthCm} cm: one bold, simple mark with no fine detail and no shading; ${lines}.`,
    ];
  }
  const where = placement ? ` on the ${placement.label.toLowerCase()}` : "";
  return [`Designed to be tattooed${where} at about ${size.widthCm} x ${size.heightCm} cm: ${lines}.`];
}

/**
 * For a customization (the edit call with the design's image). When the image is a lettered
 * design's art with its words taken out (issue 37), the words are kept out of the prompt too (the
 * original's and any new ones the instructions quote), and the model is asked for no text and room
 * where the engine sets the lettering again (or for none at all when the lettering is dropped).
 */
export function buildEditPrompt(spec: EditSpec): string {
  const instructions = describeCustomization(spec.customization);
  const lines = [
    `Rework this tattoo flash design (${spec.description.trim()}): ${instructions}.`,
    `Keep it a ${styleDirection(spec.style)}.`,
    "Keep the artwork centered on a plain white background. No skin, no mock-up.",
  ];
  if (!spec.original.unlettered) return lines.join(" ");
  const lettering = providerLettering(spec);
  const words = lettersIn(`${spec.description} ${spec.customization.instructions ?? ""}`, lettering?.lines ?? []);
  return [
    ...lines.map((line) => withoutWords(line, words)),
    lettering ? roomForLettering(lettering) : "No text, letters, numbers or signatures.",
  ].join(" ");
}
