import { SESSION_COOKIE_NAME } from "../support/session-cookie";
import { expect, expectAccessible, test } from "./fixtures";

test("a visitor signs in through the local provider, sees their account, and signs out for good", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Login" }).click();

  // The embedded provider's page.
  await expect(page.getByRole("heading", { name: "Sign in to Inkwell" })).toBeVisible();
  await page.getByLabel("Email").fill("june@example.com");
  await page.getByLabel("First name").fill("June");
  await page.getByLabel("Last name").fill("Carter");
  await expect(page.getByLabel("Sign in as administrator")).not.toBeChecked();
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(`${baseURL}/`);
  const counter = page.getByTestId("usage-counter");
  await expect(counter).toContainText("Today: 0/10");
  await expect(counter).toContainText("Month: 0/40");
  await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);

  // The account menu, by keyboard.
  await page.getByLabel("Account menu for June Carter").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("account-name")).toHaveText("June Carter");
  await expect(page.getByText("june@example.com")).toBeVisible();
  for (const item of ["Profile", "Saved Designs", "Generation History", "Upgrade"]) {
    await expect(page.getByRole("link", { name: item, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("account-name")).toBeHidden();

  await page.getByLabel("Account menu for June Carter").click();
  await page.getByRole("link", { name: "Profile", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/profile`);
  await expect(page.getByRole("heading", { name: "June Carter" })).toBeVisible();
  await expect(page.getByTestId("plan-badge")).toHaveText("Free");
  await expect(page.getByText("No saved designs yet")).toBeVisible();
  await expect(page.getByText("Member since")).toBeVisible();
  await expectAccessible(page);

  const sessionBefore = (await context.cookies()).find((c) => c.name === SESSION_COOKIE_NAME)!;
  await page.getByLabel("Account menu for June Carter").click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();

  // The old cookie is refused: the session was revoked on the server.
  await context.addCookies([sessionBefore]);
  const response = await page.request.get("/api/auth/user");
  expect(response.status()).toBe(401);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Sign In Required" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible();

  // Signing in from there comes back to the profile (the provider still knows June: no form this time).
  await expect(page).toHaveURL(`${baseURL}/sign-in?redirectTo=%2Fprofile`);
  await page.getByRole("main").getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(`${baseURL}/profile`);
  await expect(page.getByRole("heading", { name: "June Carter" })).toBeVisible();
});

test("admins see the Admin Panel item; paid users see their tier instead of counters", async ({ page, signIn }) => {
  await signIn({ plan: "premium", admin: true, firstName: "Ada", lastName: "Admin" });
  await page.goto("/");
  await expect(page.getByTestId("tier-badge")).toHaveText("Premium");
  await expect(page.getByTestId("usage-counter")).toHaveCount(0);
  await page.getByLabel("Account menu for Ada Admin").click();
  await expect(page.getByRole("link", { name: "Admin Panel" })).toHaveAttribute("href", "/admin");
  await expect(page.getByRole("link", { name: "Upgrade", exact: true })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the account menu opens and Logout works", async ({ page, signIn }) => {
    await signIn({ firstName: "", lastName: "" });
    await page.goto("/");
    await page.getByLabel("Account menu for User").click();
    await expect(page.getByTestId("account-name")).toHaveText("User");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  });
});
