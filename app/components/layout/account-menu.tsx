import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import type { PublicUser } from "~/modules/auth/users.server";
import { isAllowedAvatarUrl } from "~/utils/avatar-origins";
import { cn } from "~/utils/cn";
import { BookmarkIcon } from "../ui/icons/bookmark";
import { ChevronDownIcon } from "../ui/icons/chevron-down";
import { HistoryIcon } from "../ui/icons/history";
import { CrownIcon } from "../ui/icons/icon";
import { LogOutIcon } from "../ui/icons/log-out";
import { ShieldIcon } from "../ui/icons/shield";
import { UserIcon } from "../ui/icons/user";
import { useAppDialogs, useDialogHref } from "./app-dialogs";

export function fullName(user: Pick<PublicUser, "firstName" | "lastName">): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || "User";
}

/** Square sizes the avatar is shown at (class names written out for Tailwind). */
const AVATAR_SIZES = { 32: "h-8 w-8", 40: "h-10 w-10", 80: "h-20 w-20" } as const;

export function Avatar({
  user,
  size = 32,
}: {
  user: Pick<PublicUser, "profileImageUrl" | "firstName" | "lastName">;
  size?: keyof typeof AVATAR_SIZES;
}) {
  // A picture from a host the CSP does not allow would show broken: the icon stands in.
  if (isAllowedAvatarUrl(user.profileImageUrl)) {
    return (
      <img
        src={user.profileImageUrl}
        alt=""
        width={size}
        height={size}
        className={cn("rounded-full object-cover ring-2 ring-white/20", AVATAR_SIZES[size])}
      />
    );
  }
  return (
    <span
      className={cn(
        "grid place-items-center rounded-full bg-ink-700 text-white ring-2 ring-white/20",
        AVATAR_SIZES[size],
      )}
      aria-hidden="true"
    >
      <UserIcon width={size * 0.55} height={size * 0.55} />
    </span>
  );
}

const itemClass =
  "flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-ink-800 hover:bg-ink-100 focus-visible:bg-ink-100 focus-visible:outline-none";

/**
 * The profile dropdown (spec §2). A native disclosure (<details>), so it opens without
 * JavaScript and by keyboard; with JavaScript it also closes on Escape and outside clicks.
 */
export function AccountMenu({ user }: { user: PublicUser }) {
  const details = useRef<HTMLDetailsElement>(null);
  const { openDialog } = useAppDialogs();
  const upgradeHref = useDialogHref("upgrade");

  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const close = (returnFocus: boolean) => {
      if (!element.open) return;
      element.open = false;
      if (returnFocus) element.querySelector("summary")?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => event.key === "Escape" && close(true);
    const onPointerDown = (event: PointerEvent) => !element.contains(event.target as Node) && close(false);
    element.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      element.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  const closeMenu = () => {
    if (details.current) details.current.open = false;
  };
  const name = fullName(user);

  return (
    <details ref={details} className="group relative">
      <summary
        className="focus-ring flex cursor-pointer list-none items-center gap-1 rounded-full p-1 hover:bg-white/10 [&::-webkit-details-marker]:hidden"
        aria-label={`Account menu for ${name}`}
      >
        <Avatar user={user} />
        <ChevronDownIcon width={16} height={16} className="transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-64 rounded-xl bg-white p-2 text-ink-900 shadow-xl ring-1 ring-ink-900/10">
        <div className="flex items-center gap-3 border-b border-ink-100 px-3 pb-3 pt-2">
          <Avatar user={user} size={40} />
          <div className="min-w-0">
            <p className="truncate font-semibold" data-testid="account-name">
              {name}
            </p>
            {user.email ? <p className="truncate text-xs text-ink-500">{user.email}</p> : null}
          </div>
        </div>
        <ul className="mt-2 space-y-0.5">
          <li>
            <Link to="/profile" className={itemClass} onClick={closeMenu}>
              <UserIcon width={16} height={16} /> Profile
            </Link>
          </li>
          <li>
            <Link to="/profile#saved-designs" className={itemClass} onClick={closeMenu}>
              <BookmarkIcon width={16} height={16} /> Saved Designs
            </Link>
          </li>
          <li>
            <Link to="/profile#generation-history" className={itemClass} onClick={closeMenu}>
              <HistoryIcon width={16} height={16} /> Generation History
            </Link>
          </li>
          {user.role === "admin" ? (
            <li>
              <Link to="/admin" className={itemClass} onClick={closeMenu}>
                <ShieldIcon width={16} height={16} /> Admin Panel
              </Link>
            </li>
          ) : null}
          {user.subscriptionType === "free" ? (
            <li>
              <a
                href={upgradeHref}
                className={cn(itemClass, "font-semibold text-flash-700")}
                onClick={(event) => {
                  event.preventDefault();
                  closeMenu();
                  openDialog("upgrade");
                }}
              >
                <CrownIcon width={16} height={16} /> Upgrade
              </a>
            </li>
          ) : null}
          <li className="border-t border-ink-100 pt-1">
            <Form method="post" action="/api/logout" reloadDocument>
              <button type="submit" className={itemClass}>
                <LogOutIcon width={16} height={16} /> Logout
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </details>
  );
}
