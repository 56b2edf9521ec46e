import { designFileName } from "~/modules/designs/public-design";
import { BACKDROPS, type BackdropId } from "./backdrops";
import { compose, warpInk, type InkLook } from "./ink";
import type { PictureSource } from "./picture-source";
import type { Placement } from "./placement";

/**
 * The try-on as a picture to keep (issue 14): composed at the photo's own size in this
 * browser, then saved as a download or handed to the phone's share sheet; and the link to
 * the share form, with the try-on's placement as a note for the artist.
 */
export async function composePicture(
  designId: string,
  source: PictureSource,
  ink: HTMLCanvasElement,
  placement: Placement,
  look: InkLook,
): Promise<File | null> {
  const canvas = document.createElement("canvas");
  canvas.width = source.width;
  canvas.height = source.height;
  compose(
    canvas.getContext("2d")!,
    { image: source.full, width: source.width, height: source.height },
    warpInk(ink, look.curvature),
    placement,
    look,
    1,
  );
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  canvas.width = canvas.height = 0;
  return blob ? new File([blob], designFileName(`${designId}-try-on`), { type: "image/png" }) : null;
}

export function downloadPicture(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** The share sheet; answers false when this browser cannot share pictures. */
export async function sharePicture(file: File): Promise<boolean> {
  if (!navigator.canShare?.({ files: [file] })) return false;
  try {
    await navigator.share({ files: [file], title: "Tattoo try-on" });
  } catch {
    // Closing the share sheet is not an error.
  }
  return true;
}

export function backdropLabel(backdrop: BackdropId): string {
  return BACKDROPS.find((entry) => entry.id === backdrop)!.label.toLowerCase();
}

/** The share form, with the try-on's body part and a note of the size and angle tried. */
export function artistShareUrl(
  designId: string,
  backdrop: BackdropId | null,
  sizeLabel: string | null,
  rotation: number,
): string {
  const where = backdrop ? ` on the ${backdropLabel(backdrop)}` : "";
  const size = sizeLabel ? ` at ${sizeLabel}` : "";
  const angle = Math.round(rotation) ? `, turned ${Math.round(rotation)} degrees` : "";
  const params = new URLSearchParams({ note: `Tried on${size}${where}${angle}.` });
  if (backdrop) params.set("placement", backdrop);
  return `/designs/${encodeURIComponent(designId)}/share?${params}`;
}
