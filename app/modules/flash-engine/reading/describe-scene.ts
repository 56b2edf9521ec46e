/** The scene spelled out for an image model (the OpenAI prompt reads the same scene the engine draws). */
import { handMotif, hasTrait } from "../motifs/registry";
import type { RelationKind, Scene, SceneRelation, SceneSubject } from "./scene-types";

const RELATION_TEXT: Record<RelationKind, string> = {
  on: "sitting on top of",
  around: "coiled around",
  holding: "holding",
  carrying: "carrying",
  wearing: "wearing",
  inside: "inside",
  behind: "behind",
  above: "above",
  below: "below",
  through: "passing through",
  "pierced-by": "pierced by",
  "framed-by": "framed by",
  toward: "facing",
  growing: "growing out of",
  attacking: "attacking",
};

const COUNT_WORDS = ["", "a", "two", "three", "four", "five"];

/** The scene's own words whose name in a sentence is not the key itself. */
const SCENE_NAMES: Record<string, string> = { frame: "wreath frame" };

export function pluralOf(name: string): string {
  const irregular = handMotif(name)?.plural;
  if (irregular) return irregular;
  if (/(s|x|ch|sh)$/.test(name)) return `${name}es`;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

/** An atlas motif's key ("game-icons:sperm-whale") said as words ("sperm whale"). */
const spoken = (key: string) => (key.includes(":") ? key.slice(key.indexOf(":") + 1).replace(/-/g, " ") : key);

function subjectText(s: SceneSubject): string {
  // Several stacked things are one stack: "a stack of books".
  const stack = hasTrait(s.key, "stacked");
  const own = handMotif(s.key)?.spoken ?? SCENE_NAMES[s.key] ?? spoken(s.key);
  const name = stack && s.count > 1 ? `stack of ${pluralOf(own)}` : own;
  // A mass is said as one: "a field of poppies", "a flock of swallows".
  if (s.mass) return `a ${s.mass} of ${pluralOf(own)}`;
  const counted =
    s.count > 1 && !stack
      ? `${COUNT_WORDS[s.count] ?? s.count} ${pluralOf(name)}`
      : `${/^[aeiou]/.test(name) ? "an" : "a"} ${name}`;
  return s.pose ? `${counted} (${s.pose})` : counted;
}

/** What "around" means for the thing that goes around: a bird circles, a rose twines, a snake coils. */
function aroundText(key: string): string {
  return hasTrait(key, "circles") ? "circling" : hasTrait(key, "twines") ? "twined around" : RELATION_TEXT.around;
}

/** Inside a head that holds things in its crest is between its parts: "between the antlers of" a stag. */
function betweenText(key: string): string | undefined {
  const motif = handMotif(key);
  const part = motif?.layout?.crest ? motif.partWords?.[0] : undefined;
  return part ? `between the ${pluralOf(part)} of` : undefined;
}

/**
 * The scene spelled out for an image model: "a wolf (howling) facing a moon; lettering: ...".
 * Empty when the scene holds nothing beyond the subjects' names.
 */
export function describeScene(scene: Scene): string {
  if (!scene.relations.length && !scene.subjects.some((s) => s.pose || s.count > 1)) return "";
  // Inside a stag is in its antlers.
  const relationText = (r: SceneRelation) =>
    (r.kind === "inside" ? betweenText(scene.subjects[r.to].key) : undefined) ??
    (r.kind === "around" ? aroundText(scene.subjects[r.from].key) : RELATION_TEXT[r.kind]);
  const parts = scene.relations.map((r) => {
    const text = relationText(r);
    const from = scene.subjects[r.from];
    // "a snake coiled around a dagger", not "a snake (coiled) coiled around": the relation says the pose.
    const subject = from.pose && text.startsWith(from.pose) ? { ...from, pose: undefined } : from;
    // Counted stags each have their own: "two stags, each with two roses between its antlers".
    const to = scene.subjects[r.to];
    const between = r.kind === "inside" && text.startsWith("between the ") && text.slice(12, -3);
    if (between && to.count > 1) return `${subjectText(to)}, each with ${subjectText(subject)} between its ${between}`;
    return `${subjectText(subject)} ${r.each ? "each " : ""}${text} ${subjectText(scene.subjects[r.to])}`;
  });
  scene.subjects.forEach((s, i) => {
    if (!scene.relations.some((r) => r.from === i || r.to === i)) parts.push(subjectText(s));
  });
  return parts.join("; ");
}
