import { useRef, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { ShareLinkList } from "~/components/share/share-link-list";
import { buttonClasses } from "~/components/ui/button";
import { fieldErrorProps, FieldMessage } from "~/components/ui/field-message";
import { FormMessage, useFocusRefusal } from "~/components/ui/form-message";
import { ShareIcon } from "~/components/ui/icons/share";
import { requireUser } from "~/modules/auth/guards.server";
import { findOwnedDesign, toPublicDesign } from "~/modules/designs/designs.server";
import { SHARE_LINK_LIMITS } from "~/modules/plans/plans";
import {
  DISPLAY_NAME_MAX,
  NOTES_MAX,
  parsePlacement,
  PLACEMENTS,
  SHARE_EXPIRY_CHOICES,
} from "~/modules/share/placements";
import { shareFormIntent } from "~/modules/share/share-actions.server";
import { listShareLinks } from "~/modules/share/share-links.server";
import { formAction } from "~/utils/forms.server";
import { invariantResponse } from "~/utils/http.server";
import { requestMessages } from "~/utils/messages/request";
import { shareMessages } from "~/utils/messages/share";
import { pageHeaders } from "~/utils/page-headers";
import { useHydrated } from "~/utils/use-hydrated";
import type { Route } from "./+types/designs.$id.share";

/**
 * /designs/{id}/share: "Share with your artist" for a design the signed-in user owns. The
 * form creates a link to /s/{token}; `?placement=forearm` (from try-on) preselects the
 * placement. Lists this design's live links. A page, so it works without JavaScript and
 * adds nothing to the home page's scripts.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, design } = await requireOwnedDesign(request, params.id);
  const url = new URL(request.url);
  const links = await listShareLinks(user.id, design.id);
  return data(
    {
      design: toPublicDesign(design),
      placement: parsePlacement(url.searchParams.get("placement")),
      // A note prefilled from try-on ("Tried on at 12 x 12 cm on the forearm").
      note: (url.searchParams.get("note") ?? "").slice(0, NOTES_MAX),
      createdId: url.searchParams.get("created"),
      links,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The form: creates a link (modules/share/share-actions.server, the same function as POST /api/share-links). */
export const action = formAction({ share: shareFormIntent }, { defaultIntent: "share" });

async function requireOwnedDesign(request: Request, designId: string | undefined) {
  const user = await requireUser(request);
  const design =
    designId && designId.length <= 64 ? await findOwnedDesign({ kind: "user", userId: user.id }, designId) : null;
  invariantResponse(design, requestMessages.notFound, 404);
  return { user, design };
}

export const meta: Route.MetaFunction = () => [
  { title: `${shareMessages.action} · Inkwell` },
  { name: "robots", content: "noindex" },
];

export default function ShareDesignPage({ loaderData, actionData: refused }: Route.ComponentProps) {
  const { design, placement, note, createdId, links } = loaderData;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const errors = refused?.fieldErrors ?? {};
  const values = refused?.values;
  const returnTo = `/designs/${design.id}/share`;
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  useFocusRefusal(form, refused);
  // The form starts empty again after each link created (its key), and so does the count.
  const [typed, setTyped] = useState({ createdId, length: (values?.notes ?? note).length });
  const notesLength = typed.createdId === createdId ? typed.length : 0;
  const firstInvalid = (["placement", "notes", "displayName", "expiresIn"] as const).find((field) => errors[field]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <a href="/profile#share-links" className="text-sm font-semibold text-ink-700 underline-offset-4 hover:underline">
        ← Your profile
      </a>
      <h1 className="mt-3 text-3xl font-bold">{shareMessages.action}</h1>
      <p className="mt-2 max-w-2xl text-ink-700">
        Your artist gets a page with this design, its size, your notes and the files they need, with no account. Only
        people with the link can open it, and you can stop sharing at any time.
      </p>

      <div className="mt-8 grid gap-8 md:grid-cols-[16rem_minmax(0,1fr)]">
        <figure className="self-start">
          <img
            src={design.imageUrl}
            alt={`Tattoo design: ${design.description}`}
            width={256}
            height={256}
            className="aspect-square w-full max-w-xs rounded-2xl bg-white object-contain shadow-sm ring-1 ring-ink-100"
          />
          <figcaption className="mt-2 text-sm text-ink-700">
            {design.description} · {design.style} · {design.size}
          </figcaption>
        </figure>

        <Form key={createdId ?? "new"} ref={form} method="post" className="card space-y-5 p-5 sm:p-6">
          <FormMessage reply={refused} />
          <div>
            <label htmlFor="share-placement" className="label">
              Placement <span className="font-normal text-ink-600">(optional)</span>
            </label>
            <select
              id="share-placement"
              name="placement"
              defaultValue={values?.placement ?? placement ?? ""}
              className="field"
              autoFocus={firstInvalid === "placement"}
              {...fieldErrorProps("share-placement", errors.placement)}
            >
              <option value="">Not decided yet</option>
              {PLACEMENTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <FieldMessage fieldId="share-placement" error={errors.placement} />
          </div>
          <div>
            <label htmlFor="share-notes" className="label">
              Notes for your artist <span className="font-normal text-ink-600">(optional)</span>
            </label>
            <textarea
              id="share-notes"
              name="notes"
              rows={5}
              maxLength={NOTES_MAX}
              defaultValue={values?.notes ?? note}
              onChange={(event) => setTyped({ createdId, length: event.currentTarget.value.length })}
              placeholder="Placement details, colour wishes, budget..."
              className="field"
              autoFocus={firstInvalid === "notes"}
              {...fieldErrorProps("share-notes", errors.notes, "share-notes-hint")}
            />
            <p id="share-notes-hint" className="mt-1 text-xs text-ink-600">
              Up to 1,000 characters.
              {hydrated ? (
                <span className="ml-1 tabular-nums">({notesLength.toLocaleString("en-US")} used)</span>
              ) : null}
            </p>
            <FieldMessage fieldId="share-notes" error={errors.notes} />
          </div>
          <div>
            <label htmlFor="share-name" className="label">
              Your first name <span className="font-normal text-ink-600">(optional)</span>
            </label>
            <input
              id="share-name"
              name="displayName"
              maxLength={DISPLAY_NAME_MAX}
              autoComplete="given-name"
              defaultValue={values?.displayName ?? ""}
              className="field"
              autoFocus={firstInvalid === "displayName"}
              {...fieldErrorProps("share-name", errors.displayName, "share-name-hint")}
            />
            <p id="share-name-hint" className="mt-1 text-xs text-ink-600">
              Shown on the page so your artist knows who it is from. Leave it empty and the page shows no name.
            </p>
            <FieldMessage fieldId="share-name" error={errors.displayName} />
          </div>
          <div>
            <label htmlFor="share-expires" className="label">
              Link stops
            </label>
            <select
              id="share-expires"
              name="expiresIn"
              defaultValue={values?.expiresIn ?? ""}
              className="field"
              autoFocus={firstInvalid === "expiresIn"}
              {...fieldErrorProps("share-expires", errors.expiresIn, "share-expires-hint")}
            >
              {SHARE_EXPIRY_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
            <p id="share-expires-hint" className="mt-1 text-xs text-ink-600">
              After that, the link opens nothing, as when you stop sharing.
            </p>
            <FieldMessage fieldId="share-expires" error={errors.expiresIn} />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonClasses("primary", "md")} disabled={submitting}>
              <ShareIcon width={18} height={18} /> {submitting ? "Creating link..." : "Create share link"}
            </button>
            <p className="text-xs text-ink-600">Up to {SHARE_LINK_LIMITS.livePerAccount} live links per account.</p>
          </div>
        </Form>
      </div>

      <section aria-labelledby="design-share-links" className="mt-10">
        <h2 id="design-share-links" className="text-xl font-bold">
          Links to this design
        </h2>
        {links.length === 0 ? (
          <p className="mt-3 text-ink-600">No live links yet.</p>
        ) : (
          <ShareLinkList links={links} returnTo={returnTo} highlightId={createdId} showDesign={false} />
        )}
      </section>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";

/** The loader's Cache-Control reaches the HTML (and a thrown refusal's headers). */
export const headers = pageHeaders;
