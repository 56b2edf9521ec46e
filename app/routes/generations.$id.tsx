import { data, redirect } from "react-router";
import { StatusPage } from "~/components/layout/status-page";
import { catalogPersonOf, recordIdeaUse, recordStyleUse } from "~/modules/catalog/catalog-usage.server";
import { isCustomizationJob } from "~/modules/generation/generation-start.server";
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
import { customizeMessages } from "~/utils/messages/customize";
import { generateMessages } from "~/utils/messages/generate";
import { requestMessages } from "~/utils/messages/request";
import { pageHeaders } from "~/utils/page-headers";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/generations.$id";

/** How long one request waits for the job before answering "still working, refreshing". */
const WAIT_MS = 8_000;
const REFRESH_SECONDS = 2;
const noStore = { "Cache-Control": "private, no-store" };

/**
 * /generations/{id}: where the generator's and the Customize dialog's no-JavaScript forms
 * land (post/redirect/get). The job runs on the shared queue; this page waits a few seconds
 * for it, then either goes to the gallery with the designs (a customization first, beside
 * its original), goes back to the generator with a toast when the image service refused it,
 * shows why it failed, or says it is still working and refreshes itself. A
 * reload, or a connection lost on the way, picks the job up again.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = params.id;
  const ownerKey = await viewerOwnerKey(request);
  const job = ownerKey && isJobId(id) ? await findJob(id) : null;
  if (!job || !ownerKey || !ownsJob(job, ownerKey))
    throw new Response(requestMessages.notFound, { status: 404, headers: noStore });

  const customizing = isCustomizationJob(job);
  const outcome = outcomeOf(job) ?? (await waitForOutcome(job.id, WAIT_MS, request.signal));
  if (outcome?.ok) {
    const designs = await designsOfOutcome(outcome);
    const original = customizing ? designs[0]?.customizedFromId : null;
    if (original)
      return redirect(`/?designs=${[...designs.map((design) => design.id), original].join(",")}#gallery`, {
        headers: noStore,
      });
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
    const message =
      outcome.message || (customizing ? customizeMessages.failedFallback : generateMessages.failedFallback);
    // The image service's safety system said no: an answer, not a failure. Back to the generator, saying why.
    if (!outcome.ok && outcome.refused && !customizing) {
      return redirectWithToast(
        "/#generator",
        { title: generateMessages.failedTitle, description: message, variant: "destructive" },
        { headers: noStore },
      );
    }
    return data({ state: "failed" as const, customizing, message }, { status: outcome.status, headers: noStore });
  }
  const position = await queuePositionOfJob(job);
  return data(
    { state: "waiting" as const, customizing, position },
    { headers: { ...noStore, Refresh: String(REFRESH_SECONDS) } },
  );
}

export const meta: Route.MetaFunction = ({ loaderData: page }) => [
  {
    title: `${page?.state === "failed" ? failedTitle(page.customizing) : waitingTitle(page?.customizing ?? false)} · Inkwell`,
  },
  { name: "robots", content: "noindex" },
  ...(page?.state === "waiting" ? [{ httpEquiv: "refresh", content: String(REFRESH_SECONDS) }] : []),
];

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";

export default function GenerationPage({ loaderData: page }: Route.ComponentProps) {
  if (page.state === "failed") {
    return (
      <StatusPage
        heading={failedTitle(page.customizing)}
        message={page.message}
        alert
        actions={[{ href: "/", label: "Back to the generator" }]}
      />
    );
  }
  return (
    <div role="status">
      <StatusPage
        heading={waitingTitle(page.customizing)}
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

/** Spec §4 and §8: a customization's loading view says 'Customizing Your Design', its failure 'Error'. */
const waitingTitle = (customizing: boolean) =>
  customizing ? generateMessages.customizing : "Your designs are on their way";
const failedTitle = (customizing: boolean) =>
  customizing ? customizeMessages.errorTitle : generateMessages.failedTitle;

/** The loader's Cache-Control reaches the HTML (and a thrown refusal's headers). */
export const headers = pageHeaders;
