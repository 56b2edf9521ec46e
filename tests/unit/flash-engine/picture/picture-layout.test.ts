import { describe, expect, it } from "vitest";
import { resolveDesignSpec } from "~/modules/flash-engine/design-spec";
import { applyMatrix, pointInPolygon, type Vec } from "~/modules/flash-engine/geometry";
import { fillPolygons } from "~/modules/flash-engine/layout/canvas-items";
import { typeset } from "~/modules/flash-engine/lettering.server";
import { layoutPicture } from "~/modules/flash-engine/picture/picture-layout";
import { pictureExtras, pictureSubjectIndex } from "~/modules/flash-engine/picture/picture-scene";
import { Rng } from "~/modules/flash-engine/random";
import { lexiconReader } from "~/modules/flash-engine/reading.server";

/** A round subject, 200 px across, in working pixels. */
const disc: Vec[] = Array.from({ length: 48 }, (_, k) => [
  150 + 100 * Math.cos((k / 48) * 2 * Math.PI),
  120 + 100 * Math.sin((k / 48) * 2 * Math.PI),
]);
const subject = { box: { minX: 50, minY: 20, maxX: 250, maxY: 220 }, outline: [disc] };

function laidOut(description: string, seed = 3) {
  const spec = resolveDesignSpec(
    { description, style: "Traditional", size: "Medium (10-20 cm)", complexity: "Detailed", seed, resolution: 512 },
    lexiconReader,
  );
  const extras = pictureExtras(spec.scene, description);
  const layout = layoutPicture(spec, subject, extras, typeset, new Rng(seed));
  const onCanvas = disc.map(([x, y]): Vec => [
    x * layout.map.scale + layout.map.dx,
    y * layout.map.scale + layout.map.dy,
  ]);
  return { extras, layout, onCanvas };
}

describe("which subject the picture shows", () => {
  it("is the one the person owns, else the first named", () => {
    const spec = (d: string) =>
      resolveDesignSpec(
        {
          description: d,
          style: "Traditional",
          size: "Medium (10-20 cm)",
          complexity: "Detailed",
          seed: 1,
          resolution: 512,
        },
        lexiconReader,
      );
    expect(pictureSubjectIndex(spec("roses around my horse").scene, "roses around my horse")).toBe(1);
    expect(pictureSubjectIndex(spec("my cat, with a crown of roses").scene, "my cat, with a crown of roses")).toBe(0);
    expect(pictureSubjectIndex(spec("a horse with a moon").scene, "a horse with a moon")).toBe(0);
  });

  it("says where each extra goes: worn, above, beside", () => {
    const extras = (d: string) =>
      pictureExtras(
        resolveDesignSpec(
          {
            description: d,
            style: "Traditional",
            size: "Medium (10-20 cm)",
            complexity: "Detailed",
            seed: 1,
            resolution: 512,
          },
          lexiconReader,
        ).scene,
        d,
      );
    expect(extras("my cat, with a crown of roses")).toEqual([{ key: "rose crown", count: 1, place: "worn" }]);
    expect(extras("our horse under the moon")).toEqual([{ key: "moon", count: 1, place: "above" }]);
    expect(extras("my cat with a rose and stars").map((e) => e.place)).toEqual(["beside", "beside"]);
    expect(extras("make it a tattoo")).toEqual([]);
  });
});

describe("extra motifs around the picture", () => {
  it.each([1, 2, 3, 4])("places motifs beside the subject without covering it (seed %i)", (seed) => {
    const { layout, onCanvas } = laidOut("my cat with a rose, a dagger and stars", seed);
    expect(layout.design.placements).toHaveLength(3);
    for (const p of layout.design.placements) {
      for (const shape of fillPolygons(p.drawing, p.matrix)) {
        for (const [x, y] of shape) {
          const [cx, cy] = applyMatrix(layout.design.fit, x, y);
          expect(pointInPolygon(cx, cy, onCanvas)).toBe(false);
        }
      }
    }
  });

  it("sets a worn crown on the top of the head, knocked out of it", () => {
    const { layout, onCanvas } = laidOut("my cat, with a crown of roses");
    const [crown] = layout.design.placements;
    expect(crown.knockout).toBe(true);
    const points = fillPolygons(crown.drawing, crown.matrix)
      .flat()
      .map(([x, y]) => applyMatrix(layout.design.fit, x, y));
    const top = Math.min(...onCanvas.map((p) => p[1]));
    const bottom = Math.max(...points.map((p) => p[1]));
    expect(bottom).toBeGreaterThan(top);
    expect(bottom).toBeLessThan(top + 80);
  });

  it("keeps the whole design inside the canvas margin", () => {
    const { layout, onCanvas } = laidOut("my cat with roses, 'Chelsea'");
    for (const [x, y] of onCanvas) {
      expect(x).toBeGreaterThan(40);
      expect(x).toBeLessThan(960);
      expect(y).toBeGreaterThan(40);
      expect(y).toBeLessThan(960);
    }
    expect(layout.design.texts.length).toBeGreaterThan(0);
  });
});
