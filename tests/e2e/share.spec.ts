import { readFile } from "node:fs/promises";
import { devices, type Browser, type Page } from "@playwright/test";
import { expect, expectAccessible, GENERATION_TIMEOUT, test } from "./fixtures";

/** A phone (390 px wide) with a phone's browser: no cookies of the owner. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: devices["iPhone 13"].userAgent,
  isMobile: true,
  hasTouch: true,
};

async function generate(page: Page, description: string) {
  await page.goto("/");
  await page.getByLabel("Describe your tattoo").fill(description);
  await page.getByRole("button", { name: "Generate" }).click();
  const card = page.getByTestId("design-card").first();
  await expect(card).toBeVisible({ timeout: GENERATION_TIMEOUT });
  return card;
}

async function createLink(page: Page, description: string) {
  await expect(page.getByRole("heading", { name: "Share with your artist" })).toBeVisible();
  await page.getByLabel("Placement").selectOption("inner-forearm");
  await page
    .getByLabel("Notes for your artist")
    .fill("Inner left forearm, black and grey only. Budget around 250 EUR.");
  await page.getByLabel("Your first name").fill("Robin");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Create share link" }).click();
  const link = page.getByRole("textbox", { name: `Share link for ${description}` });
  await expect(link).toBeVisible();
  const url = await link.inputValue();
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
  // The form is ready for another link.
  await expect(page.getByLabel("Notes for your artist")).toHaveValue("");
  return url;
}

async function openAsArtist(browser: Browser, url: string, options: { javaScriptEnabled: boolean }) {
  const context = await browser.newContext({
    ...PHONE,
    javaScriptEnabled: options.javaScriptEnabled,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return { context, page };
}

async function checkSharedPage(page: Page, description: string) {
  await expect(page.getByRole("heading", { level: 1, name: description })).toBeVisible();
  await expect(page.getByText("Inner left forearm, black and grey only.")).toBeVisible();
  await expect(page.getByText("Shared by Robin")).toBeVisible();
  await expect(page.getByText("Inner forearm", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Made with Inkwell" })).toBeVisible();
  // Fits the phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Mirrored stencil (PNG)" }).click();
  const stencil = await download;
  expect(stencil.suggestedFilename()).toMatch(/^tattoo-stencil-.+-mirrored\.png$/);
  const png = await readFile((await stencil.path())!);
  expect(png.subarray(1, 4).toString()).toBe("PNG");
}

test.describe("sharing a design with an artist", () => {
  // Each journey generates, shares and runs axe at two or three widths: 45-58 s measured at a load average
  // of 11 on the 2-core machine, too near the 60 s default.
  test.describe.configure({ timeout: 120_000 });
  test("share from a card, open on a phone, download the stencil, revoke from the profile", async ({
    page,
    context,
    browser,
    signIn,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn({ plan: "pro" });
    const description = "a lighthouse in a storm";
    const card = await generate(page, description);
    await card.getByRole("link", { name: `Share with your artist: ${description}` }).click();
    const url = await createLink(page, description);
    await page.getByRole("button", { name: `Copy link (share link for ${description})` }).click();
    await expect(page.getByText("Link copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // The created link's buttons: each accessible name holds its visible text (axe, at both widths).
    await expectAccessible(page);
    await page.setViewportSize(PHONE.viewport);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    const artist = await openAsArtist(browser, url, { javaScriptEnabled: true });
    await checkSharedPage(artist.page, description);

    await page.goto("/profile");
    const item = page.getByRole("region", { name: "Share links" }).getByTestId("share-link");
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId("share-view-count")).toHaveText("1 view");
    await item.getByRole("button", { name: `Stop sharing ${description}` }).click();
    await expect(page.getByText("Sharing stopped")).toBeVisible();
    await expect(page.getByRole("region", { name: "Share links" }).getByTestId("share-link")).toHaveCount(0);

    expect((await artist.page.goto(url))?.status()).toBe(404);
    await expect(artist.page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await artist.context.close();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the same journey with forms and plain links", async ({ page, browser, signIn }) => {
      await signIn({ plan: "pro" });
      const description = "a compass rose with a banner";
      const card = await generate(page, description);
      await card.getByRole("link", { name: `Share with your artist: ${description}` }).click();
      const url = await createLink(page, description);

      const artist = await openAsArtist(browser, url, { javaScriptEnabled: false });
      await checkSharedPage(artist.page, description);

      await page.goto("/profile");
      const item = page.getByRole("region", { name: "Share links" }).getByTestId("share-link");
      await expect(item).toHaveCount(1);
      await expect(item.getByTestId("share-view-count")).toHaveText("1 view");
      await item.getByRole("button", { name: `Stop sharing ${description}` }).click();
      await expect(page.getByRole("region", { name: "Share links" }).getByTestId("share-link")).toHaveCount(0);

      expect((await artist.page.goto(url))?.status()).toBe(404);
      await artist.context.close();
    });
  });

  test("a free owner's share offers the PNG only", async ({ page, browser, signIn }) => {
    await signIn({ plan: "free" });
    const description = "a paper crane";
    await generate(page, description);
    await page
      .getByTestId("design-card")
      .first()
      .getByRole("link", { name: `Share with your artist: ${description}` })
      .click();
    const url = await createLink(page, description);
    const artist = await openAsArtist(browser, url, { javaScriptEnabled: true });
    await expect(artist.page.getByRole("link", { name: "Design (PNG)" })).toBeVisible();
    await expect(artist.page.getByRole("link", { name: /stencil/i })).toHaveCount(0);
    await expect(artist.page.getByRole("link", { name: /PDF/ })).toHaveCount(0);
    // The paper crane is Game Icons' (CC BY 3.0): its author is named where the artist sees it.
    const credits = artist.page.getByRole("region", { name: "Credits" });
    await expect(credits).toContainText("“paper crane” by Caro Asercion, from Game Icons");
    await expect(credits.getByRole("link", { name: "All credits and licence texts" })).toHaveAttribute(
      "href",
      "/credits",
    );
    // On the artist's phone, then on a desktop.
    expect(await artist.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(artist.page);
    await artist.page.setViewportSize({ width: 1280, height: 720 });
    await expectAccessible(artist.page);
    await artist.context.close();
  });
});
