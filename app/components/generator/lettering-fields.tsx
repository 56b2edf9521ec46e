import { useEffect, useRef } from "react";
import type { LetteringOptions } from "~/modules/lettering/lettering-proof";
import type { FormFieldErrors } from "~/utils/http-error";
import { fieldErrorProps, FieldMessage } from "../ui/field-message";

/**
 * The lettering studio's fields (issue 37), inside the generator's "Lettering" <details>: plain
 * fields that post with the form, with or without JavaScript: the words to ink, a font of the
 * library (each previewed with those words, drawn by the server as an image), a layout, Roman
 * numerals and lettering alone. Uncontrolled: what is typed or chosen before the page is
 * interactive is what the form sends. Its code loads when the studio opens (the home page's
 * JavaScript budget); until then the server's markup stands, and works, as it is.
 */
export default function LetteringFields(props: {
  options: LetteringOptions;
  /** Words the previews show ("" before any: each font shows its name). */
  words: string;
  onTextInput: (text: string) => void;
  values: Record<string, string>;
  errors: FormFieldErrors;
  /** Whether the previews may load now (with JavaScript, only once the studio is open). */
  previews: boolean;
}) {
  const { options, values, errors } = props;
  const chosenFont = values.letteringFont ?? "";
  const chosenLayout = values.letteringLayout || "auto";
  const previewQuery = props.words ? `?text=${encodeURIComponent(props.words)}` : "";
  const text = useRef<HTMLTextAreaElement>(null);
  const { onTextInput } = props;
  // Words typed before this code arrived count too (read from the field once it is live).
  useEffect(() => {
    if (text.current?.value) onTextInput(text.current.value);
  }, [onTextInput]);
  return (
    <>
      <div>
        <label htmlFor="letteringText" className="label">
          {options.text.textLabel}
        </label>
        <textarea
          ref={text}
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
    </>
  );
}
