import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** A random secret generated once and kept in the data folder (never for production). */
export async function readOrCreateSecret(file: string): Promise<string> {
  if (existsSync(file)) {
    const existing = (await readFile(file, "utf8")).trim();
    if (existing.length >= 32) return existing;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
