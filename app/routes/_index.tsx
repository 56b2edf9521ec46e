import { useCallback, useState } from "react";
import { data, useLocation } from "react-router";
import type { DesignsGalleryProps } from "~/components/gallery/designs-gallery";
import { GeneratorForm } from "~/components/generator/generator-form";
import { useGenerator, type GenerateBody } from "~/components/generator/use-generator";
import { useRestoredDesigns } from "~/components/generator/use-restored-designs";
import { useAppDialogs, useDialogHref } from "~/components/layout/app-dialogs";
import { PlusIcon } from "~/components/ui/icons/icon";
import type { PublicDesign } from "~/modules/designs/public-design";
import { homeAction } from "~/modules/home/home-forms.server";
import { loadHomePage } from "~/modules/home/home-page.server";
import { replyFor } from "~/utils/form-reply";
import { lazyComponent } from "~/utils/lazy-component";
import { pageHeaders } from "~/utils/page-headers";
import type { Route } from "./+types/_index";

// Everything below the form loads when first needed (the home page's JavaScript budget).
const DesignsGallery = lazyComponent<DesignsGalleryProps>(() => import("~/components/gallery/designs-gallery"));
const LoadingView = lazyComponent(() => import("~/components/generator/loading-view"));
const CustomizeDialog = lazyComponent(() => import("~/components/customize/customize-dialog"));
const CatalogDialog = lazyComponent(() => import("~/components/generator/catalog-dialog"));
const FormError = lazyComponent(() => import("~/components/generator/form-error"));

export async function loader({ request }: Route.LoaderArgs) {
  return data(await loadHomePage(request), { headers: { "Cache-Control": "private, no-cache" } });
}

/** The page's forms: generate, favourites, new styles and ideas, customize (see modules/home/home-forms.server). */
export const action = homeAction;

export default function Home({ loaderData: page, actionData: refused }: Route.ComponentProps) {
  // A refused form post (`refused`): the form it came from shows it (the dialogs pick their own).
  const refusedGeneration = replyFor(refused, "generate");
  const location = useLocation();
  const { current: dialog, openDialog, closeDialog } = useAppDialogs();
  const closeHref = useDialogHref(null);
  const upgradeHref = useDialogHref("upgrade");
  const [customizing, setCustomizing] = useState<PublicDesign | null>(page.customizeDesign);
  const generator = useGenerator({
    signedIn: page.signedIn,
    ideas: page.ideas,
    initialDesigns: page.gallery,
    initialRequest: null,
  });
  const { setDesigns } = generator;
  useRestoredDesigns(
    page.signedIn,
    useCallback(
      (restored: PublicDesign[], fresh?: boolean) =>
        setDesigns((current) =>
          fresh
            ? [...restored, ...current.filter((d) => !restored.some((r) => r.id === d.id))]
            : current.length
              ? current
              : restored,
        ),
      [setDesigns],
    ),
  );

  const showGallery = () =>
    requestAnimationFrame(() => document.getElementById("gallery")?.scrollIntoView({ behavior: "smooth" }));

  const preloadResults = () => {
    LoadingView.preload();
    DesignsGallery.preload();
  };

  const generate = (body: GenerateBody, more = false) => {
    preloadResults();
    void generator.generate(body, more).then((ok) => ok && showGallery());
  };

  const addButton = (kind: "add-style" | "add-idea", label: string) => (
    <a
      href={page.capabilities.addStylesAndIdeas ? `?dialog=${kind}` : upgradeHref}
      onClick={(event) => {
        event.preventDefault();
        openDialog(page.capabilities.addStylesAndIdeas ? kind : "upgrade");
      }}
      className="chip focus-ring shrink-0 border-dashed text-ink-600"
    >
      <PlusIcon width={14} height={14} /> {label}
    </a>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="mb-8 text-center">
        <h1 className="font-display text-4xl leading-tight sm:text-6xl">Design your next tattoo</h1>
        <p className="mx-auto mt-3 max-w-2xl text-ink-600">
          Describe it, pick a style, size and complexity, and get flash-ready designs you can zoom into, customize and
          download.
        </p>
      </header>

      {/* A refused post without JavaScript: above the form, where the reloaded page opens (phones too). */}
      {refusedGeneration ? <FormError reply={refusedGeneration} signedIn={page.signedIn} /> : null}

      {/* Fetch what a generation shows as soon as the person reaches for the form. */}
      <div onFocusCapture={preloadResults} onPointerEnter={preloadResults}>
        <GeneratorForm
          styles={page.styles}
          lockedStyleCount={page.lockedStyleCount}
          ideas={page.ideas}
          suggestion={page.suggestion}
          prefill={refusedGeneration ? (refusedGeneration.values.description ?? "") : page.prefill}
          submitted={refusedGeneration}
          capabilities={page.capabilities}
          picture={page.picture}
          lettering={page.lettering}
          busy={generator.phase !== "idle"}
          onGenerate={(body) => generate(body)}
          styleRowExtra={addButton("add-style", "Add Style")}
          ideaRowExtra={<li>{addButton("add-idea", "Add Idea")}</li>}
        />
      </div>

      {generator.phase !== "idle" ? (
        <LoadingView kind={generator.phase} progress={generator.progress} queuePosition={generator.queuePosition} />
      ) : null}

      {generator.designs.length > 0 ? (
        <DesignsGallery
          designs={generator.designs}
          signedIn={page.signedIn}
          canCustomize={page.capabilities.customize}
          tattooability={page.capabilities.tattooability}
          isPro={page.capabilities.proFiles}
          busy={generator.phase !== "idle"}
          returnTo={`${location.pathname}${location.search}`}
          onClose={() => {
            generator.clear();
            document.getElementById("generator")?.scrollIntoView({ behavior: "smooth" });
          }}
          onGenerateMore={generator.lastRequest ? () => generate(generator.lastRequest!, true) : undefined}
          onCustomize={(design) => {
            LoadingView.preload();
            setCustomizing(design);
          }}
          onUpgrade={() => openDialog("upgrade")}
        />
      ) : null}

      {customizing ? (
        <CustomizeDialog
          design={customizing}
          styles={page.customizeStyles}
          onClose={() => setCustomizing(null)}
          generator={generator}
          onCustomized={showGallery}
          // A refused plain-form post comes back to this address, with the dialog still open.
          formAction={`/?index&customize=${encodeURIComponent(customizing.id)}`}
          submitted={replyFor(refused, "customize")}
          closeHref={`/?designs=${encodeURIComponent(customizing.id)}#gallery`}
        />
      ) : null}
      {dialog === "add-style" || dialog === "add-idea" ? (
        <CatalogDialog
          kind={dialog === "add-style" ? "style" : "idea"}
          onClose={closeDialog}
          closeHref={closeHref}
          submitted={replyFor(refused, dialog)}
        />
      ) : null}
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";

/** The loader's Cache-Control reaches the HTML (and a thrown refusal's headers). */
export const headers = pageHeaders;
