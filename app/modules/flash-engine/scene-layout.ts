/**
 * Composition by relation (issue 16): places the subjects of a scene on, in, around or carried
 * by one another, using anchor points read off each motif (top, grip, perch, wrap, interior), and
 * lays out counts as flash pairs and trios. In phases: plan what leads (layout/scene-plan.ts), lay
 * that out (a frame, a pair or trio, or one relation: layout/relations-*.ts, worn.ts, framed.ts),
 * then add the other subjects as companions. Returns undefined when the scene holds no relation or
 * count this knows, so the classic layout (main motif with companions) applies.
 */
import { layoutFramed } from "./layout/framed";
import { layoutInMass, layoutMass } from "./layout/masses";
import { GRASPED, layoutAround, layoutGrasp, layoutGrowing, layoutHolding, layoutOn } from "./layout/relations-contact";
import { layoutFacing, layoutInCentre, layoutRing, layoutWinged } from "./layout/relations-generic";
import { placeRelated } from "./layout/relations-secondary";
import {
  layoutAboveBelow,
  layoutBehind,
  layoutCarrying,
  layoutInside,
  layoutKraken,
  layoutToward,
  layoutWearing,
} from "./layout/relations-space";
import { layoutPiercedBy, layoutThrough } from "./layout/relations-through";
import {
  fit,
  height,
  midX,
  midY,
  shift,
  union,
  width,
  type DrawSubject,
  type SceneItem,
  type SceneLayout,
} from "./layout/scene-items";
import { sceneKit, type Laid, type RelationLayout, type SceneKit } from "./layout/scene-kit";
import { krakenAttack, planScene } from "./layout/scene-plan";
import { isEmblem, isWings, motifFor } from "./motifs/index";
import { handMotif, hasTrait } from "./motifs/registry";
import type { Rng } from "./random";
import type { Scene, SceneRelation } from "./scene";

export type { DrawSubject, SceneItem, SceneLayer, SceneLayout } from "./layout/scene-items";
export { fit } from "./layout/scene-items";
export { SMALL_GARLAND } from "./layout/worn";

type Arrangement = SceneRelation["kind"] | "kraken" | "grasp" | "in-mass" | "in-centre" | "ring" | "facing" | "winged";

const RELATION_LAYOUTS: Partial<Record<Arrangement, RelationLayout>> = {
  kraken: layoutKraken,
  grasp: layoutGrasp,
  carrying: layoutCarrying,
  wearing: layoutWearing,
  on: layoutOn,
  holding: layoutHolding,
  toward: layoutToward,
  behind: layoutBehind,
  above: layoutAboveBelow,
  below: layoutAboveBelow,
  around: layoutAround,
  growing: layoutGrowing,
  through: layoutThrough,
  "pierced-by": layoutPiercedBy,
  inside: layoutInside,
  "in-mass": layoutInMass,
  "in-centre": layoutInCentre,
  ring: layoutRing,
  facing: layoutFacing,
  winged: layoutWinged,
};

/** How a relation is acted out: the kraken's attack, an octopus's grasp, a bird's prey carried. */
function arrangementOf(kit: SceneKit, relation: SceneRelation): Arrangement {
  const a = kit.plan.subjects[relation.from];
  const b = kit.plan.subjects[relation.to];
  // Growing out of a container (a rose out of a teacup) is being in it, rising out of its opening.
  const kind = relation.kind === "growing" && motifFor(b.key).anchors.interior ? "inside" : relation.kind;
  if (krakenAttack(kit.plan.scene, relation)) return "kraken";
  if (motifFor(a.key).anchors.grasp && GRASPED.has(kind)) return "grasp";
  // "A fox in the forest": in front of the forest's trees.
  if (kind === "inside" && b.mass) return "in-mass";
  // In a thing with no room inside: at its middle ("a wolf in a dream catcher"), or in front of a place.
  const holds = motifFor(b.key).anchors;
  if (kind === "inside" && !holds.interior && !holds.crest) return "in-centre";
  // A sign on a thing is on its face, at its middle ("an eye on a hamsa", "a cross on a heart").
  if (kind === "on" && isEmblem(a.key) && !isEmblem(b.key)) return "in-centre";
  // Around without coiling, or framed by what is no frame: a ring, a band or a halo of it.
  if ((kind === "around" && !hasTrait(motifFor(a.key).key, "wraps")) || kind === "framed-by") return "ring";
  if (kind === "behind" && isWings(a.key)) return "winged";
  // A bird's prey is carried in its claws; any other fight is face to face.
  if (kind === "attacking") return hasTrait(a.key, "perches") ? "carrying" : "facing";
  return kind;
}

/** What leads the design: the frame and what it holds, a pair or trio (or a pose), or one relation. */
function leading(kit: SceneKit): { laid: Laid; placed: number[]; partners?: SceneRelation[] } | undefined {
  const { framed, relation, counted, posed, subjects } = kit.plan;
  if (framed) return { laid: layoutFramed(kit, framed), placed: [framed.relation.from, ...framed.parts] };
  if (!relation) {
    const index = counted >= 0 ? counted : posed;
    const s = subjects[index];
    const laid = s.mass
      ? layoutMass(kit, s.key, s.mass, kit.cx, kit.cy, kit.size, "main")
      : { items: kit.group(s.key, s.count, kit.cx, kit.cy, kit.size, "main") };
    return { laid, placed: [index] };
  }
  const arrangement = arrangementOf(kit, relation);
  const once = RELATION_LAYOUTS[arrangement]?.(kit, subjects[relation.from], subjects[relation.to], relation);
  if (!once) return undefined;
  const laid = withCounts(kit, once, [relation.from, relation.to]);
  const partners = kit.plan.partners.map((r) => r.from);
  if (partners.length === 0 || !["on", "inside", "in-centre"].includes(arrangement))
    return { laid, placed: [relation.from, relation.to] };
  const shared = sharePlace(kit, laid, subjects[relation.to].key, [relation.from, ...partners], arrangement === "on");
  if (!shared) return { laid, placed: [relation.from, relation.to] };
  return { laid: shared, placed: [relation.from, relation.to, ...partners], partners: kit.plan.partners };
}

/**
 * A counted creature of the leading relation that its layout drew once ("three wolves howling at the
 * moon", "a wolf pack under the northern lights", "elephants on the back of a turtle"): that drawing
 * becomes the count's flash pair or trio, in its place and standing on its foot line.
 */
function withCounts(kit: SceneKit, laid: Laid, indices: number[]): Laid {
  return indices.reduce((l, i) => {
    const s = kit.plan.subjects[i];
    // Creatures only: flames, flowers or a stack of books are one drawing of their kind.
    if (!s || s.count < 2 || s.mass || motifFor(s.key).category !== "creature" || isWings(s.key)) return l;
    const at = l.items.findIndex((item) => item.key === s.key);
    if (at < 0 || l.items.filter((item) => item.key === s.key).length > 1) return l;
    const place = l.items[at];
    const size = Math.max(width(place.box), height(place.box)) * 1.15;
    const copies = kit.group(s.key, s.count, midX(place.box), midY(place.box), size, place.layer);
    const foot = place.box.maxY - Math.max(...copies.map((c) => c.box.maxY));
    const standing = copies.map((c) => shift(c, 0, foot));
    const mainIndex = l.mainIndex !== undefined && l.mainIndex > at ? l.mainIndex + standing.length - 1 : l.mainIndex;
    return {
      ...l,
      items: l.items.flatMap((item, k) => (k === at ? standing : [item])),
      ...(mainIndex !== undefined ? { mainIndex } : {}),
    };
  }, laid);
}

/**
 * Several on or in one thing ("a heart and a feather on a scale", "a bee and a flower in a light
 * bulb"): the place the layout gave the first is shared out side by side, each standing on its foot
 * line. Undefined (the first alone) when the layout placed more than the two.
 */
function sharePlace(kit: SceneKit, laid: Laid, base: string, sharers: number[], seated: boolean): Laid | undefined {
  if (laid.items.length !== 2) return undefined;
  const at = laid.items.findIndex((i) => i.key !== base);
  const place = laid.items[at];
  if (!place) return undefined;
  const n = sharers.length;
  // On a base they may spread wider than the one would have stood; in a container, not past its room.
  const across = width(place.box) * (seated ? 1.5 + 0.2 * (n - 2) : 1);
  const each = across / n;
  const left = midX(place.box) - across / 2;
  const items = sharers.map((s, k): SceneItem => {
    // Sitting on something, a perching bird comes without its own branch.
    const own = kit.plan.subjects[s].key;
    const key = seated ? (handMotif(own)?.seated ?? own) : own;
    const drawing = kit.draw(key, k);
    const placed = fit(
      drawing,
      left + each * (k + 0.5),
      midY(place.box),
      Math.min(each * 1.08, height(place.box) * (seated ? 1.2 : 1)),
    );
    return { ...place, key, drawing, ...placed, box: placed.box, matrix: placed.matrix };
  });
  const standing = items.map((i) => shift(i, 0, place.box.maxY - i.box.maxY));
  return { ...laid, items: laid.items.flatMap((i, k) => (k === at ? standing : [i])) };
}

/** A figure drawn as a head and shoulders (a portrait bust: upright, tall, wearing things on its head). */
function isBust(key: string): boolean {
  const layout = handMotif(key)?.layout;
  return (
    handMotif(key)?.category === "creature" && layout?.form === "tall" && layout.upright === true && !!layout.headTop
  );
}

/** Other subjects: small companions at the sides, behind (in front of a mass: "a forest with a bear"). */
function companions(kit: SceneKit, items: SceneItem[], placed: number[]): SceneItem[] {
  const box0 = union(items.map((i) => i.box));
  const layer = placed.some((i) => kit.plan.subjects[i]?.mass) ? "front" : "behind";
  let slot = 0;
  const added: SceneItem[] = [];
  kit.plan.subjects.forEach((s, i) => {
    if (placed.includes(i) || !kit.plan.drawable(i) || s.key === "banner") return;
    if (i === 0 && isBust(s.key)) {
      // The figure the request is about, tied to nothing ("a snake charmer with a cobra rising out of a
      // basket"): it stands behind the scene, as large as it, never a small companion at its side.
      added.push(kit.one(s.key, midX(box0), box0.minY - height(box0) * 0.3, kit.size * 0.72, "behind").item);
      return;
    }
    const side = slot++ % 2 === 0 ? -1 : 1;
    const companion = kit.one(
      s.key,
      side < 0 ? box0.minX : box0.maxX,
      midY(box0) - height(box0) * 0.25,
      kit.size * 0.34,
      layer,
      0,
      side < 0,
    );
    added.push(companion.item);
  });
  return added;
}

/**
 * The scene laid out around (cx, cy) at about `size` across, or undefined when the classic
 * layout should handle it (no known relation and every count one).
 */
export function layoutScene(
  read: Scene,
  draw: DrawSubject,
  cx: number,
  cy: number,
  size: number,
  rng: Rng,
): SceneLayout | undefined {
  const plan = planScene(read);
  if (!plan) return undefined;
  const kit = sceneKit(plan, draw, cx, cy, size, rng);
  const lead = leading(kit);
  if (!lead) return undefined;
  const leadRelations = [
    ...(plan.framed ? [plan.framed.relation] : plan.relation ? [plan.relation] : []),
    ...(lead.partners ?? []),
  ];
  const placed = [...lead.placed];
  const related = placeRelated(kit, lead.laid.items, placed, leadRelations);
  const laidOut = [...lead.laid.items, ...related.items];
  const items = [...laidOut, ...companions(kit, laidOut, placed)];
  return {
    items,
    mainIndex: lead.laid.mainIndex ?? 0,
    box: union(items.map((i) => i.box)),
    bannerY: lead.laid.bannerY,
    relation: plan.framed ? plan.framed.relation.kind : plan.relation?.kind,
    partners: lead.partners,
    secondary: related.acted,
    frame: plan.framed?.kind,
  };
}
