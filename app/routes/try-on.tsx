import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { PRODUCT_NAME } from "~/utils/messages/common";
import type { Route } from "./+types/try-on";

export const meta: Route.MetaFunction = () => [{ title: `Try on · ${PRODUCT_NAME}` }];

/**
 * /try-on: where the "Try on" action leads when JavaScript is off. Try-on composes the
 * design on the person's photo in the browser only (the photo is never uploaded), so it
 * needs JavaScript.
 */
export default function TryOnNeedsJavaScript() {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <section className="rounded-3xl bg-white px-6 py-10 text-center shadow-xl ring-1 ring-ink-100 sm:px-10">
        <h1 className="text-3xl font-bold">Try on needs JavaScript</h1>
        <p className="mt-3 text-ink-600">
          Try on places the design on your own photo right in your browser, so the photo never leaves your device. Turn
          on JavaScript in your browser to use it.
        </p>
        <div className="mt-8 flex justify-center">
          <Link to="/" className={buttonClasses("secondary", "lg")}>
            Back to the generator
          </Link>
        </div>
      </section>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
