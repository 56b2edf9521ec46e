import type { ReactNode } from "react";
import { designSrcSet, type PublicDesign } from "~/modules/designs/public-design";

/** A compact design card for grids on the profile: the image, its description, actions. */
export function DesignThumbnail({ design, actions }: { design: PublicDesign; actions?: ReactNode }) {
  return (
    <li className="group flex flex-col overflow-hidden rounded-xl border border-ink-100 bg-white shadow-sm">
      <div className="relative aspect-square bg-white">
        <img
          src={design.imageUrl}
          srcSet={designSrcSet(design)}
          // Two columns on phones, three from 640 px, four from 1024 px.
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
          alt={`Tattoo design: ${design.description}`}
          loading="lazy"
          className="h-full w-full object-contain"
        />
        <span className="absolute left-2 top-2 rounded-full bg-ink-900/85 px-2 py-0.5 text-xs font-semibold text-white">
          {design.style}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <p className="line-clamp-2 text-sm text-ink-800" title={design.description}>
          {design.description}
        </p>
        {actions ? <div className="mt-auto flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </li>
  );
}
