import type { Locator, Page, Route } from "@playwright/test";
import { expect, expectAccessible, fullSizeWidth, test } from "./fixtures";

/**
 * Billing in chromium, in demo mode (the e2e app has no Stripe key): the upgrade dialog,
 * the subscribe pages, the demo checkout (whose Pay sends Stripe-signed events to the
 * real webhook handler), the success and cancel pages, and the billing portal.
 */

/** Presses Tab until `target` has focus: the page is used by keyboard alone. */
async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Fills the demo checkout's card form with the test card, by keyboard, and presses Enter to pay. */
async function payWithTestCard(page: Page) {
  await expect(page.getByText("Demo mode", { exact: true })).toBeVisible();
  await tabTo(page, page.getByLabel("Card number"));
  await page.keyboard.type("4242 4242 4242 4242");
  await page.keyboard.press("Tab");
  await page.keyboard.type("12 / 34");
  await page.keyboard.press("Tab");
  await page.keyboard.type("123");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Cardholder name")).toBeFocused();
  await page.keyboard.type("Tess Tester");
  await page.keyboard.press("Enter");
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe("upgrading through the demo checkout", () => {
  test("a free user upgrades to premium, then to pro, and gets what each plan gives", async ({
    page,
    signIn,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signIn({ plan: "free", firstName: "Tess", lastName: "Tester" });
    await page.goto("/");
    await expect(page.getByTestId("usage-counter")).toContainText("Today: 0/10");

    // The nav's Upgrade item opens 'Choose Your Plan'.
    await page.getByLabel("Account menu for Tess Tester").click();
    await page.getByRole("link", { name: "Upgrade", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Your Plan" });
    await expect(dialog.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
    await expect(dialog).toContainText("Unlock unlimited creativity with Inkwell Premium or Pro");
    await expect(dialog.getByTestId("price-premium")).toHaveText("$9.99/month");
    await expect(dialog.getByTestId("price-pro")).toHaveText("$19.99/month");
    await expect(dialog.getByTestId("plan-free")).toContainText("Perfect for trying out");
    await expect(dialog.getByTestId("plan-free")).toContainText("Current");
    await expect(dialog.getByTestId("plan-premium")).toContainText("Most Popular");
    await expect(dialog.getByTestId("plan-premium")).toContainText("For serious tattoo enthusiasts");
    await expect(dialog.getByTestId("plan-pro")).toContainText("For professionals and studios");
    await expect(dialog.getByRole("button", { name: "Current Plan" })).toBeDisabled();
    await expect(dialog.getByRole("link", { name: "Subscriptions can be canceled at any time" })).toHaveAttribute(
      "href",
      "mailto:support@inkwell.example",
    );
    await expectAccessible(page);

    // Pending: 'Redirecting to Stripe...' and every upgrade button disabled until the answer.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/create-checkout-session", async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Upgrade to Premium" }).click();
    await expect(dialog.getByRole("button", { name: "Redirecting to Stripe..." })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Upgrade to Pro" })).toBeDisabled();
    // On success the dialog closes before the browser leaves for the checkout: the page notes,
    // as it unloads, whether the dialog was still there (a pending navigation stalls locators).
    await page.evaluate(() =>
      addEventListener("beforeunload", () => {
        const open = [...document.querySelectorAll("h2")].some((h) => h.textContent === "Choose Your Plan");
        sessionStorage.setItem("upgradeDialogOpenAtUnload", String(open));
      }),
    );
    release();
    await expect(page).toHaveURL(/\/demo-checkout\/cs_demo_/);
    expect(await page.evaluate(() => sessionStorage.getItem("upgradeDialogOpenAtUnload"))).toBe("false");
    await page.unroute("**/api/create-checkout-session");

    // The demo checkout: plan, price, clearly a demo.
    await expect(page.getByRole("heading", { name: "Subscribe to Inkwell Premium" })).toBeVisible();
    await expect(page.getByTestId("checkout-amount")).toHaveText("$9.99");
    await expect(page.getByRole("note", { name: "Demo mode" })).toContainText("no real payment is taken");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expectAccessible(page);
    const sessionId = page.url().split("/").pop()!;
    await payWithTestCard(page);

    await expect(page).toHaveURL(`${baseURL}/checkout/success?session_id=${sessionId}`);
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByTestId("session-id")).toHaveText(sessionId);
    await expect(page.getByText("Watermark-free 1024x1024 images")).toBeVisible();
    await expect(page.getByRole("link", { name: "View Subscription" })).toHaveAttribute("href", "/profile");
    await expectAccessible(page);

    // Start creating: the home page says so once, the query goes, the nav shows the new plan.
    await page.getByRole("link", { name: "Start Creating" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByTestId("toast").filter({ hasText: "Subscription Activated!" })).toBeVisible();
    await expect(page.getByTestId("tier-badge")).toHaveText("Premium");
    await expect(page.getByTestId("usage-counter")).toHaveCount(0);

    // Premium designs: 1024x1024, no watermark.
    await page.getByLabel("Describe your tattoo").fill("a swallow carrying a banner");
    await page.getByRole("button", { name: "Generate" }).click();
    const gallery = page.getByRole("region", { name: "Your Generated Designs" });
    const card = gallery.getByTestId("design-card").first();
    await expect(card).toBeVisible();
    await expect(gallery.getByText("Watermarked")).toHaveCount(0);
    const image = card.getByRole("img");
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate(fullSizeWidth)).toBe(1024);

    // Then pro, the same way: the dialog (now with Premium current) and the demo checkout.
    await page.goto("/?dialog=upgrade");
    const again = page.getByRole("dialog", { name: "Choose Your Plan" });
    await expect(again.getByTestId("plan-premium")).toContainText("Current");
    await expect(again.getByTestId("plan-free").getByRole("button")).toHaveText("Downgrade (Contact Support)");
    await expect(again.getByTestId("plan-free").getByRole("button")).toBeDisabled();
    await again.getByRole("button", { name: "Upgrade to Pro" }).click();
    await expect(page.getByRole("heading", { name: "Subscribe to Inkwell Pro" })).toBeVisible();
    await expect(page.getByTestId("checkout-amount")).toHaveText("$19.99");
    await payWithTestCard(page);
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByText("2048x2048 exports")).toBeVisible();

    await page.getByRole("link", { name: "View Subscription" }).click();
    await expect(page.getByTestId("plan-badge")).toHaveText("Pro");
    await expect(page.getByTestId("plan-price")).toHaveText("$19.99/month");
    await expect(page.getByRole("button", { name: "Manage subscription" })).toBeVisible();
    await expect(page.getByTestId("tier-badge")).toHaveText("Pro");
  });

  test("by keyboard alone: the dialog from the account menu, the checkout, and back out with Cancel", async ({
    page,
    signIn,
  }) => {
    await signIn({ plan: "free", firstName: "Kay", lastName: "Board" });
    await page.goto("/");
    const menu = page.getByLabel("Account menu for Kay Board");
    await tabTo(page, menu);
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("link", { name: "Upgrade", exact: true }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Choose Your Plan" });
    await expect(dialog.getByTestId("price-pro")).toHaveText("$19.99/month");
    await tabTo(page, dialog.getByRole("button", { name: "Upgrade to Pro" }));
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { name: "Subscribe to Inkwell Pro" })).toBeVisible();
    // A wrong card number is named, and focus goes to it.
    await tabTo(page, page.getByLabel("Card number"));
    await page.keyboard.type("4242 4242 4242 4241");
    await tabTo(page, page.getByRole("button", { name: "Pay $19.99" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Your card number is invalid.")).toBeVisible();
    await expect(page.getByLabel("Card number")).toBeFocused();
    await expect(page.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await tabTo(page, page.getByRole("link", { name: "Cancel", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Checkout canceled" })).toBeVisible();
    await expect(page.getByText("No charge was made. Your account stays on the Free plan")).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue with Free" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/subscribe");
    await expectAccessible(page);
    await expect(page.getByTestId("usage-counter")).toContainText("Today: 0/10");
  });

  test("the subscribe pages work signed out, and lead through sign-in", async ({ page }) => {
    await page.goto("/subscribe");
    await expect(page.getByTestId("subscribe-price")).toHaveText("$9.99/month");
    await expect(page.getByText("Unlimited generations")).toBeVisible();
    await expect(page.getByRole("link", { name: "Subscribe to Premium" })).toHaveAttribute(
      "href",
      "/api/login?redirectTo=%2Fsubscribe",
    );
    await expectAccessible(page);
    await page.goto("/subscribe-pro");
    await expect(page.getByTestId("subscribe-price")).toHaveText("$19.99/month");
    await expect(page.getByText("Commercial usage rights")).toBeVisible();
    await expect(page.getByRole("link", { name: "Subscribe to Pro" })).toHaveAttribute(
      "href",
      "/api/login?redirectTo=%2Fsubscribe-pro",
    );
    await expectAccessible(page);
  });

  test("a premium user sees Current Plan on /subscribe and buys pro from the profile", async ({ page, signIn }) => {
    await signIn({ plan: "premium" });
    await page.goto("/subscribe");
    await expect(page.getByRole("button", { name: "Current Plan" })).toBeDisabled();
    await page.goto("/profile");
    await page.getByRole("link", { name: "Upgrade to Pro" }).click();
    await expect(page).toHaveURL(/\/subscribe-pro$/);
    await page.getByRole("button", { name: "Subscribe to Pro" }).click();
    await payWithTestCard(page);
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByTestId("tier-badge")).toHaveText("Pro");
  });

  test("the billing portal cancels a subscription, back to free", async ({ page, signIn }) => {
    await signIn({ plan: "free" });
    await page.goto("/subscribe");
    await page.getByRole("button", { name: "Subscribe to Premium" }).click();
    await payWithTestCard(page);
    await page.getByRole("link", { name: "View Subscription" }).click();
    await expect(page.getByTestId("plan-badge")).toHaveText("Premium");
    await expect(page.getByTestId("plan-price")).toHaveText("$9.99/month");

    await page.getByRole("button", { name: "Manage subscription" }).click();
    await expect(page.getByRole("heading", { name: "Manage your subscription" })).toBeVisible();
    await expect(page.getByText("Inkwell Premium", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId("toast").filter({ hasText: "Subscription canceled" })).toBeVisible();
    await expect(page.getByTestId("plan-badge")).toHaveText("Free");
    await expect(page.getByRole("button", { name: "Manage subscription" })).toHaveCount(0);
    await expect(page.getByTestId("usage-counter")).toBeVisible();
  });
});

test.describe("the upgrade dialog's states and errors", () => {
  test("'Loading...' and disabled upgrades until the prices arrive; a failed lookup stays 'Loading...'", async ({
    page,
    signIn,
  }) => {
    await signIn({ plan: "free", firstName: "Lo", lastName: "Ading" });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/stripe/prices", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await page.getByLabel("Account menu for Lo Ading").click();
    await page.getByRole("link", { name: "Upgrade", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Your Plan" });
    await expect(dialog.getByTestId("price-premium")).toHaveText("Loading...");
    await expect(dialog.getByRole("button", { name: "Upgrade to Premium" })).toBeDisabled();
    release();
    await expect(dialog.getByTestId("price-premium")).toHaveText("$9.99/month");
    await expect(dialog.getByRole("button", { name: "Upgrade to Premium" })).toBeEnabled();

    await page.unroute("**/api/stripe/prices");
    await page.route("**/api/stripe/prices", (route) => route.fulfill({ status: 502, json: { message: "down" } }));
    await page.reload();
    await page.getByLabel("Account menu for Lo Ading").click();
    const refused = page.waitForResponse("**/api/stripe/prices");
    await page.getByRole("link", { name: "Upgrade", exact: true }).click();
    expect((await refused).status()).toBe(502);
    await expect(dialog.getByTestId("price-pro")).toHaveText("Loading...");
    await expect(dialog.getByRole("button", { name: "Upgrade to Pro" })).toBeDisabled();
  });

  test("a failed checkout shows the destructive 'Checkout Error' toast with the spec's fallbacks", async ({
    page,
    signIn,
  }) => {
    await signIn({ plan: "free", firstName: "Err", lastName: "Or" });
    await page.goto("/");
    await page.getByLabel("Account menu for Err Or").click();
    await page.getByRole("link", { name: "Upgrade", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Your Plan" });
    const upgrade = dialog.getByRole("button", { name: "Upgrade to Premium" });
    const toast = page.getByTestId("toast");

    const cases: Array<{ answer: (route: Route) => Promise<void>; text: string }> = [
      {
        answer: (route) => route.fulfill({ status: 409, json: { message: "You are already on the Premium plan." } }),
        text: "You are already on the Premium plan.",
      },
      { answer: (route) => route.fulfill({ status: 500, body: "" }), text: "Failed to create checkout session" },
      { answer: (route) => route.fulfill({ status: 200, json: {} }), text: "No checkout URL received" },
      { answer: (route) => route.abort(), text: "Failed to start checkout. Please try again." },
    ];
    for (const { answer, text } of cases) {
      await page.route("**/api/create-checkout-session", answer);
      await upgrade.click();
      await expect(toast).toContainText("Checkout Error");
      await expect(toast).toContainText(text);
      await expect(toast).toHaveAttribute("role", "alert");
      // Pending is cleared and the dialog stays open for another try.
      await expect(upgrade).toBeEnabled();
      await expect(dialog.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
      await page.unroute("**/api/create-checkout-session");
    }
  });

  test("the success page without a session id says 'Payment Error'", async ({ page, signIn }) => {
    await signIn({ plan: "free" });
    await page.goto("/checkout/success");
    await expect(page.getByRole("heading", { name: "Payment Error" })).toBeVisible();
    await expect(page.getByText("No session ID found")).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the subscribe, checkout, success and cancel pages fit and pass axe", async ({ page, signIn }) => {
    await signIn({ plan: "free" });
    await page.goto("/subscribe-pro");
    await expectNoHorizontalScroll(page);
    await page.getByRole("button", { name: "Subscribe to Pro" }).click();
    await expect(page.getByRole("heading", { name: "Subscribe to Inkwell Pro" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await payWithTestCard(page);
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.goto("/checkout/cancel");
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("subscribe, pay on the demo checkout, and see the plan, all as plain forms and links", async ({
    page,
    signIn,
    baseURL,
  }) => {
    await signIn({ plan: "free" });
    await page.goto("/subscribe");
    await page.getByRole("button", { name: "Subscribe to Premium" }).click();
    await expect(page.getByRole("heading", { name: "Subscribe to Inkwell Premium" })).toBeVisible();

    // A refused card comes back with the message, the form keeps what was typed.
    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByLabel("Expiration date (MM / YY)").fill("12 / 34");
    await page.getByLabel("Security code (CVC)").fill("123");
    await page.getByLabel("Cardholder name").fill("No Script");
    await page.getByRole("button", { name: "Pay $9.99" }).click();
    await expect(page.getByRole("alert")).toContainText("Your card was declined.");
    await expect(page.getByLabel("Cardholder name")).toHaveValue("No Script");
    await expectAccessible(page);

    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Security code (CVC)").fill("123");
    await page.getByRole("button", { name: "Pay $9.99" }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Start Creating" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByTestId("toast")).toContainText("Subscription Activated!");
    await expect(page.getByTestId("tier-badge")).toHaveText("Premium");
  });

  test("the upgrade dialog from the URL shows prices and its forms lead to the checkout", async ({ page, signIn }) => {
    await signIn({ plan: "free" });
    await page.goto("/?dialog=upgrade");
    const dialog = page.getByRole("dialog", { name: "Choose Your Plan" });
    await expect(dialog.getByTestId("price-pro")).toHaveText("$19.99/month");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Upgrade to Pro" }).click();
    await expect(page.getByRole("heading", { name: "Subscribe to Inkwell Pro" })).toBeVisible();
    await page.getByRole("link", { name: "Cancel", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Checkout canceled" })).toBeVisible();
  });

  test("a refused form post comes back to the page as a 'Checkout Error' toast", async ({ page, signIn, db }) => {
    const user = await signIn({ plan: "free" });
    await page.goto("/subscribe");
    // Meanwhile, another tab bought Premium: this page's form is now stale.
    await db.query(`UPDATE "User" SET "subscriptionType" = 'premium' WHERE id = $1`, [user.id]);
    await page.getByRole("button", { name: "Subscribe to Premium" }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
    await expect(page.getByTestId("toast")).toContainText("Checkout Error");
    await expect(page.getByTestId("toast")).toContainText("You are already on the Premium plan.");
    await expect(page.getByRole("button", { name: "Current Plan" })).toBeDisabled();
  });
});
