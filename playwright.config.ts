import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests in Debian's chromium against the built app (started by
 * tests/e2e/global-setup.ts with its own PostgreSQL). Playwright cannot download
 * browsers here, so the system chromium is used.
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  // .ci/run retries a failed test once (TEST_RETRIES=1) and its summary names each test that
  // passed only on the retry; a local `npm test` never retries.
  retries: Number(process.env.TEST_RETRIES ?? 0),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-quic",
      ],
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
});
