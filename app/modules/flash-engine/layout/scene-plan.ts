/**
 * The first step of laying a scene out: which of its relations, frame, count or pose leads the
 * design, and the subjects as they are drawn (in the pose the scene asks for). Undefined when the
 * classic layout (main motif with companions) should draw it.
 */
import type { FrameKind } from "../motifs/frames";
import { motifFor, posedMotif } from "../motifs/index";
import { handMotif, hasTrait, keysWithTrait, type HandMotifKey } from "../motifs/registry";
import type { Scene, SceneRelation, SceneSubject } from "../scene";

export interface ScenePlan {
  /** The scene as read, with what it implies added (a perched bird's branch, the kraken's attack). */
  scene: Scene;
  /** Its subjects keyed as drawn: in their pose when the library has it ("wolf howling"). */
  subjects: SceneSubject[];
  /** Whether subject i is drawn (a motif or a banner; not a frame word, not a word the library lacks). */
  drawable: (i: number) => boolean;
  framed?: Framing;
  relation?: SceneRelation;
  /**
   * Others in the leading relation with it, on or in the same thing ("a heart and a feather on a
   * scale": the feather's): the layout may share its place out among them (SceneLayout.partners).
   */
  partners: SceneRelation[];
  /** The pair or trio that leads the design (-1: none). */
  counted: number;
  /** A subject drawn in a pose (-1: none). */
  posed: number;
}

export interface Framing {
  relation: SceneRelation;
  kind: FrameKind;
  /** The subjects that name the frame ("a laurel wreath": the leaf and the wreath). */
  parts: number[];
}

const LAID_OUT = new Set<SceneRelation["kind"]>([
  "on",
  "wearing",
  "holding",
  "carrying",
  "toward",
  "behind",
  "above",
  "below",
  "around",
  "growing",
  "through",
  "pierced-by",
]);

/** Relations several things share the place of: on one base, inside one container. */
const SHARED = new Set<SceneRelation["kind"]>(["on", "inside"]);

/** Relations a sea creature acts out on a ship as the kraken's attack: the ship gripped in its arms. */
const ATTACKED = new Set<SceneRelation["kind"]>(["attacking", "around", "holding"]);

/**
 * The kraken attacking a ship: an octopus (kraken, squid) that attacks, wraps or holds a ship, a
 * ship at sea (a ship in a bottle is held as before).
 */
export function krakenAttack(scene: Scene, r: SceneRelation): boolean {
  return (
    ATTACKED.has(r.kind) &&
    motifFor(scene.subjects[r.from]?.key ?? "").key === ("octopus" satisfies HandMotifKey) &&
    motifFor(scene.subjects[r.to]?.key ?? "").key === ("ship" satisfies HandMotifKey) &&
    !scene.relations.some((other) => other.from === r.to && other.kind === "inside")
  );
}

/**
 * "A kraken and a ship" (no relation between them) is the classic flash: the kraken attacks it; so is
 * "a ship battling a kraken" (a fight between them is the kraken's attack).
 */
function withKrakenAttack(scene: Scene): Scene {
  const beast = scene.subjects.findIndex((s) => motifFor(s.key).key === ("octopus" satisfies HandMotifKey));
  const ship = scene.subjects.findIndex((s) => motifFor(s.key).key === ("ship" satisfies HandMotifKey));
  if (beast < 0 || ship < 0) return scene;
  const fight = scene.relations.findIndex((r) => r.kind === "attacking" && r.from === ship && r.to === beast);
  if (fight >= 0)
    return { ...scene, relations: scene.relations.with(fight, { kind: "attacking", from: beast, to: ship }) };
  if (scene.relations.some((r) => [beast, ship].includes(r.from) && [beast, ship].includes(r.to))) return scene;
  return { ...scene, relations: [...scene.relations, { kind: "attacking", from: beast, to: ship }] };
}

/** What a perched bird sits on when nothing is named: the branch. */
const [BRANCH] = keysWithTrait("branch");

/** A bird "perched" (or "sitting") on nothing named perches on a branch. */
function withPerch(scene: Scene): Scene {
  const bird = scene.subjects.findIndex(
    (s) => (s.pose === "perched" || s.pose === "sitting") && hasTrait(s.key, "perches") && s.count <= 3,
  );
  if (bird < 0 || scene.relations.some((r) => r.from === bird || r.to === bird)) return scene;
  const branch = scene.subjects.length;
  return {
    ...scene,
    subjects: [...scene.subjects, { key: BRANCH, word: "branch", count: 1 }],
    relations: [...scene.relations, { kind: "on", from: bird, to: branch }],
  };
}

/** "A rose framed by a laurel wreath", "a wolf inside a circle": the frame and what it holds. */
function framing(scene: Scene, drawable: (i: number) => boolean): Framing | undefined {
  const frameWords = scene.subjects.map((s, i) => (s.key === "frame" ? i : -1)).filter((i) => i >= 0);
  for (const relation of scene.relations) {
    if (relation.kind !== "framed-by" && relation.kind !== "inside") continue;
    const to = scene.subjects[relation.to];
    if (!drawable(relation.from) || !to) continue;
    // A motif that frames ("an eye in a triangle", "framed by a laurel wreath"), or a frame word.
    const frame = handMotif(to.key)?.frame;
    const frames =
      frame &&
      (frame.when === undefined ||
        (frame.when === "framed-by" ? relation.kind === "framed-by" : frameWords.length > 0));
    if (to.key !== "frame" && !frames) continue;
    const words = [to.word, ...frameWords.map((i) => scene.subjects[i].word)];
    const kind: FrameKind = frames ? frame.kind : words.includes("wreath") ? "wreath" : "circle";
    return { relation, kind, parts: [relation.to, ...frameWords] };
  }
  return undefined;
}

export function planScene(read: Scene): ScenePlan | undefined {
  const scene = withKrakenAttack(withPerch(read));
  const drawable = (i: number) =>
    scene.subjects[i] &&
    scene.subjects[i].key !== "frame" &&
    (scene.subjects[i].key === "banner" || motifFor(scene.subjects[i].key).key === scene.subjects[i].key);
  const framed = framing(scene, drawable);
  // Every relation is laid out: inside a container or a crest by its anchors, else at the thing's
  // middle; framed by a frame motif above; through by the long or coiling thing crossing the other.
  const relation = scene.relations.find(
    (r) =>
      (LAID_OUT.has(r.kind) || r.kind === "inside" || r.kind === "attacking" || r.kind === "framed-by") &&
      drawable(r.from) &&
      drawable(r.to) &&
      (scene.subjects[r.to].key !== "banner" || r.kind === "carrying"),
  );
  // A pair or trio leads the design when it is named first, or after a backdrop ("the moon and two
  // wolves"); after anything else it accompanies it ("a skull with roses" is a skull).
  const lead = scene.subjects.findIndex((s, i) => drawable(i) && s.key !== "banner");
  const backdrop = lead >= 0 && ["sky", "scene"].includes(motifFor(scene.subjects[lead].key).category);
  const counted = scene.subjects.findIndex(
    (s, i) =>
      s.count > 1 && drawable(i) && s.key !== "banner" && !hasTrait(s.key, "stacked") && (i === lead || backdrop),
  );
  const posed = scene.subjects.findIndex((s, i) => drawable(i) && posedMotif(s.key, s.pose) !== s.key);
  if (!framed && !relation && counted < 0 && posed < 0) return undefined;
  // Subjects drawn in their pose when the library has it (the howling wolf).
  const subjects = scene.subjects.map((s) => ({ ...s, key: posedMotif(s.key, s.pose) }));
  const partners =
    relation && !framed && SHARED.has(relation.kind) && scene.subjects[relation.from].count === 1
      ? scene.relations.filter(
          (r) =>
            r !== relation &&
            r.kind === relation.kind &&
            r.to === relation.to &&
            r.from !== relation.from &&
            drawable(r.from) &&
            scene.subjects[r.from].key !== "banner",
        )
      : [];
  return { scene, subjects, drawable, framed, relation, partners: partners.slice(0, 2), counted, posed };
}
