import { request as httpRequest } from "node:http";
import type pg from "pg";

/**
 * The abuse load's slow uploader (issue 39, M8): one account opens many picture uploads at once, in waves,
 * each announcing a whole phone photo and then trickling its body. The rules it meets: one upload slot per
 * account (the others are refused, 429, before a byte of their body is read), a picture's body within 60 s
 * and never 10 s without a byte (408). Waves alternate a body that trickles (a kilobyte a second: only the
 * 60 s deadline stops it) and one that goes quiet after its first 64 KB (the 10 s pause stops it). A wave starts
 * at least 65 s after the one before, so that its 12 stay within the account's 20 generations a minute and meet the
 * slot rule, not the fair-use one. Bounded: at most `waves` waves of `perWave` requests, each destroyed after two
 * minutes whatever happens.
 */
export interface SlowUploadTally {
  sent: number;
  /** 408 "took too long": the one upload of a wave that held the slot. */
  tooSlow: number;
  /** How long those took to be refused, the trickling ones and the quiet ones (s, min-max). */
  tooSlowSeconds: { trickle: number[]; quiet: number[] };
  /** 429 "Upload limit reached": the account's one slot was taken. */
  slotRefused: number;
  /** 429 for another of the account's limits (the fair-use ceiling counts each upload once), and what it said. */
  otherLimit: number;
  otherLimitMessage?: string;
  /** 503: the instance's line of uploads waiting for a slot was full (the rule for every account). */
  lineFull: number;
  /** Anything else (a 2xx would mean a trickled body was taken; a 5xx a fault). */
  other: Array<{ status: number; body: string }>;
  /** The most body bytes any refused (429) upload had sent when its answer came: limits before the body. */
  maxBytesBeforeRefusal: number;
}

interface SlowUpload {
  status: number;
  body: string;
  seconds: number;
  bytesSent: number;
}

const CHUNK = 1024;
const QUIET_AFTER = 64 * 1024;
const GIVE_UP_MS = 120_000;
const WAVE_EVERY_MS = 65_000;

function slowUpload(
  appUrl: string,
  options: { localAddress: string; cookie: string; body: Buffer; contentType: string; quiet: boolean },
): Promise<SlowUpload> {
  const url = new URL("/api/generate", appUrl);
  const started = performance.now();
  return new Promise((resolve) => {
    let bytesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const finish = (status: number, body: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(giveUp);
      req.destroy();
      resolve({ status, body, seconds: (performance.now() - started) / 1000, bytesSent });
    };
    const req = httpRequest({
      host: "127.0.0.1",
      port: url.port,
      path: url.pathname,
      method: "POST",
      localAddress: options.localAddress,
      agent: false,
      headers: {
        Host: url.host,
        Origin: appUrl,
        Cookie: options.cookie,
        "Content-Type": options.contentType,
        "Content-Length": options.body.length,
      },
    });
    const giveUp = setTimeout(() => finish(0, "gave up"), GIVE_UP_MS);
    req.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => finish(response.statusCode ?? 0, Buffer.concat(chunks).toString("utf8")));
      response.on("error", () => finish(response.statusCode ?? 0, Buffer.concat(chunks).toString("utf8")));
    });
    req.on("error", () => finish(0, "connection error"));
    const trickle = () => {
      if (settled || bytesSent >= options.body.length) return;
      if (options.quiet && bytesSent >= QUIET_AFTER) return;
      const size = options.quiet ? QUIET_AFTER : CHUNK;
      req.write(options.body.subarray(bytesSent, bytesSent + size));
      bytesSent += size;
      timer = setTimeout(trickle, 1_000);
    };
    req.flushHeaders();
    trickle();
  });
}

function messageOf(body: string): string {
  try {
    return String((JSON.parse(body) as { message?: unknown }).message ?? "");
  } catch {
    return "";
  }
}

/** Runs the slow uploader until `until` settles (no new wave then), and tallies what each upload was answered. */
export async function runSlowUploads(
  appUrl: string,
  options: {
    localAddress: string;
    cookie: string;
    picture: { body: Buffer; contentType: string };
    until: Promise<unknown>;
    waves?: number;
    perWave?: number;
  },
): Promise<SlowUploadTally> {
  let done = false;
  void options.until.finally(() => (done = true));
  const tally: SlowUploadTally = {
    sent: 0,
    tooSlow: 0,
    tooSlowSeconds: { trickle: [], quiet: [] },
    slotRefused: 0,
    otherLimit: 0,
    lineFull: 0,
    other: [],
    maxBytesBeforeRefusal: 0,
  };
  const waves = options.waves ?? 8;
  const perWave = options.perWave ?? 12;
  for (let wave = 0; wave < waves && !done; wave++) {
    const quiet = wave % 2 === 1;
    const nextWave = new Promise((resolve) => setTimeout(resolve, WAVE_EVERY_MS));
    const answers = await Promise.all(
      Array.from({ length: perWave }, () =>
        slowUpload(appUrl, {
          localAddress: options.localAddress,
          cookie: options.cookie,
          body: options.picture.body,
          contentType: options.picture.contentType,
          quiet,
        }),
      ),
    );
    tally.sent += answers.length;
    for (const answer of answers) {
      if (answer.status === 408 && /took too long/.test(answer.body)) {
        tally.tooSlow++;
        tally.tooSlowSeconds[quiet ? "quiet" : "trickle"].push(answer.seconds);
      } else if (answer.status === 429) {
        if (messageOf(answer.body).startsWith("Upload limit reached")) tally.slotRefused++;
        else {
          tally.otherLimit++;
          tally.otherLimitMessage ??= messageOf(answer.body);
        }
        tally.maxBytesBeforeRefusal = Math.max(tally.maxBytesBeforeRefusal, answer.bytesSent);
      } else if (answer.status === 503 && /very busy/.test(answer.body)) {
        tally.lineFull++;
        tally.maxBytesBeforeRefusal = Math.max(tally.maxBytesBeforeRefusal, answer.bytesSent);
      } else {
        tally.other.push({ status: answer.status, body: answer.body.slice(0, 160) });
      }
    }
    await Promise.race([nextWave, options.until]);
  }
  return tally;
}

/** Whether the account was left with no generation counted and no design stored (refusals consume nothing). */
export async function nothingCountedFor(client: pg.Client, userId: string): Promise<boolean> {
  const { rows } = await client.query<{ used: number; designs: number }>(
    `SELECT "generationsUsedToday" AS used, (SELECT count(*)::int FROM "Design" WHERE "userId" = $1) AS designs FROM "User" WHERE id = $1`,
    [userId],
  );
  return rows[0].used === 0 && rows[0].designs === 0;
}
