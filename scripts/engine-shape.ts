/**
 * The engine's shape: its longest functions and files, in lines (`npm run engine:shape`), to see
 * what a change did to them. tests/unit/flash-engine/engine-shape.test.ts holds the limits.
 *   npm run engine:shape            functions over 100 lines, files over 300
 *   npm run engine:shape -- 60 200  functions over 60 lines, files over 200
 */
import path from "node:path";
import { codeShape } from "./lib/code-shape";

const root = path.resolve(import.meta.dirname, "..");
const [functionLimit = 100, fileLimit = 300] = process.argv.slice(2).map(Number);
const { files, functions } = codeShape(path.join(root, "app/modules/flash-engine"), root);

const total = files.reduce((sum, f) => sum + f.lines, 0);
console.log(`${files.length} files, ${total} lines, ${functions.length} functions`);
console.log(`\nFunctions over ${functionLimit} lines:`);
for (const f of functions.filter((f) => f.lines > functionLimit))
  console.log(`  ${String(f.lines).padStart(4)}  ${f.name}  ${f.file}:${f.line}`);
console.log(`\nFiles over ${fileLimit} lines:`);
for (const f of files.filter((f) => f.lines > fileLimit)) console.log(`  ${String(f.lines).padStart(4)}  ${f.file}`);
