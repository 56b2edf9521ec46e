import { getEnv } from "~/utils/env.server";

/**
 * A page with no data of its own: the baseline `npm run bench` compares real pages with.
 * Only served when BENCH_BARE_ROUTE=true (the bench sets it); a 404 otherwise.
 */
export function loader() {
  if (!getEnv().BENCH_BARE_ROUTE) throw new Response("Not Found", { status: 404 });
  return null;
}

export default function BareRoute() {
  return <p className="p-8">A bare route.</p>;
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
