/**
 * Relations where subjects keep their distance or one holds the other (issue 16): the kraken
 * attacking a ship, birds carrying, facing toward, behind, above or below, inside a container,
 * wearing.
 */
import type { Drawing } from "../drawing";
import { applyMatrix, boundsOf, multiply, placement, type Vec } from "../geometry";
import { motifFor } from "../motifs/index";
import { KRAKEN_FRONT, KRAKEN_PAIR_FRONT } from "../motifs/kraken";
import { hasTrait } from "../motifs/registry";
import { layoutMass } from "./masses";
import { height, localBounds, midX, midY, shift, union, width, type SceneItem } from "./scene-items";
import type { Laid, RelationLayout, SceneKit } from "./scene-kit";
import { crowned } from "./worn";

/**
 * The ship large in the middle, the kraken drawn in its units under and around it (one matrix for
 * both): behind the ship, and again in front where its arms hook over the rail and the sails.
 */
export const layoutKraken: RelationLayout = (kit, a, b) => {
  const { cx, cy, size } = kit;
  const vessel = kit.draw(b.key, 0);
  // Two or more krakens: a pair, one under each end of the hull, each climbing its own end.
  const beasts: Array<[string, Vec[][]]> =
    a.count > 1
      ? [
          ["kraken stern", KRAKEN_PAIR_FRONT.stern],
          ["kraken bow", KRAKEN_PAIR_FRONT.bow],
        ]
      : [["kraken", KRAKEN_FRONT]];
  const drawn = beasts.map(([key], i) => kit.draw(key, i));
  const local = union([localBounds(vessel), ...drawn.map(localBounds)]);
  const matrix = multiply(placement(cx, cy, size / Math.max(width(local), height(local)), 0, false), [
    1,
    0,
    0,
    1,
    -midX(local),
    -midY(local),
  ]);
  const placedBox = (drawing: Drawing) => {
    const l = localBounds(drawing);
    return boundsOf([applyMatrix(matrix, l.minX, l.minY), applyMatrix(matrix, l.maxX, l.maxY)]);
  };
  return {
    items: [
      { key: b.key, drawing: vessel, matrix, box: placedBox(vessel), layer: "main" },
      ...beasts.map(([key, front], i): SceneItem => ({
        key,
        drawing: drawn[i],
        matrix,
        box: placedBox(drawn[i]),
        layer: "behind",
        frontBands: front.map((band) => band.map(([x, y]) => applyMatrix(matrix, x, y))),
      })),
    ],
  };
};

/** Birds (one, a pair or a trio) above; what they carry hangs from their beaks and claws. */
export const layoutCarrying: RelationLayout = (kit, a, b) => {
  const { cx, cy, size } = kit;
  const flock = kit.group(a.key, a.count, cx, cy - size * 0.18, size * (a.count > 1 ? 1 : 0.7), "main");
  const fb = union(flock.map((f) => f.box));
  if (b.key === "banner") return { items: flock, bannerY: fb.maxY + size * 0.02 };
  const cargo = kit.one(b.key, 0, 0, size * 0.5, "behind");
  return {
    items: [
      ...flock,
      shift(cargo.item, midX(fb) - midX(cargo.item.box), fb.maxY - height(cargo.item.box) * 0.15 - cargo.item.box.minY),
    ],
  };
};

/** A howls, roars or looks up at B: head raised towards it, B high on the other side. */
export const layoutToward: RelationLayout = (kit, a, b, relation) => {
  const { cx, cy, size } = kit;
  const profile = a.key !== kit.plan.scene.subjects[relation.from].key;
  const raised = !profile && (a.pose === "howling" || a.pose === "roaring" || hasTrait(b.key, "looked-up-at"));
  const side = kit.rng.chance(0.5) ? 1 : -1;
  // A profile pose faces right; mirrored when its target is on the left.
  const actor = kit.one(
    a.key,
    cx - side * size * 0.1,
    cy + size * 0.12,
    size * 0.8,
    "main",
    raised ? side * 0.3 : 0,
    profile && side < 0,
  );
  const target = kit.one(b.key, cx + side * size * 0.36, cy - size * 0.34, size * 0.42, "behind", 0, side < 0);
  return { items: [actor.item, target.item] };
};

export const layoutBehind: RelationLayout = (kit, a, b) => {
  const front = kit.one(b.key, kit.cx, kit.cy + kit.size * 0.06, kit.size * 0.8, "main");
  const back = kit.one(a.key, kit.cx, kit.cy - kit.size * 0.2, kit.size * 0.78, "behind");
  return { items: [front.item, back.item] };
};

export const layoutAboveBelow: RelationLayout = (kit, a, b, relation) => {
  const upper = relation.kind === "above" ? a : b;
  const lower = relation.kind === "above" ? b : a;
  const paw = motifFor(upper.key).anchors.underPaw;
  if (paw && !lower.mass && motifFor(lower.key).form !== "wide") return underPaw(kit, upper.key, lower.key, paw);
  // A place below is the place: "a forest under a starry sky" is the forest's trees, not one tree.
  const low: Laid = lower.mass
    ? layoutMass(kit, lower.key, lower.mass, kit.cx, kit.cy + kit.size * 0.18, kit.size * 0.7, "main")
    : { items: [kit.one(lower.key, kit.cx, kit.cy + kit.size * 0.18, kit.size * 0.7, "main").item] };
  const lowBox = union(low.items.map((i) => i.box));
  const high = kit.one(upper.key, 0, 0, kit.size * 0.48, "front");
  return {
    items: [
      ...low.items,
      shift(high.item, midX(lowBox) - midX(high.item.box), lowBox.minY - kit.size * 0.04 - high.item.box.maxY),
    ],
    mainIndex: low.mainIndex,
  };
};

/** A thing under a creature's forepaw (its `underPaw` anchor): small, in front, the paw resting on it. */
function underPaw(kit: SceneKit, holder: string, thing: string, paw: { x: number; y: number; r: number }): Laid {
  const beast = kit.one(holder, kit.cx, kit.cy, kit.size * 0.92, "main");
  const [px, py] = applyMatrix(beast.item.matrix, paw.x, paw.y);
  const [ex] = applyMatrix(beast.item.matrix, paw.x + paw.r, paw.y);
  const held = kit.one(thing, 0, 0, 2 * Math.abs(ex - px), "front");
  return { items: [beast.item, shift(held.item, px - midX(held.item.box), py - midY(held.item.box))], mainIndex: 0 };
}

export const layoutWearing: RelationLayout = (kit, a, b, relation) => ({
  items: crowned(kit, a.key, b, relation.each ? a.count : 1),
});

/**
 * The container is drawn; the contained thing is scaled into its interior box, in front. Nestled
 * in a stag's antlers, it is worn on its crest.
 */
export const layoutInside: RelationLayout = (kit, a, b) => {
  const { cx, cy, size } = kit;
  if (!motifFor(b.key).anchors.interior && motifFor(b.key).anchors.crest)
    return { items: crowned(kit, b.key, a, b.count) };
  const container = kit.one(b.key, cx, cy, size * 0.95, "main");
  const interior = container.entry.anchors.interior;
  if (!interior) return undefined;
  const corners = [
    applyMatrix(container.item.matrix, interior.minX, interior.minY),
    applyMatrix(container.item.matrix, interior.maxX, interior.maxY),
  ];
  const room = boundsOf(corners);
  const placed = kit.one(a.key, midX(room), midY(room), Math.min(width(room), height(room)) * 0.94, "front");
  // Standing things rest on the interior's floor; floating ones keep to its middle.
  const content = container.entry.anchors.stands
    ? shift(placed.item, 0, room.maxY - placed.item.box.maxY)
    : placed.item;
  const mouth = container.entry.anchors.mouth;
  if (!mouth) return { items: [container.item, content] };
  // Rising out of an opening: behind the container, and in front above the opening's front lip.
  const lip: Vec[] = [];
  for (let k = 0; k <= 16; k++) {
    const t = (k / 16) * Math.PI;
    lip.push(applyMatrix(container.item.matrix, mouth.cx + mouth.rx * Math.cos(t), mouth.cy + mouth.ry * Math.sin(t)));
  }
  const [right, left] = [lip[0], lip[lip.length - 1]];
  const top = Math.min(content.box.minY, container.item.box.minY) - size;
  const above: Vec[] = [
    [right[0] + size, top],
    [right[0] + size, right[1]],
    ...lip,
    [left[0] - size, left[1]],
    [left[0] - size, top],
  ];
  return { items: [{ ...content, layer: "behind", frontBands: [above] }, container.item], mainIndex: 1 };
};
