/**
 * How long Inkwell keeps what nobody signed in for. The spec lists guest designs in the
 * browser for 24 hours; the cleanup deletes them (with their visitor and files) after that
 * window plus a grace period, as the Privacy Policy states. Shared by the policy text and
 * the cleanup so the two never disagree.
 */
export const GUEST_DESIGN_WINDOW_HOURS = 24;
export const GUEST_GRACE_HOURS = 24;
export const GUEST_RETENTION_HOURS = GUEST_DESIGN_WINDOW_HOURS + GUEST_GRACE_HOURS;
/** The cleanup's schedule (node-cron, UTC): every hour at minute 17. */
export const CLEANUP_CRON = "17 * * * *";
