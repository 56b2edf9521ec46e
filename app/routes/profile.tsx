import { data, Form, Link, useNavigation } from "react-router";
import { ManageSubscriptionButton } from "~/components/billing/manage-subscription";
import { DesignThumbnail } from "~/components/designs/design-thumbnail";
import { Avatar, fullName } from "~/components/layout/account-menu";
import { AccountDataSection } from "~/components/profile/account-data-section";
import { ShareDesignLink } from "~/components/share/share-design-link";
import { ShareLinksSection } from "~/components/share/share-links-section";
import { TryOnButton } from "~/components/tryon/try-on-button";
import { buttonClasses } from "~/components/ui/button";
import { DownloadIcon } from "~/components/ui/icons/download";
import { HeartIcon } from "~/components/ui/icons/heart";
import { CrownIcon } from "~/components/ui/icons/icon";
import { TrashIcon } from "~/components/ui/icons/trash";
import { WandIcon } from "~/components/ui/icons/wand";
import { requireUser } from "~/modules/auth/guards.server";
import { toPublicUser } from "~/modules/auth/users.server";
import { loadProfileBilling } from "~/modules/billing/billing-pages.server";
import { listDesignHistory } from "~/modules/designs/designs.server";
import { favouriteIntents } from "~/modules/designs/favourite-form.server";
import { descriptionFileName, designFileName } from "~/modules/designs/public-design";
import { listSavedDesigns } from "~/modules/designs/saved-designs.server";
import { deleteAccountIntent, signOutEverywhereIntent } from "~/modules/lifecycle/account-actions.server";
import { DELETE_ACCOUNT_INTENT, SIGN_OUT_EVERYWHERE_INTENT } from "~/modules/lifecycle/account-forms";
import { getPlan, isUnlimited } from "~/modules/plans/plans";
import { LICENCE_TITLE, licenceText } from "~/modules/print/licence";
import { listShareLinks } from "~/modules/share/share-links.server";
import { isAllowedAvatarUrl } from "~/utils/avatar-origins";
import { replyFor } from "~/utils/form-reply";
import { formatDate, formatMonthYear } from "~/utils/format";
import { formAction } from "~/utils/forms.server";
import { favouritesMessages } from "~/utils/messages/favourites";
import { pageHeaders } from "~/utils/page-headers";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [{ title: "Your profile · Inkwell" }];

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const [saved, history, billing, shareLinks] = await Promise.all([
    listSavedDesigns(user.id),
    listDesignHistory(user.id, page),
    loadProfileBilling(user),
    listShareLinks(user.id),
  ]);
  return data(
    { user: toPublicUser(user), saved, history: { ...history, page }, billing, shareLinks },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The page's forms: delete the account, save and remove favourites. */
export const action = formAction({
  [DELETE_ACCOUNT_INTENT]: deleteAccountIntent,
  [SIGN_OUT_EVERYWHERE_INTENT]: signOutEverywhereIntent,
  ...favouriteIntents({
    back: (intent) => (intent === "save" ? "/profile#generation-history" : "/profile#saved-designs"),
    removeFailed: favouritesMessages.removeFailed,
  }),
});

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { user, saved, history, billing, shareLinks } = loaderData;
  const savedIds = new Set(saved.map((design) => design.id));
  const plan = getPlan(user.subscriptionType);
  const paid = user.subscriptionType !== "free";

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6">
      <section className="flex flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:flex-row sm:items-start">
        <ProfileAvatar user={user} />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold">{fullName(user)}</h1>
          {user.email ? <p className="text-ink-600">{user.email}</p> : null}
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <span
              className={
                paid
                  ? "inline-flex items-center gap-1 rounded-full bg-gradient-to-r from-flash-600 to-amber-500 px-3 py-1 text-sm font-bold text-white"
                  : "inline-flex items-center rounded-full bg-ink-100 px-3 py-1 text-sm font-bold text-ink-800"
              }
              data-testid="plan-badge"
            >
              {paid ? <CrownIcon width={14} height={14} /> : null}
              {plan.name}
            </span>
            <span className="text-sm font-semibold text-ink-700" data-testid="plan-price">
              {billing.priceLabel}
            </span>
          </div>
          <ul className="mt-4 space-y-1 text-sm text-ink-700">
            {plan.features.slice(0, 3).map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="text-flash-600">
                  ✦
                </span>
                {feature}
              </li>
            ))}
          </ul>
          <div className="mt-5 flex flex-wrap gap-3">
            {user.subscriptionType === "premium" ? (
              <a href="/subscribe-pro" className={buttonClasses("accent", "md")}>
                <CrownIcon width={16} height={16} /> Upgrade to Pro
              </a>
            ) : null}
            {billing.canManage ? <ManageSubscriptionButton /> : null}
          </div>
        </div>
        <dl className="grid min-w-[16rem] grid-cols-2 gap-3 text-sm">
          <Stat label="Today" value={usageValue(user.generationsUsedToday, plan.generationsPerDay)} />
          <Stat label="This month" value={usageValue(user.generationsUsedThisMonth, plan.generationsPerMonth)} />
          <Stat
            label="Last generated"
            value={user.lastGenerationDate ? formatDate(user.lastGenerationDate) : "Never"}
          />
          <Stat label="Member since" value={formatMonthYear(user.createdAt)} />
        </dl>
      </section>

      {user.subscriptionType === "pro" ? (
        <section aria-labelledby="licence" className="card p-6">
          <h2 id="licence" className="text-lg font-bold">
            {LICENCE_TITLE}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-ink-700">{licenceText(fullName(user))}</p>
          <p className="mt-2 text-xs text-ink-500">
            Your PNG, stencil, SVG and PDF downloads carry this licence in their file metadata.
          </p>
        </section>
      ) : null}

      <section aria-labelledby="saved-designs" className="scroll-mt-20">
        <h2 id="saved-designs" className="text-xl font-bold">
          Saved designs
        </h2>
        {saved.length === 0 ? (
          <div className="mt-4 rounded-2xl border-2 border-dashed border-ink-200 bg-white/60 px-6 py-12 text-center">
            <p className="font-semibold">No saved designs yet</p>
            <p className="mt-1 text-sm text-ink-600">Tap the heart on a design you like to keep it here.</p>
            <Link to="/" className={buttonClasses("primary", "md", "mt-4")}>
              Create a design
            </Link>
          </div>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {saved.map((design) => (
              <DesignThumbnail
                key={design.id}
                design={design}
                actions={
                  <>
                    <a
                      href={`${design.imageUrl}?download=description`}
                      download={descriptionFileName(design.description)}
                      className={buttonClasses("secondary", "sm")}
                      aria-label={`Download ${design.description}`}
                    >
                      <DownloadIcon width={16} height={16} /> Download
                    </a>
                    <DesignIntentButton intent="unsave" designId={design.id} description={design.description} />
                    <TryOnButton design={design} />
                    <ShareDesignLink designId={design.id} description={design.description} />
                  </>
                }
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="generation-history" className="scroll-mt-20">
        <h2 id="generation-history" className="text-xl font-bold">
          Generation history
        </h2>
        {history.total === 0 ? (
          <p className="mt-4 text-ink-600">Designs you generate will be listed here.</p>
        ) : (
          <>
            <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              {history.designs.map((design) => (
                <DesignThumbnail
                  key={design.id}
                  design={design}
                  actions={
                    <>
                      <a
                        href={`${design.imageUrl}?download=1`}
                        download={designFileName(design.id)}
                        className={buttonClasses("secondary", "sm")}
                        aria-label={`Download ${design.description}`}
                      >
                        <DownloadIcon width={16} height={16} /> Download
                      </a>
                      {savedIds.has(design.id) ? (
                        <span className="inline-flex items-center gap-1 px-2 text-sm font-semibold text-flash-700">
                          <HeartIcon width={16} height={16} filled /> Saved
                        </span>
                      ) : (
                        <DesignIntentButton intent="save" designId={design.id} description={design.description} />
                      )}
                      <a
                        href={`/?customize=${encodeURIComponent(design.id)}`}
                        className={buttonClasses("ghost", "sm")}
                        aria-label={`Customize ${design.description}`}
                      >
                        <WandIcon width={16} height={16} /> Customize
                      </a>
                      <ShareDesignLink designId={design.id} description={design.description} />
                      <TryOnButton design={design} canShare />
                    </>
                  }
                />
              ))}
            </ul>
            {history.pageCount > 1 ? (
              <nav aria-label="Generation history pages" className="mt-6 flex items-center justify-center gap-4">
                {history.page > 1 ? (
                  <Link
                    to={`?page=${history.page - 1}#generation-history`}
                    className={buttonClasses("secondary", "sm")}
                    preventScrollReset
                  >
                    Newer
                  </Link>
                ) : null}
                <span className="text-sm text-ink-600">
                  Page {history.page} of {history.pageCount}
                </span>
                {history.page < history.pageCount ? (
                  <Link
                    to={`?page=${history.page + 1}#generation-history`}
                    className={buttonClasses("secondary", "sm")}
                    preventScrollReset
                  >
                    Older
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </section>

      <ShareLinksSection links={shareLinks} />

      <AccountDataSection
        email={user.email}
        refused={replyFor(actionData, DELETE_ACCOUNT_INTENT)}
        // 403: the sign-in is too old to delete the account; the form links to a new one.
        signInAgain={replyFor(actionData, DELETE_ACCOUNT_INTENT)?.status === 403}
      />
    </div>
  );
}

/** A page number from the query string: 1 when missing or not a sensible number. */
function parsePage(value: string | null): number {
  const page = Number(value ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

function usageValue(used: number, limit: number) {
  return isUnlimited(limit) ? "Unlimited" : `${used} / ${limit}`;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-ink-50 p-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-500">{label}</dt>
      <dd className="mt-1 font-semibold text-ink-900">{value}</dd>
    </div>
  );
}

function ProfileAvatar({
  user,
}: {
  user: { profileImageUrl: string | null; firstName: string | null; lastName: string | null };
}) {
  if (isAllowedAvatarUrl(user.profileImageUrl)) return <Avatar user={user} size={80} />;
  const initial = (user.firstName ?? user.lastName ?? "U").trim().charAt(0).toUpperCase() || "U";
  return (
    <span
      className="grid h-20 w-20 shrink-0 place-items-center rounded-full bg-ink-900 font-display text-4xl text-white"
      aria-hidden="true"
    >
      {initial}
    </span>
  );
}

/** A save or remove button for one design: a real form, so it works without JavaScript. */
function DesignIntentButton(props: { intent: "save" | "unsave"; designId: string; description: string }) {
  const navigation = useNavigation();
  const pending = navigation.formData?.get("designId") === props.designId;
  const saving = props.intent === "save";
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="designId" value={props.designId} />
      <button
        type="submit"
        disabled={pending}
        className={buttonClasses("ghost", "sm")}
        aria-label={
          saving ? `Save ${props.description} to favorites` : `Remove ${props.description} from saved designs`
        }
      >
        {saving ? <HeartIcon width={16} height={16} /> : <TrashIcon width={16} height={16} />}
        {pending ? (saving ? "Saving..." : "Removing...") : saving ? "Save" : "Remove"}
      </button>
    </Form>
  );
}

/** The loader's Cache-Control reaches the HTML (and a thrown refusal's headers). */
export const headers = pageHeaders;
