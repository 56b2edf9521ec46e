import { redirect, type ActionFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formAction, formIntent, formList, formText, parseForm } from "~/utils/forms.server";
import { HttpError } from "~/utils/http-error";
import { zodRefusal } from "~/utils/http.server";
import { captureLogs } from "../support/logs";

/**
 * The one way page forms are answered (issue 27): the intent's schema, one module function,
 * and any refusal as the form's FormReply with its status and headers.
 */
function post(fields: Array<[string, string]>) {
  const request = new Request("http://localhost/page", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return {
    request,
    params: {},
    context: { clientIp: "192.0.2.1", cspNonce: "n" },
    url: new URL(request.url),
    pattern: "",
  } as ActionFunctionArgs;
}

/** A `data(...)` answer's value and init, or a Response. */
type Answer = { data: Record<string, unknown>; init: { status: number; headers: Headers } } | Response;

const note = formIntent(
  z.object({
    text: formText.refine((value) => value.trim() !== "", "Write something."),
    tags: formList,
    secret: formText,
  }),
  async (input) => {
    if (input.text === "taken")
      throw new HttpError(409, "Already there.", { fieldErrors: { text: ["Already there."] } });
    if (input.text === "busy") throw new HttpError(429, "Too many.", { headers: { "Retry-After": "30" } });
    if (input.text === "fair use") {
      throw new HttpError(429, "Fair-use limit reached.", {
        retryAfterSeconds: 40,
        details: { limit: "generation:account", retryAfterSeconds: 40, upgradeTo: null },
      });
    }
    if (input.text === "boom") throw new Error("database down");
    if (input.text === "signed out") throw redirect("/sign-in");
    return redirect(`/done?tags=${input.tags.join(",")}`);
  },
  {
    keep: ["text"],
    title: (error) => (error.status === 429 ? "Slow down" : undefined),
    fallback: "Failed to add the note.",
  },
);
const action = formAction({ note }, { defaultIntent: "note" });
const answer = async (fields: Array<[string, string]>) =>
  (await action(post(fields)).catch((thrown: unknown) => thrown)) as Answer;

describe("formAction", () => {
  it("runs the intent with its parsed fields (a repeated field is a list)", async () => {
    const done = await answer([
      ["text", "a rose"],
      ["tags", "red"],
      ["tags", "thorns"],
    ]);
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).headers.get("Location")).toBe("/done?tags=red,thorns");
  });

  it("answers a schema refusal as the form's reply: 400, the first message, the field, what was kept (never the rest)", async () => {
    const refused = await answer([
      ["text", "  "],
      ["secret", "4242"],
    ]);
    expect(refused).toMatchObject({
      data: {
        form: "note",
        status: 400,
        message: "Write something.",
        fieldErrors: { text: "Write something." },
        values: { text: "  " },
      },
      init: { status: 400 },
    });
    expect(JSON.stringify(refused)).not.toContain("4242");
  });

  it("answers a module's refusal with its status, headers and the intent's title", async () => {
    const taken = await answer([["text", "taken"]]);
    expect(taken).toMatchObject({
      data: { status: 409, message: "Already there.", fieldErrors: { text: "Already there." } },
    });
    const busy = (await answer([["text", "busy"]])) as Exclude<Answer, Response>;
    expect(busy.data).toMatchObject({ status: 429, title: "Slow down", fieldErrors: {} });
    expect(busy.init.status).toBe(429);
    expect(new Headers(busy.init.headers).get("Retry-After")).toBe("30");
  });

  it("answers a rate limit's refusal with when to go on and whether a plan lifts it, and its Retry-After", async () => {
    const limited = (await answer([["text", "fair use"]])) as Exclude<Answer, Response>;
    expect(limited.data).toMatchObject({ status: 429, rateLimit: { retryAfterSeconds: 40, upgradeTo: null } });
    expect(new Headers(limited.init.headers).get("Retry-After")).toBe("40");
    const other = (await answer([["text", "taken"]])) as Exclude<Answer, Response>;
    expect(other.data).not.toHaveProperty("rateLimit");
  });

  it("lets thrown Responses through (the access rules' redirect), and answers a failure with the intent's fallback, logged", async () => {
    const signedOut = await answer([["text", "signed out"]]);
    expect((signedOut as Response).headers.get("Location")).toBe("/sign-in");
    const { result, lines } = await captureLogs(() => answer([["text", "boom"]]));
    expect(result).toMatchObject({ data: { status: 500, message: "Failed to add the note." } });
    expect(lines).toContainEqual(
      expect.objectContaining({ level: "error", component: "forms", intent: "note", msg: "a form failed" }),
    );
  });

  it("answers an intent it does not know with 400", async () => {
    expect(await answer([["intent", "drop-tables"]])).toMatchObject({
      data: { form: "drop-tables", status: 400, message: "Unknown action." },
    });
  });
});

describe("parseForm", () => {
  it("reads a form or plain values, and names every wrong field", () => {
    const schema = z.object({ a: z.string().min(2, "a is short"), b: z.string().min(2, "b is short") });
    expect(parseForm({ a: "xx", b: "yy" }, schema)).toEqual({ a: "xx", b: "yy" });
    const form = new FormData();
    form.set("a", "x");
    form.set("b", "y");
    expect(() => parseForm(form, schema)).toThrow(
      expect.objectContaining({
        status: 400,
        message: "a is short",
        fieldErrors: { a: ["a is short"], b: ["b is short"] },
      }),
    );
  });
});

describe("zodRefusal", () => {
  const schema = z
    .object({ tags: z.array(z.string().min(1, "A tag is empty.")), size: z.number({ error: "Give a size." }) })
    .refine((value) => value.tags.length < 3, "Too many tags for the size.");

  it("names a list's field, not its entry, and the whole input as the form", () => {
    const result = schema.safeParse({ tags: ["a", ""], size: "big" });
    expect(result.success).toBe(false);
    expect(zodRefusal(result.error!)).toMatchObject({
      status: 400,
      message: "A tag is empty.",
      fieldErrors: { tags: ["A tag is empty."], size: ["Give a size."] },
    });
    const tooMany = schema.safeParse({ tags: ["a", "b", "c"], size: 1 });
    expect(zodRefusal(tooMany.error!).fieldErrors).toEqual({ form: ["Too many tags for the size."] });
  });

  it("words a field's message apart from the refusal's when asked", () => {
    const result = schema.safeParse({ tags: [], size: null });
    const refusal = zodRefusal(result.error!, (issue) => (issue.path[0] === "size" ? "How big?" : issue.message));
    expect(refusal).toMatchObject({ message: "Give a size.", fieldErrors: { size: ["How big?"] } });
  });
});
