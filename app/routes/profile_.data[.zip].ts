import { redirect, type LoaderFunctionArgs } from "react-router";
import { getOptionalUser } from "~/modules/auth/session.server";
import { accountExportStream, exportFileName } from "~/modules/lifecycle/account-export.server";
import { EXPORT_PATH } from "~/modules/lifecycle/account-forms";

/**
 * GET /profile/data.zip: "Download my data", the signed-in person's designs and a JSON
 * manifest of what Inkwell keeps about them, streamed as a zip. A plain link: no JavaScript.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) throw redirect(`/api/login?returnTo=${encodeURIComponent(EXPORT_PATH)}`);
  const name = exportFileName();
  return new Response(await accountExportStream(user), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
