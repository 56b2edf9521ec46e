import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Rules every route module keeps, checked over app/routes so a new route cannot forget them
 * (docs/conventions.md): a page (a module with a component) renders its errors inside the
 * app shell, and routes ask for a user only through the access rules.
 */
const routesDir = path.resolve(import.meta.dirname, "../../app/routes");
const routes = readdirSync(routesDir)
  .filter((name) => /\.tsx?$/.test(name) && !name.includes(".test."))
  .map((name) => ({ name, source: readFileSync(path.join(routesDir, name), "utf8") }));
const pages = routes.filter((route) => /export default function/.test(route.source));

describe("route modules", () => {
  it("finds the pages", () => {
    expect(pages.map((page) => page.name)).toEqual(
      expect.arrayContaining(["_index.tsx", "profile.tsx", "api.logout.tsx", "sign-in.tsx"]),
    );
  });

  it.each(pages.map((page) => [page.name, page.source]))("%s exports the app's error boundary", (_name, source) => {
    expect(source).toContain(
      'export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";',
    );
  });

  it.each(routes.map((route) => [route.name, route.source]))(
    "%s asks for a user only through the access rules",
    (_name, source) => {
      expect(source).not.toMatch(/getOptionalUser|\/api\/login\?/);
    },
  );
});
