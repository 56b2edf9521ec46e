// Bundles the launcher and HTTP server (server/*.ts plus the app modules they import) into
// build/server/launcher.js, its entry (which starts tracing first when configured) into
// build/server/index.js, the render pool's worker thread (print PDFs, stencils, line
// measurements) into build/server/render-worker.js, beside the app's server build
// (build/server/app.js) that looks for it there, and the operator's commands (db:migrate,
// db:seed, admin:grant) into build/server/*.js, so that a production install (no dev
// dependencies, no tsx) runs them; then copies the motif atlas beside them. npm packages stay
// external.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

const shared = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  alias: { "~": "./app" },
};

await Promise.all([
  build({ ...shared, entryPoints: ["server/index.ts"], outfile: "build/server/index.js", external: ["./launcher.js"] }),
  build({ ...shared, entryPoints: ["server/launcher.ts"], outfile: "build/server/launcher.js" }),
  build({ ...shared, entryPoints: ["app/modules/renders/render-worker.ts"], outfile: "build/server/render-worker.js" }),
  ...["migrate", "seed", "admin-grant", "admin-revoke"].map((command) =>
    build({ ...shared, entryPoints: [`scripts/${command}.ts`], outfile: `build/server/${command}.js` }),
  ),
]);

// The motif atlas (app/generated/atlas, from scripts/build-atlas.mjs) travels with the build: a
// production install has no vector sets to build it from (app/modules/flash-engine/atlas).
rmSync("build/server/atlas", { recursive: true, force: true });
cpSync("app/generated/atlas", "build/server/atlas", { recursive: true });
