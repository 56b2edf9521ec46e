import { buttonClasses } from "~/components/ui/button";
import { ShieldIcon } from "~/components/ui/icons/shield";
import { goHome, type StatusPayload } from "~/modules/shell/status-pages";

/** The one status page (not found, sign-in required, access denied, errors), inside the app shell. */
export function StatusPage({ heading, message, eyebrow, icon, actions = [goHome], alert }: StatusPayload) {
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center" aria-labelledby="status-heading">
      {icon === "shield" ? (
        <span
          className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-ink-900 text-white"
          aria-hidden="true"
        >
          <ShieldIcon width={26} height={26} />
        </span>
      ) : eyebrow ? (
        <p className="font-display text-6xl text-flash-600" aria-hidden="true">
          {eyebrow}
        </p>
      ) : null}
      <h1 id="status-heading" className="mt-4 text-3xl font-bold">
        {heading}
      </h1>
      <p className="mt-4 text-lg text-ink-700" role={alert ? "alert" : undefined}>
        {message}
      </p>
      <div className="mt-8 flex justify-center gap-3">
        {actions.map((action) => (
          <a
            key={action.href + action.label}
            href={action.href}
            className={buttonClasses(action.variant ?? "secondary")}
          >
            {action.label}
          </a>
        ))}
      </div>
    </section>
  );
}
