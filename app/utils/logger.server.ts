import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import pino, { type Logger } from "pino";

/**
 * Structured logs: one JSON object per line on stdout (pino), each with the component that wrote
 * it and, inside a request or a job, the request id that started it (`requestId`), so one
 * generation can be followed from the HTTP request to the job on whichever instance ran it.
 * LOG_LEVEL sets the level (info by default); LOG_FORMAT=pretty prints a line a person reads
 * (the default when the output is a terminal outside production).
 */

export interface RequestContext {
  /** The id of the HTTP request that led here (X-Request-Id), carried into jobs. */
  requestId: string;
  /** The trace this request belongs to, when OpenTelemetry is on. */
  traceId?: string;
  /** A GET or HEAD: someone waiting on a page or a file (its database reads go first: reads-first-pool.server.ts). */
  read?: boolean;
}

// One store per process: the launcher (build/server/index.js) and the app (build/server/app.js)
// are separate bundles, each with its own copy of this module.
const globalStore = globalThis as unknown as { inkwellRequestContext?: AsyncLocalStorage<RequestContext> };
const requestContext = (globalStore.inkwellRequestContext ??= new AsyncLocalStorage<RequestContext>());

/** Runs `work` with `context` as the current request's (logs written inside carry its id). */
export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return requestContext.run(context, work);
}

/** Whether the current request is a read (a GET or HEAD); false in jobs and outside requests. */
export function inReadRequest(): boolean {
  return requestContext.getStore()?.read === true;
}

/** The current request's id, to hand on to a job. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/**
 * Fields whose values never reach a log, wherever an object holding them is logged. Paths are
 * pino's redaction paths (one level of wildcard).
 */
export const REDACTED_FIELDS = [
  "password",
  "secret",
  "token",
  "apiKey",
  "authorization",
  "cookie",
  "sessionId",
  "*.password",
  "*.secret",
  "*.token",
  "*.apiKey",
  "*.authorization",
  "*.cookie",
  "*.sessionId",
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
];

function createRootLogger(destination: NodeJS.WritableStream = process.stdout): Logger {
  const pretty =
    (process.env.LOG_FORMAT ?? (process.stdout.isTTY && process.env.NODE_ENV !== "production" ? "pretty" : "json")) ===
    "pretty";
  return pino(
    {
      level: process.env.LOG_LEVEL ?? "info",
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_FIELDS, censor: "[redacted]" },
      mixin() {
        const context = requestContext.getStore();
        if (!context) return {};
        return context.traceId
          ? { requestId: context.requestId, traceId: context.traceId }
          : { requestId: context.requestId };
      },
    },
    pretty ? prettyLines(destination) : destination,
  );
}

/** A line a person reads: `12:00:01 INFO  [jobs] message key=value`. */
function prettyLines(destination: NodeJS.WritableStream): Writable {
  const skip = new Set(["level", "time", "pid", "component", "msg"]);
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (!line) continue;
        const entry = JSON.parse(line) as Record<string, unknown>;
        const extras = Object.entries(entry)
          .filter(([key]) => !skip.has(key))
          .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
        const time = String(entry.time ?? "").slice(11, 19);
        const component = entry.component ? `[${String(entry.component)}] ` : "";
        destination.write(
          `${time} ${String(entry.level).toUpperCase().padEnd(5)} ${component}${String(entry.msg ?? "")} ${extras.join(" ")}`.trimEnd() +
            "\n",
        );
      }
      done();
    },
  });
}

const globalLogger = globalThis as unknown as { inkwellLogger?: Logger };

/** The process's root logger (one per process, shared by the launcher and the app). */
function rootLogger(): Logger {
  return (globalLogger.inkwellLogger ??= createRootLogger());
}

/** A logger for one part of the app: `logger("jobs").info({ jobId }, "job started")`. */
export function logger(component: string): Logger {
  return rootLogger().child({ component });
}

/** An error as log fields: its message, name and stack (pino's standard serializer). */
export function errorFields(error: unknown): { err: unknown } {
  return { err: error instanceof Error ? pino.stdSerializers.err(error) : { message: String(error) } };
}
