import type pg from "pg";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * Issue 26's two limit messages, as people see them at desktop and phone widths, with and
 * without JavaScript: a paying customer at the fair-use ceiling is told their plan's ceiling
 * and when to go on, with no upgrade offer; a free account whose day is spent sees the spec's
 * upgrade dialog, even inside a busy minute. Each state is saved as a screenshot to look at
 * (test-results/limit-messages/).
 */

/** The account has used its 20 generations or customizations of this minute (the shared counter). */
async function spendMinute(db: pg.Pool, userId: string) {
  await db.query(
    `INSERT INTO "RateLimit" (key, points, expire) VALUES ($1, 20, $2) ON CONFLICT (key) DO UPDATE SET points = 20`,
    [`generation:account:20/60:a:${userId}`, Date.now() + 60_000],
  );
}

async function spendDay(db: pg.Pool, userId: string) {
  await db.query(
    `UPDATE "User" SET "generationsUsedToday" = 10, "generationsDay" = (now() at time zone 'utc')::date,
       "generationsUsedThisMonth" = 10, "generationsMonth" = date_trunc('month', now() at time zone 'utc')::date WHERE id = $1`,
    [userId],
  );
}

const FAIR_USE_MESSAGE =
  /^Fair-use limit reached for your Premium plan: at most 20 generations or customizations a minute\. Please try again in \d+ seconds\.$/;

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.describe("with JavaScript", () => {
      test("a Premium customer at the fair-use ceiling is told their plan's ceiling and when to go on, with no upgrade", async ({
        page,
        signIn,
        db,
      }) => {
        const user = await signIn({ plan: "premium" });
        await spendMinute(db, user.id);
        await page.goto("/");
        await page.getByLabel("Describe your tattoo").fill("a paper boat");
        await page.getByRole("button", { name: "Generate" }).click();
        const toast = page.getByTestId("toast");
        await expect(toast).toContainText("Generation Limit Reached");
        await expect(toast.getByText(FAIR_USE_MESSAGE)).toBeVisible();
        await expect(toast.getByRole("button", { name: /upgrade/i })).toHaveCount(0);
        await expect(page.getByRole("dialog", { name: "Choose Your Plan" })).toHaveCount(0);
        await page.screenshot({ path: `test-results/limit-messages/fair-use-js-${viewport.width}.png` });
        await expectAccessible(page);
      });

      test("a free account whose day is spent inside a busy minute sees the upgrade dialog", async ({
        page,
        signIn,
        db,
      }) => {
        const user = await signIn({ plan: "free" });
        await spendDay(db, user.id);
        await spendMinute(db, user.id);
        await page.goto("/");
        await page.getByLabel("Describe your tattoo").fill("a phoenix");
        await page.getByRole("button", { name: "Generate" }).click();
        const dialog = page.getByRole("dialog", { name: "Choose Your Plan" });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText("Unlock unlimited creativity with Inkwell Premium or Pro");
        await page.screenshot({ path: `test-results/limit-messages/daily-js-${viewport.width}.png` });
        await expectAccessible(page);
      });
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("a Premium customer at the fair-use ceiling reads the same message as text, with no plans offered", async ({
        page,
        signIn,
        db,
      }) => {
        const user = await signIn({ plan: "premium" });
        await spendMinute(db, user.id);
        await page.goto("/");
        await page.getByLabel("Describe your tattoo").fill("a paper boat");
        await page.getByRole("button", { name: "Generate" }).click();
        const alert = page.getByRole("alert").filter({ hasText: "Generation Limit Reached" });
        await expect(alert.getByText(FAIR_USE_MESSAGE)).toBeVisible();
        await expect(alert.getByRole("link", { name: "See plans" })).toHaveCount(0);
        await page.screenshot({ path: `test-results/limit-messages/fair-use-nojs-${viewport.width}.png` });
        await expectAccessible(page);
      });

      test("a free account whose day is spent inside a busy minute lands on the upgrade dialog", async ({
        page,
        signIn,
        db,
      }) => {
        const user = await signIn({ plan: "free" });
        await spendDay(db, user.id);
        await spendMinute(db, user.id);
        await page.goto("/");
        await page.getByLabel("Describe your tattoo").fill("a phoenix");
        await page.getByRole("button", { name: "Generate" }).click();
        await expect(page).toHaveURL(/\/\?dialog=upgrade$/);
        const dialog = page.getByRole("dialog", { name: "Choose Your Plan" });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText("Unlock unlimited creativity with Inkwell Premium or Pro");
        await page.screenshot({ path: `test-results/limit-messages/daily-nojs-${viewport.width}.png` });
        await expectAccessible(page);
      });
    });
  });
}
