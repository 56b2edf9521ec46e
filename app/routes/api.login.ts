import { startSignIn } from "~/modules/auth/sign-in-flow.server";
import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import type { Route } from "./+types/api.login";

/**
 * GET /api/login: a full-page navigation that starts the OAuth flow (or, when already
 * signed in, goes straight back). `?redirectTo=/path` says where to land afterwards.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await enforceRateLimit("signIn", { tier: "anonymous", accountId: null, clientIp: context.clientIp }, "text");
  return startSignIn(request);
}
