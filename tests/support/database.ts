import { randomBytes } from "node:crypto";
import pg from "pg";

/** Creates an empty database (or a copy of `template`) next to `url`; answers its URL. */
export async function createDatabase(url: string, options: { template?: string; prefix?: string } = {}) {
  const name = `${options.prefix ?? "test"}_${randomBytes(6).toString("hex")}`;
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const template = options.template ? ` TEMPLATE "${options.template}"` : "";
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}"${template}`);
        break;
      } catch (error) {
        // The template is briefly "in use" while another file copies it.
        if ((error as { code?: string }).code !== "55006" || attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      }
    }
  } finally {
    await client.end();
  }
  const result = new URL(url);
  result.pathname = `/${name}`;
  return result.toString();
}

export function databaseNameOf(url: string) {
  return new URL(url).pathname.slice(1);
}
