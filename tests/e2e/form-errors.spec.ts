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
