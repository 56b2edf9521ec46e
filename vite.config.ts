import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/** The app's build (React Router framework mode on Vite); tests use vitest.config.ts. */
export default defineConfig(({ command, isSsrBuild }) => {
  const home = homePageModules();
  return {
    plugins: [reactRouter(), home.plugin, plainDynamicImports()],
    resolve: {
      tsconfigPaths: true,
      alias: command === "build" && !isSsrBuild ? reactRouterProductionBuild() : [],
    },
    // Prisma's runtime goes into the server build: a production install then needs no
    // @prisma/client package, whose optional peer would bring the whole Prisma CLI along.
    ssr: { noExternal: ["@prisma/client", "@prisma/client-runtime-utils"] },
    build: {
      // Fonts and images stay files (cached apart from the code), never inlined data URLs.
      assetsInlineLimit: 0,
      modulePreload: false,
      sourcemap: process.env.SOURCEMAP === "1",
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              // The home page's JavaScript budget (docs/decisions/004-javascript-budget.md): two files
              // instead of about twenty 1 KB chunks, which gzip as one and arrive in two requests.
              codeSplitting: {
                groups: [
                  {
                    name: "framework",
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|rolldown[\\/]runtime/,
                    priority: 2,
                  },
                  { name: "home", test: (id: string) => home.has(id), priority: 1 },
                ],
              },
            },
          },
    },
  };
});

/**
 * React Router's exports name only its development build (remix-run/react-router issues 12532 and
 * 14102): its dev warnings ship to every browser. The browser bundle holds the only copy of React
 * Router, so it can take the production build the package also ships; the server keeps the
 * package's own resolution, which @react-router/express and the rest share.
 */
function reactRouterProductionBuild() {
  const dist = path.resolve("node_modules/react-router/dist/production");
  return [
    { find: /^react-router$/, replacement: path.join(dist, "index.mjs") },
    { find: /^react-router\/dom$/, replacement: path.join(dist, "dom-export.mjs") },
  ];
}

/**
 * The app modules the home page imports statically (root and the index route, and what they
 * import, but not what they load on demand), found once the module graph is complete.
 */
function homePageModules() {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: "inkwell:home-page-modules",
    apply: "build",
    buildEnd() {
      if (this.environment.name !== "client") return;
      const starts = [...this.getModuleIds()].filter((id) =>
        /[\\/]app[\\/](root|routes[\\/]_index)\.tsx(\?|$)/.test(id),
      );
      const queue = [...starts];
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (modules.has(id) || /node_modules/.test(id)) continue;
        modules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
}

/**
 * Vite wraps every dynamic import in its preload helper, even with `modulePreload: false`, for the
 * stylesheets a lazily loaded chunk may bring (vitejs/vite issue 18551). Ours bring none (the
 * stylesheet is inlined in each page, decision 004), so the helper would only ever call the import:
 * it is that and nothing more here, 0.5 KB less on the home page.
 */
function plainDynamicImports(): Plugin {
  const helper = "\0vite/preload-helper.js";
  return {
    name: "inkwell:plain-dynamic-imports",
    enforce: "pre",
    apply: "build",
    resolveId: (id) => (id === helper ? id : null),
    load: (id) => (id === helper ? "export const __vitePreload = (load) => load();" : null),
  };
}
