import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

/**
 * Applies prisma/migrations/<timestamp>_<name>/migration.sql the way `prisma migrate
 * deploy` does, without Prisma's native engine (it cannot be downloaded on every
 * machine): each migration once, in order, each in a transaction, recorded with its
 * checksum in Prisma's own `_prisma_migrations` table, under Prisma's advisory lock so
 * two instances starting at once never migrate together. Because the table and lock are
 * Prisma's, `prisma migrate deploy` and this runner can take turns on one database.
 */

/** The advisory lock key Prisma Migrate itself uses. */
const MIGRATION_LOCK_KEY = 72707369;

export const DEFAULT_MIGRATIONS_DIR = path.resolve("prisma/migrations");

export interface MigrationResult {
  applied: string[];
  alreadyApplied: string[];
}

export class MigrationError extends Error {
  override name = "MigrationError";
}

export async function applyMigrations(
  databaseUrl: string,
  options: { migrationsDir?: string; log?: (message: string) => void } = {},
): Promise<MigrationResult> {
  const migrationsDir = options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR;
  const log = options.log ?? (() => {});
  const migrations = await readMigrations(migrationsDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      return await applyPending(client, migrations, log);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

async function readMigrations(migrationsDir: string): Promise<Migration[]> {
  if (!existsSync(migrationsDir)) throw new MigrationError(`No migrations folder at ${migrationsDir}`);
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const migrations: Migration[] = [];
  for (const name of names) {
    const file = path.join(migrationsDir, name, "migration.sql");
    if (!existsSync(file)) continue;
    const sql = await readFile(file, "utf8");
    migrations.push({ name, sql, checksum: createHash("sha256").update(sql).digest("hex") });
  }
  return migrations;
}

async function applyPending(
  client: pg.Client,
  migrations: Migration[],
  log: (message: string) => void,
): Promise<MigrationResult> {
  await client.query(`
    CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
  const { rows } = await client.query<{
    migration_name: string;
    checksum: string;
    finished_at: Date | null;
    rolled_back_at: Date | null;
  }>(`SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`);

  const failed = rows.find((row) => !row.finished_at && !row.rolled_back_at);
  if (failed) {
    throw new MigrationError(
      `Migration ${failed.migration_name} failed earlier and was never resolved; fix the database, then mark it rolled back.`,
    );
  }
  const applied = new Map(rows.filter((row) => row.finished_at).map((row) => [row.migration_name, row]));
  const known = new Set(migrations.map((migration) => migration.name));
  for (const name of applied.keys()) {
    if (!known.has(name)) log(`warning: the database has migration ${name}, which is not in prisma/migrations`);
  }

  const result: MigrationResult = { applied: [], alreadyApplied: [] };
  for (const migration of migrations) {
    const existing = applied.get(migration.name);
    if (existing) {
      if (existing.checksum !== migration.checksum) {
        log(`warning: migration ${migration.name} was edited after it was applied (checksum differs)`);
      }
      result.alreadyApplied.push(migration.name);
      continue;
    }
    await client.query("BEGIN");
    try {
      await client.query(migration.sql);
      await client.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
         VALUES ($1, $2, $3, now(), now(), 1)`,
        [randomUUID(), migration.checksum, migration.name],
      );
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK");
      throw new MigrationError(`Migration ${migration.name} failed and was rolled back: ${(error as Error).message}`);
    }
    log(`Applied migration ${migration.name}`);
    result.applied.push(migration.name);
  }
  return result;
}
