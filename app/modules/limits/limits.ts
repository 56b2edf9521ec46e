/**
 * Every rate limit and fair-use ceiling of the app, in one table (docs/decisions/
 * 009-rate-limits.md). The plan table (plans.ts) re-exports FAIR_USE for the pricing fine
 * print; rate-limit.server.ts enforces these with a PostgreSQL store shared by every
 * instance. A window is `points` requests per `seconds`; each request costs one point.
 */
import type { Tier } from "~/modules/plans/plans";

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export interface LimitWindow {
  points: number;
  seconds: number;
}

/** What "unlimited" means on Premium and Pro: a fair-use ceiling per account. */
export const FAIR_USE = { perMinute: 20, perDay: 500 } as const;

export interface FairUseCeiling {
  perMinute: number;
  perDay: number;
}

/**
 * Each plan's generation ceiling per account. Today every plan has the same one, so an
 * upgrade never lifts it and a refusal offers none (upgradeRaisingCeiling).
 */
export const FAIR_USE_BY_PLAN: Record<Tier, FairUseCeiling> = {
  anonymous: FAIR_USE,
  free: FAIR_USE,
  premium: FAIR_USE,
  pro: FAIR_USE,
};

const UPGRADE_ORDER = ["anonymous", "free", "premium", "pro"] as const satisfies readonly Tier[];

/**
 * The first paid plan above `tier` whose ceiling for this window is higher, or null: a
 * refused person is offered an upgrade only when it would let them go on.
 */
export function upgradeRaisingCeiling(
  tier: Tier,
  window: keyof FairUseCeiling,
  table: Record<Tier, FairUseCeiling> = FAIR_USE_BY_PLAN,
): "premium" | "pro" | null {
  const above = UPGRADE_ORDER.slice(UPGRADE_ORDER.indexOf(tier) + 1);
  for (const plan of above) {
    if ((plan === "premium" || plan === "pro") && table[plan][window] > table[tier][window]) return plan;
  }
  return null;
}

export type LimitedAction =
  | "generation"
  | "render"
  | "signIn"
  | "checkout"
  | "dataExport"
  | "suggestion"
  | "sharedDesign"
  | "cspReport"
  | "lettering";

export interface ActionLimits {
  /** Per signed-in account (every plan). */
  account: { minute?: LimitWindow; hour?: LimitWindow; day?: LimitWindow };
  /** Per client address (IPv4 address, IPv6 /64), signed in or not. */
  address: LimitWindow;
}

export const RATE_LIMITS: Record<LimitedAction, ActionLimits> = {
  /**
   * POST /api/generate, the home page's form and POST /api/edit: customizations count like
   * generations. The account windows are the plan's ceiling (FAIR_USE_BY_PLAN).
   */
  generation: {
    account: { minute: { points: FAIR_USE.perMinute, seconds: 60 }, day: { points: FAIR_USE.perDay, seconds: DAY } },
    address: { points: 40, seconds: 60 },
  },
  /** Print PDFs, stencils and SVG files (owners' and share links'). */
  render: {
    account: { minute: { points: 30, seconds: 60 } },
    address: { points: 60, seconds: 60 },
  },
  /** Starting a sign-in (GET /api/login) and its callback (/auth/callback): 20 sign-ins a minute. */
  signIn: { account: {}, address: { points: 40, seconds: 60 } },
  /** POST /api/create-checkout-session. */
  checkout: {
    account: { minute: { points: 5, seconds: 60 }, day: { points: 30, seconds: DAY } },
    address: { points: 20, seconds: HOUR },
  },
  /** "Download my data" (GET /profile/data.zip): every design file of the account, streamed. */
  dataExport: {
    account: { hour: { points: 3, seconds: HOUR } },
    address: { points: 10, seconds: HOUR },
  },
  /** Suggesting a style or an idea (POST /api/styles, /api/popular-ideas, the dialogs' forms). */
  suggestion: {
    account: { hour: { points: 10, seconds: HOUR }, day: { points: 30, seconds: DAY } },
    address: { points: 30, seconds: HOUR },
  },
  /** A shared design's page and PNG (/s/{token}, /s/{token}/image.png): no account, by address. */
  sharedDesign: { account: {}, address: { points: 120, seconds: 60 } },
  /**
   * The lettering studio's proof (GET /api/lettering: the exact characters, the fonts and the
   * legibility at size, drawn in the render pool) and its font previews: typing pauses ask again.
   */
  lettering: { account: { minute: { points: 60, seconds: 60 } }, address: { points: 120, seconds: 60 } },
  /** Content-Security-Policy violation reports (POST /api/csp-report): logged, so bounded per address. */
  cspReport: { account: {}, address: { points: 20, seconds: 60 } },
};

/**
 * Guests' room in the shared generation queue (M2). A script without a cookie is a new guest at every request, so
 * the per-account cap (GENERATION_WAITING_PER_ACCOUNT) does not hold it: its network does. Guests together may fill
 * `share` of GENERATION_QUEUE_LIMIT; the rest is kept for signed-in plans. Per network, counted by the keyed hashes
 * a guest job carries (its address or IPv6 /64, its /56 and /48), at most `waiting` guest generations wait at once.
 */
export const GUEST_QUEUE = {
  share: 0.5,
  waiting: { address: 3, net56: 6, net48: 12 },
  retryAfterSeconds: 30,
} as const;

/**
 * Refused pictures whose generation is given back (M10). A picture the image service's safety system refuses gives
 * its quota back (decision 023: the person cannot tell what in a photo tripped it), but a picture can carry any
 * description, so an account gets this many refunds in 24 hours; past them a refusal keeps its count, as a refused
 * description always does (issue 26): no refusal is free to repeat. Counted per account in the limits' store.
 */
export const REFUNDED_PICTURE_REFUSALS: LimitWindow = { points: 3, seconds: DAY };

/** At most this many of an account's suggestions wait to become public, per kind (styles, ideas). */
export const PENDING_SUGGESTIONS_PER_ACCOUNT = 20;
