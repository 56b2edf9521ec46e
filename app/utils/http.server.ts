import { data, type ActionFunctionArgs } from "react-router";
import type { z } from "zod";
import { HttpError, isHttpError, type FieldErrors } from "./http-error";
import { requestMessages } from "./messages/request";
import { readFormData, readJsonBody } from "./request-body.server";

/**
 * Small helpers for answering errors the same way everywhere: JSON `{ message }` with a
 * 4xx status, thrown so route modules stay straight-line (error boundaries or the
 * resource route's own catch render them).
 */
export function jsonError(status: number, message: string, extra?: Record<string, unknown>, init?: ResponseInit) {
  return Response.json({ message, ...extra }, { ...init, status });
}

export function invariantResponse(condition: unknown, message: string, status = 400): asserts condition {
  if (!condition) throw jsonError(status, message);
}

/** 405 naming the one method an address takes (admin addresses), with an Allow header. */
export function methodNotAllowed(allowed: string): Response {
  return jsonError(405, requestMessages.useMethod(allowed), undefined, { headers: { Allow: allowed } });
}

/**
 * The JSON answer of an HttpError: `{ message }` (plus `fieldErrors` when there are some, and a limit's details), with
 * its headers.
 */
export function httpErrorResponse(error: HttpError): Response {
  return jsonError(
    error.status,
    error.message,
    { ...error.details, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) },
    {
      headers: error.headers,
    },
  );
}

/** Whether the client asked for JSON (fetch from our scripts) rather than a page. */
export function wantsJson(request: Request): boolean {
  const accept = request.headers.get("accept") ?? "";
  const contentType = request.headers.get("content-type") ?? "";
  return (
    contentType.includes("application/json") || (accept.includes("application/json") && !accept.includes("text/html"))
  );
}

export { readFormData, readJsonBody };

/** Reads a body sent either as JSON or as a form, as a plain object. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.includes("application/json")) {
    const body = await readJsonBody(request);
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw jsonError(400, requestMessages.notAnObject);
    }
    return body as Record<string, unknown>;
  }
  if (contentType.includes("form")) {
    const form = await readFormData(request);
    const result: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const values = form.getAll(key).filter((value): value is string => typeof value === "string");
      result[key] = values.length > 1 ? values : values[0];
    }
    return result;
  }
  return readJsonBody(request).then((body) =>
    typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {},
  );
}

export { data };

/** Bytes as a Response body (the DOM typings want an ArrayBuffer-backed view). */
export function binaryBody(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

/** What React Router passes an action: a route's own `Route.ActionArgs` (its typed `params`), or any action's. */
type ResourceArgs = Pick<ActionFunctionArgs, "request" | "params" | "context">;

/**
 * A resource route's action typed with the route's generated args, so the handler's `params` are the URL's own
 * segments: `export const action: ResourceAction<Route.ActionArgs> = resourceAction(...)`.
 */
export type ResourceAction<Args extends ResourceArgs = ResourceArgs> = (args: Args) => Promise<Response>;
/** A resource route's loader: `export const loader: ResourceLoader<Route.LoaderArgs> = resourceLoader(...)`. */
export type ResourceLoader<Args extends ResourceArgs = ResourceArgs> = ResourceAction<Args>;

type ResourceOptions<User, Schema extends z.ZodType | undefined> = {
  /** The one method this action takes; others answer 405. */
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  /** The access rule (`requireUser`, `requireAdmin`): throws its own 401/403 JSON. */
  authorize: (request: Request) => Promise<User>;
  /**
   * Admin addresses check the role before the method and name the method in their 405
   * ("Use DELETE for this address."); the others answer "Method not allowed" first.
   */
  adminAddress?: boolean;
  /** The 405 message where the spec's catalogue words it differently ("Use POST."). */
  methodMessage?: string;
  /** The JSON body's schema (read with `readJsonBody`; an empty body reads as `{}`, other non-objects are a 400). */
  body?: Schema;
};

type ResourceInput<User, Schema, Args extends ResourceArgs> = Args & {
  user: User;
  body: Schema extends z.ZodType ? z.output<Schema> : undefined;
};

/**
 * A resource route's action, straight-line: method → authorize → parse → call → answer.
 * An `HttpError` thrown by the handler (or by the schema) is answered as JSON `{ message }`
 * with its status; thrown Responses pass through; anything else is a 500.
 */
export function resourceAction<
  User,
  Schema extends z.ZodType | undefined = undefined,
  Args extends ResourceArgs = ResourceArgs,
>(
  options: ResourceOptions<User, Schema>,
  handle: (input: ResourceInput<User, Schema, Args>) => Promise<Response> | Response,
): ResourceAction<Args> {
  return async (args) => {
    const { request } = args;
    const wrongMethod = request.method !== options.method;
    if (wrongMethod && !options.adminAddress)
      return jsonError(405, options.methodMessage ?? requestMessages.methodNotAllowed);
    const user = await options.authorize(request);
    if (wrongMethod) return methodNotAllowed(options.method);
    return answerHttpErrors(async () => {
      const body = (options.body ? await parseJsonBody(request, options.body) : undefined) as ResourceInput<
        User,
        Schema,
        Args
      >["body"];
      return handle({ ...args, user, body });
    });
  };
}

/**
 * A resource route's loader (a GET answering JSON), the same way as its actions: authorize → the handler, which calls
 * one module function; an `HttpError` thrown in it is answered as JSON `{ message }` with its status.
 */
export function resourceLoader<User, Args extends ResourceArgs = ResourceArgs>(
  options: Pick<ResourceOptions<User, undefined>, "authorize">,
  handle: (input: Args & { user: User }) => Promise<Response> | Response,
): ResourceLoader<Args> {
  return async (args) => {
    const user = await options.authorize(args.request);
    return answerHttpErrors(() => handle({ ...args, user }));
  };
}

/** What `run` answers, or the JSON answer of the HttpError it threw (thrown Responses pass through, others: 500). */
async function answerHttpErrors(run: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (isHttpError(error)) return httpErrorResponse(error);
    throw error;
  }
}

type ZodIssue = z.ZodError["issues"][number];

/**
 * The refusal of input a zod schema rejected, the one way: a 400 whose message is the first problem and whose field
 * errors list each wrong field's messages, under the field's (top-level) name, or "form" for the input as a whole.
 * `fieldMessage` words a field's message apart from the refusal's (the generator's blank description); `fieldName`
 * names the field of a nested value as its form does (the generator's lettering).
 */
export function zodRefusal(
  error: z.ZodError,
  fieldMessage: (issue: ZodIssue) => string = (issue) => issue.message,
  fieldName: (issue: ZodIssue) => string | undefined = () => undefined,
) {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    (fieldErrors[fieldName(issue) ?? String(issue.path[0] ?? "form")] ??= []).push(fieldMessage(issue));
  }
  return new HttpError(400, error.issues[0]?.message ?? requestMessages.invalidInput, { fieldErrors });
}

/** Reads the JSON body and parses it with `schema`; a refusal is a 400 HttpError with field errors. */
export async function parseJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  const raw = await readJsonBody(request);
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    throw new HttpError(400, requestMessages.notAnObject);
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw zodRefusal(result.error);
}
