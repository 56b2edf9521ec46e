import type { ReactNode } from "react";
import type { PublicDesign } from "~/modules/designs/public-design";
import { buttonClasses } from "../ui/button";
import { CloseIcon, SparklesIcon } from "../ui/icons";
import { DesignCard } from "./design-card";

export interface DesignsGalleryProps {
  designs: PublicDesign[];
  /** Clears the results; without JavaScript, a link back to the generator. */
  onClose?: () => void;
  /** Shown only when the last generation request is known. */
  onGenerateMore?: () => void;
  busy?: boolean;
  onOpenDesign?: (design: PublicDesign) => void;
  renderActions?: (design: PublicDesign) => ReactNode;
}

/** 'Your Generated Designs' (spec §2). Loaded lazily in the browser. */
export default function DesignsGallery(props: DesignsGalleryProps) {
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
        {props.designs.map((design) => (
          <li key={design.id}>
            <DesignCard
              design={design}
              onOpen={props.onOpenDesign ? () => props.onOpenDesign!(design) : undefined}
              actions={props.renderActions?.(design)}
            />
          </li>
        ))}
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
    </section>
  );
}
