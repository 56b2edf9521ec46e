import { isIP } from "node:net";
import type { Env } from "./env.server";

/**
 * What must never run on a public deployment, decided from more than NODE_ENV: the demo
 * checkout (anyone gets a paid plan with the test card), the embedded local sign-in (any
 * email signs in) and its administrator box. They run only when the app's own address
 * (APP_URL, or http://localhost:PORT when unset) is a loopback address AND NODE_ENV is not
 * production. The old ALLOW_DEMO_CHECKOUT / ALLOW_LOCAL_SIGNIN overrides are refused in
 * production (the launcher says so and the feature stays off); nothing turns these on for a
 * public address.
 */
export type LocalOnlyFeature = "demo checkout" | "local sign-in";

/** localhost, *.localhost, 127.0.0.0/8, ::1 (and ::ffff:127.x). */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  const bare = hostname.replace(/^\[|\]$/g, "");
  if (bare === "localhost" || bare.endsWith(".localhost")) return true;
  if (isIP(bare) === 4) return bare.startsWith("127.");
  if (isIP(bare) === 6) return bare === "::1" || /^::ffff:127\./.test(bare) || /^::ffff:7f[0-9a-f]{2}:/.test(bare);
  return false;
}

export function appUrlOf(env: Pick<Env, "APP_URL" | "PORT">): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}

type DeploymentEnv = Pick<Env, "APP_URL" | "PORT" | "NODE_ENV">;

/** Whether the local-only features may run here; `reason` says why not. */
export function localOnlyFeaturesAllowed(env: DeploymentEnv): { allowed: boolean; reason: string | null } {
  const appUrl = appUrlOf(env);
  if (!isLoopbackUrl(appUrl)) return { allowed: false, reason: `APP_URL ${appUrl} is not a loopback address` };
  if (env.NODE_ENV === "production") return { allowed: false, reason: "NODE_ENV is production" };
  return { allowed: true, reason: null };
}

/** The launcher's warnings about ALLOW_* overrides it refuses. */
export function refusedOverrides(
  env: DeploymentEnv & Pick<Env, "ALLOW_DEMO_CHECKOUT" | "ALLOW_LOCAL_SIGNIN">,
): string[] {
  const set = [env.ALLOW_DEMO_CHECKOUT && "ALLOW_DEMO_CHECKOUT", env.ALLOW_LOCAL_SIGNIN && "ALLOW_LOCAL_SIGNIN"].filter(
    (name): name is string => Boolean(name),
  );
  if (set.length === 0) return [];
  const { allowed, reason } = localOnlyFeaturesAllowed(env);
  if (env.NODE_ENV === "production") {
    return set.map(
      (name) =>
        `warning: ${name}=true is refused in production: the ${name === "ALLOW_DEMO_CHECKOUT" ? "demo checkout" : "local sign-in"} stays off.`,
    );
  }
  if (!allowed) return set.map((name) => `warning: ${name}=true is refused: ${reason}.`);
  return [];
}

/**
 * The PostgreSQL connections one instance opens at most (docs/deploy.md): the app's pool, the job
 * queue's, the rate limits', one per generation worker (its slot of the provider's cap, held as a
 * session advisory lock) and two listeners (finished jobs, changed shared tables).
 */
export function connectionBudget(
  env: Pick<Env, "DATABASE_POOL_MAX" | "JOB_QUEUE_POOL_MAX" | "RATE_LIMIT_POOL_MAX" | "GENERATION_CONCURRENCY">,
): { total: number; parts: string } {
  const parts = [
    ["app", env.DATABASE_POOL_MAX],
    ["job queue", env.JOB_QUEUE_POOL_MAX],
    ["rate limits", env.RATE_LIMIT_POOL_MAX],
    ["generation workers", env.GENERATION_CONCURRENCY],
    ["listeners", 2],
  ] as const;
  return {
    total: parts.reduce((sum, [, count]) => sum + count, 0),
    parts: parts.map(([name, count]) => `${name} ${count}`).join(", "),
  };
}

/** The launcher's warnings for a production instance that keeps its data to itself (ALLOW_* of env.server.ts). */
export function singleInstanceWarnings(
  env: Pick<Env, "NODE_ENV" | "DATABASE_URL" | "S3_BUCKET" | "ALLOW_EMBEDDED_DATABASE" | "ALLOW_LOCAL_IMAGE_STORAGE">,
): string[] {
  if (env.NODE_ENV !== "production") return [];
  const warnings: string[] = [];
  if (!env.DATABASE_URL && env.ALLOW_EMBEDDED_DATABASE)
    warnings.push(
      "warning: ALLOW_EMBEDDED_DATABASE=true: this instance keeps its data in a PostgreSQL of its own; run no second instance.",
    );
  if (!env.S3_BUCKET && env.ALLOW_LOCAL_IMAGE_STORAGE)
    warnings.push(
      "warning: ALLOW_LOCAL_IMAGE_STORAGE=true: design files stay under DATA_DIR on this machine; a second instance needs the same folder.",
    );
  return warnings;
}
