/**
 * The setting of a scene (issue 36): a time of day or its light ("at night", "at dusk", "in the
 * moonlight") is drawn as its sky body behind the scene, never as a thing the subject is in or looks
 * at; the sky, the air, smoke, the horizon and the ground a scene is set in are drawn as a background
 * of the scene (`Scene.settings`), as is the weather falling round it ("in the snow", "a rainy
 * night"), never as a subject of their own; and a landscape listed with its
 * sky ("a tree, waves, mountains, a crescent moon and the sun") has the sky above it.
 */
import type { SettingBackground } from "../backgrounds";
import { handMotif } from "../motifs/registry";
import { singular } from "../subjects";
import type { SceneDraft } from "./scene-draft";

/** Words of a time of day or its light: the moon's or the sun's words that set a scene. */
const TIMES_OF_DAY: ReadonlySet<string> = new Set([
  "night",
  "nighttime",
  "midnight",
  "moonlight",
  "moonlit",
  "moonbeam",
  "sunset",
  "sunrise",
  "dusk",
  "dawn",
  "sundown",
  "daybreak",
  "sunup",
  "golden hour",
]);

/** Relations a time of day is read into by its preposition ("at night", "on a rainy night"): none is meant. */
const SETTING_PREPOSITIONS = new Set(["toward", "inside", "on"]);

/**
 * A time of day is its sky body behind the scene's first subject ("a deer at dusk" is the sun behind
 * the deer; "an owl on a goalpost at night" the moon behind the owl), unless said otherwise ("a cat
 * under the moonlight" is below it).
 */
export function timesOfDay(draft: SceneDraft): void {
  const { subjects } = draft;
  subjects.forEach((s, i) => {
    if (i === 0 || !TIMES_OF_DAY.has(singular(s.word.toLowerCase()))) return;
    draft.relations = draft.relations.filter((r) => !(r.to === i && SETTING_PREPOSITIONS.has(r.kind)));
    if (draft.relations.some((r) => r.from === i || r.to === i)) return;
    draft.relations.push({ kind: "behind", from: i, to: 0 });
  });
}

/** Words of a setting drawn as a background of the scene, and the background each is. */
const SETTING_WORDS: ReadonlyArray<[string[], SettingBackground]> = (
  [
    ["horizon", "horizon"],
    ["air", "clouds"],
    ["heaven", "clouds"],
    ["heavens", "clouds"],
    ["smoke", "wisps"],
    ["steam", "wisps"],
    ["ash", "wisps"],
    ["ashes", "wisps"],
    ["ink cloud", "wisps"],
    ["cloud of ink", "wisps"],
    ["smoky", "wisps"],
    ["steaming", "wisps"],
    ["snow", "snow"],
    ["snowy", "snow"],
    ["snowing", "snow"],
    ["snowfall", "snow"],
    ["snowstorm", "snow"],
    ["blizzard", "snow"],
    ["stormy", "rain"],
    ["rain", "rain"],
    ["rainy", "rain"],
    ["raining", "rain"],
    ["rainfall", "rain"],
    ["downpour", "rain"],
    ["drizzle", "rain"],
    ["lake", "ripples"],
    ["lakes", "ripples"],
    ["pond", "ripples"],
    ["ponds", "ripples"],
    ["puddle", "ripples"],
    ["puddles", "ripples"],
    ["lagoon", "ripples"],
    ["maritime scene", "waves"],
    ["nautical scene", "waves"],
    ["sea scene", "waves"],
    ["ocean scene", "waves"],
    ["seascape", "waves"],
    ["winter", "snow"],
    ["wintry", "snow"],
    ["wintertime", "snow"],
    ["dots", "dot-rings"],
    ["dot", "dot-rings"],
    ["dotted", "dot-rings"],
    ["cliff", "ground"],
    ["cliffs", "ground"],
    ["field", "ground"],
    ["meadow", "ground"],
    ["grass", "ground"],
    ["ground", "ground"],
    ["floor", "ground"],
    ["forest floor", "ground"],
    ["ocean floor", "ground"],
    ["sea floor", "ground"],
    ["seafloor", "ground"],
    ["seabed", "ground"],
    ["sea bed", "ground"],
  ] as Array<[string, SettingBackground]>
)
  .map(([phrase, kind]): [string[], SettingBackground] => [phrase.split(" "), kind])
  .sort((a, b) => b[0].length - a[0].length);

/** A weather word right before a creature names its kind, not the weather ("a snowy owl", "a snowy egret"). */
function kindBefore(draft: SceneDraft, next: number): boolean {
  const mention = draft.found.find((f) => f.at === next);
  return mention !== undefined && handMotif(mention.key)?.category === "creature";
}

/**
 * Vessels smoke or steam rises out of, by the name in their key ("game-icons:cauldron", "teacup"):
 * their wisps rise from the opening, not round their sides.
 */
const VESSEL = /\b(?:cauldron|cup|teacup|mug|teapot|kettle|pipe|incense|censer|candle|chimney|cigar|brazier|lantern)\b/;

/** The setting as drawn round the scene's main subject: smoke round a vessel rises out of it. */
function asDrawnRound(draft: SceneDraft, kind: SettingBackground): SettingBackground {
  const main = draft.found[0]?.key ?? "";
  return kind === "wisps" && VESSEL.test(main) ? "rising-wisps" : kind;
}

/** Heaven is the clouds with light's rays behind them. */
const WITH_RAYS = new Set(["heaven", "heavens"]);

/** A storm is its rain falling from the clouds ("a ship on a stormy sea"). */
const WITH_CLOUDS = new Set(["stormy"]);

/**
 * The settings named and not read as a subject: each its background (read, never drawn without).
 * A setting word only sets the scene once a subject is named before it or after it ("the ground"
 * alone is nothing to draw); says whether heaven's rays come with them.
 */
export function readSettings(draft: SceneDraft): { settings: SettingBackground[]; rays: boolean } {
  const { tokens, used } = draft;
  const settings: SettingBackground[] = [];
  let rays = false;
  if (draft.found.length === 0) return { settings, rays };
  for (let i = 0; i < tokens.length; i++) {
    if (used[i] || draft.placement[i]) continue;
    const hit = SETTING_WORDS.find(
      ([phrase]) =>
        i + phrase.length <= tokens.length && phrase.every((w, k) => tokens[i + k].word === w && !used[i + k]),
    );
    if (!hit || kindBefore(draft, i + hit[0].length)) continue;
    const [phrase, kind] = hit;
    used.fill(1, i, i + phrase.length);
    draft.taken.push(phrase.join(" "), ...phrase);
    for (const k of WITH_CLOUDS.has(tokens[i].word) ? [kind, "clouds" as const] : [asDrawnRound(draft, kind)])
      if (!settings.includes(k)) settings.push(k);
    rays ||= WITH_RAYS.has(tokens[i].word);
    i += phrase.length - 1;
  }
  return { settings, rays };
}

/** The sky's bodies: drawn above the landscape they are listed with. */
const isSky = (key: string) => handMotif(key)?.category === "sky";
const isLand = (key: string) => handMotif(key)?.category === "scene";

/**
 * A landscape listed with its sky, more than three things and no relation said ("a tree, waves,
 * mountains, a crescent moon and the sun"): each sky body above the last of the land, so the scene
 * is laid out by its relations and draws every thing listed.
 */
export function skyOverLandscape(draft: SceneDraft): void {
  const { subjects, relations } = draft;
  if (subjects.length < 4 || relations.length > 0) return;
  // The farthest of the land, named last (the mountains behind the waves), carries the sky.
  const land = subjects.findLastIndex((s) => isLand(s.key));
  if (land < 0) return;
  subjects.forEach((s, i) => {
    if (isSky(s.key)) relations.push({ kind: "above", from: i, to: land });
  });
}
