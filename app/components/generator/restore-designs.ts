import type { PublicDesign } from "~/modules/designs/public-design";
import { clearTemporaryDesigns, readTemporaryDesigns } from "./temporary-designs";

/** Asks the server for this browser's guest designs; clears the list once signed in. */
export async function restoreDesigns(signedIn: boolean): Promise<PublicDesign[]> {
  const entries = readTemporaryDesigns(window.localStorage);
  if (entries.length === 0) return [];
  const response = await fetch("/api/designs/by-ids", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ designIds: entries.map((entry) => entry.id) }),
  });
  if (!response.ok) throw new Error(`by-ids answered ${response.status}`);
  const designs = (await response.json()) as PublicDesign[];
  if (signedIn) clearTemporaryDesigns(window.localStorage);
  return designs;
}
