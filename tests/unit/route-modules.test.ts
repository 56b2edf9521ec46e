import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Rules every route module keeps, checked over app/routes so a new route cannot forget them
 * (docs/conventions.md): a page (a module with a component) renders its errors inside the
 * app shell, loaders, actions and pages are typed with React Router's generated `Route` types
 * (`./+types/<route>`), and routes ask for a user only through the access rules.
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
    "%s types its arguments and data with its generated route types",
    (name, source) => {
      expect(source).not.toMatch(
        /\b(LoaderFunctionArgs|ActionFunctionArgs|useLoaderData|useActionData)\b|[^.]MetaFunction/,
      );
      expect(source).not.toMatch(/params\.\w+ \?\? ""|params\.\w+!/);
      expect(source).not.toMatch(/export const (loader|action) = resource(Action|Loader)\(/);
      const takesArguments =
        /export (async )?function (loader|action)\(\{|export const (loader|action)\b[^=]*= (resource|\(\{)/;
      if (takesArguments.test(source)) expect(source).toContain(`from "./+types/${name.replace(/\.tsx?$/, "")}"`);
    },
  );

  it.each(routes.map((route) => [route.name, route.source]))(
    "%s asks for a user only through the access rules",
    (_name, source) => {
      expect(source).not.toMatch(/getOptionalUser|\/api\/login\?/);
    },
  );
});
