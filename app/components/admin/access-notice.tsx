import { buttonClasses } from "~/components/ui/button";
import { ShieldIcon } from "~/components/ui/icons/shield";
import { adminMessages } from "~/utils/messages/admin";

/** /admin for visitors who are not signed in, or signed in without the admin role. */
export function AccessNotice({ kind }: { kind: "signed-out" | "denied" }) {
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center" aria-labelledby="admin-access">
      <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-ink-900 text-white" aria-hidden="true">
        <ShieldIcon width={26} height={26} />
      </span>
      <h1 id="admin-access" className="mt-6 text-3xl font-bold">
        Admin Panel
      </h1>
      <p className="mt-4 text-lg text-ink-700" role={kind === "denied" ? "alert" : undefined}>
        {kind === "signed-out" ? adminMessages.signedOut : adminMessages.notAdmin}
      </p>
      <div className="mt-8 flex justify-center gap-3">
        {kind === "signed-out" ? (
          <a href="/api/login?returnTo=/admin" className={buttonClasses("accent")}>
            Login
          </a>
        ) : null}
        <a href="/" className={buttonClasses("secondary")}>
          Go Home
        </a>
      </div>
    </section>
  );
}
