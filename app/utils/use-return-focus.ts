import { useEffect } from "react";

/**
 * Gives focus back to whatever had it before this component mounted, when it unmounts:
 * dialogs here are removed from the page when they close, so the opener gets focus back
 * (Headless UI only restores focus when `open` turns false).
 */
export function useReturnFocus() {
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    return () => {
      if (previous && previous !== document.body && document.contains(previous)) {
        requestAnimationFrame(() => previous.focus());
      }
    };
  }, []);
}
