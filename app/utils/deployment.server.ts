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
