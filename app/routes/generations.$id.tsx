import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { StatusPage } from "~/components/layout/status-page";
import { catalogPersonOf, recordIdeaUse, recordStyleUse } from "~/modules/catalog/catalog-usage.server";
import {
  designsOfOutcome,
  findJob,
  isJobId,
  outcomeOf,
  ownsJob,
  queuePositionOfJob,
  waitForOutcome,
} from "~/modules/generation/jobs/generation-job-service.server";
import { viewerOwnerKey } from "~/modules/generation/jobs/job-viewer.server";
import { generateMessages } from "~/utils/messages/generate";
import { pageHeaders } from "~/utils/page-headers";

/** How long one request waits for the job before answering "still working, refreshing". */
const WAIT_MS = 8_000;
const REFRESH_SECONDS = 2;
const noStore = { "Cache-Control": "private, no-store" };

/**
 * /generations/{id}: where the generator's no-JavaScript form lands (post/redirect/get).
 * The job runs on the shared queue; this page waits a few seconds for it, then either goes
 * to the gallery with the designs, shows why it failed, or says it is still working and
 * refreshes itself. A reload, or a connection lost on the way, picks the job up again.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const ownerKey = await viewerOwnerKey(request);
  const job = ownerKey && isJobId(id) ? await findJob(id) : null;
  if (!job || !ownerKey || !ownsJob(job, ownerKey)) throw new Response("Not found", { status: 404, headers: noStore });

  const outcome = outcomeOf(job) ?? (await waitForOutcome(job.id, WAIT_MS, request.signal));
  if (outcome?.ok) {
    const designs = await designsOfOutcome(outcome);
    // The usage counts the browser sends after a generation (each counts once a day).
    const person = await catalogPersonOf(request);
    const first = designs[0];
    if (first) {
      await Promise.all([
        ...[first.style, ...first.tags].map((name) => recordStyleUse(name, person)),
        recordIdeaUse(first.description, person),
      ]);
    }
    return redirect(`/?designs=${designs.map((design) => design.id).join(",")}#gallery`, { headers: noStore });
  }
  if (outcome) {
    return data(
      { state: "failed" as const, message: outcome.message || generateMessages.failedFallback },
      { status: outcome.status, headers: noStore },
    );
  }
  const position = await queuePositionOfJob(job);
  return data({ state: "waiting" as const, position }, { headers: { ...noStore, Refresh: String(REFRESH_SECONDS) } });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page?.state === "failed" ? `${generateMessages.failedTitle} · Inkwell` : "Your designs are on their way · Inkwell" },
  { name: "robots", content: "noindex" },
  ...(page?.state === "waiting" ? [{ httpEquiv: "refresh", content: String(REFRESH_SECONDS) }] : []),
];

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";

export default function GenerationPage() {
  const page = useLoaderData<typeof loader>();
  if (page.state === "failed") {
    return (
      <StatusPage
        heading={generateMessages.failedTitle}
        message={page.message}
        alert
        actions={[{ href: "/", label: "Back to the generator" }]}
      />
    );
  }
  return (
    <div role="status">
      <StatusPage
        heading="Your designs are on their way"
        message={
          page.position > 1
            ? `Position ${page.position} in the queue. This page refreshes by itself until they are ready.`
            : "Drawing your designs now. This page refreshes by itself until they are ready."
        }
        actions={[{ href: "", label: "Refresh now", variant: "secondary" }]}
      />
    </div>
  );
}

/** The loader's Cache-Control reaches the HTML (and a thrown refusal's headers). */
export const headers = pageHeaders;
