import { useRouteError } from "react-router";
import { lazyComponent } from "~/utils/lazy-component";

/** Loaded on first use: the home page's JavaScript budget has no room for it up front. */
const ErrorStatus = lazyComponent(() => import("./error-status"));

/**
 * Every page route exports this as its `ErrorBoundary`, so an error renders inside the app
 * shell (navigation, footer, the signed-in menu) with the same words with and without
 * JavaScript: a page access rule's status page, 404, the response's `{ message }`, or 500.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  return <ErrorStatus error={error} />;
}
