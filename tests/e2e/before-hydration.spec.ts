import type { Page } from "@playwright/test";
import { phoneJpeg } from "../support/picture-files";
import { expect, GENERATION_TIMEOUT, test } from "./fixtures";

/**
 * What a person does in the window between the first paint and the app's start (issue 35): on
 * a phone-speed machine that window is seconds long, and people type in it. Each test runs the
 * page as Lighthouse's mobile profile does (4x CPU throttling, slow 4G) and holds the app's
 * scripts back until the person has acted, so the window is certain, not a race.
 */

/** Lighthouse's mobile profile, applied: a 4x slower CPU and slow 4G (562.5 ms, 1.47 Mbps down, 675 kbps up). */
async function throttleLikeAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
}

/** Holds every script of the app until `release()`; the page is painted and usable meanwhile, as without JavaScript. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

/** A generation seen through a throttled phone (its picture sent at 675 kbps, its polls at 562 ms each). */
const THROTTLED_GENERATION_TIMEOUT = 3 * GENERATION_TIMEOUT;

const notHydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(0);
const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 30_000 });

test.beforeEach(async ({ page }) => {
  // Everything takes four times as long, the machine's other work aside.
  test.slow();
  await throttleLikeAPhone(page);
});

test("what a person types, picks and chooses before the app starts is what Generate sends once it runs", async ({
  page,
  signIn,
}) => {
  // A premium account, for the custom size and the picture: every field of the generator.
  await signIn({ plan: "premium" });
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Describe your tattoo").pressSequentially("my cat on a crescent moon");
  await page.getByText("Minimalist", { exact: true }).click();
  await page.getByLabel("Size", { exact: true }).selectOption("Custom Size");
  await page.getByLabel(/^Custom size/).fill("8 x 12 cm");
  await page.getByLabel("Complexity").selectOption("Simple");
  await page.getByLabel(/^Start from a picture/).setInputFiles({
    name: "cat.jpg",
    mimeType: "image/jpeg",
    buffer: await phoneJpeg(),
  });
  await notHydrated(page);

  release();
  await hydrated(page);
  await expect(page.getByLabel("Describe your tattoo")).toHaveValue("my cat on a crescent moon");
  await expect(page.getByRole("checkbox", { name: "Minimalist" })).toBeChecked();
  await expect(page.getByLabel("Size", { exact: true })).toHaveValue("Custom Size");
  await expect(page.getByRole("option", { name: "Custom: 8 x 12 cm" })).toBeAttached();
  await expect(page.getByLabel("Complexity")).toHaveValue("Simple");
  // The picture tools start with the picture already chosen.
  await expect(page.getByRole("img", { name: "Your picture: cat.jpg" })).toBeVisible();
  await page.getByRole("button", { name: "Generate" }).click();

  const gallery = page.getByRole("region", { name: "Your Generated Designs" });
  await expect(gallery).toBeVisible({ timeout: THROTTLED_GENERATION_TIMEOUT });
  // Issue 35: the app used to start from its own empty state and refuse the text shown in the box.
  await expect(page.getByText("Description Required")).toHaveCount(0);
  const card = gallery.getByTestId("design-card").first();
  await expect(card.getByRole("img")).toHaveAttribute("alt", "Tattoo design: my cat on a crescent moon");
  await expect(card.getByText("Minimalist", { exact: true })).toBeVisible();
  await expect(card.getByText("Simple")).toBeVisible();
  await expect(card.getByText("8 x 12 cm")).toBeVisible();
  await expect(card.getByText("From your picture")).toBeVisible();
});

test("words typed in the lettering studio and a font picked before the app starts are what it inks", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn({ plan: "premium" });
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Describe your tattoo").pressSequentially("a swallow");
  // Without the app the studio is a plain <details> of form fields (issue 37).
  await page.locator("details#lettering summary").click();
  await page.getByLabel("Words to ink").pressSequentially("Ada Lovelace");
  await page.getByRole("radio", { name: "Great Vibes" }).check();
  await notHydrated(page);

  release();
  await hydrated(page);
  await expect(page.getByLabel("Words to ink")).toHaveValue("Ada Lovelace");
  await expect(page.getByRole("radio", { name: "Great Vibes" })).toBeChecked();
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  const proof = page.getByTestId("lettering-proof");
  await expect(proof).toBeVisible({ timeout: THROTTLED_GENERATION_TIMEOUT });
  await expect(proof.getByTestId("lettering-line")).toHaveText(["Ada Lovelace"]);
  await expect(proof).toContainText("Great Vibes");
  await page.getByRole("button", { name: "Spelling is right: generate" }).click();
  const gallery = page.getByRole("region", { name: "Your Generated Designs" });
  await expect(gallery.getByTestId("design-card").first()).toBeVisible({ timeout: THROTTLED_GENERATION_TIMEOUT });
  const { rows } = await db.query<{ lettering: { inked: { lines: string[]; fonts: string[] } } }>(
    `SELECT lettering FROM "Design" WHERE "userId" = $1 ORDER BY "createdAt" DESC LIMIT 1`,
    [user.id],
  );
  expect(rows[0].lettering.inked).toMatchObject({ lines: ["Ada Lovelace"], fonts: ["great-vibes"] });
});

test("Tab and Esc work on the suggestion before the app starts, and what they did is the form's once it runs", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const suggestion = await page.getByTestId("suggestion").textContent();
  const description = page.getByLabel("Describe your tattoo");
  await description.click();
  await page.keyboard.press("Tab");
  await expect(description).toHaveValue(suggestion!);
  await expect(description).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(description).toHaveValue("");
  await page.keyboard.press("Tab");
  await expect(description).toHaveValue(suggestion!);
  await notHydrated(page);

  release();
  await hydrated(page);
  await expect(description).toHaveValue(suggestion!);
  // The app's own handler now: the suggestion is in the description it holds, so Tab moves on.
  await description.focus();
  await page.keyboard.press("Tab");
  await expect(description).not.toBeFocused();
  await expect(description).toHaveValue(suggestion!);
});

test("Generate pressed before the app starts posts the form and lands on the designs", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Describe your tattoo").pressSequentially("a paper crane");
  await page.getByText("Geometric", { exact: true }).click();
  await notHydrated(page);
  await page.getByRole("button", { name: "Generate" }).click();
  // The scripts arrive while the form is on its way (the page that answers runs them too).
  release();

  await expect(page).toHaveURL(/\/\?designs=/, { timeout: THROTTLED_GENERATION_TIMEOUT });
  await expect(page.getByText("Description Required")).toHaveCount(0);
  const card = page.getByRole("region", { name: "Your Generated Designs" }).getByTestId("design-card").first();
  await expect(card.getByRole("img")).toHaveAttribute("alt", "Tattoo design: a paper crane");
  await expect(card.getByText("Geometric", { exact: true })).toBeVisible();
});

test("a dialog opened by its address has a real close link, and Escape closes it once the app runs", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/?dialog=contact", { waitUntil: "domcontentloaded" });
  const dialog = page.getByRole("dialog", { name: "Contact Us" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Close" })).toHaveAttribute("href", "/");

  release();
  await hydrated(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => !url.searchParams.has("dialog"));
});
