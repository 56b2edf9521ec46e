/**
 * The ten base styles and how any style name (including users' custom styles) maps onto them.
 * Each profile holds the few numbers that make a style recognisable at a glance; the renderers
 * in ./render-style.ts and the layout in ./composition.ts read them.
 */

export const BASE_STYLES = [
  "Traditional",
  "Realistic",
  "Minimalist",
  "Geometric",
  "Watercolor",
  "Blackwork",
  "Tribal",
  "Neo-traditional",
  "Japanese",
  "Dotwork",
] as const;
export type BaseStyle = (typeof BASE_STYLES)[number] | "Neutral";

export type LetteringFont = "script" | "blackletter";

export interface StyleProfile {
  name: BaseStyle;
  /** Outline width in canvas units (before the physical minimum is applied). */
  outline: number;
  /** Interior detail lines relative to the outline. */
  detailRatio: number;
  /** The main motif's size as a fraction of the canvas. */
  motifSize: number;
  /** True when the style is ink only (no colour fills by default). */
  mono: boolean;
  font: LetteringFont;
  /** How many secondary elements (leaves, flowers, sparkles) a style likes, 0..1. */
  ornamentation: number;
  /** Whether quoted text sits on a ribbon banner or is set plainly. */
  banner: boolean;
}

export const STYLE_PROFILES: Record<BaseStyle, StyleProfile> = {
  Traditional: {
    name: "Traditional",
    outline: 11,
    detailRatio: 0.62,
    motifSize: 0.66,
    mono: false,
    font: "script",
    ornamentation: 0.8,
    banner: true,
  },
  "Neo-traditional": {
    name: "Neo-traditional",
    outline: 9,
    detailRatio: 0.45,
    motifSize: 0.68,
    mono: false,
    font: "script",
    ornamentation: 1,
    banner: true,
  },
  Realistic: {
    name: "Realistic",
    outline: 0,
    detailRatio: 0.5,
    motifSize: 0.72,
    mono: true,
    font: "blackletter",
    ornamentation: 0.3,
    banner: false,
  },
  Minimalist: {
    name: "Minimalist",
    outline: 3.6,
    detailRatio: 1,
    motifSize: 0.54,
    mono: true,
    font: "script",
    ornamentation: 0.15,
    banner: false,
  },
  Geometric: {
    name: "Geometric",
    outline: 4.2,
    detailRatio: 0.75,
    motifSize: 0.56,
    mono: true,
    font: "script",
    ornamentation: 0.4,
    banner: false,
  },
  Blackwork: {
    name: "Blackwork",
    outline: 8,
    detailRatio: 0.5,
    motifSize: 0.62,
    mono: true,
    font: "blackletter",
    ornamentation: 0.6,
    banner: true,
  },
  Dotwork: {
    name: "Dotwork",
    outline: 4.4,
    detailRatio: 0.8,
    motifSize: 0.6,
    mono: true,
    font: "blackletter",
    ornamentation: 0.6,
    banner: false,
  },
  Watercolor: {
    name: "Watercolor",
    outline: 3.4,
    detailRatio: 0.8,
    motifSize: 0.6,
    mono: false,
    font: "script",
    ornamentation: 0.5,
    banner: false,
  },
  Tribal: {
    name: "Tribal",
    outline: 12,
    detailRatio: 0.7,
    motifSize: 0.5,
    mono: true,
    font: "blackletter",
    ornamentation: 1,
    banner: false,
  },
  Japanese: {
    name: "Japanese",
    outline: 12,
    detailRatio: 0.55,
    motifSize: 0.62,
    mono: false,
    font: "script",
    ornamentation: 0.9,
    banner: false,
  },
  Neutral: {
    name: "Neutral",
    outline: 7,
    detailRatio: 0.6,
    motifSize: 0.64,
    mono: false,
    font: "script",
    ornamentation: 0.5,
    banner: true,
  },
};

/** Words in a style name that point to a base style, most specific first. */
const STYLE_KEYWORDS: Array<[RegExp, BaseStyle]> = [
  [/neo[\s-]?trad|new[\s-]?school|illustrative|art[\s-]?nouveau|victorian|nouveau|ornate/, "Neo-traditional"],
  [/japan|irezumi|oriental|asian|yakuza|tebori|horimono|ukiyo/, "Japanese"],
  [/trad|old[\s-]?school|american|sailor|flash|vintage|classic|retro/, "Traditional"],
  [/water\s?colou?r|paint|brush|splash|aquarel|abstract|wash/, "Watercolor"],
  [/dot|stipple|pointill|mandala|ornamental|henna|mehndi|filigree/, "Dotwork"],
  [/geometr|sacred|polygon|low[\s-]?poly|linework|cubis|hexagon|triangle/, "Geometric"],
  [/tribal|polynesian|maori|celtic|haida|samoan|tattoo\s?tribal|tā\s?moko|borneo/, "Tribal"],
  [/black\s?work|blackout|gothic|goth|dark|woodcut|linocut|engrav|etching|heavy|trash|polka|solid/, "Blackwork"],
  [/realis|portrait|photo|3d|black\s?(and|&|n)\s?gr[ae]y|chicano|biomech|bio-mech|surreal|micro/, "Realistic"],
  [
    /minimal|fine[\s-]?line|single[\s-]?line|one[\s-]?line|continuous|tiny|simple|outline|sketch|line\s?art|delicate|dainty/,
    "Minimalist",
  ],
];

export interface ResolvedStyle {
  /** The name as the user sees it. */
  style: string;
  base: BaseStyle;
  profile: StyleProfile;
}

export function resolveStyle(name: string | undefined): ResolvedStyle {
  const style = (name ?? "").trim() || "Traditional";
  const exact = BASE_STYLES.find((base) => base.toLowerCase() === style.toLowerCase());
  const base: BaseStyle =
    exact ?? STYLE_KEYWORDS.find(([pattern]) => pattern.test(style.toLowerCase()))?.[1] ?? "Neutral";
  return { style, base, profile: STYLE_PROFILES[base] };
}
