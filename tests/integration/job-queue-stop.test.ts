import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startGenerationWorkers } from "~/modules/generation/jobs/generation-job-service.server";
import { getBoss, JobQueueStoppedError, sql } from "~/modules/generation/jobs/generation-jobs.server";
import { closeDatabaseClients } from "~/modules/jobs/database-clients.server";
import { startListening } from "~/modules/shared-reads/shared-reads.server";

/**
 * The stop of an instance (decision 003): the launcher stops the workers, then closes the
 * app's own connections, then the database. Nothing may connect again in between, or the
 * database's stop cuts that connection and the instance reports it.
 */
const observer = new pg.Client({ connectionString: process.env.DATABASE_URL });

afterAll(() => observer.end());

async function appConnections(): Promise<string[]> {
  const { rows } = await observer.query<{ name: string }>(
    `SELECT application_name AS name FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name LIKE 'inkwell%'
     ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

describe("stopping an instance", () => {
  it("closes the queue, its listener, the workers' slots and the shared-read listener, and opens none again", async () => {
    await observer.connect();
    startListening();
    const stopWorkers = startGenerationWorkers();
    await sql("SELECT 1");
    await expect
      .poll(appConnections, { timeout: 20_000 })
      .toEqual(expect.arrayContaining(["inkwell job listener", "inkwell jobs", "inkwell shared-read listener"]));
    expect((await appConnections()).some((name) => name.startsWith("inkwell job slot"))).toBe(true);

    await stopWorkers();
    // A backend leaves pg_stat_activity a moment after its client has gone.
    const slots = async () => (await appConnections()).filter((name) => name.startsWith("inkwell job slot"));
    await expect.poll(slots, { timeout: 10_000 }).toEqual([]);
    await closeDatabaseClients();

    // A worker or request that outlived the stop finds the queue stopped: nothing connects again.
    await expect(getBoss()).rejects.toBeInstanceOf(JobQueueStoppedError);
    await expect(sql("SELECT 1")).rejects.toBeInstanceOf(JobQueueStoppedError);
    await expect.poll(appConnections, { timeout: 10_000 }).toEqual([]);
  });
});
