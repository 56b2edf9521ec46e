import { useId } from "react";
import { buttonClasses } from "../ui/button";
import { BACKDROPS, type BackdropId } from "./backdrops";
import { FOCUS_RING } from "./try-on-stage";

/** "Picture": choose or take a photo (it stays on this device), or one of the drawings. */
export function TryOnPictureSection(props: {
  backdrop: BackdropId | null | undefined;
  onPhoto: (file: File) => void;
  onBackdrop: (id: BackdropId) => void;
}) {
  const photoId = useId();
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold">Picture</legend>
      <p className="mt-1 text-ink-300">Your photo stays on this device: it is never uploaded.</p>
      <label
        htmlFor={photoId}
        className={buttonClasses(
          "accent",
          "sm",
          "mt-2 w-full cursor-pointer focus-within:outline focus-within:outline-4 focus-within:outline-flash-400",
        )}
      >
        Choose or take a photo
      </label>
      <input
        id={photoId}
        type="file"
        accept="image/*"
        className="sr-only"
        data-testid="tryon-photo"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (file) props.onPhoto(file);
        }}
      />
      <div className="mt-2 grid grid-cols-4 gap-1.5" role="group" aria-label="Or a drawing">
        {BACKDROPS.map((backdrop) => (
          <button
            key={backdrop.id}
            type="button"
            aria-pressed={props.backdrop === backdrop.id}
            className={`rounded-lg px-1 py-1.5 text-xs font-semibold ring-1 ring-ink-600 aria-pressed:bg-white aria-pressed:text-ink-900 ${FOCUS_RING}`}
            onClick={() => props.onBackdrop(backdrop.id)}
          >
            {backdrop.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
