import { useEffect, useMemo, useState } from "react";
import { bandStrip, wrapBand } from "./band-wrap";
import { DEFAULT_LOOK, inkFromImage, warpInk, type InkLook } from "./ink";
import { shrinkCanvas } from "./picture-source";

const INK_PREVIEW_MAX = 768;

/**
 * The design as ink (issue 14): loaded from the same origin (the full PNG, for the saved
 * picture's quality; or the design after some years, issue 38) with its paper-white taken out,
 * a smaller copy for the screen warped by the look's curvature, and the look itself (fresh or
 * healed, curved around the limb). A band (`band`) is cut from its square and wrapped round the
 * limb, turned by `band.turn`.
 */
export function useInkLook(imageUrl: string, band: { turn: number } | null = null) {
  const [ink, setInk] = useState<{ preview: HTMLCanvasElement; full: HTMLCanvasElement } | null>(null);
  const [failed, setFailed] = useState(false);
  const [look, setLook] = useState<InkLook>(DEFAULT_LOOK);

  useEffect(() => {
    let cancelled = false;
    const image = new Image();
    image.src = imageUrl;
    image
      .decode()
      .then(() => {
        if (cancelled) return;
        const full = inkFromImage(image);
        setInk({ full, preview: shrinkCanvas(full, INK_PREVIEW_MAX) });
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [imageUrl]);

  const turn = band?.turn ?? null;
  const isBand = turn !== null;
  // Cut once per picture; turning the band only wraps again.
  const strips = useMemo(
    () => (ink && isBand ? { preview: bandStrip(ink.preview), full: bandStrip(ink.full) } : null),
    [ink, isBand],
  );
  const previewInk = useMemo(() => {
    if (!ink) return null;
    return strips && turn !== null ? wrapBand(strips.preview, turn) : warpInk(ink.preview, look.curvature);
  }, [ink, strips, turn, look.curvature]);
  /** The ink the saved picture is made from (a band wrapped as on screen). */
  const fullInk = useMemo(
    () => (ink ? (strips && turn !== null ? wrapBand(strips.full, turn) : ink.full) : null),
    [ink, strips, turn],
  );
  /** The design's height over its width as drawn (1 until it has loaded). */
  const aspect = previewInk ? previewInk.height / previewInk.width : 1;

  return { ink, fullInk, failed, look, setLook, resetLook: () => setLook(DEFAULT_LOOK), previewInk, aspect };
}
