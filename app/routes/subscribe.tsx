import { data } from "react-router";
import { SubscribePage } from "~/components/billing/subscribe-page";
import { loadSubscribePage } from "~/modules/billing/billing-pages.server";
import { pageHeaders } from "~/utils/page-headers";
import type { Route } from "./+types/subscribe";

export const meta: Route.MetaFunction = () => [{ title: "Inkwell Premium · Subscribe" }];

/** /subscribe: the Premium upgrade page. */
export async function loader({ request }: Route.LoaderArgs) {
  return data(await loadSubscribePage(request, "premium"), { headers: { "Cache-Control": "private, no-cache" } });
}

export default function Subscribe({ loaderData }: Route.ComponentProps) {
  return <SubscribePage {...loaderData} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";

/** The loader's Cache-Control reaches the HTML (and a thrown refusal's headers). */
export const headers = pageHeaders;
