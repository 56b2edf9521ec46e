/** The scene spelled out for an image model (the OpenAI prompt reads the same scene the engine draws). */
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

/** Subject keys whose name in a sentence is not the key itself. */
const SINGULAR_NAMES: Record<string, string> = { stars: "star", frame: "wreath frame" };
const IRREGULAR_PLURALS: Record<string, string> = {
  wolf: "wolves",
  leaf: "leaves",
  octopus: "octopuses",
  pegasus: "pegasi",
  koi: "koi",
};

export function pluralOf(name: string): string {
  if (IRREGULAR_PLURALS[name]) return IRREGULAR_PLURALS[name];
  if (/(s|x|ch|sh)$/.test(name)) return `${name}es`;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

/** An atlas motif's key ("game-icons:sperm-whale") said as words ("sperm whale"). */
const spoken = (key: string) => (key.includes(":") ? key.slice(key.indexOf(":") + 1).replace(/-/g, " ") : key);

function subjectText(s: SceneSubject): string {
  // The crown of roses is one garland (its count stays one).
  if (s.key === "rose crown") return subjectText({ ...s, key: "crown of roses" });
  const name = s.key === "book" ? (s.count > 1 ? "stack of books" : "book") : (SINGULAR_NAMES[s.key] ?? spoken(s.key));
  const counted =
    s.count > 1 && s.key !== "book"
      ? `${COUNT_WORDS[s.count] ?? s.count} ${pluralOf(name)}`
      : `${/^[aeiou]/.test(name) ? "an" : "a"} ${name}`;
  return s.pose ? `${counted} (${s.pose})` : counted;
}

/** What "around" means for the thing that goes around: a bird circles, a rose twines, a snake coils. */
const CIRCLING = new Set(["butterfly", "moth", "bee", "swallow", "eagle", "owl", "phoenix", "pegasus"]);
const TWINING = new Set(["rose", "peony", "lotus", "flower", "sunflower", "cherry blossom", "leaf"]);

function aroundText(key: string): string {
  return CIRCLING.has(key) ? "circling" : TWINING.has(key) ? "twined around" : RELATION_TEXT.around;
}

/**
 * The scene spelled out for an image model: "a wolf (howling) facing a moon; lettering: ...".
 * Empty when the scene holds nothing beyond the subjects' names.
 */
export function describeScene(scene: Scene): string {
  if (!scene.relations.length && !scene.subjects.some((s) => s.pose || s.count > 1)) return "";
  // Inside a stag is in its antlers.
  const relationText = (r: SceneRelation) =>
    r.kind === "inside" && scene.subjects[r.to].key === "stag"
      ? "between the antlers of"
      : r.kind === "around"
        ? aroundText(scene.subjects[r.from].key)
        : RELATION_TEXT[r.kind];
  const parts = scene.relations.map((r) => {
    const text = relationText(r);
    const from = scene.subjects[r.from];
    // "a snake coiled around a dagger", not "a snake (coiled) coiled around": the relation says the pose.
    const subject = from.pose && text.startsWith(from.pose) ? { ...from, pose: undefined } : from;
    // Counted stags each have their own: "two stags, each with two roses between its antlers".
    const to = scene.subjects[r.to];
    if (text === "between the antlers of" && to.count > 1)
      return `${subjectText(to)}, each with ${subjectText(subject)} between its antlers`;
    return `${subjectText(subject)} ${r.each ? "each " : ""}${text} ${subjectText(scene.subjects[r.to])}`;
  });
  scene.subjects.forEach((s, i) => {
    if (!scene.relations.some((r) => r.from === i || r.to === i)) parts.push(subjectText(s));
  });
  return parts.join("; ");
}
