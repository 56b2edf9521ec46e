import { Link } from "@remix-run/react";
import type { PublicUser } from "~/modules/auth/users.server";
import type { NavigationUsage } from "~/modules/plans/navigation-usage.server";
import { PRODUCT_NAME } from "~/utils/messages";
import { buttonClasses } from "../ui/button";
import { BookmarkIcon, CrownIcon } from "../ui/icons";
import { Tooltip } from "../ui/tooltip";
import { AccountMenu } from "./account-menu";
import { Logo } from "./logo";

/** The top navigation bar of spec §2. */
export function Navbar({ user, usage }: { user: PublicUser | null; usage: NavigationUsage | null }) {
  return (
    <header className="sticky top-0 z-40 bg-ink-950 text-white shadow-md">
      <nav aria-label="Main" className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-flash-500"
        >
          <Logo className="h-8 w-8" />
          <span className="font-display text-2xl leading-none tracking-wide">{PRODUCT_NAME}</span>
        </Link>
        {user ? <SignedInControls user={user} usage={usage} /> : (
          <a href="/api/login" className={buttonClasses("accent", "sm")}>
            Login
          </a>
        )}
      </nav>
    </header>
  );
}

function SignedInControls({ user, usage }: { user: PublicUser; usage: NavigationUsage | null }) {
  return (
    <div className="flex items-center gap-2 sm:gap-3">
      {usage ? (
        <div
          className="flex flex-col text-right text-[11px] leading-tight text-ink-200 sm:flex-row sm:gap-3 sm:text-xs"
          data-testid="usage-counter"
        >
          <span>Today: {usage.today}</span>
          <span>Month: {usage.month}</span>
        </div>
      ) : (
        <span
          className="inline-flex items-center gap-1 rounded-full bg-gradient-to-r from-flash-600 to-amber-500 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide"
          data-testid="tier-badge"
        >
          <CrownIcon width={12} height={12} />
          {user.subscriptionType === "pro" ? "Pro" : "Premium"}
        </span>
      )}
      <Tooltip content="Saved designs">
        <Link
          to="/profile#saved-designs"
          aria-label="Saved designs"
          className="rounded-full p-2 hover:bg-white/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-flash-500"
        >
          <BookmarkIcon />
        </Link>
      </Tooltip>
      <AccountMenu user={user} />
    </div>
  );
}
