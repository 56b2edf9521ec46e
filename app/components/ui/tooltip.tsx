import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from "react";
import { cn } from "~/utils/cn";

/** Spec §9: tooltips open after 700 ms; within 300 ms of another closing, at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = 0;

export function Tooltip({
  content,
  children,
  side = "bottom",
}: {
  content: string;
  children: ReactElement<Record<string, unknown>>;
  side?: "top" | "bottom";
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const show = () => {
    clearTimeout(timer.current);
    const delay = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && hide();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <span className="relative inline-flex" onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide}>
      {cloneElement(children, { "aria-describedby": open ? id : undefined })}
      {open ? (
        <span
          id={id}
          role="tooltip"
          className={cn(
            "pointer-events-none absolute left-1/2 z-[90] -translate-x-1/2 whitespace-nowrap rounded-md bg-ink-900 px-2 py-1 text-xs font-medium text-white shadow",
            side === "bottom" ? "top-full mt-2" : "bottom-full mb-2",
          )}
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
