import { useId } from "react";
import { buttonClasses } from "../ui/button";
import { BANK_CARD_CM } from "./placement";

/**
 * "True size": the design's size on the picture once the scale is known, and the ruler:
 * Measure, then the line's length in cm (or a bank card's), or back to the generated size.
 */
export function TryOnSizeSection(props: {
  sizeLabel: string | null;
  generatedLabel: string | null;
  measuring: boolean;
  rulerCm: string;
  onRulerCm: (value: string) => void;
  onMeasure: (measuring: boolean) => void;
  onCalibrate: (cmText: string) => void;
  onGeneratedSize: (() => void) | null;
}) {
  const cmId = useId();
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold">True size</legend>
      <p className="mt-1 text-ink-100" aria-live="polite" data-testid="tryon-size">
        {props.sizeLabel ? `Shown at ${props.sizeLabel}` : "Measure a known length to see the true size."}
      </p>
      {props.measuring ? (
        <div className="mt-2 space-y-2">
          <p className="text-ink-300">
            Drag along something you know the length of, such as the long edge of a bank card.
          </p>
          <label htmlFor={cmId} className="flex items-center gap-2">
            This line is
            <input
              id={cmId}
              inputMode="decimal"
              value={props.rulerCm}
              onChange={(event) => props.onRulerCm(event.target.value)}
              className="w-20 rounded-md bg-white px-2 py-1 text-ink-900"
            />
            cm
          </label>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClasses("accent", "sm")}
              onClick={() => props.onCalibrate(props.rulerCm)}
            >
              Use this length
            </button>
            <button
              type="button"
              className={buttonClasses("secondary", "sm")}
              onClick={() => {
                props.onRulerCm(String(BANK_CARD_CM));
                props.onCalibrate(String(BANK_CARD_CM));
              }}
            >
              Bank card ({BANK_CARD_CM} cm)
            </button>
            <button
              type="button"
              className={buttonClasses("ghost", "sm", "text-white")}
              onClick={() => props.onMeasure(false)}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" className={buttonClasses("secondary", "sm")} onClick={() => props.onMeasure(true)}>
            Measure
          </button>
          {props.onGeneratedSize ? (
            <button type="button" className={buttonClasses("secondary", "sm")} onClick={props.onGeneratedSize}>
              Generated size ({props.generatedLabel})
            </button>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}
