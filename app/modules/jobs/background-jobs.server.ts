import { deleteExpiredSessions } from "~/modules/auth/session.server";

/**
 * Work that runs in the background of each app instance, started by the launcher once
 * the server listens. Returns the function that stops it.
 */
export async function startBackgroundJobs(): Promise<() => Promise<void>> {
  const hourly = setInterval(() => {
    deleteExpiredSessions().catch((error: unknown) => console.error("[jobs] session cleanup failed:", error));
  }, 60 * 60 * 1000);
  hourly.unref();
  return async () => {
    clearInterval(hourly);
  };
}
