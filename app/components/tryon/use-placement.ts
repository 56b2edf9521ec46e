import { useCallback, useState } from "react";
import { clampPlacement, initialPlacement, widthForSize, type Placement } from "./placement";

type PictureSize = { width: number; height: number };

/**
 * Where the design sits on the picture (photo pixels), always kept on the picture and at a
 * sensible size (clampPlacement). `place` starts over: centred, upright, at the generated
 * size once the picture's scale is known.
 */
export function usePlacement(picture: PictureSize | null, generatedWidthCm: number) {
  const [placement, setPlacement] = useState<Placement>({ x: 0, y: 0, width: 100, rotation: 0 });

  const update = useCallback(
    (next: Placement | ((current: Placement) => Placement)) => {
      if (!picture) return;
      setPlacement((current) => clampPlacement(typeof next === "function" ? next(current) : next, picture));
    },
    [picture],
  );

  const place = useCallback(
    (on: PictureSize, pxPerCm: number | null) => {
      const start = initialPlacement(on);
      setPlacement(clampPlacement(pxPerCm ? { ...start, width: widthForSize(generatedWidthCm, pxPerCm) } : start, on));
    },
    [generatedWidthCm],
  );

  /** The design at the size it was generated for, where it stands. */
  const toGeneratedSize = useCallback(
    (pxPerCm: number) => update((current) => ({ ...current, width: widthForSize(generatedWidthCm, pxPerCm) })),
    [generatedWidthCm, update],
  );

  return { placement, update, place, toGeneratedSize };
}
