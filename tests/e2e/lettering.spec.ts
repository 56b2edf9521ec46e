import type { Locator, Page } from "@playwright/test";
import type { Pool } from "pg";
import { expect, expectAccessible, GENERATION_TIMEOUT, test } from "./fixtures";

/**
 * The lettering studio (issue 37), at desktop and phone widths, with and without JavaScript: a
 * name in a chosen script font on an arc, an Arabic and a Japanese word, a date in Roman numerals
 * drawn as lettering alone, the spelling confirmed before anything is generated, and a
 * legibility warning for small text. Two of the four runs generate and check that what was
 * inked is, character for character, what was confirmed; the other two stop at the proof.
 */
const RUNS = [
  { javaScriptEnabled: true, width: 1280, generates: true },
  { javaScriptEnabled: false, width: 390, generates: true },
  { javaScriptEnabled: true, width: 390, generates: false },
  { javaScriptEnabled: false, width: 1280, generates: false },
];

/**
 * Opens the studio. With JavaScript, once its code runs (it loads on the form's first use and may
 * open the studio by itself for quoted words: a click before that could close it again).
 */
async function openStudio(page: Page, javaScriptEnabled: boolean) {
  const studio = page.locator(javaScriptEnabled ? "details#lettering[data-live]" : "details#lettering");
  if (!(await studio.evaluate((el: HTMLDetailsElement) => el.open))) await studio.locator("summary").click();
}

/** Presses Generate and waits for the spelling to confirm (the page reloads with it without JavaScript). */
async function askForProof(page: Page) {
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  const proof = page.getByTestId("lettering-proof");
  await expect(proof).toBeVisible({ timeout: GENERATION_TIMEOUT });
  return proof;
}

/** Confirms the spelling and waits for the designs in the gallery. */
async function confirmAndGenerate(page: Page) {
  await page.getByRole("button", { name: "Spelling is right: generate" }).click();
  await expectDesigns(page);
}

async function expectDesigns(page: Page) {
  const gallery = page.getByRole("region", { name: "Your Generated Designs" });
  await expect(gallery.getByTestId("design-card").first()).toBeVisible({ timeout: GENERATION_TIMEOUT });
}

/** Presses Tab until `target` has the focus (it must be reachable by keyboard, in order). */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 80; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Not reached by Tab: ${target.toString()}`);
}

for (const run of RUNS) {
  test.describe(`lettering at ${run.width} px ${run.javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: run.javaScriptEnabled, viewport: { width: run.width, height: 900 } });
    // Each asks the engine for proofs (and two generate twice) on a machine shared with other suites.
    test.setTimeout(run.generates ? 240_000 : 150_000);

    test("a name in a script font on an arc, then an Arabic and a Japanese word: spelled as confirmed", async ({
      page,
      signIn,
      db,
    }) => {
      const user = await signIn({ plan: "premium" });
      await page.goto("/");
      await page.getByLabel("Describe your tattoo").fill('a rose with "Anna"');
      await openStudio(page, run.javaScriptEnabled);
      await page.getByRole("radio", { name: "Great Vibes" }).check();
      await page.getByText("Arc up", { exact: true }).click();
      const proof = await askForProof(page);
      await expect(proof.getByTestId("lettering-line")).toHaveText(["Anna"]);
      await expect(proof.getByTestId("lettering-scripts")).toHaveText("Latin");
      await expect(proof).toContainText("Great Vibes");
      await expect(proof).toContainText("A translation is yours to check with a native speaker");
      await expectAccessible(page);
      if (run.generates) {
        await confirmAndGenerate(page);
        const inked = await latestLettering(db, user.id);
        expect(inked.choice).toMatchObject({ text: "Anna", font: "great-vibes", layout: "arc-up" });
        expect(inked.inked.lines).toEqual(["Anna"]);
        expect(inked.inked.fonts).toEqual(["great-vibes"]);
        await page.goto("/");
      }

      await page.getByLabel("Describe your tattoo").fill("two words, one above the other");
      await openStudio(page, run.javaScriptEnabled);
      await page.getByLabel("Words to ink").fill("سلام\n愛してる");
      const second = await askForProof(page);
      await expect(second.getByTestId("lettering-line")).toHaveText(["سلام", "愛してる"]);
      await expect(second.getByTestId("lettering-scripts")).toHaveText("Arabic, Japanese");
      if (run.generates) {
        await confirmAndGenerate(page);
        const inked = await latestLettering(db, user.id);
        expect(inked.inked.lines).toEqual(["سلام", "愛してる"]);
        expect(inked.inked.fonts).toEqual(expect.arrayContaining(["yuji-syuku"]));
      }
    });

    // Once with and once without JavaScript.
    if (run.generates)
      test("words asked for but not given: the description is marked, and nothing is generated", async ({ page }) => {
        await page.goto("/");
        // With JavaScript, the app's own path (the spelling check's answer marks the field).
        if (run.javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toBeAttached();
        const description = page.getByLabel("Describe your tattoo");
        await description.fill("my kids' initials");
        await page.getByRole("button", { name: "Generate", exact: true }).click();
        const message = "Which initials? Put the exact words in quotes in the description";
        await expect(page.locator("#generator")).toContainText(message, { timeout: GENERATION_TIMEOUT });
        await expect(description).toHaveAttribute("aria-invalid", "true");
        await expect(description).toHaveValue("my kids' initials");
        await expect(page.getByTestId("design-card")).toHaveCount(0);
        await expectAccessible(page);
      });

    test("a date in Roman numerals as lettering alone, and a warning for lettering too small to stay readable", async ({
      page,
      signIn,
      db,
    }) => {
      const user = await signIn({ plan: "premium" });
      await page.goto("/");
      await page.getByLabel("Describe your tattoo").fill("mi amor forever in my heart, always and ever");
      await openStudio(page, run.javaScriptEnabled);
      await page.getByLabel("Words to ink").fill("forever in my heart, always and ever");
      await page.getByRole("radio", { name: "Mrs Saint Delafield" }).check();
      await page.getByRole("combobox", { name: "Size" }).selectOption("Small (5-10 cm)");
      const small = await askForProof(page);
      const warning = small.getByTestId("lettering-legibility");
      await expect(warning).toHaveAttribute("role", "alert");
      await expect(warning).toContainText(
        /At 5 cm the (letters are too small to read|counters close): make it [\d.]+ cm/,
      );

      // This one by keyboard alone, from the styles on (Tab in a written description offers the suggestion).
      await page.goto("/");
      await page.getByLabel("Describe your tattoo").fill("12.05.2019 in Roman numerals");
      if (run.javaScriptEnabled) await expect(page.locator("details#lettering[data-live]")).toBeAttached();
      await page.getByRole("checkbox", { name: "Traditional", exact: true }).focus();
      await tabTo(page, page.locator("details#lettering > summary"));
      await page.keyboard.press("Enter");
      await expect(page.getByLabel("Words to ink")).toBeVisible();
      await tabTo(page, page.locator('input[name="letteringFont"][value=""]'));
      const cinzel = page.getByRole("radio", { name: "Cinzel" });
      for (let step = 0; step < 60 && !(await cinzel.isChecked()); step++) await page.keyboard.press("ArrowDown");
      await expect(cinzel).toBeChecked();
      await tabTo(page, page.getByLabel("Only the lettering (no other design)"));
      await page.keyboard.press("Space");
      await tabTo(page, page.getByRole("button", { name: "Generate", exact: true }));
      await page.keyboard.press("Enter");
      const proof = page.getByTestId("lettering-proof");
      await expect(proof).toBeVisible({ timeout: GENERATION_TIMEOUT });
      await tabTo(page, proof.getByRole("button", { name: "Spelling is right: generate" }));
      await expect(proof.getByTestId("lettering-line")).toHaveText(["XII·V·MMXIX"]);
      await expect(proof.getByTestId("lettering-readings")).toHaveText("12.05.2019 → XII·V·MMXIX (12 · 5 · 2019)");
      await expectAccessible(page);
      if (run.generates) {
        await page.keyboard.press("Enter");
        await expectDesigns(page);
        const inked = await latestLettering(db, user.id);
        expect(inked.choice).toMatchObject({ text: "XII·V·MMXIX", font: "cinzel", only: true });
        expect(inked.inked.lines).toEqual(["XII·V·MMXIX"]);
      }
    });
  });
}

test.describe("the lettering studio by keyboard alone", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.setTimeout(180_000);

  test("words typed, a font and a layout chosen, the exact characters shown, then inked", async ({
    page,
    signIn,
    db,
  }) => {
    const user = await signIn({ plan: "premium" });
    await page.goto("/");
    await page.getByLabel("Describe your tattoo").pressSequentially("a swallow with a name under it");
    await expect(page.locator("details#lettering[data-live]")).toBeAttached();
    await page.getByRole("checkbox", { name: "Traditional", exact: true }).focus();
    await tabTo(page, page.locator("details#lettering > summary"));
    await page.keyboard.press("Enter");
    const words = page.getByLabel("Words to ink");
    await tabTo(page, words);
    await page.keyboard.type("Amélie Ødegård");
    await tabTo(page, page.locator('input[name="letteringFont"][value=""]'));
    const font = page.getByRole("radio", { name: "Pinyon Script" });
    for (let step = 0; step < 60 && !(await font.isChecked()); step++) await page.keyboard.press("ArrowDown");
    await expect(font).toBeChecked();
    await tabTo(page, page.locator('input[name="letteringLayout"][value="auto"]'));
    const layout = page.locator('input[name="letteringLayout"][value="arc-down"]');
    for (let step = 0; step < 10 && !(await layout.isChecked()); step++) await page.keyboard.press("ArrowRight");
    await expect(layout).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Generate", exact: true }));
    await page.keyboard.press("Enter");

    const proof = page.getByTestId("lettering-proof");
    await expect(proof).toBeVisible({ timeout: GENERATION_TIMEOUT });
    await expect(proof.getByTestId("lettering-line")).toHaveText(["Amélie Ødegård"]);
    await expect(proof.getByTestId("lettering-scripts")).toHaveText("Latin");
    await expect(proof).toContainText("Pinyon Script");
    await tabTo(page, proof.getByRole("button", { name: "Spelling is right: generate" }));
    await page.keyboard.press("Enter");
    await expectDesigns(page);
    const inked = await latestLettering(db, user.id);
    expect(inked.choice).toMatchObject({ text: "Amélie Ødegård", font: "pinyon-script", layout: "arc-down" });
    expect(inked.inked.lines).toEqual(["Amélie Ødegård"]);
    expect(inked.inked.fonts).toEqual(["pinyon-script"]);
  });
});

interface StoredLettering {
  choice: Record<string, unknown>;
  inked: { lines: string[]; fonts: string[] };
}

async function latestLettering(db: Pool, userId: string): Promise<StoredLettering> {
  const { rows } = await db.query<{ lettering: StoredLettering }>(
    `SELECT lettering FROM "Design" WHERE "userId" = $1 ORDER BY "createdAt" DESC LIMIT 1`,
    [userId],
  );
  return rows[0].lettering;
}
