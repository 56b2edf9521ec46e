import type { Page } from "@playwright/test";
import { expect, expectAccessible, GENERATION_TIMEOUT, test } from "./fixtures";

async function generate(page: Page, description = "a swallow with a banner") {
  await page.getByLabel("Describe your tattoo").fill(description);
  await page.getByRole("button", { name: "Generate" }).click();
  const gallery = page.getByRole("region", { name: "Your Generated Designs" });
  await expect(gallery.getByTestId("design-card").first()).toBeVisible({ timeout: GENERATION_TIMEOUT });
  return gallery;
}

test("the viewer zooms by keys and buttons, resets by its percentage, and returns focus", async ({ page }) => {
  await page.goto("/");
  const gallery = await generate(page, "a koi fish");
  const opener = gallery.getByRole("button", { name: /^Open a koi fish in the viewer/ }).first();
  await opener.click();
  const viewer = page.getByRole("dialog", { name: "a koi fish" });
  await expect(viewer).toBeVisible();
  const percent = viewer.getByRole("button", { name: /reset to 100%/ });
  await expect(percent).toHaveText("100%");
  await page.keyboard.press("+");
  await expect(percent).toHaveText("120%");
  await page.keyboard.press("=");
  await expect(percent).toHaveText("144%");
  await page.keyboard.press("-");
  await expect(percent).toHaveText("120%");
  await page.keyboard.press("0");
  await expect(percent).toHaveText("100%");
  await viewer.getByRole("button", { name: "Zoom in" }).click();
  await expect(percent).toHaveText("120%");
  await viewer.getByRole("button", { name: "Zoom out" }).click();
  await viewer.getByRole("button", { name: "Zoom out" }).click();
  await expect(percent).toHaveText("83%");
  await percent.click();
  await expect(percent).toHaveText("100%");
  // Wheel zoom: one notch towards the screen is x1.1.
  await page.getByTestId("viewer-stage").hover();
  await page.mouse.wheel(0, -100);
  await expect(percent).toHaveText("110%");
  for (let i = 0; i < 30; i++) await page.keyboard.press("+");
  await expect(percent).toHaveText("500%");
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
});

test("a premium user customizes a design with a colour theme", async ({ page, signIn }) => {
  await signIn({ plan: "premium" });
  await page.goto("/");
  const gallery = await generate(page, "a rose");
  await expect(gallery.getByTestId("design-card")).toHaveCount(2);
  await gallery.getByRole("link", { name: "Customize" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Customize Your Design" });
  await expect(dialog.getByRole("img", { name: /Original design: a rose/ })).toBeVisible();
  for (const section of ["Color Enhancement", "Custom Instructions", "Style Transformation", "Creative Surprise"]) {
    await expect(dialog.getByRole("heading", { name: section })).toBeVisible();
  }
  await expect(dialog.getByRole("button", { name: "Apply Instructions" })).toBeDisabled();
  await expectAccessible(page);
  // Hold the answer back a little so the loading view can be checked, whatever the machine's speed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    "**/api/edit",
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await dialog.getByText("Pastel", { exact: true }).click();
  await dialog.getByRole("button", { name: "Apply Color Theme" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Customizing Your Design" })).toBeVisible();
  await expect(page.getByRole("progressbar")).toBeVisible();
  release();
  await expect(gallery.getByTestId("design-card")).toHaveCount(3);
  await expect(gallery.getByTestId("design-card").first().getByRole("list", { name: "Tags" })).toContainText("Pastel");
});

test("favourites: save and remove from the gallery and from the profile", async ({ page, signIn }) => {
  await signIn({ plan: "premium" });
  await page.goto("/");
  const gallery = await generate(page, "an anchor");
  const heart = gallery.getByRole("button", { name: "Save an anchor to favorites" }).first();
  await heart.click();
  await expect(page.getByTestId("toast")).toContainText("Design Saved");
  await expect(page.getByTestId("toast")).toContainText("The design has been added to your favorites.");
  const savedHeart = gallery.getByRole("button", { name: "Remove an anchor from favorites" });
  await expect(savedHeart).toHaveAttribute("aria-pressed", "true");
  await savedHeart.click();
  await expect(page.getByTestId("toast")).toContainText("Design Removed");
  await gallery.getByRole("button", { name: "Save an anchor to favorites" }).first().click();
  await expect(page.getByTestId("toast")).toContainText("Design Saved");

  await page.goto("/profile");
  const saved = page.getByRole("region", { name: "Saved designs" });
  await expect(saved.getByRole("listitem")).toHaveCount(1);
  await expect(saved.getByRole("link", { name: "Download an anchor" })).toHaveAttribute("download", "an-anchor.png");
  await saved.getByRole("button", { name: "Remove an anchor from saved designs" }).click();
  await expect(page.getByTestId("toast")).toContainText("Design Removed");
  await expect(saved.getByText("No saved designs yet")).toBeVisible();
});

test("a heart saved before the saved list arrives stays saved when the list comes", async ({ page, signIn }) => {
  await signIn({ plan: "premium" });
  await page.goto("/");
  // The saved list is read before the heart is pressed and arrives after the save (a slow phone).
  let releaseList!: () => void;
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  await page.route("**/api/saved-designs", async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    const before = await route.fetch(); // read before the save, delivered after it
    await listHeld;
    await route.fulfill({ response: before });
  });
  const gallery = await generate(page, "a dagger");
  await gallery.getByRole("button", { name: "Save a dagger to favorites" }).first().click();
  await expect(page.getByTestId("toast")).toContainText("Design Saved");
  const listArrived = page.waitForResponse(
    (response) => response.url().endsWith("/api/saved-designs") && response.request().method() === "GET",
  );
  releaseList();
  await listArrived;
  await expect(gallery.getByRole("button", { name: "Remove a dagger from favorites" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("a custom style is added and appears starred", async ({ page, signIn }) => {
  await signIn({ plan: "pro" });
  await page.goto("/");
  await page.getByRole("link", { name: "Add Style" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Custom Style" });
  await dialog.getByRole("button", { name: "Add Custom Style" }).click();
  await expect(page.getByTestId("toast")).toContainText("Style name required");
  await dialog.getByLabel("Style name").fill(`Biomech ${Date.now() % 100000}`);
  const name = await dialog.getByLabel("Style name").inputValue();
  await dialog.getByRole("button", { name: "Add Custom Style" }).click();
  await expect(page.getByTestId("toast")).toContainText("Style Added");
  const chip = page.getByTestId("style-tags").locator("label", { hasText: name });
  await expect(chip).toBeVisible();
  await expect(chip.getByRole("img", { name: "custom style" })).toBeVisible();

  await page.getByRole("link", { name: "Add Idea" }).click();
  const ideaDialog = page.getByRole("dialog", { name: "Add Popular Idea" });
  await ideaDialog.getByLabel("Idea").fill(`Octopus with a compass ${Date.now() % 100000}`);
  await ideaDialog.getByRole("button", { name: "Add Popular Idea" }).click();
  await expect(page.getByTestId("toast")).toContainText("Idea Added");
});

test("a custom size overrides the selected size", async ({ page, signIn }) => {
  await signIn({ plan: "premium" });
  await page.goto("/");
  await page.getByLabel("Size").selectOption("Custom Size");
  const dialog = page.getByRole("dialog", { name: "Custom Size Specification" });
  await expect(dialog.getByRole("button", { name: "Use This Size" })).toBeDisabled();
  await dialog.getByLabel("Size").fill("8 x 12 cm");
  await dialog.getByRole("button", { name: "Use This Size" }).click();
  await expect(dialog).toBeHidden();
  const gallery = await generate(page, "a moth");
  await expect(gallery.getByTestId("design-card").first()).toContainText("8 x 12 cm");
});

test("a free user who tries a paid feature sees the upgrade dialog", async ({ page, signIn }) => {
  await signIn({ plan: "free" });
  await page.goto("/");
  const plans = page.getByRole("dialog", { name: "Choose Your Plan" });
  // One Escape closes it, also when pressed the moment it opens (before Headless UI has loaded).
  const closePlans = async () => {
    await expect(plans).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(plans).toBeHidden();
  };
  await expect(page.getByRole("option", { name: /Custom Size/ })).toBeDisabled();
  await page.getByLabel("Complexity").selectOption("Highly Complex");
  await closePlans();
  await expect(page.getByLabel("Complexity")).toHaveValue("Detailed");
  await page.getByRole("link", { name: "Add Style" }).click();
  await closePlans();
  await page.getByRole("link", { name: "Add Idea" }).click();
  await closePlans();
  await page.getByRole("link", { name: /7 more styles/ }).click();
  await closePlans();

  const gallery = await generate(page, "a candle");
  await gallery.getByRole("link", { name: "Customize" }).first().click();
  await closePlans();
  await gallery.getByRole("button", { name: "Save a candle to favorites" }).first().click();
  await expect(page.getByTestId("toast")).toContainText("Saving designs is available on Premium and Pro plans.");
});

test("Escape closes a dialog before its script has loaded, and again once it has", async ({ page, signIn }) => {
  await signIn({ plan: "free" });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // Hold back Headless UI's script (loaded the first time a dialog opens).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes("data-headlessui-state")) await held;
    await route.fulfill({ response, body });
  });
  const plans = page.getByRole("dialog", { name: "Choose Your Plan" });
  await page.getByRole("link", { name: "Add Style" }).click();
  await expect(plans).toBeVisible();
  await expect(plans).not.toHaveAttribute("id", /headlessui/);
  await page.keyboard.press("Escape");
  await expect(plans).toBeHidden();
  release();
  await page.getByRole("link", { name: "Add Style" }).click();
  await expect(plans).toHaveAttribute("id", /headlessui/);
  await page.keyboard.press("Escape");
  await expect(plans).toBeHidden();
  await expect(page.getByRole("link", { name: "Add Style" })).toBeFocused();
});

test("signed-out visitors are asked to log in to save", async ({ page }) => {
  await page.goto("/");
  const gallery = await generate(page, "a feather");
  await gallery.getByRole("button", { name: "Save a feather to favorites" }).first().click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Login Required");
  await expect(toast.getByRole("link", { name: "Login" })).toHaveAttribute("href", /\/api\/login/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("favourites and customizing work as forms", async ({ page, signIn }) => {
    await signIn({ plan: "premium" });
    await page.goto("/");
    await page.getByLabel("Describe your tattoo").fill("a lighthouse");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page).toHaveURL(/designs=/, { timeout: GENERATION_TIMEOUT });
    const gallery = page.getByRole("region", { name: "Your Generated Designs" });
    await expect(gallery.getByTestId("design-card")).toHaveCount(2);
    await gallery.getByRole("button", { name: "Save a lighthouse to favorites" }).first().click();
    await expect(page.getByTestId("toast")).toContainText("Design Saved");

    await gallery.getByRole("link", { name: "Customize" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Customize Your Design" });
    await expect(dialog).toBeVisible();
    await dialog.getByText("Earth Tones", { exact: true }).click();
    await dialog.getByRole("button", { name: "Apply Color Theme" }).click();
    await expect(gallery.getByTestId("design-card")).toHaveCount(2);
    await expect(gallery.getByTestId("design-card").first().getByRole("list", { name: "Tags" })).toContainText(
      "Earth Tones",
    );
    await expectAccessible(page);

    // Custom instructions left blank: the dialog comes back open with the field marked.
    await gallery.getByRole("link", { name: "Customize" }).first().click();
    await dialog.getByRole("button", { name: "Apply Instructions" }).click();
    const instructions = dialog.getByLabel("Describe the changes you want");
    await expect(instructions).toHaveAttribute("aria-invalid", "true");
    await expect(instructions).toHaveAttribute("aria-describedby", "edit-instructions-error");
    await expect(page.locator("#edit-instructions-error")).toHaveText("Describe the changes you want.");
    await expect(instructions).toBeFocused();
    await instructions.fill("add a crescent moon behind it");
    await dialog.getByRole("button", { name: "Apply Instructions" }).click();
    await expect(gallery.getByTestId("design-card")).toHaveCount(2);
    await expect(dialog).toBeHidden();
  });

  test("customizing past the fair-use limit answers 429 in the dialog, as POST /api/edit would", async ({
    page,
    signIn,
    db,
  }) => {
    const user = await signIn({ plan: "premium" });
    await page.goto("/");
    await page.getByLabel("Describe your tattoo").fill("a paper boat");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page).toHaveURL(/designs=/, { timeout: GENERATION_TIMEOUT });
    // The account has used its 20 generations or customizations of this minute (the shared counter).
    await db.query(
      `INSERT INTO "RateLimit" (key, points, expire) VALUES ($1, 20, $2) ON CONFLICT (key) DO UPDATE SET points = 20`,
      [`generation:account:20/60:a:${user.id}`, Date.now() + 60_000],
    );
    const gallery = page.getByRole("region", { name: "Your Generated Designs" });
    await gallery.getByRole("link", { name: "Customize" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Customize Your Design" });
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await dialog.getByRole("button", { name: "Surprise Me" }).click();
    expect((await answer).status()).toBe(429);
    await expect(dialog.getByRole("alert")).toContainText(/limit reached.*Please try again in \d+ seconds/);
    await expectAccessible(page);
  });

  test("the profile saves and removes favourites as forms", async ({ page, signIn }) => {
    await signIn({ plan: "premium" });
    await page.goto("/");
    await generate(page, "a compass");

    await page.goto("/profile");
    const history = page.getByRole("region", { name: "Generation history" });
    const saved = page.getByRole("region", { name: "Saved designs" });
    await history.getByRole("button", { name: "Save a compass to favorites" }).first().click();
    await expect(page.getByTestId("toast")).toContainText("Design Saved");
    await expect(saved.getByRole("listitem")).toHaveCount(1);
    await saved.getByRole("button", { name: "Remove a compass from saved designs" }).click();
    await expect(page.getByTestId("toast")).toContainText("Design Removed");
    await expect(saved.getByText("No saved designs yet")).toBeVisible();
  });
});
