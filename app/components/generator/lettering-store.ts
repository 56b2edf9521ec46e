import type { LetteringProof } from "~/modules/lettering/lettering-proof";

/**
 * What the generation flow (generation-runner.ts) tells the lettering studio (lettering-studio.tsx):
 * the proof to confirm and its message, or the studio's fields a refusal marked; and back, the
 * characters the person confirmed. Both load after the page, so neither weighs on the home page's
 * first JavaScript.
 */
export interface LetteringNotice {
  proof: LetteringProof | null;
  message?: string;
  fieldErrors?: Record<string, string>;
}

let current: LetteringNotice | null = null;
let confirmed: string | null = null;
const listeners = new Set<(notice: LetteringNotice) => void>();

export const letteringStore = {
  show(notice: LetteringNotice) {
    current = notice;
    for (const listener of listeners) listener(notice);
  },
  /** Calls `listener` with each notice, the last one first (if any). */
  subscribe(listener: (notice: LetteringNotice) => void): () => void {
    listeners.add(listener);
    if (current) listener(current);
    return () => listeners.delete(listener);
  },
  clear() {
    current = null;
  },
  /** The proof's button was pressed: these characters are confirmed (for the submission it sends). */
  confirm(characters: string) {
    confirmed = characters;
  },
  /** The characters confirmed by the button that sent the form, if it was that button (asked once per submission). */
  takeConfirmed(): string | null {
    const taken = confirmed;
    confirmed = null;
    return taken;
  },
};
