import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * Errors keep the app shell (issue 18): a page loader that fails renders the shared status
 * page from the route's own error boundary, with the navigation (and the signed-in menu)
 * and the footer around it, with and without JavaScript.
 */
for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a loader failure (a design that does not exist) renders inside the app shell", async ({ page, signIn }) => {
      await signIn({ plan: "pro", firstName: "Rowan" });
      const response = await page.goto("/designs/no-such-design/share");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
      await expect(page.getByRole("navigation").first()).toBeVisible();
      await expect(page.getByRole("link", { name: "Inkwell" })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
      await expectAccessible(page);
    });

    test("the profile and admin notices for signed-out and non-admin visitors read as the spec says", async ({ page, signIn }) => {
      expect((await page.goto("/profile"))?.status()).toBe(401);
      await expect(page.getByRole("heading", { name: "Sign In Required" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Go Home" })).toBeVisible();
      await expect(page.getByRole("navigation").first()).toBeVisible();

      expect((await page.goto("/admin"))?.status()).toBe(401);
      await expect(page.getByText("Please log in to access admin panel.")).toBeVisible();

      await signIn({ plan: "pro" });
      expect((await page.goto("/admin"))?.status()).toBe(403);
      await expect(page.getByText("Access denied. Admin privileges required.")).toBeVisible();
      await expect(page.getByRole("navigation").first()).toBeVisible();
    });
  });
}

/**
 * Field errors (issue 18): the field to fix is marked where it stands — aria-invalid, a
 * message named by its aria-describedby, focus on it — with and without JavaScript, and with
 * JavaScript the spec's toast shows as well.
 */
async function expectMarked(page: Page, field: Locator, message: RegExp) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  expect(describedBy).not.toBe("");
  await expect(page.locator(`[id="${describedBy.split(" ")[0]}"]`)).toHaveText(message);
  await expect(field).toBeFocused();
  await expectAccessible(page);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`field errors ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("a blank description marks the description field", async ({ page }) => {
      await page.goto("/");
      const description = page.getByLabel("Describe your tattoo");
      await description.fill("   ");
      await page.getByRole("button", { name: "Generate" }).click();
      // The toast first: it goes after five seconds, and the axe check takes a while.
      if (javaScriptEnabled) await expect(page.getByTestId("toast")).toContainText("Description Required");
      else await expect(page.getByRole("alert")).toContainText("Description Required");
      await expectMarked(page, description, /describe your tattoo design/i);

      // Fixing it clears the mark (with JavaScript as one types; without it, on the next post).
      if (javaScriptEnabled) {
        await description.fill("a paper crane");
        await expect(description).not.toHaveAttribute("aria-invalid", "true");
      }
    });

    test("a blank and a too-long style name mark the style name field", async ({ page, signIn }) => {
      await signIn({ plan: "premium" });
      await page.goto("/");
      await page.getByRole("link", { name: "Add Style" }).click();
      // Without JavaScript each post answers a new page: look the dialog up afresh each time.
      const dialog = () => page.getByRole("dialog", { name: "Add Custom Style" });

      await dialog().getByRole("button", { name: "Add Custom Style" }).click();
      if (javaScriptEnabled) await expect(page.getByTestId("toast")).toContainText("Style name required");
      await expectMarked(page, dialog().getByLabel("Style name"), /enter a style name/i);

      await dialog().getByLabel("Style name").fill("Bio".repeat(20));
      await dialog().getByRole("button", { name: "Add Custom Style" }).click();
      if (javaScriptEnabled) await expect(page.getByTestId("toast")).toContainText("at most 40 characters");
      await expectMarked(page, dialog().getByLabel("Style name"), /at most 40 characters/);
      // The text stays as typed, so it can be shortened rather than typed again.
      await expect(dialog().getByLabel("Style name")).toHaveValue("Bio".repeat(20));
    });
  });
}

test.describe("field errors without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a custom size chosen but left blank marks the custom size field", async ({ page, signIn }) => {
    await signIn({ plan: "premium" });
    await page.goto("/");
    await page.getByLabel("Describe your tattoo").fill("a lantern");
    await page.getByLabel("Size", { exact: true }).selectOption("Custom Size");
    await page.getByRole("button", { name: "Generate" }).click();
    await expectMarked(page, page.getByLabel("Custom size (used when Custom Size is selected)"), /custom size/i);
    await expect(page.getByLabel("Describe your tattoo")).toHaveValue("a lantern");
  });
});
