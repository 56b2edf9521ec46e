/**
 * Makes a user an administrator:  npm run admin:grant -- person@example.com
 * The person must have signed in once (so their account exists).
 */
import pg from "pg";
import { withDatabase } from "./lib/database";

const email = process.argv[2]?.trim().toLowerCase();
if (!email || !email.includes("@")) {
  console.error("Usage: npm run admin:grant -- person@example.com");
  process.exit(2);
}

const updated = await withDatabase(async (url) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(`UPDATE "User" SET role = 'admin', "updatedAt" = now() WHERE email = $1`, [
      email,
    ]);
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
});

if (updated === 0) {
  console.error(`No account with the email ${email}: sign in once, then run this again.`);
  process.exit(1);
}
console.log(`${email} is now an administrator.`);
