import { letteringForArt, type ArtLettering } from "~/modules/flash-engine/lettering-over-art.server";
import type { FlashArtRequest } from "~/modules/flash-engine/types";
import { flashArtRequest } from "../flash-art-request.server";
import type { DesignSpec, EditSpec } from "../image-engine-types.server";

/**
 * Lettering in a provider's design (issue 37): the model draws the art with no text and room for
 * the words, and the engine sets exactly the confirmed lines over it (provider-design.server.ts).
 * These are the pieces the chain and the prompt share, so both read the same lines and layout.
 */

/**
 * The request the engine letters a provider's art with: the design's, and a customization's
 * changes with it (new words quoted in its instructions, or none; its style and colours), as the
 * engine's own customization of the design would letter it.
 */
export function letteringRequest(spec: DesignSpec | EditSpec, seed: number): FlashArtRequest {
  const request = flashArtRequest(spec, seed);
  return "original" in spec ? { ...request, customization: spec.customization } : request;
}

/**
 * The lettering the engine sets over a provider's art, and where; null without lettering. A
 * customization is lettered again only when the model is sent its original's art without the
 * words (`original.unlettered`, customize.server.ts); an image with its words in it (an upload)
 * is the model's to rework as it is. Lettering alone is always the engine's (provider-chain).
 */
export function providerLettering(spec: DesignSpec | EditSpec): ArtLettering | null {
  const lettering = letteringForArt(letteringRequest(spec, 0));
  if (!lettering || lettering.only || !("original" in spec)) return lettering;
  return spec.original.unlettered ? lettering : null;
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
