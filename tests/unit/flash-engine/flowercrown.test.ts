import { describe, expect, it } from "vitest";
import type { Drawing } from "~/modules/flash-engine/drawing";
import { applyMatrix, boundsOf, flatten, matrixScale, pointInPolygon, type Vec } from "~/modules/flash-engine/geometry";
import { composeFlashArt, renderSvgToPng } from "~/modules/flash-engine/index.server";
import { FLOWER_CROWN_SEAT } from "~/modules/flash-engine/motifs/flowercrown";
import { motifFor } from "~/modules/flash-engine/motifs/index";
import { STAG_CREST } from "~/modules/flash-engine/motifs/stag";
import { Rng } from "~/modules/flash-engine/random";
import { describeScene, readScene, subjectsNamed } from "~/modules/flash-engine/scene";
import { BASE_STYLES } from "~/modules/flash-engine/styles";
import { expectTattooableAtSmallest, rasterStats } from "./measure";
import { item, items, layout, layoutOf, selfIntersects } from "./scene-helpers";

const draw = (key: string, detail = 2, seed = 3): Drawing => motifFor(key).draw({ rng: new Rng(seed), detail });
const fills = (d: Drawing) => d.parts.filter((p) => p.kind === "fill");
const inside = (polygon: Vec[], x: number, y: number) => pointInPolygon(x, y, polygon);
const box = (d: Drawing) => boundsOf(d.parts.flatMap((p) => p.contours.flatMap((c) => flatten(c, 4))));

describe("the flower crown: reading", () => {
  it.each([
    ["a flower crown", "flower crown"],
    ["a floral crown", "flower crown"],
    ["a crown of flowers", "flower crown"],
    ["flower crowns", "flower crown"],
    ["a garland", "flower crown"],
    ["a flower wreath on its head", "flower crown"],
    ["a crown of daisies", "flower crown"],
    ["a crown of roses", "rose crown"],
    ["a rose crown", "rose crown"],
  ])("%s is one %s, with nothing drawn without", (description, key) => {
    const scene = readScene(description);
    expect(scene.subjects.map((s) => [s.key, s.count])).toEqual([[key, 1]]);
    expect(scene.relations).toEqual([]);
    expect(scene.drawnWithout).toEqual([]);
    expect(subjectsNamed(description)).toEqual([key]);
  });

  it.each([
    ["a skull wearing a flower crown", "a skull wearing a flower crown"],
    ["a skull wearing a crown of flowers", "a skull wearing a flower crown"],
    ["a skull with a flower crown", "a skull wearing a flower crown"],
    ["a skull with a crown of flowers", "a skull wearing a flower crown"],
    ["a deer with a floral crown", "a stag wearing a flower crown"],
    ["a cat wearing a crown of roses", "a cat wearing a crown of roses"],
    ["a wolf with a garland of roses", "a wolf wearing a crown of roses"],
    ["a flower crown on a fox", "a fox wearing a flower crown"],
    ["a skull with a flower wreath on its head", "a skull wearing a flower crown"],
    ["a lion with a crown of flowers on his head", "a lion wearing a flower crown"],
    ["a fox wearing a garland of daisies", "a fox wearing a flower crown"],
    ["a skull crowned with roses", "a skull wearing a crown of roses"],
    ["a doe wearing flowers", "a doe wearing a flower crown"],
  ])("%s: the head wears one garland, not a crown and flowers", (description, described) => {
    const scene = readScene(description);
    expect(describeScene(scene)).toBe(described);
    expect(scene.subjects.some((s) => ["crown", "flower", "rose"].includes(s.key))).toBe(false);
    expect(scene.drawnWithout).toEqual([]);
  });

  it("keeps a crown, a skull with roses and a wreath frame as they were", () => {
    expect(readScene("a crown").subjects.map((s) => s.key)).toEqual(["crown"]);
    expect(describeScene(readScene("a skull wearing a crown"))).toBe("a skull wearing a crown");
    const roses = readScene("a skull with roses");
    expect(roses.subjects.map((s) => [s.key, s.count])).toEqual([
      ["skull", 1],
      ["rose", 2],
    ]);
    expect(roses.relations).toEqual([]);
    expect(describeScene(readScene("a rose framed by a wreath"))).toBe("a rose framed by a wreath frame");
    // "With" a crown after a head is worn (issue 36); only a head wears: a heart with a flower crown
    // stays two things.
    expect(readScene("a skull with a crown").relations).toEqual([{ kind: "wearing", from: 0, to: 1 }]);
    expect(readScene("a heart with a flower crown").relations).toEqual([]);
  });
});

describe("the flower crown: drawing", () => {
  it("is a wide, shallow arch, symmetric about its middle", () => {
    for (const key of ["flower crown", "rose crown"])
      for (const detail of [0, 1, 2, 3]) {
        const b = box(draw(key, detail));
        const w = b.maxX - b.minX;
        const h = b.maxY - b.minY;
        expect(w, `${key} ${detail}`).toBeGreaterThan(h * 1.8);
        expect(w).toBeGreaterThan(180);
        expect(Math.abs(b.minX + b.maxX)).toBeLessThan(w * 0.08);
        // The seat (the band's middle) is near the top: the ends bend down.
        expect(FLOWER_CROWN_SEAT.y - b.minY).toBeLessThan(h * 0.45);
      }
  });

  it("adds blooms and fillers with detail; roses only in a crown of roses", () => {
    const counts = [0, 1, 2, 3].map((detail) => fills(draw("flower crown", detail)).length);
    expect(counts[2]).toBeGreaterThan(counts[0]);
    expect(counts[3]).toBeGreaterThan(counts[2]);
    // Two more roses (six petal fills each) and their buds in the most detailed crown of roses.
    const petals = (detail: number) => fills(draw("rose crown", detail)).filter((p) => p.tone === "primary").length;
    expect(petals(3)).toBeGreaterThanOrEqual(petals(2) + 2 * 6);
    // Daisies have white ("light") petals; the crown of roses has none.
    expect(fills(draw("flower crown")).some((p) => p.tone === "light")).toBe(true);
    expect(fills(draw("rose crown")).some((p) => p.tone === "light")).toBe(false);
    expect(fills(draw("rose crown")).filter((p) => p.tone === "primary").length).toBeGreaterThan(20);
  });

  it("draws clean outlines: no fill crosses itself, and the point count stays reasonable", () => {
    const nodes = (d: Drawing) => d.parts.reduce((n, p) => n + p.contours.reduce((m, c) => m + c.nodes.length, 0), 0);
    for (const key of ["flower crown", "rose crown"])
      for (const seed of [1, 2, 3, 4]) {
        const d = draw(key, 3, seed);
        for (const part of fills(d))
          for (const c of part.contours) expect(selfIntersects(flatten(c, 6)), key).toBe(false);
        // Many small blooms: in line with the octopus, the busiest motif.
        expect(nodes(d)).toBeLessThan(1.25 * nodes(draw("octopus", 3, seed)));
      }
  });
});

describe("the flower crown: worn", () => {
  it.each(["skull", "wolf", "lion", "cat", "fox", "horse", "unicorn", "tiger", "owl"])(
    "sits on the %s's head, across it",
    (head) => {
      const l = layout(`a ${head} wearing a flower crown`);
      const h = item(l, head);
      const g = item(l, "flower crown");
      const hb = h.box;
      const hw = hb.maxX - hb.minX;
      const hh = hb.maxY - hb.minY;
      expect(g.layer).toBe("front");
      expect(items(l, "crown")).toHaveLength(0);
      // The head's filled outline, on the canvas: how far it reaches left and right at a height.
      const outline = h.drawing.parts
        .filter((p) => p.kind === "fill")
        .flatMap((p) => p.contours.flatMap((c) => flatten(c, 2)))
        .map(([x, y]) => applyMatrix(h.matrix, x, y));
      const spanAt = (y0: number) => {
        const xs = outline.filter(([, y]) => Math.abs(y - y0) < hh * 0.04).map(([x]) => x);
        return { left: Math.min(...xs), right: Math.max(...xs) };
      };
      // Its middle rests on the top of the head: near the top, with head under it (a horse in
      // profile has its ears left of the middle of its box, and wears it there).
      const [seatX, seatY] = applyMatrix(g.matrix, FLOWER_CROWN_SEAT.x, FLOWER_CROWN_SEAT.y);
      expect(seatY).toBeGreaterThan(hb.minY);
      expect(seatY).toBeLessThan(hb.minY + hh * 0.15);
      const under = spanAt(seatY);
      expect(seatX).toBeGreaterThan(under.left);
      expect(seatX).toBeLessThan(under.right);
      // A garland across the head, not a speck on it nor a hat floating above.
      const across = spanAt(hb.minY + hh * 0.25);
      const gw = g.box.maxX - g.box.minX;
      expect(gw).toBeGreaterThan((across.right - across.left) * 0.9);
      expect(gw).toBeLessThan((across.right - across.left) * 1.35);
      expect(gw).toBeGreaterThan(hw * 0.4);
      expect(gw).toBeLessThan(hw * 1.2);
      expect(g.box.maxY).toBeGreaterThan(hb.minY + hh * 0.12);
      expect(g.box.maxY - g.box.minY).toBeLessThan(hh * 0.6);
    },
  );

  it.each(["pegasus", "eagle", "sleeping cat"])("sits on the %s's head, not on a wing tip or its back", (head) => {
    const l = layout(`a ${head} wearing a flower crown`);
    const h = l.items[0];
    const g = item(l, "flower crown");
    const hb = h.box;
    const hh = hb.maxY - hb.minY;
    const [seatX, seatY] = applyMatrix(g.matrix, FLOWER_CROWN_SEAT.x, FLOWER_CROWN_SEAT.y);
    // Wings rise above the pegasus's and the eagle's heads: the garland is well below their tips.
    if (head !== "sleeping cat") expect(seatY).toBeGreaterThan(hb.minY + hh * 0.15);
    // The eagle's head is in the middle; the sleeping cat's lies at the left of its back.
    if (head === "eagle") expect(Math.abs(seatX - (hb.minX + hb.maxX) / 2)).toBeLessThan((hb.maxX - hb.minX) * 0.05);
    if (head === "sleeping cat") expect(seatX).toBeLessThan(hb.minX + (hb.maxX - hb.minX) * 0.3);
    expect(g.box.maxX - g.box.minX).toBeGreaterThan((hb.maxX - hb.minX) * 0.25);
  });

  it("reads 'with' as wearing: the same layout", () => {
    const worn = layout("a skull wearing a flower crown");
    const withIt = layout("a skull with a flower crown");
    expect(withIt.items.map((i) => [i.key, i.box])).toEqual(worn.items.map((i) => [i.key, i.box]));
  });

  it.each(["stag", "doe"])("rests on the %s's crest, between the ears, wider than the brow", (head) => {
    const l = layout(`a ${head} with a flower crown`);
    const h = item(l, head);
    const g = item(l, "flower crown");
    const sb = h.box;
    const hh = sb.maxY - sb.minY;
    const [crestX, crestY] = applyMatrix(h.matrix, 0, STAG_CREST.y);
    const [seatX, seatY] = applyMatrix(g.matrix, FLOWER_CROWN_SEAT.x, FLOWER_CROWN_SEAT.y);
    expect(Math.abs(seatX - crestX)).toBeLessThan(hh * 0.02);
    // On the crest or a little above it, so the eyes below stay clear of its blooms and leaves.
    const gw = g.box.maxX - g.box.minX;
    expect(seatY).toBeLessThanOrEqual(crestY);
    expect(seatY).toBeGreaterThan(crestY - gw * 0.1);
    const garland = g.drawing.parts
      .filter((p) => p.kind === "fill")
      .flatMap((p) => p.contours.map((c) => flatten(c, 2).map(([x, y]) => applyMatrix(g.matrix, x, y))));
    // The eyes (18 wide at (±22, 14), their tops at y 10): nothing of the garland over them.
    for (const side of [-1, 1]) {
      const [left, top] = applyMatrix(h.matrix, side * 22 - 9, 10);
      const [right, bottom] = applyMatrix(h.matrix, side * 22 + 9, 18);
      const [ex, ey] = applyMatrix(h.matrix, side * 22, 14);
      expect(garland.some((polygon) => inside(polygon, ex, ey))).toBe(false);
      const over = garland.flat().filter(([x, y]) => x > left && x < right && y > top && y < bottom);
      expect(over).toEqual([]);
    }
    const crestWidth = STAG_CREST.width * matrixScale(h.matrix);
    expect(g.box.maxX - g.box.minX).toBeGreaterThan(crestWidth * 1.5);
    expect(g.box.maxX - g.box.minX).toBeLessThan(sb.maxX - sb.minX);
  });

  it("alone, is drawn by itself as the design", () => {
    expect(layoutOf("a flower crown")).toBeUndefined();
    const { metadata } = composeFlashArt({
      description: "a crown of roses",
      style: "Traditional",
      size: "Medium (10-20 cm)",
      complexity: "Detailed",
      seed: 4,
      resolution: 512,
    });
    expect(metadata.subjects).toEqual(["rose crown"]);
  });
});

describe("the flower crown: rendering", () => {
  it.each(BASE_STYLES)(
    "draws a skull wearing a flower crown and a crown of roses in %s, deterministically",
    async (style) => {
      for (const [description, subjects] of [
        ["a skull wearing a flower crown", ["skull", "flower crown"]],
        ["a crown of roses", ["rose crown"]],
      ] as const) {
        const request = {
          description,
          style,
          size: "Medium (10-20 cm)",
          complexity: "Detailed",
          seed: 9,
          resolution: 512,
        } as const;
        const { svg, metadata } = composeFlashArt(request);
        expect(metadata.subjects).toEqual(subjects);
        expect(composeFlashArt({ ...request }).svg).toBe(svg);
        const stats = await rasterStats(await renderSvgToPng(svg, 160));
        expect(stats.coverage, style).toBeGreaterThan(0.03);
      }
    },
  );

  it.each(["a skull with a flower crown", "a crown of roses", "a stag wearing a flower crown"])(
    "stays tattooable at the smallest size: %s",
    (description) => {
      expectTattooableAtSmallest(description, ["Traditional", "Blackwork", "Tribal", "Minimalist"]);
    },
  );
});
