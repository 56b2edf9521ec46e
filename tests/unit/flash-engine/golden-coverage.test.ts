/**
 * The golden grid follows the registry (issue 36): every registered motif, each hand-drawn subject
 * and each posed variant, is drawn in some cell of the grid, so the golden test sees any change to
 * its drawing. A motif added to the registry without a scene that draws it fails here; add a scene
 * to GOLDEN_SCENES (golden-grid.ts) and its cells to the table (`npm run engine:golden`).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { motifsDrawnByScene, motifsWithoutCells } from "./golden-grid";

describe("the golden grid's coverage of the registry", () => {
  let drawn: Map<string, Set<string>>;
  beforeAll(() => {
    drawn = motifsDrawnByScene();
  });

  it("draws every registered motif, named or posed, in some cell", () => {
    expect(motifsWithoutCells(drawn)).toEqual([]);
  });

  it("names the motifs a scene alone drew when that scene goes", () => {
    const withoutPoses = new Map(
      [...drawn].filter(([description]) => description !== "a horse rearing and a fox sleeping"),
    );
    expect(motifsWithoutCells(withoutPoses)).toEqual(["fox sleeping", "horse rearing"]);
    const withoutBetta = new Map([...drawn].filter(([description]) => description !== "a betta and a grasshopper"));
    expect(motifsWithoutCells(withoutBetta)).toEqual(["betta", "grasshopper"]);
  });
});
