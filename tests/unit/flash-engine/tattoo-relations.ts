/**
 * How the subjects of a tattoo request relate, as the engine reads and draws them (issue 36), for
 * the yardstick's labelled relations (tests/fixtures/tattoo-requests.json, `relations`). Read from
 * the design spec's scene and the scene layout the engine composes from it, without changing either.
 */
import type { DesignSpec } from "~/modules/flash-engine/design-spec";
import { planScene } from "~/modules/flash-engine/layout/scene-plan";
import { motifFor, motifName } from "~/modules/flash-engine/motifs/index";
import { Rng } from "~/modules/flash-engine/random";
import type { RelationKind, SceneRelation, SceneSubject } from "~/modules/flash-engine/scene";
import { layoutScene } from "~/modules/flash-engine/scene-layout";
import { drawsLabel, labelKinds } from "./tattoo-labels";

/** A relation between two subjects by name: "the snake is around the dagger". */
export interface NamedRelation {
  subject: string;
  relation: RelationKind;
  object: string;
}

/** A part or worn thing a subject's own drawing shows (Christ's halo, Shiva's crescent moon), named in the request. */
export interface OwnPart {
  owner: string;
  part: string;
}

/** A relation a request's label asks for; subject and object are written as `draw` labels. */
export type LabelledRelation = NamedRelation;

export interface SceneReading {
  /** The relations the scene reading found, by the subjects' names. */
  read: NamedRelation[];
  /**
   * The relations the drawing acts out: the one the scene layout is composed by (a frame's as both
   * inside and framed-by), the others it placed a subject by (every labelled relation is checked
   * against these, not only the leading one), or, in the classic layout, a long subject crossing the main one (through,
   * pierced-by) and a plural companion flanking it (framed-by).
   */
  acted: NamedRelation[];
  /** "scene": composed by a relation, a count or a pose; "classic": the main subject with companions. */
  layout: "scene" | "classic";
  /** What the scene layout draws that no word of the request named (a perching bird's branch). */
  added: string[];
}

/**
 * A subject by name; a mass as one ("a forest of tree"): the place or bunch is drawn, not one of its
 * members; a banner by the word that named it ("a ribbon", "a scroll").
 */
export const subjectName = (s: Pick<SceneSubject, "key" | "mass"> & { word?: string }) =>
  s.mass ? `${s.mass} of ${motifName(s.key)}` : s.key === "banner" && s.word ? s.word : motifName(s.key);

const named = (subjects: SceneSubject[], r: SceneRelation, kind = r.kind): NamedRelation => ({
  subject: subjectName(subjects[r.from]),
  relation: kind,
  object: subjectName(subjects[r.to]),
});

/** What the classic layout acts out: crossings of a long subject with the main one, plural companions flanking it. */
function classicActs(spec: DesignSpec): NamedRelation[] {
  const keys = spec.subjects;
  const long = (key: string) => motifFor(key).form === "long";
  const count = (key: string) => spec.scene.subjects.find((s) => s.key === key)?.count ?? 1;
  // A long subject named first may give the centre to the next one (design-layout's coin toss).
  const mains = long(keys[0]) && keys[1] && !long(keys[1]) ? [keys[0], keys[1]] : [keys[0]];
  return mains.flatMap((main) =>
    keys
      .filter((other) => other !== main)
      .flatMap((other): NamedRelation[] => {
        const [a, b] = [motifName(main), motifName(other)];
        if (long(main) !== long(other)) {
          const [lng, round] = long(main) ? [a, b] : [b, a];
          return [
            { subject: lng, relation: "through", object: round },
            { subject: round, relation: "pierced-by", object: lng },
          ];
        }
        return count(other) > 1 && !long(other) ? [{ subject: a, relation: "framed-by", object: b }] : [];
      }),
  );
}

/** The scene of a design spec as read and as the engine lays it out. */
export function readRelations(spec: DesignSpec): SceneReading {
  const { subjects, relations } = spec.scene;
  const read = relations.map((r) => named(subjects, r));
  if (spec.fallback || spec.subjects.length === 0) return { read, acted: [], layout: "classic", added: [] };
  const rng = new Rng(spec.seed);
  const laid = layoutScene(
    spec.scene,
    (key, copy) => motifFor(key).draw({ rng: rng.fork(`${key}:${copy}`), detail: spec.detail }),
    500,
    500,
    600,
    rng.fork("scene"),
  );
  if (!laid) return { read, acted: classicActs(spec), layout: "classic", added: [] };
  // The plan the layout was composed from: its relation (or frame) is the one acted out, with what
  // the plan implies added (a perching bird's branch, the kraken's attack on a ship named with it).
  const plan = planScene(spec.scene);
  const lead = plan && (plan.framed?.relation ?? plan.relation);
  const all = plan?.scene.subjects ?? subjects;
  const others = [...(laid.partners ?? []), ...(laid.secondary ?? [])];

  const acted = lead ? [named(all, lead), ...others.map((r) => named(all, r))] : [];
  if (lead && laid.frame) acted.push(named(all, lead, lead.kind === "inside" ? "framed-by" : "inside"));
  // A dagger drawn through a heart is the heart pierced by it, and the other way round.
  const converse = { through: "pierced-by", "pierced-by": "through" } as const;
  if (lead?.kind === "through" || lead?.kind === "pierced-by")
    acted.push(named(all, { kind: converse[lead.kind], from: lead.to, to: lead.from }));
  // A thing framed by a ring is the ring around it, and the other way round (the same drawing).
  for (const r of [lead, ...others])
    if (r && (r.kind === "framed-by" || r.kind === "around"))
      acted.push(named(all, { kind: r.kind === "around" ? "framed-by" : "around", from: r.to, to: r.from }));
  // Growing out of a container is being in it, rising out of its opening (decision 015).
  if (lead?.kind === "growing" && motifFor(all[lead.to].key).anchors.interior) acted.push(named(all, lead, "inside"));
  const added = all.slice(subjects.length).map((s) => motifName(s.key));
  return { read, acted, layout: "scene", added };
}

const sameRelation = (label: LabelledRelation, r: NamedRelation) =>
  r.relation === label.relation &&
  drawsLabel(r.subject, labelKinds(label.subject)) &&
  drawsLabel(r.object, labelKinds(label.object));

export interface RelationVerdict {
  /** The labelled relations the drawing acts out. */
  drawn: LabelledRelation[];
  /** The others, each with how the engine read those two subjects instead (if it related them). */
  notDrawn: Array<{ label: LabelledRelation; read?: NamedRelation }>;
}

/** What the drawing shows besides the scene's relations. */
export interface Shown {
  /** The drawn subjects' names, main subject first. */
  drawn: readonly string[];
  /** The parts and worn things their own drawings show that the request names. */
  ownParts?: readonly OwnPart[];
  /** The settings drawn round the main subject, by what they show ("water"). */
  settings?: readonly string[];
}

/**
 * Which of a request's labelled relations the drawing acts out: by the scene's layout; by a
 * subject's own drawing, which shows a part it names in its place ("jesus with a halo behind his
 * head", "shiva with a crescent moon in his hair", "a cowgirl in a hat") or both things as one
 * ("a sunrise over mountains"); or by the setting drawn at the main subject's foot ("a rabbit
 * splashing in a puddle" is in its water's ripples).
 */
export function judgeRelations(
  labels: LabelledRelation[],
  scene: SceneReading,
  shown: Shown = { drawn: [] },
): RelationVerdict {
  const pair = (label: LabelledRelation, r: NamedRelation) =>
    [r.subject, r.object].some((n) => drawsLabel(n, labelKinds(label.subject))) &&
    [r.subject, r.object].some((n) => drawsLabel(n, labelKinds(label.object)));
  const main = shown.drawn[0];
  const own = [
    ...(shown.ownParts ?? []),
    ...(main ? (shown.settings ?? []).map((setting) => ({ owner: main, part: setting })) : []),
    ...shown.drawn.map((name) => ({ owner: name, part: name })),
  ];
  const shownAsPart = (label: LabelledRelation) =>
    own.some((p) => pair(label, { subject: p.owner, relation: label.relation, object: p.part }));
  const drawn = (label: LabelledRelation) => scene.acted.some((r) => sameRelation(label, r)) || shownAsPart(label);
  return {
    drawn: labels.filter(drawn),
    notDrawn: labels
      .filter((label) => !drawn(label))
      .map((label) => ({ label, read: scene.read.find((r) => pair(label, r)) })),
  };
}
