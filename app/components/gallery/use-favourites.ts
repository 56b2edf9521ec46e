import { useCallback, useEffect, useRef, useState } from "react";
import { favouritesMessages } from "~/utils/messages/favourites";
import { genericMessages } from "~/utils/messages/common";
import { toast } from "~/utils/toast";

/** Spec §9: the login redirect waits 500 ms so the toast can be read. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * The favourite heart (spec §4): save when not saved, remove when saved, disabled while
 * pending. Signed out it asks to log in; a lapsed session (401) logs in again.
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
    fetch("/api/saved-designs", { credentials: "include" })
      .then((response) => (response.ok ? (response.json() as Promise<Array<{ id: string }>>) : []))
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
          action: { label: "Login", href: `/api/login?returnTo=${encodeURIComponent(location.pathname + location.search)}` },
        });
        return;
      }
      const isSaved = saved.has(designId);
      setPending((current) => new Set(current).add(designId));
      try {
        const response = isSaved
          ? await fetch(`/api/saved-designs/${encodeURIComponent(designId)}`, { method: "DELETE", credentials: "include" })
          : await fetch("/api/saved-designs", {
              method: "POST",
              credentials: "include",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ designId }),
            });
        if (!response.ok) {
          const body = await response.text();
          const text = `${response.status}: ${body || response.statusText}`;
          if (/401/.test(text) && /Unauthorized/.test(text)) {
            toast({ title: favouritesMessages.unauthorized, variant: "destructive" });
            setTimeout(() => location.assign(`/api/login?returnTo=${encodeURIComponent(location.pathname)}`), LOGIN_REDIRECT_DELAY_MS);
            return;
          }
          let message: string | undefined;
          try {
            const parsed = JSON.parse(body) as { message?: string; error?: string };
            message = parsed.error ?? parsed.message;
          } catch {
            message = body || undefined;
          }
          toast({
            title: genericMessages.errorTitle,
            description: message || (isSaved ? favouritesMessages.unsaveFailed : favouritesMessages.saveFailed),
            variant: "destructive",
            action: response.status === 403 ? { label: "Upgrade", onClick: onUpgrade } : undefined,
          });
          return;
        }
        toggledMeanwhile.current.set(designId, !isSaved);
        setSaved((current) => {
          const next = new Set(current);
          if (isSaved) next.delete(designId);
          else next.add(designId);
          return next;
        });
        toast({ ...(isSaved ? favouritesMessages.removed : favouritesMessages.saved), variant: "success" });
      } catch {
        toast({
          title: genericMessages.errorTitle,
          description: isSaved ? favouritesMessages.unsaveFailed : favouritesMessages.saveFailed,
          variant: "destructive",
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
