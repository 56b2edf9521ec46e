import { Authenticator } from "remix-auth";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { z } from "zod";
import type { User } from "~/utils/db.server";
import { localOnlyFeaturesAllowed } from "~/utils/deployment.server";
import { getAppUrl, getEnv } from "~/utils/env.server";
import { readIdToken, type IdTokenClaims } from "./id-token.server";
import { providerProfileSchema, upsertUserFromProfile } from "./users.server";

/**
 * Sign-in through any OAuth 2 / OpenID Connect provider configured by OAUTH_* variables:
 * an issuer's discovery document, or explicit endpoints. The authorization code flow
 * with PKCE (S256) and a state check, both kept in a short-lived signed cookie
 * (sign-in-attempts.server.ts).
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

/** Who signed in, and what the provider said of how: the session keeps it (session.server.ts). */
export interface SignedIn {
  user: User;
  /** The ID token's claims, or null when the provider sent none (plain OAuth 2). */
  claims: IdTokenClaims | null;
}

/**
 * The code flow of remix-auth-oauth2, which asks for a new authentication when the sign-in does (`?fresh=1`:
 * `prompt=login` and `max_age=0`, before deleting the account, M6): the provider asks for the password again and
 * reports the new auth_time.
 */
class InkwellOAuth2Strategy extends OAuth2Strategy<SignedIn> {
  protected override authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const asked = new URLSearchParams(params);
    if (isReauthentication(request)) {
      asked.set("prompt", "login");
      asked.set("max_age", "0");
    }
    return asked;
  }
}

/** Whether a sign-in's start asks for a new authentication (GET /api/login?fresh=1). */
export function isReauthentication(request: Request): boolean {
  return new URL(request.url).searchParams.get("fresh") === "1";
}

let authenticator: Promise<Authenticator<SignedIn>> | undefined;

export function getAuthenticator(): Promise<Authenticator<SignedIn>> {
  authenticator ??= resolveEndpoints()
    .then((resolved) => {
      const env = getEnv();
      const clientId = env.OAUTH_CLIENT_ID!;
      const strategy = new InkwellOAuth2Strategy(
        {
          // The library's own cookie never reaches a browser: sign-in-flow.server.ts keeps the state and verifier
          // in the signed sign-in cookie (sign-in-attempts.server.ts) and hands them back to the library.
          cookie: { name: OAUTH_STATE_COOKIE, httpOnly: true, sameSite: "Lax", path: "/" },
          clientId,
          clientSecret: env.OAUTH_CLIENT_SECRET ?? null,
          authorizationEndpoint: resolved.authorizationEndpoint,
          tokenEndpoint: resolved.tokenEndpoint,
          redirectURI: `${getAppUrl()}/auth/callback`,
          scopes: env.OAUTH_SCOPES.split(/[\s,]+/).filter(Boolean),
        },
        async ({ tokens }) => {
          const sent = (tokens.data as { id_token?: unknown }).id_token;
          const idToken = typeof sent === "string" ? sent : null;
          const claims = idToken ? readIdToken(idToken, { issuer: resolved.issuer, clientId }) : null;
          if (idToken && !claims) throw new Error("The provider's ID token is not for this app or has expired.");
          const profile = await fetchProfile(resolved.userinfoEndpoint, tokens.accessToken());
          const user = await upsertUserFromProfile(profile, {
            provider: resolved.issuer,
            trustAdminClaim: isLocalSignIn(),
          });
          return { user, claims };
        },
      );
      return new Authenticator<SignedIn>().use(strategy, STRATEGY);
    })
    .catch((error: unknown) => {
      authenticator = undefined;
      throw error;
    });
  return authenticator;
}

/** Set-Cookie values that delete the OAuth state cookies an older version set (`inkwell_oauth:<uuid>`). */
export function clearOAuthStateCookies(request: Request): string[] {
  const names = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.split("=")[0].trim())
    .filter((name) => name.startsWith(`${OAUTH_STATE_COOKIE}:`));
  return names.map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
}
