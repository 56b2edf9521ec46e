import { expect, test } from "./fixtures";

test.describe("notifications (spec §4)", () => {
  test("one at a time, F8 reaches them, a 50 px swipe right dismisses", async ({ page }) => {
    await page.goto("/");
    const generate = page.getByRole("button", { name: "Generate" });
    await generate.click();
    const toasts = page.getByTestId("toast");
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText("Description Required");
    await generate.click();
    await expect(toasts).toHaveCount(1); // a new one replaces the old one

    const viewport = page.getByRole("region", { name: "Notifications (F8)" });
    await page.keyboard.press("F8");
    await expect(viewport.locator("> div")).toBeFocused();
    const width = await viewport.locator("> div").evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(420);

    // A short drag snaps back; a swipe past 50 px dismisses. Each starts on the toast at rest (its slide-in and
    // snap-back finished), so the pointer lands where the box says.
    const settled = () => toasts.evaluate((toast) => Promise.all(toast.getAnimations().map((a) => a.finished)));
    await settled();
    const box = (await toasts.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 50, y, { steps: 5 });
    await page.mouse.up();
    await expect(toasts).toBeVisible();
    // Back in place before the next swipe starts on it (mid snap-back, box.x + 20 can fall left of the toast).
    await settled();
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 90, y, { steps: 5 });
    await page.mouse.up();
    await expect(toasts).toHaveCount(0);
  });

  test("the dismiss button closes a toast, and toasts leave by themselves after 5 seconds", async ({ page }) => {
    await page.goto("/");
    const generate = page.getByRole("button", { name: "Generate" });
    const toast = page.getByTestId("toast");
    await generate.click();
    await expect(toast).toBeVisible();
    await page.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(toast).toHaveCount(0);

    // How long the toast stayed, timed in the page from its insertion to its removal (a slow
    // machine can only make it stay longer, and a late check cannot shorten it).
    await page.mouse.move(0, 0); // hovering a toast pauses it
    await page.evaluate(() => {
      const times: { shown?: number; gone?: number } = {};
      (window as unknown as { toastTimes: typeof times }).toastTimes = times;
      new MutationObserver(() => {
        const present = document.querySelector('[data-testid="toast"]') !== null;
        if (present && times.shown === undefined) times.shown = performance.now();
        if (!present && times.shown !== undefined && times.gone === undefined) times.gone = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await generate.click();
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCount(0, { timeout: 15_000 });
    const { shown, gone } = await page.evaluate(
      () => (window as unknown as { toastTimes: { shown: number; gone: number } }).toastTimes,
    );
    expect(gone - shown).toBeGreaterThanOrEqual(4_900);
  });
});

test("tooltips open after 700 ms", async ({ page, signIn }) => {
  await signIn({ plan: "free" });
  await page.goto("/");
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  const hovered = Date.now();
  await page.getByRole("link", { name: "Saved designs" }).hover();
  await expect(page.getByRole("tooltip")).toHaveText("Saved designs");
  expect(Date.now() - hovered).toBeGreaterThanOrEqual(650);
});
