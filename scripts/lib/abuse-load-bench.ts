import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import pg from "pg";
import sharp from "sharp";
import { sessionCookieSignedWith } from "../../app/modules/auth/session-cookie.server";
import { FAIR_USE } from "../../app/modules/limits/limits";
import {
  sideDoorProblems,
  sideDoorRequests,
  tallySideDoors,
  type SideDoorKind,
  type SideDoorTally,
} from "./abuse-side-doors";
import { sampleAppMetrics, type PhaseFigures } from "./app-metrics-sampler";
import { nothingCountedFor, runSlowUploads, type SlowUploadTally } from "./slow-uploads";

/**
 * The abuse load test (issues 12, 26 and 28): 50 identities, each from its own loopback address
 * (127.0.0.10-59, so address limits apply per identity as they would on the internet),
 * send 200 generate requests (40 of them from a 12-megapixel phone photo, "Start from a
 * picture") and 20 print-PDF requests at once, beside the side doors of
 * abuse-side-doors.ts (Customize without JavaScript, data exports, odd print sizes, share
 * pages from ten guest addresses, suggestions), while the home page is measured. One identity is greedy (30 generate requests, above the 20-a-minute fair-use
 * cap), and one more (slow-uploads.ts) opens picture uploads in waves of 12 whose bodies trickle
 * or go quiet. Reports the home page's p99 under that load against its idle p99 in the same run,
 * the app's peak RSS, whether every account's cap held, and whether every accepted request
 * got its designs (and every failed one left the usage counter as it was).
 * Bounded: fixed request counts, each with a timeout, loopback only.
 */

interface Answer {
  status: number;
  body: string;
  raw: Buffer;
  ms: number;
  retryAfter?: string;
  location?: string;
}

function send(
  appUrl: string,
  options: {
    path: string;
    method?: string;
    localAddress: string;
    cookie?: string;
    body?: string | Buffer;
    contentType?: string;
    timeoutMs?: number;
  },
): Promise<Answer> {
  const url = new URL(options.path, appUrl);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        // 127.0.0.1 is the loopback the app listens on; the local address picks who we are.
        host: "127.0.0.1",
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? "GET",
        localAddress: options.localAddress,
        agent: false,
        headers: {
          Host: url.host,
          Origin: appUrl,
          ...(options.cookie ? { Cookie: options.cookie } : {}),
          ...(options.body
            ? {
                "Content-Type": options.contentType ?? "application/json",
                "Content-Length": Buffer.byteLength(options.body),
              }
            : {}),
        },
        timeout: options.timeoutMs ?? Number(process.env.BENCH_LOAD_TIMEOUT_S ?? 600) * 1000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            body: raw.toString("utf8"),
            raw,
            ms: performance.now() - started,
            retryAfter: response.headers["retry-after"],
            location: response.headers.location,
          });
        });
        response.on("error", () =>
          resolve({ status: 0, body: "", raw: Buffer.alloc(0), ms: performance.now() - started }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, body: "", raw: Buffer.alloc(0), ms: performance.now() - started }));
    if (options.body) req.write(options.body);
    req.end();
  });
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Fetches the home page from `connections` loops until `until` settles (or maxMs passes); answers latencies. */
async function measureHome(
  appUrl: string,
  connections: number,
  until: Promise<unknown>,
  maxMs: number,
): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const deadline = Date.now() + maxMs;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!done && Date.now() < deadline) {
        const answer = await send(appUrl, { path: "/", localAddress: "127.0.0.2", timeoutMs: 60_000 });
        if (answer.status === 200) latencies.push(answer.ms);
      }
    }),
  );
  return latencies;
}

async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/**
 * A generation from a picture as the generator's form sends it: multipart, with a 12-megapixel
 * phone photo (4000 x 3000 JPEG, with its camera's metadata) of about 3 MB.
 */
async function pictureGeneration(): Promise<{ body: Buffer; contentType: string }> {
  const photo = await sharp("tests/fixtures/reference-photos/coffee-cup.png")
    .resize(4000, 3000)
    .jpeg({ quality: 90 })
    .withExifMerge({ IFD0: { Make: "BenchCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
    .toBuffer();
  const boundary = `----inkwell-bench-${randomBytes(8).toString("hex")}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(field("description", "my coffee cup, with steam curling into roses") + field("style", "Traditional")),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="IMG_2041.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface AbuseLoadResult {
  idleP99Ms: number;
  loadedP99Ms: number;
  homeSamples: { idle: number; loaded: number };
  peakRssMb: number;
  /** Where the app's time went while idle and under the load, from its /metrics (null without a metrics token). */
  figures: { idle: PhaseFigures | null; loaded: PhaseFigures | null };
  seconds: number;
  generate: { sent: number; accepted: number; limited: number; timedOut: number; failed: number };
  /** The generations among them that started from a picture (counted in generate too). */
  picture: { sent: number; accepted: number; limited: number; timedOut: number; failed: number };
  print: { sent: number; accepted: number; limited: number; timedOut: number; failed: number };
  /** Seconds the server still worked after the burst's answers (requests whose client gave up). */
  drainSeconds: number;
  greedy: { sent: number; accepted: number; limited: number; retryAfterOk: boolean };
  /** The slow uploader's answers, and whether it was left with nothing counted or stored. */
  slowUploads: SlowUploadTally & { nothingCounted: boolean };
  /** The size of a picture generation's body (a 12-megapixel photo and the form's fields). */
  pictureBytes: number;
  sideDoors: Record<SideDoorKind, SideDoorTally>;
  capsHeld: boolean;
  nothingLost: boolean;
  problems: string[];
}

export async function benchAbuseLoad(options: {
  appUrl: string;
  appPid: number;
  databaseUrl: string;
  sessionSecret: string;
  /** The app's METRICS_TOKEN: what its memory was made of at its peak is sampled from /metrics. */
  metricsToken?: string;
}): Promise<AbuseLoadResult> {
  const { appUrl, databaseUrl, sessionSecret } = options;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const problems: string[] = [];
  try {
    // Earlier benches in this run came from the same addresses: start from clean counters.
    await client.query(`DELETE FROM "RateLimit"`);
    // The app runs in production: its session cookie is the Secure, __Host- one.
    const sessionCookie = sessionCookieSignedWith(sessionSecret, { secure: true });
    const identities: Array<{ userId: string; plan: "premium" | "pro"; cookie: string; address: string }> = [];
    // The 51st, a Premium account on 127.0.0.60, is the slow uploader (kept out of the counts below).
    for (let i = 0; i < 51; i++) {
      const plan = i < 10 ? "pro" : "premium";
      const userId = `load_${i}_${randomBytes(4).toString("hex")}`;
      await client.query(
        `INSERT INTO "User" (id, "authProvider", "authSubject", "subscriptionType", "updatedAt") VALUES ($1, 'bench', $1, $2, now())`,
        [userId, plan],
      );
      const sessionId = randomBytes(24).toString("base64url");
      await client.query(
        `INSERT INTO "Session" (id, "userId", "expiresAt") VALUES ($1, $2, now() + interval '1 day')`,
        [sessionId, userId],
      );
      identities.push({
        userId,
        plan,
        cookie: (await sessionCookie.serialize(sessionId)).split(";")[0],
        address: `127.0.0.${10 + i}`,
      });
    }
    const slowUploader = identities.pop()!;
    const generateBody = JSON.stringify({
      description: "a fox curled around a crescent moon with roses",
      style: "Traditional",
    });
    const picture = await pictureGeneration();

    // The idle home page, measured the same way as under load on the quiet instance, before the
    // setup below (its generations leave display versions being made for seconds after).
    // Warmed first, as the HTTP targets are: a just-started app's first pages load its code.
    await measureHome(appUrl, 4, new Promise((resolve) => setTimeout(resolve, 3_000)), 3_000);
    const idleFor = new Promise((resolve) => setTimeout(resolve, 5_000));
    const idleFigures = sampleAppMetrics(appUrl, options.metricsToken, idleFor);
    const idle = await measureHome(appUrl, 4, idleFor, 5_000);

    // Each Pro identity makes one design first, to print during the burst.
    const printable: Array<{ identity: (typeof identities)[number]; designId: string }> = [];
    let designsPerGeneration = 0;
    await Promise.all(
      identities
        .filter((identity) => identity.plan === "pro")
        .map(async (identity) => {
          const answer = await send(appUrl, {
            path: "/api/generate",
            method: "POST",
            localAddress: identity.address,
            cookie: identity.cookie,
            body: generateBody,
          });
          if (answer.status !== 200)
            throw new Error(`Setup generation answered ${answer.status}: ${answer.body.slice(0, 200)}`);
          const { designs } = JSON.parse(answer.body) as { designs: Array<{ id: string }> };
          designsPerGeneration = designs.length;
          printable.push({ identity, designId: designs[0].id });
        }),
    );

    // The burst: 200 generate (30 from the greedy identity, 1 from each Pro, the rest spread
    // over the other Premium identities, one in four of theirs from a picture) and 20 print
    // PDFs (2 per Pro, different sizes).
    const greedy = identities[10];
    const plan: Array<{
      identity: (typeof identities)[number];
      kind: "generate" | "print";
      path: string;
      picture?: boolean;
    }> = [];
    for (let k = 0; k < 30; k++) plan.push({ identity: greedy, kind: "generate", path: "/api/generate" });
    for (const identity of identities.slice(0, 10)) plan.push({ identity, kind: "generate", path: "/api/generate" });
    const others = identities.slice(11);
    for (let k = 0; plan.length < 200; k++) {
      plan.push({ identity: others[k % others.length], kind: "generate", path: "/api/generate", picture: k % 4 === 3 });
    }
    printable.forEach(({ identity, designId }, index) => {
      for (const cm of [8 + index, 20 + index])
        plan.push({ identity, kind: "print", path: `/designs/${designId}/print.pdf?cm=${cm}` });
    });

    const doors = await sideDoorRequests(client, identities, printable);

    // The slow uploader starts first: its first trickling upload holds the account's slot when the burst comes.
    let burstStarted: () => void = () => {};
    const slowUploads = runSlowUploads(appUrl, {
      localAddress: slowUploader.address,
      cookie: slowUploader.cookie,
      picture,
      until: new Promise<void>((resolve) => (burstStarted = resolve)).then(() => Promise.all([burst, sideDoorBurst])),
    });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const started = performance.now();
    const sideDoorBurst = Promise.all(
      doors.map(async (request) => ({
        request,
        answer: await send(appUrl, request).then((answer) => ({
          status: answer.status,
          body: answer.raw,
          location: answer.location,
        })),
      })),
    );
    const burst = Promise.all(
      plan.map(async (item) => ({
        item,
        answer: await send(appUrl, {
          path: item.path,
          method: item.kind === "generate" ? "POST" : "GET",
          localAddress: item.identity.address,
          cookie: item.identity.cookie,
          body: item.kind === "generate" ? (item.picture ? picture.body : generateBody) : undefined,
          contentType: item.picture ? picture.contentType : undefined,
        }),
      })),
    );
    burstStarted();
    const everything = Promise.all([burst, sideDoorBurst, slowUploads]);
    const sampled = sampleAppMetrics(appUrl, options.metricsToken, everything);
    const loaded = await measureHome(appUrl, 4, everything, 600_000);
    const results = await burst;
    const sideDoorResults = await sideDoorBurst;
    const seconds = (performance.now() - started) / 1000;

    const tally = (kind: "generate" | "print", only: (item: (typeof plan)[number]) => boolean = () => true) => {
      const mine = results.filter((r) => r.item.kind === kind && only(r.item));
      const odd = mine.filter((r) => ![200, 429, 0].includes(r.answer.status));
      for (const status of new Set(odd.map((r) => r.answer.status))) {
        const sample = odd.find((r) => r.answer.status === status)!.answer.body.slice(0, 120);
        problems.push(`${kind}: ${odd.filter((r) => r.answer.status === status).length} answered ${status}: ${sample}`);
      }
      const accepted = mine.filter((r) => r.answer.status === 200).length;
      const limited = mine.filter((r) => r.answer.status === 429).length;
      const timedOut = mine.filter((r) => r.answer.status === 0).length;
      return { sent: mine.length, accepted, limited, timedOut, failed: mine.length - accepted - limited - timedOut };
    };

    // What answered what first: these lead the problems.
    const generateTally = tally("generate");
    const pictureTally = tally("generate", (item) => Boolean(item.picture));
    const printTally = tally("print");

    // Per-account caps: no identity got more than the fair-use minute ceiling of generations
    // (its setup generation included), and the greedy one got exactly that many.
    const acceptedBy = new Map<string, number>();
    const designsBy = new Map<string, number>();
    for (const { item, answer } of results) {
      if (item.kind !== "generate" || answer.status !== 200) continue;
      acceptedBy.set(item.identity.userId, (acceptedBy.get(item.identity.userId) ?? 0) + 1);
      const designs = (JSON.parse(answer.body) as { designs?: unknown[] }).designs ?? [];
      if (designs.length === 0) problems.push(`an accepted request for ${item.identity.userId} had no designs`);
      designsBy.set(item.identity.userId, (designsBy.get(item.identity.userId) ?? 0) + designs.length);
    }
    let capsHeld = true;
    for (const identity of identities) {
      const total = (acceptedBy.get(identity.userId) ?? 0) + (identity.plan === "pro" ? 1 : 0);
      if (total > FAIR_USE.perMinute) {
        capsHeld = false;
        problems.push(`${identity.userId} had ${total} generations accepted`);
      }
    }
    const greedyResults = results.filter((r) => r.item.identity === greedy && r.item.kind === "generate");
    const greedyAccepted = greedyResults.filter((r) => r.answer.status === 200).length;
    const greedyLimited = greedyResults.filter((r) => r.answer.status === 429);
    if (greedyAccepted + greedyLimited.length === greedyResults.length && greedyAccepted !== FAIR_USE.perMinute) {
      capsHeld = false;
      problems.push(`the greedy identity had ${greedyAccepted} accepted, expected ${FAIR_USE.perMinute}`);
    }
    const retryAfterOk = greedyLimited.every(
      (r) => /limit reached/.test(r.answer.body) && Number(r.answer.retryAfter) > 0,
    );

    // Nothing lost: once the server has finished (requests whose client gave up still run),
    // every counted generation has its designs stored (a failed one was refunded: not
    // counted), and every design a client was answered is stored.
    const drainStarted = Date.now();
    const usageQuery = `SELECT u.id, u."generationsUsedToday" AS used, (SELECT count(*)::int FROM "Design" d WHERE d."userId" = u.id AND d."customizedFromId" IS NULL) AS designs
         FROM "User" u WHERE u.id = ANY($1)`;
    const ids = identities.map((identity) => identity.userId);
    let rows = (await client.query<{ id: string; used: number; designs: number }>(usageQuery, [ids])).rows;
    let lastChange = Date.now();
    let last = JSON.stringify(rows);
    while (Date.now() - lastChange < 15_000 && Date.now() - drainStarted < 600_000) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      rows = (await client.query<{ id: string; used: number; designs: number }>(usageQuery, [ids])).rows;
      const now = JSON.stringify(rows);
      if (now !== last) {
        last = now;
        lastChange = Date.now();
      }
    }
    const drainSeconds = Math.max(0, (lastChange - drainStarted) / 1000);
    let nothingLost = true;
    for (const row of rows) {
      if (row.designs !== row.used * designsPerGeneration) {
        nothingLost = false;
        problems.push(`${row.id}: ${row.used} generations counted but ${row.designs} designs stored`);
      }
      const answered = designsBy.get(row.id) ?? 0;
      if (row.designs < answered) {
        nothingLost = false;
        problems.push(`${row.id}: ${row.designs} designs stored vs ${answered} answered`);
      }
    }
    const slow = await slowUploads;
    const nothingCounted = await nothingCountedFor(client, slowUploader.userId);
    if (!nothingCounted) problems.push("the slow uploader's account was counted a generation or stored a design");
    for (const { status, body } of slow.other) problems.push(`slow upload answered ${status}: ${body}`);
    const doorProblems = await sideDoorProblems(client, sideDoorResults, async (request, path) => {
      const answer = await send(appUrl, { path, localAddress: request.localAddress, cookie: request.cookie });
      return { status: answer.status, body: answer.raw, location: answer.location };
    });
    problems.push(...doorProblems);
    if (doorProblems.length > 0 || sideDoorResults.some(({ answer }) => answer.status >= 500)) nothingLost = false;
    return {
      sideDoors: tallySideDoors(sideDoorResults),
      idleP99Ms: percentile(idle, 99),
      loadedP99Ms: percentile(loaded, 99),
      homeSamples: { idle: idle.length, loaded: loaded.length },
      peakRssMb: await peakRssMb(options.appPid),
      figures: { idle: await idleFigures, loaded: await sampled },
      seconds,
      drainSeconds,
      generate: generateTally,
      picture: pictureTally,
      print: printTally,
      slowUploads: { ...slow, nothingCounted },
      pictureBytes: picture.body.length,
      greedy: { sent: greedyResults.length, accepted: greedyAccepted, limited: greedyLimited.length, retryAfterOk },
      capsHeld,
      nothingLost,
      problems,
    };
  } finally {
    await client.end();
  }
}
