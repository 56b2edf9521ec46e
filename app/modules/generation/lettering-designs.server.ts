import type { DesignLettering } from "~/modules/flash-engine/composition";
import type { LetteringChoice } from "~/modules/flash-engine/lettering/lettering-choice";
import { uncoveredCharacters } from "~/modules/flash-engine/lettering/typeset.server";
import type { Prisma } from "~/utils/db.server";
import { HttpError } from "~/utils/http-error";
import { letteringMessages } from "~/utils/messages/lettering";

/**
 * A design's lettering as stored (issue 37): the studio's choices, kept so a customization letters
 * the same words the same way, and the lettering as inked, so its legibility can be checked at
 * any size later (the measures scale with the size).
 */
export interface StoredLettering {
  choice: LetteringChoice | null;
  inked: DesignLettering | null;
}

export function storedLettering(
  choice: LetteringChoice | undefined,
  inked: DesignLettering | undefined,
): Prisma.JsonObject | null {
  if (!choice && !inked) return null;
  const stored: StoredLettering = { choice: choice ?? null, inked: inked ?? null };
  return JSON.parse(JSON.stringify(stored)) as Prisma.JsonObject;
}

/** The stored lettering of a design row (null for designs without, and for rows written before issue 37). */
export function readStoredLettering(value: unknown): StoredLettering | null {
  if (!value || typeof value !== "object") return null;
  const stored = value as Partial<StoredLettering>;
  return { choice: stored.choice ?? null, inked: stored.inked ?? null };
}

/** Words typed in the studio that no font of the library draws: a 400 on their field. */
export function assertLetteringInkable(text: string | undefined): void {
  if (!text) return;
  const uncovered = uncoveredCharacters(text);
  if (uncovered.length === 0) return;
  const message = letteringMessages.noFont(uncovered.join(" "));
  throw new HttpError(400, message, { fieldErrors: { letteringText: [message] } });
}
