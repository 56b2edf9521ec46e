/**
 * From a request (and an optional customization) to the decisions the layout needs: subjects,
 * lettering, style, accents, colour theme, detail, scale, background and composition variant.
 * The customize modes of spec §3/§9 all end up here as adjustments to these decisions.
 */
import { bodyPlacement, type BodyPlacement } from "~/modules/ink/placements";
import type { SettingBackground } from "./backgrounds";
import { matchTheme, readInstructions, type FillerKind } from "./customize-instructions";
import { planScene } from "./layout/scene-plan";
import { isLibraryFont } from "./lettering/font-library";
import { letteringLines, type LetteringLayout } from "./lettering/lettering-choice";
import type { RomanReading } from "./lettering/roman-numerals";
import { handMotif, type HandMotifKey } from "./motifs/registry";
import { Rng } from "./random";
import { motifSubjects, readScene, type Scene, type SubjectReader } from "./scene";
import { BASE_STYLES, resolveStyle, type BaseStyle, type ResolvedStyle } from "./styles";
import { conceptSubject, quotedText } from "./subjects";
import { tattooabilityFor, type Tattooability } from "./tattooability";
import {
  COLOR_THEMES,
  MODIFICATION_TAGS,
  type ColorTheme,
  type Complexity,
  type FlashArtCustomization,
  type FlashArtRequest,
  type ModificationTag,
} from "./types";

export type { FillerKind } from "./customize-instructions";
export type BackgroundMode = "auto" | "more" | "none";

/** A background asked for by name or by the scene's setting. */
export type ForcedBackground = "frame" | "rays" | SettingBackground;

export interface DesignSpec {
  seed: number;
  /** The motifs to draw, main subject first; none when the design is its lettering alone. */
  subjects: string[];
  /** True when no subject was named and the engine chose an ornamental composition. */
  fallback: boolean;
  text: string[];
  /** How the text is lettered (issue 37): the font and layout chosen, lettering alone, dates read as Roman numerals. */
  lettering: { font?: string; layout: LetteringLayout; only: boolean; readings: RomanReading[] };
  /** A banner (a ribbon, a scroll) was named: the lettering is on it in every style. */
  bannerNamed: boolean;
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
  /** Extra background kinds asked for by name (frame, rays) or by the scene's setting (the ground, smoke). */
  forcedBackgrounds: ForcedBackground[];
  /** How the subjects tie together (issue 16); the layout follows its relations and counts. */
  scene: Scene;
  /** Words of the description the engine could not place ("house"). */
  drawnWithout: string[];
  /** Where it goes (issue 38): a band is drawn as a repeating border, a finger holds little. */
  placement: BodyPlacement | null;
  /** "Colours for my skin": the Monk Skin Tone Scale tone the palette's inks must show on. */
  skinTone?: number;
  /** Line weight relative to the style's ("Make it last" draws bolder). */
  lineWeight: number;
}

const COMPLEXITY_DETAIL: Record<Complexity, number> = { Simple: 1, Detailed: 2, "Highly Complex": 3 };

/** Companions for the creative surprise beside a subject that names none of its own (its `companions`). */
const SURPRISE_COMPANIONS: readonly HandMotifKey[] = [
  "rose",
  "stars",
  "moon",
  "butterfly",
  "dagger",
  "cherry blossom",
  "feather",
  "eye",
];

/** What is asked of the design so far: the description's, then adjusted by the customization. */
interface Asked {
  styleName: string;
  theme?: ColorTheme;
  modifications: ModificationTag[];
  subjects: string[];
  text: string[];
  /** Dates and numbers of the text read as Roman numerals (issue 37). */
  readings: RomanReading[];
  accents: BaseStyle[];
  forced: FillerKind[];
  forcedBackgrounds: ForcedBackground[];
}

/** Step 1: what the description asks for, and its customization's modification tags. */
function describedDesign(request: FlashArtRequest, scene: Scene): Asked {
  const quoted = quotedText(request.description);
  // Lettering without quotes ("a banner that says Mom and Dad", names, dates); the studio's own words first
  // (issue 37), with dates in Roman numerals when asked.
  const lines = letteringLines(request.description, request.lettering, quoted.length > 0 ? quoted : scene.lettering);
  return {
    styleName: request.style,
    modifications: (request.customization?.modifications ?? []).filter((m): m is ModificationTag =>
      (MODIFICATION_TAGS as readonly string[]).includes(m),
    ),
    subjects: motifSubjects(scene),
    text: lines.lines,
    readings: lines.readings,
    accents: [],
    forced: [],
    forcedBackgrounds: [
      ...(scene.relations.some((r) => r.kind === "framed-by") ? (["frame"] as const) : []),
      ...(scene.rays ? (["rays"] as const) : []),
      ...(scene.settings ?? []),
    ],
  };
}

/** Step 2a: the style and colour modes, and a theme chosen in any mode. */
function styleAndColour(asked: Asked, custom: FlashArtCustomization): void {
  if (custom.mode === "style" && custom.style) asked.styleName = custom.style;
  if (custom.mode === "color") asked.theme = (custom.colorTheme && matchTheme(custom.colorTheme)) || "Black and Grey";
  else if (custom.colorTheme) asked.theme = matchTheme(custom.colorTheme);
}

/** Step 2b: free instructions, their subjects read as the description's are. */
function followInstructions(asked: Asked, instructions: string, reader?: SubjectReader): void {
  const read = readInstructions(instructions, reader);
  if (read.style) asked.styleName = read.style;
  asked.theme = read.theme ?? asked.theme;
  asked.modifications.push(...read.modifications);
  asked.subjects.push(...read.subjects.filter((s, i, all) => !asked.subjects.includes(s) && all.indexOf(s) === i));
  if (read.lettering) asked.text = read.lettering;
  asked.forced.push(...read.fillers);
  asked.forcedBackgrounds.push(...read.backgrounds);
}

/** Step 2c: the creative surprise, the same for the same seed: an accent, a theme, a companion, a change. */
function surprise(asked: Asked, seed: number): void {
  const rng = new Rng(seed).fork("surprise");
  const base = resolveStyle(asked.styleName).base;
  asked.accents.push(rng.pick(BASE_STYLES.filter((s) => s !== base && s !== "Minimalist" && s !== "Blackwork")));
  if (rng.chance(0.6)) asked.theme = rng.pick(COLOR_THEMES.filter((t) => t !== "Black and Grey"));
  const main = asked.subjects[0] ?? "";
  const companions = (handMotif(main)?.companions ?? SURPRISE_COMPANIONS).filter((s) => !asked.subjects.includes(s));
  if (companions.length) asked.subjects.push(rng.pick(companions));
  asked.modifications.push(
    "Change composition",
    rng.pick(["Add background elements", "Add more detail", "Make it more abstract"] as const),
  );
  asked.forced.push(rng.pick(["sparkle", "flower", "sprig", "dots"] as const));
}

/** Step 2: the customization's adjustments, mode by mode. */
function customized(asked: Asked, request: FlashArtRequest, reader?: SubjectReader): Asked {
  const custom = request.customization;
  if (!custom) return asked;
  styleAndColour(asked, custom);
  // "Make it last" is read from its flag (step 5): its instructions are written for image models.
  if (custom.mode === "custom" && custom.instructions && !custom.lasting) {
    followInstructions(asked, custom.instructions, reader);
  }
  if (custom.mode === "surprise") surprise(asked, request.seed >>> 0);
  // "Colours for my skin" recolours a full palette for the tone (skin-palette.ts).
  if (custom.skinTone) asked.theme = "Full Color";
  return asked;
}

/**
 * Step 3: what to draw when nothing was named. A mood word suggests a subject only when the
 * description names no thing left undrawn: a seashell is never drawn as a wave ("sea"), nor a peace
 * sign as a lotus. Lettering and nothing else is drawn alone; with nothing at all the design is
 * ornamental (a mandala).
 */
function withFallback(asked: Asked, scene: Scene, request: FlashArtRequest): { subjects: string[]; fallback: boolean } {
  if (asked.subjects.length > 0) return { subjects: asked.subjects, fallback: false };
  const named = scene.drawnWithout.length > 0;
  const concept = named
    ? undefined
    : (conceptSubject(request.description) ?? conceptSubject(request.customization?.instructions ?? ""));
  const letteringAlone =
    !named && !concept && (asked.text.length > 0 || scene.subjects.some((s) => s.key === "banner"));
  return { subjects: concept ? [concept] : letteringAlone ? [] : ["mandala"], fallback: !concept && !letteringAlone };
}

/**
 * The classic layout draws four subjects (the main one and a companion at each of its four corners):
 * a fifth (or more) named is said to be drawn without, never dropped silently. A scene laid out by
 * its relations, counts or poses draws every subject it names.
 */
const CLASSIC_SUBJECTS = 4;

function beyondClassic(subjects: string[], scene: Scene): string[] {
  if (subjects.length <= CLASSIC_SUBJECTS || planScene(scene)) return [];
  return subjects.slice(CLASSIC_SUBJECTS).flatMap((key) => scene.subjects.find((s) => s.key === key)?.word ?? []);
}

/** Step 4: what the modification tags do to detail, ornament, scale, background and composition. */
function tuned(complexity: Complexity, modifications: readonly ModificationTag[]) {
  let detail = COMPLEXITY_DETAIL[complexity] ?? 2;
  let ornament = 1;
  let scale = 1;
  let background: BackgroundMode = "auto";
  let abstract = false;
  let variant = 0;
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
  return { detail: Math.max(0, Math.min(3, detail)), ornament, scale, background, abstract, variant };
}

/**
 * Step 5 (issue 38): where it goes, and "Make it last". The rules are the placement's (a band's by
 * its width, the circumference). "Make it last" draws bolder lines, one detail level fewer, fewer
 * ornaments and more room between lines; a finger holds one bold, simple mark, whatever else is
 * asked: no fine detail, nothing around it.
 */
function fittedToSkin(request: FlashArtRequest, tunedSpec: ReturnType<typeof tuned>) {
  const placement = bodyPlacement(request.placement);
  let rules = tattooabilityFor(request.size, placement?.limits, placement?.kind === "band" ? "width" : "limiting");
  let { detail, ornament, background } = tunedSpec;
  let lineWeight = 1;
  if (request.customization?.lasting) {
    detail -= 1;
    ornament *= 0.4;
    lineWeight = 1.35;
    rules = { ...rules, minGap: rules.minGap * 1.4 };
  }
  if (placement?.kind === "finger") {
    detail = 0;
    ornament = 0;
    background = "none";
    lineWeight = Math.max(lineWeight, 1.3);
  }
  return { ...tunedSpec, detail: Math.max(0, detail), ornament, background, lineWeight, rules, placement };
}

/** The accent styles: the surprise's and the extra styles chosen, besides the main one, at most two. */
function accentsOf(asked: Asked, style: ResolvedStyle, request: FlashArtRequest): BaseStyle[] {
  const extraStyles = (request.extraStyles ?? []).filter((s) => s && s.toLowerCase() !== request.style.toLowerCase());
  return [...asked.accents, ...extraStyles.map((s) => resolveStyle(s).base)]
    .filter((b, i, all) => b !== style.base && b !== "Neutral" && all.indexOf(b) === i)
    .slice(0, 2);
}

/**
 * The design a request asks for, in named steps: read the description, apply the customization,
 * fall back when nothing was named, tune by the modification tags, fit it to where it goes. `reader`
 * finds the subjects of the description and of Customize's instructions alike (the lexicon on the
 * server, ./reading.server.ts).
 */
export function resolveDesignSpec(request: FlashArtRequest, reader?: SubjectReader): DesignSpec {
  const scene = readScene(request.description, reader);
  const asked = customized(describedDesign(request, scene), request, reader);
  // Lettering alone, when asked (issue 37): nothing else is drawn (its ornaments suit the words).
  const only = Boolean(request.lettering?.only) && asked.text.length > 0;
  const { subjects, fallback } = only ? { subjects: [], fallback: false } : withFallback(asked, scene, request);
  const style = resolveStyle(asked.styleName);
  // A customization that adds subjects or a surprise companion keeps the classic layout.
  const laidScene =
    subjects.length === motifSubjects(scene).length
      ? scene
      : { ...scene, relations: [], subjects: scene.subjects.map((s) => ({ ...s, count: 1 })) };
  return {
    seed: request.seed >>> 0,
    subjects: subjects.slice(0, CLASSIC_SUBJECTS),
    fallback,
    text: asked.text,
    lettering: {
      font: request.lettering?.font && isLibraryFont(request.lettering.font) ? request.lettering.font : undefined,
      layout: request.lettering?.layout ?? "auto",
      only,
      readings: asked.readings,
    },
    bannerNamed: scene.subjects.some((s) => s.key === "banner"),
    blankBanner: asked.text.length === 0 && scene.subjects.some((s) => s.key === "banner"),
    style,
    accents: accentsOf(asked, style, request),
    theme: asked.theme,
    complexity: request.complexity,
    ...fittedToSkin(request, tuned(request.complexity, asked.modifications)),
    forced: asked.forced,
    forcedBackgrounds: asked.forcedBackgrounds,
    scene: laidScene,
    drawnWithout: [...scene.drawnWithout, ...beyondClassic(subjects, laidScene)],
    ...(request.customization?.skinTone ? { skinTone: request.customization.skinTone } : {}),
  };
}
