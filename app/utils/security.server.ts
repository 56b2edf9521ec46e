/**
 * Request security rules shared by the HTTP server and the tests: which requests count
 * as cross-origin, and the security headers of every response.
 */

import { AVATAR_IMAGE_ORIGINS } from "./avatar-origins";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

/** Where browsers send Content-Security-Policy violation reports (logged, rate limited). */
export const CSP_REPORT_PATH = "/api/csp-report";

/**
 * Paths that authenticate by other means: the payment webhook carries a signature; CSP
 * reports change nothing (browsers may send them without a usable Origin).
 */
export const ORIGIN_CHECK_EXEMPT_PATHS = new Set(["/api/stripe/webhook", CSP_REPORT_PATH]);

export interface OriginCheckInput {
  method: string;
  path: string;
  /** The Origin header, if any. */
  origin?: string | null;
  /** The Referer header, if any (used only when Origin is absent). */
  referer?: string | null;
  /** Hosts (host[:port]) this app answers on: the Host header and the configured APP_URL. */
  ownHosts: string[];
}

/**
 * True when a state-changing request (POST, PUT, PATCH, DELETE) comes from another site:
 * its Origin, or without one its Referer, names a host that is not the app's own.
 * Requests with neither header do not come from a browser page (browsers send Origin
 * with every such request), so they are left to the route's own authentication.
 */
export function isCrossOriginRequest(input: OriginCheckInput): boolean {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return false;
  if (ORIGIN_CHECK_EXEMPT_PATHS.has(input.path)) return false;
  const source = input.origin ?? input.referer ?? null;
  if (source === null || source === "") return false;
  let host: string;
  try {
    host = new URL(source).host.toLowerCase();
  } catch {
    return true; // "null" (sandboxed or privacy-redirected pages) and garbage
  }
  return !input.ownHosts.some((own) => own.toLowerCase() === host);
}

/**
 * The policy of every response: scripts and <style> elements only from the app or with this
 * request's nonce; images only from the app (data: and blob: URLs it makes) and the sign-in
 * providers' picture hosts; violations reported to CSP_REPORT_PATH. Style *attributes* stay
 * allowed (style-src-attr): the React views set a few (widths, a swatch colour) and carry no
 * client text; an injected <style> or stylesheet is refused.
 */
export function contentSecurityPolicy(options: { nonce: string; formActionOrigins: string[]; production: boolean }) {
  const formAction = ["'self'", ...options.formActionOrigins].join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}'`,
    `style-src 'self' 'nonce-${options.nonce}'`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: ${AVATAR_IMAGE_ORIGINS.join(" ")}`,
    "font-src 'self' data:",
    // The dev server's live reload talks over a websocket.
    `connect-src 'self'${options.production ? "" : " ws:"}`,
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    "report-to csp",
  ].join("; ");
}

/**
 * Origins a form on our pages may lead to (CSP form-action also covers the redirects a
 * form POST answers with): Stripe's hosted checkout and billing portal when configured.
 */
export function formActionOriginsFor(env: { STRIPE_SECRET_KEY?: string }): string[] {
  return env.STRIPE_SECRET_KEY ? ["https://checkout.stripe.com", "https://billing.stripe.com"] : [];
}

/** The Reporting API's endpoint for `report-to csp` (sent beside the policy). */
export const REPORTING_ENDPOINTS = `csp="${CSP_REPORT_PATH}"`;
