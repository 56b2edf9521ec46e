import type { LetteringOptions, LetteringProof } from "~/modules/lettering/lettering-proof";
import type { FormFieldErrors } from "~/utils/http-error";
import { lazyComponent } from "~/utils/lazy-component";
import { fieldErrorProps, FieldMessage } from "../ui/field-message";

export type { LetteringOptions };

const LetteringProofPanel = lazyComponent(() => import("./lettering-proof-panel"));

/** The words a preview shows: the first typed line, else the first words the description quotes. */
export function previewWords(description: string, typed: string): string {
  const line = typed.split(/\r?\n/).find((l) => l.trim());
  if (line) return line.trim().slice(0, 40);
  return (/["“„«]([^"“”«»„]{1,40})["”“»]/.exec(description)?.[1] ?? "").trim();
}

/**
 * The lettering studio in the generator (issue 37): a native <details> that opens on demand (or
 * when the description quotes words), with plain fields that post with the form, with or without
 * JavaScript: the words to ink, a font of the library (each previewed with those words, drawn by
 * the server as an image), a layout, Roman numerals and lettering alone. Inputs are uncontrolled:
 * what is typed or chosen before the page is interactive is what the form sends. After a submit,
 * the spelling to confirm (and its legibility) shows at the top.
 */
export function LetteringSection(props: {
  options: LetteringOptions;
  open: boolean;
  onToggle: (open: boolean) => void;
  /** Words the previews show ("" before any: each font shows its name). */
  words: string;
  onTextInput: (text: string) => void;
  values: Record<string, string>;
  errors: FormFieldErrors;
  proof: LetteringProof | null;
  proofError?: string;
  /** Whether the previews may load now (with JavaScript, only once the studio is open). */
  previews: boolean;
  /** The proof takes focus when it shows (Generate asked for the confirmation). */
  focusProof?: boolean;
}) {
  const { options, values, errors } = props;
  const chosenFont = values.letteringFont ?? "";
  const chosenLayout = values.letteringLayout || "auto";
  const previewQuery = props.words ? `?text=${encodeURIComponent(props.words)}` : "";
  return (
    <details
      id="lettering"
      open={props.open}
      onToggle={(event) => props.onToggle(event.currentTarget.open)}
      className="rounded-xl border border-ink-100 bg-ink-50/40"
    >
      <summary className="focus-ring cursor-pointer rounded-xl px-4 py-3 font-semibold text-ink-800">
        {options.text.heading}{" "}
        <span className="font-normal text-ink-500">(font, layout and exact spelling of words to ink)</span>
      </summary>
      <div className="space-y-4 px-4 pb-4">
        {props.proof || props.proofError ? (
          <LetteringProofPanel
            proof={props.proof}
            error={props.proofError ?? errors.letteringConfirm}
            focus={props.focusProof}
          />
        ) : null}
        <div>
          <label htmlFor="letteringText" className="label">
            {options.text.textLabel}
          </label>
          <textarea
            id="letteringText"
            name="letteringText"
            rows={2}
            dir="auto"
            defaultValue={values.letteringText}
            onInput={(event) => props.onTextInput(event.currentTarget.value)}
            autoFocus={Boolean(errors.letteringText)}
            {...fieldErrorProps("letteringText", errors.letteringText, "letteringText-hint")}
            className="field mt-1"
          />
          <FieldMessage fieldId="letteringText" error={errors.letteringText} />
          <p id="letteringText-hint" className="mt-1 text-xs text-ink-600">
            {options.text.textHint}
          </p>
        </div>
        <fieldset aria-describedby={errors.letteringFont ? "letteringFont-error" : undefined}>
          <legend className="label">Font</legend>
          <FieldMessage fieldId="letteringFont" error={errors.letteringFont} />
          <div className="mt-2 max-h-96 space-y-3 overflow-y-auto pr-1" data-testid="lettering-fonts">
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="letteringFont" value="" defaultChecked={chosenFont === ""} />
              {options.text.styleFont}
            </label>
            {options.categories.map((category) => (
              <fieldset key={category.id}>
                <legend className="text-xs font-semibold uppercase tracking-wide text-ink-500">{category.label}</legend>
                <div className="mt-1 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
                  {options.fonts
                    .filter((font) => font.category === category.id)
                    .map((font) => (
                      <label
                        key={font.id}
                        className="flex cursor-pointer flex-col gap-1 rounded-lg border border-ink-100 bg-white p-2 text-xs text-ink-700 has-[:checked]:border-flash-500 has-[:checked]:ring-2 has-[:checked]:ring-flash-200"
                      >
                        <span className="flex items-center gap-2">
                          <input
                            type="radio"
                            name="letteringFont"
                            value={font.id}
                            defaultChecked={chosenFont === font.id}
                          />
                          {font.name}
                        </span>
                        {props.previews ? (
                          <img
                            src={`/lettering/fonts/${font.id}.svg${previewQuery}`}
                            alt=""
                            loading="lazy"
                            className="h-10 w-full object-contain object-left"
                          />
                        ) : (
                          <span className="h-10" />
                        )}
                      </label>
                    ))}
                </div>
              </fieldset>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="label">Layout</legend>
          <FieldMessage fieldId="letteringLayout" error={errors.letteringLayout} />
          <div className="mt-2 flex flex-wrap gap-2">
            {options.layouts.map((layout) => (
              <label key={layout.id} className="shrink-0 cursor-pointer">
                <input
                  type="radio"
                  name="letteringLayout"
                  value={layout.id}
                  defaultChecked={chosenLayout === layout.id}
                  className="peer sr-only"
                />
                <span className="chip">{layout.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-2 text-sm text-ink-700 sm:flex-row sm:gap-6">
          <label className="flex items-center gap-2">
            <input type="checkbox" name="letteringRoman" defaultChecked={Boolean(values.letteringRoman)} />
            {options.text.roman}
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="letteringOnly" defaultChecked={Boolean(values.letteringOnly)} />
            {options.text.only}
          </label>
        </div>
      </div>
    </details>
  );
}
