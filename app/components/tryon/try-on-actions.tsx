import type { PublicDesign } from "~/modules/designs/public-design";
import { useHydrated } from "~/utils/use-hydrated";
import { buttonClasses } from "../ui/button";
import type { InkLook } from "./ink";
import type { PictureSource } from "./picture-source";
import type { Placement } from "./placement";
import { artistShareUrl, composePicture, downloadPicture, sharePicture } from "./try-on-picture";

/**
 * Reset, Save picture, Share (where the browser has a share sheet for files), and for the
 * design's owner "Share with your artist" with this placement as a note.
 */
export function TryOnActions(props: {
  design: PublicDesign;
  source: PictureSource | null;
  ink: HTMLCanvasElement | null;
  placement: Placement;
  look: InkLook;
  sizeLabel: string | null;
  canShareWithArtist?: boolean;
  onReset: () => void;
  onStatus: (status: string) => void;
}) {
  const { design, source, ink } = props;
  const canSharePictures = useHydrated() && typeof navigator.canShare === "function";
  const picture = () =>
    source && ink ? composePicture(design.id, source, ink, props.placement, props.look) : Promise.resolve(null);
  const save = async () => {
    const file = await picture();
    if (!file) return;
    downloadPicture(file);
    props.onStatus("Saved the picture.");
  };
  const share = async () => {
    const file = await picture();
    if (file && !(await sharePicture(file)))
      props.onStatus("This browser cannot share pictures. Use Save picture instead.");
  };
  const ready = Boolean(ink && source);
  return (
    <>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={buttonClasses("secondary", "sm")} onClick={props.onReset}>
          Reset
        </button>
        <button type="button" className={buttonClasses("accent", "sm")} onClick={save} disabled={!ready}>
          Save picture
        </button>
        {canSharePictures ? (
          <button type="button" className={buttonClasses("secondary", "sm")} onClick={share} disabled={!ready}>
            Share
          </button>
        ) : null}
      </div>
      {props.canShareWithArtist && source ? (
        <a
          href={artistShareUrl(design.id, source.backdrop, props.sizeLabel, props.placement.rotation)}
          className={buttonClasses("ghost", "sm", "mt-3 text-white")}
        >
          Share with your artist, with this placement
        </a>
      ) : null}
    </>
  );
}
