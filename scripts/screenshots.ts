/**
 * Screenshots of pages at desktop and phone widths, to look at what users see:
 *   npx tsx scripts/screenshots.ts http://localhost:3000 / /profile ...
 * Writes tmp/screenshots/<path>-<width>.png. Set COOKIE="inkwell_session=..." to be signed in.
 */
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";

const [baseUrl = "http://localhost:3000", ...paths] = process.argv.slice(2);
const widths = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
];

await mkdir("tmp/screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
  ],
});
for (const viewport of widths) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  if (process.env.COOKIE) {
    const [name, ...rest] = process.env.COOKIE.split("=");
    await context.addCookies([{ name, value: rest.join("="), url: baseUrl }]);
  }
  const page = await context.newPage();
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(new URL(path, baseUrl).toString(), { waitUntil: "networkidle" });
    const file = `tmp/screenshots/${path.replace(/[^a-z0-9]+/gi, "_") || "home"}-${viewport.name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
