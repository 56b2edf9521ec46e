import { useCallback, useEffect, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from "react";
import { twoFingerGesture, type Placement, type Point } from "./placement";

type PictureSize = { width: number; height: number };

/**
 * Pointer and wheel on the picture (issue 14): one finger or the mouse drags the design,
 * two fingers resize and turn it, the wheel resizes it; while measuring, a drag draws the
 * ruler instead. Handles (the ruler's ends, the rotate handle) follow a captured pointer.
 * Everything is in picture pixels.
 */
export function useGestures(options: {
  canvas: RefObject<HTMLCanvasElement>;
  picture: PictureSize | null;
  measuring: boolean;
  update: (next: (current: Placement) => Placement) => void;
  setRuler: (next: [Point, Point] | ((current: [Point, Point]) => [Point, Point])) => void;
}) {
  const { canvas, picture, measuring, update, setRuler } = options;
  const pointers = useRef(new Map<number, Point>());

  const toPicture = useCallback(
    (clientX: number, clientY: number): Point => {
      const rect = canvas.current!.getBoundingClientRect();
      return {
        x: ((clientX - rect.left) / rect.width) * picture!.width,
        y: ((clientY - rect.top) / rect.height) * picture!.height,
      };
    },
    [canvas, picture],
  );

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!picture) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = toPicture(event.clientX, event.clientY);
    pointers.current.set(event.pointerId, point);
    if (measuring && pointers.current.size === 1) setRuler([point, point]);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous || !picture) return;
    const point = toPicture(event.clientX, event.clientY);
    if (measuring) {
      pointers.current.set(event.pointerId, point);
      setRuler(([start]) => [start, point]);
      return;
    }
    if (pointers.current.size === 2) {
      const before = [...pointers.current.values()] as [Point, Point];
      pointers.current.set(event.pointerId, point);
      const after = [...pointers.current.values()] as [Point, Point];
      update((current) => twoFingerGesture(current, before, after));
      return;
    }
    pointers.current.set(event.pointerId, point);
    update((current) => ({ ...current, x: current.x + point.x - previous.x, y: current.y + point.y - previous.y }));
  };

  const onPointerEnd = (event: ReactPointerEvent) => {
    pointers.current.delete(event.pointerId);
  };

  // Wheel resizing (a native listener: React's wheel listener is passive and cannot prevent the page scroll).
  useEffect(() => {
    const element = canvas.current;
    if (!element || !picture) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const factor = Math.exp(-event.deltaY * 0.0015);
      update((current) => ({ ...current, width: current.width * factor }));
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, [canvas, picture, update]);

  /** Props for a handle that follows the pointer that pressed it. */
  const dragHandle = (onPoint: (point: Point) => void) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      event.stopPropagation();
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
      if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
      onPoint(toPicture(event.clientX, event.clientY));
    },
  });

  return {
    canvasHandlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
    dragHandle,
  };
}
