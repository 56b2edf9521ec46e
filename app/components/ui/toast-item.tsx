import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { cn } from "~/utils/cn";
import { dismissToast, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastRecord } from "~/utils/toast";
import { CloseIcon } from "./icons/close";

/** One notification: dismissed by its button, by swiping 50 px right, or after its duration. */
export default function ToastItem({ item }: { item: ToastRecord }) {
  const [offset, setOffset] = useState(0);
  // The swipe decision reads the ref: state may lag the last pointer move by a render.
  const latestOffset = useRef(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<number | null>(null);
  const duration = item.duration ?? TOAST_DURATION_MS;

  useEffect(() => {
    if (paused || duration === Infinity) return;
    const timer = setTimeout(() => dismissToast(item.id), duration);
    return () => clearTimeout(timer);
  }, [item.id, duration, paused]);

  const onPointerDown = (event: ReactPointerEvent) => {
    if ((event.target as HTMLElement).closest("button, a")) return;
    start.current = event.clientX;
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (start.current === null) return;
    latestOffset.current = Math.max(0, event.clientX - start.current);
    setOffset(latestOffset.current);
  };
  const onPointerUp = () => {
    if (start.current === null) return;
    start.current = null;
    if (latestOffset.current > TOAST_SWIPE_THRESHOLD_PX) dismissToast(item.id);
    else setOffset(0);
    latestOffset.current = 0;
  };

  const destructive = item.variant === "destructive";
  return (
    <div
      role={destructive ? "alert" : "status"}
      aria-live={destructive ? "assertive" : "polite"}
      aria-atomic="true"
      data-testid="toast"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined, touchAction: "pan-y" }}
      className={cn(
        "relative flex w-full animate-toast-in items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
        offset === 0 && "transition-transform",
        destructive
          ? "border-flash-800 bg-flash-800 text-white"
          : item.variant === "success"
            ? "border-emerald-200 bg-white text-ink-900"
            : "border-ink-200 bg-white text-ink-900",
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description ? (
          <p className={cn("mt-1 text-sm", destructive ? "text-flash-50" : "text-ink-600")}>{item.description}</p>
        ) : null}
      </div>
      {item.action ? (
        item.action.href ? (
          <a
            href={item.action.href}
            onClick={item.action.onClick}
            className={cn(
              "shrink-0 self-center rounded-md border px-3 py-1.5 text-sm font-semibold",
              destructive ? "border-white/40 hover:bg-white/10" : "border-ink-200 hover:bg-ink-50",
            )}
          >
            {item.action.label}
          </a>
        ) : (
          <button
            type="button"
            onClick={() => {
              item.action?.onClick?.();
              dismissToast(item.id);
            }}
            className={cn(
              "shrink-0 self-center rounded-md border px-3 py-1.5 text-sm font-semibold",
              destructive ? "border-white/40 hover:bg-white/10" : "border-ink-200 hover:bg-ink-50",
            )}
          >
            {item.action.label}
          </button>
        )
      ) : null}
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        aria-label="Dismiss notification"
        className={cn(
          "absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100",
          "focus-ring",
        )}
      >
        <CloseIcon width={16} height={16} />
      </button>
    </div>
  );
}
