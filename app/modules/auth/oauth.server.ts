import { Authenticator } from "remix-auth";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { z } from "zod";
import type { User } from "~/utils/db.server";
import { localOnlyFeaturesAllowed } from "~/utils/deployment.server";
import { getAppUrl, getEnv, isProduction } from "~/utils/env.server";
import { providerProfileSchema, upsertUserFromProfile } from "./users.server";

/**
 * Sign-in through any OAuth 2 / OpenID Connect provider configured by OAUTH_* variables:
 * an issuer's discovery document, or explicit endpoints. The authorization code flow
 * with PKCE (S256) and a state check, both kept in a short-lived cookie.
 */

export const OAUTH_STATE_COOKIE = "inkwell_oauth";
export const STRATEGY = "oauth";

interface Endpoints {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url(),
});

export function isSignInConfigured(): boolean {
  const env = getEnv();
  return Boolean(env.OAUTH_CLIENT_ID && (env.OAUTH_ISSUER || env.OAUTH_AUTHORIZATION_ENDPOINT));
}

/** Whether the embedded local provider is the one in use (its admin box is trusted). */
export function isLocalSignIn(): boolean {
  const env = getEnv();
  // The launcher's flag alone is not enough: never on a public address or in production.
  return env.INKWELL_LOCAL_SIGNIN && localOnlyFeaturesAllowed(env).allowed;
}

let endpoints: Promise<Endpoints> | undefined;
function resolveEndpoints(): Promise<Endpoints> {
  const env = getEnv();
  if (env.OAUTH_AUTHORIZATION_ENDPOINT && env.OAUTH_TOKEN_ENDPOINT && env.OAUTH_USERINFO_ENDPOINT) {
    return Promise.resolve({
      issuer: env.OAUTH_ISSUER ?? new URL(env.OAUTH_AUTHORIZATION_ENDPOINT).origin,
      authorizationEndpoint: env.OAUTH_AUTHORIZATION_ENDPOINT,
      tokenEndpoint: env.OAUTH_TOKEN_ENDPOINT,
      userinfoEndpoint: env.OAUTH_USERINFO_ENDPOINT,
    });
  }
  endpoints ??= (async () => {
    const issuer = env.OAUTH_ISSUER!.replace(/\/+$/, "");
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`The sign-in provider's discovery document answered ${response.status}`);
    const document = discoverySchema.parse(await response.json());
    return {
      issuer: document.issuer,
      authorizationEndpoint: document.authorization_endpoint,
      tokenEndpoint: document.token_endpoint,
      userinfoEndpoint: document.userinfo_endpoint,
    };
  })().catch((error: unknown) => {
    endpoints = undefined; // try again on the next sign-in
    throw error;
  });
  return endpoints;
}

async function fetchProfile(userinfoEndpoint: string, accessToken: string) {
  const response = await fetch(userinfoEndpoint, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`The sign-in provider's userinfo endpoint answered ${response.status}`);
  return providerProfileSchema.parse(await response.json());
}

let authenticator: Promise<Authenticator<User>> | undefined;

export function getAuthenticator(): Promise<Authenticator<User>> {
  authenticator ??= resolveEndpoints()
    .then((resolved) => {
      const env = getEnv();
      const strategy = new OAuth2Strategy<User>(
        {
          cookie: {
            name: OAUTH_STATE_COOKIE,
            httpOnly: true,
            sameSite: "Lax",
            path: "/",
            ...(isProduction() ? { secure: true as const } : {}),
          },
          clientId: env.OAUTH_CLIENT_ID!,
          clientSecret: env.OAUTH_CLIENT_SECRET ?? null,
          authorizationEndpoint: resolved.authorizationEndpoint,
          tokenEndpoint: resolved.tokenEndpoint,
          redirectURI: `${getAppUrl()}/auth/callback`,
          scopes: env.OAUTH_SCOPES.split(/[\s,]+/).filter(Boolean),
        },
        async ({ tokens }) => {
          const profile = await fetchProfile(resolved.userinfoEndpoint, tokens.accessToken());
          return upsertUserFromProfile(profile, { provider: resolved.issuer, trustAdminClaim: isLocalSignIn() });
        },
      );
      return new Authenticator<User>().use(strategy, STRATEGY);
    })
    .catch((error: unknown) => {
      authenticator = undefined;
      throw error;
    });
  return authenticator;
}

/** Set-Cookie values that delete every OAuth state cookie this browser carries. */
export function clearOAuthStateCookies(request: Request): string[] {
  const names = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.split("=")[0].trim())
    .filter((name) => name.startsWith(OAUTH_STATE_COOKIE));
  return names.map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
}
