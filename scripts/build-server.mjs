// Bundles the launcher and HTTP server (server/*.ts plus the app modules they import)
// into build/server/index.js, and the render pool's worker thread (print PDFs, stencils,
// line measurements) into build/server/render-worker.js, beside it, where the app's
// server build (build/server/app.js) looks for it; npm packages stay external.
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
  build({ ...shared, entryPoints: ["server/index.ts"], outfile: "build/server/index.js" }),
  build({ ...shared, entryPoints: ["app/modules/renders/render-worker.ts"], outfile: "build/server/render-worker.js" }),
]);
