/**
 * Customize's free instructions (the "custom" mode), read for what they ask of the design: a style,
 * a colour theme, modification tags, elements to scatter, a frame or rays, new lettering or none,
 * and subjects to add. The subjects are read as a description's are, by the same reader (issue 36:
 * ./reading/subject-reader.ts), so a word names the same subject in both; only the words of a
 * direction (a style, a theme, a modification, an element or a background) name none of their own.
 */
import { handMotif, isHandMotifKey } from "./motifs/registry";
import { motifSubjects, readScene, type SceneSubject, type SubjectReader } from "./scene";
import { BASE_STYLES } from "./styles";
import { quotedText } from "./subjects";
import { COLOR_THEMES, type ColorTheme, type ModificationTag } from "./types";

export type FillerKind = "sprig" | "flower" | "sparkle" | "dots" | "blossom";

export interface Instructions {
  /** A base style named ("make it japanese"). */
  style?: string;
  theme?: ColorTheme;
  modifications: ModificationTag[];
  /** Secondary elements asked for. */
  fillers: FillerKind[];
  backgrounds: Array<"frame" | "rays">;
  /** New lettering (quoted); an empty list when they ask for none. */
  lettering?: string[];
  /** Subjects to add, as the description's reader reads them. */
  subjects: string[];
}

const THEMES: ReadonlyArray<readonly [RegExp, ColorTheme]> = [
  [/black\s*(and|&|n)\s*gr[ae]y|grey\s?scale|gray\s?scale|monochrome|black and white/, "Black and Grey"],
  [/neon|bright|fluorescent|vivid|electric/, "Neon/Bright"],
  [/earth|earthy|brown|natural tones|rustic|terracotta|ochre/, "Earth Tones"],
  [/pastel|soft colou?r|baby colou?r|muted pink/, "Pastel"],
  [/blue/, "Monochromatic Blue"],
  [/vintage colou?r|faded|sepia|antique/, "Vintage Colors"],
  [/full colou?r|colou?rful|rainbow|multicolou?r|vibrant|lots of colou?r/, "Full Color"],
  [/water\s?colou?r theme|watercolou?r palette/, "Watercolor"],
];

const MODIFICATIONS: ReadonlyArray<readonly [RegExp, ModificationTag]> = [
  [/more detail|detailed|intricate|complex|elaborate|richer/, "Add more detail"],
  [/simpl|cleaner|less detail|fewer|minimal/, "Simplify design"],
  [/bigger|larger|enlarge|scale up|fill the/, "Make it larger"],
  [/smaller|shrink|scale down|tinier|more space/, "Make it smaller"],
  [/composition|rearrange|layout|different arrangement|reposition/, "Change composition"],
  [/(no|remove|without|plain|clean|drop the) background|background removed|isolated/, "Remove background"],
  [/(add|more|with)( a)?( some)? background|scenery|backdrop|surround/, "Add background elements"],
  [/abstract|surreal|fragment|deconstruct/, "Make it more abstract"],
];

const FILLERS: ReadonlyArray<readonly [RegExp, readonly FillerKind[]]> = [
  [/sparkl|glitter|shine|shiny|twinkl/, ["sparkle", "sparkle"]],
  [/flower|floral|bloom/, ["flower", "flower"]],
  [/leaves|leaf|foliage|greenery|vine/, ["sprig", "sprig"]],
  [/\bdots?\b|dotted/, ["dots"]],
  [/petal|blossom/, ["blossom", "blossom"]],
];

const BACKGROUNDS: ReadonlyArray<readonly [RegExp, "frame" | "rays"]> = [
  [/frame|border|medallion|circle around/, "frame"],
  [/rays|sunburst|sun rays|radiat|glow/, "rays"],
];

const STYLE_ALIASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bneo[\s-]?trad/, "Neo-traditional"],
  [/\bold[\s-]?school/, "Traditional"],
  [/\bfine[\s-]?line/, "Minimalist"],
  [/\birezumi/, "Japanese"],
];

const NO_LETTERING = /\b(no|remove|without|drop)( the)? (text|banner|lettering|words)/i;

/** A colour theme named in free text: by its name, or by words that suggest it ("greyscale"). */
export function matchTheme(text: string): ColorTheme | undefined {
  const lower = text.toLowerCase();
  const exact = COLOR_THEMES.find((theme) => theme.toLowerCase() === lower.trim());
  return exact ?? THEMES.find(([pattern]) => pattern.test(lower))?.[1];
}

/** A base style named explicitly in free text ("make it japanese"), if any. */
function matchStyleName(text: string): string | undefined {
  const lower = text.toLowerCase();
  const named = [...BASE_STYLES]
    .sort((a, b) => b.length - a.length)
    .find((style) => lower.includes(style.toLowerCase()));
  return named ?? STYLE_ALIASES.find(([pattern]) => pattern.test(lower))?.[1];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every pattern of a direction, as found in the instructions (any case, every occurrence). */
const DIRECTIONS: readonly RegExp[] = [
  ...[...THEMES, ...MODIFICATIONS, ...FILLERS, ...BACKGROUNDS, ...STYLE_ALIASES].map(([pattern]) => pattern),
  ...BASE_STYLES.map((style) => new RegExp(escape(style))),
  NO_LETTERING,
].map((pattern) => new RegExp(pattern.source, "gi"));

/** The words of the instructions' directions ("rays", "rainbow", "earthy", "medallion"), in lower case. */
function directionWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const pattern of DIRECTIONS)
    for (const match of text.matchAll(pattern)) {
      let [start, end] = [match.index ?? 0, (match.index ?? 0) + match[0].length];
      while (start > 0 && /[A-Za-z]/.test(text[start - 1])) start--;
      while (end < text.length && /[A-Za-z]/.test(text[end])) end++;
      for (const word of text
        .slice(start, end)
        .toLowerCase()
        .match(/[a-z]+/g) ?? [])
        words.add(word);
    }
  return words;
}

/**
 * The subjects the instructions name, read as a description is. A thing named only by the words of
 * a direction is not one ("add some rays" asks for rays, not a manta ray), unless the hand-drawn
 * library names it so ("add flowers" adds a flower too, as it always has) and is not named as the
 * frame ("a medallion frame").
 */
function subjectsOf(instructions: string, reader?: SubjectReader): string[] {
  const directed = directionWords(instructions);
  const scene = readScene(instructions, reader);
  // A hand-drawn frame named before a frame's word ("a medallion frame") is the frame background.
  const asFrame = (s: SceneSubject) =>
    handMotif(s.key)?.frame !== undefined &&
    new RegExp(`\\b${escape(s.word)}\\s+(frame|border)\\b`, "i").test(instructions);
  const direction = (s: SceneSubject) =>
    (!isHandMotifKey(s.key) || asFrame(s)) &&
    (s.word.toLowerCase().match(/[a-z]+/g) ?? []).every((w) => directed.has(w));
  return motifSubjects({ ...scene, subjects: scene.subjects.filter((s) => !direction(s)) });
}

/** What Customize's free instructions ask of the design; `reader` reads their subjects as the description's. */
export function readInstructions(instructions: string, reader?: SubjectReader): Instructions {
  const lower = instructions.toLowerCase();
  const quoted = quotedText(instructions);
  return {
    style: matchStyleName(instructions),
    theme: matchTheme(instructions),
    modifications: MODIFICATIONS.filter(([pattern]) => pattern.test(lower)).map(([, tag]) => tag),
    fillers: FILLERS.filter(([pattern]) => pattern.test(lower)).flatMap(([, kinds]) => kinds),
    backgrounds: BACKGROUNDS.filter(([pattern]) => pattern.test(lower)).map(([, kind]) => kind),
    lettering: NO_LETTERING.test(instructions) ? [] : quoted.length ? quoted : undefined,
    subjects: subjectsOf(instructions, reader),
  };
}
