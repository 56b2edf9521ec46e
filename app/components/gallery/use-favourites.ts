import { useCallback, useEffect, useRef, useState } from "react";
import { signInUrl } from "~/modules/shell/status-pages";
import { getJson, isApiError, sendJson } from "~/utils/api-client";
import { genericMessages } from "~/utils/messages/common";
import { favouritesMessages } from "~/utils/messages/favourites";
import { toast } from "~/utils/toast";

/** Spec §9: the login redirect waits 500 ms so the toast can be read. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

const here = () => location.pathname + location.search;

/**
 * The favourite heart (spec §4): save when not saved, remove when saved, disabled while
 * pending, through the spec's calls (POST /api/saved-designs, DELETE /api/saved-designs/{id},
 * which call the same module functions as the gallery's no-JavaScript form). Signed out it
 * asks to log in; a lapsed session (401) logs in again.
 */
export function useFavourites(options: { signedIn: boolean; designIds: string[]; onUpgrade: () => void }) {
  const { signedIn, onUpgrade } = options;
  const [saved, setSaved] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<Set<string>>(new Set());
  const hasDesigns = options.designIds.length > 0;
  // Hearts toggled here while the saved list was on its way: the list predates them.
  const toggledMeanwhile = useRef(new Map<string, boolean>());

  // Spec §7: the saved list is fetched when signed in and designs are present.
  useEffect(() => {
    if (!signedIn || !hasDesigns) return;
    let cancelled = false;
    toggledMeanwhile.current.clear();
    getJson<Array<{ id: string }>>("/api/saved-designs")
      .then((list) => {
        if (cancelled) return;
        const next = new Set(list.map((design) => design.id));
        for (const [id, isSaved] of toggledMeanwhile.current) {
          if (isSaved) next.add(id);
          else next.delete(id);
        }
        setSaved(next);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [signedIn, hasDesigns]);

  const toggle = useCallback(
    async (designId: string) => {
      if (!signedIn) {
        toast({
          title: favouritesMessages.loginRequired,
          description: favouritesMessages.loginRequiredDescription,
          action: { label: "Login", href: signInUrl(here()) },
        });
        return;
      }
      const isSaved = saved.has(designId);
      setPending((current) => new Set(current).add(designId));
      try {
        if (isSaved) await sendJson("DELETE", `/api/saved-designs/${encodeURIComponent(designId)}`);
        else await sendJson("POST", "/api/saved-designs", { designId });
        toggledMeanwhile.current.set(designId, !isSaved);
        setSaved((current) => {
          const next = new Set(current);
          if (isSaved) next.delete(designId);
          else next.add(designId);
          return next;
        });
        toast({ ...(isSaved ? favouritesMessages.removed : favouritesMessages.saved), variant: "success" });
      } catch (error) {
        // Spec §8: a 401 (Unauthorized) means the session lapsed: say so, then sign in again.
        if (isApiError(error) && error.status === 401) {
          toast({ title: favouritesMessages.unauthorized, variant: "destructive" });
          setTimeout(() => location.assign(signInUrl(here())), LOGIN_REDIRECT_DELAY_MS);
          return;
        }
        toast({
          title: genericMessages.errorTitle,
          description:
            (isApiError(error) && error.detail) ||
            (isSaved ? favouritesMessages.unsaveFailed : favouritesMessages.saveFailed),
          variant: "destructive",
          action: isApiError(error) && error.status === 403 ? { label: "Upgrade", onClick: onUpgrade } : undefined,
        });
      } finally {
        setPending((current) => {
          const next = new Set(current);
          next.delete(designId);
          return next;
        });
      }
    },
    [onUpgrade, saved, signedIn],
  );

  return { saved, pending, toggle };
}
