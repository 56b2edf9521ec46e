import { data, type ActionFunctionArgs } from "react-router";
import { z } from "zod";
import type { RateLimitDetail } from "./api-client";
import type { FormReply } from "./form-reply";
import { firstFieldErrors, HttpError, isHttpError } from "./http-error";
import { zodRefusal } from "./http.server";
import { errorFields, logger } from "./logger.server";
import { requestMessages } from "./messages/request";
import { readFormData } from "./request-body.server";

const log = logger("forms");

/**
 * Page forms, one way (decision 017): a page's `action = formAction({ intent: formIntent(schema, run) })`
 * reads the form, picks the intent (the `intent` field), parses it with that intent's zod
 * schema (`parseForm`) and runs it: one module function, the one the spec's JSON route
 * calls too. A refusal, from the schema or the module (an HttpError), is answered as the
 * form's `FormReply` with its status and headers (Retry-After); what the intent answers
 * (a redirect, most often with a toast) and any thrown Response (the access rules'
 * redirect) pass through. No try/catch, `instanceof` or casts in the route.
 */

/** The submitted fields as a plain object: a field sent more than once is a list. */
export type FormValues = Record<string, string | string[]>;

export function formValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const key of new Set(form.keys())) {
    const strings = form.getAll(key).filter((value): value is string => typeof value === "string");
    values[key] = strings.length > 1 ? strings : (strings[0] ?? "");
  }
  return values;
}

/** A field that may be sent several times (checkboxes): always a list, without empty entries. */
export const formList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter((entry) => entry !== ""),
  );

/** A text field: "" when it was not sent. */
export const formText = z.string().optional().default("");

/**
 * Parses a form with its schema; a refusal is a 400 HttpError with the first problem and one message per wrong field.
 */
export function parseForm<Schema extends z.ZodType>(form: FormData | FormValues, schema: Schema): z.output<Schema> {
  const result = schema.safeParse(form instanceof FormData ? formValues(form) : form);
  if (result.success) return result.data;
  throw zodRefusal(result.error);
}

export interface FormIntentArgs extends ActionFunctionArgs {
  form: FormData;
  /**
   * Headers the answer carries whatever it is (a new visitor's session cookie); a redirect the intent makes takes them
   * too.
   */
  headers: Headers;
}

export interface FormIntent<Schema extends z.ZodType = z.ZodType> {
  schema: Schema;
  run: (input: z.output<Schema>, args: FormIntentArgs) => Promise<Response>;
  /** The fields sent back as typed with a refusal (never a secret such as a card's security code). */
  keep: readonly string[];
  /** A title for the refusal, where the form shows one (the generator's spec titles). */
  title?: (error: HttpError) => string | undefined;
  /** The spec's words for a failure that is not a refusal ('Failed to add style'): answered as a 500 reply, logged. */
  fallback?: string;
}

export function formIntent<Schema extends z.ZodType>(
  schema: Schema,
  run: FormIntent<Schema>["run"],
  options: Partial<Pick<FormIntent, "keep" | "title" | "fallback">> = {},
): FormIntent<Schema> {
  return { schema, run, keep: options.keep ?? [], title: options.title, fallback: options.fallback };
}

/** A page's action over its forms' intents; `defaultIntent` answers a form without an `intent` field. */
export function formAction(intents: Record<string, FormIntent>, options: { defaultIntent?: string } = {}) {
  return (args: ActionFunctionArgs) => answerForm(intents, options, args);
}

/**
 * An intent's refusal given before its form was read (a picture upload's checks, M8): the same reply, with no field
 * sent back as typed (the browser's own form keeps them).
 */
export function refusalReply(intent: string, handler: FormIntent, error: HttpError) {
  const headers = new Headers(error.headers);
  return formReply(intent, error, new FormData(), handler, headers);
}

async function answerForm(
  intents: Record<string, FormIntent>,
  options: { defaultIntent?: string },
  args: ActionFunctionArgs,
) {
  const form = await readFormData(args.request);
  const intent = String(form.get("intent") ?? options.defaultIntent ?? "");
  const handler = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  const headers = new Headers();
  try {
    if (!handler) throw new HttpError(400, requestMessages.unknownAction);
    return await handler.run(parseForm(form, handler.schema), { ...args, form, headers });
  } catch (error) {
    const refusal = isHttpError(error)
      ? error
      : !(error instanceof Response) && handler?.fallback
        ? new HttpError(500, handler.fallback)
        : null;
    if (!refusal) throw error;
    if (refusal !== error) log.error({ intent: intent.slice(0, 40), ...errorFields(error) }, "a form failed");
    for (const [name, value] of Object.entries(refusal.headers ?? {})) headers.set(name, value);
    return formReply(intent.slice(0, 40), refusal, form, handler, headers);
  }
}

function formReply(
  intent: string,
  error: HttpError,
  form: FormData,
  handler: FormIntent | undefined,
  headers: Headers,
) {
  const values: Record<string, string> = {};
  for (const name of handler?.keep ?? []) {
    // A field sent several times (the chosen styles) comes back one value a line.
    const sent = form.getAll(name).filter((value): value is string => typeof value === "string");
    if (sent.length) values[name] = sent.join("\n").slice(0, 2000);
  }
  const reply: FormReply = {
    form: intent,
    status: error.status,
    message: error.message,
    fieldErrors: firstFieldErrors(error.fieldErrors),
    values,
  };
  const limit = error.details as Partial<RateLimitDetail> | undefined;
  if (limit && typeof limit.retryAfterSeconds === "number") {
    reply.rateLimit = { retryAfterSeconds: limit.retryAfterSeconds, upgradeTo: limit.upgradeTo ?? null };
  }
  const proof = (error.details as { lettering?: FormReply["lettering"] } | undefined)?.lettering;
  if (proof) reply.lettering = proof;
  const title = handler?.title?.(error);
  if (title) reply.title = title;
  return data(reply, { status: error.status, headers });
}
