import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import pg from "pg";
import { SESSION_COOKIE_NAME, sessionCookieValue } from "../support/session-cookie";

/**
 * Shared fixtures: the app's URL, a database handle for arranging data, and `signIn`,
 * which creates a user and a session the way the app does (a row plus the signed cookie)
 * so tests that are not about signing in skip the provider's page.
 */

export interface TestUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

type Plan = "free" | "premium" | "pro";

export const test = base.extend<{
  db: pg.Pool;
  signIn: (options?: { plan?: Plan; admin?: boolean; firstName?: string; lastName?: string }) => Promise<TestUser>;
}>({
  // After a navigation or a reload, a page with scripts is used only once React has hydrated it:
  // a click before that would submit the no-JavaScript form instead (a race a loaded machine
  // loses; the app's scripts start once the page has painted). A test that asks for an early
  // `waitUntil` ("commit", "domcontentloaded") gets the page as it is then: the tests of what a
  // person does before the app runs (before-hydration.spec.ts).
  page: async ({ page, javaScriptEnabled }, use) => {
    const early = new Set(["commit", "domcontentloaded"]);
    const hydrated = async <T>(navigation: Promise<T>, waitUntil?: string): Promise<T> => {
      const response = await navigation;
      if (javaScriptEnabled && !early.has(waitUntil ?? "load")) {
        await page.waitForFunction(
          () => !("__reactRouterContext" in window) || "hydrated" in document.documentElement.dataset,
        );
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (url, options) => hydrated(goto(url, options), options?.waitUntil);
    page.reload = (options) => hydrated(reload(options), options?.waitUntil);
    await use(page);
  },
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  db: async ({}, use) => {
    const pool = new pg.Pool({ connectionString: process.env.E2E_DATABASE_URL, max: 2 });
    await use(pool);
    await pool.end();
  },
  signIn: async ({ db, context, baseURL }, use) => {
    await use(async (options = {}) => {
      const id = `e2e_${randomBytes(8).toString("hex")}`;
      const user: TestUser = {
        id,
        email: `${id}@example.com`,
        firstName: options.firstName ?? "Tess",
        lastName: options.lastName ?? "Tester",
      };
      await db.query(
        `INSERT INTO "User" (id, "authProvider", "authSubject", email, "firstName", "lastName", "subscriptionType", role, "updatedAt")
         VALUES ($1, 'e2e', $1, $2, $3, $4, $5, $6, now())`,
        [id, user.email, user.firstName, user.lastName, options.plan ?? "free", options.admin ? "admin" : "user"],
      );
      const sessionId = randomBytes(32).toString("base64url");
      // Just signed in: a recent authentication (deleting the account asks for one).
      await db.query(
        `INSERT INTO "Session" (id, "userId", "expiresAt", "authenticatedAt") VALUES ($1, $2, now() + interval '30 days', now())`,
        [sessionId, id],
      );
      const value = await sessionCookieValue(sessionId, { secret: process.env.E2E_SESSION_SECRET });
      await context.addCookies([{ name: SESSION_COOKIE_NAME, value, url: baseURL! }]);
      return user;
    });
  },
});

export { expect };

/**
 * The most to wait for designs to appear after Generate (the wait ends as soon as they do): a
 * real render (up to 2048 px for Pro) on a 2-core machine that is running other browsers and
 * servers at the same time. A generation normally takes a few seconds; this bound only says how
 * long a broken one takes to fail.
 */
export const GENERATION_TIMEOUT = 60_000;

/**
 * Fails on any serious or critical axe violation of the page as it is now. axe runs as a
 * script, so a page without JavaScript is checked as a copy of its HTML in a page with it.
 */
export async function expectAccessible(page: Page) {
  let target = page;
  // React Router's inline script defines __reactRouterContext only when the page's scripts run.
  const scriptsOff = await page.evaluate(() => !("__reactRouterContext" in window));
  if (scriptsOff) {
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: true });
    target = await context.newPage();
    await target.route("**/*.js", (route) => route.abort());
    await target.setContent(await page.content(), { waitUntil: "domcontentloaded" });
  }
  const results = await new AxeBuilder({ page: target }).analyze();
  if (target !== page) await target.context().close();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/**
 * The pixel width of a card image's full-size design (its `src`, the PNG), whatever
 * display version the browser chose from its `srcset`. Run with `locator.evaluate`.
 */
export function fullSizeWidth(image: HTMLImageElement): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = new Image();
    probe.onload = () => resolve(probe.naturalWidth);
    probe.onerror = () => reject(new Error(`Could not load ${image.getAttribute("src")}`));
    probe.src = image.getAttribute("src")!;
  });
}
