import { redirect, type LoaderFunctionArgs } from "react-router";
import { getOptionalUser } from "~/modules/auth/session.server";
import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import { accountExportStream, exportFileName } from "~/modules/lifecycle/account-export.server";
import { EXPORT_PATH } from "~/modules/lifecycle/account-forms";

/**
 * GET /profile/data.zip: "Download my data", the signed-in person's designs and a JSON
 * manifest of what Inkwell keeps about them, streamed as a zip as fast as the browser reads
 * it. A plain link: no JavaScript. At most 3 an hour per account (429 as plain text with
 * Retry-After: the browser shows it in place of the download).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) throw redirect(`/api/login?returnTo=${encodeURIComponent(EXPORT_PATH)}`);
  await enforceRateLimit("dataExport", { tier: user.subscriptionType, accountId: user.id, clientIp: context.clientIp }, "text");
  const name = exportFileName();
  return new Response(accountExportStream(user), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
