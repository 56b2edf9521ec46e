import { createHash, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";

/**
 * A plain OAuth 2 provider (no OpenID discovery) on loopback, answering as providers
 * such as GitHub do: /authorize (signs the configured person in at once), /token (checks
 * client credentials and the PKCE verifier against the S256 challenge) and /userinfo.
 */
export async function startFakeOAuthProvider(options: {
  clientId: string;
  clientSecret: string;
  profile: Record<string, unknown>;
}) {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const tokens = new Set<string>();
  const seen: { challengeMethods: string[]; verifierChecks: boolean[] } = { challengeMethods: [], verifierChecks: [] };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/authorize") {
      const redirectUri = url.searchParams.get("redirect_uri") ?? "";
      seen.challengeMethods.push(url.searchParams.get("code_challenge_method") ?? "none");
      if (url.searchParams.get("client_id") !== options.clientId) return json(400, { error: "invalid_client" });
      const code = randomBytes(12).toString("hex");
      codes.set(code, { challenge: url.searchParams.get("code_challenge") ?? "", redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      res.writeHead(302, { Location: back.toString() });
      return res.end();
    }
    if (url.pathname === "/token" && req.method === "POST") {
      let body = "";
      for await (const chunk of req) body += chunk;
      const form = new URLSearchParams(body);
      const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");
      const clientOk =
        req.headers.authorization === `Basic ${basic}` ||
        (form.get("client_id") === options.clientId && form.get("client_secret") === options.clientSecret);
      if (!clientOk) return json(401, { error: "invalid_client" });
      const issued = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      const verifier = form.get("code_verifier") ?? "";
      const verified = !!issued && createHash("sha256").update(verifier).digest("base64url") === issued.challenge;
      seen.verifierChecks.push(verified);
      if (!issued || !verified || form.get("redirect_uri") !== issued.redirectUri) {
        return json(400, { error: "invalid_grant" });
      }
      const token = randomBytes(16).toString("hex");
      tokens.add(token);
      return json(200, { access_token: token, token_type: "Bearer", expires_in: 3600 });
    }
    if (url.pathname === "/userinfo") {
      const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      if (!tokens.has(token)) return json(401, { error: "invalid_token" });
      return json(200, options.profile);
    }
    json(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    endpoints: {
      OAUTH_AUTHORIZATION_ENDPOINT: `${base}/authorize`,
      OAUTH_TOKEN_ENDPOINT: `${base}/token`,
      OAUTH_USERINFO_ENDPOINT: `${base}/userinfo`,
    },
    seen,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
