import { expect, expectAccessible, test } from "./fixtures";

/**
 * The profile's "Your data" section: Download my data and Delete my account, by keyboard,
 * with and without JavaScript.
 */
for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("Download my data saves a zip", async ({ page, signIn }) => {
      await signIn({ plan: "premium" });
      await page.goto("/profile");
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download my data" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^inkwell-data-\d{4}-\d{2}-\d{2}\.zip$/);
    });

    test("Delete my account marks a wrong email, then deletes the account after the right one", async ({
      page,
      signIn,
      db,
    }) => {
      const user = await signIn({ plan: "free" });
      await page.goto("/profile");
      await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();
      await expectAccessible(page);

      const field = page.getByLabel(`Type ${user.email} to confirm`);
      await field.focus();
      await page.keyboard.type("wrong@example.com");
      await page.keyboard.press("Enter");

      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAttribute("aria-describedby", "confirm-email-error");
      await expect(page.locator("#confirm-email-error")).toHaveText(
        "That is not your account's email. Type it exactly to delete your account.",
      );
      await expect(field).toBeFocused();
      await expectAccessible(page);
      expect((await db.query(`SELECT 1 FROM "User" WHERE id = $1`, [user.id])).rowCount).toBe(1);

      await field.fill(user.email);
      await page.getByRole("button", { name: "Delete my account" }).press("Enter");
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId("toast")).toContainText("Account deleted");
      await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
      expect((await db.query(`SELECT 1 FROM "User" WHERE id = $1`, [user.id])).rowCount).toBe(0);
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a link to /api/logout on another site (${javaScriptEnabled ? "with" : "without"} JavaScript)`, () => {
    test.use({ javaScriptEnabled });

    test("asks Sign out? instead of signing out, and the button signs out", async ({ page, signIn, baseURL, db }) => {
      const user = await signIn();
      // A page on another site with a link to the logout URL.
      await page.route("http://elsewhere.test/", (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><html lang="en"><title>Elsewhere</title><a href="${baseURL}/api/logout">Click me</a></html>`,
        }),
      );
      await page.goto("http://elsewhere.test/");
      await page.getByRole("link", { name: "Click me" }).click();
      await expect(page.getByRole("heading", { name: "Sign out?" })).toBeVisible();
      await expectAccessible(page);
      expect((await db.query(`SELECT 1 FROM "Session" WHERE "userId" = $1`, [user.id])).rowCount).toBe(1);

      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    });
  });
}
