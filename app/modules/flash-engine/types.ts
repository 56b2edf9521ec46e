/**
 * The contract between the embedded flash-art engine and the rest of the app. The
 * generation pipeline (app/modules/generation) calls `renderFlashArt` from ./index.server;
 * nothing outside this folder depends on how designs are drawn.
 */
import type { DesignLettering } from "./composition";
import type { LetteringChoice } from "./lettering/lettering-choice";

export type Complexity = "Simple" | "Detailed" | "Highly Complex";

/** The customize modes of spec §3 / §9. */
export type CustomizeMode = "style" | "color" | "surprise" | "custom";

export const COLOR_THEMES = [
  "Black and Grey",
  "Full Color",
  "Watercolor",
  "Neon/Bright",
  "Earth Tones",
  "Pastel",
  "Monochromatic Blue",
  "Vintage Colors",
] as const;
export type ColorTheme = (typeof COLOR_THEMES)[number];

export const MODIFICATION_TAGS = [
  "Add more detail",
  "Simplify design",
  "Make it larger",
  "Make it smaller",
  "Change composition",
  "Add background elements",
  "Remove background",
  "Make it more abstract",
] as const;
export type ModificationTag = (typeof MODIFICATION_TAGS)[number];

export interface FlashArtCustomization {
  mode: CustomizeMode;
  /** Style mode: the style to transform into. */
  style?: string;
  /** Color mode: one of COLOR_THEMES. */
  colorTheme?: string;
  /** Any chosen modification tags (MODIFICATION_TAGS). */
  modifications?: string[];
  /** Custom mode: free instructions, matched by keywords. */
  instructions?: string;
}

export interface FlashArtRequest {
  /** What the user typed; subjects and "quoted text" come from here. */
  description: string;
  /** Style name: one of the 10 defaults, or a custom style (mapped to the nearest). */
  style: string;
  /** Other selected styles, blended in as accents where they fit. */
  extraStyles?: string[];
  /** A size label ('Small (5-10 cm)', ...) or a custom size text ('8 x 12 cm'). */
  size: string;
  complexity: Complexity;
  /** Same request and seed give the same design; variations use different seeds. */
  seed: number;
  /** Output PNG edge in pixels. */
  resolution: 512 | 1024 | 2048;
  /** The lettering studio's choices (issue 37): the words, font, layout, Roman numerals, lettering alone. */
  lettering?: LetteringChoice;
  /** When customizing an existing design. */
  customization?: FlashArtCustomization;
}

export interface FlashArtResult {
  /** Standalone SVG document (fonts as paths, no external references). */
  svg: string;
  /** PNG of `resolution` x `resolution`, white background. */
  png: Buffer;
  /** The subjects drawn, the style used, the text set, etc. (for tests and the card). */
  metadata: {
    subjects: string[];
    style: string;
    baseStyle: string;
    text: string[];
    physicalSizeCm: number;
    /** Smallest gap between strokes and thinnest stroke, in mm at physicalSizeCm. */
    minLineSpacingMm: number;
    minStrokeWidthMm: number;
    /**
     * Credits of the atlas motifs drawn, one line each, as their licences ask ("“sperm whale” by
     * Lorc, from Game Icons (https://game-icons.net), CC BY 3.0: <licence address>"); empty when
     * only hand-drawn motifs are drawn. Carry them wherever the design goes (PNG, SVG, PDF).
     */
    credits: string[];
    /**
     * The lettering as inked (issue 37): exactly its lines, the fonts and layout, and its
     * legibility measures in mm at physicalSizeCm (they scale with the size); absent without lettering.
     */
    lettering?: DesignLettering;
  };
}
