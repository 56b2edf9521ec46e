import { randomBytes } from "node:crypto";
import pg from "pg";
import { sessionCookieSignedWith } from "../../app/modules/auth/session-cookie.server";

/**
 * A new account of `plan` with a live session, written straight into the bench's database,
 * and its cookie as a browser sends it (the app runs in production: the Secure __Host- one).
 */
export async function benchSession(options: {
  databaseUrl: string;
  sessionSecret: string;
  plan: string;
  prefix?: string;
}): Promise<string> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const userId = `${options.prefix ?? "bench"}_${options.plan}_${randomBytes(4).toString("hex")}`;
    await client.query(
      `INSERT INTO "User" (id, "authProvider", "authSubject", "subscriptionType", "updatedAt") VALUES ($1, 'bench', $1, $2, now())`,
      [userId, options.plan],
    );
    const sessionId = randomBytes(24).toString("base64url");
    await client.query(`INSERT INTO "Session" (id, "userId", "expiresAt") VALUES ($1, $2, now() + interval '1 day')`, [
      sessionId,
      userId,
    ]);
    return (await sessionCookieSignedWith(options.sessionSecret, { secure: true }).serialize(sessionId)).split(";")[0];
  } finally {
    await client.end();
  }
}
