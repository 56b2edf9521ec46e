import { openToasts, toast, type ToastInput } from "~/utils/toast";

const hintIds = new Set<string>();

/**
 * One-time hints (spec §4): shown once per browser ("local") or per session ("session").
 * Only one toast shows at a time, so a hint never takes the place of another message (an
 * error that came first, or while this module was loading): it waits for a later occasion.
 */
export function toastOnce(key: string, scope: "local" | "session", input: ToastInput) {
  if (openToasts().some((item) => !hintIds.has(item.id))) return;
  try {
    const store = scope === "local" ? window.localStorage : window.sessionStorage;
    const name = `inkwell:hint:${key}`;
    if (store.getItem(name)) return;
    store.setItem(name, "1");
  } catch {
    return; // storage disabled: better no hint than a hint every time
  }
  hintIds.add(toast(input).id);
}

/** The suggestion box's one-time hints: which store remembers each, and what it says. */
const hints = {
  keyboard: {
    key: "keyboard",
    scope: "local",
    title: "Tip",
    description: "Press Tab to use the suggestion and Esc to remove it.",
  },
  inserted: { key: "insert", scope: "session", title: "Suggestion inserted", description: "Edit it as you like." },
  removed: { key: "removal", scope: "session", title: "Suggestion removed" },
  cleared: { key: "clear", scope: "session", title: "Description cleared" },
} as const;

export function showHint(name: keyof typeof hints) {
  const { key, scope, ...input } = hints[name];
  toastOnce(key, scope, input);
}
