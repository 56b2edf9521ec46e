import type { ReactNode } from "react";
import { designFileName, designSrcSet, type PublicDesign } from "~/modules/designs/public-design";
import { generateMessages } from "~/utils/messages/generate";
import { ShareDesignLink } from "../share/share-design-link";
import { TryOnButton } from "../tryon/try-on-button";
import { buttonClasses } from "../ui/button";
import { DownloadIcon } from "../ui/icons/download";

/**
 * A design in the gallery (spec §2): the image (opens the viewer), style, 'Watermarked' and 'From your picture' (issue
 * 28) badges, up to 2 tags, complexity, size, and the resolution when it is not 1024x1024; then the card's actions.
 */
export function DesignCard({
  design,
  onOpen,
  actions,
  canShare,
  loading = "lazy",
}: {
  design: PublicDesign;
  /** "lazy" (the default): fetched only once near the screen. */
  loading?: "eager" | "lazy";
  onOpen?: () => void;
  /** "Share with your artist" (signed-in owners). */
  canShare?: boolean;
  /** More actions beside Download (favourite heart, Customize, print files). */
  actions?: ReactNode;
}) {
  const image = (
    <img
      src={design.imageUrl}
      srcSet={designSrcSet(design)}
      // The card's own width: one column on phones (the page's 1rem margins), two from 640 px (1.5rem
      // margins, a 1.25rem gap), three of a 72rem page from 1024 px (issue 35: a 390 px phone at
      // DPR 3 takes the 1080 version, not a larger one).
      sizes="(min-width: 1152px) 355px, (min-width: 1024px) calc(33.3vw - 1.85rem), (min-width: 640px) calc(50vw - 2.15rem), calc(100vw - 2rem)"
      alt={`Tattoo design: ${design.description}`}
      width={512}
      height={512}
      loading={loading}
      className="aspect-square w-full bg-white object-contain"
    />
  );
  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-100"
      data-testid="design-card"
    >
      <div className="relative">
        {onOpen ? (
          <button
            type="button"
            onClick={onOpen}
            className="block w-full focus-visible:outline focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-flash-500"
            aria-label={`Open ${design.description} in the viewer`}
          >
            {image}
          </button>
        ) : (
          image
        )}
        <div className="pointer-events-none absolute left-3 top-3 flex flex-wrap gap-1.5">
          <span className="rounded-full bg-ink-900/90 px-2.5 py-0.5 text-xs font-semibold text-white">
            {design.style}
          </span>
          {design.hasWatermark ? (
            <span className="rounded-full bg-amber-400/95 px-2.5 py-0.5 text-xs font-semibold text-ink-900">
              Watermarked
            </span>
          ) : null}
          {design.fromPicture ? (
            <span className="rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-ink-900 ring-1 ring-ink-200">
              From your picture
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <p className="line-clamp-2 text-sm text-ink-800" title={design.description}>
          {design.description}
        </p>
        {design.drawnWithout?.length ? (
          <p className="text-xs text-ink-600">Drawn without: {design.drawnWithout.join(", ")}</p>
        ) : null}
        {design.drawnByEngineInstead ? (
          <p className="text-xs text-ink-600">{generateMessages.drawnByEngineInstead}</p>
        ) : null}
        {design.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {design.tags.slice(0, 2).map((tag) => (
              <li key={tag} className="rounded-md bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-700">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-600">
          <div className="flex gap-1">
            <dt className="sr-only">Complexity</dt>
            <dd>{design.complexity}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Size</dt>
            <dd>{design.size}</dd>
          </div>
          {design.resolution !== "1024x1024" ? (
            <div className="flex gap-1">
              <dt className="sr-only">Resolution</dt>
              <dd>{design.resolution}</dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-auto flex flex-wrap items-center gap-2">
          <a
            href={`${design.imageUrl}?download=1`}
            download={designFileName(design.id)}
            className={buttonClasses("secondary", "sm")}
            aria-label={`Download ${design.description}`}
          >
            <DownloadIcon width={16} height={16} /> Download
          </a>
          <TryOnButton design={design} variant="secondary" canShare={canShare} />
          {canShare ? (
            <ShareDesignLink designId={design.id} description={design.description} variant="secondary" />
          ) : null}
          {actions}
        </div>
      </div>
    </article>
  );
}
