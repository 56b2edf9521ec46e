import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/decisions/020-bounded-paths.md has one row per route file: who reaches it, its limit,
 * its bound on memory and storage. A new route without a row fails here, so its bound is
 * decided (and written down) in the change that adds it.
 */
const root = path.resolve(import.meta.dirname, "../..");
const record = readFileSync(path.join(root, "docs/decisions/020-bounded-paths.md"), "utf8");

function tableRows(): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of record.split("\n")) {
    const match = /^\| `([^`]+)` \|(.*)\|$/.exec(line.trim());
    if (!match) continue;
    const cells = match[2].split(" | ").map((cell) => cell.trim());
    expect(rows.has(match[1]), `${match[1]} is listed twice`).toBe(false);
    rows.set(match[1], cells);
  }
  return rows;
}

const routeFiles = readdirSync(path.join(root, "app/routes")).filter(
  (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name),
);

describe("the bounded-paths table (decision 020)", () => {
  it("has a row for every route file, and no row for a file that is gone", () => {
    const rows = tableRows();
    const missing = routeFiles.filter((file) => !rows.has(file));
    expect(missing, "route files without a row in docs/decisions/020-bounded-paths.md").toEqual([]);
    const stale = [...rows.keys()].filter((file) => !routeFiles.includes(file));
    expect(stale, "rows naming route files that do not exist").toEqual([]);
  });

  it("fills every column of every row: path, who, limit, memory, storage", () => {
    for (const [file, cells] of tableRows()) {
      expect(cells, file).toHaveLength(5);
      for (const cell of cells) expect(cell.length, `${file}: an empty cell`).toBeGreaterThan(0);
    }
  });

  it("names a limit for every route that writes storage or calls a paid service", () => {
    const expensive = [
      "api.generate.ts",
      "api.edit.ts",
      "profile_.data[.zip].ts",
      "designs.$id.print[.pdf].ts",
      "s.$token.tsx",
      "api.styles.ts",
    ];
    const rows = tableRows();
    for (const file of expensive) expect(rows.get(file)?.[2], file).not.toBe("-");
  });
});
