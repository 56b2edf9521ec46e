import { useState } from "react";
import type { PublicDesign } from "~/modules/designs/public-design";
import { lazyComponent } from "~/utils/lazy-component";
import { buttonClasses, type ButtonVariant } from "../ui/button";

// The try-on view (canvas, photo handling, ink look) loads only when first opened.
const TryOnDialog = lazyComponent(() => import("./try-on-dialog"));

/**
 * "Try on" (issue 14): opens the try-on view, which composes the design on the person's
 * photo in the browser only. Without JavaScript it is a link to a page that explains that
 * try-on needs JavaScript (the photo never leaves the device, so nothing runs on the server).
 */
export function TryOnButton({
  design,
  variant = "ghost",
  className,
  canShare,
  compactOnPhones,
}: {
  /** Only the icon below 640 px (the viewer's crowded top bar). */
  compactOnPhones?: boolean;
  design: PublicDesign;
  /** Offer "Share with your artist" with the try-on's placement as a note (signed-in owners). */
  canShare?: boolean;
  variant?: ButtonVariant;
  /** Replaces the button classes (the viewer's dark toolbar). */
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href={`/try-on?design=${encodeURIComponent(design.id)}`}
        className={className ?? buttonClasses(variant, "sm")}
        aria-label={`Try on ${design.description}`}
        onMouseEnter={TryOnDialog.preload}
        onFocus={TryOnDialog.preload}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <svg
          viewBox="0 0 24 24"
          width={16}
          height={16}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M7 3c-1 5-1 12 1 18M17 3c1 5 1 12-1 18" />
          <path d="M10 10.5l2-2 2 2-2 2z" />
        </svg>
        <span className={compactOnPhones ? "max-sm:sr-only" : undefined}>Try on</span>
      </a>
      {open ? <TryOnDialog design={design} canShare={canShare} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
