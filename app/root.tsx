import kaushanScript from "@fontsource/kaushan-script/files/kaushan-script-latin-400-normal.woff2?url";
import { useEffect, type ReactNode } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import type { UpgradeDialogProps } from "./components/billing/upgrade-dialog";
import { AppDialogsProvider, useAppDialogs, useDialogHref } from "./components/layout/app-dialogs";
import { Footer } from "./components/layout/footer";
import { GeneralErrorBoundary } from "./components/layout/general-error-boundary";
import { Navbar } from "./components/layout/navbar";
import { Toaster } from "./components/ui/toaster";
import { loadShell } from "./modules/shell/root-loader.server";
import { InlineStylesheet } from "./utils/inline-stylesheet";
import { lazyComponent } from "./utils/lazy-component";
import { PRODUCT_NAME } from "./utils/messages/common";
import { useNonce } from "./utils/nonce-provider";
import { pageHeaders } from "./utils/page-headers";

const UpgradeDialog = lazyComponent(() => import("./components/billing/upgrade-dialog"));

export const links: LinksFunction = () => [
  { rel: "preload", href: kaushanScript, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: `${PRODUCT_NAME} · AI tattoo design generator` },
  {
    name: "description",
    content: "Describe a tattoo, pick a style, size and complexity, and get flash-ready tattoo designs in seconds.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { shell, headers } = await loadShell(request);
  // Every page shows who is signed in: never kept by a shared cache (pages may say no-store).
  headers.set("Cache-Control", "private, no-cache");
  return data(shell, { headers });
}

export const headers = pageHeaders;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Marks the document once React has taken over (tests wait for it instead of racing hydration).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  const rootData = useRouteLoaderData<typeof loader>("root");
  // Pages standing in for a hosted page elsewhere (the demo checkout) have no app chrome.
  const bare = useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare);
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#110f0e" />
        <Meta />
        <Links />
        <InlineStylesheet />
      </head>
      <body className="flex min-h-full flex-col">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <AppDialogsProvider>
          {bare ? null : <Navbar user={rootData?.user ?? null} usage={rootData?.usage ?? null} />}
          <main id="main" className="flex-1">
            {children}
          </main>
          {bare ? null : <Footer />}
          <GlobalUpgradeDialog
            currentPlan={rootData?.user?.subscriptionType ?? null}
            supportEmail={rootData?.supportEmail ?? ""}
            initialPrices={rootData?.upgradePrices ?? null}
          />
          <Toaster flashToast={rootData?.toast ?? null} />
        </AppDialogsProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The upgrade dialog opens from the nav, the daily limit and gated features, on any page. */
function GlobalUpgradeDialog(props: {
  currentPlan: "free" | "premium" | "pro" | null;
  supportEmail: string;
  initialPrices: UpgradeDialogProps["initialPrices"];
}) {
  const { current, closeDialog } = useAppDialogs();
  const closeHref = useDialogHref(null);
  if (current !== "upgrade") return null;
  return <UpgradeDialog open onClose={closeDialog} closeHref={closeHref} {...props} />;
}

export default function App() {
  return <Outlet />;
}

/** Errors of the root loader itself, and of routes without their own boundary. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
