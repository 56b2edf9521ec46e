import { randomBytes } from "node:crypto";
import { localOnlyFeaturesAllowed } from "../app/utils/deployment.server";
import type { Env } from "../app/utils/env.server";
import { PRODUCT_NAME } from "../app/utils/messages/common";
import { startLocalIdentityProvider } from "./local-identity-provider";

/**
 * Decides how people sign in: the configured OAUTH_* provider, or else the embedded local
 * provider: only on a loopback APP_URL outside production, whatever ALLOW_LOCAL_SIGNIN says
 * (see app/utils/deployment.server.ts).
 */
export async function startSignInProvider(options: {
  env: Env;
  appUrl: string;
  log: (message: string) => void;
}): Promise<{ stop?: () => Promise<void> }> {
  const { env, appUrl, log } = options;
  if (env.OAUTH_ISSUER || env.OAUTH_AUTHORIZATION_ENDPOINT) {
    log(`Sign-in through ${env.OAUTH_ISSUER ?? new URL(env.OAUTH_AUTHORIZATION_ENDPOINT!).origin}`);
    return {};
  }
  const local = localOnlyFeaturesAllowed(env);
  if (!local.allowed) {
    log(
      `warning: no sign-in provider is configured (OAUTH_*), so nobody can sign in (no local sign-in: ${local.reason}).`,
    );
    return {};
  }
  const provider = await startLocalIdentityProvider({
    port: env.LOCAL_OIDC_PORT ?? env.PORT + 1,
    redirectUris: [`${appUrl}/auth/callback`],
    clientSecret: randomBytes(24).toString("base64url"),
    cookieKeys: [randomBytes(32).toString("base64url")],
    offerAdmin: true,
    appName: PRODUCT_NAME,
  }).catch((error: NodeJS.ErrnoException) => {
    // A production install (npm ci --omit=dev) has no local provider: say so, do not crash.
    if (error.code !== "ERR_MODULE_NOT_FOUND") throw error;
    return null;
  });
  if (!provider) {
    log(
      "warning: no sign-in provider is configured (OAUTH_*) and the local one is not installed, so nobody can sign in.",
    );
    return {};
  }
  process.env.OAUTH_ISSUER = provider.issuer;
  process.env.OAUTH_CLIENT_ID = provider.clientId;
  process.env.OAUTH_CLIENT_SECRET = provider.clientSecret;
  process.env.INKWELL_LOCAL_SIGNIN = "true";
  log(`Local sign-in provider on ${provider.issuer} (any email signs in)`);
  return { stop: provider.stop };
}
