import { resolveDesignSpec } from "~/modules/flash-engine/design-spec";
import { libraryFont, romanCompanion } from "~/modules/flash-engine/lettering/font-library";
import { judgeLegibility } from "~/modules/flash-engine/lettering/legibility";
import {
  confirmationOf,
  LETTERING_LAYOUT_LABELS,
  type LetteringChoice,
  type LetteringLayout,
} from "~/modules/flash-engine/lettering/lettering-choice";
import { scriptsOf } from "~/modules/flash-engine/lettering/scripts";
import { lexiconReader } from "~/modules/flash-engine/reading.server";
import { wordsAskedFor } from "~/modules/flash-engine/reading/lettering-words";
import type { Complexity } from "~/modules/flash-engine/types";
import { render } from "~/modules/renders/render-pool.server";
import { HttpError } from "~/utils/http-error";
import { letteringMessages } from "~/utils/messages/lettering";
import type { LetteringProof } from "./lettering-proof";

export interface ProofRequest {
  description: string;
  style: string;
  size: string;
  complexity: Complexity;
  lettering?: LetteringChoice;
}

/**
 * The lettering a generation would ink and how it reads at its size (issue 37), drawn by the
 * engine in the render pool (the same code that draws the design, seed 1: the two variations
 * letter the same words in the same font and layout); null when there is no lettering.
 */
export async function proveLettering(request: ProofRequest): Promise<LetteringProof | null> {
  const flashRequest = { ...request, seed: 1, resolution: 512 as const };
  // Most generations letter nothing: said from the words read, without drawing (the generator asks before each).
  const spec = resolveDesignSpec(flashRequest, lexiconReader);
  if (spec.text.length === 0) {
    assertWordsGiven(request, spec);
    return null;
  }
  const { lettering, uncovered } = await render({ kind: "lettering-proof", request: flashRequest });
  if (!lettering || lettering.lines.length === 0) return null;
  const chosen = request.lettering?.font;
  const fonts = lettering.fonts.map((id) => ({ id, name: libraryFont(id)?.name ?? id }));
  const fine = lettering.fonts.some((id) => libraryFont(id)?.fine);
  return {
    lines: lettering.lines,
    confirmation: confirmationOf(lettering.lines),
    // Han characters alone may be Chinese or Japanese kanji: named for what they are.
    scripts: scriptsOf(lettering.lines.join(" ")).map((s) => (s === "Chinese" ? "Chinese characters (Han)" : s)),
    readings: lettering.readings,
    fonts,
    // The chosen font lacks some characters (a blackletter's Roman numerals set in its companion face are a choice).
    substituted: Boolean(chosen) && lettering.fonts.some((id) => id !== chosen && id !== romanCompanion(chosen!)),
    layout: LETTERING_LAYOUT_LABELS[lettering.layout as LetteringLayout] ?? lettering.layout,
    uncovered,
    legibility: lettering.measure ? judgeLegibility(lettering.measure, lettering.measure.sizeCm, fine) : null,
  };
}

/** A lettering no font of the library can ink is refused before anything is spent (400, on the words' field). */
export function assertInkable(proof: LetteringProof | null): void {
  if (!proof || proof.uncovered.length === 0) return;
  const message = letteringMessages.noFont(proof.uncovered.join(" "));
  throw new HttpError(400, message, { fieldErrors: { letteringText: [message] } });
}

/**
 * A description that asks for lettering without its words ("my kids' initials", "a date in Roman
 * numerals") and names nothing else to draw is refused before anything is spent (400, on the
 * description), rather than drawn as the stand-in ornament or lettered with words made up.
 */
export function assertWordsGiven(
  request: ProofRequest,
  spec = resolveDesignSpec({ ...request, seed: 1, resolution: 512 }, lexiconReader),
): void {
  if (!spec.fallback || spec.text.length > 0) return;
  const what = wordsAskedFor(request.description);
  if (!what) return;
  const message = letteringMessages.wordsNotGiven(what);
  throw new HttpError(400, message, { fieldErrors: { description: [message] } });
}
