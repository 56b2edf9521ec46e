import { expect, expectAccessible, test } from "./fixtures";

test.describe("the page shell", () => {
  test("shows the product name, a Login button and the footer", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Inkwell" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/api/login");
    for (const name of ["Contact Us", "Privacy Policy", "Terms of Service"]) {
      await expect(page.getByRole("contentinfo").getByRole("link", { name })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test("opens the footer modals, by mouse and by keyboard", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Terms of Service" }).click();
    const terms = page.getByRole("dialog", { name: "Terms of Service" });
    await expect(terms).toContainText("auto-renew monthly");
    await expect(terms).toContainText("30 days notice");
    await expect(terms).toContainText("Commercial use needs a Pro subscription");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(terms).toBeHidden();

    await page.getByRole("link", { name: "Contact Us" }).focus();
    await page.keyboard.press("Enter");
    const contact = page.getByRole("dialog", { name: "Contact Us" });
    await expect(contact).toContainText("replies within 24 hours");
    await expect(contact.getByRole("link", { name: "support@inkwell.example" })).toBeVisible();
    await contact.getByRole("button", { name: "Close" }).click();
    await expect(contact).toBeHidden();
    await expect(page.getByRole("link", { name: "Contact Us" })).toBeFocused();
  });

  test("credits the artists of the motif sets and the lettering fonts, from the footer, at desktop and phone widths", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Credits" }).click();
    await expect(page.getByRole("heading", { name: "Credits", level: 1 })).toBeVisible();
    const gameIcons = page.getByRole("region", { name: "Game Icons" });
    await expect(gameIcons).toContainText("CC BY 3.0");
    await expect(gameIcons.getByRole("link", { name: "Lorc" })).toBeVisible();
    await expect(gameIcons.getByRole("link", { name: "Delapouite" })).toBeVisible();
    // Every font of the lettering studio (issue 37), with its authors and its licence.
    const fonts = page.getByRole("region", { name: "Lettering fonts" }).getByRole("listitem");
    expect(await fonts.count()).toBeGreaterThanOrEqual(30);
    await expect(fonts.filter({ hasText: "Great Vibes" })).toContainText("SIL Open Font License 1.1");
    await expect(fonts.filter({ hasText: "Special Elite" })).toContainText("Apache License 2.0");
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
  });

  test("shows the 404 page for unknown paths", async ({ page }) => {
    const response = await page.goto("/somewhere/else");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("footer modals still open as pages of their own", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/dialog=privacy/);
    const privacy = page.getByRole("dialog", { name: "Privacy Policy" });
    await expect(privacy).toContainText("Stripe");
    await privacy.getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
