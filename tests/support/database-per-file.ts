import { afterEach, inject } from "vitest";
import { outputOfLiveApps } from "./app-server";
import { createDatabase, databaseNameOf } from "./database";

/**
 * Runs before each integration test file: a fresh copy of the migrated, seeded template
 * database, so files never see each other's rows. Set before any app module loads.
 */
const templateUrl = inject("templateDatabaseUrl");
process.env.DATABASE_URL = await createDatabase(templateUrl, { template: databaseNameOf(templateUrl) });
process.env.SESSION_SECRET ??= "integration-test-session-secret-0123456789abcdef";
process.env.APP_URL ??= "http://localhost:3000";
// The app's modules run in the test's process: their routine lines (a job started) stay out of
// its output; warnings and errors, which tests assert, are written.
process.env.LOG_LEVEL ??= "warn";

// A failed test that talked to a built app says what the app printed (its error is otherwise unseen).
afterEach((context) => {
  if (context.task.result?.state === "fail") for (const output of outputOfLiveApps()) console.error(output);
});
