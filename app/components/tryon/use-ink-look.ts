import { useEffect, useMemo, useState } from "react";
import { DEFAULT_LOOK, inkFromImage, warpInk, type InkLook } from "./ink";
import { shrinkCanvas } from "./picture-source";

const INK_PREVIEW_MAX = 768;

/**
 * The design as ink (issue 14): loaded from the same origin (the full PNG, for the saved
 * picture's quality) with its paper-white taken out, a smaller copy for the screen warped
 * by the look's curvature, and the look itself (fresh or healed, curved around the limb).
 */
export function useInkLook(imageUrl: string) {
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

  const previewInk = useMemo(() => (ink ? warpInk(ink.preview, look.curvature) : null), [ink, look.curvature]);
  /** The design's height over its width (1 until it has loaded). */
  const aspect = ink ? ink.full.height / ink.full.width : 1;

  return { ink, failed, look, setLook, resetLook: () => setLook(DEFAULT_LOOK), previewInk, aspect };
}
