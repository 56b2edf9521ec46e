import { requireUser } from "~/modules/auth/guards.server";
import { accountExportStream, exportFileName } from "~/modules/lifecycle/account-export.server";
import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import type { Route } from "./+types/profile_.data[.zip]";

/**
 * GET /profile/data.zip: "Download my data", the signed-in person's designs and a JSON
 * manifest of what Inkwell keeps about them, streamed as a zip as fast as the browser reads
 * it. A plain link: no JavaScript. Signed out, sign-in comes back to the profile (a download is
 * no page to return to). At most 3 an hour per account (429 as plain text with Retry-After:
 * the browser shows it in place of the download).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, { redirectTo: "/profile" });
  await enforceRateLimit(
    "dataExport",
    { tier: user.subscriptionType, accountId: user.id, clientIp: context.clientIp },
    "text",
  );
  const name = exportFileName();
  return new Response(accountExportStream(user), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
