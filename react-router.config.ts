import type { Config } from "@react-router/dev/config";

/**
 * React Router framework mode (the successor of Remix 2; docs/decisions/019-react-router.md).
 * The server build is build/server/app.js, beside the launcher (build/server/index.js) that
 * serves it with Express; the browser build is build/client.
 */
export default {
  ssr: true,
  buildDirectory: "build",
  serverBuildFile: "app.js",
  serverModuleFormat: "esm",
} satisfies Config;
