import { createCookieSessionStorage, redirect } from "react-router";
import { z } from "zod";
import { isProduction } from "./env.server";
import { cookieSecrets } from "./keys.server";

/**
 * Toasts that survive a redirect: an action stores one in a short-lived flash cookie and
 * the next page shows it, so forms without JavaScript get the same notifications.
 */
const flashToastSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "success", "destructive"]).optional(),
  action: z.object({ label: z.string(), href: z.string() }).optional(),
});
export type FlashToast = z.infer<typeof flashToastSchema> & { id: string };

type ToastSessionFlash = { toast: FlashToast };
let storage: ReturnType<typeof createCookieSessionStorage<object, ToastSessionFlash>> | undefined;
function toastStorage() {
  storage ??= createCookieSessionStorage<object, ToastSessionFlash>({
    cookie: {
      name: "inkwell_toast",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: isProduction(),
      secrets: cookieSecrets("toast-cookie"),
      maxAge: 60,
    },
  });
  return storage;
}

export async function createToastHeader(toast: z.input<typeof flashToastSchema>): Promise<string> {
  const session = await toastStorage().getSession();
  session.flash("toast", { ...toast, id: crypto.randomUUID() });
  return toastStorage().commitSession(session);
}

export async function redirectWithToast(url: string, toast: z.input<typeof flashToastSchema>, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await createToastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** The pending toast, if any, and the Set-Cookie that consumes it. */
export async function readFlashToast(
  request: Request,
): Promise<{ toast: FlashToast | null; setCookie: string | null }> {
  const cookieHeader = request.headers.get("cookie");
  if (!cookieHeader?.includes("inkwell_toast=")) return { toast: null, setCookie: null };
  const session = await toastStorage().getSession(cookieHeader);
  const raw: unknown = session.get("toast");
  const parsed = flashToastSchema.extend({ id: z.string() }).safeParse(raw);
  return {
    toast: parsed.success ? parsed.data : null,
    setCookie: await toastStorage().destroySession(session),
  };
}
