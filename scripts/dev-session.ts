/**
 * Development helper: signs a user in without the provider and prints the cookie, for
 * screenshots and manual API calls against a running `npm start`.
 *   npx tsx scripts/dev-session.ts ada@example.com [free|premium|pro] [admin]
 *   COOKIE=$(npx tsx scripts/dev-session.ts ada@example.com pro) npx tsx scripts/screenshots.ts ...
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { sessionCookieSignedWith } from "../app/modules/auth/session-cookie.server";
import { parseEnv } from "../app/utils/env.server";
import { findProjectRoot } from "../server/project-root";
import { withDatabase } from "./lib/database";

const [email = "dev@example.com", plan = "free", admin] = process.argv.slice(2);
const env = parseEnv(process.env);
const secret =
  env.SESSION_SECRET ??
  readFileSync(path.join(path.resolve(findProjectRoot(), env.DATA_DIR), "session-secret"), "utf8").trim();

const sessionId = await withDatabase(async (url) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [first, ...rest] = email.split("@")[0].split(/[._-]/);
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO "User" (id, "authProvider", "authSubject", email, "firstName", "lastName", "subscriptionType", role, "updatedAt")
       VALUES ($1, 'dev', $2, $2, $3, $4, $5, $6, now())
       ON CONFLICT (email) DO UPDATE SET "subscriptionType" = $5, role = $6, "updatedAt" = now()
       RETURNING id`,
      [
        `dev_${randomBytes(6).toString("hex")}`,
        email,
        first.charAt(0).toUpperCase() + first.slice(1),
        rest.join(" ") || null,
        plan,
        admin === "admin" ? "admin" : "user",
      ],
    );
    const id = randomBytes(32).toString("base64url");
    await client.query(
      `INSERT INTO "Session" (id, "userId", "expiresAt", "authenticatedAt") VALUES ($1, $2, now() + interval '30 days', now())`,
      [id, rows[0].id],
    );
    return id;
  } finally {
    await client.end();
  }
});

const cookie = sessionCookieSignedWith(secret);
console.log((await cookie.serialize(sessionId)).split(";")[0]);
