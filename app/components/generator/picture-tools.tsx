import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent, type PointerEvent } from "react";
import { CROP_FIELD, formatCrop, PICTURE_MAX_BYTES, type CropBox } from "~/modules/pictures/picture-options";
import { pictureMessages } from "~/utils/messages/picture";
import { buttonClasses } from "../ui/button";
import { clampCrop, cropByKey, isWholePicture, WHOLE_PICTURE } from "./picture-crop";
import type { PictureToolsProps } from "./picture-field";

/**
 * The picture tools (issue 28), loaded on first use of the picture field: a drop zone, a
 * preview of the chosen picture with a crop box (moved and resized by pointer, or from the
 * keyboard: arrows move it, Shift + arrows resize it), "Use the whole picture" and "Remove".
 * The file stays in the form's own field; the crop box goes with it as a hidden field, in
 * fractions of the upright picture (the server crops). The picture is checked here only for
 * what can be told at once (its type and size); the server decides.
 */
const READABLE = ["image/jpeg", "image/png", "image/webp", "image/gif"];

function problemWith(file: File): string | null {
  if (file.size > PICTURE_MAX_BYTES) return pictureMessages.tooLarge;
  if (/^image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name)) return pictureMessages.heic;
  // An empty type (some systems send none) is left to the server, which reads the bytes.
  if (file.type && !READABLE.includes(file.type)) return pictureMessages.unsupported;
  return null;
}

export default function PictureTools({ input }: PictureToolsProps) {
  const [picture, setPicture] = useState<{ url: string; name: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [crop, setCrop] = useState<CropBox>(WHOLE_PICTURE);
  const [dropping, setDropping] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ mode: "move" | "resize"; x: number; y: number; start: CropBox } | null>(null);

  // Follow the form's own field: a file chosen (or dropped on it) before or after these tools loaded.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const take = () => {
      const file = field.files?.[0] ?? null;
      const refusal = file && problemWith(file);
      setProblem(refusal);
      setCrop(WHOLE_PICTURE);
      setPicture(file && !refusal ? { url: URL.createObjectURL(file), name: file.name } : null);
      // A picture the server would refuse is not sent.
      if (refusal) field.value = "";
    };
    take();
    field.addEventListener("change", take);
    return () => field.removeEventListener("change", take);
  }, [input]);
  // Each preview's object URL is let go when the next one replaces it, or the tools go.
  useEffect(() => () => void (picture && URL.revokeObjectURL(picture.url)), [picture]);

  const replaceWith = (files: FileList) => {
    const field = input.current;
    if (!field || files.length === 0) return;
    field.files = files;
    field.dispatchEvent(new Event("change", { bubbles: true }));
  };
  const remove = () => {
    if (!input.current) return;
    input.current.value = "";
    input.current.dispatchEvent(new Event("change", { bubbles: true }));
    input.current.focus();
  };

  const dropProps = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setDropping(true);
    },
    onDragLeave: () => setDropping(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDropping(false);
      replaceWith(event.dataTransfer.files);
    },
  };

  const startDrag = (mode: "move" | "resize") => (event: PointerEvent<HTMLElement>) => {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { mode, x: event.clientX, y: event.clientY, start: crop };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const state = drag.current;
    const box = frame.current?.getBoundingClientRect();
    if (!state || !box?.width || !box.height) return;
    const dx = (event.clientX - state.x) / box.width;
    const dy = (event.clientY - state.y) / box.height;
    const { start } = state;
    setCrop(
      clampCrop(
        state.mode === "move"
          ? { ...start, x: start.x + dx, y: start.y + dy }
          : { ...start, width: start.width + dx, height: start.height + dy },
        state.mode,
      ),
    );
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = cropByKey(crop, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    setCrop(next);
  };

  const percent = (value: number) => `${Math.round(value * 100)}%`;
  return (
    <div className="mt-2" {...dropProps}>
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
      {picture ? (
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
          <div
            ref={frame}
            className="relative inline-block max-w-full touch-none select-none self-start overflow-hidden rounded-lg bg-ink-100"
          >
            <img
              src={picture.url}
              alt={`Your picture: ${picture.name}`}
              className="block max-h-72 w-auto max-w-full"
              draggable={false}
              onError={() => {
                setProblem(pictureMessages.unreadable);
                remove();
              }}
            />
            <button
              type="button"
              aria-label={`Crop box: ${percent(crop.width)} by ${percent(crop.height)} of the picture, from ${percent(crop.x)} across and ${percent(crop.y)} down`}
              aria-describedby="crop-help"
              onKeyDown={onKeyDown}
              onPointerDown={startDrag("move")}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              className="absolute cursor-move border-2 border-white shadow-[0_0_0_9999px_rgba(17,17,17,0.5)] outline-none ring-2 ring-ink-900 focus-visible:ring-4 focus-visible:ring-flash-500"
              style={{
                left: percent(crop.x),
                top: percent(crop.y),
                width: percent(crop.width),
                height: percent(crop.height),
              }}
            >
              <span
                aria-hidden="true"
                onPointerDown={startDrag("resize")}
                onPointerMove={onPointerMove}
                onPointerUp={endDrag}
                onPointerCancel={endDrag}
                className="absolute bottom-0 right-0 h-6 w-6 cursor-se-resize rounded-tl-lg border-l-2 border-t-2 border-ink-900 bg-white"
              />
            </button>
          </div>
          <div className="flex flex-col gap-2 text-sm text-ink-700">
            <p id="crop-help">
              Drag the box to frame your subject, or its corner to resize it. From the keyboard: arrows move it, Shift
              and the arrows resize it.
            </p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonClasses("secondary", "sm")}
                disabled={isWholePicture(crop)}
                onClick={() => setCrop(WHOLE_PICTURE)}
              >
                Use the whole picture
              </button>
              <button type="button" className={buttonClasses("secondary", "sm")} onClick={remove}>
                Remove picture
              </button>
            </div>
          </div>
          {isWholePicture(crop) ? null : <input type="hidden" name={CROP_FIELD} value={formatCrop(crop)} />}
        </div>
      ) : (
        <p
          className={`rounded-lg border-2 border-dashed px-3 py-4 text-center text-sm text-ink-600 ${dropping ? "border-ink-900 bg-ink-50" : "border-ink-200"}`}
        >
          Or drop a picture here
        </p>
      )}
    </div>
  );
}
