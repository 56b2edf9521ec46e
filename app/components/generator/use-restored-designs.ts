import { useEffect, useRef } from "react";
import type { PublicDesign } from "~/modules/designs/public-design";

/**
 * The browser store's key, written out here so this first-paint module need not load the
 * store's code (TEMPORARY_DESIGNS_KEY in temporary-designs.ts; a unit test keeps them equal).
 */
export const STORED_DESIGNS_KEY = "inkwell:temporary-designs";
/** A generation whose answer was lost (see pending-generation.ts). */
export const PENDING_GENERATION_KEY = "inkwell:pending-generation";

/**
 * Designs this browser made while signed out (spec §4): shown again after a reload, and
 * after sign-in sent to /api/designs/by-ids, which moves them to the account; then the
 * browser's list is cleared. A generation whose answer was lost is picked up too. The code
 * loads only when there is something to restore.
 */
export function useRestoredDesigns(signedIn: boolean, onRestored: (designs: PublicDesign[], fresh?: boolean) => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (window.localStorage.getItem(PENDING_GENERATION_KEY)) {
      import("./pending-generation")
        .then(({ resumePendingGeneration }) => resumePendingGeneration(signedIn))
        .then((designs) => designs.length > 0 && onRestored(designs, true))
        .catch((error: unknown) => console.error("Could not pick up the generation:", error));
    }
    if (!window.localStorage.getItem(STORED_DESIGNS_KEY)) return;
    import("./restore-designs")
      .then(({ restoreDesigns }) => restoreDesigns(signedIn))
      .then((designs) => designs.length > 0 && onRestored(designs))
      .catch((error: unknown) => console.error("Could not restore designs:", error));
  }, [signedIn, onRestored]);
}
