import type { Tattooability } from "~/modules/designs/tattooability";
import { AGEING_YEARS } from "~/modules/ink/ageing-model";
import type { AgeingReport } from "~/modules/ink/ageing-report";
import { adviceGroups, inkNames } from "~/modules/ink/ink-advice";
import { LICENCE_TITLE } from "~/modules/print/licence";
import { cn } from "~/utils/cn";
import { formatDate } from "~/utils/format";
import { shareMessages } from "~/utils/messages/share";
import { useHydrated } from "~/utils/use-hydrated";
import { Logo } from "../layout/logo";
import { buttonClasses } from "../ui/button";
import { DownloadIcon } from "../ui/icons/download";

export interface SharedDesignView {
  pageUrl: string;
  imageUrl: string;
  description: string;
  style: string;
  complexity: string;
  /** Who drew it: "OpenAI (gpt-image-2.6-flare)", "Inkwell's flash engine" (decision 024). */
  drawnWith: string;
  sizeLabel: string;
  size: { widthCm: number; heightCm: number };
  placement: string | null;
  notes: string | null;
  displayName: string | null;
  tattooability: Tattooability | null;
  files: { png: string; pro: { stencil: string; mirroredStencil: string; pdf: string } | null };
  licence: string | null;
  /** Its motifs' credit lines (design-credits.server.ts). */
  credits: string[];
  sharedAt: string;
  /** How it ages where it goes, in the owner's skin tone (issue 38): 10 years unless asked. */
  ageing: { years: number; imageUrl: string; pagePath: string; report: AgeingReport } | null;
}

/** Widest the design prints on the page itself (an A4 page's printable width, less margins). */
const PRINT_MAX_CM = 17;

const inches = (cm: number) => (Math.round((cm / 2.54) * 10) / 10).toString();

/**
 * The page a tattoo artist opens: the design, its size in cm and inches, placement, notes,
 * whether its lines hold up at that size, and the files to download. Readable on a phone,
 * printable on paper (print: the design at true size when it fits, no buttons).
 */
export function SharedDesignPage({ share }: { share: SharedDesignView }) {
  const hydrated = useHydrated();
  const { widthCm, heightCm } = share.size;
  const printCm = Math.min(widthCm, PRINT_MAX_CM);
  const sizeText = `${widthCm} × ${heightCm} cm (${inches(widthCm)} × ${inches(heightCm)} in)`;

  return (
    <div className="mx-auto max-w-5xl px-4 pb-10 pt-4 sm:px-6 sm:pt-6 print:max-w-none print:p-0 print:text-black">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-ink-100 pb-3 print:pb-2">
        <a href="/" className="flex items-center gap-2 font-display text-2xl text-ink-900">
          <Logo className="h-8 w-8 print:hidden" /> Inkwell
        </a>
        <p className="text-sm text-ink-600">
          {share.displayName ? `Shared by ${share.displayName}` : "A shared tattoo design"} ·{" "}
          {formatDate(share.sharedAt)}
        </p>
      </header>

      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-10 print:mt-4 print:block">
        <figure className="print:mb-4 print:break-inside-avoid">
          <img
            src={share.imageUrl}
            alt={`Tattoo design: ${share.description}`}
            width={1024}
            height={1024}
            className="aspect-square w-full rounded-2xl bg-white object-contain shadow-sm ring-1 ring-ink-100 print:w-[var(--print-width)] print:rounded-none print:shadow-none print:ring-0"
            style={{ ["--print-width" as string]: `${printCm}cm` }}
          />
          <figcaption className="hidden text-xs text-ink-600 print:block print:pt-1">
            {widthCm <= PRINT_MAX_CM
              ? `Printed at 100 % scale, the design is ${widthCm} cm wide (its true size).`
              : `Scaled down to ${PRINT_MAX_CM} cm to fit the page; the design is ${widthCm} cm wide.`}
          </figcaption>
        </figure>

        <div className="min-w-0 space-y-6 print:space-y-4">
          <div>
            <p className="text-xs font-semibold uppercase tracking-widest text-flash-700 print:text-black">
              Tattoo design
            </p>
            <h1 className="mt-1 break-words text-2xl font-bold leading-tight sm:text-3xl">{share.description}</h1>
          </div>

          <dl className="grid grid-cols-2 gap-3 text-sm print:grid-cols-4">
            <Detail label="Size" value={sizeText} wide />
            <Detail label="Style" value={share.style} />
            <Detail label="Complexity" value={share.complexity} />
            <Detail label="Drawn with" value={share.drawnWith} />
            {share.placement ? <Detail label="Placement" value={share.placement} /> : null}
            {share.sizeLabel !== `${widthCm} cm` ? <Detail label="Size chosen" value={share.sizeLabel} /> : null}
          </dl>

          {share.tattooability ? <Verdict result={share.tattooability} /> : null}

          {share.ageing ? <SharedAgeing ageing={share.ageing} description={share.description} /> : null}

          {share.notes ? (
            <section aria-labelledby="share-notes" className="print:break-inside-avoid">
              <h2 id="share-notes" className="text-lg font-bold">
                Notes{share.displayName ? ` from ${share.displayName}` : ""}
              </h2>
              <p className="mt-2 whitespace-pre-line break-words rounded-xl bg-ink-50 p-4 text-ink-900 print:bg-transparent print:p-0">
                {share.notes}
              </p>
            </section>
          ) : null}

          <section aria-labelledby="share-files" className="print:hidden">
            <h2 id="share-files" className="text-lg font-bold">
              Files
            </h2>
            <ul className="mt-3 grid gap-2">
              <FileLink href={share.files.png} label="Design (PNG)" />
              {share.files.pro ? (
                <>
                  <FileLink href={share.files.pro.stencil} label="Stencil (PNG)" />
                  <FileLink href={share.files.pro.mirroredStencil} label="Mirrored stencil (PNG)" />
                  <FileLink href={share.files.pro.pdf} label={`Print-ready PDF at ${Math.min(widthCm, 40)} cm`} />
                </>
              ) : null}
            </ul>
            {hydrated ? (
              <button type="button" onClick={() => window.print()} className={buttonClasses("secondary", "sm", "mt-3")}>
                Print this page
              </button>
            ) : null}
          </section>

          {share.licence ? (
            <section
              aria-labelledby="share-licence"
              className="rounded-xl border border-ink-100 p-4 text-sm print:border-0 print:p-0"
            >
              <h2 id="share-licence" className="font-bold">
                {LICENCE_TITLE}
              </h2>
              <p className="mt-1 leading-relaxed text-ink-700 print:text-black">{share.licence}</p>
            </section>
          ) : null}

          {share.credits.length > 0 ? <Credits credits={share.credits} /> : null}
        </div>
      </div>

      <footer className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-4 text-sm print:mt-6">
        <a
          href="/"
          className="font-semibold text-flash-700 underline underline-offset-4 hover:text-flash-600 print:text-black print:no-underline"
        >
          {shareMessages.madeWith}
        </a>
        <span className="text-ink-600 print:hidden">Design your own tattoo in seconds.</span>
        <span className="hidden break-all text-xs print:block">Files and updates: {share.pageUrl}</span>
      </footer>
    </div>
  );
}

function Detail({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div
      className={cn("rounded-xl bg-ink-50 p-3 print:bg-transparent print:p-0", wide && "col-span-2 print:col-span-1")}
    >
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-600">{label}</dt>
      <dd className="mt-0.5 font-semibold text-ink-900">{value}</dd>
    </div>
  );
}

function Verdict({ result }: { result: Tattooability }) {
  return (
    <p
      className={cn(
        "rounded-xl px-4 py-3 text-sm font-semibold print:border print:border-black print:bg-transparent print:text-black",
        result.ok ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-950",
      )}
      data-testid="share-tattooability"
    >
      {result.ok
        ? `Tattooable at ${result.sizeCm} cm: lines hold up from ${result.minimumSizeCm} cm.`
        : `Lines too close at ${result.sizeCm} cm: holds up from ${result.minimumSizeCm} cm.`}
      <span className="block font-normal">
        Checked for lines at least {result.minGapMm} mm apart and {result.minStrokeMm} mm thick.
      </span>
    </p>
  );
}

const yearsText = (years: number) => (years === 0 ? "Fresh" : `${years} years`);

/**
 * The design as it will look after the years (10 unless asked), in the owner's skin tone where it
 * goes: the picture with merges ringed, the years as links (it works without JavaScript), the
 * verdict and any ink that will not show on that skin.
 */
function SharedAgeing({
  ageing,
  description,
}: {
  ageing: NonNullable<SharedDesignView["ageing"]>;
  description: string;
}) {
  const { report } = ageing;
  const problems = report.inks.filter((ink) => ink.visibility === "vanishes" || ink.vanishesBy !== null);
  return (
    <section aria-labelledby="share-ageing" className="print:break-inside-avoid">
      <h2 id="share-ageing" className="text-lg font-bold">
        In {yearsText(ageing.years).toLowerCase()}
        {report.tone ? `, on ${report.tone.name} skin` : ""}
      </h2>
      <nav aria-label="Years" className="mt-2 print:hidden">
        <ul className="inline-flex rounded-full bg-ink-100 p-1 ring-1 ring-ink-200" data-testid="share-years">
          {AGEING_YEARS.map((years) => (
            <li key={years}>
              <a
                href={`${ageing.pagePath}?years=${years}#share-ageing`}
                aria-current={years === ageing.years ? "true" : undefined}
                className={cn(
                  "block rounded-full px-3 py-1.5 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flash-500",
                  years === ageing.years ? "bg-ink-900 text-white" : "text-ink-700",
                )}
              >
                {yearsText(years)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <img
        src={ageing.imageUrl}
        alt={`${description} after ${yearsText(ageing.years).toLowerCase()}${report.tone ? ` on ${report.tone.name} skin` : ""}, where lines merge ringed`}
        width={768}
        height={768}
        loading="lazy"
        className="mt-3 aspect-square w-full max-w-sm rounded-xl bg-white object-contain ring-1 ring-ink-100"
        data-testid="share-aged-image"
      />
      <p className="mt-2 font-semibold" data-testid="share-ageing-verdict">
        {report.verdict}
      </p>
      <p className="text-sm text-ink-600">
        Modelled from its own lines at {report.widthCm} cm: ink spreads about 0.1 mm a decade from every edge
        {report.placement ? `, faster on the ${report.placement.label.toLowerCase()}` : ""}; colours fade, yellow and
        white first, black last.
      </p>
      {problems.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm text-amber-950">
          {adviceGroups(problems).map(({ inks, suggestion }) => (
            <li key={inks.map((ink) => ink.hex).join()}>
              {inkNames(inks)} will not show well on this skin. {suggestion}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function FileLink({ href, label }: { href: string; label: string }) {
  return (
    <li>
      <a href={href} download className={buttonClasses("secondary", "md", "w-full justify-start")}>
        <DownloadIcon width={18} height={18} /> {label}
      </a>
    </li>
  );
}

/** Who made the motifs the design draws, as their licences ask; every credit and licence text is on /credits. */
function Credits({ credits }: { credits: string[] }) {
  return (
    <section aria-labelledby="share-credits" className="text-sm print:break-inside-avoid">
      <h2 id="share-credits" className="font-bold">
        Credits
      </h2>
      <p className="mt-1 text-ink-700 print:text-black">This design is drawn with motifs used under their licences:</p>
      <ul className="mt-1 list-disc space-y-1 break-words pl-5 text-ink-700 print:text-black">
        {credits.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-2">
        <a
          href="/credits"
          className="font-semibold text-flash-700 underline underline-offset-4 hover:text-flash-600 print:text-black"
        >
          All credits and licence texts
        </a>
      </p>
    </section>
  );
}
