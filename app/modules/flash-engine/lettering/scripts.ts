/**
 * The writing systems people ink, told apart by Unicode's Script property: the name shown when
 * the spelling is confirmed, the direction, and the fonts of the library that set each one (the
 * chosen font when it covers the script, else the first of these that suits its category).
 */
import type { FontCategory, FontId } from "./font-library";

export const SCRIPTS = [
  "Latin",
  "Greek",
  "Cyrillic",
  "Hebrew",
  "Arabic",
  "Devanagari",
  "Thai",
  "Chinese",
  "Japanese",
  "Korean",
] as const;
export type Script = (typeof SCRIPTS)[number];

export type CharScript = Script | "Kana" | "Han" | "Other";

/** The script of one character, or null for digits, punctuation, spaces and marks (they follow their neighbours). */
export function scriptOfChar(char: string): CharScript | null {
  if (/\p{Script=Latin}/u.test(char)) return "Latin";
  if (/\p{Script=Greek}/u.test(char)) return "Greek";
  if (/\p{Script=Cyrillic}/u.test(char)) return "Cyrillic";
  if (/\p{Script=Hebrew}/u.test(char)) return "Hebrew";
  if (/\p{Script=Arabic}/u.test(char)) return "Arabic";
  if (/\p{Script=Devanagari}/u.test(char)) return "Devanagari";
  if (/\p{Script=Thai}/u.test(char)) return "Thai";
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(char)) return "Kana";
  if (/\p{Script=Hangul}/u.test(char)) return "Korean";
  if (/\p{Script=Han}/u.test(char)) return "Han";
  if (/[\p{L}]/u.test(char)) return "Other";
  return null;
}

/**
 * The scripts of a text, in order of first appearance. Han characters are Japanese beside kana,
 * Korean beside Hangul, Chinese otherwise. "Other" letters (Armenian, Georgian, Tamil...) are
 * named so the person knows the library has no font for them.
 */
export function scriptsOf(text: string): Array<Script | "Other"> {
  const seen: CharScript[] = [];
  for (const char of text) {
    const script = scriptOfChar(char);
    if (script && !seen.includes(script)) seen.push(script);
  }
  const hanAs: Script = seen.includes("Kana") ? "Japanese" : seen.includes("Korean") ? "Korean" : "Chinese";
  const named = seen.map((s): Script | "Other" => (s === "Kana" ? "Japanese" : s === "Han" ? hanAs : s));
  return [...new Set(named)];
}

export const RIGHT_TO_LEFT: ReadonlySet<Script> = new Set<Script>(["Hebrew", "Arabic"]);

/** Scripts written right to left: their runs are laid out from the right (./typeset.server.ts). */
export function isRightToLeft(script: Script | "Other" | null): boolean {
  return script !== null && script !== "Other" && RIGHT_TO_LEFT.has(script);
}

/** Fonts that set each script, best first; the first whose category matches the chosen font's wins. */
const SCRIPT_FONTS: Record<Script, Array<{ font: FontId; categories?: FontCategory[] }>> = {
  Latin: [{ font: "eb-garamond" }],
  Greek: [{ font: "eb-garamond" }],
  Cyrillic: [
    { font: "marck-script", categories: ["script", "fine-script", "brush", "chicano"] },
    { font: "caveat", categories: ["hand-lettered"] },
    { font: "montserrat", categories: ["sans"] },
    { font: "ibm-plex-mono", categories: ["typewriter"] },
    { font: "eb-garamond" },
  ],
  Hebrew: [
    { font: "amatic-sc", categories: ["hand-lettered"] },
    { font: "noto-sans-hebrew", categories: ["sans", "typewriter"] },
    { font: "frank-ruhl-libre" },
  ],
  Arabic: [
    { font: "aref-ruqaa", categories: ["script", "fine-script", "brush", "chicano", "hand-lettered"] },
    { font: "amiri" },
  ],
  Devanagari: [
    { font: "kalam", categories: ["script", "fine-script", "brush", "chicano", "hand-lettered"] },
    { font: "noto-sans-devanagari" },
  ],
  Thai: [
    { font: "sriracha", categories: ["script", "fine-script", "brush", "chicano", "hand-lettered"] },
    { font: "noto-sans-thai" },
  ],
  Chinese: [{ font: "ma-shan-zheng" }],
  Japanese: [{ font: "yuji-syuku" }],
  Korean: [{ font: "nanum-brush-script" }],
};

/** The library's font for a script, nearest to the chosen font's category. */
export function fontForScript(script: Script, category: FontCategory | undefined): FontId {
  const choices = SCRIPT_FONTS[script];
  return (choices.find((c) => category && c.categories?.includes(category)) ?? choices[choices.length - 1]).font;
}

/** Every font a script may fall back to (the typesetter checks they cover what they are given). */
export function scriptFonts(script: Script): FontId[] {
  return SCRIPT_FONTS[script].map((c) => c.font);
}
