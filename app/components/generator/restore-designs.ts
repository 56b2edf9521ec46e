import type { PublicDesign } from "~/modules/designs/public-design";
import { sendJson } from "~/utils/api-client";
import { clearTemporaryDesigns, readTemporaryDesigns } from "./temporary-designs";

/** Asks the server for this browser's guest designs; clears the list once signed in. */
export async function restoreDesigns(signedIn: boolean): Promise<PublicDesign[]> {
  const entries = readTemporaryDesigns(window.localStorage);
  if (entries.length === 0) return [];
  const designs = await sendJson<PublicDesign[]>("POST", "/api/designs/by-ids", {
    designIds: entries.map((entry) => entry.id),
  });
  if (signedIn) clearTemporaryDesigns(window.localStorage);
  return designs;
}
