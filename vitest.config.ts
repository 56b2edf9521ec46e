import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          include: ["tests/component/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/component.ts"],
          // Dialogs load Headless UI on first open; on a busy 2-core machine that exceeds the 5 s default.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          setupFiles: ["tests/support/database-per-file.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // As in playwright.config.ts: one retry under .ci/run, named in its summary.
          retry: Number(process.env.TEST_RETRIES ?? 0),
        },
      },
    ],
  },
});
