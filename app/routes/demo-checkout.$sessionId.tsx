import { useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { DemoBanner, DemoPill } from "~/components/billing/demo-chrome";
import { Logo } from "~/components/layout/logo";
import { buttonClasses } from "~/components/ui/button";
import { fieldErrorProps, FieldMessage } from "~/components/ui/field-message";
import { FormMessage, useFocusRefusal } from "~/components/ui/form-message";
import { ArrowLeftIcon } from "~/components/ui/icons/arrow-left";
import { CardIcon } from "~/components/ui/icons/card";
import { CheckIcon } from "~/components/ui/icons/check";
import { LockIcon } from "~/components/ui/icons/lock";
import { Spinner } from "~/components/ui/icons/spinner";
import { loadDemoCheckoutPage, payIntent } from "~/modules/billing/demo-pages.server";
import { cn } from "~/utils/cn";
import { formAction } from "~/utils/forms.server";
import { PRODUCT_NAME } from "~/utils/messages/common";
import { pageHeaders } from "~/utils/page-headers";
import type { Route } from "./+types/demo-checkout.$sessionId";

/** A stand-in for a page on another site: no app navigation bar or footer. */
export const handle = { bare: true };

export const meta: Route.MetaFunction = ({ loaderData: page }) => [
  { title: `Subscribe to ${PRODUCT_NAME} ${page?.planName ?? ""} · Demo checkout` },
];

/** /demo-checkout/:sessionId: the demo mode's hosted checkout page (no STRIPE_SECRET_KEY). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return data(await loadDemoCheckoutPage(request, params.sessionId), {
    headers: { "Cache-Control": "private, no-store" },
  });
}

/** The Pay button (modules/billing/demo-pages.server: the test card's checks, then the signed events). */
export const action = formAction({ pay: payIntent });

const inputClass =
  "block w-full border-0 bg-transparent px-3 py-2.5 text-ink-900 placeholder:text-ink-400 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-flash-500";

export default function DemoCheckout({ loaderData: page, actionData: refused }: Route.ComponentProps) {
  const navigation = useNavigation();
  const paying = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const errors = refused?.fieldErrors ?? {};
  const values = refused?.values;
  const form = useRef<HTMLFormElement>(null);
  // After a refused payment, focus goes to the first field to fix (or the message).
  useFocusRefusal(form, refused);
  const firstInvalid = (["cardNumber", "expiry", "cvc", "name"] as const).find((name) => errors[name]);
  const invalid = (name: "cardNumber" | "expiry" | "cvc" | "name") => ({
    ...fieldErrorProps(name, errors[name]),
    autoFocus: firstInvalid === name,
  });

  return (
    <div className="min-h-screen bg-white lg:bg-[linear-gradient(to_right,#f7f4ef_50%,#fff_50%)]">
      <DemoBanner />
      <div className="mx-auto grid max-w-5xl lg:min-h-[calc(100vh-2.5rem)] lg:grid-cols-2">
        <section aria-labelledby="order-summary" className="bg-[#f7f4ef] px-6 py-8 sm:px-10 lg:py-16 lg:pr-16">
          <div className="flex items-center gap-3">
            <Link
              to="/checkout/cancel"
              className="focus-ring group flex items-center gap-2 rounded-md text-sm font-semibold text-ink-700"
            >
              <ArrowLeftIcon width={18} height={18} className="transition-transform group-hover:-translate-x-0.5" />
              <span className="grid h-8 w-8 place-items-center rounded-lg bg-ink-950">
                <Logo className="h-6 w-6" />
              </span>
              <span className="font-display text-xl text-ink-900">{PRODUCT_NAME}</span>
              <span className="sr-only">: cancel and go back</span>
            </Link>
            <DemoPill />
          </div>
          <h1 id="order-summary" className="mt-10 text-base font-semibold text-ink-600">
            Subscribe to {PRODUCT_NAME} {page.planName}
          </h1>
          <p className="mt-1 flex items-baseline gap-2">
            <span className="text-4xl font-bold tracking-tight text-ink-900" data-testid="checkout-amount">
              {page.amount}
            </span>
            <span className="text-sm leading-tight text-ink-600">
              per
              <br />
              {page.interval}
            </span>
          </p>
          <div className="mt-8 border-t border-ink-200 pt-6">
            <div className="flex justify-between gap-4 text-sm">
              <div>
                <p className="font-semibold text-ink-900">
                  {PRODUCT_NAME} {page.planName}
                </p>
                <p className="text-ink-600">Billed monthly</p>
              </div>
              <p className="font-semibold text-ink-900">{page.amount}</p>
            </div>
            <ul className="mt-4 space-y-1.5 text-sm text-ink-600">
              {page.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <CheckIcon width={14} height={14} className="mt-1 shrink-0 text-emerald-700" />
                  {feature}
                </li>
              ))}
            </ul>
            <dl className="mt-6 space-y-2 border-t border-ink-200 pt-4 text-sm">
              <div className="flex justify-between">
                <dt className="text-ink-600">Subtotal</dt>
                <dd className="text-ink-900">{page.amount}</dd>
              </div>
              <div className="flex justify-between border-t border-ink-200 pt-3 font-semibold">
                <dt className="text-ink-900">Total due today</dt>
                <dd className="text-ink-900">{page.amount}</dd>
              </div>
            </dl>
          </div>
        </section>

        <section
          aria-labelledby="pay-with-card"
          className="bg-white px-6 py-8 sm:px-10 lg:py-16 lg:pl-16 lg:shadow-[-12px_0_24px_-20px_rgba(0,0,0,0.25)]"
        >
          <h2 id="pay-with-card" className="text-lg font-semibold text-ink-900">
            Pay with card
          </h2>
          {page.expired ? (
            <div
              role="alert"
              className="mt-6 rounded-xl border border-flash-200 bg-flash-50 p-4 text-sm text-flash-900"
            >
              This checkout session has expired. Nothing was charged.{" "}
              <Link to="/subscribe" className="font-semibold underline underline-offset-4">
                Start again
              </Link>
            </div>
          ) : (
            <Form method="post" ref={form} noValidate className="mt-6 space-y-5">
              <input type="hidden" name="intent" value="pay" />
              <div>
                <label htmlFor="email" className="text-sm font-medium text-ink-700">
                  Email
                </label>
                <input
                  id="email"
                  type="email"
                  value={page.email}
                  readOnly
                  className="mt-1.5 block w-full rounded-lg border border-ink-200 bg-ink-50 px-3 py-2.5 text-ink-700"
                />
              </div>

              <fieldset>
                <legend className="text-sm font-medium text-ink-700">Card information</legend>
                <div className="mt-1.5 overflow-hidden rounded-lg border border-ink-300 shadow-sm focus-within:border-ink-900">
                  <div className="relative border-b border-ink-200">
                    <label htmlFor="cardNumber" className="sr-only">
                      Card number
                    </label>
                    <input
                      id="cardNumber"
                      name="cardNumber"
                      inputMode="numeric"
                      autoComplete="cc-number"
                      placeholder="1234 1234 1234 1234"
                      defaultValue={values?.cardNumber}
                      maxLength={23}
                      className={cn(inputClass, "pr-12")}
                      {...invalid("cardNumber")}
                    />
                    <CardIcon className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-ink-400" />
                  </div>
                  <div className="grid grid-cols-2 divide-x divide-ink-200">
                    <div>
                      <label htmlFor="expiry" className="sr-only">
                        Expiration date (MM / YY)
                      </label>
                      <input
                        id="expiry"
                        name="expiry"
                        inputMode="numeric"
                        autoComplete="cc-exp"
                        placeholder="MM / YY"
                        defaultValue={values?.expiry}
                        maxLength={7}
                        className={inputClass}
                        {...invalid("expiry")}
                      />
                    </div>
                    <div>
                      <label htmlFor="cvc" className="sr-only">
                        Security code (CVC)
                      </label>
                      <input
                        id="cvc"
                        name="cvc"
                        inputMode="numeric"
                        autoComplete="cc-csc"
                        placeholder="CVC"
                        maxLength={4}
                        className={inputClass}
                        {...invalid("cvc")}
                      />
                    </div>
                  </div>
                </div>
                <FieldMessage fieldId="cardNumber" error={errors.cardNumber} />
                <FieldMessage fieldId="expiry" error={errors.expiry} />
                <FieldMessage fieldId="cvc" error={errors.cvc} />
              </fieldset>

              <div>
                <label htmlFor="name" className="text-sm font-medium text-ink-700">
                  Cardholder name
                </label>
                <input
                  id="name"
                  name="name"
                  autoComplete="cc-name"
                  placeholder="Full name on card"
                  defaultValue={values?.name}
                  maxLength={100}
                  className="mt-1.5 block w-full rounded-lg border border-ink-300 px-3 py-2.5 shadow-sm placeholder:text-ink-400 focus:border-ink-900 focus:outline-none focus:ring-2 focus:ring-flash-500/40"
                  {...invalid("name")}
                />
                <FieldMessage fieldId="name" error={errors.name} />
              </div>

              <FormMessage
                reply={refused}
                className="rounded-lg border border-flash-200 bg-flash-50 px-3 py-2.5 text-sm text-flash-900 outline-none"
              />

              <button type="submit" disabled={paying} className={buttonClasses("accent", "lg", "w-full text-base")}>
                {paying ? (
                  <>
                    <Spinner className="h-5 w-5" /> Processing...
                  </>
                ) : (
                  <>
                    <LockIcon width={16} height={16} /> Pay {page.amount}
                  </>
                )}
              </button>
              <Link to="/checkout/cancel" className={buttonClasses("ghost", "md", "w-full")}>
                Cancel
              </Link>
              <p className="text-center text-xs leading-relaxed text-ink-600">
                By subscribing you allow {PRODUCT_NAME} to charge {page.amount} every {page.interval} until you cancel.
                In this demo nothing is charged and no card details are stored.
              </p>
            </Form>
          )}
          <p className="mt-10 flex items-center justify-center gap-2 text-xs text-ink-500">
            <LockIcon width={12} height={12} /> {PRODUCT_NAME} demo checkout
            <span aria-hidden="true">·</span>
            <a href="/?dialog=terms" className="focus-ring rounded underline-offset-4 hover:underline">
              Terms
            </a>
            <a href="/?dialog=privacy" className="focus-ring rounded underline-offset-4 hover:underline">
              Privacy
            </a>
          </p>
        </section>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";

/** The loader's Cache-Control reaches the HTML (and a thrown refusal's headers). */
export const headers = pageHeaders;
