/**
 * From a request (and an optional customization) to the decisions the layout needs: subjects,
 * lettering, style, accents, colour theme, detail, scale, background and composition variant.
 * The customize modes of spec §3/§9 all end up here as adjustments to these decisions.
 */
import { isLibraryFont } from "./lettering/font-library";
import { letteringLines, type LetteringLayout } from "./lettering/lettering-choice";
import type { RomanReading } from "./lettering/roman-numerals";
import { Rng } from "./random";
import { readScene, type Scene, type SubjectReader } from "./scene";
import { BASE_STYLES, resolveStyle, type BaseStyle, type ResolvedStyle } from "./styles";
import { conceptSubject, matchSubjects, quotedText } from "./subjects";
import { tattooabilityFor, type Tattooability } from "./tattooability";
import {
  COLOR_THEMES,
  MODIFICATION_TAGS,
  type ColorTheme,
  type Complexity,
  type FlashArtRequest,
  type ModificationTag,
} from "./types";

export type FillerKind = "sprig" | "flower" | "sparkle" | "dots" | "blossom";
export type BackgroundMode = "auto" | "more" | "none";

export interface DesignSpec {
  seed: number;
  /** The motifs to draw, main subject first; none when the design is its lettering alone. */
  subjects: string[];
  /** True when no subject was named and the engine chose an ornamental composition. */
  fallback: boolean;
  text: string[];
  /** How the text is lettered (issue 37): the font and layout chosen, lettering alone, dates read as Roman numerals. */
  lettering: { font?: string; layout: LetteringLayout; only: boolean; readings: RomanReading[] };
  /** A banner was asked for with nothing to letter on it: it is drawn blank. */
  blankBanner: boolean;
  style: ResolvedStyle;
  accents: BaseStyle[];
  theme?: ColorTheme;
  rules: Tattooability;
  complexity: Complexity;
  /** Finest detail level 0..3 (complexity, adjusted by modification tags). */
  detail: number;
  /** How many secondary elements, relative to the complexity's default. */
  ornament: number;
  /** Size of the whole composition relative to the style's default. */
  scale: number;
  background: BackgroundMode;
  abstract: boolean;
  /** Different numbers give different layouts for the same seed ("Change composition"). */
  variant: number;
  /** Secondary elements explicitly asked for. */
  forced: FillerKind[];
  /** Extra background kinds asked for by name (frame, rays). */
  forcedBackgrounds: Array<"frame" | "rays">;
  /** How the subjects tie together (issue 16); the layout follows its relations and counts. */
  scene: Scene;
  /** Words of the description the engine could not place ("house"). */
  drawnWithout: string[];
}

const COMPLEXITY_DETAIL: Record<Complexity, number> = { Simple: 1, Detailed: 2, "Highly Complex": 3 };

/** Companions that suit a main subject, for the creative surprise. */
const SURPRISE_COMPANIONS: Record<string, string[]> = {
  default: ["rose", "stars", "moon", "butterfly", "dagger", "cherry blossom", "feather", "eye"],
  skull: ["rose", "snake", "dagger", "moth", "candle"],
  heart: ["dagger", "rose", "swallow", "crown", "key"],
  rose: ["dagger", "skull", "butterfly", "bee", "heart"],
  wolf: ["moon", "mountain", "tree", "stars"],
  owl: ["moon", "key", "candle", "tree"],
  koi: ["wave", "lotus", "cherry blossom"],
  dragon: ["wave", "peony", "cherry blossom", "sun"],
  ship: ["lighthouse", "wave", "compass", "anchor"],
  anchor: ["rose", "swallow", "ship", "compass"],
};

function matchTheme(text: string): ColorTheme | undefined {
  const lower = text.toLowerCase();
  const exact = COLOR_THEMES.find((theme) => theme.toLowerCase() === lower.trim());
  if (exact) return exact;
  const rules: Array<[RegExp, ColorTheme]> = [
    [/black\s*(and|&|n)\s*gr[ae]y|grey\s?scale|gray\s?scale|monochrome|black and white/, "Black and Grey"],
    [/neon|bright|fluorescent|vivid|electric/, "Neon/Bright"],
    [/earth|earthy|brown|natural tones|rustic|terracotta|ochre/, "Earth Tones"],
    [/pastel|soft colou?r|baby colou?r|muted pink/, "Pastel"],
    [/blue/, "Monochromatic Blue"],
    [/vintage colou?r|faded|sepia|antique/, "Vintage Colors"],
    [/full colou?r|colou?rful|rainbow|multicolou?r|vibrant|lots of colou?r/, "Full Color"],
    [/water\s?colou?r theme|watercolou?r palette/, "Watercolor"],
  ];
  return rules.find(([pattern]) => pattern.test(lower))?.[1];
}

/** Modification tags named in free text. */
function matchModifications(text: string): ModificationTag[] {
  const lower = text.toLowerCase();
  const found: ModificationTag[] = [];
  const rules: Array<[RegExp, ModificationTag]> = [
    [/more detail|detailed|intricate|complex|elaborate|richer/, "Add more detail"],
    [/simpl|cleaner|less detail|fewer|minimal/, "Simplify design"],
    [/bigger|larger|enlarge|scale up|fill the/, "Make it larger"],
    [/smaller|shrink|scale down|tinier|more space/, "Make it smaller"],
    [/composition|rearrange|layout|different arrangement|reposition/, "Change composition"],
    [/(no|remove|without|plain|clean|drop the) background|background removed|isolated/, "Remove background"],
    [/(add|more|with)( a)?( some)? background|scenery|backdrop|surround/, "Add background elements"],
    [/abstract|surreal|fragment|deconstruct/, "Make it more abstract"],
  ];
  for (const [pattern, tag] of rules) if (pattern.test(lower)) found.push(tag);
  return found;
}

function matchFillers(text: string): { fillers: FillerKind[]; backgrounds: Array<"frame" | "rays"> } {
  const lower = text.toLowerCase();
  const fillers: FillerKind[] = [];
  if (/sparkl|glitter|shine|shiny|twinkl/.test(lower)) fillers.push("sparkle", "sparkle");
  if (/flower|floral|bloom/.test(lower)) fillers.push("flower", "flower");
  if (/leaves|leaf|foliage|greenery|vine/.test(lower)) fillers.push("sprig", "sprig");
  if (/\bdots?\b|dotted/.test(lower)) fillers.push("dots");
  if (/petal|blossom/.test(lower)) fillers.push("blossom", "blossom");
  const backgrounds: Array<"frame" | "rays"> = [];
  if (/frame|border|medallion|circle around/.test(lower)) backgrounds.push("frame");
  if (/rays|sunburst|sun rays|radiat|glow/.test(lower)) backgrounds.push("rays");
  return { fillers, backgrounds };
}

/** A base style named explicitly in free text ("make it japanese"), if any. */
function matchStyleName(text: string): string | undefined {
  const lower = text.toLowerCase();
  const named = [...BASE_STYLES]
    .sort((a, b) => b.length - a.length)
    .find((style) => lower.includes(style.toLowerCase()));
  if (named) return named;
  if (/\bneo[\s-]?trad/.test(lower)) return "Neo-traditional";
  if (/\bold[\s-]?school/.test(lower)) return "Traditional";
  if (/\bfine[\s-]?line/.test(lower)) return "Minimalist";
  if (/\birezumi/.test(lower)) return "Japanese";
  return undefined;
}

/** The design a request asks for; `reader` finds its subjects (the lexicon on the server, ./reading.server.ts). */
export function resolveDesignSpec(request: FlashArtRequest, reader?: SubjectReader): DesignSpec {
  const custom = request.customization;
  const seed = request.seed >>> 0;
  let styleName = request.style;
  let theme: ColorTheme | undefined;
  let modifications: ModificationTag[] = (custom?.modifications ?? []).filter((m): m is ModificationTag =>
    (MODIFICATION_TAGS as readonly string[]).includes(m),
  );
  const scene = readScene(request.description, reader);
  const quoted = quotedText(request.description);
  // Lettering without quotes ("a banner that says Mom and Dad", names, dates); the studio's own
  // words first (issue 37), with dates in Roman numerals when asked.
  const choice = request.lettering;
  const lines = letteringLines(request.description, choice, quoted.length ? quoted : scene.lettering);
  let text = lines.lines;
  // The scene's subjects: the same words as matchSubjects, without those of unquoted lettering.
  let subjects = scene.subjects.filter((s) => s.key !== "banner" && s.key !== "frame").map((s) => s.key);
  const extraStyles = (request.extraStyles ?? []).filter((s) => s && s.toLowerCase() !== request.style.toLowerCase());
  let accents: BaseStyle[] = [];
  const forced: FillerKind[] = [];
  const forcedBackgrounds: Array<"frame" | "rays"> = scene.relations.some((r) => r.kind === "framed-by")
    ? ["frame"]
    : [];
  let variant = 0;

  if (custom?.mode === "style" && custom.style) styleName = custom.style;
  if (custom?.mode === "color") theme = (custom.colorTheme && matchTheme(custom.colorTheme)) || "Black and Grey";
  else if (custom?.colorTheme) theme = matchTheme(custom.colorTheme);

  if (custom?.mode === "custom" && custom.instructions) {
    const instructions = custom.instructions;
    const named = matchStyleName(instructions);
    if (named) styleName = named;
    theme = matchTheme(instructions) ?? theme;
    modifications = [...modifications, ...matchModifications(instructions)];
    const added = matchSubjects(instructions);
    subjects = [...subjects, ...added.filter((s) => !subjects.includes(s))];
    const newText = quotedText(instructions);
    if (newText.length) text = newText;
    if (/\b(no|remove|without|drop)( the)? (text|banner|lettering|words)/i.test(instructions)) text = [];
    const fillers = matchFillers(instructions);
    forced.push(...fillers.fillers);
    forcedBackgrounds.push(...fillers.backgrounds);
  }

  if (custom?.mode === "surprise") {
    const rng = new Rng(seed).fork("surprise");
    const base = resolveStyle(styleName).base;
    accents.push(rng.pick(BASE_STYLES.filter((s) => s !== base && s !== "Minimalist" && s !== "Blackwork")));
    if (rng.chance(0.6)) theme = rng.pick(COLOR_THEMES.filter((t) => t !== "Black and Grey"));
    const main = subjects[0] ?? "default";
    const companions = (SURPRISE_COMPANIONS[main] ?? SURPRISE_COMPANIONS.default).filter((s) => !subjects.includes(s));
    if (companions.length) subjects = [...subjects, rng.pick(companions)];
    modifications.push(
      "Change composition",
      rng.pick(["Add background elements", "Add more detail", "Make it more abstract"] as const),
    );
    forced.push(rng.pick(["sparkle", "flower", "sprig", "dots"] as const));
  }

  const style = resolveStyle(styleName);
  accents = [...accents, ...extraStyles.map((s) => resolveStyle(s).base)]
    .filter((b, i, all) => b !== style.base && b !== "Neutral" && all.indexOf(b) === i)
    .slice(0, 2);

  let fallback = false;
  if (subjects.length === 0) {
    // A mood word suggests a subject only when the description names no thing left undrawn: a
    // seashell is never drawn as a wave ("sea"), nor a peace sign as a lotus. Lettering and
    // nothing else is drawn alone; with nothing at all the design is ornamental (a mandala).
    const named = scene.drawnWithout.length > 0;
    const concept = named
      ? undefined
      : (conceptSubject(request.description) ?? conceptSubject(custom?.instructions ?? ""));
    const letteringAlone = !named && !concept && (text.length > 0 || scene.subjects.some((s) => s.key === "banner"));
    subjects = concept ? [concept] : letteringAlone ? [] : ["mandala"];
    fallback = !concept && !letteringAlone;
  }

  // Lettering alone, when asked: nothing else is drawn (its ornaments suit the words).
  const only = Boolean(choice?.only) && text.length > 0;
  if (only) {
    subjects = [];
    fallback = false;
  }

  let detail = COMPLEXITY_DETAIL[request.complexity] ?? 2;
  let ornament = 1;
  let scale = 1;
  let background: BackgroundMode = "auto";
  let abstract = false;
  for (const tag of modifications) {
    if (tag === "Add more detail") {
      detail += 1;
      ornament *= 1.8;
      if (background === "auto") background = "more";
    } else if (tag === "Simplify design") {
      detail -= 1;
      ornament *= 0.3;
    } else if (tag === "Make it larger") scale *= 1.18;
    else if (tag === "Make it smaller") scale *= 0.78;
    else if (tag === "Change composition") variant += 1;
    else if (tag === "Add background elements") background = "more";
    else if (tag === "Remove background") background = "none";
    else if (tag === "Make it more abstract") abstract = true;
  }

  return {
    seed,
    subjects: subjects.slice(0, 3),
    fallback,
    text,
    lettering: {
      font: choice?.font && isLibraryFont(choice.font) ? choice.font : undefined,
      layout: choice?.layout ?? "auto",
      only,
      readings: lines.readings,
    },
    blankBanner: text.length === 0 && scene.subjects.some((s) => s.key === "banner"),
    style,
    accents,
    theme,
    rules: tattooabilityFor(request.size),
    complexity: request.complexity,
    detail: Math.max(0, Math.min(3, detail)),
    ornament,
    scale,
    background,
    abstract,
    variant,
    forced,
    forcedBackgrounds,
    // A customization that adds subjects or a surprise companion keeps the classic layout.
    scene:
      subjects.length === scene.subjects.filter((s) => s.key !== "banner" && s.key !== "frame").length
        ? scene
        : { ...scene, relations: [], subjects: scene.subjects.map((s) => ({ ...s, count: 1 })) },
    drawnWithout: scene.drawnWithout,
  };
}
