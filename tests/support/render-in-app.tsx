import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub, Outlet, type ActionFunction } from "react-router";
import { expect, vi } from "vitest";
import { AppDialogsProvider } from "~/components/layout/app-dialogs";
import { Toaster } from "~/components/ui/toaster";

/**
 * Renders `ui` as the index route of a React Router stub, inside the app-wide pieces root.tsx
 * gives every page (the dialogs' state and the one toaster), and returns a user-event session.
 * `action` stands in for the page's action (forms posting to `/?index`).
 */
export function renderInApp(ui: () => ReactNode, options: { url?: string; action?: ActionFunction } = {}) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <AppDialogsProvider>
          <Outlet />
          <Toaster flashToast={null} />
        </AppDialogsProvider>
      ),
      children: [{ index: true, Component: () => <>{ui()}</>, action: options.action }],
    },
  ]);
  const user = userEvent.setup();
  const result = render(<Stub initialEntries={[options.url ?? "/"]} />);
  return { user, ...result };
}

/**
 * The open dialog with this name, once its Headless UI version (focus trap, loaded on the first
 * open) has replaced the static one the Modal shows meanwhile, so the elements found stay.
 */
export async function findDialog(name: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const dialog = screen.getByRole("dialog", { name });
      expect(dialog.id).toMatch(/^headlessui-dialog/);
      return dialog;
      // The first open in a file transforms and loads Headless UI, which takes a moment in the test runner.
    },
    { timeout: 5000 },
  );
}

/** A promise the test settles by hand, to hold a request open while it looks at the page. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/**
 * Replaces `fetch` with a handler per path (method and path, or path alone); any other
 * request fails the test. Returns the mock to inspect the calls.
 */
export function stubFetch(routes: Record<string, (request: Request) => Response | Promise<Response>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), "http://localhost"),
      init,
    );
    const { pathname } = new URL(request.url);
    const handler = routes[`${request.method} ${pathname}`] ?? routes[pathname];
    if (!handler) throw new Error(`Unexpected request in a component test: ${request.method} ${pathname}`);
    return handler(request);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
