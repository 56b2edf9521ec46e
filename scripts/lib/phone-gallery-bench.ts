import { chromium } from "playwright-core";
import { benchSession } from "./bench-session";

/**
 * The image bytes a phone downloads for a Pro gallery of two designs (2048 px each):
 * chromium at 390 CSS px wide and a device pixel ratio of 3 (a current iPhone) opens the
 * gallery page, scrolls through it, and every image response under /designs/ is counted
 * (issue 35's goal: 60 KB at most).
 * Compared, in the same run, with the two full-size PNGs the cards showed before
 * display versions existed.
 */
export async function benchPhoneGallery(options: { appUrl: string; databaseUrl: string; sessionSecret: string }) {
  const cookieValue = await benchSession({ ...options, plan: "pro", prefix: "bench_phone" });

  const generated = await fetch(`${options.appUrl}/api/generate`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: options.appUrl, cookie: cookieValue },
    body: JSON.stringify({ description: "a tiger among peonies with a banner", style: "Traditional" }),
  });
  if (!generated.ok) throw new Error(`POST /api/generate answered ${generated.status}`);
  const designs = ((await generated.json()) as { designs: Array<{ id: string; imageUrl: string }> }).designs;

  let fullPngBytes = 0;
  for (const design of designs) {
    fullPngBytes += (
      await (await fetch(`${options.appUrl}${design.imageUrl}`, { headers: { cookie: cookieValue } })).arrayBuffer()
    ).byteLength;
  }

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
  try {
    // The session goes as a header: the app runs in production, where its cookie is the Secure
    // __Host- one, which a browser keeps only from https (the bench's app is on http://127.0.0.1).
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { cookie: cookieValue },
    });
    const page = await context.newPage();
    const images: Array<{ url: string; type: string; bytes: Promise<number> }> = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "image" || !new URL(response.url()).pathname.startsWith("/designs/"))
        return;
      images.push({
        url: response.url(),
        type: response.headers()["content-type"] ?? "?",
        bytes: response.body().then(
          (body) => body.length,
          () => 0,
        ),
      });
    });
    await page.goto(`${options.appUrl}/?designs=${designs.map((design) => design.id).join(",")}`);
    const cards = page.getByTestId("design-card");
    for (let index = 0; index < designs.length; index++) await cards.nth(index).scrollIntoViewIfNeeded();
    await page.waitForFunction((count) => {
      const shown = [...document.querySelectorAll<HTMLImageElement>('[data-testid="design-card"] img')];
      return shown.length === count && shown.every((image) => image.complete && image.naturalWidth > 0);
    }, designs.length);
    const phoneBytes = (await Promise.all(images.map((image) => image.bytes))).reduce((sum, bytes) => sum + bytes, 0);
    const chosen = images.map(
      (image) => `${new URL(image.url).pathname.replace(/^\/designs\/[^/]+/, "…")} (${image.type})`,
    );
    return { designs: designs.length, phoneBytes, fullPngBytes, chosen };
  } finally {
    await browser.close();
  }
}
