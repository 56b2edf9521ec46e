import path from "node:path";
import { getEnv } from "~/utils/env.server";
import { startApp } from "./app-server";

/** The built app on this test file's database, secret and image folder: the same data the route modules called in this process see. */
export function startAppOnThisDatabase(env: Record<string, string> = {}) {
  return startApp({
    dataDir: path.resolve(getEnv().DATA_DIR),
    env: { DATABASE_URL: process.env.DATABASE_URL!, SESSION_SECRET: process.env.SESSION_SECRET!, ...env },
  });
}
