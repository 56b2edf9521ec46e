import { useEffect, useState } from "react";
import type { PublicDesign } from "~/modules/designs/public-design";
import type { Tattooability } from "~/modules/designs/tattooability";
import type { LegibilityVerdict } from "~/modules/flash-engine/lettering/legibility";
import { getJson } from "~/utils/api-client";
import { cn } from "~/utils/cn";

/** Print-ready PDF, stencils and SVG (Pro); other plans get the upgrade dialog instead. */
export function ProFiles({
  design,
  isPro,
  onUpgrade,
}: {
  design: PublicDesign;
  isPro: boolean;
  onUpgrade: () => void;
}) {
  const files = [
    { label: "PDF", href: `/designs/${design.id}/print.pdf`, title: "Print-ready PDF at true size, with stencil" },
    { label: "Stencil", href: `/designs/${design.id}/stencil.png`, title: "Line-only stencil" },
    {
      label: "Mirrored",
      href: `/designs/${design.id}/stencil.png?mirror=1`,
      title: "Mirrored stencil for transfer paper",
    },
    ...(design.hasVector ? [{ label: "SVG", href: `/designs/${design.id}/design.svg`, title: "Vector file" }] : []),
  ];
  return (
    <div className="flex w-full flex-wrap items-center gap-1.5 border-t border-ink-100 pt-2">
      <span className="mr-1 text-xs font-semibold uppercase tracking-wide text-ink-500">Pro files</span>
      {files.map((file) => (
        <a
          key={file.label}
          href={file.href}
          download={isPro ? "" : undefined}
          title={file.title}
          aria-label={`${file.label}: ${file.title} of ${design.description}${isPro ? "" : " (Pro)"}`}
          onClick={(event) => {
            if (isPro) return;
            event.preventDefault();
            onUpgrade();
          }}
          className="focus-ring rounded-md border border-ink-200 px-2 py-1 text-xs font-semibold text-ink-700 hover:bg-ink-50"
        >
          {file.label}
        </a>
      ))}
    </div>
  );
}

/**
 * Whether the design holds up as a tattoo at its size (premium and pro): lines at least
 * 1.5 mm apart and 0.3 mm thick, else the smallest size at which they are.
 */
export function TattooabilityBadge({ designId }: { designId: string }) {
  const [result, setResult] = useState<(Tattooability & { lettering?: LegibilityVerdict | null }) | null | "error">(
    null,
  );
  useEffect(() => {
    let cancelled = false;
    getJson<Tattooability & { lettering?: LegibilityVerdict | null }>(
      `/api/designs/${encodeURIComponent(designId)}/tattooability`,
    )
      .then((value) => !cancelled && setResult(value))
      .catch(() => !cancelled && setResult("error"));
    return () => {
      cancelled = true;
    };
  }, [designId]);

  if (result === "error") return null;
  if (result === null) {
    return <p className="text-xs text-ink-500">Checking tattooability...</p>;
  }
  const lettering = result.lettering;
  return (
    <>
      <p
        className={cn(
          "rounded-md px-2 py-1 text-xs font-semibold",
          result.ok ? "bg-emerald-50 text-emerald-800" : "bg-amber-50 text-amber-900",
        )}
        data-testid="tattooability"
      >
        {result.ok
          ? `Tattooable at ${result.sizeCm} cm: lines hold up from ${result.minimumSizeCm} cm`
          : `Lines too close at ${result.sizeCm} cm: holds up from ${result.minimumSizeCm} cm`}
      </p>
      {lettering ? (
        <p
          className={cn(
            "rounded-md px-2 py-1 text-xs font-semibold",
            lettering.ok ? "bg-emerald-50 text-emerald-800" : "bg-amber-50 text-amber-900",
          )}
          data-testid="lettering-tattooability"
        >
          {lettering.message}{" "}
          <span className="font-normal">
            (smallest letter {lettering.letterHeightMm} mm
            {lettering.counterMm !== null ? `, counters ${lettering.counterMm} mm` : ""})
          </span>
        </p>
      ) : null}
    </>
  );
}
