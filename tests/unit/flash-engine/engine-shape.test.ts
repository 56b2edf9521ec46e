/**
 * The engine's shape (issue 36): no function of app/modules/flash-engine runs past 150 lines, so
 * each one reads as a whole; a longer one is split where it has parts (a creature's body, head and
 * limbs; a layout's steps). `npm run engine:shape` lists the longest.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codeShape, functionShapes } from "../../../scripts/lib/code-shape";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const MAX_FUNCTION_LINES = 150;

describe("the engine's shape", () => {
  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const { functions } = codeShape(path.join(ROOT, "app/modules/flash-engine"), ROOT);
    const long = functions
      .filter((f) => f.lines > MAX_FUNCTION_LINES)
      .map((f) => `${f.file}:${f.line} ${f.name}: ${f.lines} lines`);
    expect(long).toEqual([]);
    // It parses every engine file: about 5 s on a loaded 2-core machine, past the default timeout.
  }, 60_000);

  it("measures a function in lines, with the functions inside it, each by its name", () => {
    const text = [
      "export const motif = ({ detail }: { detail: number }) => {",
      ...Array.from({ length: 160 }, (_, i) => `  const part${i} = () => detail + ${i};`),
      "  return 1;",
      "};",
      "function paintHead(): void {}",
    ].join("\n");
    const shapes = functionShapes("motif.ts", text);
    expect(shapes[0]).toEqual({ file: "motif.ts", name: "motif", line: 1, lines: 163 });
    expect(shapes.find((f) => f.name === "part7")).toMatchObject({ line: 9, lines: 1 });
    expect(shapes.find((f) => f.name === "paintHead")).toMatchObject({ line: 164, lines: 1 });
  });
});
