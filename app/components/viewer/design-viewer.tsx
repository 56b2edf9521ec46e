import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useRef, useState, type PointerEvent as ReactPointerEvent, type WheelEvent } from "react";
import { designAgedImageUrl, designAgeingUrl, designSrcSet, type PublicDesign } from "~/modules/designs/public-design";
import { useReturnFocus } from "~/utils/use-return-focus";
import { YearsControl, yearsLabel } from "../ink/years-control";
import { ShareDesignLink } from "../share/share-design-link";
import { TryOnButton } from "../tryon/try-on-button";
import { CloseIcon } from "../ui/icons/close";
import { ZoomInIcon } from "../ui/icons/zoom-in";
import { ZoomOutIcon } from "../ui/icons/zoom-out";
import { zoomByStep, zoomForKey, zoomIn, zoomOut, zoomPercent } from "./zoom";

export interface DesignViewerProps {
  design: PublicDesign;
  onClose: () => void;
  /** "Share with your artist" (signed-in owners). */
  canShare?: boolean;
}

/**
 * The full-screen viewer (spec §2, §4): zoom buttons, a percentage button that resets to
 * 100%, drag to pan, wheel and pinch zoom, and the keys + or =, -, 0 and Esc. Focus stays
 * inside while open and returns to the image that opened it. Loaded when first opened.
 */
export default function DesignViewer({ design, onClose, canShare }: DesignViewerProps) {
  useReturnFocus();
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  // The design as it will look after the years (issue 38): drawn from its lines where it goes, merges ringed.
  const [years, setYears] = useState(0);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinchDistance = useRef<number | null>(null);

  const setZoomLevel = (next: number) => {
    setZoom(next);
    if (next === 1) setOffset({ x: 0, y: 0 });
  };

  const onPointerDown = (event: ReactPointerEvent) => {
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (pinchDistance.current !== null && Math.abs(distance - pinchDistance.current) > 12) {
        setZoom((current) => zoomByStep(current, distance > pinchDistance.current!));
        pinchDistance.current = distance;
      } else if (pinchDistance.current === null) {
        pinchDistance.current = distance;
      }
      return;
    }
    setOffset((current) => ({ x: current.x + event.clientX - previous.x, y: current.y + event.clientY - previous.y }));
  };
  const onPointerEnd = (event: ReactPointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinchDistance.current = null;
  };
  const onWheel = (event: WheelEvent) => setZoom((current) => zoomByStep(current, event.deltaY < 0));

  return (
    <Dialog
      open
      onClose={onClose}
      className="fixed inset-0 z-[60]"
      onKeyDown={(event) => {
        const next = zoomForKey(zoom, event.key);
        if (next !== null) {
          event.preventDefault();
          setZoomLevel(next);
        }
      }}
    >
      <div className="fixed inset-0 bg-ink-950/95" aria-hidden="true" />
      <DialogPanel className="fixed inset-0 flex flex-col">
        {/* On a phone the title takes a line of its own and the controls the next. */}
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3 text-white">
          <DialogTitle className="w-full min-w-0 truncate text-sm font-semibold sm:w-auto sm:flex-1">
            {design.description}
          </DialogTitle>
          {canShare ? (
            <ShareDesignLink
              designId={design.id}
              description={design.description}
              className="viewer-button ml-auto flex items-center gap-1.5 px-3"
            />
          ) : null}
          <TryOnButton
            design={design}
            canShare={canShare}
            compactOnPhones
            className={`viewer-button flex shrink-0 items-center gap-1.5 whitespace-nowrap sm:px-3 ${canShare ? "" : "ml-auto"}`}
          />
          <div className="flex items-center gap-1" role="toolbar" aria-label="Zoom">
            <button
              type="button"
              onClick={() => setZoomLevel(zoomOut(zoom))}
              className="viewer-button"
              aria-label="Zoom out"
            >
              <ZoomOutIcon />
            </button>
            <button
              type="button"
              onClick={() => setZoomLevel(1)}
              className="viewer-button min-w-[3.75rem] tabular-nums sm:min-w-[4.5rem]"
              aria-label={`Zoom ${zoomPercent(zoom)}, reset to 100%`}
            >
              {zoomPercent(zoom)}
            </button>
            <button
              type="button"
              onClick={() => setZoomLevel(zoomIn(zoom))}
              className="viewer-button"
              aria-label="Zoom in"
            >
              <ZoomInIcon />
            </button>
            <button type="button" onClick={onClose} className="viewer-button ml-2" aria-label="Close viewer">
              <CloseIcon />
            </button>
          </div>
        </div>
        <div
          className="relative flex-1 cursor-grab touch-none select-none overflow-hidden active:cursor-grabbing"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onWheel={onWheel}
          data-testid="viewer-stage"
        >
          <img
            key={years}
            src={years ? designAgedImageUrl(design.id, { years, placement: design.placement }) : design.imageUrl}
            // The display versions fit the screen; zoomed in, the slot grows and the browser
            // moves up to the larger version, then the full-size PNG.
            srcSet={years ? undefined : designSrcSet(design, { fullSize: true })}
            sizes={`calc(min(92vw, 85vh) * ${Math.max(zoom, 1)})`}
            alt={
              years
                ? `Tattoo design: ${design.description}, after ${yearsLabel(years).toLowerCase()}, where lines merge ringed`
                : `Tattoo design: ${design.description}`
            }
            data-years={years}
            draggable={false}
            data-testid="viewer-image"
            className="absolute left-1/2 top-1/2 max-h-[85vh] max-w-[92vw] rounded-lg bg-white shadow-2xl"
            style={{
              transform: `translate(calc(-50% + ${offset.x}px), calc(-50% + ${offset.y}px)) scale(${zoom})`,
              transition: pointers.current.size ? "none" : "transform 120ms ease-out",
            }}
          />
        </div>
        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 px-4 pb-3 text-xs text-ink-300">
          <YearsControl value={years} onChange={setYears} legend="The design in years" tone="dark" />
          <a
            href={designAgeingUrl(design.id)}
            className="font-semibold text-white underline underline-offset-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-flash-500"
          >
            On your skin tone and placement
          </a>
          <span className="max-sm:hidden">Drag to move · wheel or pinch to zoom · + − 0 keys · Esc to close</span>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
