// After `npm ci`: the generated sources that the type checker, the tests and the build need (the
// Prisma client, and the motif atlas with the lexicon's WordNet table). A production install
// (`npm ci --omit=dev` beside a build) has neither the tools nor the need, and skips both.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("node_modules/prisma/build/index.js")) process.exit(0);
for (const script of ["scripts/prisma-generate.mjs", "scripts/build-atlas.mjs"]) {
  const result = spawnSync(process.execPath, [script], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
