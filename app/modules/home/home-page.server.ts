import { getCurrentSession } from "~/modules/auth/session.server";
import { subscriptionActivatedRedirect } from "~/modules/billing/subscription-activated.server";
import { listVisibleIdeas, listVisibleStyles, POPULAR_IDEAS_SHOWN } from "~/modules/catalog/catalog.server";
import { findDesignsForSession, toPublicDesign } from "~/modules/designs/designs.server";
import { hasTattooabilityCheck } from "~/modules/designs/tattooability-check.server";
import { letteringOptions } from "~/modules/lettering/lettering-options.server";
import type { PictureSlot } from "~/modules/pictures/picture-options";
import { canUseStyle, getPlan } from "~/modules/plans/plans";
import { signInUrl } from "~/modules/shell/status-pages";
import { getSuggestion } from "~/modules/suggestions/suggestions.server";
import { pictureMessages } from "~/utils/messages/picture";

/** Designs listed in the URL (?designs=a,b): the gallery after a no-JavaScript generation. */
function idsFrom(value: string | null): string[] {
  return (value ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id.length > 0 && id.length <= 64)
    .slice(0, 24);
}

/**
 * What the home page needs, in one round of queries after the session lookup (or the
 * redirect that follows a paid checkout, thrown).
 */
export async function loadHomePage(request: Request) {
  const activated = await subscriptionActivatedRedirect(request);
  if (activated) throw activated;
  const session = await getCurrentSession(request);
  const user = session?.user ?? null;
  const tier = user?.subscriptionType ?? "anonymous";
  const viewerId = user?.id ?? null;
  const [styles, ideas, suggestion] = await Promise.all([
    listVisibleStyles(viewerId),
    listVisibleIdeas(viewerId, POPULAR_IDEAS_SHOWN),
    getSuggestion(),
  ]);
  const plan = getPlan(tier);
  const allowed = styles.filter((style) => canUseStyle(tier, style));
  const url = new URL(request.url);
  const idea = url.searchParams.get("idea");
  const customizeId = url.searchParams.get("customize");
  const galleryIds = [...new Set([...(customizeId ? [customizeId] : []), ...idsFrom(url.searchParams.get("designs"))])];
  // "Start from a picture" (issue 28): the field's texts, or a guest's way to sign in and come back.
  const picture: PictureSlot = plan.canStartFromPicture
    ? { label: pictureMessages.label, hint: pictureMessages.hint }
    : { label: pictureMessages.signIn, signIn: signInUrl("/#generator") };
  const gallery = galleryIds.length > 0 ? (await findDesignsForSession(session, galleryIds)).map(toPublicDesign) : [];
  return {
    signedIn: Boolean(user),
    tier,
    styles: allowed.map((style) => ({ name: style.name, isCustom: style.isCustom })),
    lockedStyleCount: styles.length - allowed.length,
    ideas: ideas.map((entry) => entry.text),
    suggestion,
    prefill: idea ? idea.slice(0, 1000) : "",
    gallery,
    customizeDesign: gallery.find((design) => design.id === customizeId) ?? null,
    customizeStyles: allowed.map((style) => style.name),
    picture,
    lettering: letteringOptions(),
    capabilities: {
      customSize: plan.canCustomSize,
      highlyComplex: plan.canUseHighlyComplex,
      addStylesAndIdeas: plan.canAddStylesAndIdeas,
      customize: plan.canCustomize,
      save: plan.canSaveDesigns,
      tattooability: hasTattooabilityCheck(tier),
      proFiles: plan.canDownloadPrintFiles,
    },
  };
}
