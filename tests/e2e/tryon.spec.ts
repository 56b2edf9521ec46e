import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { parsePhysicalSize } from "../../app/modules/designs/physical-size";
import { expect, expectAccessible, GENERATION_TIMEOUT, test } from "./fixtures";

/**
 * Try on (issue 14): the design on the person's photo, in the browser only, at desktop and
 * phone width: placed by keyboard and pointer, calibrated with the ruler, saved as a PNG
 * with the photo's size and the ink where it was placed. No request carries the photo.
 */

const SKIN = { r: 214, g: 170, b: 140 };
const PHOTO = { width: 1200, height: 900 };

async function skinPhoto(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: SKIN } })
    .png()
    .toBuffer();
}

async function generate(page: Page, description: string) {
  await page.goto("/");
  await page.getByLabel("Describe your tattoo").fill(description);
  await page.getByRole("button", { name: "Generate" }).click();
  const card = page.getByTestId("design-card").first();
  await expect(card).toBeVisible({ timeout: GENERATION_TIMEOUT });
  return card;
}

/** The design's placement in photo pixels (the picture's data attributes). */
async function placement(picture: Locator) {
  return picture.evaluate((element: HTMLElement) => ({
    x: Number(element.dataset.x),
    y: Number(element.dataset.y),
    width: Number(element.dataset.width),
    rotation: Number(element.dataset.rotation),
  }));
}

/** A point of the photo on screen. */
async function screenPoint(canvas: Locator, photo: { width: number; height: number }, x: number, y: number) {
  const box = (await canvas.boundingBox())!;
  return { x: box.x + (x / photo.width) * box.width, y: box.y + (y / photo.height) * box.height };
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 10) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

/** Loads a photo through the file input; returns a monitor of the request bodies sent from then on. */
async function loadPhoto(page: Page, photo: Buffer) {
  const bodies: Array<{ url: string; body: Buffer }> = [];
  page.on("request", (request) => {
    const body = request.postDataBuffer();
    if (body) bodies.push({ url: request.url(), body });
  });
  await page.getByTestId("tryon-photo").setInputFiles({ name: "arm.png", mimeType: "image/png", buffer: photo });
  await expect(page.getByTestId("tryon-size")).toHaveText("Measure a known length to see the true size.");
  return bodies;
}

function expectNoPhotoIn(bodies: Array<{ url: string; body: Buffer }>, photo: Buffer) {
  const slice = photo.subarray(Math.floor(photo.length / 2), Math.floor(photo.length / 2) + 24);
  for (const { url, body } of bodies) {
    expect(body.includes(slice), url).toBe(false);
    expect(body.includes(Buffer.from(slice.toString("base64").slice(0, 24))), url).toBe(false);
    expect(body.includes(Buffer.from("arm.png")), url).toBe(false);
  }
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 }, deviceScaleFactor: 1 });

    test("try on: place, calibrate and save the design on a photo that never leaves the browser", async ({
      page,
      signIn,
    }) => {
      await signIn();
      const description = "a swallow with a banner";
      const card = await generate(page, description);
      const tryOn = card.getByRole("link", { name: `Try on ${description}` });
      await expect(tryOn).toHaveAttribute("href", /^\/try-on\?design=/);
      const sizeText = (await card.locator("dd").nth(1).textContent())!;
      const generated = parsePhysicalSize(sizeText);
      await tryOn.click();

      const dialog = page.getByRole("dialog", { name: `Try on: ${description}` });
      await expect(dialog).toBeVisible();
      // The drawn forearm is at a known scale: the design shows at its generated size at once.
      await expect(page.getByTestId("tryon-size")).toHaveText(
        `Shown at ${generated.widthCm} x ${generated.heightCm} cm`,
      );
      if (process.env.TRYON_SCREENSHOTS) await page.screenshot({ path: `/tmp/tryon-${width}-forearm.png` });

      const photo = await skinPhoto(PHOTO.width, PHOTO.height);
      const bodies = await loadPhoto(page, photo);
      const picture = page.getByTestId("tryon-picture");
      const canvas = page.getByTestId("tryon-canvas");
      expect(await placement(picture)).toEqual({ x: 600, y: 450, width: 360, rotation: 0 });

      // Keyboard: arrows move by 1% of the photo (9 px), + resizes by 5%, ] and [ turn by 5 degrees.
      await picture.focus();
      for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("+");
      await page.keyboard.press("]");
      expect(await placement(picture)).toEqual({ x: 645, y: 459, width: 378, rotation: 5 });
      await page.keyboard.press("[");
      await page.keyboard.press("-");
      expect(await placement(picture)).toEqual({ x: 645, y: 459, width: 360, rotation: 0 });

      // Pointer: drag the design 100 photo px left and 50 up; the wheel resizes.
      await drag(page, await screenPoint(canvas, PHOTO, 645, 459), await screenPoint(canvas, PHOTO, 545, 409));
      const dragged = await placement(picture);
      const tolerance = (PHOTO.width / (await canvas.boundingBox())!.width) * 2;
      expect(Math.abs(dragged.x - 545)).toBeLessThanOrEqual(tolerance);
      expect(Math.abs(dragged.y - 409)).toBeLessThanOrEqual(tolerance);
      await page.mouse.wheel(0, -100);
      await expect.poll(async () => (await placement(picture)).width).toBeGreaterThan(360);

      // The ruler: a bank card's long edge, 428 photo px, makes 50 px per cm.
      await dialog.getByRole("button", { name: "Measure" }).click();
      await drag(page, await screenPoint(canvas, PHOTO, 200, 800), await screenPoint(canvas, PHOTO, 628, 800));
      // The ruler's ends move by keyboard too (and back).
      await dialog.getByRole("button", { name: /^Ruler end/ }).focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowLeft");
      await expectAccessible(page);
      if (process.env.TRYON_SCREENSHOTS) await page.screenshot({ path: `/tmp/tryon-${width}-ruler.png` });
      await dialog.getByRole("button", { name: "Bank card (8.56 cm)" }).click();
      const size = page.getByTestId("tryon-size");
      await expect(size).toHaveText(`Shown at ${generated.widthCm} x ${generated.heightCm} cm`);
      const calibrated = await placement(picture);
      expect(Math.abs(calibrated.width - generated.widthCm * 50)).toBeLessThanOrEqual(
        generated.widthCm * tolerance * 0.5,
      );
      // Resizing shows the new physical size.
      await picture.focus();
      await page.keyboard.press("+");
      const cm = (value: number) => String(Math.round(value * 10) / 10);
      await expect(size).toHaveText(`Shown at ${cm(generated.widthCm * 1.05)} x ${cm(generated.heightCm * 1.05)} cm`);
      await page.keyboard.press("-");
      await expect(size).toHaveText(`Shown at ${generated.widthCm} x ${generated.heightCm} cm`);

      await expectAccessible(page);
      if (process.env.TRYON_SCREENSHOTS) await page.screenshot({ path: `/tmp/tryon-${width}.png` });

      // Save: the photo's size, the skin untouched away from the design, ink where it was placed.
      const final = await placement(picture);
      const downloading = page.waitForEvent("download");
      await dialog.getByRole("button", { name: "Save picture" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^tattoo-design-[\w-]+-try-on\.png$/);
      const saved = await readFile((await download.path())!);
      const { data, info } = await sharp(saved).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([PHOTO.width, PHOTO.height]);
      const at = (x: number, y: number) => [
        data[(y * info.width + x) * 3],
        data[(y * info.width + x) * 3 + 1],
        data[(y * info.width + x) * 3 + 2],
      ];
      const isSkin = (pixel: number[]) =>
        Math.abs(pixel[0] - SKIN.r) <= 2 && Math.abs(pixel[1] - SKIN.g) <= 2 && Math.abs(pixel[2] - SKIN.b) <= 2;
      const half = final.width / 2 + 4;
      let inkInside = 0;
      let inkOutside = 0;
      for (let y = 0; y < info.height; y += 2) {
        for (let x = 0; x < info.width; x += 2) {
          const pixel = at(x, y);
          const inked = pixel[0] < SKIN.r - 12 || pixel[1] < SKIN.g - 12 || pixel[2] < SKIN.b - 12;
          if (!inked) continue;
          if (Math.abs(x - final.x) <= half && Math.abs(y - final.y) <= half) inkInside++;
          else inkOutside++;
        }
      }
      expect(inkOutside).toBe(0);
      expect(inkInside).toBeGreaterThan((final.width / 2) * (final.width / 2) * 0.01);
      // Paper-white is transparent: the design's corners show the skin, not white paper.
      expect(isSkin(at(Math.round(final.x - final.width / 2 + 3), Math.round(final.y - final.width / 2 + 3)))).toBe(
        true,
      );
      expect(isSkin(at(5, 5))).toBe(true);

      expectNoPhotoIn(bodies, photo);
      await dialog.getByRole("button", { name: "Close try on" }).click();
      await expect(dialog).toBeHidden();
      await expect(tryOn).toBeFocused();
    });
  });
}

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

  test("dragging on a phone-sized photo keeps a frame rate we report; the viewer offers try on too", async ({
    page,
    signIn,
  }) => {
    await signIn();
    const description = "a fern frond";
    const card = await generate(page, description);
    await card.getByRole("button", { name: `Open ${description} in the viewer` }).click();
    await expect(page.getByTestId("viewer-image")).toBeVisible();
    if (process.env.TRYON_SCREENSHOTS) await page.screenshot({ path: "/tmp/tryon-390-viewer.png" });
    await page
      .getByRole("dialog", { name: description })
      .getByRole("link", { name: `Try on ${description}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Try on: ${description}` });
    await expect(dialog).toBeVisible();
    if (process.env.TRYON_SCREENSHOTS) {
      await dialog.getByRole("button", { name: "Upper arm" }).click();
      await dialog.getByLabel(/^Curve around the limb/).fill("0.6");
      await expect(page.getByTestId("tryon-size")).toHaveText(/^Shown at /);
      await page.screenshot({ path: "/tmp/tryon-390-upper-arm-curved.png" });
    }
    // A phone camera's photo, portrait.
    const phone = { width: 3024, height: 4032 };
    const photo = await skinPhoto(phone.width, phone.height);
    const bodies = await loadPhoto(page, photo);
    const canvas = page.getByTestId("tryon-canvas");
    const from = await screenPoint(canvas, phone, phone.width / 2, phone.height / 2);

    await page.evaluate(() => {
      const state = window as unknown as { __frames: number[]; __tracking: boolean };
      state.__frames = [];
      state.__tracking = true;
      performance.clearMarks("tryon:draw");
      const tick = (time: number) => {
        state.__frames.push(time);
        if (state.__tracking) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= 120; i++)
      await page.mouse.move(from.x + Math.sin(i / 10) * 80, from.y + Math.cos(i / 10) * 80 - 80);
    await page.mouse.up();
    const { fps, draws } = await page.evaluate(() => {
      const state = window as unknown as { __frames: number[]; __tracking: boolean };
      state.__tracking = false;
      const frames = state.__frames;
      const marks = performance.getEntriesByName("tryon:draw");
      const seconds = (frames[frames.length - 1] - frames[0]) / 1000;
      return { fps: (frames.length - 1) / seconds, draws: marks.length / seconds };
    });
    console.log(
      `try-on drag at 390 px: ${fps.toFixed(1)} frames/s (requestAnimationFrame), ${draws.toFixed(1)} redraws/s`,
    );
    expect(fps).toBeGreaterThan(10);

    // The round handle turns the design towards the pointer.
    const picture = page.getByTestId("tryon-picture");
    const centre = await placement(picture);
    const handleBox = (await page.getByTestId("tryon-rotate").boundingBox())!;
    await drag(
      page,
      { x: handleBox.x + handleBox.width / 2, y: handleBox.y + handleBox.height / 2 },
      await screenPoint(canvas, phone, centre.x + 1000, centre.y),
    );
    expect(Math.abs((await placement(picture)).rotation - 90)).toBeLessThanOrEqual(3);
    expectNoPhotoIn(bodies, photo);

    // The placement goes to the share form as a note, with the body part preselected.
    await dialog.getByRole("button", { name: "Forearm" }).click();
    const generated = parsePhysicalSize((await card.locator("dd").nth(1).textContent())!);
    await dialog.getByRole("link", { name: "Share with your artist, with this placement" }).click();
    await expect(page.getByLabel("Placement")).toHaveValue("outer-forearm");
    await expect(page.getByLabel("Notes for your artist")).toHaveValue(
      `Tried on at ${generated.widthCm} x ${generated.heightCm} cm on the forearm.`,
    );
  });
});

test("without JavaScript, try on explains that it needs JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/try-on?design=anything");
  await expect(page.getByRole("heading", { name: "Try on needs JavaScript" })).toBeVisible();
  await expectAccessible(page);
  await context.close();
});
