/**
 * Samples the benched app's /metrics (prom-client's process and Node.js figures and the app's own
 * gauges) every quarter second while a phase of a bench runs, and says where a busy instance makes
 * requests wait: the request thread's event loop (how late its callbacks ran: prom-client resets
 * its delay histogram at each scrape, so each sample covers the quarter second before it), CPU
 * (the process's, worker threads and libvips included), garbage collection, and clients waiting
 * for a database connection; and what the memory was made of at the highest RSS.
 */

export interface MemorySample {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

export interface PhaseFigures {
  samples: number;
  /** The event loop's delay: the median and the highest of the samples' p99, in ms. */
  loopDelayP99Ms: { median: number; max: number };
  /** How long a file system call waited for libuv's thread pool (shared with image work): median and highest, in ms. */
  threadpoolDelayMs: { median: number; max: number };
  /** Cores the process kept busy (CPU seconds per second). */
  cpuCores: number;
  /** Share of the time the request thread spent collecting garbage. */
  gcShare: number;
  /** The most clients seen waiting for a connection at once, by database pool (app, rate-limits). */
  poolWaitingMax: Record<string, number>;
  /** The sample with the highest RSS, in MB. */
  memoryAtPeak: MemorySample | null;
}

function value(text: string, pattern: string): number {
  let sum = 0;
  for (const match of text.matchAll(new RegExp(`^${pattern} (\\S+)$`, "gm"))) sum += Number(match[1]);
  return sum;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Samples until `until` settles; answers the phase's figures (null without a metrics token). */
export async function sampleAppMetrics(
  appUrl: string,
  token: string | undefined,
  until: Promise<unknown>,
): Promise<PhaseFigures | null> {
  if (!token) return null;
  let done = false;
  void until.finally(() => (done = true));
  const read = () =>
    fetch(`${appUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } })
      .then((response) => response.text())
      .catch(() => "");
  const mb = (text: string, name: string) => value(text, name) / 2 ** 20;
  const started = { at: performance.now(), text: await read() };
  const loopDelays: number[] = [];
  const threadpoolDelays: number[] = [];
  const poolWaitingMax: Record<string, number> = {};
  let memoryAtPeak: MemorySample | null = null;
  let last = started;
  while (!done) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const text = await read();
    // A scrape answered after the phase ended belongs to the next one (the idle phase's last one
    // is often answered once the burst has begun: a busy app is slow to answer /metrics too).
    if (done || !text) continue;
    last = { at: performance.now(), text };
    loopDelays.push(value(text, "inkwell_nodejs_eventloop_lag_p99_seconds") * 1000);
    threadpoolDelays.push(value(text, "inkwell_threadpool_delay_seconds") * 1000);
    for (const match of text.matchAll(/^inkwell_database_pool_connections\{([^}]*)\} (\S+)$/gm)) {
      const pool = /pool="([^"]*)"/.exec(match[1])?.[1];
      if (!pool || !/state="waiting"/.test(match[1])) continue;
      poolWaitingMax[pool] = Math.max(poolWaitingMax[pool] ?? 0, Number(match[2]));
    }
    const memory = {
      rss: mb(text, "inkwell_process_resident_memory_bytes"),
      heapUsed: mb(text, "inkwell_nodejs_heap_size_used_bytes"),
      heapTotal: mb(text, "inkwell_nodejs_heap_size_total_bytes"),
      external: mb(text, "inkwell_nodejs_external_memory_bytes"),
    };
    if (memory.rss > (memoryAtPeak?.rss ?? 0)) memoryAtPeak = memory;
  }
  const seconds = (last.at - started.at) / 1000 || NaN;
  const delta = (pattern: string) => value(last.text, pattern) - value(started.text, pattern);
  return {
    samples: loopDelays.length,
    loopDelayP99Ms: { median: median(loopDelays), max: Math.max(...loopDelays, 0) },
    threadpoolDelayMs: { median: median(threadpoolDelays), max: Math.max(...threadpoolDelays, 0) },
    cpuCores: delta("inkwell_process_cpu_seconds_total") / seconds,
    gcShare: delta('inkwell_nodejs_gc_duration_seconds_sum\\{kind="[a-z]+"\\}') / seconds,
    poolWaitingMax,
    memoryAtPeak,
  };
}
