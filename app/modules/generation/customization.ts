import type { FlashArtCustomization } from "~/modules/flash-engine/types";

/** A customization (spec §3 edit request) as instructions an image model understands. */
export function describeCustomization(customization: FlashArtCustomization): string {
  const parts: string[] = [];
  if (customization.mode === "style" && customization.style)
    parts.push(`transform it into the ${customization.style} style`);
  if (customization.mode === "color" && customization.colorTheme)
    parts.push(`recolor it with a ${customization.colorTheme} palette`);
  if (customization.mode === "surprise")
    parts.push("surprise me with a creative, unexpected reinterpretation of the same subject");
  if (customization.mode === "custom" && customization.instructions) parts.push(customization.instructions.trim());
  if (customization.modifications?.length) parts.push(customization.modifications.join(", ").toLowerCase());
  return parts.join("; ") || "refine it";
}
