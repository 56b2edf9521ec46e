import { buttonClasses } from "../ui/button";

/** Errors of the plain-form path, as text (spec: without JavaScript, errors appear as text). */
export default function FormError({ error }: { error: { title: string; message: string; limit?: string; signedIn: boolean } }) {
  return (
    <div role="alert" className="mt-6 rounded-2xl border border-flash-200 bg-flash-50 p-5 text-flash-900">
      <p className="font-bold">{error.title}</p>
      <p className="mt-1">{error.message}</p>
      {error.limit === "daily" || (error.limit && error.signedIn) ? (
        <a href="/subscribe" className={buttonClasses("accent", "sm", "mt-3")}>
          See plans
        </a>
      ) : error.limit ? (
        <a href="/api/login" className={buttonClasses("accent", "sm", "mt-3")}>
          Sign In
        </a>
      ) : null}
    </div>
  );
}
