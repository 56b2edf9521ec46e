import type * as HeadlessUiModule from "@headlessui/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { cn } from "~/utils/cn";
import { useHydrated } from "~/utils/use-hydrated";
import { useReturnFocus } from "~/utils/use-return-focus";
import { CloseIcon } from "./icons/close";
import { useEscapeToClose } from "./use-escape-to-close";

const widths = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" } as const;

type HeadlessUi = typeof HeadlessUiModule;
let loadedHeadlessUi: HeadlessUi | undefined;

/**
 * Headless UI (focus trap, Escape, focus returned to the opener) is loaded the first time
 * a dialog opens, not with the page: the home page's JavaScript budget is 90 KB gzipped
 * and the framework alone takes most of it.
 */
function useHeadlessUi(needed: boolean): HeadlessUi | undefined {
  const [module, setModule] = useState(loadedHeadlessUi);
  useEffect(() => {
    if (!needed || module) return;
    let cancelled = false;
    import("@headlessui/react").then((loaded) => {
      loadedHeadlessUi = loaded;
      if (!cancelled) setModule(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [needed, module]);
  return module;
}

/**
 * A dialog that works with and without JavaScript. With it: Headless UI's Dialog. Without
 * it: when the server rendered the page with the dialog open (from the URL), a static
 * overlay whose close button is a link.
 */
export function Modal(props: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  size?: keyof typeof widths;
  /** Where the close link goes without JavaScript. */
  closeHref?: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  useReturnFocus();
  const headless = useHeadlessUi(hydrated && props.open);
  const staticPanel = useRef<HTMLDivElement>(null);
  const { onClose, open } = props;
  const waitingForHeadless = hydrated && open && !headless;

  // While Headless UI loads, the static dialog holds focus.
  useEffect(() => {
    if (waitingForHeadless) staticPanel.current?.focus();
  }, [waitingForHeadless]);
  // Escape closes the dialog from the first moment it is open, also in the renders between the
  // static panel and Headless UI's dialog registering its own handler (which then takes the key).
  useEscapeToClose(open, onClose);
  const panelClass = cn(
    "relative w-full rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-ink-900/5 sm:p-8",
    widths[props.size ?? "md"],
    props.className,
  );
  const closeButtonClass =
    "absolute right-3 top-3 rounded-full p-2 text-ink-500 hover:bg-ink-100 hover:text-ink-900 focus-ring";

  if (!hydrated || !headless) {
    if (!props.open) return null;
    const staticDialog = (
      <div className="fixed inset-0 z-50 overflow-y-auto bg-ink-950/60 p-4" role="presentation">
        <div className="flex min-h-full items-center justify-center">
          <div
            ref={staticPanel}
            role="dialog"
            aria-modal="true"
            aria-labelledby="static-dialog-title"
            tabIndex={-1}
            className={cn(panelClass, "outline-none")}
          >
            {hydrated ? (
              <button type="button" onClick={props.onClose} className={closeButtonClass} aria-label="Close">
                <CloseIcon />
              </button>
            ) : (
              <a href={props.closeHref ?? "?"} className={closeButtonClass} aria-label="Close">
                <CloseIcon />
              </a>
            )}
            <h2 id="static-dialog-title" className="pr-8 text-xl font-bold text-ink-900">
              {props.title}
            </h2>
            {props.description ? <p className="mt-1 text-sm text-ink-600">{props.description}</p> : null}
            <div className="mt-4">{props.children}</div>
          </div>
        </div>
      </div>
    );
    // In the browser, out of the page's markup like Headless UI's, so a dialog holding a form
    // opened from inside another form (the custom size) never nests one form in another.
    return hydrated ? createPortal(staticDialog, document.body) : staticDialog;
  }

  const { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } = headless;
  return (
    // The dialog element itself covers the viewport (it carries role="dialog").
    <Dialog open={props.open} onClose={props.onClose} className="fixed inset-0 z-50">
      {/* No enter/leave transitions: a key pressed mid-animation must still close the dialog. */}
      <DialogBackdrop className="fixed inset-0 bg-ink-950/60" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <div className="flex min-h-full items-center justify-center">
          <DialogPanel className={panelClass}>
            <button type="button" onClick={props.onClose} className={closeButtonClass} aria-label="Close">
              <CloseIcon />
            </button>
            <DialogTitle className="pr-8 text-xl font-bold text-ink-900">{props.title}</DialogTitle>
            {props.description ? (
              <Description className="mt-1 text-sm text-ink-600">{props.description}</Description>
            ) : null}
            <div className="mt-4">{props.children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
