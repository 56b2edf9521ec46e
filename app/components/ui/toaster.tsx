import { useEffect, useRef } from "react";
import { lazyComponent } from "~/utils/lazy-component";
import { toast, useToasts, type ToastRecord } from "~/utils/toast";
import { useHydrated } from "~/utils/use-hydrated";

// The toast itself (timer, swipe, buttons) loads with the first toast, not with the page.
const ToastItem = lazyComponent(() => import("./toast-item"));

interface FlashToast {
  id: string;
  title: string;
  description?: string;
  variant?: ToastRecord["variant"];
  action?: { label: string; href: string };
}

/**
 * The one notification viewport (spec §4): at most 420 px wide, F8 moves focus to it,
 * toasts are announced to screen readers, dismissed by their button or by swiping 50 px
 * to the right. A toast carried by the flash cookie renders on the server too, so it is
 * seen without JavaScript.
 */
export function Toaster({ flashToast }: { flashToast: FlashToast | null }) {
  const hydrated = useHydrated();
  const toasts = useToasts();
  const viewport = useRef<HTMLDivElement>(null);
  const shownFlash = useRef<string | null>(null);

  useEffect(() => {
    if (flashToast && shownFlash.current !== flashToast.id) {
      shownFlash.current = flashToast.id;
      toast(flashToast);
    }
  }, [flashToast]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "F8") {
        event.preventDefault();
        viewport.current?.focus();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const visible: ToastRecord[] = hydrated
    ? toasts.filter((item) => item.open)
    : flashToast
      ? [{ ...flashToast, open: true }]
      : [];

  return (
    <section
      aria-label="Notifications (F8)"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex justify-end p-4 sm:bottom-auto sm:top-16"
    >
      <div
        ref={viewport}
        tabIndex={-1}
        className="pointer-events-auto flex w-full max-w-[420px] flex-col gap-2 outline-none focus-visible:ring-2 focus-visible:ring-flash-500"
      >
        {visible.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </div>
    </section>
  );
}
