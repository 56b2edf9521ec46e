import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { parsePhysicalSize } from "~/modules/designs/physical-size";
import { designFileName, type PublicDesign } from "~/modules/designs/public-design";
import { useReturnFocus } from "~/utils/use-return-focus";
import { buttonClasses } from "../ui/button";
import { CloseIcon } from "../ui/icons/close";
import { BACKDROPS, drawBackdrop, type BackdropId } from "./backdrops";
import { compose, DEFAULT_LOOK, inkFromImage, warpInk, type InkLook } from "./ink";
import {
  BANK_CARD_CM,
  clampPlacement,
  initialPlacement,
  physicalSizeLabel,
  pixelsPerCm,
  placementForKey,
  rotateHandlePoint,
  rotationTowards,
  twoFingerGesture,
  widthForSize,
  type Placement,
  type Point,
} from "./placement";

export interface TryOnDialogProps {
  design: PublicDesign;
  canShare?: boolean;
  onClose: () => void;
}

interface Source {
  /** What is drawn on screen: the photo, or a smaller copy of it. */
  preview: CanvasImageSource;
  /** The photo itself, for the saved picture. */
  full: CanvasImageSource;
  width: number;
  height: number;
  /** A built-in backdrop, or null for the person's photo. */
  backdrop: BackdropId | null;
  release: () => void;
}

const PREVIEW_MAX = 1600;
const INK_PREVIEW_MAX = 768;
const FOCUS_RING = "focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-flash-400";

function backdropSource(id: BackdropId): { source: Source; pxPerCm: number } {
  const { canvas, pxPerCm } = drawBackdrop(id);
  return {
    source: { preview: canvas, full: canvas, width: canvas.width, height: canvas.height, backdrop: id, release: () => {} },
    pxPerCm,
  };
}

/** Decodes the chosen photo in the browser (upright, as the camera meant it). Nothing is sent anywhere. */
async function photoSource(file: File): Promise<Source> {
  const full = await createImageBitmap(file, { imageOrientation: "from-image" });
  const shrink = Math.min(1, PREVIEW_MAX / Math.max(full.width, full.height));
  const preview =
    shrink < 1
      ? await createImageBitmap(full, {
          resizeWidth: Math.round(full.width * shrink),
          resizeHeight: Math.round(full.height * shrink),
          resizeQuality: "high",
        })
      : full;
  return {
    preview,
    full,
    width: full.width,
    height: full.height,
    backdrop: null,
    release: () => {
      full.close();
      if (preview !== full) preview.close();
    },
  };
}

/** The share form, with the try-on's body part and a note of the size and angle tried. */
function artistShareUrl(designId: string, backdrop: BackdropId | null, sizeLabel: string | null, rotation: number): string {
  const where = backdrop ? ` on the ${BACKDROPS.find((b) => b.id === backdrop)!.label.toLowerCase()}` : "";
  const size = sizeLabel ? ` at ${sizeLabel}` : "";
  const angle = Math.round(rotation) ? `, turned ${Math.round(rotation)} degrees` : "";
  const params = new URLSearchParams({ note: `Tried on${size}${where}${angle}.` });
  if (backdrop) params.set("placement", backdrop);
  return `/designs/${encodeURIComponent(designId)}/share?${params}`;
}

function shrinkCanvas(canvas: HTMLCanvasElement, max: number): HTMLCanvasElement {
  const shrink = Math.min(1, max / Math.max(canvas.width, canvas.height));
  if (shrink === 1) return canvas;
  const small = document.createElement("canvas");
  small.width = Math.round(canvas.width * shrink);
  small.height = Math.round(canvas.height * shrink);
  small.getContext("2d")!.drawImage(canvas, 0, 0, small.width, small.height);
  return small;
}

/**
 * The try-on view (issue 14): the design on the person's photo (or a drawn backdrop), placed
 * by pointer, touch or keyboard, drawn as ink, at its true size once a known length is
 * marked; saved or shared as a PNG. Everything happens in this browser tab: the photo is
 * never sent, and it is released when the view closes. Loaded when first opened.
 */
export default function TryOnDialog({ design, onClose, canShare: canShareWithArtist }: TryOnDialogProps) {
  useReturnFocus();
  const ids = { help: useId(), size: useId(), cm: useId(), opacity: useId(), curve: useId(), photo: useId() };
  const generated = useMemo(() => parsePhysicalSize(design.size), [design.size]);

  const [source, setSource] = useState<Source | null>(null);
  const [pxPerCm, setPxPerCm] = useState<number | null>(null);
  const [ink, setInk] = useState<{ preview: HTMLCanvasElement; full: HTMLCanvasElement } | null>(null);
  const [inkError, setInkError] = useState(false);
  const [placement, setPlacement] = useState<Placement>({ x: 0, y: 0, width: 100, rotation: 0 });
  const [look, setLook] = useState<InkLook>(DEFAULT_LOOK);
  const [measuring, setMeasuring] = useState(false);
  const [ruler, setRuler] = useState<[Point, Point]>([
    { x: 0, y: 0 },
    { x: 0, y: 0 },
  ]);
  const [rulerCm, setRulerCm] = useState(String(BANK_CARD_CM));
  const [status, setStatus] = useState("");
  const [canShare, setCanShare] = useState(false);
  const [fit, setFit] = useState({ scale: 0, dpr: 1 });

  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sourceRef = useRef<Source | null>(null);
  const pointers = useRef(new Map<number, Point>());
  const aspect = ink ? ink.full.height / ink.full.width : 1;
  const previewInk = useMemo(() => (ink ? warpInk(ink.preview, look.curvature) : null), [ink, look.curvature]);

  /** Places the design at its generated size (when the scale is known), centred, upright. */
  const placeDesign = (next: Source, scale: number | null) => {
    const start = initialPlacement(next);
    setPlacement(clampPlacement(scale ? { ...start, width: widthForSize(generated.widthCm, scale) } : start, next));
  };

  const showSource = (next: Source, scale: number | null) => {
    sourceRef.current?.release();
    sourceRef.current = next;
    setSource(next);
    setPxPerCm(scale);
    setMeasuring(false);
    setRuler([
      { x: next.width * 0.35, y: next.height * 0.5 },
      { x: next.width * 0.65, y: next.height * 0.5 },
    ]);
    placeDesign(next, scale);
  };

  // Start on the forearm backdrop; release the photo when the view closes.
  useEffect(() => {
    const { source: first, pxPerCm: scale } = backdropSource("forearm");
    showSource(first, scale);
    setCanShare(typeof navigator.canShare === "function");
    return () => {
      sourceRef.current?.release();
      sourceRef.current = null;
      performance.clearMarks("tryon:draw");
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The design, from the same origin (the full PNG, for the saved picture's quality).
  useEffect(() => {
    let cancelled = false;
    const image = new Image();
    image.src = design.imageUrl;
    image
      .decode()
      .then(() => {
        if (cancelled) return;
        const full = inkFromImage(image);
        setInk({ full, preview: shrinkCanvas(full, INK_PREVIEW_MAX) });
      })
      .catch(() => !cancelled && setInkError(true));
    return () => {
      cancelled = true;
    };
  }, [design.imageUrl]);

  // Fit the picture into the stage.
  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!stage || !source) return;
    const measure = () => {
      const scale = Math.min(stage.clientWidth / source.width, stage.clientHeight / source.height);
      setFit({ scale: Math.max(scale, 0.01), dpr: Math.min(window.devicePixelRatio || 1, 2) });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    return () => observer.disconnect();
  }, [source]);

  // Draw on the next frame whenever something changed.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !source || fit.scale === 0) return;
    const frame = requestAnimationFrame(() => {
      const width = Math.round(source.width * fit.scale * fit.dpr);
      const height = Math.round(source.height * fit.scale * fit.dpr);
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      const context = canvas.getContext("2d");
      if (!context) return;
      compose(
        context,
        { image: source.preview, width: source.width, height: source.height },
        previewInk,
        placement,
        look,
        fit.scale * fit.dpr,
      );
      performance.mark("tryon:draw");
    });
    return () => cancelAnimationFrame(frame);
  }, [source, previewInk, placement, look, fit]);

  const toPhoto = (clientX: number, clientY: number): Point => {
    const rect = canvasRef.current!.getBoundingClientRect();
    return { x: ((clientX - rect.left) / rect.width) * source!.width, y: ((clientY - rect.top) / rect.height) * source!.height };
  };
  const update = (next: Placement) => source && setPlacement(clampPlacement(next, source));

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!source) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = toPhoto(event.clientX, event.clientY);
    pointers.current.set(event.pointerId, point);
    if (measuring && pointers.current.size === 1) setRuler([point, point]);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous || !source) return;
    const point = toPhoto(event.clientX, event.clientY);
    if (measuring) {
      pointers.current.set(event.pointerId, point);
      setRuler(([start]) => [start, point]);
      return;
    }
    if (pointers.current.size === 2) {
      const before = [...pointers.current.values()] as [Point, Point];
      pointers.current.set(event.pointerId, point);
      const after = [...pointers.current.values()] as [Point, Point];
      setPlacement((current) => clampPlacement(twoFingerGesture(current, before, after), source));
      return;
    }
    pointers.current.set(event.pointerId, point);
    setPlacement((current) =>
      clampPlacement({ ...current, x: current.x + point.x - previous.x, y: current.y + point.y - previous.y }, source),
    );
  };
  const onPointerEnd = (event: ReactPointerEvent) => {
    pointers.current.delete(event.pointerId);
  };

  // Wheel scaling (a native listener: React's wheel listener is passive and cannot prevent the page scroll).
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !source) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const factor = Math.exp(-event.deltaY * 0.0015);
      setPlacement((current) => clampPlacement({ ...current, width: current.width * factor }, source));
    };
    canvas.addEventListener("wheel", onWheel, { passive: false });
    return () => canvas.removeEventListener("wheel", onWheel);
  }, [source]);

  const step = source ? Math.max(1, Math.min(source.width, source.height) / 100) : 1;
  const rulerLength = Math.hypot(ruler[1].x - ruler[0].x, ruler[1].y - ruler[0].y);
  const sizeLabel = pxPerCm ? physicalSizeLabel(placement.width, aspect, pxPerCm) : null;
  const generatedLabel = pxPerCm ? physicalSizeLabel(widthForSize(generated.widthCm, pxPerCm), aspect, pxPerCm) : null;

  const calibrate = (cmText: string) => {
    const cm = Number(cmText.replace(",", "."));
    const scale = pixelsPerCm(rulerLength, cm);
    if (!scale || !source) {
      setStatus("Mark a line on the photo and enter its length in cm.");
      return;
    }
    setPxPerCm(scale);
    setMeasuring(false);
    setPlacement((current) => clampPlacement({ ...current, width: widthForSize(generated.widthCm, scale) }, source));
    setStatus(`Measured. The design now shows at its true size.`);
  };

  const composed = async (): Promise<File | null> => {
    if (!source || !ink) return null;
    const canvas = document.createElement("canvas");
    canvas.width = source.width;
    canvas.height = source.height;
    compose(
      canvas.getContext("2d")!,
      { image: source.full, width: source.width, height: source.height },
      warpInk(ink.full, look.curvature),
      placement,
      look,
      1,
    );
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
    canvas.width = canvas.height = 0;
    return blob ? new File([blob], designFileName(`${design.id}-try-on`), { type: "image/png" }) : null;
  };

  const save = async () => {
    const file = await composed();
    if (!file) return;
    const url = URL.createObjectURL(file);
    const link = document.createElement("a");
    link.href = url;
    link.download = file.name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
    setStatus("Saved the picture.");
  };

  const share = async () => {
    const file = await composed();
    if (!file) return;
    if (!navigator.canShare?.({ files: [file] })) {
      setStatus("This browser cannot share pictures. Use Save picture instead.");
      return;
    }
    try {
      await navigator.share({ files: [file], title: "Tattoo try-on" });
    } catch {
      // Closing the share sheet is not an error.
    }
  };

  const display = (point: Point) => ({ left: point.x * fit.scale, top: point.y * fit.scale });
  const handle = rotateHandlePoint(placement, aspect, 28 / Math.max(fit.scale, 0.01));

  const moveRulerEnd = (index: 0 | 1, event: React.KeyboardEvent) => {
    const delta: Record<string, Point> = {
      ArrowLeft: { x: -1, y: 0 },
      ArrowRight: { x: 1, y: 0 },
      ArrowUp: { x: 0, y: -1 },
      ArrowDown: { x: 0, y: 1 },
    };
    const move = delta[event.key];
    if (!move || !source) return;
    event.preventDefault();
    const distance = (event.shiftKey ? 10 : 1) * Math.max(1, step / 4);
    setRuler((current) => {
      const next = [...current] as [Point, Point];
      next[index] = {
        x: Math.min(source.width, Math.max(0, current[index].x + move.x * distance)),
        y: Math.min(source.height, Math.max(0, current[index].y + move.y * distance)),
      };
      return next;
    });
  };

  const dragHandle = (onPoint: (point: Point) => void) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      event.stopPropagation();
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
      if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
      onPoint(toPhoto(event.clientX, event.clientY));
    },
  });

  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-[70]">
      <div className="fixed inset-0 bg-ink-950" aria-hidden="true" />
      <DialogPanel className="fixed inset-0 flex flex-col text-white" data-testid="tryon">
        <div className="flex items-center gap-3 px-4 py-2">
          <DialogTitle className="min-w-0 flex-1 truncate text-sm font-semibold">Try on: {design.description}</DialogTitle>
          <button type="button" onClick={onClose} className="viewer-button" aria-label="Close try on">
            <CloseIcon />
          </button>
        </div>
        <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
          <div
            ref={stageRef}
            className="relative flex min-h-[45vh] flex-1 items-center justify-center overflow-hidden lg:min-h-0"
            data-testid="tryon-stage"
          >
            {source ? (
              // role="application": the picture takes its own keys (move, resize, turn), described by the help text.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
              <div
                className="relative focus-visible:outline focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-flash-400"
                style={{ width: source.width * fit.scale, height: source.height * fit.scale }}
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
                role="application"
                aria-roledescription="try-on picture"
                aria-label={`${design.description} on ${source.backdrop ? `the ${BACKDROPS.find((b) => b.id === source.backdrop)?.label.toLowerCase()} drawing` : "your photo"}`}
                aria-describedby={ids.help}
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
                    update(next);
                  }
                }}
              >
                <canvas
                  ref={canvasRef}
                  data-testid="tryon-canvas"
                  className={`block h-full w-full touch-none select-none ${measuring ? "cursor-crosshair" : "cursor-move"}`}
                  onPointerDown={onPointerDown}
                  onPointerMove={onPointerMove}
                  onPointerUp={onPointerEnd}
                  onPointerCancel={onPointerEnd}
                />
                {measuring ? (
                  <>
                    <svg className="pointer-events-none absolute inset-0 h-full w-full" aria-hidden="true">
                      <line
                        x1={display(ruler[0]).left}
                        y1={display(ruler[0]).top}
                        x2={display(ruler[1]).left}
                        y2={display(ruler[1]).top}
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
                        style={display(ruler[index])}
                        aria-label={`Ruler ${index === 0 ? "start" : "end"}: use the arrow keys to move it`}
                        onKeyDown={(event) => moveRulerEnd(index, event)}
                        {...dragHandle((point) =>
                          setRuler((current) => {
                            const next = [...current] as [Point, Point];
                            next[index] = point;
                            return next;
                          }),
                        )}
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
                        update({ ...placement, rotation: placement.rotation + turn });
                      }
                    }}
                    {...dragHandle((point) => update({ ...placement, rotation: rotationTowards(placement, point) }))}
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
            ) : null}
          </div>

          <div className="max-h-[50vh] shrink-0 overflow-y-auto bg-ink-900 px-4 py-4 text-sm lg:max-h-none lg:w-80">
            <p id={ids.help} className="text-ink-200">
              Drag the design to move it, use the wheel or two fingers to resize and turn it, or the round handle to turn it. Keyboard:
              arrow keys move, + and - resize, [ and ] turn.
            </p>
            {inkError ? <p className="mt-2 text-amber-300">The design could not be loaded. Close and try again.</p> : null}

            <fieldset className="mt-4">
              <legend className="font-semibold">Picture</legend>
              <p className="mt-1 text-ink-300">Your photo stays on this device: it is never uploaded.</p>
              <label
                htmlFor={ids.photo}
                className={buttonClasses(
                  "accent",
                  "sm",
                  "mt-2 w-full cursor-pointer focus-within:outline focus-within:outline-4 focus-within:outline-flash-400",
                )}
              >
                Choose or take a photo
              </label>
              <input
                id={ids.photo}
                type="file"
                accept="image/*"
                className="sr-only"
                data-testid="tryon-photo"
                onChange={async (event) => {
                  const file = event.currentTarget.files?.[0];
                  event.currentTarget.value = "";
                  if (!file) return;
                  try {
                    showSource(await photoSource(file), null);
                    setStatus("Photo loaded. Measure a known length to see the design at its true size.");
                  } catch {
                    setStatus("That file could not be opened as a picture.");
                  }
                }}
              />
              <div className="mt-2 grid grid-cols-4 gap-1.5" role="group" aria-label="Or a drawing">
                {BACKDROPS.map((backdrop) => (
                  <button
                    key={backdrop.id}
                    type="button"
                    aria-pressed={source?.backdrop === backdrop.id}
                    className={`rounded-lg px-1 py-1.5 text-xs font-semibold ring-1 ring-ink-600 aria-pressed:bg-white aria-pressed:text-ink-900 ${FOCUS_RING}`}
                    onClick={() => {
                      const next = backdropSource(backdrop.id);
                      showSource(next.source, next.pxPerCm);
                    }}
                  >
                    {backdrop.label}
                  </button>
                ))}
              </div>
            </fieldset>

            <fieldset className="mt-4">
              <legend className="font-semibold">True size</legend>
              <p id={ids.size} className="mt-1 text-ink-100" aria-live="polite" data-testid="tryon-size">
                {sizeLabel ? `Shown at ${sizeLabel}` : "Measure a known length to see the true size."}
              </p>
              {measuring ? (
                <div className="mt-2 space-y-2">
                  <p className="text-ink-300">Drag along something you know the length of, such as the long edge of a bank card.</p>
                  <label htmlFor={ids.cm} className="flex items-center gap-2">
                    This line is
                    <input
                      id={ids.cm}
                      inputMode="decimal"
                      value={rulerCm}
                      onChange={(event) => setRulerCm(event.target.value)}
                      className="w-20 rounded-md bg-white px-2 py-1 text-ink-900"
                    />
                    cm
                  </label>
                  <div className="flex flex-wrap gap-2">
                    <button type="button" className={buttonClasses("accent", "sm")} onClick={() => calibrate(rulerCm)}>
                      Use this length
                    </button>
                    <button
                      type="button"
                      className={buttonClasses("secondary", "sm")}
                      onClick={() => {
                        setRulerCm(String(BANK_CARD_CM));
                        calibrate(String(BANK_CARD_CM));
                      }}
                    >
                      Bank card ({BANK_CARD_CM} cm)
                    </button>
                    <button type="button" className={buttonClasses("ghost", "sm", "text-white")} onClick={() => setMeasuring(false)}>
                      Cancel
                    </button>
                  </div>
                </div>
              ) : (
                <div className="mt-2 flex flex-wrap gap-2">
                  <button type="button" className={buttonClasses("secondary", "sm")} onClick={() => setMeasuring(true)}>
                    Measure
                  </button>
                  {pxPerCm && source ? (
                    <button
                      type="button"
                      className={buttonClasses("secondary", "sm")}
                      onClick={() => update({ ...placement, width: widthForSize(generated.widthCm, pxPerCm) })}
                    >
                      Generated size ({generatedLabel})
                    </button>
                  ) : null}
                </div>
              )}
            </fieldset>

            <fieldset className="mt-4 space-y-2">
              <legend className="font-semibold">Ink</legend>
              <label htmlFor={ids.opacity} className="block">
                Fresh or healed ({Math.round(look.opacity * 100)}%)
              </label>
              <input
                id={ids.opacity}
                type="range"
                min={0.3}
                max={1}
                step={0.05}
                value={look.opacity}
                onChange={(event) => setLook({ ...look, opacity: Number(event.target.value) })}
                className="w-full accent-flash-500"
              />
              <label htmlFor={ids.curve} className="block">
                Curve around the limb ({Math.round(look.curvature * 100)}%)
              </label>
              <input
                id={ids.curve}
                type="range"
                min={0}
                max={1}
                step={0.05}
                value={look.curvature}
                onChange={(event) => setLook({ ...look, curvature: Number(event.target.value) })}
                className="w-full accent-flash-500"
              />
            </fieldset>

            <div className="mt-4 flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonClasses("secondary", "sm")}
                onClick={() => {
                  if (source) placeDesign(source, pxPerCm);
                  setLook(DEFAULT_LOOK);
                }}
              >
                Reset
              </button>
              <button type="button" className={buttonClasses("accent", "sm")} onClick={save} disabled={!ink || !source}>
                Save picture
              </button>
              {canShare ? (
                <button type="button" className={buttonClasses("secondary", "sm")} onClick={share} disabled={!ink || !source}>
                  Share
                </button>
              ) : null}
            </div>
            {canShareWithArtist && source ? (
              <a
                href={artistShareUrl(design.id, source.backdrop, sizeLabel, placement.rotation)}
                className={buttonClasses("ghost", "sm", "mt-3 text-white")}
              >
                Share with your artist, with this placement
              </a>
            ) : null}
            <p role="status" className="mt-3 min-h-5 text-ink-200">
              {status}
            </p>
          </div>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
