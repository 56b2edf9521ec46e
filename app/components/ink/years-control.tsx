import { AGEING_YEARS } from "~/modules/ink/ageing-model";
import { cn } from "~/utils/cn";

export const yearsLabel = (years: number) => (years === 0 ? "Fresh" : `${years} years`);

/**
 * The years control (issue 38): fresh, 5, 10 and 20 years, as radios in a row (arrow keys move
 * along it like a slider). A real form field without JavaScript; `onChange` where the picture
 * changes at once.
 */
export function YearsControl(props: {
  name?: string;
  value: number;
  onChange?: (years: number) => void;
  legend?: string;
  /** On the viewer's or try-on's dark panels. */
  tone?: "light" | "dark";
  /** The four years share the width they are given (a card, a side panel); else as wide as they are. */
  fill?: boolean;
  className?: string;
}) {
  const dark = props.tone === "dark";
  const fill = props.fill ?? !dark;
  return (
    <fieldset className={cn("min-w-0", props.className)}>
      <legend className={dark ? "sr-only" : "label"}>{props.legend ?? "In years"}</legend>
      <div
        className={cn(
          "rounded-full p-1",
          fill ? "flex max-w-sm" : "inline-flex",
          dark ? "bg-white/10" : "mt-2 bg-ink-100 ring-1 ring-ink-200",
        )}
        data-testid="years-control"
      >
        {AGEING_YEARS.map((years) => (
          <label key={years} className={cn("cursor-pointer", fill && "flex-1 text-center")}>
            <input
              type="radio"
              name={props.name ?? "years"}
              value={years}
              defaultChecked={props.onChange ? undefined : props.value === years}
              checked={props.onChange ? props.value === years : undefined}
              onChange={() => props.onChange?.(years)}
              className="peer sr-only"
            />
            <span
              className={cn(
                "block whitespace-nowrap rounded-full py-1.5 text-sm font-semibold peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-flash-500",
                fill ? "px-1" : "px-2.5",
                dark
                  ? "text-ink-200 peer-checked:bg-white peer-checked:text-ink-950"
                  : "text-ink-700 peer-checked:bg-ink-900 peer-checked:text-white",
              )}
            >
              {yearsLabel(years)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
