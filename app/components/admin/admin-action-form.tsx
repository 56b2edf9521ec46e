import { useEffect, useRef, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "~/components/ui/button";
import type { AdminIntent } from "~/modules/admin/admin-intents";
import { cn } from "~/utils/cn";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * One button of /admin: a real form posting an intent to the page's action, so it works
 * before JavaScript loads; once it runs, a fetcher submits it in place and the redirect's
 * toast shows. Keyed by intent and id, so a row can read its own pending state.
 */
export function useAdminFetcher(intent: AdminIntent, id?: string) {
  return useFetcher({ key: `admin:${intent}:${id ?? ""}` });
}

export function AdminActionForm(props: {
  fetcher: ReturnType<typeof useAdminFetcher>;
  intent: AdminIntent;
  id?: string;
  label: string;
  pendingLabel: string;
  /** Read by screen readers after the label, e.g. 'style "Neon koi"'. */
  target?: string;
  icon?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  onSubmit?: () => void;
  /** Only the icon shows on phones (the label stays for screen readers). */
  iconOnlyOnPhones?: boolean;
}) {
  const { fetcher } = props;
  const pending = fetcher.state !== "idle";
  const hydrated = useHydrated();
  return (
    <fetcher.Form
      method="post"
      action="/admin"
      preventScrollReset
      onSubmit={(event) => {
        // aria-disabled rather than disabled: the button keeps keyboard focus while it works.
        if (pending) event.preventDefault();
        else props.onSubmit?.();
      }}
    >
      <input type="hidden" name="intent" value={props.intent} />
      {props.id ? <input type="hidden" name="id" value={props.id} /> : null}
      {/* Submitted by a fetcher: come back without an #anchor, so the page does not scroll. */}
      {hydrated ? <input type="hidden" name="inPlace" value="1" /> : null}
      <button
        type="submit"
        aria-disabled={pending || undefined}
        className={buttonClasses(
          props.variant ?? "secondary",
          props.size ?? "sm",
          cn("shrink-0", pending && "cursor-wait opacity-70"),
        )}
      >
        {props.icon}
        <span className={props.iconOnlyOnPhones ? "max-sm:sr-only" : undefined}>
          {pending ? props.pendingLabel : props.label}
        </span>
        {props.target ? <span className="sr-only"> {props.target}</span> : null}
      </button>
    </fetcher.Form>
  );
}

/**
 * Keeps keyboard users in place when the row they deleted disappears: focus moves to the
 * next row's button, or to the list's heading when the list is now empty.
 */
export function useFocusAfterRemoval(ids: string[]) {
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removedIndex = useRef<number | null>(null);
  const key = ids.join("\n");
  useEffect(() => {
    const index = removedIndex.current;
    if (index === null) return;
    const active = document.activeElement;
    if (active && active !== document.body) return; // focus is still somewhere useful
    removedIndex.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button[type=submit]") ?? [];
    const next = buttons.length ? buttons[Math.min(index, buttons.length - 1)] : headingRef.current;
    next?.focus();
  }, [key]);
  return {
    listRef,
    headingRef,
    willRemove: (index: number) => {
      removedIndex.current = index;
    },
  };
}
