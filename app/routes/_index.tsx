import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import type { DesignsGalleryProps } from "~/components/gallery/designs-gallery";
import { GeneratorForm } from "~/components/generator/generator-form";
import { useGenerator, type GenerateBody } from "~/components/generator/use-generator";
import { useRestoredDesigns } from "~/components/generator/use-restored-designs";
import { buttonClasses } from "~/components/ui/button";
import { subscriptionActivatedRedirect } from "~/modules/billing/subscription-activated.server";
import { generateFromForm, loadHomePage } from "~/modules/home/home-page.server";
import type { PublicDesign } from "~/modules/designs/public-design";
import { lazyComponent } from "~/utils/lazy-component";

const DesignsGallery = lazyComponent<DesignsGalleryProps>(() => import("~/components/gallery/designs-gallery"));
const LoadingView = lazyComponent(() => import("~/components/generator/loading-view"));

export async function loader({ request }: LoaderFunctionArgs) {
  const activated = await subscriptionActivatedRedirect(request);
  if (activated) throw activated;
  return data(await loadHomePage(request), { headers: { "Cache-Control": "private, no-cache" } });
}

/** The generator as a plain form: the gallery (or the error) renders in the answer. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { result, setCookie } = await generateFromForm(request, context.clientIp);
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  return data(result, { status: result.ok ? 200 : result.status, headers });
}

export default function Home() {
  const page = useLoaderData<typeof loader>();
  const submitted = useActionData<typeof action>();
  const generator = useGenerator({
    signedIn: page.signedIn,
    ideas: page.ideas,
    initialDesigns: submitted?.ok ? submitted.designs : [],
    initialRequest: submitted?.ok ? (submitted.lastRequest as unknown as GenerateBody) : null,
  });
  const { setDesigns } = generator;
  useRestoredDesigns(
    page.signedIn,
    useCallback((restored: PublicDesign[]) => setDesigns((current) => (current.length ? current : restored)), [setDesigns]),
  );

  const generate = (body: GenerateBody, more = false) => {
    LoadingView.preload();
    DesignsGallery.preload();
    void generator.generate(body, more).then((ok) => {
      if (ok) requestAnimationFrame(() => document.getElementById("gallery")?.scrollIntoView({ behavior: "smooth" }));
    });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="mb-8 text-center">
        <h1 className="font-display text-4xl leading-tight sm:text-6xl">Design your next tattoo</h1>
        <p className="mx-auto mt-3 max-w-2xl text-ink-600">
          Describe it, pick a style, size and complexity, and get flash-ready designs you can zoom into, customize and
          download.
        </p>
      </header>

      <GeneratorForm
        styles={page.styles}
        lockedStyleCount={page.lockedStyleCount}
        ideas={page.ideas}
        suggestion={page.suggestion}
        prefill={submitted ? (submitted.ok ? String(submitted.lastRequest.description) : submitted.description) : page.prefill}
        capabilities={page.capabilities}
        busy={generator.phase !== "idle"}
        onGenerate={(body) => generate(body)}
      />

      {submitted && !submitted.ok ? <FormError error={submitted} /> : null}

      {generator.phase !== "idle" ? <LoadingView kind={generator.phase} progress={generator.progress} /> : null}

      {generator.designs.length > 0 ? (
        <DesignsGallery
          designs={generator.designs}
          busy={generator.phase !== "idle"}
          onClose={() => {
            generator.clear();
            document.getElementById("generator")?.scrollIntoView({ behavior: "smooth" });
          }}
          onGenerateMore={generator.lastRequest ? () => generate(generator.lastRequest!, true) : undefined}
        />
      ) : null}
    </div>
  );
}

/** Errors of the plain-form path, as text (spec: without JavaScript, errors appear as text). */
function FormError({ error }: { error: { title: string; message: string; limit?: string; signedIn: boolean } }) {
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
