import { useState } from "react";
import { Form } from "react-router";
import { placementLabel } from "~/modules/share/placements";
import type { OwnedShareLink } from "~/modules/share/share-links.server";
import { cn } from "~/utils/cn";
import { formatDate } from "~/utils/format";
import { shareMessages } from "~/utils/messages/share";
import { toast } from "~/utils/toast";
import { useHydrated } from "~/utils/use-hydrated";
import { buttonClasses } from "../ui/button";
import { ShareIcon } from "../ui/icons/share";
import { TrashIcon } from "../ui/icons/trash";

/**
 * The owner's live share links: the link (selectable; copy with one click and the phone's
 * share sheet once JavaScript runs), views, and "Stop sharing" (a real form).
 */
export function ShareLinkList({
  links,
  returnTo,
  highlightId,
  showDesign = true,
}: {
  links: OwnedShareLink[];
  returnTo: string;
  highlightId?: string | null;
  showDesign?: boolean;
}) {
  return (
    <ul className="mt-4 space-y-3">
      {links.map((link) => (
        <li
          key={link.id}
          id={`share-link-${link.id}`}
          data-testid="share-link"
          className={cn(
            "flex scroll-mt-24 flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:flex-row sm:items-center",
            highlightId === link.id && "ring-2 ring-flash-500",
          )}
        >
          {showDesign ? (
            <img
              src={link.imageUrl}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="h-16 w-16 shrink-0 rounded-lg bg-white object-contain ring-1 ring-ink-100"
            />
          ) : null}
          <div className="min-w-0 flex-1 space-y-2">
            {showDesign ? <p className="truncate text-sm font-semibold text-ink-900">{link.description}</p> : null}
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-600">
              <span data-testid="share-view-count">
                {link.viewCount} {link.viewCount === 1 ? "view" : "views"}
              </span>
              <span>Created {formatDate(link.createdAt)}</span>
              {link.expiresAt ? <span>Stops {formatDate(link.expiresAt)}</span> : null}
              {placementLabel(link.placement) ? <span>{placementLabel(link.placement)}</span> : null}
              {link.displayName ? <span>As {link.displayName}</span> : null}
            </p>
            {link.url ? (
              <div className="flex flex-wrap items-center gap-2">
                <label className="sr-only" htmlFor={`share-url-${link.id}`}>
                  Share link for {link.description}
                </label>
                <input
                  id={`share-url-${link.id}`}
                  readOnly
                  value={link.url}
                  className="field mt-0 min-w-0 flex-1 basis-56 py-1.5 font-mono text-xs"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <ShareLinkButtons url={link.url} description={link.description} />
              </div>
            ) : (
              <p className="text-xs text-ink-600">
                This link can no longer be shown. Stop sharing it and create a new one.
              </p>
            )}
          </div>
          <Form method="post" action={`/share-links/${encodeURIComponent(link.id)}/revoke`} className="shrink-0">
            <input type="hidden" name="returnTo" value={returnTo} />
            <button
              type="submit"
              className={buttonClasses("ghost", "sm")}
              aria-label={`Stop sharing ${link.description}`}
            >
              <TrashIcon width={16} height={16} /> Stop sharing
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

/** Copy (one click) and, where the browser has one, its share sheet; plain links without JavaScript. */
function ShareLinkButtons({ url, description }: { url: string; description: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const canShare = hydrated && typeof navigator !== "undefined" && typeof navigator.share === "function";
  if (!hydrated) {
    return (
      <a href={url} target="_blank" rel="noreferrer" className={buttonClasses("secondary", "sm")}>
        Open
      </a>
    );
  }
  return (
    <>
      {/* The accessible name starts with the visible text (WCAG 2.5.3), then says which link. */}
      <button
        type="button"
        className={buttonClasses("secondary", "sm")}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(url);
            setCopied(true);
            toast({ ...shareMessages.copied, variant: "success" });
          } catch {
            toast({ title: "Copy failed", description: shareMessages.copyFailed, variant: "destructive" });
          }
        }}
      >
        {copied ? "Copied" : "Copy link"}
        <span className="sr-only"> (share link for {description})</span>
      </button>
      {canShare ? (
        <button
          type="button"
          className={buttonClasses("secondary", "sm")}
          aria-label={`Send share link for ${description}`}
          onClick={() => {
            navigator.share({ title: `Tattoo design: ${description}`, url }).catch(() => undefined);
          }}
        >
          <ShareIcon width={16} height={16} /> Send
        </button>
      ) : null}
      <a href={url} target="_blank" rel="noreferrer" className={buttonClasses("ghost", "sm")}>
        Open
      </a>
    </>
  );
}
