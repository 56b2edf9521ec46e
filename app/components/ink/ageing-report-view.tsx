import type { AgeingReport } from "~/modules/ink/ageing-report";
import { adviceGroups } from "~/modules/ink/ink-advice";
import type { InkOnSkin } from "~/modules/ink/ink-on-skin";
import { cn } from "~/utils/cn";

/**
 * What the ageing analysis says (issue 38), in words: the verdict, where lines merge by year 5,
 * 10 and 20, the spacing that lasts here and the size at which this design would; what the
 * placement asks of a design; and each ink on the chosen skin tone, with a warning for one that
 * will not show.
 */
export function AgeingVerdict(props: { report: AgeingReport; previewHref?: (cm: number) => string }) {
  const { report } = props;
  const holds = report.firstMergeYears === null;
  const where = report.placement ? `on the ${report.placement.label.toLowerCase()}` : "here";
  return (
    <section aria-labelledby="ageing-verdict" className="card p-5">
      <h2 id="ageing-verdict" className="text-sm font-semibold uppercase tracking-wide text-ink-600">
        Verdict at {report.widthCm} cm
      </h2>
      <p
        className={cn("mt-1 text-xl font-bold", holds ? "text-emerald-800" : "text-ink-950")}
        data-testid="ageing-verdict"
      >
        {report.verdict}
      </p>
      <ul className="mt-3 space-y-1 text-sm text-ink-700">
        {report.merges.map((merge) => (
          <li key={merge.years}>
            <span className="font-semibold">By year {merge.years}:</span>{" "}
            {merge.places.length === 0
              ? "no lines merge."
              : `lines merge ${[...new Set(merge.places.map((place) => place.where))].slice(0, 4).join(", ")} (ringed in the picture).`}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-700">
        Lines at least {report.lastingGapMm} mm apart stay open for 20 years {where}.
        {report.lastingSizeCm && report.lastingSizeCm > report.widthCm ? (
          <>
            {" "}
            This design holds for 20 years at {report.lastingSizeCm} cm or larger
            {props.previewHref ? (
              <>
                :{" "}
                <a
                  className="font-semibold underline underline-offset-4"
                  href={props.previewHref(report.lastingSizeCm)}
                >
                  see it at {report.lastingSizeCm} cm
                </a>
              </>
            ) : null}
            .
          </>
        ) : null}
      </p>
    </section>
  );
}

export function PlacementFacts({ report }: { report: AgeingReport }) {
  const placement = report.placement;
  return (
    <section aria-labelledby="placement-facts" className="card p-5">
      <h2 id="placement-facts" className="font-bold">
        {placement ? placement.label : "No placement chosen"}
      </h2>
      {placement ? (
        <>
          <p className="mt-1 text-sm text-ink-700">{placement.notes}</p>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-600">{placement.kind === "band" ? "Band height" : "Sizes that suit it"}</dt>
            <dd>
              {placement.sizeCm.min} to {placement.sizeCm.max} cm
            </dd>
            <dt className="text-ink-600">Lines at least</dt>
            <dd>
              {placement.limits.minStrokeMm} mm thick, {placement.limits.minGapMm} mm apart
            </dd>
          </dl>
        </>
      ) : (
        <p className="mt-1 text-sm text-ink-700">
          Shown for skin that moves little and is mostly covered, like the inner forearm. Choose where it goes to see
          that skin&apos;s ageing.
        </p>
      )}
    </section>
  );
}

const VISIBILITY_TEXT = { shows: "Shows", faint: "Faint", vanishes: "Will not show" } as const;

export function InksOnSkin(props: { report: AgeingReport }) {
  const { report } = props;
  if (!report.tone) return null;
  const problems = report.inks.filter((ink) => ink.visibility === "vanishes" || ink.vanishesBy !== null);
  return (
    <section aria-labelledby="inks-on-skin" className="card p-5">
      <h2 id="inks-on-skin" className="font-bold">
        Its inks on {report.tone.name}
      </h2>
      <p className="mt-1 text-xs text-ink-600">
        Contrast with the skin (CIEDE2000; under 5 is lost in the skin, under 12 reads only up close) after{" "}
        {report.years === 0 ? "healing" : `${report.years} years`}.
      </p>
      {problems.length > 0 ? (
        <div role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300">
          {adviceGroups(problems).map(({ inks, suggestion }) => (
            <p key={inks.map((ink) => ink.hex).join()} data-testid="ink-warning">
              <strong>{inks.map((ink) => warningOf(ink, report.tone!.name)).join(" ")}</strong> {suggestion}
            </p>
          ))}
        </div>
      ) : null}
      <ul className="mt-3 divide-y divide-ink-100">
        {report.inks.map((ink) => (
          <li key={ink.hex + ink.family} className="flex items-center gap-3 py-2 text-sm">
            <span
              className="h-6 w-6 shrink-0 rounded-full ring-1 ring-ink-200"
              style={{ background: ink.hex }}
              aria-hidden="true"
            />
            <span className="min-w-0 flex-1">
              {ink.label} <span className="text-ink-600">({Math.round(ink.share * 100)}% of the ink)</span>
            </span>
            <span className="tabular-nums text-ink-700">{ink.contrast.toFixed(1)}</span>
            <span
              className={cn(
                "w-24 text-right font-semibold",
                ink.visibility === "shows"
                  ? "text-emerald-800"
                  : ink.visibility === "faint"
                    ? "text-amber-800"
                    : "text-red-800",
              )}
            >
              {VISIBILITY_TEXT[ink.visibility]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function warningOf(ink: InkOnSkin, toneName: string): string {
  if (ink.vanishesBy === 0) return `${ink.label} will not show on ${toneName}.`;
  if (ink.vanishesBy !== null) return `${ink.label} fades out of sight on ${toneName} by year ${ink.vanishesBy}.`;
  return `${ink.label} will not show on ${toneName}.`;
}
