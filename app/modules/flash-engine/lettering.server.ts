/**
 * Typesetting with opentype.js from the font packages the project ships (@fontsource, .woff:
 * opentype.js cannot read .woff2). Glyphs missing from a font's latin subset come from its
 * latin-ext subset when there is one.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as opentypeModule from "opentype.js";
import type { GlyphCommand, Typesetter } from "./lettering";
import type { LetteringFont } from "./styles";

type OpentypeApi = typeof opentypeModule;
// The package is CommonJS under Node and ESM under bundlers; take whichever shape arrives.
const opentype: OpentypeApi =
  "parse" in opentypeModule
    ? (opentypeModule as OpentypeApi)
    : (opentypeModule as unknown as { default: OpentypeApi }).default;

const FONT_FILES: Record<LetteringFont, string[]> = {
  script: [
    "@fontsource/kaushan-script/files/kaushan-script-latin-400-normal.woff",
    "@fontsource/kaushan-script/files/kaushan-script-latin-ext-400-normal.woff",
  ],
  blackletter: [
    "@fontsource/unifrakturmaguntia/files/unifrakturmaguntia-latin-400-normal.woff",
    "@fontsource/kaushan-script/files/kaushan-script-latin-ext-400-normal.woff",
  ],
};

const require = createRequire(import.meta.url);
const loaded = new Map<LetteringFont, opentypeModule.Font[]>();

function fontsFor(font: LetteringFont): opentypeModule.Font[] {
  let fonts = loaded.get(font);
  if (!fonts) {
    fonts = FONT_FILES[font].map((file) => {
      const buffer = readFileSync(require.resolve(file));
      return opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
    });
    loaded.set(font, fonts);
  }
  return fonts;
}

export const typeset: Typesetter = (text, font, fontSize) => {
  const fonts = fontsFor(font);
  const primary = fonts[0];
  const scale = fontSize / primary.unitsPerEm;
  const commands: GlyphCommand[] = [];
  let x = 0;
  let previous: { font: opentypeModule.Font; glyph: opentypeModule.Glyph } | undefined;
  for (const char of text) {
    const source = fonts.find((f) => f.charToGlyph(char).index !== 0) ?? primary;
    const glyph = source.charToGlyph(char);
    const glyphScale = fontSize / source.unitsPerEm;
    if (previous && previous.font === source) x += source.getKerningValue(previous.glyph, glyph) * glyphScale;
    if (glyph.index !== 0 || char === " ") {
      for (const c of glyph.getPath(x, 0, fontSize).commands) commands.push(c as GlyphCommand);
    }
    x += (glyph.advanceWidth ?? source.unitsPerEm * 0.3) * glyphScale;
    previous = { font: source, glyph };
  }
  const capGlyph = primary.charToGlyph("H");
  const capHeight = ((capGlyph.getBoundingBox().y2 || primary.ascender * 0.7) as number) * scale;
  return { commands, width: x, capHeight, descent: -primary.descender * scale };
};
