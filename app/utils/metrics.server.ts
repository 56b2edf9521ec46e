import { stat } from "node:fs/promises";
import { collectDefaultMetrics, Counter, Gauge, Histogram, register, type Metric } from "prom-client";

/**
 * Prometheus metrics of this instance (prom-client's default registry), served by GET /metrics to
 * the configured credential only (server/app.ts, METRICS_TOKEN). README "Deploying" says what to
 * scrape and alert on. Names follow Prometheus' conventions: seconds, `_total` counters.
 */

// The launcher and the app are separate bundles sharing one prom-client: each metric is made
// once, and what the scrape reads (the queue, the pools) is kept on globalThis.
function once<T extends Metric>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
interface Watched {
  queue: (() => Promise<{ waiting: number; running: number }>) | null;
  pools: Map<string, PoolLike>;
}
const globalMetrics = globalThis as unknown as { inkwellMetrics?: Watched };
const watched: Watched =
  globalMetrics.inkwellMetrics ??
  (globalMetrics.inkwellMetrics = (() => {
    collectDefaultMetrics({ prefix: "inkwell_" });
    return { queue: null, pools: new Map() };
  })());

export const httpRequestDuration = once(
  "inkwell_http_request_duration_seconds",
  () =>
    new Histogram({
      name: "inkwell_http_request_duration_seconds",
      help: "HTTP requests by method, route pattern and status class, and how long they took",
      labelNames: ["method", "route", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    }),
);

export const queueWait = once(
  "inkwell_generation_queue_wait_seconds",
  () =>
    new Histogram({
      name: "inkwell_generation_queue_wait_seconds",
      help: "How long a generation or customization waited in the queue before a worker started it",
      labelNames: ["kind"] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    }),
);

export const jobDuration = once(
  "inkwell_generation_job_duration_seconds",
  () =>
    new Histogram({
      name: "inkwell_generation_job_duration_seconds",
      help: "Generation and customization jobs by kind and outcome (done, retried, failed), and how long they ran",
      labelNames: ["kind", "outcome"] as const,
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 60, 120],
    }),
);

export const imageProviderDuration = once(
  "inkwell_image_provider_duration_seconds",
  () =>
    new Histogram({
      name: "inkwell_image_provider_duration_seconds",
      help: "Calls to each image provider (the embedded engine, OpenAI, Google) by engine and outcome, and how long they took",
      labelNames: ["engine", "outcome"] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 60, 120],
    }),
);

export const imageProviderErrors = once(
  "inkwell_image_provider_errors_total",
  () =>
    new Counter({
      name: "inkwell_image_provider_errors_total",
      help: "Failed calls to the image provider by engine and kind (rate_limited, unavailable, refused, other)",
      labelNames: ["engine", "kind"] as const,
    }),
);

export const imageProviderCost = once(
  "inkwell_image_provider_cost_usd_total",
  () =>
    new Counter({
      name: "inkwell_image_provider_cost_usd_total",
      help: "Estimated cost of the paid image providers' calls in US dollars (published prices), by provider and model",
      labelNames: ["provider", "model"] as const,
    }),
);

/**
 * Designs stored, by who drew them (engine: openai, google or flash; the model) and the provider
 * whose turn it was when another drew instead (empty when none was passed over): how often the
 * embedded engine stands in for a paid provider shows here.
 */
export const designsDrawn = once(
  "inkwell_designs_drawn_total",
  () =>
    new Counter({
      name: "inkwell_designs_drawn_total",
      help: "Designs stored, by the engine and model that drew them and the provider passed over (instead_of)",
      labelNames: ["engine", "model", "instead_of"] as const,
    }),
);

export const imageProviderFailovers = once(
  "inkwell_image_provider_failovers_total",
  () =>
    new Counter({
      name: "inkwell_image_provider_failovers_total",
      help: "Jobs an image provider handed to the next one in IMAGE_PROVIDERS, by provider and reason",
      labelNames: ["provider", "reason"] as const,
    }),
);

/**
 * Days until each configured image model shuts down (0 or less: gone; -1 also for a model its
 * provider does not know), by provider, model and job; absent while no date is announced.
 */
export const imageModelShutdownDays = once(
  "inkwell_image_model_shutdown_days",
  () =>
    new Gauge({
      name: "inkwell_image_model_shutdown_days",
      help: "Days until a configured image model shuts down (<= 0: gone or unknown to its provider), by provider, model and job",
      labelNames: ["provider", "model", "job"] as const,
    }),
);

export const rateLimitRefusals = once(
  "inkwell_rate_limit_refusals_total",
  () =>
    new Counter({
      name: "inkwell_rate_limit_refusals_total",
      help: "Requests refused by a rate limit or quota, by limit",
      labelNames: ["limit"] as const,
    }),
);

/** Queue figures read when Prometheus scrapes (the job service says how, once). */
export function watchQueue(read: () => Promise<{ waiting: number; running: number }>) {
  watched.queue = read;
}
once(
  "inkwell_generation_queue_jobs",
  () =>
    new Gauge({
      name: "inkwell_generation_queue_jobs",
      help: "Jobs in the shared generation queue by state (waiting, running), across all instances",
      labelNames: ["state"] as const,
      async collect() {
        const figures = await watched.queue?.().catch(() => null);
        if (!figures) return;
        this.set({ state: "waiting" }, figures.waiting);
        this.set({ state: "running" }, figures.running);
      },
    }),
);

/** A database connection pool of this instance, read when Prometheus scrapes. */
export function watchPool(name: string, pool: PoolLike) {
  watched.pools.set(name, pool);
}
once(
  "inkwell_database_pool_connections",
  () =>
    new Gauge({
      name: "inkwell_database_pool_connections",
      help: "Connections of each database pool by state (total, idle, waiting: clients waiting for a connection)",
      labelNames: ["pool", "state"] as const,
      collect() {
        for (const [name, pool] of watched.pools) {
          this.set({ pool: name, state: "total" }, pool.totalCount);
          this.set({ pool: name, state: "idle" }, pool.idleCount);
          this.set({ pool: name, state: "waiting" }, pool.waitingCount);
        }
      },
    }),
);

/**
 * How long a small job waits for a thread of libuv's pool right now: the pool that serves the
 * request thread's file reads (static files), compression and crypto shares its threads with
 * sharp's image work, so image work that queues there makes every page wait (issue 35).
 * Measured at each scrape with a stat of this file's folder.
 */
once(
  "inkwell_threadpool_delay_seconds",
  () =>
    new Gauge({
      name: "inkwell_threadpool_delay_seconds",
      help: "How long a file system call waited for libuv's thread pool (shared with image work) when scraped",
      async collect() {
        const started = performance.now();
        await stat(import.meta.dirname).catch(() => null);
        this.set((performance.now() - started) / 1000);
      },
    }),
);

/** The metrics in Prometheus' text format. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: register.contentType, body: await register.metrics() };
}
