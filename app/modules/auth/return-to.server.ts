import { createCookie } from "react-router";
import { isProduction } from "~/utils/env.server";
import { safeRedirect } from "~/utils/safe-redirect";

/** Where to land after signing in, remembered for the length of one sign-in. */
const cookie = createCookie("inkwell_return_to", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 10 * 60 });

export function rememberReturnTo(path: string): Promise<string> {
  return cookie.serialize(safeRedirect(path), { secure: isProduction() });
}

export async function readReturnTo(request: Request): Promise<string> {
  return safeRedirect((await cookie.parse(request.headers.get("cookie"))) as string | null, "/");
}

export function clearReturnTo(): Promise<string> {
  return cookie.serialize("", { maxAge: 0 });
}
