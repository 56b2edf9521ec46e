import { useEffect } from "react";

/**
 * Escape closes a dialog while `active`, from wherever the focus is. Checked once the key's
 * dispatch is over, and acted on once per key: a handler that already took it (Headless UI's own
 * dialog, or another of these) has marked it handled (preventDefault), and the one that acts marks
 * it too. The app's dialogs listen from the moment the app runs (app-dialogs.tsx), before a
 * dialog's own code has loaded; every Modal listens from its first render in the browser.
 */
export function useEscapeToClose(active: boolean, onClose: () => void) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setTimeout(() => {
        if (event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [active, onClose]);
}
