import { useState, type ReactNode } from "react";
import type { PublicDesign } from "~/modules/designs/public-design";
import {
  COLOR_THEMES,
  CUSTOMIZE_COLOR_THEMES,
  MODIFICATION_TAGS,
  SKIN_COLOR_THEME,
  type CustomizeMode,
} from "~/modules/flash-engine/types";
import { isApiError, sendJson } from "~/utils/api-client";
import { cn } from "~/utils/cn";
import type { FormReply } from "~/utils/form-reply";
import { customizeMessages } from "~/utils/messages/customize";
import { toast } from "~/utils/toast";
import { useHydrated } from "~/utils/use-hydrated";
import { SkinTonePicker } from "../ink/skin-tone-picker";
import { buttonClasses } from "../ui/button";
import { fieldErrorProps, FieldMessage } from "../ui/field-message";
import { FormMessage } from "../ui/form-message";
import { SparklesIcon } from "../ui/icons/icon";
import { WandIcon } from "../ui/icons/wand";
import { Modal } from "../ui/modal";

export interface CustomizeRequest {
  designId: string;
  originalDescription: string;
  mode: CustomizeMode;
  editInstructions?: string;
  style?: string;
  colorTheme?: string;
  /** With "Colours for my skin": the Monk Skin Tone Scale tone (1..10). */
  skinTone?: number;
  modifications?: string[];
}

export interface CustomizeDialogProps {
  design: PublicDesign;
  styles: string[];
  onClose: () => void;
  /** The page's generation state: customizing shows its loading view and adds the result. */
  generator: {
    withProgress: <T>(kind: "customizing", task: () => Promise<T>) => Promise<T>;
    addDesigns: (designs: PublicDesign[], replace: boolean) => Promise<void>;
  };
  onCustomized: () => void;
  /**
   * Without JavaScript the dialog is a form posting here (the home page's action, which starts the same job as POST
   * /api/edit).
   */
  formAction: string;
  closeHref: string;
  /** The page's refused post of this form without JavaScript, if any. */
  submitted?: FormReply;
}

const SWATCHES: Record<string, string> = {
  "Black and Grey": "linear-gradient(135deg,#111,#9a9a9a)",
  "Full Color": "linear-gradient(135deg,#e51d1d,#f5c518,#1f9d55,#2563eb)",
  Watercolor: "linear-gradient(135deg,#7dd3fc,#f9a8d4,#fde68a)",
  "Neon/Bright": "linear-gradient(135deg,#ff00e5,#00f0ff,#b6ff00)",
  "Earth Tones": "linear-gradient(135deg,#7c4a21,#b08a4a,#556b2f)",
  Pastel: "linear-gradient(135deg,#fbcfe8,#c7d2fe,#bbf7d0)",
  "Monochromatic Blue": "linear-gradient(135deg,#0b2e6f,#3b82f6,#bfdbfe)",
  "Vintage Colors": "linear-gradient(135deg,#8b1e1e,#c9a227,#2f5d50)",
  [SKIN_COLOR_THEME]: "linear-gradient(135deg,#f6ede4,#a07e56,#604134,#292420)",
};

/**
 * 'Customize Your Design' (spec §2, §3, §9): colour themes, custom instructions, a style
 * transformation with modification tags, and a creative surprise. Loaded when opened.
 */
export default function CustomizeDialog(props: CustomizeDialogProps) {
  const { design } = props;
  const [colorTheme, setColorTheme] = useState<string>(COLOR_THEMES[0]);
  const [skinTone, setSkinTone] = useState<number>(5);
  const hydrated = useHydrated();
  const refused = props.submitted;
  const [instructions, setInstructions] = useState(refused?.values.editInstructions ?? "");
  const instructionsError = refused?.fieldErrors.editInstructions;
  const [style, setStyle] = useState(props.styles.find((name) => name !== design.style) ?? design.style);
  const [modifications, setModifications] = useState<string[]>([]);

  const submit = (mode: CustomizeMode, extra: Partial<CustomizeRequest>) =>
    void customize(
      {
        designId: design.id,
        originalDescription: design.description,
        mode,
        ...(modifications.length > 0 ? { modifications } : {}),
        ...extra,
      },
      props,
    );

  return (
    <Modal open onClose={props.onClose} title="Customize Your Design" size="xl" closeHref={props.closeHref}>
      <form method="post" action={props.formAction} className="grid gap-6 md:grid-cols-[minmax(0,14rem)_1fr]">
        <input type="hidden" name="intent" value="customize" />
        <input type="hidden" name="designId" value={design.id} />
        <figure className="self-start">
          <img
            src={design.imageUrl}
            alt={`Original design: ${design.description}`}
            className="aspect-square w-full rounded-xl bg-white object-contain ring-1 ring-ink-100"
          />
          <figcaption className="mt-2 line-clamp-2 text-xs text-ink-600">Original: {design.description}</figcaption>
        </figure>

        <div className="space-y-6">
          <FormMessage reply={refused} />
          <section aria-labelledby="color-enhancement">
            <h3 id="color-enhancement" className="font-bold">
              Color Enhancement
            </h3>
            <div
              role="radiogroup"
              aria-labelledby="color-enhancement"
              className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4"
            >
              {CUSTOMIZE_COLOR_THEMES.map((theme) => (
                <label key={theme} className="cursor-pointer">
                  <input
                    type="radio"
                    name="colorTheme"
                    value={theme}
                    checked={colorTheme === theme}
                    onChange={() => setColorTheme(theme)}
                    className="peer sr-only"
                  />
                  <span className="flex items-center gap-2 rounded-lg border border-ink-200 p-2 text-xs font-medium peer-checked:border-ink-900 peer-checked:ring-2 peer-checked:ring-ink-900 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-flash-500">
                    <span
                      className="h-5 w-5 shrink-0 rounded-full"
                      style={{ background: SWATCHES[theme] }}
                      aria-hidden="true"
                    />
                    <span>
                      {theme}
                      {theme === "Black and Grey" ? (
                        <span className="block text-[10px] text-ink-500">default</span>
                      ) : null}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {!hydrated || colorTheme === SKIN_COLOR_THEME ? (
              <SkinTonePicker
                name="skinTone"
                legend={hydrated ? "Your skin tone" : `Your skin tone (for ${SKIN_COLOR_THEME})`}
                value={skinTone}
                onChange={hydrated ? setSkinTone : undefined}
                className="mt-3"
              />
            ) : null}
            <ApplyButton
              mode="color"
              onApply={() =>
                submit("color", colorTheme === SKIN_COLOR_THEME ? { colorTheme, skinTone } : { colorTheme })
              }
              variant="primary"
              className="mt-3"
            >
              Apply Color Theme
            </ApplyButton>
          </section>

          <section aria-labelledby="custom-instructions">
            <h3 id="custom-instructions" className="font-bold">
              Custom Instructions
            </h3>
            <label htmlFor="edit-instructions" className="sr-only">
              Describe the changes you want
            </label>
            <textarea
              id="edit-instructions"
              name="editInstructions"
              rows={2}
              maxLength={500}
              value={instructions}
              onChange={(event) => setInstructions(event.target.value)}
              placeholder="e.g. add a crescent moon behind it, make the petals sharper"
              autoFocus={Boolean(instructionsError)}
              {...fieldErrorProps("edit-instructions", instructionsError)}
              className="field"
            />
            <FieldMessage fieldId="edit-instructions" error={instructionsError} />
            <ApplyButton
              mode="custom"
              onApply={() => submit("custom", { editInstructions: instructions.trim() })}
              variant="primary"
              className="mt-2"
              // Spec §5: disabled while empty. Without JavaScript it cannot follow the text, so the server checks.
              disabled={hydrated && instructions.trim() === ""}
            >
              Apply Instructions
            </ApplyButton>
          </section>

          <section aria-labelledby="style-transformation">
            <h3 id="style-transformation" className="font-bold">
              Style Transformation
            </h3>
            <label htmlFor="transform-style" className="mt-2 block text-sm text-ink-700">
              New style
            </label>
            <select
              id="transform-style"
              name="style"
              value={style}
              onChange={(event) => setStyle(event.target.value)}
              className="field"
            >
              {props.styles.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <fieldset className="mt-3 min-w-0">
              <legend className="text-sm text-ink-700">Modifications (optional, apply to any change)</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {MODIFICATION_TAGS.map((tag) => (
                  <label key={tag} className="cursor-pointer">
                    <input
                      type="checkbox"
                      name="modifications"
                      value={tag}
                      checked={modifications.includes(tag)}
                      onChange={() =>
                        setModifications((current) =>
                          current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag],
                        )
                      }
                      className="peer sr-only"
                    />
                    <span className="chip text-xs">{tag}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <ApplyButton mode="style" onApply={() => submit("style", { style })} variant="primary" className="mt-3">
              <WandIcon width={16} height={16} /> Transform Style
            </ApplyButton>
          </section>

          <section aria-labelledby="creative-surprise" className={cn("rounded-xl bg-ink-50 p-4")}>
            <h3 id="creative-surprise" className="font-bold">
              Creative Surprise
            </h3>
            <p className="mt-1 text-sm text-ink-600">
              Let the engine reinterpret your design with an unexpected twist.
            </p>
            <ApplyButton mode="surprise" onApply={() => submit("surprise", {})} variant="accent" className="mt-3">
              <SparklesIcon width={16} height={16} /> Surprise Me
            </ApplyButton>
          </section>
        </div>
      </form>
    </Modal>
  );
}

/**
 * Spec §4: the dialog closes, the loading view says 'Customizing Your Design', and the
 * new variation goes to the front of the gallery; failures toast 'Error' (spec §8).
 */
async function customize(request: CustomizeRequest, props: CustomizeDialogProps) {
  props.onClose();
  try {
    const { designs } = await props.generator.withProgress("customizing", () =>
      sendJson<{ designs: PublicDesign[] }>("POST", "/api/edit", request),
    );
    await props.generator.addDesigns(designs.slice(0, 1), false);
    props.onCustomized();
  } catch (error) {
    const detail = isApiError(error) ? error.detail : null;
    toast({
      title: customizeMessages.errorTitle,
      description: detail || customizeMessages.failedFallback,
      variant: "destructive",
    });
  }
}

/** A section's submit: a real form button without JavaScript, the dialog's own handler with it. */
function ApplyButton(props: {
  mode: CustomizeMode;
  onApply: () => void;
  variant: "primary" | "accent";
  className?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name="mode"
      value={props.mode}
      disabled={props.disabled}
      onClick={(event) => {
        event.preventDefault();
        props.onApply();
      }}
      className={buttonClasses(props.variant, "sm", props.className)}
    >
      {props.children}
    </button>
  );
}
