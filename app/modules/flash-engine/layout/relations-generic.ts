/**
 * Relations laid out for any two subjects, where neither brings an anchor of its own (issue 36): in
 * a thing without an interior (a wolf in a dream catcher, a raven in the sun: small at its middle,
 * knocked out of it), in a place (a jellyfish in the waves: in front of it), around or framed by
 * several small things (fairies around the moon, a phoenix surrounded by flames: a ring of them),
 * a long thing around another (barbed wire around a heart: a band across it), and a fight (a knight
 * fighting a dragon: face to face).
 */
import { motifFor } from "../motifs/index";
import { hasTrait } from "../motifs/registry";
import { fit, height, midX, midY, shift, width, type SceneItem } from "./scene-items";
import type { RelationLayout } from "./scene-kit";

/** A in B: B large, A small at its middle, knocked out of it; in a place, A in front of it. */
export const layoutInCentre: RelationLayout = (kit, a, b) => {
  const { cx, cy, size } = kit;
  if (motifFor(b.key).category === "scene") {
    // "A jellyfish in the ocean", "an anchor in a stormy sea": the place behind and below.
    const place = kit.one(b.key, cx, cy + size * 0.16, size * 0.95, "behind");
    const thing = kit.one(a.key, cx, cy - size * 0.04, size * 0.62, "front");
    return { items: [place.item, { ...thing.item, knockout: true }], mainIndex: 1 };
  }
  const holder = kit.one(b.key, cx, cy, size * 0.95, "main");
  const room = Math.min(width(holder.item.box), height(holder.item.box));
  const held = kit.one(a.key, midX(holder.item.box), midY(holder.item.box), room * 0.42, "front");
  return { items: [holder.item, { ...held.item, knockout: true }] };
};

/** Things that go round another as a band across it, not as a ring of copies. */
const BANDS = /wire|chain|rope|ribbon|vine/;

/**
 * A around B, or B framed by A: B in the middle and A round it. Several (fairies, flowers) are a ring
 * of small copies (five, or as many as were named), and so is a twining flower; a long thing (barbed
 * wire, a chain, a ribbon) is a band across B; one thing else (a crown of thorns, fire) is drawn
 * large behind B.
 */
export const layoutRing: RelationLayout = (kit, a, b, relation) => {
  const [ring, centre] = relation.kind === "framed-by" ? [b, a] : [a, b];
  const { cx, cy, size } = kit;
  const form = motifFor(ring.key).form;
  if ((BANDS.test(ring.key) && form !== "round") || form === "long") {
    const middle = kit.one(centre.key, cx, cy, size * 0.78, "main");
    const band = kit.one(ring.key, cx, cy, size * 0.98, "front", -0.45, false, "width");
    return { items: [middle.item, band.item] };
  }
  // One flower that twines ("a rose around a heart") is a wreath of it; one thing else is a halo.
  if (ring.count <= 1 && !hasTrait(ring.key, "twines")) {
    const around = kit.one(ring.key, cx, cy, size, "behind");
    const middle = kit.one(centre.key, cx, cy, size * 0.6, "main");
    return { items: [around.item, { ...middle.item, knockout: true }], mainIndex: 1 };
  }
  const middle = kit.one(centre.key, cx, cy, size * 0.56, "main");
  const n = Math.max(5, Math.min(ring.count, 8));
  const radius = size * 0.4;
  const upright = motifFor(ring.key).upright || hasTrait(ring.key, "perches");
  const items: SceneItem[] = [middle.item];
  for (let i = 0; i < n; i++) {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / n;
    const drawing = kit.draw(ring.key, i);
    const x = cx + Math.cos(angle) * radius;
    const y = cy + Math.sin(angle) * radius;
    const placed = fit(drawing, x, y, size * 0.2, upright ? 0 : angle + Math.PI / 2, x < cx);
    items.push({ key: ring.key, drawing, ...placed, layer: "behind" });
  }
  return { items, mainIndex: 0 };
};

/** A fights B: face to face at one height, A on the left facing right, B mirrored on the right. */
export const layoutFacing: RelationLayout = (kit, a, b) => {
  const { cx, cy, size } = kit;
  const left = kit.one(a.key, cx - size * 0.24, cy, size * 0.56, "main");
  const right = kit.one(b.key, cx + size * 0.24, cy, size * 0.56, "behind", 0, true);
  // Close the gap so the two meet in the middle.
  const gap = right.item.box.minX - left.item.box.maxX;
  return {
    items: [shift(left.item, gap * 0.5 + size * 0.03, 0), shift(right.item, -gap * 0.5 - size * 0.03, 0)],
  };
};

/**
 * Wings behind what has them ("a heart with wings"): spread wider than it, rising above it, their
 * root (and any body between them) hidden behind its lower part.
 */
export const layoutWinged: RelationLayout = (kit, a, b) => {
  const { cx, cy, size } = kit;
  const body = kit.one(b.key, cx, cy + size * 0.1, size * 0.56, "main");
  const bb = body.item.box;
  const wings = kit.one(a.key, midX(bb), midY(bb), size * 1.08, "behind", 0, false, "width").item;
  // Their foot just above its lower tip, unless that leaves them too short to rise above it.
  const down = bb.maxY - height(bb) * 0.12 - wings.box.maxY;
  const dy = Math.min(down, bb.minY - height(bb) * 0.2 - wings.box.minY);
  return { items: [body.item, shift(wings, 0, dy)] };
};
