import { expect, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

test("at phone width a card shows the small display version, and the zoomed viewer the large one", async ({
  page,
  signIn,
}) => {
  await signIn({ plan: "pro" });
  await page.goto("/");
  await page.getByLabel("Describe your tattoo").fill("a moth with a crescent moon");
  const cardPicture = page.waitForResponse((response) => response.url().endsWith("/display/720"));
  await page.getByRole("button", { name: "Generate" }).click();
  // chromium accepts AVIF: that is what it gets.
  expect((await cardPicture).headers()["content-type"]).toBe("image/avif");
  const card = page.getByTestId("design-card").first();
  await expect(card.getByText("2048x2048")).toBeVisible();
  const image = card.getByRole("img");
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/display\/720$/);
  // Downloads stay the full-size PNG.
  await expect(card.getByRole("link", { name: /^Download/ })).toHaveAttribute("href", /\/image\.png\?download=1$/);

  await card.getByRole("button", { name: /^Open a moth with a crescent moon in the viewer/ }).click();
  const viewerImage = page.getByTestId("viewer-image");
  await expect
    .poll(() => viewerImage.evaluate((element: HTMLImageElement) => element.currentSrc))
    .toMatch(/\/display\/720$/);
  for (let step = 0; step < 4; step++) await page.keyboard.press("+");
  await expect(page.getByRole("button", { name: /reset to 100%/ })).toHaveText("207%");
  await expect
    .poll(() => viewerImage.evaluate((element: HTMLImageElement) => element.currentSrc))
    .toMatch(/\/display\/1080$/);
});
