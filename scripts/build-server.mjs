// Bundles the launcher and HTTP server (server/*.ts plus the app modules they import)
// into build/server/index.js; npm packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/server/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  alias: { "~": "./app" },
});
