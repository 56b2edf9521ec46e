import type { FlashArtCustomization } from "~/modules/flash-engine/types";
import { inkNamesFor } from "~/modules/ink/skin-palette";
import { skinTone } from "~/modules/ink/skin-tones";

/** A customization (spec §3 edit request) as instructions an image model understands. */
export function describeCustomization(customization: FlashArtCustomization): string {
  const parts: string[] = [];
  if (customization.mode === "style" && customization.style)
    parts.push(`transform it into the ${customization.style} style`);
  if (customization.mode === "color" && customization.skinTone) {
    const tone = skinTone(customization.skinTone);
    parts.push(
      `recolor it for skin of ${tone.name} on the Monk Skin Tone Scale (about ${tone.hex}) with only inks that show on it: ${inkNamesFor(tone.id).join(", ")}; leave light areas as open skin, with no white, yellow or pastel ink`,
    );
  } else if (customization.mode === "color" && customization.colorTheme)
    parts.push(`recolor it with a ${customization.colorTheme} palette`);
  if (customization.lasting)
    parts.push(
      "make it last in skin: bolder lines, fewer fine details, wider spacing between lines, no tiny enclosed shapes",
    );
  if (customization.mode === "surprise")
    parts.push("surprise me with a creative, unexpected reinterpretation of the same subject");
  if (customization.mode === "custom" && customization.instructions) parts.push(customization.instructions.trim());
  if (customization.modifications?.length) parts.push(customization.modifications.join(", ").toLowerCase());
  return parts.join("; ") || "refine it";
}
