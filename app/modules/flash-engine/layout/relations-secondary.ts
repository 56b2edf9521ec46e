/**
 * The scene's other relations, after the leading one is laid out (issue 36): a subject not placed yet
 * that a relation ties to a placed one is placed by that relation, relative to it, instead of as a
 * companion at the side ("a skull wearing a crown with a sunflower below": the sunflower under the
 * skull; "an eagle holding arrows in one foot and an olive branch in the other": the branch in its
 * other foot; "a heart in flames surrounded by a crown of thorns": the thorns round the whole).
 * Relations it cannot act out this way (toward, through, growing, a fight) leave the subject a companion.
 */
import type { SceneRelation } from "../scene";
import { height, midX, midY, shift, union, width, type SceneItem, type SceneLayer } from "./scene-items";
import type { SceneKit } from "./scene-kit";

/** Where the new subject goes, relative to the placed one's box: offsets and size in its sizes. */
interface Spot {
  /** Centre, in the placed box's width and height from its middle. */
  dx: number;
  dy: number;
  /** Across, in the placed box's larger side. */
  across: number;
  layer: SceneLayer;
  rotation?: number;
}

/**
 * The spot of a subject related by `kind`, `placedLeads` when the placed subject is the relation's
 * `from` ("the skull wears the crown") rather than its `to` ("the sunflower is below the skull").
 */
function spotOf(kind: SceneRelation["kind"], placedLeads: boolean, side: number): Spot | undefined {
  const key = `${kind}:${placedLeads ? "leads" : "follows"}`;
  switch (key) {
    case "wearing:leads": // on its head
      return { dx: 0, dy: -0.46, across: 0.5, layer: "front" };
    case "holding:leads": // in its free hand or foot, on the side not yet taken
    case "carrying:leads":
      return { dx: side * 0.42, dy: 0.12, across: 0.48, layer: "front", rotation: side * 0.5 };
    case "holding:follows": // the holder beside what it holds
    case "carrying:follows":
      return { dx: -side * 0.62, dy: 0.05, across: 0.8, layer: "behind" };
    case "below:follows":
    case "above:leads":
      return { dx: 0, dy: 0.72, across: 0.46, layer: "front" };
    case "above:follows":
    case "below:leads":
      return { dx: 0, dy: -0.68, across: 0.52, layer: "behind" };
    case "behind:follows": // the new one is behind the placed one
    case "inside:leads": // the placed one is in the new one
    case "on:leads":
      return { dx: 0, dy: -0.12, across: 1.2, layer: "behind" };
    case "behind:leads": // the placed one is behind: the new one in front of it
      return { dx: 0, dy: 0.2, across: 0.62, layer: "front" };
    case "on:follows": // on its face, or in it
    case "inside:follows":
      return { dx: 0, dy: 0, across: 0.42, layer: "front" };
    case "around:follows":
    case "framed-by:leads":
      return { dx: 0, dy: 0, across: 1.25, layer: "behind" };
    default:
      return undefined;
  }
}

/**
 * Places the subjects the other relations tie to placed ones; gives back the new items and the
 * relations acted out. `placed` (subject indices) grows with what it places.
 */
export function placeRelated(
  kit: SceneKit,
  items: SceneItem[],
  placed: number[],
  lead: SceneRelation[],
): { items: SceneItem[]; acted: SceneRelation[] } {
  const { scene, subjects, drawable } = kit.plan;
  const added: SceneItem[] = [];
  const acted: SceneRelation[] = [];
  for (const r of scene.relations) {
    if (lead.includes(r) || r.from === r.to) continue;
    // One more in the leading relation ("a butterfly and a moth over a web") is its partner, not placed here.
    // (On or in one thing, a second goes on its face, or in it: "flowers and hearts on a sugar skull".)
    if (!["on", "inside"].includes(r.kind) && lead.some((l) => l.kind === r.kind && l.to === r.to)) continue;
    const [known, fresh] = placed.includes(r.from) ? [r.from, r.to] : [r.to, r.from];
    if (!placed.includes(known) || placed.includes(fresh) || !drawable(fresh)) continue;
    if (subjects[fresh].key === "banner") continue;
    const all = [...items, ...added];
    const base = all.find((i) => i.key === subjects[known].key);
    // A second thing held goes to the side of it that nothing else takes.
    const others = all.filter((i) => i !== base).map((i) => midX(i.box));
    const side = base && others.length > 0 && others.reduce((a, b) => a + b) / others.length > midX(base.box) ? -1 : 1;
    const spot = spotOf(r.kind, known === r.from, side);
    if (!base || !spot) continue;
    const box = spot.layer === "behind" && spot.across > 1 ? union(items.map((i) => i.box)) : base.box;
    const big = Math.max(width(box), height(box));
    const x = midX(box) + spot.dx * width(box);
    const y = midY(box) + spot.dy * height(box);
    const one = kit.one(subjects[fresh].key, x, y, big * spot.across, spot.layer, spot.rotation ?? 0, side < 0);
    // Below: its top just under the placed one; above: its foot just over it.
    const item =
      spot.dy > 0.5
        ? shift(one.item, 0, box.maxY + height(box) * 0.02 - one.item.box.minY)
        : spot.dy < -0.5
          ? shift(one.item, 0, box.minY - height(box) * 0.02 - one.item.box.maxY)
          : one.item;
    added.push(item);
    acted.push(r);
    placed.push(fresh);
  }
  return { items: added, acted };
}
