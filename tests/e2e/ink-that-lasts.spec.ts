import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectAccessible, GENERATION_TIMEOUT, test } from "./fixtures";

/**
 * Ink that lasts (issue 38), as a person goes through it at desktop and phone width: a wrist
 * band generated for their own circumference, the design after 0 to 20 years in the viewer and
 * the try-on (where the band is wrapped round the arm and the skin tone is read from the photo),
 * "How it ages" with a skin tone that a colour will not show on, Make it last, and the share page
 * that shows the artist the 10-year view in their tone. Without JavaScript: the same forms.
 */

/** A photo of deep skin (about Monk 9), to read the tone from. */
const DEEP_SKIN = { r: 70, g: 52, b: 42 };
const DESCRIPTION = "a band of roses and leaves";
const CIRCUMFERENCE = 17;

async function generateBand(page: Page) {
  await page.goto("/");
  await page.getByLabel("Describe your tattoo").fill(DESCRIPTION);
  await page.getByLabel("Where it goes").selectOption("wrist-band");
  const circumference = page.getByLabel("Circumference in cm (bands)");
  await circumference.fill(String(CIRCUMFERENCE));
  await expectAccessibleAtBothWidths(page);
  // Enter in the field sends the form, as a keyboard user would.
  await circumference.press("Enter");
  const card = page.getByTestId("design-card").first();
  await expect(card).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(card).toContainText(`${CIRCUMFERENCE} x 1.5 cm`);
  await expect(card).toContainText(`Wrist band, ${CIRCUMFERENCE} cm around`);
  return card;
}

/** An image that loaded (the aged pictures are drawn on request). */
async function expectLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), {
      timeout: GENERATION_TIMEOUT,
    })
    .toBeGreaterThan(0);
}

/** "How it ages" at Monk 10: a colour of the design is named as one that will not show, with what to use instead. */
async function checkHowItAges(page: Page, options: { javaScriptEnabled: boolean }) {
  await expect(page.getByRole("heading", { level: 1, name: "How it ages" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Wrist band" })).toBeVisible();
  const form = page.getByRole("form", { name: "What to show" });
  // By keyboard: the years are radios in a row (arrows move along them), the tones are radios too.
  await form.getByText("20 years", { exact: true }).click();
  await form.getByTestId("skin-tone-10").focus();
  await page.keyboard.press("Space");
  if (!options.javaScriptEnabled) await form.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/years=20/);
  await expect(page).toHaveURL(/tone=10/);
  const image = page.getByTestId("aged-image");
  await expect(image).toHaveAttribute("data-years", "20");
  await expectLoaded(image);
  await expect(page.getByRole("heading", { name: "Its inks on Monk 10 (deep)" })).toBeVisible();
  await expect(page.getByTestId("ink-warning").first()).toContainText(/will not show|fades out of sight/);
  await expect(page.getByTestId("ageing-verdict")).toHaveText(
    /^(Holds well for 20 years\.|The fine lines .+ merge by year (5|10|20)\.)$/,
  );
  // The pages are the same HTML with or without JavaScript: axe checks them once, with it.
  if (options.javaScriptEnabled) await expectAccessibleAtBothWidths(page);
}

async function makeItLast(page: Page) {
  await page.getByRole("button", { name: "Make it last" }).click();
  // The redrawn design comes first in the gallery, beside its original.
  await expect(page).toHaveURL(/\/\?designs=[^&#]+,[^&#]+#gallery$/, { timeout: GENERATION_TIMEOUT * 2 });
  await expect(page.getByTestId("design-card")).toHaveCount(2);
}

/** Shares the design (its share page's address) with skin tone Monk 8 and opens the link as the artist, on a phone. */
async function shareAndOpen(page: Page, browser: Browser, sharePage: string, options: { javaScriptEnabled: boolean }) {
  await page.goto(sharePage);
  await expect(page.getByRole("heading", { name: "Share with your artist" })).toBeVisible();
  // The tone by keyboard: the swatches are radios.
  await page
    .getByRole("group", { name: /^Your skin tone/ })
    .getByTestId("skin-tone-8")
    .focus();
  await page.keyboard.press("Space");
  await expect(page.getByTestId("skin-tone-8")).toBeChecked();
  if (options.javaScriptEnabled) await expectAccessibleAtBothWidths(page);
  await page.getByRole("button", { name: "Create share link" }).click();
  const url = await page.getByRole("textbox", { name: `Share link for ${DESCRIPTION}` }).inputValue();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ...options });
  const artist = await context.newPage();
  expect((await artist.goto(url))?.status()).toBe(200);
  const ageing = artist.getByRole("region", { name: "In 10 years, on Monk 8 (deep) skin" });
  await expect(ageing).toBeVisible();
  await expect(artist.getByText(`Wrist band, ${CIRCUMFERENCE} cm around`)).toBeVisible();
  const image = ageing.getByTestId("share-aged-image");
  await expect(image).toHaveAttribute("src", /\/aged\.png\?years=10$/);
  await expectLoaded(image);
  await expect(ageing.getByRole("link", { name: "10 years" })).toHaveAttribute("aria-current", "true");
  // The other years are plain links.
  await ageing.getByRole("link", { name: "20 years" }).click();
  await expect(artist.getByRole("region", { name: "In 20 years, on Monk 8 (deep) skin" })).toBeVisible();
  if (options.javaScriptEnabled) await expectAccessibleAtBothWidths(artist);
  else expect(await artist.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await context.close();
}

const shareLinkOf = async (card: Locator) =>
  (await card.getByRole("link", { name: `Share with your artist: ${DESCRIPTION}` }).getAttribute("href"))!;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Axe at desktop and phone width, and nothing wider than the phone's screen (INK_SCREENSHOTS=dir keeps pictures). */
async function expectAccessibleAtBothWidths(page: Page) {
  const before = page.viewportSize()!;
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    const folder = process.env.INK_SCREENSHOTS;
    if (folder)
      await page.screenshot({
        path: `${folder}/${new URL(page.url()).pathname.replace(/\W+/g, "_")}-${Date.now()}-${size.width}.png`,
        // A dialog is fixed to the screen: the screen is what it looks like.
        fullPage: (await page.getByRole("dialog").count()) === 0,
      });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(before);
}

// Two generations and the Make it last redraw are real renders: one journey with JavaScript at
// desktop width and one without at phone width, each page checked at both widths. A journey
// through six pages with real renders on a shared 2-core machine: three times the usual time.
test.describe("with JavaScript, at 1280 px", () => {
  test.use({ viewport: DESKTOP, deviceScaleFactor: 1 });

  test("a wrist band for my wrist, in years in the viewer and the try-on, on my skin, shown to my artist", async ({
    page,
    signIn,
    browser,
  }) => {
    test.setTimeout(300_000);
    await signIn({ plan: "premium" });
    const card = await generateBand(page);

    // The viewer's years control: by keyboard, Fresh -> 5 -> 10 years.
    await card.getByRole("button", { name: new RegExp(`^Open ${DESCRIPTION} in the viewer`) }).click();
    const viewer = page.getByRole("dialog", { name: DESCRIPTION });
    const years = viewer.getByRole("group", { name: "The design in years" });
    await years.getByRole("radio", { name: "Fresh" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(years.getByRole("radio", { name: "10 years" })).toBeChecked();
    const image = viewer.getByTestId("viewer-image");
    await expect(image).toHaveAttribute("data-years", "10");
    await expect(image).toHaveAttribute("src", /\/aged\.png\?years=10/);
    await expectLoaded(image);
    await expectAccessibleAtBothWidths(page);
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();

    // The try-on: the band wrapped round the arm (from the front it spans the wrist's width,
    // 17 cm / pi), its years, and the tone read from the photo.
    await card.getByRole("link", { name: `Try on ${DESCRIPTION}` }).click();
    const tryOn = page.getByRole("dialog", { name: `Try on: ${DESCRIPTION}` });
    await expect(page.getByTestId("tryon-size")).toHaveText(/^Shown at 5\.4 x /);
    await expect(tryOn.getByLabel(/^Turn the band round/)).toBeVisible();
    await expect(tryOn.getByLabel("Curve around the limb")).toHaveCount(0);
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: DEEP_SKIN } })
      .png()
      .toBuffer();
    await page.getByTestId("tryon-photo").setInputFiles({ name: "wrist.png", mimeType: "image/png", buffer: photo });
    await expect(page.getByTestId("tryon-detected-tone")).toContainText(
      /The skin here looks closest to Monk (8|9) \(deep\)\./,
    );
    const aged = page.waitForResponse((response) => /\/aged\.png\?years=20/.test(response.url()));
    await tryOn.getByRole("group", { name: "The design in years" }).getByText("20 years", { exact: true }).click();
    expect((await aged).status()).toBe(200);
    await page.getByTestId("tryon-skin-tone").selectOption("10");
    await expect(page.getByTestId("tryon-verdict")).toBeVisible();
    await expect(tryOn.getByRole("alert").first()).toContainText("will not show well on Monk 10 (deep)");
    await expectAccessibleAtBothWidths(page);
    await tryOn.getByRole("button", { name: "Close try on" }).click();

    const sharePage = await shareLinkOf(card);
    await card.getByRole("link", { name: `How it ages: ${DESCRIPTION}` }).click();
    await checkHowItAges(page, { javaScriptEnabled: true });
    await shareAndOpen(page, browser, sharePage, { javaScriptEnabled: true });
  });
});

test.describe("without JavaScript, at 390 px", () => {
  test.use({ viewport: PHONE, deviceScaleFactor: 1, javaScriptEnabled: false });

  test("the same path through plain forms and links, and Make it last", async ({ page, signIn, browser }) => {
    test.setTimeout(300_000);
    await signIn({ plan: "premium" });
    await page.goto("/");
    await page.getByLabel("Describe your tattoo").fill(DESCRIPTION);
    await page.getByLabel("Where it goes").selectOption("wrist-band");
    // Not a wrist's: refused where it stands.
    await page.getByLabel("Circumference in cm (bands)").fill("40");
    await page.getByRole("button", { name: "Generate" }).click();
    const field = page.getByLabel("Circumference in cm (bands)");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("A wrist band goes round 12 to 22 cm.").first()).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await field.fill(String(CIRCUMFERENCE));
    await page.getByRole("button", { name: "Generate" }).click();
    const card = page.getByTestId("design-card").first();
    await expect(card).toBeVisible({ timeout: GENERATION_TIMEOUT });
    await expect(card).toContainText(`Wrist band, ${CIRCUMFERENCE} cm around`);

    await card.getByRole("link", { name: `How it ages: ${DESCRIPTION}` }).click();
    await checkHowItAges(page, { javaScriptEnabled: false });
    await makeItLast(page);
    const original = page.getByTestId("design-card").nth(1);
    await shareAndOpen(page, browser, await shareLinkOf(original), { javaScriptEnabled: false });
  });
});
