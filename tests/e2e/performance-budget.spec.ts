import { expect, test } from "./fixtures";

/**
 * The home page's JavaScript budget: at most 90 KB gzipped on the wire (what the
 * browser downloads while loading the page, framework included).
 */
const BUDGET_BYTES = 90 * 1024;

test("the home page ships at most 90 KB of gzipped JavaScript", async ({ page }) => {
  const scripts: Array<{ url: string; bytes: number; encoding: string }> = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const sizes = await response.request().sizes();
    scripts.push({
      url: response.url(),
      bytes: sizes.responseBodySize,
      encoding: (await response.allHeaders())["content-encoding"] ?? "none",
    });
  });
  await page.goto("/", { waitUntil: "networkidle" });
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.encoding, script.url).toBe("gzip");
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  console.log(
    `home page JavaScript: ${scripts.length} files, ${(total / 1024).toFixed(1)} KB gzipped (${total} bytes)`,
  );
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});

test("the home page paints before its JavaScript is fetched, then starts it", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const { contentfulPaint, firstScript } = await page.evaluate(() => ({
    contentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    firstScript: Math.min(
      ...performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(contentfulPaint).toBeDefined();
  // Fetched once the paint is reported, or after a second at most (for a page that paints later than that).
  expect(firstScript).toBeGreaterThanOrEqual(Math.min(contentfulPaint!, 1000));
});
