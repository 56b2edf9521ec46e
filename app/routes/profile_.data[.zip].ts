import type { LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/modules/auth/guards.server";
import { accountExportStream, exportFileName } from "~/modules/lifecycle/account-export.server";

/**
 * GET /profile/data.zip: "Download my data", the signed-in person's designs and a JSON
 * manifest of what Inkwell keeps about them, streamed as a zip. A plain link: no JavaScript.
 * Signed out, sign-in comes back to the profile (a download is no page to return to).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { redirectTo: "/profile" });
  const name = exportFileName();
  return new Response(await accountExportStream(user), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
