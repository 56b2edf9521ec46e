import { createHash, randomBytes } from "node:crypto";
import type pg from "pg";

/**
 * The side doors of issue 26, sent during the abuse burst beside generate and print
 * (abuse-load-bench.ts): the Customize form without JavaScript, "Download my data", print
 * sizes that are not whole centimetres, share pages and their images from guest addresses,
 * and suggested styles. Each kind is tallied by answer; "nothing lost" is checked per kind
 * (whole zips, designs behind every customize redirect, one row per accepted suggestion).
 */
export interface Identity {
  userId: string;
  plan: "premium" | "pro";
  cookie: string;
  address: string;
}

export type SideDoorKind = "customize-form" | "export" | "print-size" | "share-page" | "suggestion";

export interface SideDoorRequest {
  kind: SideDoorKind;
  path: string;
  method: "GET" | "POST";
  localAddress: string;
  cookie?: string;
  body?: string;
  contentType?: string;
  /** The account whose rows the answer should have made. */
  userId?: string;
}

export interface SideDoorAnswer {
  status: number;
  body: Buffer;
  location?: string;
}

/** The requests, after creating one share link per printable design (rows, as the share form would). */
export async function sideDoorRequests(
  client: pg.Client,
  identities: Identity[],
  printable: Array<{ identity: Identity; designId: string }>,
): Promise<SideDoorRequest[]> {
  const requests: SideDoorRequest[] = [];
  const premium = identities.filter((identity) => identity.plan === "premium");
  for (const { identity, designId } of printable.slice(0, 5)) {
    for (const style of ["Dotwork", "Blackwork", "Japanese", "Watercolor"]) {
      requests.push({
        kind: "customize-form",
        path: "/?index",
        method: "POST",
        localAddress: identity.address,
        cookie: identity.cookie,
        body: new URLSearchParams({ intent: "customize", designId, mode: "style", style }).toString(),
        contentType: "application/x-www-form-urlencoded",
        userId: identity.userId,
      });
    }
    for (const cm of ["12.5", "7.25", "33.3"]) {
      requests.push({
        kind: "print-size",
        path: `/designs/${designId}/print.pdf?cm=${cm}`,
        method: "GET",
        localAddress: identity.address,
        cookie: identity.cookie,
      });
    }
  }
  for (const identity of premium.slice(0, 5)) {
    for (let k = 0; k < 4; k++) {
      requests.push({
        kind: "export",
        path: "/profile/data.zip",
        method: "GET",
        localAddress: identity.address,
        cookie: identity.cookie,
      });
    }
  }
  for (const identity of premium.slice(5, 9)) {
    for (let k = 0; k < 12; k++) {
      const name = `Bench ${identity.userId.slice(-8)} ${k}`;
      requests.push({
        kind: "suggestion",
        path: "/api/styles",
        method: "POST",
        localAddress: identity.address,
        cookie: identity.cookie,
        body: JSON.stringify({ name }),
        contentType: "application/json",
        userId: identity.userId,
      });
    }
  }
  const tokens: string[] = [];
  for (const { identity, designId } of printable.slice(0, 5)) {
    const token = randomBytes(32).toString("base64url");
    const tokenHash = createHash("sha256").update(token).digest("base64url");
    await client.query(
      `INSERT INTO "ShareLink" (id, "userId", "designId", "tokenHash", "sealedToken", "createdAt") VALUES ($1, $2, $3, $4, 'bench', now())`,
      [`bench_${randomBytes(6).toString("hex")}`, identity.userId, designId, tokenHash],
    );
    tokens.push(token);
  }
  // Guests on ten addresses, 12 page views and 12 images each: within the 120-a-minute limit.
  for (let guest = 0; guest < 10; guest++) {
    for (let k = 0; k < 12; k++) {
      const token = tokens[(guest + k) % tokens.length];
      for (const file of ["", "/image.png"]) {
        requests.push({
          kind: "share-page",
          path: `/s/${token}${file}`,
          method: "GET",
          localAddress: `127.0.0.${70 + guest}`,
        });
      }
    }
  }
  return requests;
}

export interface SideDoorTally {
  sent: number;
  ok: number;
  limited: number;
  refused: number;
  timedOut: number;
  failed: number;
}

export function tallySideDoors(
  results: Array<{ request: SideDoorRequest; answer: SideDoorAnswer }>,
): Record<SideDoorKind, SideDoorTally> {
  const kinds: SideDoorKind[] = ["customize-form", "export", "print-size", "share-page", "suggestion"];
  const tally = {} as Record<SideDoorKind, SideDoorTally>;
  for (const kind of kinds) {
    const mine = results.filter((result) => result.request.kind === kind).map((result) => result.answer.status);
    tally[kind] = {
      sent: mine.length,
      ok: mine.filter((status) => status >= 200 && status < 400).length,
      limited: mine.filter((status) => status === 429).length,
      refused: mine.filter((status) => status >= 400 && status < 500 && status !== 429).length,
      timedOut: mine.filter((status) => status === 0).length,
      failed: mine.filter((status) => status >= 500).length,
    };
  }
  return tally;
}

/** A GET of `path` as the request's own identity (its address and cookie). */
export type Follow = (request: SideDoorRequest, path: string) => Promise<SideDoorAnswer>;

/** Where a job page leads once its job is done (a page still waiting is asked again, a few times). */
async function followToDesigns(request: SideDoorRequest, location: string, follow: Follow): Promise<string> {
  let at = location;
  for (let hop = 0; hop < 30 && at.startsWith("/generations/"); hop++) {
    const answer = await follow(request, at);
    if (answer.status >= 300 && answer.status < 400) at = answer.location ?? "";
    else if (answer.status === 200) await new Promise((resolve) => setTimeout(resolve, 1_000));
    else return `${at} answered ${answer.status}`;
  }
  return at;
}

/** What must hold once the server is done: every answer whole, every accepted write stored. */
export async function sideDoorProblems(
  client: pg.Client,
  results: Array<{ request: SideDoorRequest; answer: SideDoorAnswer }>,
  follow: Follow,
) {
  const problems: string[] = [];
  for (const { request, answer } of results) {
    if (answer.status >= 500 && !problems.some((problem) => problem.startsWith(`${request.kind} ${answer.status}`))) {
      problems.push(
        `${request.kind} ${answer.status} (${request.path}): ${answer.body.toString("utf8").slice(0, 120)}`,
      );
    }
  }
  for (const { request, answer } of results) {
    if (request.kind === "export" && answer.status === 200) {
      // A whole zip ends with its end-of-central-directory record.
      if (answer.body.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) < 0)
        problems.push("an export answered 200 with a cut zip");
    }
    if (request.kind === "customize-form" && answer.status >= 300 && answer.status < 400) {
      // The form answers with the job's page (/generations/{id}), which leads to the designs once made.
      const designsAt = await followToDesigns(request, answer.location ?? "", follow);
      const ids = /designs=([^&#]+)/.exec(designsAt)?.[1]?.split(",") ?? [];
      const found = (await client.query(`SELECT count(*)::int AS n FROM "Design" WHERE id = ANY($1)`, [ids])).rows[0]
        .n as number;
      if (ids.length === 0 || found !== ids.length)
        problems.push(`a customize redirect named ${ids.length} designs, ${found} stored`);
    }
    if (request.kind === "print-size" && answer.status !== 400 && answer.status !== 429) {
      problems.push(`a print size that is not whole centimetres answered ${answer.status}`);
    }
  }
  const suggested = new Map<string, number>();
  for (const { request, answer } of results) {
    if (request.kind === "suggestion" && answer.status === 201)
      suggested.set(request.userId!, (suggested.get(request.userId!) ?? 0) + 1);
  }
  for (const [userId, accepted] of suggested) {
    const rows = (await client.query(`SELECT count(*)::int AS n FROM "Style" WHERE "suggestedById" = $1`, [userId]))
      .rows[0].n as number;
    if (rows !== accepted) problems.push(`${userId}: ${accepted} suggestions accepted, ${rows} stored`);
  }
  return problems;
}
