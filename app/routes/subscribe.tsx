import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { SubscribePage } from "~/components/billing/subscribe-page";
import { loadSubscribePage } from "~/modules/billing/billing-pages.server";
import { pageHeaders } from "~/utils/page-headers";

export const meta: MetaFunction = () => [{ title: "Inkwell Premium · Subscribe" }];

/** /subscribe: the Premium upgrade page. */
export async function loader({ request }: LoaderFunctionArgs) {
  return data(await loadSubscribePage(request, "premium"), { headers: { "Cache-Control": "private, no-cache" } });
}

export default function Subscribe() {
  return <SubscribePage {...useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";

/** The loader's Cache-Control reaches the HTML (and a thrown refusal's headers). */
export const headers = pageHeaders;
