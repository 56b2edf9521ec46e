import { useEffect, useLayoutEffect, useState, type RefObject } from "react";
import { compose, type InkLook } from "./ink";
import type { PictureSource } from "./picture-source";
import type { Placement } from "./placement";

/**
 * The picture fitted into the stage (its on-screen scale, and the screen's pixel ratio up to
 * 2), redrawn on the next frame whenever the picture, the ink, the placement or the look
 * change. Answers the fit, which the overlays (ruler, rotate handle) are placed with.
 */
export function useStageDrawing(options: {
  stage: RefObject<HTMLDivElement>;
  canvas: RefObject<HTMLCanvasElement>;
  source: PictureSource | null;
  ink: HTMLCanvasElement | null;
  placement: Placement;
  look: InkLook;
}) {
  const { stage, canvas, source, ink, placement, look } = options;
  const [fit, setFit] = useState({ scale: 0, dpr: 1 });

  useLayoutEffect(() => {
    const element = stage.current;
    if (!element || !source) return;
    const measure = () => {
      const scale = Math.min(element.clientWidth / source.width, element.clientHeight / source.height);
      setFit({ scale: Math.max(scale, 0.01), dpr: Math.min(window.devicePixelRatio || 1, 2) });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [stage, source]);

  useEffect(() => {
    const element = canvas.current;
    if (!element || !source || fit.scale === 0) return;
    const frame = requestAnimationFrame(() => {
      const width = Math.round(source.width * fit.scale * fit.dpr);
      const height = Math.round(source.height * fit.scale * fit.dpr);
      if (element.width !== width) element.width = width;
      if (element.height !== height) element.height = height;
      const context = element.getContext("2d");
      if (!context) return;
      compose(
        context,
        { image: source.preview, width: source.width, height: source.height },
        ink,
        placement,
        look,
        fit.scale * fit.dpr,
      );
      performance.mark("tryon:draw");
    });
    return () => cancelAnimationFrame(frame);
  }, [canvas, source, ink, placement, look, fit]);

  return fit;
}
