import { createHash, generateKeyPairSync, randomUUID } from "node:crypto";
import type { Server } from "node:http";
import express from "express";
import type { Adapter, AdapterPayload, Configuration, KoaContextWithOIDC } from "oidc-provider";
import { errorFields, logger } from "../app/utils/logger.server";

const log = logger("local sign-in");

/**
 * The embedded sign-in provider: a real OpenID Connect provider (oidc-provider) on
 * loopback, with a one-page sign-in form and no consent step. The app signs in against
 * it through the same OAuth code flow (PKCE, state) it uses with Google or Auth0.
 * Anyone can sign in as anyone here, which is why it is off in production by default.
 */

interface Account {
  email: string;
  givenName: string;
  familyName: string;
  admin: boolean;
}

export interface LocalIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

export async function startLocalIdentityProvider(options: {
  port: number;
  redirectUris: string[];
  clientSecret: string;
  cookieKeys: string[];
  /** Show 'Sign in as administrator' (never in production). */
  offerAdmin: boolean;
  appName: string;
}): Promise<LocalIdentityProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const clientId = "inkwell";
  const accounts = new Map<string, Account>();

  // Fresh signing keys per start: tokens only need to outlive one sign-in.
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: "jwk" }), kid: randomUUID(), use: "sig", alg: "RS256" };

  const configuration: Configuration = {
    adapter: MemoryAdapter,
    jwks: { keys: [signingKey] },
    clients: [
      {
        client_id: clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
        // Every ID token says when the person signed in (the app checks it before an account is deleted).
        require_auth_time: true,
      },
    ],
    pkce: { required: () => true },
    claims: {
      // amr: how the person signed in (the app's admin panel reads it; RFC 8176).
      openid: ["sub", "amr"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name", "inkwell_admin"],
    },
    cookies: { keys: options.cookieKeys },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: { Session: 60 * 60, Interaction: 60 * 10, AuthorizationCode: 60, AccessToken: 60 * 10, Grant: 60 * 60 },
    async findAccount(_ctx, accountId) {
      const account = accounts.get(accountId);
      if (!account) return undefined;
      return {
        accountId,
        claims: async () => ({
          sub: accountId,
          email: account.email,
          email_verified: true,
          name: [account.givenName, account.familyName].filter(Boolean).join(" "),
          given_name: account.givenName || undefined,
          family_name: account.familyName || undefined,
          inkwell_admin: account.admin,
        }),
      };
    },
    // First-party client: grant the requested scopes without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = "html";
      ctx.body = page(
        "Sign-in problem",
        `<p class="error">${escapeHtml(String(out.error_description ?? out.error))}</p>
         <p><a href="javascript:history.back()">Go back</a></p>`,
      );
    },
  };

  // A development stand-in: oidc-provider is a dev dependency, loaded only when this starts.
  const { default: Provider } = await import("oidc-provider");
  const provider = new Provider(issuer, configuration);
  provider.on("server_error", (_ctx, error) => log.error(errorFields(error), "server error"));

  const app = express();
  app.disable("x-powered-by");
  app.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  app.get("/interaction/:uid", async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name !== "login") {
        // No consent step: loadExistingGrant already granted the scopes.
        return void (await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true }));
      }
      res.type("html").send(signInPage(details.uid, options, {}));
    } catch (error) {
      next(error);
    }
  });

  app.post("/interaction/:uid/login", express.urlencoded({ extended: false }), async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      const email = String(req.body.email ?? "")
        .trim()
        .toLowerCase();
      const givenName = String(req.body.firstName ?? "")
        .trim()
        .slice(0, 100);
      const familyName = String(req.body.lastName ?? "")
        .trim()
        .slice(0, 100);
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        return void res
          .status(400)
          .type("html")
          .send(
            signInPage(details.uid, options, { email, givenName, familyName, error: "Enter a valid email address." }),
          );
      }
      const accountId = createHash("sha256").update(email).digest("hex").slice(0, 32);
      accounts.set(accountId, {
        email,
        givenName,
        familyName,
        admin: options.offerAdmin && req.body.admin === "on",
      });
      // How the person signed in (amr, RFC 8176), as a real provider reports it: the app's admin panel asks for a
      // second factor when the provider says. This stand-in has no real one: the box says whether to claim it.
      const amr = options.offerAdmin && req.body.secondFactor === "on" ? ["pwd", "otp"] : ["pwd"];
      await provider.interactionFinished(req, res, { login: { accountId, amr } }, { mergeWithLastSubmission: false });
    } catch (error) {
      next(error);
    }
  });

  app.use(provider.callback());

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port, "127.0.0.1", () => resolve(listening));
    listening.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE"
          ? new Error(`Port ${options.port} (local sign-in) is in use: set LOCAL_OIDC_PORT to a free port.`)
          : error,
      ),
    );
  });

  return {
    issuer,
    clientId,
    clientSecret: options.clientSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Provider state (sessions, codes, grants) kept in memory: this provider lives and dies
 * with one app process, and a sign-in only has to survive a few redirects.
 */
const memoryStore = new Map<string, { payload: AdapterPayload; expiresAt: number }>();

class MemoryAdapter implements Adapter {
  constructor(private readonly model: string) {}
  private key(id: string) {
    return `${this.model}:${id}`;
  }
  async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
    memoryStore.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
    if (payload.uid)
      memoryStore.set(`${this.model}:uid:${payload.uid}`, {
        payload: { jti: id },
        expiresAt: Date.now() + expiresIn * 1000,
      });
    if (payload.grantId) {
      const grantKey = `grant:${payload.grantId}`;
      const existing = memoryStore.get(grantKey)?.payload as { keys?: string[] } | undefined;
      memoryStore.set(grantKey, { payload: { keys: [...(existing?.keys ?? []), this.key(id)] }, expiresAt: Infinity });
    }
  }
  async find(id: string) {
    const entry = memoryStore.get(this.key(id));
    if (!entry || entry.expiresAt < Date.now()) return undefined;
    return entry.payload;
  }
  async findByUid(uid: string) {
    const pointer = memoryStore.get(`${this.model}:uid:${uid}`)?.payload as { jti?: string } | undefined;
    return pointer?.jti ? this.find(pointer.jti) : undefined;
  }
  async findByUserCode() {
    return undefined;
  }
  async consume(id: string) {
    const entry = memoryStore.get(this.key(id));
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string) {
    memoryStore.delete(this.key(id));
  }
  async revokeByGrantId(grantId: string) {
    const keys = (memoryStore.get(`grant:${grantId}`)?.payload as { keys?: string[] } | undefined)?.keys ?? [];
    for (const key of keys) memoryStore.delete(key);
    memoryStore.delete(`grant:${grantId}`);
  }
}

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function signInPage(
  uid: string,
  options: { offerAdmin: boolean; appName: string },
  values: { email?: string; givenName?: string; familyName?: string; error?: string },
) {
  return page(
    `Sign in to ${options.appName}`,
    `<p class="note">Local sign-in for development and demos: enter any details. No password is needed.</p>
    ${values.error ? `<p class="error" role="alert">${escapeHtml(values.error)}</p>` : ""}
    <form method="post" action="/interaction/${escapeHtml(uid)}/login">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(values.email ?? "")}">
      <label for="firstName">First name</label>
      <input id="firstName" name="firstName" autocomplete="given-name" value="${escapeHtml(values.givenName ?? "")}">
      <label for="lastName">Last name</label>
      <input id="lastName" name="lastName" autocomplete="family-name" value="${escapeHtml(values.familyName ?? "")}">
      ${
        options.offerAdmin
          ? `<label class="check"><input id="admin" name="admin" type="checkbox"> Sign in as administrator</label>
      <label class="check"><input id="secondFactor" name="secondFactor" type="checkbox" checked> With a second factor (the admin panel asks for one)</label>`
          : ""
      }
      <button type="submit">Sign in</button>
    </form>`,
  );
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>
  body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f5f4;color:#1c1a18;margin:0;display:grid;place-items:center;min-height:100vh}
  main{background:#fff;border:1px solid #e9e6e3;border-radius:12px;box-shadow:0 10px 30px rgba(0,0,0,.08);padding:2rem;width:min(92vw,380px)}
  h1{font-size:1.35rem;margin:0 0 .5rem}
  .note{color:#574f48;font-size:.9rem;margin:0 0 1.25rem}
  .error{color:#a01414;background:#fff1f1;border:1px solid #ffc5c5;border-radius:8px;padding:.6rem .8rem}
  label{display:block;font-weight:600;font-size:.9rem;margin:.9rem 0 .3rem}
  input:not([type=checkbox]){width:100%;box-sizing:border-box;padding:.6rem .7rem;border:1px solid #b2a99f;border-radius:8px;font-size:1rem}
  input:focus,button:focus{outline:3px solid #f83b3b;outline-offset:2px}
  .check{display:flex;gap:.5rem;align-items:center;font-weight:500}
  button{margin-top:1.4rem;width:100%;padding:.7rem;border:0;border-radius:8px;background:#1c1a18;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
  button:hover{background:#45403b}
</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
