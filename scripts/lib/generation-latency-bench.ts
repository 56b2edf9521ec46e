import { randomInt } from "node:crypto";
import pg from "pg";
import { PgBoss } from "pg-boss";
import PgBoss10 from "pg-boss-10";
import { renderFlashArt } from "../../app/modules/flash-engine/index.server";
import { parseGenerateRequest } from "../../app/modules/generation/generation-request.server";
import { GENERATION_QUEUE, JOB_SCHEMA } from "../../app/modules/generation/jobs/generation-jobs.server";
import { watermarkOverlay } from "../../app/modules/generation/watermark.server";
import { getPlan } from "../../app/modules/plans/plans";
import { benchSession } from "./bench-session";

/**
 * Where a generation's time goes at idle (issue 25: "a generation at idle costs little more than
 * its drawing"): POST /api/generate one request at a time, 2 designs each, against the embedded
 * engine's own time for the same two designs (the free plan's watermarked, as stored), per plan. Each request's time is split by its
 * job's timestamps: sending (request to job created), pickup (created to started by a worker),
 * the job (started to completed: drawing, finishing, display versions, storage, rows) and
 * answering (completed to the response's end). Several apps (this build and a baseline
 * checkout's) are measured in the same run, one request each in turn (the other way round every
 * other round), and the engine between rounds, so a busy machine slows them alike; "paired" divides each request by the engine's time
 * of its own round, which moves less with the machine's load than two medians taken apart.
 * "pictures" goes on until both designs' card pictures have arrived: what a person waits for.
 */
export interface BenchedApp {
  label: string;
  url: string;
  databaseUrl: string;
}

const BODY = { description: "a fox curled around a crescent moon with roses", style: "Traditional" };
const PLANS = [
  ["free", 512],
  ["premium", 1024],
  ["pro", 2048],
] as const;
const VARIATIONS = 2;

interface JobTimes {
  createdOn: Date;
  startedOn: Date;
  completedOn: Date;
}

interface Sample {
  totalMs: number;
  /** From the request until both designs' card pictures (the display versions a desktop card shows) have arrived, as a browser sees it. */
  picturesMs: number;
  parts: { sending: number; pickup: number; job: number; answering: number };
}

export interface LatencyRow {
  plan: string;
  resolution: number;
  engineMs: number;
  /** `ratio`: p50 over the engine's median; `pairedRatio`: the median of each round's request over that round's engine time. */
  apps: Array<{
    label: string;
    p50Ms: number;
    ratio: number;
    pairedRatio: number;
    picturesP50Ms: number;
    parts: Sample["parts"];
  }>;
}

export async function benchGenerationAtIdle(options: {
  apps: BenchedApp[];
  sessionSecret: string;
  rounds?: number;
}): Promise<LatencyRow[]> {
  const rounds = options.rounds ?? 12;
  const readers = options.apps.map((app) => jobTimesReader(app.databaseUrl));
  const rows: LatencyRow[] = [];
  try {
    for (const [plan, resolution] of PLANS) {
      // A new account each round (the free plan's day is 10 generations), clean rate-limit counters each plan.
      await Promise.all(options.apps.map((app) => clearRateLimits(app.databaseUrl)));
      const account = (app: BenchedApp) =>
        benchSession({ databaseUrl: app.databaseUrl, sessionSecret: options.sessionSecret, plan, prefix: "latency" });
      const watermark = getPlan(plan).hasWatermark;
      await drawTwo(resolution, watermark);
      for (const [k, app] of options.apps.entries()) await generateOnce(app, await account(app), readers[k]);
      const engine: number[] = [];
      const samples: Sample[][] = options.apps.map(() => []);
      for (let round = 0; round < rounds; round++) {
        const cookies = await Promise.all(options.apps.map(account));
        // Two engine samples a round: on a busy machine the figure every ratio divides by moves.
        engine.push(((await drawTwo(resolution, watermark)) + (await drawTwo(resolution, watermark))) / 2);
        // In turn, the other way round every other round: whoever goes second meets the first's aftermath.
        const turns = options.apps.map((app, k) => k);
        if (round % 2 === 1) turns.reverse();
        for (const k of turns) samples[k].push(await generateOnce(options.apps[k], cookies[k], readers[k]));
      }
      const engineMs = median(engine);
      rows.push({
        plan,
        resolution,
        engineMs,
        apps: options.apps.map((app, k) => {
          const p50Ms = median(samples[k].map((sample) => sample.totalMs));
          const parts = Object.fromEntries(
            (["sending", "pickup", "job", "answering"] as const).map((part) => [
              part,
              median(samples[k].map((sample) => sample.parts[part])),
            ]),
          ) as Sample["parts"];
          const pairedRatio = median(samples[k].map((sample, round) => sample.totalMs / engine[round]));
          const picturesP50Ms = median(samples[k].map((sample) => sample.picturesMs));
          return { label: app.label, p50Ms, ratio: p50Ms / engineMs, pairedRatio, picturesP50Ms, parts };
        }),
      });
    }
  } finally {
    await Promise.all(readers.map((reader) => reader.close()));
  }
  return rows;
}

export function printLatencyRows(rows: LatencyRow[]) {
  console.log(
    `\nGeneration at idle: POST /api/generate one at a time, ${VARIATIONS} designs each, against the engine's time for them:`,
  );
  console.log(
    "plan      px    engine ms | app          p50 ms   ratio  paired | sending  pickup     job  answering | pictures (medians, ms)",
  );
  for (const row of rows) {
    for (const [index, app] of row.apps.entries()) {
      const head =
        index === 0
          ? `${row.plan.padEnd(8)} ${String(row.resolution).padStart(4)} ${String(Math.round(row.engineMs)).padStart(12)}`
          : " ".repeat(26);
      const parts = [app.parts.sending, app.parts.pickup, app.parts.job, app.parts.answering].map((ms) =>
        String(Math.round(ms)).padStart(7),
      );
      console.log(
        `${head} | ${app.label.padEnd(10)} ${String(Math.round(app.p50Ms)).padStart(8)} ${app.ratio.toFixed(2).padStart(6)}x ${app.pairedRatio.toFixed(2).padStart(6)}x | ${parts.join(" ")}    | ${String(Math.round(app.picturesP50Ms)).padStart(8)}`,
      );
    }
  }
}

/**
 * The engine's own time for the two designs a request makes (consecutive seeds, as the app draws
 * them), one after the other: the same designs, so the free plan's with the watermark the engine
 * lays over them as it rasterises (its overlay made once, as in the app).
 */
async function drawTwo(resolution: 512 | 1024 | 2048, watermark: boolean): Promise<number> {
  const request = parseGenerateRequest(BODY);
  const overlay = watermark ? await watermarkOverlay(resolution) : undefined;
  const base = randomInt(0, 2 ** 30);
  const started = performance.now();
  for (let i = 0; i < VARIATIONS; i++) {
    await renderFlashArt(
      {
        description: request.description,
        style: request.style,
        extraStyles: [],
        size: request.size,
        complexity: request.complexity,
        seed: base + i * 7919,
        resolution,
      },
      overlay,
    );
  }
  return performance.now() - started;
}

async function generateOnce(app: BenchedApp, cookie: string, reader: JobTimesReader): Promise<Sample> {
  const started = Date.now();
  const response = await fetch(`${app.url}/api/generate`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url, cookie },
    body: JSON.stringify(BODY),
  });
  const answer = (await response.json()) as { designs: Array<{ id: string }> };
  const ended = Date.now();
  if (!response.ok) throw new Error(`${app.label}: POST /api/generate answered ${response.status}`);
  // The cards' pictures, side by side as a browser asks for them (AVIF accepted). A baseline from before
  // issue 35 has WebP at 640 and 1280 px under other addresses; its 1280s are made after the answer, so
  // they are asked for too, untimed: the next request, to either app, starts at rest.
  const accept = { cookie, accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" };
  let olderAddresses = false;
  await Promise.all(
    answer.designs.map(async (design) => {
      let picture = await fetch(`${app.url}/designs/${design.id}/display/720`, { headers: accept });
      if (picture.status === 404) {
        olderAddresses = true;
        picture = await fetch(`${app.url}/designs/${design.id}/display/640.webp`, { headers: accept });
      }
      if (!picture.ok) throw new Error(`${app.label}: a display version answered ${picture.status}`);
      await picture.arrayBuffer();
    }),
  );
  const picturesMs = Date.now() - started;
  if (olderAddresses) {
    await Promise.all(
      answer.designs.map(async (design) => {
        await (await fetch(`${app.url}/designs/${design.id}/display/1280.webp`, { headers: accept })).arrayBuffer();
      }),
    );
  }
  const times = await reader.read(response.headers.get("x-generation-id")!);
  return {
    totalMs: ended - started,
    picturesMs,
    parts: {
      sending: times.createdOn.getTime() - started,
      pickup: times.startedOn.getTime() - times.createdOn.getTime(),
      job: times.completedOn.getTime() - times.startedOn.getTime(),
      answering: ended - times.completedOn.getTime(),
    },
  };
}

interface JobTimesReader {
  read(id: string): Promise<JobTimes>;
  close(): Promise<void>;
}

/**
 * A job's timestamps through the app's own pg-boss: 12 (schema job_queue) or, in a baseline before it, 10. Opened at
 * the first read, once the app has run a job: an app starts its queue (and its schema) with its first generation.
 */
function jobTimesReader(databaseUrl: string): JobTimesReader {
  let opened: Promise<JobTimesReader> | undefined;
  return {
    read: async (id) => (await (opened ??= openJobTimesReader(databaseUrl))).read(id),
    close: async () => (opened ? (await opened).close() : undefined),
  };
}

async function openJobTimesReader(databaseUrl: string): Promise<JobTimesReader> {
  const quiet = { supervise: false, schedule: false };
  if (await hasSchema(databaseUrl, JOB_SCHEMA)) {
    const boss = await new PgBoss({
      connectionString: databaseUrl,
      schema: JOB_SCHEMA,
      max: 1,
      registerInstance: false,
      ...quiet,
    }).start();
    return {
      read: async (id) => asTimes((await boss.findJobs(GENERATION_QUEUE, { id }))[0]),
      close: () => boss.stop({ graceful: false }),
    };
  }
  const boss = new PgBoss10({ connectionString: databaseUrl, schema: "pgboss", max: 1, ...quiet });
  await boss.start();
  return {
    read: async (id) => asTimes(await boss.getJobById(GENERATION_QUEUE, id, { includeArchive: true })),
    close: () => boss.stop({ graceful: false }),
  };
}

function asTimes(job: { createdOn: Date; startedOn: Date; completedOn?: Date | null } | null | undefined): JobTimes {
  if (!job?.completedOn) throw new Error("the job has no completion time");
  return {
    createdOn: new Date(job.createdOn),
    startedOn: new Date(job.startedOn),
    completedOn: new Date(job.completedOn),
  };
}

async function hasSchema(databaseUrl: string, schema: string): Promise<boolean> {
  return withClient(
    databaseUrl,
    async (client) =>
      (await client.query("SELECT to_regnamespace($1) IS NOT NULL AS present", [schema])).rows[0].present,
  );
}

/** Each plan starts with clean rate-limit counters: this measures latency, not the limits. */
function clearRateLimits(databaseUrl: string) {
  return withClient(databaseUrl, (client) => client.query(`DELETE FROM "RateLimit"`));
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
