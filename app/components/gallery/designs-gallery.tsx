import { useState } from "react";
import type { PublicDesign } from "~/modules/designs/public-design";
import { cn } from "~/utils/cn";
import { lazyComponent } from "~/utils/lazy-component";
import { buttonClasses } from "../ui/button";
import { CloseIcon } from "../ui/icons/close";
import { HeartIcon } from "../ui/icons/heart";
import { SparklesIcon } from "../ui/icons/icon";
import { WandIcon } from "../ui/icons/wand";
import { DesignCard } from "./design-card";
import { ProFiles, TattooabilityBadge } from "./pro-files";
import { useFavourites } from "./use-favourites";

const DesignViewer = lazyComponent(() => import("../viewer/design-viewer"));

export interface DesignsGalleryProps {
  designs: PublicDesign[];
  signedIn: boolean;
  canCustomize: boolean;
  /** Paid plans see the tattooability check; Pro gets the print files. */
  tattooability: boolean;
  isPro: boolean;
  /** Clears the results; without JavaScript, a link back to the generator. */
  onClose?: () => void;
  /** Shown only when the last generation request is known. */
  onGenerateMore?: () => void;
  onCustomize: (design: PublicDesign) => void;
  onUpgrade: () => void;
  busy?: boolean;
  /** The page the no-JavaScript forms come back to. */
  returnTo: string;
}

/** 'Your Generated Designs' (spec §2): cards with favourite, download, Customize, and the viewer. Loaded lazily. */
export default function DesignsGallery(props: DesignsGalleryProps) {
  const [viewing, setViewing] = useState<PublicDesign | null>(null);
  const favourites = useFavourites({
    signedIn: props.signedIn,
    designIds: props.designs.map((design) => design.id),
    onUpgrade: props.onUpgrade,
  });

  return (
    <section aria-labelledby="gallery-title" className="mt-10 scroll-mt-20" id="gallery">
      <div className="flex items-center justify-between gap-3">
        <h2 id="gallery-title" className="text-2xl font-bold">
          Your Generated Designs
        </h2>
        {props.onClose ? (
          <button
            type="button"
            onClick={props.onClose}
            className={buttonClasses("ghost", "icon")}
            aria-label="Close gallery"
          >
            <CloseIcon />
          </button>
        ) : (
          <a href="/#generator" className={buttonClasses("ghost", "icon")} aria-label="Close gallery">
            <CloseIcon />
          </a>
        )}
      </div>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {props.designs.map((design, index) => {
          const saved = favourites.saved.has(design.id);
          const pending = favourites.pending.has(design.id);
          return (
            <li key={design.id}>
              <DesignCard
                design={design}
                // The first picture at once; the others once they come near the screen.
                loading={index === 0 ? "eager" : "lazy"}
                onOpen={() => setViewing(design)}
                canShare={props.signedIn}
                actions={
                  <>
                    <form
                      method="post"
                      action="/?index"
                      onSubmit={(event) => {
                        event.preventDefault();
                        void favourites.toggle(design.id);
                      }}
                    >
                      <input type="hidden" name="intent" value={saved ? "unsave" : "save"} />
                      <input type="hidden" name="designId" value={design.id} />
                      <input type="hidden" name="returnTo" value={props.returnTo} />
                      <button
                        type="submit"
                        disabled={pending}
                        aria-pressed={saved}
                        aria-label={
                          saved
                            ? `Remove ${design.description} from favorites`
                            : `Save ${design.description} to favorites`
                        }
                        className={buttonClasses("secondary", "icon", cn("h-8 w-8", saved && "text-flash-600"))}
                      >
                        <HeartIcon filled={saved} width={18} height={18} />
                      </button>
                    </form>
                    <a
                      href={`/?customize=${encodeURIComponent(design.id)}`}
                      onClick={(event) => {
                        event.preventDefault();
                        if (props.canCustomize) props.onCustomize(design);
                        else props.onUpgrade();
                      }}
                      className={buttonClasses("primary", "sm")}
                    >
                      <WandIcon width={16} height={16} /> Customize
                    </a>
                    {props.tattooability ? <TattooabilityBadge designId={design.id} /> : null}
                    <ProFiles design={design} isPro={props.isPro} onUpgrade={props.onUpgrade} />
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
      {props.onGenerateMore ? (
        <div className="mt-8 text-center">
          <button
            type="button"
            onClick={props.onGenerateMore}
            disabled={props.busy}
            className={buttonClasses("primary", "lg")}
          >
            <SparklesIcon /> Generate More Designs
          </button>
        </div>
      ) : null}
      {viewing ? <DesignViewer design={viewing} onClose={() => setViewing(null)} canShare={props.signedIn} /> : null}
    </section>
  );
}
