import type { LetteringProof } from "~/modules/lettering/lettering-proof";
import type { RateLimitDetail } from "./api-client";
import type { FormFieldErrors } from "./http-error";

/**
 * The one shape of a page action's answer to a refused form post (decision 017), made by
 * `formAction` (forms.server.ts) from the HttpError that refused it: which form (its
 * intent), the status, the message people read (the spec's text) with an optional title,
 * one message per field to fix, what was typed, to fill the form in again, and for a rate
 * limit when to go on and whether a plan lifts it (as the JSON answer's `rateLimit` fields). The form
 * renders it the same way with and without JavaScript (fieldErrorProps + FieldMessage).
 */
export interface FormReply {
  form: string;
  status: number;
  title?: string;
  message: string;
  fieldErrors: FormFieldErrors;
  values: Record<string, string>;
  rateLimit?: RateLimitDetail;
  /** The lettering to confirm before it is inked (the generator's spelling check, issue 37). */
  lettering?: LetteringProof;
}

/** The page's refused post, when it came from this form (a page can hold several). */
export function replyFor(actionData: FormReply | undefined | null, form: string): FormReply | undefined {
  return actionData?.form === form ? actionData : undefined;
}
