/** Counted heads wearing things, and counted krakens (decision 015, "Left to do"). */
import { describe, expect, it } from "vitest";
import { applyMatrix, boundsOf, flatten, pointInPolygon, type Box, type Vec } from "~/modules/flash-engine/geometry";
import { composeFlashArt } from "~/modules/flash-engine/index.server";
import { FLOWER_CROWN_SEAT } from "~/modules/flash-engine/motifs/flowercrown";
import { describeScene, readScene } from "~/modules/flash-engine/scene";
import type { SceneItem, SceneLayout } from "~/modules/flash-engine/scene-layout";
import { BASE_STYLES } from "~/modules/flash-engine/styles";
import { expectTattooableAtSmallest } from "./measure";
import { item, items, layout } from "./scene-helpers";

const width = (b: Box) => b.maxX - b.minX;
const height = (b: Box) => b.maxY - b.minY;
const midX = (b: Box) => (b.minX + b.maxX) / 2;

/** Counted heads wearing: description, head, count, worn thing, and the scene as the image model hears it. */
const COUNTED: Array<[string, string, number, string, string]> = [
  ["two skulls with flower crowns", "skull", 2, "flower crown", "two skulls each wearing a flower crown"],
  ["two skulls wearing crowns", "skull", 2, "crown", "two skulls each wearing a crown"],
  ["a pair of wolves wearing flower crowns", "wolf", 2, "flower crown", "two wolves each wearing a flower crown"],
  ["three skulls with crowns of roses", "skull", 3, "rose crown", "three skulls each wearing a crown of roses"],
  ["three skulls crowned with roses", "skull", 3, "rose crown", "three skulls each wearing a crown of roses"],
  ["two skulls wearing a crown", "skull", 2, "crown", "two skulls each wearing a crown"],
  ["two stags wearing crowns", "stag", 2, "crown", "two stags each wearing a crown"],
];

/**
 * Where a worn thing sits on its head, in the head's box (0..1 across and down), and how wide it
 * is against the head: the garland's seat, or the crown's foot (its box's bottom middle).
 */
function seatOn(head: SceneItem, worn: SceneItem): { x: number; y: number; across: number } {
  const [x, y] =
    worn.key.endsWith("crown") && worn.key !== "crown"
      ? applyMatrix(worn.matrix, FLOWER_CROWN_SEAT.x, FLOWER_CROWN_SEAT.y)
      : [midX(worn.box), worn.box.maxY];
  return {
    x: (x - head.box.minX) / width(head.box),
    y: (y - head.box.minY) / height(head.box),
    across: width(worn.box) / width(head.box),
  };
}

/** Each worn thing with the head it is drawn on (the head whose box holds its seat, nearest its middle). */
function pairs(l: SceneLayout, head: string, worn: string): Array<[SceneItem, SceneItem]> {
  const heads = items(l, head);
  return items(l, worn).map((w) => {
    const wx = midX(w.box);
    const own = heads.reduce((a, b) => (Math.abs(midX(b.box) - wx) < Math.abs(midX(a.box) - wx) ? b : a));
    return [own, w];
  });
}

describe("counted heads wearing things: reading", () => {
  it.each(COUNTED)("%s: %s x%d, each wearing its own %s", (description, head, count, worn, described) => {
    const scene = readScene(description);
    expect(scene.subjects.map((s) => [s.key, s.count])).toEqual([
      [head, count],
      [worn, 1],
    ]);
    expect(scene.relations).toEqual([{ kind: "wearing", from: 0, to: 1, each: true }]);
    expect(describeScene(scene)).toBe(described);
    expect(scene.drawnWithout).toEqual([]);
  });

  it("keeps one head wearing one thing (or two on one head) as it was", () => {
    expect(readScene("a skull wearing a crown of flowers").relations).toEqual([{ kind: "wearing", from: 0, to: 1 }]);
    expect(describeScene(readScene("a skull wearing a crown of flowers"))).toBe("a skull wearing a flower crown");
    expect(describeScene(readScene("a skull wearing two crowns"))).toBe("a skull wearing two crowns");
    expect(describeScene(readScene("two swallows carrying a banner"))).toBe("two swallows carrying a banner");
    // "With" a crown after a head is worn too (issue 36), one each when the heads are counted.
    expect(readScene("two skulls with crowns").relations).toEqual([{ kind: "wearing", from: 0, to: 1, each: true }]);
  });
});

describe("counted heads wearing things: layout", () => {
  it.each(COUNTED)("%s: %s x%d as a flash pair or trio, each wearing its own %s", (description, head, count, worn) => {
    const l = layout(description);
    const heads = items(l, head);
    expect(heads).toHaveLength(count);
    expect(items(l, worn)).toHaveLength(count);
    expect(heads.every((h) => h.layer === "main")).toBe(true);
    expect(items(l, worn).every((w) => w.layer === "front")).toBe(true);
    // Side by side, left to right, not stacked: a pair level (within a little), a trio's middle one raised.
    const byX = [...heads].sort((a, b) => midX(a.box) - midX(b.box));
    for (let i = 1; i < byX.length; i++)
      expect(midX(byX[i].box) - midX(byX[i - 1].box)).toBeGreaterThan(width(byX[0].box) * 0.6);
    if (count === 3) expect(byX[1].box.minY).toBeLessThan(Math.min(byX[0].box.minY, byX[2].box.minY));
    // One each: every head wears exactly one, on its own top.
    const worn_ = pairs(l, head, worn);
    expect(new Set(worn_.map(([h]) => h)).size).toBe(count);
    // Scaled and placed on each head as on a single head.
    const phrase = { crown: "a crown", "rose crown": "a crown of roses", "flower crown": "a flower crown" }[worn];
    const [[sh, sw]] = pairs(layout(`a ${head} wearing ${phrase}`), head, worn);
    const expected = seatOn(sh, sw);
    for (const [h, w] of worn_) {
      const got = seatOn(h, w);
      expect(Math.abs(got.x - expected.x), description).toBeLessThan(0.06);
      expect(Math.abs(got.y - expected.y), description).toBeLessThan(0.04);
      expect(Math.abs(got.across - expected.across), description).toBeLessThan(0.08);
      // On the head's top (a stag's is its crest, between the antlers): within the head's width.
      expect(got.x).toBeGreaterThan(0.2);
      expect(got.x).toBeLessThan(0.8);
      if (head !== "stag") {
        expect(got.y).toBeGreaterThan(0);
        expect(got.y).toBeLessThan(0.15);
        expect(w.box.minY).toBeLessThan(h.box.minY + height(h.box) * 0.15);
      }
    }
  });

  it("draws the garlands of a pair or trio with finer lines; a single one keeps its weight", () => {
    for (const w of items(layout("two skulls with flower crowns"), "flower crown")) expect(w.weight).toBeLessThan(0.95);
    for (const w of items(layout("two skulls wearing crowns"), "crown")) expect(w.weight).toBeUndefined();
    expect(items(layout("a skull wearing a flower crown"), "flower crown")[0].weight).toBeUndefined();
  });

  it("keeps each garland clear of the other heads' faces", () => {
    const l = layout("two skulls with flower crowns");
    for (const [h, w] of pairs(l, "skull", "flower crown")) {
      const points = w.drawing.parts
        .flatMap((p) => p.contours.flatMap((c) => flatten(c, 3)))
        .map(([x, y]) => applyMatrix(w.matrix, x, y));
      for (const other of items(l, "skull").filter((o) => o !== h)) {
        const face = {
          minX: other.box.minX,
          maxX: other.box.maxX,
          minY: other.box.minY + height(other.box) * 0.3,
          maxY: other.box.maxY,
        };
        expect(
          points.filter(([x, y]) => x > face.minX && x < face.maxX && y > face.minY && y < face.maxY),
        ).toHaveLength(0);
      }
    }
  });
});

describe("counted stags with things in their antlers", () => {
  it("reads each stag with its own", () => {
    expect(describeScene(readScene("two stags with roses in their antlers"))).toBe(
      "two stags, each with two roses between its antlers",
    );
    expect(describeScene(readScene("two stags with a moon between their antlers"))).toBe(
      "two stags, each with a moon between its antlers",
    );
    expect(describeScene(readScene("a stag with roses in its antlers"))).toBe(
      "two roses between the antlers of a stag",
    );
  });

  it.each([
    ["two stags with roses in their antlers", "rose", 2],
    ["two stags with a moon between their antlers", "moon", 1],
  ])("%s: two stags, each with %s x%d on its own crest", (description, thing, each) => {
    const l = layout(description);
    const stags = items(l, "stag");
    expect(stags).toHaveLength(2);
    expect(items(l, thing)).toHaveLength(2 * each);
    const single = layout(description.replace("two stags", "a stag").replace("their", "its"));
    const [sh] = items(single, "stag");
    const expected = items(single, thing).map((t) => seatOn(sh, t));
    for (const stag of stags) {
      const own = items(l, thing).filter((t) => t.box.minX >= stag.box.minX && t.box.maxX <= stag.box.maxX);
      expect(own).toHaveLength(each);
      own.forEach((t, i) => {
        const got = seatOn(stag, t);
        expect(Math.abs(got.x - expected[i].x)).toBeLessThan(0.06);
        expect(Math.abs(got.y - expected[i].y)).toBeLessThan(0.04);
        expect(Math.abs(got.across - expected[i].across)).toBeLessThan(0.05);
      });
    }
  });
});

describe("counted heads wearing things: rendering", () => {
  it.each([...BASE_STYLES])(
    "draws two skulls with flower crowns and three wolves wearing crowns in %s, the same every time",
    (style) => {
      for (const description of ["two skulls with flower crowns", "three wolves wearing crowns"]) {
        const request = {
          description,
          style,
          size: "Medium (10-20 cm)",
          complexity: "Detailed",
          seed: 4,
          resolution: 512,
        } as const;
        const a = composeFlashArt(request);
        expect(composeFlashArt({ ...request }).svg).toBe(a.svg);
        expect(a.metadata.subjects).toEqual(expect.arrayContaining([description.includes("skull") ? "skull" : "wolf"]));
      }
    },
  );

  it.each(["two skulls with flower crowns", "three skulls with crowns of roses", "two wolves wearing crowns"])(
    "%s stays tattooable at the smallest size",
    (description) => expectTattooableAtSmallest(description),
  );
});

const inside = ([x, y]: Vec, polygon: Vec[]) => pointInPolygon(x, y, polygon);
const midY = (b: Box) => (b.minY + b.maxY) / 2;
const meets = (a: Box, b: Box) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
/** A box given in the ship motif's units, on the canvas. */
const onShip = (ship: SceneItem, minX: number, minY: number, maxX: number, maxY: number): Box =>
  boundsOf([applyMatrix(ship.matrix, minX, minY), applyMatrix(ship.matrix, maxX, maxY)]);

describe("two krakens attacking a ship", () => {
  it.each([
    ["two krakens attacking a ship", "two octopuses attacking a ship"],
    ["a ship attacked by two krakens", "two octopuses attacking a ship"],
    ["two krakens and a ship", "two octopuses; a ship"],
    ["two krakens", "two octopuses"],
  ])("%s reads as two krakens (%s)", (description, described) => {
    const scene = readScene(description);
    expect(scene.subjects.find((s) => s.key === "octopus")?.count).toBe(2);
    expect(describeScene(scene)).toBe(described);
    expect(scene.drawnWithout).toEqual([]);
  });

  it("draws two krakens alone as a pair of octopuses", () => {
    expect(items(layout("two krakens"), "octopus")).toHaveLength(2);
  });

  for (const description of [
    "two krakens attacking a ship",
    "a ship attacked by two krakens",
    "two krakens and a ship",
  ])
    for (const seed of [1, 7])
      it(`${description}: one under each end of the hull, each gripping its own end (seed ${seed})`, () => {
        const l = layout(description, seed);
        expect(l.items.map((i) => i.key)).toEqual(["ship", "kraken stern", "kraken bow"]);
        const ship = item(l, "ship");
        expect(l.items[l.mainIndex]).toBe(ship);
        const hull = onShip(ship, -76, 14, 80, 46);
        const sails = onShip(ship, -62, -96, 68, -8);
        const deckY = applyMatrix(ship.matrix, 0, 12)[1];
        const shipX = midX(ship.box);
        for (const [key, side] of [
          ["kraken stern", -1],
          ["kraken bow", 1],
        ] as const) {
          const beast = item(l, key);
          expect(beast.layer).toBe("behind");
          const bands = beast.frontBands ?? [];
          // Its head: the widest fill after its four arms, under the deck, on its own side.
          const fills = beast.drawing.parts.filter((p) => p.kind === "fill" && !p.bare && p.level === 0);
          const head = fills
            .slice(4)
            .map((p) =>
              boundsOf(p.contours.flatMap((c) => flatten(c, 3)).map(([x, y]) => applyMatrix(beast.matrix, x, y))),
            )
            .reduce((a, b) => (width(b) > width(a) ? b : a));
          expect(head.minY).toBeGreaterThan(deckY);
          expect(side * (midX(head) - shipX)).toBeGreaterThan(width(ship.box) * 0.15);
          expect(bands.some((band) => inside([midX(head), midY(head)], band))).toBe(true);
          // An arm over the rail and down the hull, on its own end, and one over the sails.
          const overHull = bands.filter((band) =>
            band.some((p) =>
              inside(p, [
                [hull.minX, hull.minY],
                [hull.maxX, hull.minY],
                [hull.maxX, hull.maxY],
                [hull.minX, hull.maxY],
              ]),
            ),
          );
          expect(overHull.length).toBeGreaterThanOrEqual(1);
          for (const band of overHull) expect(side * (midX(boundsOf(band)) - shipX)).toBeGreaterThan(0);
          expect(
            bands.filter((band) => meets(boundsOf(band), sails) && boundsOf(band).maxY < deckY).length,
          ).toBeGreaterThanOrEqual(1);
          // Its arms reach out past its own side of the ship.
          if (side < 0) expect(beast.box.minX).toBeLessThan(ship.box.minX);
          else expect(beast.box.maxX).toBeGreaterThan(ship.box.maxX);
        }
        // The ship stays large and central, the top of the design.
        expect(width(ship.box)).toBeGreaterThan(width(l.box) * 0.6);
        expect(Math.abs(shipX - midX(l.box))).toBeLessThan(width(l.box) * 0.06);
        expect(ship.box.minY - l.box.minY).toBeLessThan(height(l.box) * 0.06);
      });

  it("keeps one kraken attacking a ship as it was", () => {
    expect(layout("a kraken attacking a ship").items.map((i) => i.key)).toEqual(["ship", "kraken"]);
    expect(layout("a ship attacked by a kraken").items.map((i) => i.key)).toEqual(["ship", "kraken"]);
  });

  it.each([...BASE_STYLES])("renders two krakens attacking a ship in %s, the same every time", (style) => {
    const request = {
      description: "two krakens attacking a ship",
      style,
      size: "Medium (10-20 cm)",
      complexity: "Detailed",
      seed: 4,
      resolution: 512,
    } as const;
    const a = composeFlashArt(request);
    expect(composeFlashArt({ ...request }).svg).toBe(a.svg);
    expect(a.metadata.subjects).toEqual(expect.arrayContaining(["octopus", "ship"]));
    expect(a.svg.match(/data-layer="wrap-front"/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it("stays tattooable at the smallest size", () => {
    expectTattooableAtSmallest("two krakens attacking a ship");
  });
});
