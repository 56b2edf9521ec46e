import { expect, expectAccessible, fullSizeWidth, GENERATION_TIMEOUT, test } from "./fixtures";

test.describe("the generator", () => {
  test("a visitor generates designs and sees them in the gallery with the spec's badges", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Describe your tattoo").fill("a wolf howling at the moon");
    await page.getByText("Minimalist", { exact: true }).click();
    await page.getByText("Geometric", { exact: true }).click();
    await page.getByLabel("Size").selectOption("Large (20+ cm)");
    await page.getByLabel("Complexity").selectOption("Simple");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      "**/api/generate",
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByRole("button", { name: "Generate" }).click();

    await expect(page.getByRole("heading", { name: "Creating Your Design" })).toBeVisible();
    await expect(page.getByRole("progressbar")).toBeVisible();
    await expect
      .poll(async () => Number(await page.getByRole("progressbar").getAttribute("aria-valuenow")))
      .toBeGreaterThan(0);
    release();
    const gallery = page.getByRole("region", { name: "Your Generated Designs" });
    await expect(gallery).toBeVisible({ timeout: GENERATION_TIMEOUT });
    const cards = gallery.getByTestId("design-card");
    await expect(cards).toHaveCount(2);
    const card = cards.first();
    await expect(card.getByText("Minimalist", { exact: true })).toBeVisible();
    await expect(card.getByText("Watermarked")).toBeVisible();
    await expect(card.getByRole("list", { name: "Tags" })).toHaveText("Geometric");
    await expect(card.getByText("Simple")).toBeVisible();
    await expect(card.getByText("Large (20+ cm)")).toBeVisible();
    await expect(card.getByText("512x512")).toBeVisible();
    const img = card.getByRole("img");
    await expect(img).toHaveJSProperty("complete", true);
    // The card shows a display version; the design itself (the PNG) is 512 px.
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/display\/\d+$/);
    expect(await img.evaluate(fullSizeWidth)).toBe(512);
    await expect(card.getByRole("link", { name: /^Download/ })).toHaveAttribute("download", /^tattoo-design-.+\.png$/);
    await expectAccessible(page);

    // Generate More puts new designs at the front; closing clears the gallery.
    const firstId = await img.getAttribute("src");
    await gallery.getByRole("button", { name: "Generate More Designs" }).click();
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(2).getByRole("img")).toHaveAttribute("src", firstId!);
    await gallery.getByRole("button", { name: "Close gallery" }).click();
    await expect(gallery).toBeHidden();
  });

  test("an empty description shows 'Description Required'", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Generate" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Description Required");
    await expect(toast).toContainText("Please describe your tattoo design.");
  });

  test("a free user's eleventh generation of the day opens 'Choose Your Plan'", async ({ page, signIn, db }) => {
    const user = await signIn({ plan: "free" });
    await db.query(
      `UPDATE "User" SET "generationsUsedToday" = 10, "generationsDay" = (now() at time zone 'utc')::date,
         "generationsUsedThisMonth" = 10, "generationsMonth" = date_trunc('month', now() at time zone 'utc')::date WHERE id = $1`,
      [user.id],
    );
    await page.goto("/");
    await expect(page.getByTestId("usage-counter")).toContainText("Today: 10/10");
    await page.getByLabel("Describe your tattoo").fill("a phoenix");
    await page.getByRole("button", { name: "Generate" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Your Plan" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Unlock unlimited creativity with Inkwell Premium or Pro");
    await expect(dialog.getByRole("button", { name: "Current Plan" })).toBeDisabled();
  });

  test("the usage counter follows generations", async ({ page, signIn }) => {
    await signIn({ plan: "free" });
    await page.goto("/");
    await page.getByLabel("Describe your tattoo").fill("a lighthouse");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByRole("region", { name: "Your Generated Designs" })).toBeVisible({
      timeout: GENERATION_TIMEOUT,
    });
    await expect(page.getByTestId("usage-counter")).toContainText("Today: 1/10");
    await expect(page.getByTestId("usage-counter")).toContainText("Month: 1/40");
  });

  test("suggestions: Tab inserts, Esc removes, popular ideas fill the description", async ({ page }) => {
    await page.goto("/");
    const description = page.getByLabel("Describe your tattoo");
    const suggestion = (await page.getByTestId("suggestion").textContent())!;
    await description.focus();
    await page.keyboard.press("Tab");
    await expect(description).toHaveValue(suggestion);
    await expect(description).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(description).toHaveValue("");

    await page.getByRole("link", { name: "Phoenix rising" }).click();
    await expect(description).toHaveValue("Phoenix rising");
    // Inserting into a non-empty description asks: OK replaces.
    page.once("dialog", (dialog) => void dialog.accept());
    await description.focus();
    await page.keyboard.press("Tab");
    await expect(description).toHaveValue(suggestion);
  });

  test("designs made before signing in are restored to the account", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Describe your tattoo").fill("a mushroom");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByTestId("design-card")).toHaveCount(2, { timeout: GENERATION_TIMEOUT });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("inkwell:temporary-designs") ?? "[]"));
    expect(stored).toHaveLength(2);

    // A reload shows them again.
    await page.reload();
    await expect(page.getByTestId("design-card")).toHaveCount(2);

    await page.getByRole("link", { name: "Login" }).click();
    await page.getByLabel("Email").fill(`restore-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("usage-counter")).toBeVisible();
    await expect(page.getByTestId("design-card")).toHaveCount(2);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("inkwell:temporary-designs"))).toBeNull();
    await page.goto("/profile#generation-history");
    await expect(page.getByRole("region", { name: "Generation history" }).getByRole("listitem")).toHaveCount(2);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form generates and the answer shows the gallery", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Describe your tattoo").fill("an anchor with a rope");
    await page.getByText("Traditional", { exact: true }).click();
    await page.getByRole("button", { name: "Generate" }).click();
    const gallery = page.getByRole("region", { name: "Your Generated Designs" });
    await expect(gallery).toBeVisible({ timeout: GENERATION_TIMEOUT });
    await expect(gallery.getByTestId("design-card")).toHaveCount(2);
    await expect(gallery.getByText("Watermarked").first()).toBeVisible();
    await expectAccessible(page);
  });

  test("errors appear as text", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByRole("alert")).toContainText("Description Required");
    await expect(page.getByRole("alert")).toContainText("Please describe your tattoo design.");
  });
});

test("the suggestion box's one-time hints: a keyboard tip on first focus, a note when Tab inserts the suggestion", async ({
  page,
}) => {
  await page.goto("/");
  const description = page.getByLabel("Describe your tattoo");
  await description.focus();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Press Tab to use the suggestion and Esc to remove it.");
  await description.press("Tab");
  await expect(toast).toContainText("Suggestion inserted");
  await expect(description).not.toHaveValue("");
  // Once per browser: focusing again shows no second tip.
  await page.reload();
  await page.getByLabel("Describe your tattoo").focus();
  await expect(page.getByLabel("Describe your tattoo")).toBeFocused();
  await expect(page.getByTestId("toast").filter({ hasText: "Press Tab" })).toHaveCount(0);
});
