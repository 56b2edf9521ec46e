import { useCallback, useEffect, useRef, useState } from "react";
import type { BackdropId } from "./backdrops";
import { backdropSource, photoSource, type PictureSource } from "./picture-source";

/**
 * The picture under the design (issue 14): the forearm backdrop to start, another backdrop,
 * or the person's photo. Each change calls `onShow` with the new picture and its scale (known
 * for a backdrop, unknown for a photo); the previous photo is released, and so is the last one
 * when the view closes.
 */
export function usePhoto(onShow: (source: PictureSource, pxPerCm: number | null) => void) {
  const [source, setSource] = useState<PictureSource | null>(null);
  const current = useRef<PictureSource | null>(null);
  const onShowRef = useRef(onShow);
  onShowRef.current = onShow;

  const show = useCallback((next: PictureSource, pxPerCm: number | null) => {
    current.current?.release();
    current.current = next;
    setSource(next);
    onShowRef.current(next, pxPerCm);
  }, []);

  const showBackdrop = useCallback(
    (id: BackdropId) => {
      const next = backdropSource(id);
      show(next.source, next.pxPerCm);
    },
    [show],
  );

  /** Answers false when the file is not a picture this browser can open. */
  const showPhoto = useCallback(
    async (file: File) => {
      try {
        show(await photoSource(file), null);
        return true;
      } catch {
        return false;
      }
    },
    [show],
  );

  useEffect(() => {
    showBackdrop("forearm");
    return () => {
      current.current?.release();
      current.current = null;
      performance.clearMarks("tryon:draw");
    };
  }, [showBackdrop]);

  return { source, showBackdrop, showPhoto };
}
