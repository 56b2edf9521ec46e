/**
 * Golden test of the embedded engine: every cell of the grid (golden-grid.ts) draws exactly the
 * SVG recorded in tests/fixtures/engine-golden.json. A failure names each changed cell; when the
 * change is intended, look at it (npm run engine:sheet) and run `npm run engine:golden`, which
 * rewrites the table, in the same commit.
 */
import { describe, expect, it } from "vitest";
import { computeGoldenTable, goldenDifferences, readGoldenTable } from "./golden-grid";

const SHOWN = 60;

function report(kind: string, names: string[]): string[] {
  if (!names.length) return [];
  const more = names.length > SHOWN ? [`  ... and ${names.length - SHOWN} more`] : [];
  return [`${names.length} ${kind}:`, ...names.slice(0, SHOWN).map((name) => `  ${name}`), ...more];
}

describe("engine golden grid", () => {
  it("draws every cell of the grid exactly as recorded", { timeout: 240_000 }, () => {
    const { changed, added, removed } = goldenDifferences(readGoldenTable(), computeGoldenTable());
    const lines = [
      ...report("cells drew a different SVG", changed),
      ...report("cells are not in the table", added),
      ...report("cells of the table are no longer in the grid", removed),
    ];
    if (lines.length) lines.push("If the change is intended, look at it and run `npm run engine:golden`.");
    expect(lines.join("\n")).toBe("");
  });
});
