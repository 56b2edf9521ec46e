import { MONK_SCALE_CREDIT, SKIN_TONES } from "~/modules/ink/skin-tones";
import { cn } from "~/utils/cn";

/**
 * The Monk Skin Tone Scale's ten tones as radio swatches (issue 38): a real form field, so it
 * works without JavaScript; `onChange` for pages that redraw at once.
 */
export function SkinTonePicker(props: {
  name: string;
  value: number | null;
  onChange?: (tone: number) => void;
  legend: string;
  /** Offer "not given" first (forms where the tone is optional). */
  optional?: boolean;
  className?: string;
}) {
  return (
    <fieldset className={cn("min-w-0", props.className)}>
      <legend className="label">{props.legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {props.optional ? (
          <label className="cursor-pointer">
            <input
              type="radio"
              name={props.name}
              value=""
              defaultChecked={props.onChange ? undefined : props.value === null}
              checked={props.onChange ? props.value === null : undefined}
              onChange={() => undefined}
              className="peer sr-only"
            />
            <span className="flex h-9 items-center rounded-full border border-ink-200 px-3 text-xs font-medium text-ink-700 peer-checked:border-ink-900 peer-checked:ring-2 peer-checked:ring-ink-900 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-flash-500">
              Not given
            </span>
          </label>
        ) : null}
        {SKIN_TONES.map((tone) => (
          <label key={tone.id} className="cursor-pointer" title={tone.name}>
            <input
              type="radio"
              name={props.name}
              value={tone.id}
              // Uncontrolled in plain forms (the server's value), controlled where the page redraws.
              defaultChecked={props.onChange ? undefined : props.value === tone.id}
              checked={props.onChange ? props.value === tone.id : undefined}
              onChange={() => props.onChange?.(tone.id)}
              className="peer sr-only"
              data-testid={`skin-tone-${tone.id}`}
            />
            <span
              className="block h-9 w-9 rounded-full ring-1 ring-ink-300 peer-checked:ring-4 peer-checked:ring-ink-900 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-flash-500"
              style={{ background: tone.hex }}
              aria-hidden="true"
            />
            <span className="sr-only">{tone.name}</span>
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-ink-600">{MONK_SCALE_CREDIT}</p>
    </fieldset>
  );
}
