import { readFile } from "node:fs/promises";
import { expect, expectAccessible, GENERATION_TIMEOUT, test } from "./fixtures";

test("a Pro user downloads the print-ready PDF and the stencil from a gallery card", async ({ page, signIn }) => {
  await signIn({ plan: "pro" });
  await page.goto("/");
  await page.getByLabel("Describe your tattoo").fill("an hourglass with roses");
  await page.getByRole("button", { name: "Generate" }).click();
  const card = page.getByTestId("design-card").first();
  await expect(card).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(card.getByText("2048x2048")).toBeVisible();
  await expect(card.getByTestId("tattooability")).toContainText(/cm/);

  const pdfDownload = page.waitForEvent("download");
  await card.getByRole("link", { name: /^PDF: Print-ready PDF/ }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^tattoo-design-.+-10cm\.pdf$/);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

  const stencilDownload = page.waitForEvent("download");
  await card.getByRole("link", { name: /^Mirrored: Mirrored stencil/ }).click();
  const stencil = await stencilDownload;
  expect(stencil.suggestedFilename()).toMatch(/^tattoo-stencil-.+-mirrored\.png$/);
  const png = await readFile((await stencil.path())!);
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  await expectAccessible(page);

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Inkwell Pro commercial licence" })).toBeVisible();
});

test("a Premium user who asks for Pro files sees the upgrade dialog", async ({ page, signIn }) => {
  await signIn({ plan: "premium" });
  await page.goto("/");
  await page.getByLabel("Describe your tattoo").fill("a key");
  await page.getByRole("button", { name: "Generate" }).click();
  const card = page.getByTestId("design-card").first();
  await expect(card.getByTestId("tattooability")).toBeVisible();
  await card.getByRole("link", { name: /^PDF: Print-ready PDF.*\(Pro\)$/ }).click();
  const plans = page.getByRole("dialog", { name: "Choose Your Plan" });
  await expect(plans).toBeVisible();
  await expect(plans.getByText("Current", { exact: true })).toBeVisible();
});

test("free users see no tattooability check", async ({ page, signIn }) => {
  await signIn({ plan: "free" });
  await page.goto("/");
  await page.getByLabel("Describe your tattoo").fill("a key");
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByTestId("design-card").first()).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(page.getByTestId("tattooability")).toHaveCount(0);
});
