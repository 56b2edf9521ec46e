/**
 * Takes the admin role back:  npm run admin:revoke -- person@example.com
 * The account stays (a member again); every session of it ends, so no session made as an
 * administrator goes on. An email still listed in ADMIN_EMAILS gets the role again at its
 * next sign-in: remove it there first (the command says so).
 */
import pg from "pg";
import { parseEnv } from "../app/utils/env.server";
import { withDatabase } from "./lib/database";

const email = process.argv[2]?.trim().toLowerCase();
if (!email || !email.includes("@")) {
  console.error("Usage: npm run admin:revoke -- person@example.com");
  process.exit(2);
}

const outcome = await withDatabase(async (url) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN");
    const user = await client.query<{ id: string }>(
      `UPDATE "User" SET role = 'user', "updatedAt" = now() WHERE email = $1 RETURNING id`,
      [email],
    );
    const id = user.rows[0]?.id;
    const sessions = id ? await client.query(`DELETE FROM "Session" WHERE "userId" = $1`, [id]) : null;
    await client.query("COMMIT");
    return id ? { sessions: sessions?.rowCount ?? 0 } : null;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
});

if (!outcome) {
  console.error(`No account with the email ${email}.`);
  process.exit(1);
}
console.log(`${email} is no longer an administrator; ${outcome.sessions} of its sessions ended.`);
if (parseEnv(process.env).ADMIN_EMAILS.includes(email))
  console.warn(
    `${email} is still in ADMIN_EMAILS: remove it there, or its next sign-in makes it an administrator again.`,
  );
