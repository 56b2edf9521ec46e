/**
 * Every rate limit and fair-use ceiling of the app, in one table (docs/decisions/
 * 009-rate-limits.md). The plan table (plans.ts) re-exports FAIR_USE for the pricing fine
 * print; rate-limit.server.ts enforces these with a PostgreSQL store shared by every
 * instance. A window is `points` requests per `seconds`; each request costs one point.
 */

export interface LimitWindow {
  points: number;
  seconds: number;
}

/** What "unlimited" means on Premium and Pro: a fair-use ceiling per account. */
export const FAIR_USE = { perMinute: 20, perDay: 500 } as const;

export type LimitedAction = "generation" | "render" | "signIn" | "checkout";

export interface ActionLimits {
  /** Per signed-in account (every plan). */
  account: { minute?: LimitWindow; day?: LimitWindow };
  /** Per client address (IPv4 address, IPv6 /64), signed in or not. */
  address: LimitWindow;
}

export const RATE_LIMITS: Record<LimitedAction, ActionLimits> = {
  /** POST /api/generate, the home page's form and POST /api/edit: customizations count like generations. */
  generation: {
    account: { minute: { points: FAIR_USE.perMinute, seconds: 60 }, day: { points: FAIR_USE.perDay, seconds: 24 * 60 * 60 } },
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
    account: { minute: { points: 5, seconds: 60 }, day: { points: 30, seconds: 24 * 60 * 60 } },
    address: { points: 20, seconds: 60 * 60 },
  },
};
