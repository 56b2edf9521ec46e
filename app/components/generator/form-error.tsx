import { signInUrl } from "~/modules/shell/status-pages";
import type { FormReply } from "~/utils/form-reply";
import { buttonClasses } from "../ui/button";
import { classifyGenerationError } from "./generation-errors";

/**
 * A refused generation without JavaScript, as text (with JavaScript the same refusal is a
 * toast or the upgrade dialog, spec §8): its title and message, and for a limit the way on
 * that the toast would offer (the plans, or signing in).
 */
export default function FormError({ reply, signedIn }: { reply: FormReply; signedIn: boolean }) {
  const outcome =
    reply.status === 429
      ? classifyGenerationError(`${reply.status}: ${reply.message}`, reply.message, signedIn, reply.rateLimit)
      : null;
  const way =
    outcome?.kind === "upgrade-dialog" || (outcome?.kind === "toast" && outcome.action === "upgrade") ? "plans" : null;
  return (
    <div role="alert" className="mb-6 rounded-2xl border border-flash-200 bg-flash-50 p-5 text-flash-900">
      {reply.title ? <p className="font-bold">{reply.title}</p> : null}
      <p className="mt-1">{reply.message}</p>
      {way === "plans" ? (
        <a href="/subscribe" className={buttonClasses("accent", "sm", "mt-3")}>
          See plans
        </a>
      ) : outcome?.kind === "toast" && outcome.action === "sign-in" ? (
        <a href={signInUrl("/")} className={buttonClasses("accent", "sm", "mt-3")}>
          Sign In
        </a>
      ) : null}
    </div>
  );
}
