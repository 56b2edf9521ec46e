import { FONT_CATEGORIES, FONT_CATEGORY_LABELS, FONT_LIBRARY } from "~/modules/flash-engine/lettering/font-library";
import { LETTERING_LAYOUT_LABELS, LETTERING_LAYOUTS } from "~/modules/flash-engine/lettering/lettering-choice";
import { letteringMessages } from "~/utils/messages/lettering";
import type { LetteringOptions } from "./lettering-proof";

/** The studio's fonts, layouts and texts, sent with the page's data rather than its JavaScript (issue 37). */
export function letteringOptions(): LetteringOptions {
  return {
    fonts: FONT_LIBRARY.map((font) => ({ id: font.id, name: font.name, category: font.category })),
    categories: FONT_CATEGORIES.map((id) => ({ id, label: FONT_CATEGORY_LABELS[id] })),
    layouts: LETTERING_LAYOUTS.map((id) => ({ id, label: LETTERING_LAYOUT_LABELS[id] })),
    text: {
      heading: letteringMessages.heading,
      textLabel: letteringMessages.textLabel,
      textHint: letteringMessages.textHint,
      styleFont: letteringMessages.styleFont,
      roman: letteringMessages.roman,
      only: letteringMessages.only,
    },
  };
}
