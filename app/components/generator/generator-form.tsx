import { useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import {
  COMPLEXITIES,
  CUSTOM_SIZE,
  CUSTOM_SIZE_MAX,
  DEFAULT_COMPLEXITY,
  DEFAULT_SIZE,
  DEFAULT_STYLE,
  DESCRIPTION_MAX,
  SIZE_PRESETS,
} from "~/modules/generation/generate-options";
import type { PlacementSlot } from "~/modules/ink/placement-options";
import type { LetteringOptions } from "~/modules/lettering/lettering-proof";
import { useFormFields } from "~/utils/form-fields";
import type { FormReply } from "~/utils/form-reply";
import type { FormFieldErrors } from "~/utils/http-error";
import { lazyComponent } from "~/utils/lazy-component";
import { validationMessages } from "~/utils/messages/common";
import { toast } from "~/utils/toast";
import { useHydrated } from "~/utils/use-hydrated";
import { useAppDialogs, useDialogHref } from "../layout/app-dialogs";
import { buttonClasses } from "../ui/button";
import { fieldErrorProps, FieldMessage } from "../ui/field-message";
import { SparklesIcon } from "../ui/icons/icon";
import { LetteringStudio } from "./lettering-studio-lazy";
import { PictureField, type PictureSlot } from "./picture-field";
import { PlacementField } from "./placement-field-lazy";
import { StylePicker, type StyleOption } from "./style-picker";
import {
  insertSuggestion,
  removeSuggestion,
  SuggestionBox,
  suggestionHints,
  SuggestionKeysBeforeHydration,
  useSuggestion,
} from "./suggestion-box";
import { loadGenerationRunner, type GenerateBody } from "./use-generator";

export interface GeneratorFormProps {
  styles: StyleOption[];
  lockedStyleCount: number;
  ideas: string[];
  suggestion: string;
  prefill: string;
  /** After a refused plain-form submission: what was chosen, and the fields to fix. */
  submitted?: Pick<FormReply, "values" | "fieldErrors" | "lettering">;
  capabilities: { customSize: boolean; highlyComplex: boolean };
  /** "Start from a picture": the file field, or a guest's sign-in link. */
  picture: PictureSlot;
  /** Where it goes (issue 38): the placements and what the circumference field says on this plan. */
  placements: PlacementSlot;
  /** The lettering studio's fonts and layouts (issue 37). */
  lettering: LetteringOptions;
  busy: boolean;
  onGenerate: (body: GenerateBody) => void;
  /** Extra controls in the style row (the Add Style button) and after the ideas. */
  styleRowExtra?: ReactNode;
  ideaRowExtra?: ReactNode;
}

const CustomSizeDialog = lazyComponent(() => import("./custom-size-dialog"));

/**
 * The generator (spec §2 Home, §5): a real form that posts to the page without
 * JavaScript; with it, the submit goes through the generation flow with progress.
 */
export function GeneratorForm(props: GeneratorFormProps) {
  const hydrated = useHydrated();
  const { openDialog } = useAppDialogs();
  const upgradeHref = useDialogHref("upgrade");
  // Every field the form holds, named as the form sends it; what was done before the app ran counts (form-fields.ts).
  const values = props.submitted?.values ?? {};
  const [fields, setField] = useFormFields("generator", {
    description: props.prefill,
    styles: values.styles?.split("\n") ?? [],
    size: values.size || DEFAULT_SIZE,
    complexity: values.complexity || DEFAULT_COMPLEXITY,
    customSize: values.customSize ?? "",
  });
  const { description, styles: selected, size, complexity, customSize } = fields;
  const [errors, setErrors] = useState<FormFieldErrors>(props.submitted?.fieldErrors ?? {});
  const [sizeDialog, setSizeDialog] = useState<{ previous: string } | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Focus we move ourselves (after an error) should not pop the one-time keyboard hint.
  const quietFocus = useRef(false);
  const { suggestion, secondsLeft, paused, setPaused, next } = useSuggestion(props.suggestion);

  const insert = () => {
    setField("description", (current) => insertSuggestion(current, suggestion));
    setPaused(true);
    suggestionHints.inserted();
  };
  const remove = () => {
    const { value, removed } = removeSuggestion(description, suggestion);
    setField("description", value);
    if (removed) suggestionHints.removed();
    else suggestionHints.cleared();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Tab inserts once; when the suggestion is already there, Tab moves focus as usual.
    if (event.key === "Tab" && !event.shiftKey && suggestion && !description.includes(suggestion)) {
      event.preventDefault();
      insert();
    } else if (event.key === "Escape") {
      event.preventDefault();
      remove();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (description.trim() === "") {
      toast({ ...validationMessages.descriptionRequired, variant: "destructive" });
      setErrors({ description: validationMessages.descriptionRequired.description });
      quietFocus.current = true;
      textarea.current?.focus();
      quietFocus.current = false;
      return;
    }
    setErrors({});
    // A custom size overrides the selected size (spec §5).
    const effectiveSize = size === CUSTOM_SIZE && customSize ? customSize : size === CUSTOM_SIZE ? DEFAULT_SIZE : size;
    const body = {
      description: description.trim(),
      style: selected[0] ?? DEFAULT_STYLE,
      selectedTags: selected.slice(1),
      size: effectiveSize,
      complexity,
      // Where it goes and a band's circumference are read from these (generation-runner.ts).
      form: new FormData(event.currentTarget),
    };
    // Lettering is generated only as confirmed (issue 37): the runner shows the spelling first.
    void loadGenerationRunner()
      .then((runner) => runner.confirmLettering(body))
      .then((confirmed) => {
        if (confirmed && "fieldErrors" in confirmed) {
          setErrors(confirmed.fieldErrors);
          quietFocus.current = true;
          textarea.current?.focus();
          quietFocus.current = false;
        } else if (confirmed) props.onGenerate(confirmed);
      });
  };

  // The lettering studio as one element, so its server markup stays until its code is there.
  const studio = useMemo(
    () => <LetteringStudio options={props.lettering} submitted={props.submitted} description={props.prefill} />,
    // The page's first answer, once: the studio keeps its own state after that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // Where it goes, likewise one element until a refusal marks one of its fields.
  const placement = useMemo(
    () => <PlacementField slot={props.placements} values={props.submitted?.values} errors={errors} />,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [errors.placement, errors.circumference],
  );
  const loadFormCode = () => {
    void loadGenerationRunner();
    PlacementField.preload();
  };

  return (
    <form
      method="post"
      // React Router answers an index route's action at ?index (the no-JavaScript path).
      action="/?index"
      // A picture goes with the form (multipart), for those who may send one.
      encType={"hint" in props.picture ? "multipart/form-data" : undefined}
      onSubmit={hydrated ? onSubmit : undefined}
      // Fetch the generation code (and the lettering studio's) as soon as the person starts using the form.
      onFocusCapture={loadFormCode}
      onPointerEnter={loadFormCode}
      className="card space-y-5 p-5 sm:p-7"
      id="generator"
      aria-label="Tattoo generator"
    >
      <div>
        <label htmlFor="description" className="label">
          Describe your tattoo
        </label>
        <textarea
          ref={textarea}
          id="description"
          name="description"
          rows={3}
          maxLength={DESCRIPTION_MAX}
          value={description}
          onChange={(event) => {
            setField("description", event.target.value);
            if (errors.description) setErrors({});
          }}
          autoFocus={Boolean(props.submitted?.fieldErrors.description)}
          {...fieldErrorProps("description", errors.description)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (!quietFocus.current) suggestionHints.keyboard();
          }}
          placeholder={suggestion}
          className="field resize-y px-4 py-3 text-base shadow-inner placeholder:text-ink-400"
        />
        <FieldMessage fieldId="description" error={errors.description} />
        <SuggestionBox
          suggestion={suggestion}
          secondsLeft={secondsLeft}
          paused={paused}
          onNext={() => {
            setPaused(false);
            void next();
          }}
          onUse={insert}
          onClear={() => {
            setField("description", "");
            suggestionHints.cleared();
          }}
        />
        <SuggestionKeysBeforeHydration />
        <PictureField slot={props.picture} error={errors.picture} />
      </div>

      <StylePicker
        styles={props.styles}
        selected={selected}
        // Set to what the box says (not toggled): a tick made while the app was starting is already counted.
        onToggle={(name, checked) =>
          setField("styles", (current) => [...current.filter((style) => style !== name), ...(checked ? [name] : [])])
        }
        lockedCount={props.lockedStyleCount}
        onLocked={() => openDialog("upgrade")}
        lockedHref={upgradeHref}
        extra={props.styleRowExtra}
      />

      {props.ideas.length > 0 ? (
        <div className="hidden md:block">
          <p className="label" id="popular-ideas">
            Popular ideas
          </p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby="popular-ideas">
            {props.ideas.slice(0, 10).map((idea) => (
              <li key={idea}>
                <a
                  href={`?idea=${encodeURIComponent(idea)}#generator`}
                  onClick={(event) => {
                    event.preventDefault();
                    setField("description", idea);
                    textarea.current?.focus();
                  }}
                  className="focus-ring block rounded-lg bg-ink-50 px-3 py-1.5 text-sm text-ink-700 ring-1 ring-ink-100 hover:bg-ink-100"
                >
                  {idea}
                </a>
              </li>
            ))}
            {props.ideaRowExtra}
          </ul>
        </div>
      ) : null}

      {studio}

      <div className="grid gap-4 sm:grid-cols-2 sm:items-start lg:grid-cols-[1fr_1fr_1fr_auto]">
        <div>
          <label htmlFor="size" className="label">
            Size
          </label>
          <select
            id="size"
            name="size"
            value={size}
            onChange={(event) => {
              if (event.target.value === CUSTOM_SIZE) setSizeDialog({ previous: size });
              setField("size", event.target.value);
            }}
            className="field"
          >
            {SIZE_PRESETS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
            <option value={CUSTOM_SIZE} disabled={!props.capabilities.customSize}>
              {customSize && size === CUSTOM_SIZE ? `Custom: ${customSize}` : CUSTOM_SIZE}
              {props.capabilities.customSize ? "" : " (Premium)"}
            </option>
          </select>
          {!hydrated && props.capabilities.customSize ? (
            <>
              <label htmlFor="customSize" className="mt-2 block text-xs text-ink-600">
                Custom size (used when Custom Size is selected)
              </label>
              <input
                id="customSize"
                name="customSize"
                maxLength={CUSTOM_SIZE_MAX}
                defaultValue={props.submitted?.values.customSize}
                placeholder="e.g. 8 x 12 cm"
                autoFocus={Boolean(errors.customSize)}
                {...fieldErrorProps("customSize", errors.customSize)}
                className="field mt-1"
              />
              <FieldMessage fieldId="customSize" error={errors.customSize} />
            </>
          ) : null}
        </div>
        <div>
          <label htmlFor="complexity" className="label">
            Complexity
          </label>
          <select
            id="complexity"
            name="complexity"
            value={complexity}
            onChange={(event) => {
              if (event.target.value === "Highly Complex" && !props.capabilities.highlyComplex) {
                openDialog("upgrade");
                return;
              }
              setField("complexity", event.target.value);
            }}
            className="field"
          >
            {COMPLEXITIES.map((option) => (
              <option key={option} value={option}>
                {option}
                {option === "Highly Complex" && !props.capabilities.highlyComplex ? " (Premium)" : ""}
              </option>
            ))}
          </select>
        </div>
        {placement}
        <button
          type="submit"
          disabled={props.busy}
          className={buttonClasses("accent", "lg", "w-full sm:w-auto lg:mt-7")}
        >
          <SparklesIcon /> {props.busy ? "Generating..." : "Generate"}
        </button>
      </div>
      {sizeDialog ? (
        <CustomSizeDialog
          initial={customSize}
          closeHref="/#generator"
          onUse={(value) => {
            setField("customSize", value);
            setField("size", CUSTOM_SIZE);
            setSizeDialog(null);
          }}
          onClose={() => {
            if (!customSize) setField("size", sizeDialog.previous);
            setSizeDialog(null);
          }}
        />
      ) : null}
    </form>
  );
}
