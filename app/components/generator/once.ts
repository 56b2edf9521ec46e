import { toast, type ToastInput } from "~/utils/toast";

/** One-time hints (spec §4): shown once per browser ("local") or per session ("session"). */
export function toastOnce(key: string, scope: "local" | "session", input: ToastInput) {
  try {
    const store = scope === "local" ? window.localStorage : window.sessionStorage;
    const name = `inkwell:hint:${key}`;
    if (store.getItem(name)) return;
    store.setItem(name, "1");
  } catch {
    return; // storage disabled: better no hint than a hint every time
  }
  toast(input);
}

/** The suggestion box's one-time hints: which store remembers each, and what it says. */
const hints = {
  keyboard: { key: "keyboard", scope: "local", title: "Tip", description: "Press Tab to use the suggestion and Esc to remove it." },
  inserted: { key: "insert", scope: "session", title: "Suggestion inserted", description: "Edit it as you like." },
  removed: { key: "removal", scope: "session", title: "Suggestion removed" },
  cleared: { key: "clear", scope: "session", title: "Description cleared" },
} as const;

export function showHint(name: keyof typeof hints) {
  const { key, scope, ...input } = hints[name];
  toastOnce(key, scope, input);
}
