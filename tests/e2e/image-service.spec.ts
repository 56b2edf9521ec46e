import pg from "pg";
import { startApp, type RunningApp } from "../support/app-server";
import { drawSampleDesignsAhead } from "../support/fake-images";
import { startFakeOpenAi } from "../support/fake-openai";
import { test as base, expect, expectAccessible, GENERATION_TIMEOUT } from "./fixtures";

/**
 * The image service as people and the operator see it (issue 34, decision 024), on an instance
 * of the built app configured as production is: OpenAI (a stand-in that answers as the API does),
 * then the embedded engine. It has a database of its own, so the run's main instance (the
 * embedded engine only) never takes its generation jobs off the shared queue.
 *
 * A person's design drawn by OpenAI says so on the artist's share page ("Drawn with"); when OpenAI
 * fails, the engine's stand-in says so on its card. The admin panel's image service section shows
 * the chain, a model shutting down in ten days, today's spend and the budget it passed.
 */
const DATABASE = "inkwell_image_service";
const databaseUrl = () => {
  const url = new URL(process.env.E2E_DATABASE_URL!);
  url.pathname = `/${DATABASE}`;
  return url.toString();
};

const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

interface ImageService {
  app: RunningApp;
  openai: Awaited<ReturnType<typeof startFakeOpenAi>>;
}

/**
 * The shared fixtures pointed at this instance and its database (signIn writes the user there);
 * the instance, its database and the OpenAI stand-in are made once for the worker.
 */
const test = base.extend<object, { service: ImageService }>({
  service: [
    async ({}, use) => {
      const server = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
      await server.connect();
      await server.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
      await server.query(`CREATE DATABASE ${DATABASE}`);
      await server.end();
      const openai = await startFakeOpenAi();
      openai.state.shutdownDates["gpt-image-2.6-flare"] = inTenDays;
      await drawSampleDesignsAhead();
      const app = await startApp({
        env: {
          DATABASE_URL: databaseUrl(),
          SESSION_SECRET: process.env.E2E_SESSION_SECRET!,
          OPENAI_API_KEY: "sk-test-local",
          OPENAI_BASE_URL: openai.baseURL,
          OPENAI_TIMEOUT_MS: "20000",
          IMAGE_DAILY_BUDGET_USD: "5",
        },
      });
      await use({ app, openai });
      await app.dispose();
      await openai.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ service }, use) => use(service.app.url),
  db: async ({}, use) => {
    const pool = new pg.Pool({ connectionString: databaseUrl(), max: 2 });
    await use(pool);
    await pool.end();
  },
});

test.describe.configure({ mode: "serial" });

const STAND_IN = "Drawn by Inkwell's own engine: the image service could not take it just now.";

test("a design says who drew it: OpenAI on the artist's share page, the engine on its card when OpenAI failed", async ({
  page,
  browser,
  signIn,
  service: { openai },
}) => {
  // Two generations and a second browser on a 2-core machine that runs other suites too.
  test.setTimeout(150_000);
  await signIn({ plan: "premium" });
  const gallery = page.getByRole("region", { name: "Your Generated Designs" });

  const drawn = "a swallow carrying a banner";
  await page.goto("/");
  await page.getByLabel("Describe your tattoo").fill(drawn);
  await page.getByRole("button", { name: "Generate" }).click();
  const card = gallery.getByTestId("design-card").first();
  await expect(card).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(card).not.toContainText(STAND_IN);
  expect(openai.state.requests.filter((request) => request.path === "/v1/images/generations")).toHaveLength(1);

  await card.getByRole("link", { name: `Share with your artist: ${drawn}` }).click();
  await page.getByRole("button", { name: "Create share link" }).click();
  const link = await page.getByRole("textbox", { name: `Share link for ${drawn}` }).inputValue();
  const artist = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shared = await artist.newPage();
  await shared.goto(link);
  await expect(shared.getByRole("heading", { level: 1, name: drawn })).toBeVisible();
  await expect(shared.getByText("OpenAI (gpt-image-2.6-flare)")).toBeVisible();
  await expectAccessible(shared);
  await artist.close();

  // OpenAI answers 5xx: the engine draws instead, and the card says so.
  openai.state.mode = "error";
  const failed = "a dagger through a rose";
  await page.goto("/");
  await page.getByLabel("Describe your tattoo").fill(failed);
  await page.getByRole("button", { name: "Generate" }).click();
  const standIn = gallery.getByTestId("design-card").filter({ hasText: STAND_IN });
  await expect(standIn.first()).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(gallery.getByTestId("design-card").filter({ hasText: drawn }).filter({ hasText: STAND_IN })).toHaveCount(
    0,
  );
  expect(openai.state.requests.filter((request) => request.path === "/v1/images/generations")).toHaveLength(2);
  await expectAccessible(page);
  openai.state.mode = "ok";
});

for (const width of [1280, 390]) {
  test(`the admin panel's image service section at ${width} px`, async ({ page, signIn, db }) => {
    await page.setViewportSize({ width, height: 900 });
    // Today's spend past OpenAI's budget (5 USD): its generations go to the next in the chain.
    await db.query(`DELETE FROM "ImageSpend"`);
    await db.query(
      `INSERT INTO "ImageSpend" (id, provider, model, job, "costUsd") VALUES
         ('e2e-spend-1', 'openai', 'gpt-image-2.6-flare', 'generate', 4.25),
         ('e2e-spend-2', 'openai', 'gpt-image-2.6-sunburst', 'pro', 1.5)`,
    );
    await signIn({ admin: true, firstName: "Ada", lastName: "Admin" });
    const section = page.getByRole("region", { name: "Image service" });
    const line = `Image model gpt-image-2.6-flare (openai, generate): shuts down on ${inTenDays}; set OPENAI_IMAGE_MODEL`;
    // The instance checked its models when it started; the line is there once that check answered.
    await expect(async () => {
      await page.goto("/admin");
      await expect(section.getByText(line)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });

    await expect(section).toContainText("Designs are drawn by OpenAI, then the built-in engine.");
    const openaiRow = section.getByTestId("image-spend-row").filter({ hasText: "OpenAI" });
    await expect(openaiRow).toContainText("$5.75");
    await expect(openaiRow).toContainText("2 calls");
    await expect(openaiRow).toContainText("$5.00");
    await expect(openaiRow).toContainText("Over today's budget: generations go to the built-in engine");
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page);
    await section.screenshot({ path: test.info().outputPath(`image-service-${width}.png`) });
  });
}
