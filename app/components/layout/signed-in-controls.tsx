import { Link } from "react-router";
import type { PublicUser } from "~/modules/auth/users.server";
import type { NavigationUsage } from "~/modules/plans/navigation-usage.server";
import { BookmarkIcon } from "../ui/icons/bookmark";
import { CrownIcon } from "../ui/icons/icon";
import { Tooltip } from "../ui/tooltip";
import { AccountMenu } from "./account-menu";

/** The navigation bar's controls for a signed-in user (spec §2). Loaded lazily. */
export default function SignedInControls({ user, usage }: { user: PublicUser; usage: NavigationUsage | null }) {
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
          className="focus-ring rounded-full p-2 hover:bg-white/10"
        >
          <BookmarkIcon />
        </Link>
      </Tooltip>
      <AccountMenu user={user} />
    </div>
  );
}
