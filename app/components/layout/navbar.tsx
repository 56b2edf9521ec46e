import { Link } from "react-router";
import type { PublicUser } from "~/modules/auth/users.server";
import type { NavigationUsage } from "~/modules/plans/navigation-usage.server";
import { lazyComponent } from "~/utils/lazy-component";
import { PRODUCT_NAME } from "~/utils/messages/common";
import { buttonClasses } from "../ui/button";
import { Logo } from "./logo";

// Signed-out visitors (most first visits) never download the account controls.
const SignedInControls = lazyComponent(() => import("./signed-in-controls"));

/** The top navigation bar of spec §2. */
export function Navbar({ user, usage }: { user: PublicUser | null; usage: NavigationUsage | null }) {
  return (
    <header className="sticky top-0 z-40 bg-ink-950 text-white shadow-md">
      <nav aria-label="Main" className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" className="focus-ring flex items-center gap-2 rounded-md">
          <Logo className="h-8 w-8" />
          <span className="font-display text-2xl leading-none tracking-wide">{PRODUCT_NAME}</span>
        </Link>
        {user ? (
          <SignedInControls user={user} usage={usage} />
        ) : (
          <a href="/api/login" className={buttonClasses("accent", "sm")}>
            Login
          </a>
        )}
      </nav>
    </header>
  );
}
