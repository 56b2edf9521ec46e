import { readdirSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningApp } from "../support/app-server";
import { drawSampleDesignsAhead } from "../support/fake-images";
import { startFakeOpenAi, type FakeOpenAiMode } from "../support/fake-openai";
import { SESSION_COOKIE_NAME } from "../support/session-cookie";

// The app draws as production does: OpenAI first (a stand-in that answers as the API does), then the embedded engine.
const openai = await startFakeOpenAi();
await drawSampleDesignsAhead();

const { prisma } = await import("~/utils/db.server");
const { createSessionCookie, createUser, signedInCookie } = await import("../support/users");
const { startAppOnThisDatabase } = await import("../support/built-app");

/**
 * Property-based fuzzing of every route of the built app (issue 12): malformed bodies,
 * params, query strings, headers, methods and encodings, signed out and signed in. No
 * answer may be a 5xx, and a refused request (4xx) writes no row.
 */
let app: RunningApp;
let cookies: Record<"free" | "pro", string>;
beforeAll(async () => {
  app = await startAppOnThisDatabase({
    OPENAI_API_KEY: "sk-test-local",
    OPENAI_BASE_URL: openai.baseURL,
    OPENAI_TIMEOUT_MS: "20000",
  });
  cookies = { free: (await signedInCookie("free")).cookie, pro: (await signedInCookie("pro")).cookie };
});
afterAll(async () => {
  await app?.dispose();
  await openai.stop();
});

/** Every route file as a path template: `$name` segments are where fuzzed params go. */
function routeTemplates(): string[] {
  const directory = path.resolve(import.meta.dirname, "../../app/routes");
  return readdirSync(directory)
    .map((file) => file.replace(/\.tsx?$/, ""))
    .filter((name) => name !== "bench.bare")
    .map((name) => {
      const segments = name
        .replace(/\[([^\]]*)\]/g, (_, literal: string) => literal.replace(/\./g, "\u0001"))
        .split(".")
        .map((segment) => segment.replace(/\u0001/g, ".").replace(/_$/, ""))
        .filter((segment) => segment !== "_index");
      return `/${segments.map((segment) => (segment === "$" ? "$splat" : segment)).join("/")}`;
    });
}

const TEMPLATES = routeTemplates();

/** Tables a refused request may still write: the rate limiter counts every attempt (decision 009). */
const MAY_CHANGE = new Set(["RateLimit"]);
let tables: string[] = [];
async function rowCounts(): Promise<Record<string, number>> {
  if (tables.length === 0) {
    const rows = await prisma.$queryRaw<Array<{ table_name: string }>>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`;
    tables = rows.map((row) => row.table_name).filter((name) => !name.startsWith("_") && !MAY_CHANGE.has(name));
  }
  const select = tables.map((name) => `(SELECT count(*)::int FROM "${name}") AS "${name}"`).join(", ");
  const [counts] = await prisma.$queryRawUnsafe<Array<Record<string, number>>>(`SELECT ${select}`);
  return counts;
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "%00",
    "a%00b",
    "%E0%A4%A",
    "..%2F..%2Fetc%2Fpasswd",
    "%FF%FE",
    "\u0000",
    "' OR 1=1 --",
    "<script>x</script>",
    "x".repeat(3000),
  ),
);
const segment = hostileText.map((text) => (/^%[0-9A-F]{2}|%E0/.test(text) ? text : encodeURIComponent(text) || "x"));
const queryString = fc
  .array(fc.tuple(fc.string({ maxLength: 12 }), hostileText), { maxLength: 3 })
  .map((pairs) =>
    pairs
      .map(([key, value]) => `${encodeURIComponent(key)}=${/^%/.test(value) ? value : encodeURIComponent(value)}`)
      .join("&"),
  );
const body = fc.oneof(
  fc.constant(undefined),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc
    .dictionary(
      fc.constantFrom("description", "name", "text", "designId", "designIds", "style", "size", "intent", "mode"),
      hostileText,
    )
    .map((value) => JSON.stringify(value)),
  fc.constantFrom(
    '{"description":"a rose\\u0000"}',
    "{",
    "[]",
    "null",
    '{"__proto__":{"x":1}}',
    "\u00ff\u00fe",
    `{"a":${"[".repeat(200)}`,
  ),
);
const request = fc.record({
  template: fc.constantFrom(...TEMPLATES),
  params: fc.array(segment, { minLength: 3, maxLength: 3 }),
  query: queryString,
  method: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"),
  body,
  contentType: fc.constantFrom(
    "application/json",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "text/plain",
    "application/json; charset=latin1",
    "",
  ),
  accept: fc.constantFrom("application/json", "text/html", "*/*", ""),
  who: fc.constantFrom("guest", "garbage", "free", "pro"),
  forwardedFor: fc.constantFrom("", "1.2.3.4", "::1, garbage", "2001:db8::1", "999.999.1.1"),
});

type FuzzRequest = typeof request extends fc.Arbitrary<infer T> ? T : never;

async function send(input: FuzzRequest) {
  let index = 0;
  const pathname = input.template.replace(/\$[a-zA-Z]+/g, () => input.params[index++ % 3]);
  const url = `${app.url}${pathname}${input.query ? `?${input.query}` : ""}`;
  const headers: Record<string, string> = { Origin: app.url };
  if (input.contentType) headers["Content-Type"] = input.contentType;
  if (input.accept) headers.Accept = input.accept;
  if (input.forwardedFor) headers["X-Forwarded-For"] = input.forwardedFor;
  if (input.who === "garbage") headers.Cookie = `${SESSION_COOKIE_NAME}=%%%garbage; other=\u00e9`;
  if (input.who === "free" || input.who === "pro") headers.Cookie = cookies[input.who];
  const withBody = input.body !== undefined && !["GET", "HEAD"].includes(input.method);
  const response = await fetch(url, {
    method: input.method,
    headers,
    body: withBody ? input.body : undefined,
    redirect: "manual",
  });
  await response.arrayBuffer().catch(() => null);
  return {
    status: response.status,
    description: `${input.method} ${pathname}${input.query ? `?${input.query}` : ""} as ${input.who}`,
  };
}

describe("every route under hostile input", () => {
  it("covers every route file", () => {
    expect(TEMPLATES.length).toBeGreaterThan(40);
    expect(TEMPLATES).toContain("/api/styles/$name/use");
    expect(TEMPLATES).toContain("/designs/$id/print.pdf");
  });

  it("never answers 5xx, and a refused request writes no row", async () => {
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const before = await rowCounts();
        const { status, description } = await send(input);
        expect(status, description).toBeLessThan(500);
        if (status >= 400) expect(await rowCounts(), description).toEqual(before);
      }),
      { numRuns: 400, seed: 20261123, endOnFailure: true },
    );
  }, 240_000);
});

/* --------------------------------------------- the no-JavaScript forms, by intent (issue 26) */

/** Every intent the plain forms post, and fields they read (the rest is noise). */
const FORM_POSTS = [
  { path: "/?index", intents: ["generate", "save", "unsave", "add-style", "add-idea", "customize", "nonsense", ""] },
  { path: "/?index&dialog=add-style", intents: ["add-style"] },
  { path: "/profile", intents: ["delete-account", "save", "unsave", "nonsense"] },
  { path: "/admin", intents: ["delete-style", "delete-idea", "delete-topic", "refresh-topics", "nonsense"] },
  { path: "/designs/$id/share", intents: [""] },
  { path: "/share-links/$id/revoke", intents: [""] },
] as const;
const FORM_FIELDS = [
  "description",
  "styles",
  "size",
  "customSize",
  "complexity",
  "designId",
  "name",
  "text",
  "mode",
  "colorTheme",
  "style",
  "editInstructions",
  "modifications",
  "confirmEmail",
  "returnTo",
  "id",
  "notes",
  "placement",
  "displayName",
  "expiresIn",
];
const formPost = fc.record({
  target: fc.constantFrom(...FORM_POSTS),
  intentIndex: fc.nat(),
  fields: fc.array(fc.tuple(fc.constantFrom(...FORM_FIELDS), hostileText), { maxLength: 6 }),
  designId: fc.constantFrom("real", "other", "missing"),
  encoding: fc.constantFrom("urlencoded", "multipart", "garbage"),
  who: fc.constantFrom("guest", "free", "pro"),
});
type FormPost = typeof formPost extends fc.Arbitrary<infer T> ? T : never;

let designIds: Record<"real" | "other" | "missing", string>;

async function postForm(input: FormPost) {
  const intent = input.target.intents[input.intentIndex % input.target.intents.length];
  const pairs: Array<[string, string]> = [["intent", intent], ["designId", designIds[input.designId]], ...input.fields];
  const path = input.target.path.replace("$id", designIds[input.designId]);
  const headers: Record<string, string> = { Origin: app.url };
  if (input.who !== "guest") headers.Cookie = cookies[input.who];
  let body: string | FormData;
  if (input.encoding === "multipart") {
    body = new FormData();
    for (const [key, value] of pairs) body.append(key, value);
  } else if (input.encoding === "urlencoded") {
    body = new URLSearchParams(pairs).toString();
    headers["Content-Type"] = "application/x-www-form-urlencoded";
  } else {
    body = `intent=${intent}&%%%&=${"&".repeat(50)}\u0000`;
    headers["Content-Type"] = "application/x-www-form-urlencoded";
  }
  const response = await fetch(`${app.url}${path}`, { method: "POST", headers, body, redirect: "manual" });
  await response.arrayBuffer().catch(() => null);
  return {
    status: response.status,
    description: `POST ${path} intent=${intent} (${input.encoding}) as ${input.who}: ${JSON.stringify(input.fields)}`,
  };
}

describe("the plain forms (no JavaScript) under hostile input", () => {
  beforeAll(async () => {
    // Fresh sessions: the fuzz above signs its users out now and then (/api/logout).
    cookies = { free: (await signedInCookie("free")).cookie, pro: (await signedInCookie("pro")).cookie };
    // A design of the Pro user (to customize, save, share) and one of somebody else.
    const made = async (cookie: string) => {
      const response = await fetch(`${app.url}/api/generate`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: app.url, Cookie: cookie },
        body: JSON.stringify({ description: "a swallow", size: "Small (5-10 cm)" }),
      });
      return ((await response.json()) as { designs: Array<{ id: string }> }).designs[0].id;
    };
    designIds = {
      real: await made(cookies.pro),
      other: await made((await signedInCookie("premium")).cookie),
      missing: "d_missing",
    };
  }, 120_000);

  it("never answers 5xx to any intent, and a refused post writes no row", async () => {
    await fc.assert(
      fc.asyncProperty(formPost, async (input) => {
        const before = await rowCounts();
        const { status, description } = await postForm(input);
        expect(status, description).toBeLessThan(500);
        if (status >= 400) expect(await rowCounts(), description).toEqual(before);
      }),
      { numRuns: 150, seed: 20261125, endOnFailure: true },
    );
  }, 240_000);
});

/* --------------------------------------------------------- share links' routes (issue 26) */

describe("share links' routes under hostile tokens and queries", () => {
  let live: string;
  let revoked: string;
  beforeAll(async () => {
    const { newShareToken, hashShareToken, sealShareToken } = await import("~/modules/share/share-token.server");
    const owner = await prisma.design.findUniqueOrThrow({ where: { id: designIds.real } });
    const link = async (revokedAt: Date | null) => {
      const token = newShareToken();
      await prisma.shareLink.create({
        data: {
          userId: owner.userId!,
          designId: owner.id,
          tokenHash: hashShareToken(token),
          sealedToken: sealShareToken(token),
          revokedAt,
        },
      });
      return token;
    };
    live = await link(null);
    revoked = await link(new Date());
  });

  const shareRequest = fc.record({
    token: fc.oneof(fc.constantFrom("live", "revoked"), segment),
    file: fc.constantFrom("", "/image.png", "/stencil.png", "/print.pdf", "/nothing"),
    query: fc.oneof(
      queryString,
      fc.constantFrom(
        "cm=12",
        "cm=12.5",
        "cm=0",
        "cm=41",
        "cm=1e1",
        "cm=-1",
        "cm=%00",
        "mirror=1&cm=7",
        "download=1",
        "cm=12&cm=13",
      ),
    ),
    method: fc.constantFrom("GET", "HEAD", "POST"),
    agent: fc.constantFrom("Mozilla/5.0", "WhatsApp/2.23", "", "é"),
  });

  it("never answers 5xx; unknown and revoked tokens are 404; a refusal writes no row", async () => {
    await fc.assert(
      fc.asyncProperty(shareRequest, async (input) => {
        const token = input.token === "live" ? live : input.token === "revoked" ? revoked : input.token;
        const url = `${app.url}/s/${token}${input.file}${input.query ? `?${input.query}` : ""}`;
        const headers: Record<string, string> = { Origin: app.url };
        if (input.agent) headers["User-Agent"] = input.agent;
        const before = await rowCounts();
        const response = await fetch(url, { method: input.method, headers, redirect: "manual" });
        await response.arrayBuffer().catch(() => null);
        const description = `${input.method} ${url}`;
        expect(response.status, description).toBeLessThan(500);
        if (input.token !== "live" && input.method !== "POST")
          expect([400, 404, 405, 429], description).toContain(response.status);
        if (response.status >= 400) expect(await rowCounts(), description).toEqual(before);
      }),
      { numRuns: 120, seed: 20261126, endOnFailure: true },
    );
  }, 240_000);
});

/* ------------------------------------------ the image providers' path (issue 34, decision 024) */

describe("generations and the admin panel while the image provider misbehaves", () => {
  const generation = fc.record({
    mode: fc.constantFrom<FakeOpenAiMode | "gone">("ok", "error", "rate_limited", "no_credit", "moderation", "gone"),
    body: fc.oneof(
      body,
      fc
        .record({
          description: fc.oneof(hostileText, fc.constantFrom("a swallow", "a rose with a banner")),
          style: fc.constantFrom("Traditional", "Minimalist", "Watercolor", "nope", ""),
          complexity: fc.constantFrom("Simple", "Detailed", "Highly Complex", "x"),
          size: fc.constantFrom("Small (5-10 cm)", "Large (20-30 cm)", "12", ""),
        })
        .map((value) => JSON.stringify(value)),
    ),
    who: fc.constantFrom("guest", "free", "pro"),
  });

  afterAll(() => {
    openai.state.mode = "ok";
    openai.state.shutdownDates = {};
  });

  it("never answers 5xx to a generation; a refusal writes no row; every design says who drew it", async () => {
    cookies = { free: (await signedInCookie("free")).cookie, pro: (await signedInCookie("pro")).cookie };
    await fc.assert(
      fc.asyncProperty(generation, async (input) => {
        openai.state.mode = input.mode === "gone" ? "ok" : input.mode;
        openai.state.shutdownDates = input.mode === "gone" ? { "gpt-image-2.6-flare": "2026-01-01" } : {};
        const before = await rowCounts();
        const headers: Record<string, string> = { Origin: app.url, "Content-Type": "application/json" };
        if (input.who !== "guest") headers.Cookie = cookies[input.who];
        const response = await fetch(`${app.url}/api/generate`, { method: "POST", headers, body: input.body });
        const answer = (await response.json().catch(() => null)) as { designs?: Array<{ id: string }> } | null;
        const description = `${input.mode}, ${input.who}: ${input.body}`;
        expect(response.status, description).toBeLessThan(500);
        const after = await rowCounts();
        // A description the safety system refused still counts (issue 26): only its quota rows change.
        if (response.status === 422)
          expect([after.Design, after.ImageSpend], description).toEqual([before.Design, before.ImageSpend]);
        else if (response.status >= 400) expect(after, description).toEqual(before);
        if (response.status === 200) {
          const designs = await prisma.design.findMany({ where: { id: { in: answer!.designs!.map((d) => d.id) } } });
          for (const design of designs) {
            expect([design.engine, design.drawnInsteadOf], description).toEqual(
              design.engine === "openai" ? ["openai", null] : ["flash", "openai"],
            );
          }
        }
      }),
      { numRuns: 20, seed: 20261128, endOnFailure: true },
    );
  }, 240_000);

  it("answers the admin panel (with its image service section) under hostile queries, never with a 5xx", async () => {
    const admin = await createSessionCookie({ userId: (await createUser({ admin: true })).id });
    const plain = await fetch(`${app.url}/admin`, { headers: { Cookie: admin } });
    expect(plain.status).toBe(200);
    expect((await plain.text()).replaceAll("<!-- -->", "")).toContain(
      "Designs are drawn by OpenAI, then the built-in engine.",
    );
    await fc.assert(
      fc.asyncProperty(
        queryString,
        fc.constantFrom("text/html", "application/json", "*/*", ""),
        async (query, accept) => {
          const headers: Record<string, string> = { Cookie: admin };
          if (accept) headers.Accept = accept;
          const response = await fetch(`${app.url}/admin${query ? `?${query}` : ""}`, { headers, redirect: "manual" });
          const text = await response.text();
          expect(response.status, query).toBeLessThan(500);
          if (response.status === 200) expect(text, query).toContain("Image service");
        },
      ),
      { numRuns: 15, seed: 20261128, endOnFailure: true },
    );
  }, 120_000);
});

describe("the issue's examples", () => {
  const json = (pathname: string, value: string) =>
    fetch(`${app.url}${pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: app.url },
      body: value,
    });

  it("POST /api/styles/%00/use answers 400", async () => {
    expect((await json("/api/styles/%00/use", "{}")).status).toBe(400);
  });

  it("POST /api/popular-ideas/%00/use answers 400", async () => {
    expect((await json("/api/popular-ideas/%00/use", "{}")).status).toBe(400);
  });

  it('POST /api/generate with "a rose\\u0000" answers 400', async () => {
    const before = await rowCounts();
    expect((await json("/api/generate", JSON.stringify({ description: "a rose\u0000" }))).status).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });
});

/* --------------------------------------------------- the sign-in's callback and its cookie (L2, M6) */

/** A cookie's text: no lone surrogates (encodeURIComponent refuses them; a browser never sends them). */
const cookieSafe = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, "?"));

describe("the sign-in callback under hostile states, codes and cookies", () => {
  const callback = fc.record({
    state: fc.oneof(hostileText, fc.constant("")),
    code: fc.oneof(hostileText, fc.constant("")),
    error: fc.oneof(fc.constant(undefined), hostileText),
    cookie: fc.oneof(
      fc.constant(""),
      hostileText.map((text) => `inkwell_sign_in=${cookieSafe(text)}`),
      // An attempt written as the app writes it, without the key (a planted cookie).
      fc
        .record({ state: hostileText, verifier: hostileText })
        .map(
          (attempt) =>
            `inkwell_sign_in=${encodeURIComponent(
              Buffer.from(
                JSON.stringify([{ ...attempt, returnTo: "/", reauth: false, startedAt: Date.now() }]),
              ).toString("base64"),
            )}`,
        ),
      hostileText.map((text) => `inkwell_oauth:x=state=${cookieSafe(text)}`),
    ),
  });

  it("never answers 5xx and never signs anyone in", async () => {
    await fc.assert(
      fc.asyncProperty(callback, async (input) => {
        const query = new URLSearchParams({ state: input.state, code: input.code });
        if (input.error !== undefined) query.set("error", input.error);
        const before = await prisma.session.count();
        const response = await fetch(`${app.url}/auth/callback?${query}`, {
          headers: input.cookie ? { Cookie: input.cookie } : {},
          redirect: "manual",
        });
        await response.arrayBuffer();
        const description = `${query} with ${input.cookie.slice(0, 80)}`;
        expect(response.status, description).toBeLessThan(500);
        expect([400, 429], description).toContain(response.status);
        expect(await prisma.session.count(), description).toBe(before);
      }),
      { numRuns: 60, seed: 20261129, endOnFailure: true },
    );
  }, 120_000);
});
