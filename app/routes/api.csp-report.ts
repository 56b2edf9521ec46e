import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import { jsonError } from "~/utils/http.server";
import { logger } from "~/utils/logger.server";
import { requestMessages } from "~/utils/messages/request";
import { readBodyText } from "~/utils/request-body.server";
import type { Route } from "./+types/api.csp-report";

const log = logger("csp");

/**
 * POST /api/csp-report: where browsers report Content-Security-Policy violations (both the
 * old `report-uri` format, `{"csp-report": {...}}`, and the Reporting API's list). Each is
 * logged as one short line; 204. At most 20 a minute per address (429 with Retry-After), a
 * 16 KB body, and nothing stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, requestMessages.usePost);
  await enforceRateLimit("cspReport", { tier: "anonymous", accountId: null, clientIp: context.clientIp });
  for (const report of violationsIn(await readBodyText(request))) {
    log.warn(
      { directive: report.directive, blocked: report.blocked, page: report.page },
      "content security policy violation",
    );
  }
  return new Response(null, { status: 204 });
}

export function loader() {
  return jsonError(405, requestMessages.usePost);
}

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

const short = (value: unknown) => (typeof value === "string" ? value.slice(0, 200) : "?");

/** The violations of a report body (at most 5); anything unreadable is no violation. */
function violationsIn(text: string): Violation[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const bodies = Array.isArray(parsed)
    ? parsed.map((entry) => (entry as { body?: unknown })?.body)
    : [(parsed as { "csp-report"?: unknown })?.["csp-report"]];
  return bodies
    .filter((body): body is Record<string, unknown> => typeof body === "object" && body !== null)
    .slice(0, 5)
    .map((body) => ({
      directive: short(body["effectiveDirective"] ?? body["effective-directive"] ?? body["violated-directive"]),
      blocked: short(body["blockedURL"] ?? body["blocked-uri"]),
      // Never a share link's token or a sign-in's code in the log: no query, no token.
      page: short(body["documentURL"] ?? body["document-uri"])
        .replace(/[?#].*$/, "")
        .replace(/\/s\/[^/]+/, "/s/[token]"),
    }));
}
