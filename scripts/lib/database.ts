import path from "node:path";
import { parseEnv } from "../../app/utils/env.server";
import { findRunningCluster, startEmbeddedPostgres } from "../../server/database/embedded-postgres";
import { applyMigrations } from "../../server/database/migrate";
import { findProjectRoot } from "../../server/project-root";

/**
 * Runs `work` against the app's database: DATABASE_URL when set; otherwise the embedded
 * cluster in DATA_DIR (the running app's, or started just for this command and stopped
 * after). Migrations are applied first, so a fresh machine works too.
 */
export async function withDatabase<T>(work: (databaseUrl: string) => Promise<T>): Promise<T> {
  const env = parseEnv(process.env);
  const root = findProjectRoot();
  if (env.DATABASE_URL) {
    await applyMigrations(env.DATABASE_URL, { migrationsDir: path.join(root, "prisma/migrations") });
    return work(env.DATABASE_URL);
  }
  const directory = path.join(path.resolve(root, env.DATA_DIR), "postgres");
  const running = await findRunningCluster(directory);
  if (running) return work(running.url);
  const database = await startEmbeddedPostgres({ directory });
  try {
    await applyMigrations(database.url, { migrationsDir: path.join(root, "prisma/migrations") });
    return await work(database.url);
  } finally {
    await database.stop();
  }
}
