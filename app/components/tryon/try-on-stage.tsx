import type { PointerEvent as ReactPointerEvent, RefObject } from "react";
import type { PictureSource } from "./picture-source";
import { placementForKey, rotateHandlePoint, rotationTowards, type Placement, type Point } from "./placement";
import { backdropLabel } from "./try-on-picture";

export const FOCUS_RING =
  "focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-flash-400";

type DragHandle = (onPoint: (point: Point) => void) => {
  onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
};

/**
 * The picture with the design on it (issue 14): a canvas the design is dragged on, with the
 * keys of the help text (move, resize, turn), and over it either the ruler's two ends
 * (measuring) or the rotate handle. Sizes are picture pixels times the stage's fit.
 */
export function TryOnStage(props: {
  description: string;
  source: PictureSource;
  fitScale: number;
  placement: Placement;
  aspect: number;
  helpId: string;
  canvasRef: RefObject<HTMLCanvasElement>;
  canvasHandlers: Record<
    "onPointerDown" | "onPointerMove" | "onPointerUp" | "onPointerCancel",
    (event: ReactPointerEvent<HTMLCanvasElement>) => void
  >;
  dragHandle: DragHandle;
  update: (next: Placement) => void;
  measuring: boolean;
  ruler: [Point, Point];
  setRulerEnd: (index: 0 | 1, point: Point) => void;
  nudgeRulerEnd: (index: 0 | 1, key: string, shiftKey: boolean) => boolean;
}) {
  const { source, fitScale, placement } = props;
  const step = Math.max(1, Math.min(source.width, source.height) / 100);
  const display = (point: Point) => ({ left: point.x * fitScale, top: point.y * fitScale });
  const handle = rotateHandlePoint(placement, props.aspect, 28 / Math.max(fitScale, 0.01));
  return (
    // role="application": the picture takes its own keys (move, resize, turn), described by the help text.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className="relative focus-visible:outline focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-flash-400"
      style={{ width: source.width * fitScale, height: source.height * fitScale }}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="application"
      aria-roledescription="try-on picture"
      aria-label={`${props.description} on ${source.backdrop ? `the ${backdropLabel(source.backdrop)} drawing` : "your photo"}`}
      aria-describedby={props.helpId}
      data-testid="tryon-picture"
      // The placement in photo pixels, for tests and tools.
      data-x={Math.round(placement.x)}
      data-y={Math.round(placement.y)}
      data-width={Math.round(placement.width)}
      data-rotation={Math.round(placement.rotation)}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        const next = placementForKey(placement, event.key, event.shiftKey, step);
        if (next) {
          event.preventDefault();
          props.update(next);
        }
      }}
    >
      <canvas
        ref={props.canvasRef}
        data-testid="tryon-canvas"
        className={`block h-full w-full touch-none select-none ${props.measuring ? "cursor-crosshair" : "cursor-move"}`}
        {...props.canvasHandlers}
      />
      {props.measuring ? (
        <>
          <svg className="pointer-events-none absolute inset-0 h-full w-full" aria-hidden="true">
            <line
              x1={display(props.ruler[0]).left}
              y1={display(props.ruler[0]).top}
              x2={display(props.ruler[1]).left}
              y2={display(props.ruler[1]).top}
              stroke="#facc15"
              strokeWidth={3}
              strokeDasharray="8 5"
            />
          </svg>
          {([0, 1] as const).map((index) => (
            <button
              key={index}
              type="button"
              className={`absolute h-7 w-7 -translate-x-1/2 -translate-y-1/2 touch-none rounded-full border-2 border-ink-950 bg-yellow-400 ${FOCUS_RING}`}
              style={display(props.ruler[index])}
              aria-label={`Ruler ${index === 0 ? "start" : "end"}: use the arrow keys to move it`}
              onKeyDown={(event) => {
                if (props.nudgeRulerEnd(index, event.key, event.shiftKey)) event.preventDefault();
              }}
              {...props.dragHandle((point) => props.setRulerEnd(index, point))}
            />
          ))}
        </>
      ) : (
        <button
          type="button"
          className={`absolute flex h-8 w-8 -translate-x-1/2 -translate-y-1/2 touch-none items-center justify-center rounded-full bg-white text-ink-900 shadow ${FOCUS_RING}`}
          style={display(handle)}
          aria-label={`Rotate the design (now ${Math.round(placement.rotation)} degrees): drag, or use the left and right arrow keys`}
          data-testid="tryon-rotate"
          onKeyDown={(event) => {
            const turn =
              event.key === "ArrowLeft" || event.key === "ArrowDown"
                ? -5
                : event.key === "ArrowRight" || event.key === "ArrowUp"
                  ? 5
                  : 0;
            if (turn) {
              event.preventDefault();
              props.update({ ...placement, rotation: placement.rotation + turn });
            }
          }}
          {...props.dragHandle((point) => props.update({ ...placement, rotation: rotationTowards(placement, point) }))}
        >
          <svg
            viewBox="0 0 24 24"
            width={18}
            height={18}
            fill="none"
            stroke="currentColor"
            strokeWidth={2.2}
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M20 12a8 8 0 1 1-2.4-5.7M20 4v4h-4" />
          </svg>
        </button>
      )}
    </div>
  );
}
