/**
 * Colours per base style, and the eight colour themes of the customize dialog that replace them.
 */
import { skinInk } from "~/modules/ink/skin-palette";
import { darken, grey, lighten } from "./colors";
import type { Tone } from "./drawing";
import type { BaseStyle } from "./styles";
import type { ColorTheme } from "./types";

export type ToneColors = Record<Tone, string>;

export interface Palette {
  /** Outline and line colour. */
  ink: string;
  tones: ToneColors;
  /** Lettering colour on a banner. */
  lettering: string;
  /** Small accents: sparkles, dots. */
  accents: string[];
  /** The colour theme applied, if any. */
  theme?: ColorTheme;
}

const INK = "#141414";

const TRADITIONAL: ToneColors = {
  primary: "#c8261d",
  secondary: "#1a1a1a",
  accent: "#f2b51d",
  leaf: "#2e7d3c",
  light: "#f8ecd2",
  dark: "#141414",
  warm: "#d9762b",
  cool: "#5d7d95",
  pink: "#ec9aa0",
  water: "#2f6da3",
  metal: "#dfe3e6",
};

const NEO_TRADITIONAL: ToneColors = {
  primary: "#9e1b32",
  secondary: "#1f4e5f",
  accent: "#d9a441",
  leaf: "#4f6d3a",
  light: "#f3e3c3",
  dark: "#1c1420",
  warm: "#b5562a",
  cool: "#5b6f8a",
  pink: "#d77a8c",
  water: "#2a6f7f",
  metal: "#c9c3b8",
};

const JAPANESE: ToneColors = {
  primary: "#c8321e",
  secondary: "#161616",
  accent: "#e3a72f",
  leaf: "#1c1c1c",
  light: "#ffffff",
  dark: "#111111",
  warm: "#d2461f",
  cool: "#3b3b3b",
  pink: "#e0553b",
  water: "#ffffff",
  metal: "#e2e2e2",
};

const GREYS: ToneColors = {
  primary: grey(0.36),
  secondary: grey(0.22),
  accent: grey(0.72),
  leaf: grey(0.48),
  light: grey(0.9),
  dark: grey(0.1),
  warm: grey(0.55),
  cool: grey(0.6),
  pink: grey(0.68),
  water: grey(0.62),
  metal: grey(0.8),
};

const WATERCOLOR: ToneColors = {
  primary: "#e2456b",
  secondary: "#6a4fc9",
  accent: "#f6b63e",
  leaf: "#3fae8c",
  light: "#f4c9a8",
  dark: "#2e2a4f",
  warm: "#f07a3a",
  cool: "#4a90d9",
  pink: "#f28fb5",
  water: "#3aa6d9",
  metal: "#8fa3b8",
};

const INK_ONLY: ToneColors = {
  primary: INK,
  secondary: INK,
  accent: INK,
  leaf: INK,
  light: "#ffffff",
  dark: INK,
  warm: INK,
  cool: INK,
  pink: INK,
  water: INK,
  metal: INK,
};

const STYLE_TONES: Record<BaseStyle, ToneColors> = {
  Traditional: TRADITIONAL,
  "Neo-traditional": NEO_TRADITIONAL,
  Japanese: JAPANESE,
  Realistic: GREYS,
  Neutral: { ...GREYS, primary: grey(0.5), secondary: grey(0.35), leaf: grey(0.62), warm: grey(0.66), cool: grey(0.7) },
  Watercolor: WATERCOLOR,
  Minimalist: INK_ONLY,
  Geometric: INK_ONLY,
  Blackwork: INK_ONLY,
  Dotwork: INK_ONLY,
  Tribal: INK_ONLY,
};

const STYLE_ACCENTS: Record<BaseStyle, string[]> = {
  Traditional: ["#f2b51d", "#c8261d", INK],
  "Neo-traditional": ["#d9a441", "#9e1b32", "#1f4e5f"],
  Japanese: ["#c8321e", INK],
  Realistic: [grey(0.3), grey(0.5)],
  Neutral: [grey(0.3)],
  Watercolor: ["#e2456b", "#6a4fc9", "#3aa6d9", "#f6b63e"],
  Minimalist: [INK],
  Geometric: [INK],
  Blackwork: [INK],
  Dotwork: [INK],
  Tribal: [INK],
};

interface ThemeColors {
  ink: string;
  tones: ToneColors;
}

export const THEME_COLORS: Record<ColorTheme, ThemeColors> = {
  "Black and Grey": { ink: INK, tones: GREYS },
  "Full Color": {
    ink: INK,
    tones: {
      primary: "#d7263d",
      secondary: "#1b75bc",
      accent: "#fbc02d",
      leaf: "#2e9b48",
      light: "#fbe9d0",
      dark: "#151515",
      warm: "#f26b21",
      cool: "#3f8fd2",
      pink: "#ef6fa0",
      water: "#1f8fd6",
      metal: "#c9d1d9",
    },
  },
  Watercolor: { ink: "#2b2b3a", tones: WATERCOLOR },
  "Neon/Bright": {
    ink: "#1a0f2e",
    tones: {
      primary: "#ff2d6f",
      secondary: "#7a2cff",
      accent: "#ffe600",
      leaf: "#1fe07a",
      light: "#fff3b0",
      dark: "#1a0f2e",
      warm: "#ff8a00",
      cool: "#00c2ff",
      pink: "#ff5cd6",
      water: "#00d5ff",
      metal: "#b8f2ff",
    },
  },
  "Earth Tones": {
    ink: "#2b2018",
    tones: {
      primary: "#9c4a2f",
      secondary: "#4e5b31",
      accent: "#c9a04a",
      leaf: "#6b7a3c",
      light: "#eadcc4",
      dark: "#2b2018",
      warm: "#a8652f",
      cool: "#6f7f73",
      pink: "#c98a74",
      water: "#5d7f86",
      metal: "#a89f91",
    },
  },
  Pastel: {
    ink: "#3d3a4a",
    tones: {
      primary: "#f4a6b7",
      secondary: "#a7c7e7",
      accent: "#fde2a7",
      leaf: "#b5e3c4",
      light: "#fff6ec",
      dark: "#5b5670",
      warm: "#f8c6a0",
      cool: "#b9c6ea",
      pink: "#f9c6d8",
      water: "#a9dcec",
      metal: "#dcdfe8",
    },
  },
  "Monochromatic Blue": {
    ink: "#0b1f3a",
    tones: {
      primary: "#1f4e8c",
      secondary: "#0f2a4d",
      accent: "#7fb2e5",
      leaf: "#3a6ea5",
      light: "#dceaf7",
      dark: "#0b1f3a",
      warm: "#2c5f9e",
      cool: "#5b8fc9",
      pink: "#9cc2ea",
      water: "#2f74c0",
      metal: "#b7cde6",
    },
  },
  "Vintage Colors": {
    ink: "#2a2522",
    tones: {
      primary: "#b0413e",
      secondary: "#2f4858",
      accent: "#d8a94b",
      leaf: "#5c7a4a",
      light: "#efe2c4",
      dark: "#2a2522",
      warm: "#b86b3a",
      cool: "#6b8a99",
      pink: "#d49a8f",
      water: "#4d7c8a",
      metal: "#cfc6b4",
    },
  },
};

/**
 * The palette of a style, or of a colour theme. `skinTone` ("Colours for my skin", issue 38)
 * swaps every colour that would not show on that tone for one that does (./skin-palette.ts).
 */
export function paletteFor(base: BaseStyle, theme?: ColorTheme, skinTone?: number): Palette {
  if (skinTone) {
    const palette = paletteFor(base, theme);
    const tones = Object.fromEntries(
      Object.entries(palette.tones).map(([tone, colour]) => [tone, skinInk(colour, skinTone)]),
    ) as ToneColors;
    return {
      ...palette,
      ink: skinInk(palette.ink, skinTone),
      tones,
      lettering: skinInk(palette.lettering, skinTone),
      accents: palette.accents.map((colour) => skinInk(colour, skinTone)),
    };
  }
  if (!theme) {
    const tones = STYLE_TONES[base];
    return {
      ink: INK,
      tones,
      lettering: base === "Traditional" || base === "Japanese" ? tones.primary : INK,
      accents: STYLE_ACCENTS[base],
    };
  }
  const { ink, tones } = THEME_COLORS[theme];
  return {
    ink,
    tones,
    lettering: ink,
    accents: [tones.primary, tones.accent, tones.secondary],
    theme,
  };
}

/** The darker companion of a tone, for shading. */
export function shadeColor(color: string, amount = 0.38): string {
  return darken(color, amount);
}

export function lightColor(color: string, amount = 0.35): string {
  return lighten(color, amount);
}
