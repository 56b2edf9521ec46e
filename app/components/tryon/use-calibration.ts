import { useCallback, useState } from "react";
import { BANK_CARD_CM, pixelsPerCm, type Point } from "./placement";

type PictureSize = { width: number; height: number };

const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * The true-size ruler (issue 14): the picture's scale (pixels per cm, known for a backdrop),
 * and while measuring, a line marked on the picture with the length it stands for (a bank
 * card's long edge by default). `calibrate` turns them into the scale.
 */
export function useCalibration(picture: PictureSize | null) {
  const [pxPerCm, setPxPerCm] = useState<number | null>(null);
  const [measuring, setMeasuring] = useState(false);
  const [ruler, setRuler] = useState<[Point, Point]>([
    { x: 0, y: 0 },
    { x: 0, y: 0 },
  ]);
  const [rulerCm, setRulerCm] = useState(String(BANK_CARD_CM));
  const rulerLength = Math.hypot(ruler[1].x - ruler[0].x, ruler[1].y - ruler[0].y);

  /** A new picture: its scale, and a ruler across its middle ready to be dragged. */
  const restart = useCallback((picture: PictureSize, scale: number | null) => {
    setPxPerCm(scale);
    setMeasuring(false);
    setRuler([
      { x: picture.width * 0.35, y: picture.height * 0.5 },
      { x: picture.width * 0.65, y: picture.height * 0.5 },
    ]);
  }, []);

  /** The scale from the ruler and the centimetres typed ("8,56" too); null when either is missing. */
  const calibrate = (cmText: string): number | null => {
    const scale = pixelsPerCm(rulerLength, Number(cmText.replace(",", ".")));
    if (!scale) return null;
    setPxPerCm(scale);
    setMeasuring(false);
    return scale;
  };

  const setRulerEnd = useCallback((index: 0 | 1, point: Point) => {
    setRuler((current) => {
      const next = [...current] as [Point, Point];
      next[index] = point;
      return next;
    });
  }, []);

  /**
   * The arrow keys move one end by a quarter of a keyboard step (1% of the picture; Shift: ten
   * times further), kept on the picture. Answers whether the key did something.
   */
  const nudgeRulerEnd = (index: 0 | 1, key: string, shiftKey: boolean): boolean => {
    const move = ARROWS[key];
    if (!move || !picture) return false;
    const step = Math.max(1, Math.min(picture.width, picture.height) / 100);
    const distance = (shiftKey ? 10 : 1) * Math.max(1, step / 4);
    setRuler((current) => {
      const next = [...current] as [Point, Point];
      next[index] = {
        x: Math.min(picture.width, Math.max(0, current[index].x + move.x * distance)),
        y: Math.min(picture.height, Math.max(0, current[index].y + move.y * distance)),
      };
      return next;
    });
    return true;
  };

  return {
    pxPerCm,
    measuring,
    setMeasuring,
    ruler,
    setRuler,
    setRulerEnd,
    nudgeRulerEnd,
    rulerCm,
    setRulerCm,
    rulerLength,
    restart,
    calibrate,
  };
}

export type Calibration = ReturnType<typeof useCalibration>;
