import { randomBytes } from "node:crypto";
import type { Env } from "../app/utils/env.server";
import { PRODUCT_NAME } from "../app/utils/messages/common";
import { startLocalIdentityProvider } from "./local-identity-provider";

/**
 * Decides how people sign in: the configured OAUTH_* provider, or else the embedded local
 * provider (on by default outside production; in production only with
 * ALLOW_LOCAL_SIGNIN=true, and then with a loud warning).
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
  const production = env.NODE_ENV === "production";
  if (production && !env.ALLOW_LOCAL_SIGNIN) {
    log("warning: no sign-in provider is configured (OAUTH_*), so nobody can sign in.");
    return {};
  }
  if (production) {
    const line = "!".repeat(78);
    console.warn(
      `\n${line}\n!! ALLOW_LOCAL_SIGNIN=true: the local sign-in provider is running in production.\n` +
        `!! ANYONE CAN SIGN IN AS ANYONE, with any email. Configure OAUTH_* for real accounts.\n${line}\n`,
    );
  }
  const provider = await startLocalIdentityProvider({
    port: env.LOCAL_OIDC_PORT ?? env.PORT + 1,
    redirectUris: [`${appUrl}/auth/callback`],
    clientSecret: randomBytes(24).toString("base64url"),
    cookieKeys: [randomBytes(32).toString("base64url")],
    offerAdmin: !production,
    appName: PRODUCT_NAME,
  });
  process.env.OAUTH_ISSUER = provider.issuer;
  process.env.OAUTH_CLIENT_ID = provider.clientId;
  process.env.OAUTH_CLIENT_SECRET = provider.clientSecret;
  process.env.INKWELL_LOCAL_SIGNIN = "true";
  log(`Local sign-in provider on ${provider.issuer} (any email signs in)`);
  return { stop: provider.stop };
}
