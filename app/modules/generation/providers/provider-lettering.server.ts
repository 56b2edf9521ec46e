import { letteringForArt, type ArtLettering } from "~/modules/flash-engine/lettering-over-art.server";
import { flashArtRequest } from "../flash-art-request.server";
import type { DesignSpec, EditSpec } from "../image-engine-types.server";

/**
 * Lettering in a provider's design (issue 37): the model draws the art with no text and room for
 * the words, and the engine sets exactly the confirmed lines over it (provider-design.server.ts).
 * These are the pieces the chain and the prompt share, so both read the same lines and layout.
 */

/**
 * The lettering the engine sets over a provider's art, and where; null without lettering, and for
 * a customization (the original's lettering is already in the image being reworked).
 */
export function providerLettering(spec: DesignSpec | EditSpec): ArtLettering | null {
  if ("original" in spec) return null;
  return letteringForArt(flashArtRequest(spec, 0));
}

const ROOM: Record<ArtLettering["side"], string> = {
  below: "Leave the bottom quarter of the page empty below the artwork: lettering is set there afterwards.",
  above: "Leave the top quarter of the page empty above the artwork: lettering is set there afterwards, on an arc.",
  around:
    "Keep the artwork within a circle in the middle of the page with a clear ring all round it: lettering is set round it afterwards.",
  across:
    "Draw no banner or ribbon: a banner with the lettering is laid across the lower part of the artwork afterwards, so keep that part simple.",
};

/** What the prompt asks instead of the words: no text at all, and room where the words will go. */
export function roomForLettering(lettering: ArtLettering): string {
  return `${ROOM[lettering.side]} Draw no text, letters, numbers or signatures anywhere.`;
}

/** The description as the model reads it: the words to letter taken out (quoted or not), so it draws none. */
export function withoutLettering(description: string, words: string[]): string {
  let text = description;
  for (const word of words) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    text = text.replace(new RegExp(`["“']${escaped}["”']|${escaped}`, "gu"), "the lettering");
  }
  return text;
}
