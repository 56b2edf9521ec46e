/**
 * The engine's typesetter: HarfBuzz over the lettering library's fonts
 * (./lettering/typeset.server.ts). A style's own face ("script", "blackletter") is a font of
 * the library.
 */
import type { Typesetter } from "./lettering";
import { typesetLine } from "./lettering/typeset.server";

export const typeset: Typesetter = (text, font, fontSize) => typesetLine(text, font, fontSize);
