import { buttonClasses } from "../ui/button";

/**
 * 'Manage subscription' on the profile: a plain form, so the browser goes straight to
 * Stripe's Billing Portal (or the demo's) with or without JavaScript.
 */
export function ManageSubscriptionButton({ className }: { className?: string }) {
  return (
    <form method="post" action="/api/billing-portal" className={className}>
      <button type="submit" className={buttonClasses("secondary", "md")}>
        Manage subscription
      </button>
    </form>
  );
}
