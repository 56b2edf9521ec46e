import pg from "pg";
import type { JobInsert, PgBoss } from "pg-boss";
import { errorFields, logger } from "~/utils/logger.server";
import { jobPriority } from "./job-order";

/**
 * The upgrade from pg-boss 10. Inkwell used pg-boss 10.4.2 in the schema "pgboss" (schema
 * version 24); pg-boss 12 cannot migrate it (its migrations start at version 25, the schema
 * pg-boss 11 rewrote, and 11 shipped no migration from 24). So pg-boss 12 lives in a schema of
 * its own and this moves the old queue's unfinished generations into it, with their ids (the
 * clients ask for them) and their data (quota already consumed, once, at submission).
 *
 * A job moves once no instance of the older Inkwell can be running it: waiting for longer
 * than `graceSeconds` (an old instance alive fetches its jobs within seconds), or running past
 * its own expiry (its instance stopped beating). So a rolling deploy leaves the old instances
 * their own jobs, and a stop-then-start upgrade moves everything within `graceSeconds`. It
 * runs at each start and every minute while the old queue exists and is not empty. A moved job
 * keeps no guest's address: the older Inkwell wrote it raw into its payload (L18).
 *
 * Once nothing unfinished is left and no older instance has run pg-boss 10's maintenance for
 * RETIRE_AFTER_SECONDS (it ran at least every minute: an older instance alive stamps
 * `pgboss.version.maintained_on`), the old schema is dropped, with the finished jobs' prompts and
 * addresses in it (L18): account deletion never searched it.
 *
 * The only SQL of ours on pg-boss's tables: the old, frozen, version-24 ones (no pg-boss 12
 * call reads them). pg-boss 12's own tables are only reached through its API.
 */
const LEGACY_SCHEMA = "pgboss";
const LEGACY_SCHEMA_VERSION = 24;
/** pg-boss 10's Pro priority in Inkwell (aged standard jobs were raised to it as well). */
const LEGACY_PRO_PRIORITY = 10;
const RECHECK_MS = 60_000;
/** No pg-boss 10 maintenance for this long: no older instance runs (it maintained at least every minute). */
const RETIRE_AFTER_SECONDS = 15 * 60;

const log = logger("jobs");

interface MoveOptions {
  queue: string;
  connectionString: string;
  graceSeconds: number;
  agingSeconds: number;
}

interface LegacyJob {
  id: string;
  data: { ownerKey?: string } | null;
  priority: number;
  createdOn: Date;
}

/**
 * Moves what can be moved now, then again every minute while the old queue remains. Answers a stop
 * for the repeating check (the queue's stop calls it).
 */
export async function moveLegacyJobs(boss: PgBoss, options: MoveOptions): Promise<() => void> {
  if (!(await moveOnce(boss, options))) return () => {};
  const timer = setInterval(() => {
    moveOnce(boss, options)
      .then((remaining) => remaining || clearInterval(timer))
      .catch((error: unknown) => log.error(errorFields(error), "could not move the pg-boss 10 queue's jobs"));
  }, RECHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** One move, in one transaction; answers whether the old queue is still there (unfinished jobs, or not yet retired). */
async function moveOnce(boss: PgBoss, options: MoveOptions): Promise<boolean> {
  const client = new pg.Client({ connectionString: options.connectionString, application_name: "inkwell job upgrade" });
  await client.connect();
  try {
    if (!(await isLegacyQueue(client))) return false;
    await client.query("BEGIN");
    const { rows } = await client.query<LegacyJob>(
      `DELETE FROM ${LEGACY_SCHEMA}.job
       WHERE name = $1
         AND ((state IN ('created', 'retry') AND start_after < now() - make_interval(secs => $2))
           OR (state = 'active' AND started_on + expire_in < now()))
       RETURNING id, data, priority, created_on AS "createdOn"`,
      [options.queue, options.graceSeconds],
    );
    if (rows.length > 0) {
      const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
      await boss.insert(
        options.queue,
        rows.map((job) => toJobInsert(job, options.agingSeconds)),
        { db },
      );
    }
    await client.query("COMMIT");
    if (rows.length > 0) log.info({ jobs: rows.length }, "moved unfinished jobs from the pg-boss 10 queue");
    const { rows: left } = await client.query<{ remaining: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${LEGACY_SCHEMA}.job WHERE name = $1 AND state IN ('created', 'retry', 'active')) AS remaining`,
      [options.queue],
    );
    return left[0].remaining || !(await retireIfUnused(client));
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

async function isLegacyQueue(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ present: boolean }>("SELECT to_regclass($1) IS NOT NULL AS present", [
    `${LEGACY_SCHEMA}.version`,
  ]);
  if (!rows[0].present) return false;
  const { rows: version } = await client.query<{ version: number }>(`SELECT version FROM ${LEGACY_SCHEMA}.version`);
  return Number(version[0]?.version) === LEGACY_SCHEMA_VERSION;
}

/**
 * Drops the old schema once nothing in it is unfinished and no older instance has maintained it for
 * RETIRE_AFTER_SECONDS. An advisory lock of the transaction keeps two instances from dropping it at once.
 */
async function retireIfUnused(client: pg.Client): Promise<boolean> {
  await client.query("BEGIN");
  try {
    const { rows } = await client.query<{ idle: boolean }>(
      `SELECT pg_try_advisory_xact_lock(${RETIRE_LOCK_KEY})
          AND coalesce(max(maintained_on) < now() - make_interval(secs => $1), true) AS idle
         FROM ${LEGACY_SCHEMA}.version`,
      [RETIRE_AFTER_SECONDS],
    );
    const idle = rows[0]?.idle === true;
    if (idle) await client.query(`DROP SCHEMA ${LEGACY_SCHEMA} CASCADE`);
    await client.query("COMMIT");
    if (idle) log.info("dropped the pg-boss 10 queue's schema: nothing unfinished in it, and no older instance runs");
    return idle;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

/** Key of the retirement's advisory lock ("inkr" in ASCII). */
const RETIRE_LOCK_KEY = 0x696e6b72;

/** A payload of the older Inkwell without the guest's address it carried in its consumption (L18). */
function withoutAddress(data: LegacyJob["data"]): object {
  const consumption = (data as { consumption?: { subject?: Record<string, unknown> } } | null)?.consumption;
  if (!consumption?.subject || !("clientIp" in consumption.subject)) return data ?? {};
  const { clientIp: _clientIp, ...subject } = consumption.subject;
  return { ...data, consumption: { ...consumption, subject } };
}

/** The job as pg-boss 12 takes it: its place by the deadline it had, its owner's group, no guest's address. */
function toJobInsert(job: LegacyJob, agingSeconds: number): JobInsert {
  const ownerKey = job.data?.ownerKey;
  return {
    id: job.id,
    data: withoutAddress(job.data),
    priority: jobPriority(job.createdOn, { hasPriority: job.priority >= LEGACY_PRO_PRIORITY, agingSeconds }),
    ...(ownerKey ? { group: { id: ownerKey } } : {}),
  };
}
