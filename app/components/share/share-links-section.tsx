import type { OwnedShareLink } from "~/modules/share/share-links.server";
import { ShareLinkList } from "./share-link-list";

/** The profile's "Share links": every live link with its views, copy and "Stop sharing". */
export function ShareLinksSection({ links }: { links: OwnedShareLink[] }) {
  return (
    <section aria-labelledby="share-links" className="scroll-mt-20">
      <h2 id="share-links" className="text-xl font-bold">
        Share links
      </h2>
      {links.length === 0 ? (
        <p className="mt-4 text-ink-600">
          Send a design to your tattoo artist with Share on any of your designs: the links you create are listed here.
        </p>
      ) : (
        <ShareLinkList links={links} returnTo="/profile#share-links" />
      )}
    </section>
  );
}
