import type { LetteringChoice, LetteringLayout } from "~/modules/flash-engine/lettering/lettering-choice";
import type { LetteringProof } from "~/modules/lettering/lettering-proof";
import { getJson, isApiError, type ApiError } from "~/utils/api-client";
import { letteringMessages } from "~/utils/messages/lettering";
import { toast } from "~/utils/toast";
import type { GenerateBody } from "./generation-runner";
import { letteringStore } from "./lettering-store";

/**
 * The spelling check before a generation with lettering (issue 37), in the browser: part of the
 * generation runner, so none of it weighs on the home page's first JavaScript.
 */

/** The lettering a generation would ink, and its legibility (GET /api/lettering); null without lettering. */
export async function fetchLetteringProof(query: Record<string, string>): Promise<LetteringProof | null> {
  const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ""));
  return (await getJson<{ lettering: LetteringProof | null }>(`/api/lettering?${params}`)).lettering;
}

/** The studio's fields of the generator form, as the choice sent with a generation. */
function letteringChoiceOf(form: FormData | undefined): LetteringChoice {
  const field = (name: string) => String(form?.get(name) ?? "");
  const [text, font, layout] = [field("letteringText"), field("letteringFont"), field("letteringLayout")];
  return {
    ...(text.trim() ? { text } : {}),
    ...(font ? { font } : {}),
    ...(layout && layout !== "auto" ? { layout: layout as LetteringLayout } : {}),
    ...(field("letteringRoman") ? { roman: true } : {}),
    ...(field("letteringOnly") ? { only: true } : {}),
  };
}

/**
 * Lettering is generated only once its exact characters are confirmed: the proof is asked for;
 * until the person confirms it (its button tells the store the characters), the studio shows it
 * instead of generating (through the store: the studio's code comes with the runner's). Answers
 * the body to generate (its lettering's words exactly the confirmed lines), the fields to mark when
 * the description is refused, or null when there is nothing to generate yet.
 */
export async function confirmLettering(
  body: GenerateBody,
): Promise<GenerateBody | { fieldErrors: Record<string, string> } | null> {
  const confirmed = letteringStore.takeConfirmed();
  const choice = letteringChoiceOf(body.form);
  let proof: LetteringProof | null;
  try {
    proof = await fetchLetteringProof({
      description: body.description,
      style: body.style,
      size: body.size,
      complexity: body.complexity,
      text: choice.text ?? "",
      font: choice.font ?? "",
      layout: choice.layout ?? "",
      roman: choice.roman ? "1" : "",
      only: choice.only ? "1" : "",
    });
  } catch (error) {
    const fieldErrors = isApiError(error) ? fieldErrorsOf(error) : null;
    // The description itself is wrong (words asked for but not given): the form marks it.
    if (fieldErrors?.description) return { fieldErrors };
    if (fieldErrors) letteringStore.show({ proof: null, fieldErrors });
    else {
      const message = isApiError(error) ? (error.detail ?? error.text) : letteringMessages.proofFailed;
      toast({ title: letteringMessages.heading, description: message, variant: "destructive" });
    }
    return null;
  }
  if (!proof) return Object.keys(choice).length ? { ...body, lettering: choice } : body;
  if (proof.uncovered.length || confirmed !== proof.confirmation) {
    const message = confirmed === null ? letteringMessages.confirmRequired : letteringMessages.changedSinceConfirmed;
    letteringStore.show({ proof, message });
    return null;
  }
  letteringStore.show({ proof: null });
  return { ...body, lettering: { ...choice, text: proof.confirmation } };
}

/** The first message of each field a 400 marked (its `fieldErrors`), if any. */
function fieldErrorsOf(error: ApiError): Record<string, string> | null {
  try {
    const parsed = JSON.parse(error.body) as { fieldErrors?: Record<string, string[]> };
    if (!parsed.fieldErrors || !Object.keys(parsed.fieldErrors).length) return null;
    return Object.fromEntries(Object.entries(parsed.fieldErrors).map(([field, list]) => [field, list[0] ?? ""]));
  } catch {
    return null;
  }
}
