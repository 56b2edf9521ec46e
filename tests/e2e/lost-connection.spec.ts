import { expect, GENERATION_TIMEOUT, test } from "./fixtures";

/**
 * Generations are durable jobs (decision 011): a phone that loses its connection while
 * its designs are being made gets them after reloading the page.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("a phone that loses the connection during a generation sees its designs after a reload", async ({
  page,
  signIn,
}) => {
  await signIn({ plan: "free" });
  await page.goto("/");
  await page.getByLabel("Describe your tattoo").fill("a lighthouse in a storm");

  // The request reaches the server, but the answer never reaches the phone; the phone stays
  // offline (its own attempts to pick the result up fail too) until it reloads.
  const reachedServer: Promise<unknown>[] = [];
  await page.route(
    "**/api/generate",
    async (route) => {
      reachedServer.push(route.fetch().catch(() => null));
      await route.abort("internetdisconnected");
    },
    { times: 1 },
  );
  await page.route("**/api/generations/**", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByRole("heading", { name: "Creating Your Design" })).toBeVisible();
  await expect.poll(() => reachedServer.length).toBe(1);
  await Promise.all(reachedServer);

  // Back online only once the reload has begun: the old page, still polling, must not pick the
  // designs up in between (it did under load, and then had nothing left for the new page).
  await page.reload({ waitUntil: "commit" });
  await page.unrouteAll({ behavior: "ignoreErrors" });
  const gallery = page.getByRole("region", { name: "Your Generated Designs" });
  await expect(gallery).toBeVisible({ timeout: GENERATION_TIMEOUT });
  const cards = gallery.getByTestId("design-card");
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByRole("img")).toHaveAttribute("alt", /lighthouse/i);
});
