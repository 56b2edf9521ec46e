import type { FormFieldErrors } from "./http-error";

/**
 * The one shape of a page action's answer to a refused form post (decision 017), made by
 * `formAction` (forms.server.ts) from the HttpError that refused it: which form (its
 * intent), the status, the message people read (the spec's text) with an optional title,
 * one message per field to fix, and what was typed, to fill the form in again. The form
 * renders it the same way with and without JavaScript (fieldErrorProps + FieldMessage).
 */
export interface FormReply {
  form: string;
  status: number;
  title?: string;
  message: string;
  fieldErrors: FormFieldErrors;
  values: Record<string, string>;
}

/** The page's refused post, when it came from this form (a page can hold several). */
export function replyFor(actionData: FormReply | undefined | null, form: string): FormReply | undefined {
  return actionData?.form === form ? actionData : undefined;
}
