/**
 * The library's font files, on the server only: each @fontsource package splits its font into
 * subsets by Unicode range (unicode.json: "latin", "cyrillic", or "[0]".."[119]" for CJK), one
 * .woff file each. Only the files that hold the characters asked for are read (a Japanese name
 * reads two or three of Yuji Syuku's 120 files, ~40 KB each), parsed once by HarfBuzz and kept.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as hb from "harfbuzzjs";
import { libraryFont, type LibraryFont } from "./font-library";
import { woffToSfnt } from "./woff.server";

const require = createRequire(import.meta.url);

export interface FontFile {
  /** The subset's key in the package ("latin", "arabic", "[12]"). */
  subset: string;
  font: hb.Font;
  upem: number;
}

interface Subset {
  key: string;
  ranges: Array<[number, number]>;
}

interface PackageInfo {
  family: string;
  subsets: Subset[];
  license: { type: string; url: string; attribution: string };
}

const packages = new Map<string, PackageInfo>();
const files = new Map<string, FontFile | null>();

function parseRanges(text: string): Array<[number, number]> {
  return text.split(",").map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}

function packageDirectory(id: string): string {
  return require.resolve(`@fontsource/${id}/package.json`).replace(/package\.json$/, "");
}

export function packageInfo(id: string): PackageInfo {
  let info = packages.get(id);
  if (!info) {
    const dir = packageDirectory(id);
    const metadata = JSON.parse(readFileSync(`${dir}metadata.json`, "utf8")) as Omit<PackageInfo, "subsets">;
    const unicode = JSON.parse(readFileSync(`${dir}unicode.json`, "utf8")) as Record<string, string>;
    // Latin first: a character listed in two subsets (the general punctuation) comes from the first.
    const keys = Object.keys(unicode).sort((a, b) => Number(b === "latin") - Number(a === "latin"));
    info = {
      family: metadata.family,
      license: metadata.license,
      subsets: keys.map((key) => ({ key, ranges: parseRanges(unicode[key]) })),
    };
    packages.set(id, info);
  }
  return info;
}

function subsetFor(info: PackageInfo, codePoint: number): string | undefined {
  return info.subsets.find((s) => s.ranges.some(([from, to]) => codePoint >= from && codePoint <= to))?.key;
}

function fileName(font: LibraryFont, subset: string): string {
  return `@fontsource/${font.id}/files/${font.id}-${subset.replace(/^\[(\d+)\]$/, "$1")}-${font.weight}-normal.woff`;
}

function loadFile(font: LibraryFont, subset: string): FontFile | null {
  const key = `${font.id}/${subset}`;
  let file = files.get(key);
  if (file === undefined) {
    let bytes: Uint8Array;
    try {
      bytes = woffToSfnt(readFileSync(require.resolve(fileName(font, subset))));
    } catch {
      files.set(key, null);
      return null;
    }
    const face = new hb.Face(new hb.Blob(bytes));
    file = { subset, font: new hb.Font(face), upem: face.upem };
    files.set(key, file);
  }
  return file;
}

/** The file of `fontId` that draws this character, or null when the font has no glyph for it. */
export function fileForChar(fontId: string, codePoint: number): FontFile | null {
  const font = libraryFont(fontId);
  if (!font) return null;
  const subset = subsetFor(packageInfo(font.id), codePoint);
  const file = subset ? loadFile(font, subset) : null;
  return file && file.font.nominalGlyph(codePoint) ? file : null;
}

/** Whether the font draws every letter, digit and sign of a text (spaces and joiners aside). */
export function coversText(fontId: string, text: string): boolean {
  for (const char of text) {
    if (/[\s\u200c\u200d]/u.test(char)) continue;
    if (!fileForChar(fontId, char.codePointAt(0)!)) return false;
  }
  return true;
}
