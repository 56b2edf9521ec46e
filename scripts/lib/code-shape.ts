/**
 * The shape of a body of TypeScript: each file's length in lines and each function's (declarations,
 * methods, function expressions and arrow functions; a function's lines include the functions
 * inside it). `npm run engine:shape` prints the engine's; tests/unit/flash-engine/engine-shape.test.ts
 * holds it to its limits.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface FunctionShape {
  file: string;
  name: string;
  line: number;
  lines: number;
}

export interface FileShape {
  file: string;
  lines: number;
}

/** The .ts files under a directory, recursively, relative to `root`, sorted. */
export function typeScriptFiles(dir: string, root: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...typeScriptFiles(full, root));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(path.relative(root, full));
  }
  return found.sort();
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText(source);
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText(source);
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  return "(anonymous)";
}

/** Every function of a file with its length in lines. */
export function functionShapes(file: string, text: string): FunctionShape[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: FunctionShape[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node)
    ) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file, name: nameOf(node, source), line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The files and functions of a directory, longest first. */
export function codeShape(dir: string, root: string): { files: FileShape[]; functions: FunctionShape[] } {
  const files: FileShape[] = [];
  const functions: FunctionShape[] = [];
  for (const file of typeScriptFiles(dir, root)) {
    const text = readFileSync(path.join(root, file), "utf8");
    files.push({ file, lines: text.split("\n").length - (text.endsWith("\n") ? 1 : 0) });
    functions.push(...functionShapes(file, text));
  }
  files.sort((a, b) => b.lines - a.lines);
  functions.sort((a, b) => b.lines - a.lines);
  return { files, functions };
}
