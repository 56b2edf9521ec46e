import { randomBytes } from "node:crypto";
import type pg from "pg";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * The admin panel in chromium: moderation, trending topics (the app runs the local
 * engine: no text API key), and what others see. The tests that replace the topics run
 * one after the other, since every refresh replaces the whole set.
 */
test.describe.configure({ mode: "serial" });

const tag = () => randomBytes(3).toString("hex");

async function suggest(db: pg.Pool, kind: "style" | "idea", label: string) {
  const authorId = `e2e_author_${tag()}`;
  await db.query(
    `INSERT INTO "User" (id, "authProvider", "authSubject", email, "subscriptionType", "updatedAt")
     VALUES ($1, 'e2e', $1, $2, 'premium', now())`,
    [authorId, `${authorId}@example.com`],
  );
  const id = `e2e-${kind}-${tag()}`;
  if (kind === "style") {
    await db.query(`INSERT INTO "Style" (id, name, "normalizedName", "suggestedById") VALUES ($1, $2, lower($2), $3)`, [
      id,
      label,
      authorId,
    ]);
  } else {
    await db.query(
      `INSERT INTO "PopularIdea" (id, text, "normalizedText", "suggestedById") VALUES ($1, $2, lower($2), $3)`,
      [id, label, authorId],
    );
  }
  return id;
}

async function topicCount(db: pg.Pool) {
  return Number((await db.query(`SELECT count(*) FROM "TrendingTopic"`)).rows[0].count);
}

test("an admin opens the panel from the account menu and moderates by keyboard, with toasts", async ({
  page,
  signIn,
  db,
}) => {
  const styleName = `Chrome flames ${tag()}`;
  const ideaText = `A moth over a skull ${tag()}`;
  await suggest(db, "style", styleName);
  await suggest(db, "idea", ideaText);
  await db.query(`DELETE FROM "TrendingTopic"`);
  await signIn({ admin: true, firstName: "Ada", lastName: "Admin" });

  await page.goto("/");
  await page.getByLabel("Account menu for Ada Admin").click();
  await page.getByRole("link", { name: "Admin Panel" }).click();
  await expect(page.getByRole("heading", { name: "Admin Panel", level: 1 })).toBeVisible();
  for (const label of ["Total Styles", "User Suggestions", "Idea Suggestions", "Total Ideas", "XAI Topics"]) {
    await expect(page.getByTestId("stat-card").filter({ hasText: label })).toBeVisible();
  }
  await expect(page.getByTestId("stat-card").filter({ hasText: "XAI Topics" })).toContainText("0");
  await expect(page.getByText("No trending topics yet")).toBeVisible();
  await expect(page.getByRole("table").getByRole("rowheader")).toHaveText([
    "Traditional",
    "Realistic",
    "Minimalist",
    "Geometric",
    "Watercolor",
    "Blackwork",
    "Tribal",
    "Neo-traditional",
    "Japanese",
    "Dotwork",
  ]);
  await expectAccessible(page);
  // Fetchers, not page loads: this marker would not survive a navigation.
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));

  // Delete a style with the keyboard.
  const deleteStyle = page.getByRole("button", { name: `Delete style "${styleName}"` });
  await deleteStyle.focus();
  await page.keyboard.press("Enter");
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Style Deleted");
  await expect(toast).toContainText(`"${styleName}" was removed.`);
  await expect(deleteStyle).toHaveCount(0);
  await expect(page.locator("body")).not.toBeFocused(); // focus moved on, not lost
  expect((await db.query(`SELECT 1 FROM "Style" WHERE name = $1`, [styleName])).rowCount).toBe(0);

  // Delete an idea.
  const deleteIdea = page.getByRole("button", { name: `Delete idea "${ideaText}"` });
  await deleteIdea.focus();
  await page.keyboard.press("Enter");
  await expect(toast).toContainText("Idea Deleted");
  await expect(deleteIdea).toHaveCount(0);

  // Refresh the trending topics.
  await page.getByRole("button", { name: "Refresh XAI Content" }).focus();
  await page.keyboard.press("Enter");
  await expect(toast).toContainText("XAI Content Refreshed");
  const count = await topicCount(db);
  expect(count).toBeGreaterThanOrEqual(5);
  await expect(toast).toContainText(`${count} trending topics are now live.`);
  const cards = page.getByTestId("topic-card");
  await expect(cards).toHaveCount(count);
  await expect(page.getByTestId("topic-count")).toHaveText(String(count));
  await expect(page.getByTestId("stat-card").filter({ hasText: "XAI Topics" })).toContainText(String(count));
  await expect(cards.first().getByText("Tattoo ideas")).toBeVisible();

  // Remove one topic, down the page: the page stays where it is.
  const card = cards.nth(2);
  const name = (await card.getByRole("heading").textContent())!.trim();
  const remove = card.getByRole("button", { name: `Remove topic "${name}"` });
  await remove.focus();
  // Somewhere that is not the section's top, where a jump to #trending-topics would land.
  const scrolled = await page.evaluate(() => {
    window.scrollBy(0, 150);
    return window.scrollY;
  });
  expect(scrolled).toBeGreaterThan(300);
  await page.keyboard.press("Enter");
  await expect(toast).toContainText("Topic Deleted");
  await expect(toast).toContainText(`"${name}" was removed.`);
  await expect(cards).toHaveCount(count - 1);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page.getByTestId("topic-count")).toHaveText(String(count - 1));
  expect(await topicCount(db)).toBe(count - 1);
  await expect(page.locator("body")).not.toBeFocused();

  expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  await expectAccessible(page);
});

test("a delete that fails shows 'Delete Failed' with the reason", async ({ page, signIn, db }) => {
  const styleName = `Vanishing style ${tag()}`;
  const id = await suggest(db, "style", styleName);
  await signIn({ admin: true });
  await page.goto("/admin");
  // Someone else deletes it first.
  await db.query(`DELETE FROM "Style" WHERE id = $1`, [id]);
  await page.getByRole("button", { name: `Delete style "${styleName}"` }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Delete Failed");
  await expect(toast).toContainText("This style no longer exists. It may have been deleted already.");
  await expect(page.getByTestId("style-row").filter({ hasText: styleName })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every admin button is a form that works, with the toast after the page reloads", async ({
    page,
    signIn,
    db,
  }) => {
    const styleName = `No-JS style ${tag()}`;
    const ideaText = `No-JS idea ${tag()}`;
    await suggest(db, "style", styleName);
    await suggest(db, "idea", ideaText);
    await signIn({ admin: true });
    await page.goto("/admin");
    await expectAccessible(page);

    await page.getByRole("button", { name: `Delete style "${styleName}"` }).click();
    await expect(page).toHaveURL(/\/admin#user-styles$/);
    await expect(page.getByTestId("toast")).toContainText("Style Deleted");
    await expect(page.getByTestId("style-row").filter({ hasText: styleName })).toHaveCount(0);

    await page.getByRole("button", { name: `Delete idea "${ideaText}"` }).click();
    await expect(page.getByTestId("toast")).toContainText("Idea Deleted");
    await expect(page.getByTestId("idea-row").filter({ hasText: ideaText })).toHaveCount(0);

    await page.getByRole("button", { name: "Refresh XAI Content" }).click();
    await expect(page).toHaveURL(/\/admin#trending-topics$/);
    const count = await topicCount(db);
    await expect(page.getByTestId("toast")).toContainText(
      `XAI Content Refreshed${count} trending topics are now live.`,
    );
    await expect(page.getByTestId("topic-card")).toHaveCount(count);

    const first = page.getByTestId("topic-card").first();
    const name = (await first.getByRole("heading").textContent())!.trim();
    await first.getByRole("button", { name: `Remove topic "${name}"` }).click();
    await expect(page.getByTestId("toast")).toContainText("Topic Deleted");
    await expect(page.getByTestId("topic-card")).toHaveCount(count - 1);
    await expectAccessible(page);
  });
});

test("a plain user sees the denial, and a signed-out visitor the sign-in message", async ({
  page,
  signIn,
  context,
  baseURL,
}) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(`${baseURL}/sign-in?redirectTo=%2Fadmin`);
  await expect(page.getByText("Please log in to access admin panel.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Login" })).toHaveAttribute(
    "href",
    "/api/login?redirectTo=%2Fadmin",
  );
  await expectAccessible(page);

  await signIn({ plan: "pro" });
  const denied = await page.goto("/admin");
  expect(denied?.status()).toBe(403);
  await expect(page.getByText("Access denied. Admin privileges required.")).toBeVisible();
  await expect(page.getByRole("button", { name: /Delete|Refresh/ })).toHaveCount(0);
  await expectAccessible(page);

  // The API says the same, as JSON.
  const api = await context.request.get("/api/scheduler-status");
  expect(api.status()).toBe(403);
  expect(await api.json()).toEqual({ message: "Access denied. Admin privileges required." });
});

test("fits a phone screen", async ({ page, signIn, db }) => {
  await suggest(db, "style", `A rather long user-suggested style name ${tag()} that has to wrap`);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn({ admin: true });
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Panel", level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
