import { data, Form, useNavigation, useSubmit } from "react-router";
import { AgeingVerdict, InksOnSkin, PlacementFacts } from "~/components/ink/ageing-report-view";
import { SkinTonePicker } from "~/components/ink/skin-tone-picker";
import { YearsControl, yearsLabel } from "~/components/ink/years-control";
import { buttonClasses } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { toPublicDesign } from "~/modules/designs/designs.server";
import { designAgedImageUrl, designAgeingUrl } from "~/modules/designs/public-design";
import { requireAgeingDesign } from "~/modules/ink/ageing-access.server";
import { parseAgeingQuery } from "~/modules/ink/ageing-query.server";
import { ageingReport } from "~/modules/ink/ageing.server";
import { makeItLastIntent } from "~/modules/ink/make-it-last.server";
import { PLACEMENT_OPTIONS, placementSummary } from "~/modules/ink/placement-options";
import { getPlan } from "~/modules/plans/plans";
import { signInUrl } from "~/modules/shell/status-pages";
import { formAction } from "~/utils/forms.server";
import { PRODUCT_NAME } from "~/utils/messages/common";
import { pageHeaders } from "~/utils/page-headers";
import type { Route } from "./+types/designs.$id.ageing";

/**
 * /designs/{id}/ageing, "How it ages" (issue 38): the design after 0, 5, 10 and 20 years, drawn
 * from its own lines at its true size where it goes, on paper or in one of the Monk scale's ten
 * skin tones, where lines merge ringed; the verdict; each ink's contrast with the skin; and
 * "Make it last". The controls are a GET form, so every view works without JavaScript; with it
 * the picture changes as soon as a control does. To the design's owner (404 otherwise).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const query = parseAgeingQuery(new URL(request.url));
  const { design, user } = await requireAgeingDesign(request, params.id, context.clientIp);
  const placement = query.placement ?? (design.placement as typeof query.placement);
  const report = await ageingReport(design, { ...query, placement });
  return data(
    {
      design: toPublicDesign(design),
      query: { ...query, placement },
      report,
      signedIn: Boolean(user),
      canMakeItLast: user ? getPlan(user.subscriptionType).canCustomize : false,
      fromEngine: design.engine === "flash",
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** "Make it last": a customization that redraws the design to hold (modules/ink/make-it-last.server). */
export const action = formAction({ last: makeItLastIntent }, { defaultIntent: "last" });

export const meta: Route.MetaFunction = () => [
  { title: `How it ages · ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export default function DesignAgeingPage({ loaderData, actionData: refused }: Route.ComponentProps) {
  const { design, query, report, signedIn, canMakeItLast, fromEngine } = loaderData;
  const navigation = useNavigation();
  const submit = useSubmit();
  const page = designAgeingUrl(design.id);
  const imageUrl = designAgedImageUrl(design.id, { ...query, marks: true });
  const where = placementSummary(query.placement, design.circumferenceCm) ?? "anywhere";
  const previewHref = (cm: number) => {
    const params = new URLSearchParams({ years: String(query.years), cm: String(cm) });
    if (query.tone) params.set("tone", String(query.tone));
    if (query.placement) params.set("placement", query.placement);
    return `${page}?${params}`;
  };
  const redrawing = navigation.state === "loading" && navigation.location.pathname === page;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <a href="/profile" className="text-sm font-semibold text-ink-700 underline-offset-4 hover:underline">
        ← Your designs
      </a>
      <h1 className="mt-3 text-3xl font-bold">How it ages</h1>
      <p className="mt-1 max-w-3xl text-ink-700">
        {design.description}: at {report.widthCm} cm, {where.toLowerCase()}. Drawn from the design&apos;s own lines at
        their true size: ink spreads about 0.1 mm a decade from every edge (more where the skin moves or sees the sun),
        and colours fade, yellow, white and pastels first, black last.
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <figure className="self-start">
          <img
            key={imageUrl}
            src={imageUrl}
            alt={`${design.description} after ${yearsLabel(query.years).toLowerCase()}${report.tone ? ` on ${report.tone.name} skin` : ""}, where lines merge ringed`}
            width={768}
            height={768}
            className={`aspect-square w-full rounded-2xl bg-white object-contain shadow-sm ring-1 ring-ink-100 ${redrawing ? "opacity-60" : ""}`}
            data-testid="aged-image"
            data-years={query.years}
          />
          <figcaption className="mt-2 text-sm text-ink-700" aria-live="polite">
            {yearsLabel(query.years)}
            {report.tone ? ` · ${report.tone.name}` : " · on paper"} · {where}
            {redrawing ? " · redrawing..." : ""}
          </figcaption>
        </figure>

        <div className="space-y-5">
          <Form
            method="get"
            action={page}
            className="card space-y-4 p-5"
            aria-label="What to show"
            // With JavaScript the picture follows each control at once; without, "Show" sends the form.
            onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
          >
            {query.cm ? <input type="hidden" name="cm" value={query.cm} /> : null}
            <YearsControl key={`years-${query.years}`} value={query.years} />
            <SkinTonePicker
              key={`tone-${query.tone ?? "paper"}`}
              name="tone"
              value={query.tone}
              optional
              legend="Skin tone"
            />
            <div>
              <label htmlFor="ageing-placement" className="label">
                Where it goes
              </label>
              <select
                id="ageing-placement"
                key={`placement-${query.placement ?? ""}`}
                name="placement"
                defaultValue={query.placement ?? ""}
                className="field"
              >
                <option value="">Not chosen</option>
                {PLACEMENT_OPTIONS.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClasses("secondary", "sm")}>
              Show
            </button>
          </Form>
          <AgeingVerdict report={report} previewHref={previewHref} />
          <InksOnSkin report={report} />
          <PlacementFacts report={report} />
          <section aria-labelledby="make-it-last" className="card p-5">
            <h2 id="make-it-last" className="font-bold">
              Make it last
            </h2>
            <p className="mt-1 text-sm text-ink-700">
              {fromEngine
                ? "Inkwell redraws this design with bolder lines, fewer fine details and wider spacing for where it goes."
                : "Inkwell asks the image service to redraw it with bolder lines, fewer fine details and wider spacing for where it goes."}{" "}
              It is a customization, made as a new design beside this one.
            </p>
            <FormMessage reply={refused} />
            {canMakeItLast ? (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="last" />
                <input type="hidden" name="placement" value={query.placement ?? ""} />
                <button
                  type="submit"
                  className={buttonClasses("accent", "md")}
                  disabled={navigation.state === "submitting"}
                >
                  {navigation.state === "submitting" ? "Starting..." : "Make it last"}
                </button>
              </Form>
            ) : (
              <p className="mt-3 text-sm">
                {signedIn ? (
                  <a className="font-semibold underline underline-offset-4" href="/?dialog=upgrade">
                    Make it last is on Premium and Pro: see the plans
                  </a>
                ) : (
                  <a className="font-semibold underline underline-offset-4" href={signInUrl(page)}>
                    Sign in to make it last
                  </a>
                )}
              </p>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";

/** The loader's Cache-Control reaches the HTML (and a thrown refusal's headers). */
export const headers = pageHeaders;
