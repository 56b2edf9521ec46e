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
