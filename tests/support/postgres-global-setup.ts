import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { seedDatabase } from "../../prisma/seed";
import { startEmbeddedPostgres } from "../../server/database/embedded-postgres";
import { applyMigrations } from "../../server/database/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, seeded database that each test file copies into its own. */
    templateDatabaseUrl: string;
  }
}

/**
 * One real PostgreSQL per test run (embedded, throw-away), with a migrated and seeded
 * template database; every test file gets its own copy (tests/support/database-per-file).
 */
export default async function setup(project: TestProject) {
  const directory = await mkdtemp(path.join(os.tmpdir(), "inkwell-test-pg-"));
  const database = await startEmbeddedPostgres({ directory, ephemeral: true });
  await applyMigrations(database.url);
  await seedDatabase(database.url);
  project.provide("templateDatabaseUrl", database.url);
  return async () => {
    await database.stop();
  };
}
