import { useEffect, useRef } from "react";
import type { PublicDesign } from "~/modules/designs/public-design";
import { TEMPORARY_DESIGNS_KEY } from "./temporary-designs";

/**
 * Designs this browser made while signed out (spec §4): shown again after a reload, and
 * after sign-in sent to /api/designs/by-ids, which moves them to the account; then the
 * browser's list is cleared. The code loads only when there is something to restore.
 */
export function useRestoredDesigns(signedIn: boolean, onRestored: (designs: PublicDesign[]) => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (!window.localStorage.getItem(TEMPORARY_DESIGNS_KEY)) return;
    import("./restore-designs")
      .then(({ restoreDesigns }) => restoreDesigns(signedIn))
      .then((designs) => designs.length > 0 && onRestored(designs))
      .catch((error: unknown) => console.error("Could not restore designs:", error));
  }, [signedIn, onRestored]);
}
