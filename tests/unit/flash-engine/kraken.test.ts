import { describe, expect, it } from "vitest";
import { applyMatrix, boundsOf, flatten, pointInPolygon, type Box, type Vec } from "~/modules/flash-engine/geometry";
import { composeFlashArt } from "~/modules/flash-engine/index.server";
import { kraken } from "~/modules/flash-engine/motifs/kraken";
import { Rng } from "~/modules/flash-engine/random";
import { describeScene, readScene } from "~/modules/flash-engine/scene";
import type { SceneItem } from "~/modules/flash-engine/scene-layout";
import { BASE_STYLES } from "~/modules/flash-engine/styles";
import { expectTattooableAtSmallest } from "./measure";
import { item, layout, layoutOf, selfIntersects } from "./scene-helpers";

const width = (b: Box) => b.maxX - b.minX;
const height = (b: Box) => b.maxY - b.minY;
const midX = (b: Box) => (b.minX + b.maxX) / 2;
const midY = (b: Box) => (b.minY + b.maxY) / 2;
const meets = (a: Box, b: Box) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;

const inside = ([x, y]: Vec, polygon: Vec[]) => pointInPolygon(x, y, polygon);

/** A box given in the ship motif's units (the hull, the sails), on the canvas. */
const onCanvas = (ship: SceneItem, minX: number, minY: number, maxX: number, maxY: number): Box =>
  boundsOf([applyMatrix(ship.matrix, minX, minY), applyMatrix(ship.matrix, maxX, maxY)]);

const ATTACKS = [
  "a kraken attacking a ship",
  "a kraken attacks a ship",
  "a kraken dragging down a ship",
  "a kraken dragging a ship down",
  "a kraken pulling down a ship",
  "a kraken sinking a ship",
  "a kraken grabbing a ship",
  "a kraken seizing a ship",
  "an octopus attacking a ship",
  "a giant squid attacking a pirate ship",
  "a ship attacked by a kraken",
  "a galleon dragged down by a kraken",
  "a ship in the grip of a kraken",
];

describe("reading a kraken attacking a ship", () => {
  it.each(ATTACKS)("reads %s as the kraken attacking the ship, nothing drawn without", (description) => {
    const scene = readScene(description);
    const beast = scene.subjects.findIndex((s) => s.key === "octopus");
    const ship = scene.subjects.findIndex((s) => s.key === "ship");
    expect(beast).toBeGreaterThanOrEqual(0);
    expect(ship).toBeGreaterThanOrEqual(0);
    expect(scene.relations).toEqual([{ kind: "attacking", from: beast, to: ship }]);
    expect(scene.drawnWithout).toEqual([]);
    expect(describeScene(scene)).toBe("an octopus attacking a ship");
  });

  it("reads attacking between other things too, for the image model", () => {
    expect(readScene("an eagle attacking a snake").relations).toEqual([{ kind: "attacking", from: 0, to: 1 }]);
    expect(describeScene(readScene("a snake attacking a skull"))).toBe("a snake attacking a skull");
    // "Wrapped around" stays the wrap; plain "and" is no relation.
    expect(readScene("a kraken wrapped around a ship").relations).toEqual([{ kind: "around", from: 0, to: 1 }]);
    expect(readScene("a kraken and a ship").relations).toEqual([]);
  });
});

describe("the kraken motif", () => {
  it("draws clean arm outlines (no outline crosses itself) at every detail", () => {
    for (const detail of [0, 1, 2, 3])
      for (const seed of [1, 2, 3]) {
        const fills = kraken({ rng: new Rng(seed), detail }).parts.filter(
          (p) => p.kind === "fill" && !p.bare && p.level === 0,
        );
        expect(fills.length).toBeGreaterThanOrEqual(7);
        for (const fill of fills) for (const c of fill.contours) expect(selfIntersects(flatten(c, 4))).toBe(false);
      }
  });
});

describe("the kraken attacking a ship", () => {
  it.each([...ATTACKS, "a kraken wrapped around a ship", "an octopus holding a ship", "a kraken and a ship"])(
    "lays out %s as the attack: the ship in front, the kraken behind it",
    (description) => {
      const l = layout(description);
      expect(item(l, "ship").layer).toBe("main");
      expect(item(l, "kraken").layer).toBe("behind");
      expect(l.items).toHaveLength(2);
      expect(l.items[l.mainIndex].key).toBe("ship");
    },
  );

  /** The scene with the hull and the sails (given in the ship motif's units) on the canvas. */
  const attack = (seed: number) => {
    const l = layout("a kraken attacking a ship", seed);
    const ship = item(l, "ship");
    const beast = item(l, "kraken");
    return {
      l,
      ship,
      beast,
      hull: onCanvas(ship, -76, 14, 80, 46),
      deckY: applyMatrix(ship.matrix, 0, 12)[1],
      sails: onCanvas(ship, -62, -96, 68, -8),
      bands: beast.frontBands ?? [],
    };
  };

  for (const seed of [1, 7, 12]) {
    it(`keeps the ship large and central (seed ${seed})`, () => {
      const { l, ship } = attack(seed);
      expect(width(ship.box)).toBeGreaterThan(width(l.box) * 0.6);
      expect(height(ship.box)).toBeGreaterThan(height(l.box) * 0.55);
      expect(Math.abs(midX(ship.box) - midX(l.box))).toBeLessThan(width(l.box) * 0.06);
      // The ship is the top of the design: the arms do not tower over it.
      expect(ship.box.minY - l.box.minY).toBeLessThan(height(l.box) * 0.06);
      // As large as the design allows: 600 units across.
      expect(Math.max(width(l.box), height(l.box))).toBeGreaterThan(590);
      expect(Math.max(width(l.box), height(l.box))).toBeLessThan(610);
    });

    it(`grips the hull with arms passing in front of it and behind it (seed ${seed})`, () => {
      const { ship, beast, hull, deckY, sails, bands } = attack(seed);
      // In front: at least two arms reach over the rail and down the hull, and two over the sails.
      const overHull = bands.filter((band) => band.some((p) => inside(p, boxPolygon(hull))));
      expect(overHull.length).toBeGreaterThanOrEqual(2);
      const overSails = bands.filter((band) => meets(boundsOf(band), sails) && boundsOf(band).maxY < deckY);
      expect(overSails.length).toBeGreaterThanOrEqual(2);
      // Behind: the arms' outlines also run inside the hull outside every front band (hidden by it).
      const arms = beast.drawing.parts.filter((p) => p.kind === "fill" && !p.bare && p.level === 0).slice(0, 6);
      const points = arms
        .flatMap((p) => p.contours.flatMap((c) => flatten(c, 3)))
        .map(([x, y]) => applyMatrix(beast.matrix, x, y));
      const onHull = points.filter((p) => inside(p, boxPolygon(hull)));
      expect(onHull.filter((p) => bands.some((band) => inside(p, band))).length).toBeGreaterThan(10);
      expect(onHull.filter((p) => !bands.some((band) => inside(p, band))).length).toBeGreaterThan(10);
      // The arms reach out past both sides of the ship.
      expect(beast.box.minX).toBeLessThan(ship.box.minX);
      expect(beast.box.maxX).toBeGreaterThan(ship.box.maxX);
    });

    it(`puts the kraken's head under the deck, in the middle, eyes showing (seed ${seed})`, () => {
      const { ship, beast, deckY, bands } = attack(seed);
      const fills = beast.drawing.parts.filter((p) => p.kind === "fill" && !p.bare && p.level === 0);
      // The head: the widest fill centred under the ship (after the six arms).
      const head = fills
        .slice(6)
        .map((p) => boundsOf(p.contours.flatMap((c) => flatten(c, 3)).map(([x, y]) => applyMatrix(beast.matrix, x, y))))
        .reduce((a, b) => (width(b) > width(a) ? b : a));
      expect(head.minY).toBeGreaterThan(deckY);
      expect(Math.abs(midX(head) - midX(ship.box))).toBeLessThan(width(ship.box) * 0.1);
      expect(midY(head)).toBeGreaterThan(ship.box.maxY - height(ship.box) * 0.1);
      // It rises in front of the waves: the head is one of the front passes.
      expect(bands.some((band) => inside([midX(head), midY(head)], band))).toBe(true);
    });
  }

  it("keeps every other relation's layout: attacking is the kraken's only with a ship", () => {
    // An eagle attacking a snake carries it in its claws, above it.
    const eagle = layout("an eagle attacking a snake");
    expect(item(eagle, "eagle").box.maxY).toBeLessThan(item(eagle, "snake").box.maxY);
    expect(eagle.relation).toBe("attacking");
    // A snake attacking a skull is a fight, face to face (issue 36), not the kraken's attack.
    const fight = layout("a snake attacking a skull");
    expect(fight.relation).toBe("attacking");
    expect(item(fight, "snake").box.minX).toBeLessThan(item(fight, "skull").box.minX);
    expect(fight.items.map((i) => i.key)).not.toContain("kraken");
    expect(layoutOf("a snake and a skull")).toBeUndefined();
    // The octopus keeps its wrap around an anchor and its seat on a skull.
    expect(layout("an octopus wrapped around an anchor").items.map((i) => i.key)).toEqual(["anchor", "octopus"]);
    expect(layout("a kraken on a skull").items.map((i) => i.key)).toEqual(["skull", "octopus"]);
    // "On a ship" is not an attack.
    expect(layout("an octopus on a ship").items.map((i) => i.key)).toEqual(["ship", "octopus"]);
    // A ship in a jar is held, not attacked.
    expect(layout("an octopus holding a ship in a jar").items.map((i) => i.key)).not.toContain("kraken");
  });

  it.each([...BASE_STYLES])("renders the kraken attacking a ship in %s, the same every time", (style) => {
    const request = {
      description: "a kraken attacking a ship",
      style,
      size: "Medium (10-20 cm)",
      complexity: "Detailed",
      seed: 4,
      resolution: 512,
    } as const;
    const a = composeFlashArt(request);
    expect(composeFlashArt({ ...request }).svg).toBe(a.svg);
    expect(a.metadata.subjects).toEqual(expect.arrayContaining(["octopus", "ship"]));
    expect(a.svg).toContain('data-layer="wrap-front"');
  });

  it("stays tattooable at the smallest size", () => {
    expectTattooableAtSmallest("a kraken attacking a ship");
  });
});

function boxPolygon(b: Box): Vec[] {
  return [
    [b.minX, b.minY],
    [b.maxX, b.minY],
    [b.maxX, b.maxY],
    [b.minX, b.maxY],
  ];
}
