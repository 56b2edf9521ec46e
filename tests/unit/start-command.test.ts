import { spawn } from "node:child_process";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * A container's SIGTERM must reach the app (issue 39): `npm start` runs its script with `sh -c`, and the
 * script's shell must replace itself with node, so node is npm's own child and gets the signal npm
 * forwards. Checked by running the script as npm does, with a stand-in `node` first in PATH that says
 * its process id: the same as the shell's only if the shell exec'ed it.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
let bin: string;

beforeAll(async () => {
  bin = await mkdtemp(path.join(tmpdir(), "inkwell-start-"));
  const standIn = path.join(bin, "node");
  await writeFile(standIn, '#!/bin/sh\necho "$$ MALLOC_ARENA_MAX=$MALLOC_ARENA_MAX $*"\n');
  await chmod(standIn, 0o755);
});
afterAll(() => rm(bin, { recursive: true, force: true }));

function runAsNpmDoes(script: string, env: Record<string, string> = {}): Promise<{ shellPid: number; said: string }> {
  const child = spawn("sh", ["-c", script], {
    env: { PATH: `${bin}:${process.env.PATH}`, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let said = "";
  child.stdout.on("data", (chunk: Buffer) => (said += chunk.toString()));
  return new Promise((resolve) => child.on("close", () => resolve({ shellPid: child.pid!, said: said.trim() })));
}

describe("npm start", () => {
  it("runs node itself in place of its shell, with the heap cap and glibc's arenas set", async () => {
    const { scripts } = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8")) as {
      scripts: { start: string };
    };
    const { shellPid, said } = await runAsNpmDoes(scripts.start);
    expect(said).toBe(`${shellPid} MALLOC_ARENA_MAX=1 --max-old-space-size=320 build/server/index.js`);
    const tuned = await runAsNpmDoes(scripts.start, { MALLOC_ARENA_MAX: "4", HEAP_LIMIT_MB: "512" });
    expect(tuned.said).toBe(`${tuned.shellPid} MALLOC_ARENA_MAX=4 --max-old-space-size=512 build/server/index.js`);
  });

  it("is what docs/deploy.md's container runs: node, no npm and no shell", async () => {
    const deploy = await readFile(path.join(ROOT, "docs/deploy.md"), "utf8");
    expect(deploy).toContain('CMD ["node", "--max-old-space-size=320", "build/server/index.js"]');
  });
});
