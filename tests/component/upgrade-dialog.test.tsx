import { screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { describe, expect, test } from "vitest";
import UpgradeDialog from "~/components/billing/upgrade-dialog";
import { useAppDialogs } from "~/components/layout/app-dialogs";
import type { PlanId } from "~/modules/plans/plans";
import { allowConsoleError } from "../support/console-error";
import { deferred, findDialog, renderInApp, stubFetch } from "../support/render-in-app";

const PRICES = {
  premium: { amount: 999, currency: "usd", interval: "month" },
  pro: { amount: 2999, currency: "usd", interval: "month" },
};

/** root.tsx's wiring: the dialog follows the app dialogs' state (and the ?dialog= parameter). */
function Page({ currentPlan }: { currentPlan: PlanId | null }) {
  const { current, openDialog, closeDialog } = useAppDialogs();
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => openDialog("upgrade")}>
        Upgrade
      </button>
      {current === "upgrade" ? (
        <UpgradeDialog
          open
          onClose={closeDialog}
          closeHref="/"
          currentPlan={currentPlan}
          supportEmail="help@inkwell.test"
        />
      ) : null}
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

async function openUpgrade(currentPlan: PlanId | null) {
  const rendered = renderInApp(() => <Page currentPlan={currentPlan} />);
  await rendered.user.click(screen.getByRole("button", { name: "Upgrade" }));
  const dialog = await findDialog("Choose Your Plan");
  const plan = (name: string) => within(dialog).getByRole("heading", { name }).closest("li")!;
  return { ...rendered, dialog, plan };
}

describe("upgrade dialog", () => {
  test("shows Free, Premium and Pro; upgrades stay disabled at 'Loading...' until the prices arrive", async () => {
    const prices = deferred<Response>();
    stubFetch({ "GET /api/stripe/prices": () => prices.promise });
    const { dialog, plan } = await openUpgrade("free");
    expect(dialog).toHaveAccessibleDescription("Unlock unlimited creativity with Inkwell Premium or Pro");
    expect(
      within(dialog)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Free", "Premium", "Pro"]);
    expect(within(plan("Free")).getByText("Current")).toBeInTheDocument();
    expect(within(plan("Free")).getByRole("button", { name: "Current Plan" })).toBeDisabled();
    expect(within(plan("Premium")).getByText("Most Popular")).toBeInTheDocument();
    expect(within(plan("Premium")).getByText("Loading...")).toBeInTheDocument();
    expect(within(plan("Premium")).getByRole("button", { name: "Upgrade to Premium" })).toBeDisabled();
    expect(within(plan("Pro")).getByRole("button", { name: "Upgrade to Pro" })).toBeDisabled();

    prices.resolve(Response.json(PRICES));
    expect(await within(plan("Premium")).findByText("$9.99/month")).toBeInTheDocument();
    expect(within(plan("Pro")).getByText("$29.99/month")).toBeInTheDocument();
    expect(within(plan("Premium")).getByRole("button", { name: "Upgrade to Premium" })).toBeEnabled();
    expect(within(plan("Pro")).getByRole("button", { name: "Upgrade to Pro" })).toBeEnabled();
    expect(within(dialog).getByRole("link", { name: "Subscriptions can be canceled at any time" })).toHaveAttribute(
      "href",
      "mailto:help@inkwell.test",
    );
  });

  test("a Premium subscriber sees Current Plan, a disabled downgrade to Free and the upgrade to Pro", async () => {
    stubFetch({ "GET /api/stripe/prices": () => Response.json(PRICES) });
    const { plan } = await openUpgrade("premium");
    expect(within(plan("Premium")).getByRole("button", { name: "Current Plan" })).toBeDisabled();
    expect(within(plan("Free")).getByRole("button", { name: "Downgrade (Contact Support)" })).toBeDisabled();
    await waitFor(() => expect(within(plan("Pro")).getByRole("button", { name: "Upgrade to Pro" })).toBeEnabled());
  });

  test("signed out, the upgrades are sign-in links that come back to the subscribe pages", async () => {
    stubFetch({ "GET /api/stripe/prices": () => Response.json(PRICES) });
    const { plan } = await openUpgrade(null);
    expect(within(plan("Premium")).getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute(
      "href",
      "/api/login?redirectTo=%2Fsubscribe",
    );
    expect(within(plan("Pro")).getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute(
      "href",
      "/api/login?redirectTo=%2Fsubscribe-pro",
    );
    expect(within(plan("Free")).queryByText("Current")).not.toBeInTheDocument();
    await within(plan("Premium")).findByText("$9.99/month");
  });

  test("while the checkout starts the chosen button reads Redirecting to Stripe... and every upgrade is disabled; then the browser leaves", async () => {
    const checkout = deferred<Response>();
    const fetchMock = stubFetch({
      "GET /api/stripe/prices": () => Response.json(PRICES),
      "POST /api/create-checkout-session": () => checkout.promise,
    });
    const { user, plan } = await openUpgrade("free");
    const premium = await within(plan("Premium")).findByRole("button", { name: "Upgrade to Premium" });
    await waitFor(() => expect(premium).toBeEnabled());
    premium.focus();
    await user.keyboard("{Enter}");

    const redirecting = await within(plan("Premium")).findByRole("button", { name: "Redirecting to Stripe..." });
    expect(redirecting).toBeDisabled();
    expect(redirecting).toHaveAttribute("aria-busy", "true");
    expect(within(plan("Pro")).getByRole("button", { name: "Upgrade to Pro" })).toBeDisabled();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === "/api/create-checkout-session")!;
    expect(JSON.parse(String(init?.body))).toEqual({ tier: "premium" });

    // A same-page address, so jsdom can follow it (it does not load other documents).
    checkout.resolve(Response.json({ url: `${window.location.origin}/#checkout-session` }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(window.location.hash).toBe("#checkout-session"));
  });

  test("a refused checkout shows the spec's Checkout Error toast and gives the button back", async () => {
    stubFetch({
      "GET /api/stripe/prices": () => Response.json(PRICES),
      "POST /api/create-checkout-session": () =>
        Response.json({ message: "You already have this plan" }, { status: 400 }),
    });
    const { user, dialog, plan } = await openUpgrade("free");
    const premium = await within(plan("Premium")).findByRole("button", { name: "Upgrade to Premium" });
    await waitFor(() => expect(premium).toBeEnabled());
    await user.click(premium);
    expect(await screen.findByText("Checkout Error")).toBeInTheDocument();
    expect(screen.getByText("You already have this plan")).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    await waitFor(() =>
      expect(within(plan("Premium")).getByRole("button", { name: "Upgrade to Premium" })).toBeEnabled(),
    );
  });

  test("Escape closes it and gives focus back to the button that opened it", async () => {
    stubFetch({ "GET /api/stripe/prices": () => Response.json(PRICES) });
    const { user, plan } = await openUpgrade("free");
    await within(plan("Premium")).findByText("$9.99/month");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Upgrade" })).toHaveFocus());
  });

  test("opened from ?dialog=upgrade (the no-JavaScript link), Escape closes it and drops the parameter", async () => {
    stubFetch({ "GET /api/stripe/prices": () => Response.json(PRICES) });
    const { user } = renderInApp(() => <Page currentPlan="free" />, { url: "/?dialog=upgrade&designs=d1" });
    const dialog = await findDialog("Choose Your Plan");
    await within(dialog).findByText("$9.99/month");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("status", { name: "address" })).toHaveTextContent("/?designs=d1");
  });

  test("a failed price lookup is logged and the prices stay 'Loading...' (spec §7)", async () => {
    const logged = allowConsoleError();
    stubFetch({ "GET /api/stripe/prices": () => new Response("down", { status: 503 }) });
    const { plan } = await openUpgrade("free");
    await waitFor(() => expect(logged).toHaveBeenCalledWith("Could not load prices:", expect.any(Error)));
    expect(within(plan("Premium")).getByText("Loading...")).toBeInTheDocument();
    expect(within(plan("Premium")).getByRole("button", { name: "Upgrade to Premium" })).toBeDisabled();
  });
});
