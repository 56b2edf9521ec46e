// Generates the Prisma client. Offline machines cannot download Prisma's native schema
// engine, which `prisma generate` does not need: point it at /bin/false there so the CLI
// stops trying. Machines that have an engine keep Prisma's normal behaviour.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

const enginesDir = "node_modules/@prisma/engines";
const hasEngine =
  process.env.PRISMA_SCHEMA_ENGINE_BINARY ||
  (existsSync(enginesDir) && readdirSync(enginesDir).some((f) => f.startsWith("schema-engine")));
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
if (!hasEngine) env.PRISMA_SCHEMA_ENGINE_BINARY = "/bin/false";

if (!existsSync("prisma/schema.prisma")) process.exit(0);
const result = spawnSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], {
  stdio: "inherit",
  env,
});
process.exit(result.status ?? 1);
