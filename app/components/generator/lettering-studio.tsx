import { useEffect, useRef, useState } from "react";
import { PREVIEW_CHARACTERS, type LetteringOptions, type LetteringProof } from "~/modules/lettering/lettering-proof";
import type { FormReply } from "~/utils/form-reply";
import type { FormFieldErrors } from "~/utils/http-error";
import { useHydrated } from "~/utils/use-hydrated";
import LetteringFields from "./lettering-fields";
import LetteringProofPanel from "./lettering-proof-panel";
import { letteringStore } from "./lettering-store";

/** The words a preview shows: the first typed line, else the first words the description quotes. */
function previewWords(description: string, typed: string): string {
  const line = typed.split(/\r?\n/).find((l) => l.trim());
  if (line) return [...line.trim()].slice(0, PREVIEW_CHARACTERS).join("");
  return [...(/["“„«]([^"“”«»„]{1,40})["”“»]/.exec(description)?.[1] ?? "").trim()]
    .slice(0, PREVIEW_CHARACTERS)
    .join("");
}

/** `value` once it has stayed the same for `ms`: the previews follow the words when typing pauses. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The lettering studio in the generator (issue 37): a native <details> that opens on demand, or
 * once when the description quotes words; its fields (lettering-fields.tsx) post with the form;
 * after a Generate that has lettering, the spelling to confirm and its legibility show at its top
 * (from the server's answer without JavaScript, from generation-runner.ts with it).
 */
export default function LetteringStudio(props: {
  options: LetteringOptions;
  submitted?: Pick<FormReply, "values" | "fieldErrors" | "lettering">;
  /** The description as the page was rendered with it. */
  description: string;
}) {
  const submitted = props.submitted;
  const values = submitted?.values ?? {};
  const refused = Object.keys(submitted?.fieldErrors ?? {}).some((field) => field.startsWith("lettering"));
  const [open, setOpen] = useState(Boolean(submitted?.lettering) || refused);
  const toggled = useRef(open);
  const details = useRef<HTMLDetailsElement>(null);
  const hydrated = useHydrated();
  const [description, setDescription] = useState(props.description);
  const [typed, setTyped] = useState(values.letteringText ?? "");
  const [proof, setProof] = useState<LetteringProof | null>(submitted?.lettering ?? null);
  const [message, setMessage] = useState(submitted?.fieldErrors.letteringConfirm);
  const [errors, setErrors] = useState<FormFieldErrors>(submitted?.fieldErrors ?? {});
  const [focus, setFocus] = useState(false);
  const words = useSettled(previewWords(description, typed), 400);
  // Set once this code runs (the server's markup works before): what end-to-end tests wait for.
  const [live, setLive] = useState(false);

  useEffect(() => {
    const show = (next: boolean) => {
      toggled.current = true;
      setOpen(next);
      if (details.current && details.current.open !== next) details.current.open = next;
    };
    // Opened before this code arrived (the native <details> works without it).
    if (details.current?.open) show(true);
    // The description's words feed the previews; quoting words opens the studio once.
    const field = document.getElementById("description") as HTMLTextAreaElement | null;
    const read = () => {
      if (!field) return;
      setDescription(field.value);
      if (!toggled.current && /["“„«]/.test(field.value)) show(true);
    };
    read();
    setLive(true);
    field?.addEventListener("input", read);
    const unsubscribe = letteringStore.subscribe((notice) => {
      setProof(notice.proof);
      setMessage(notice.message);
      setErrors(notice.fieldErrors ?? {});
      setFocus(Boolean(notice.proof));
      if (notice.proof || notice.fieldErrors) show(true);
    });
    return () => {
      field?.removeEventListener("input", read);
      unsubscribe();
    };
  }, []);

  return (
    <details
      ref={details}
      id="lettering"
      open={open}
      data-live={live || undefined}
      onToggle={(event) => {
        toggled.current = true;
        setOpen(event.currentTarget.open);
      }}
      className="rounded-xl border border-ink-100 bg-ink-50/40"
    >
      <summary className="focus-ring cursor-pointer rounded-xl px-4 py-3 font-semibold text-ink-800">
        {props.options.text.heading}{" "}
        <span className="font-normal text-ink-500">(font, layout and exact spelling of words to ink)</span>
      </summary>
      <div className="space-y-4 px-4 pb-4">
        {proof || message ? <LetteringProofPanel proof={proof} error={message} focus={focus} /> : null}
        <LetteringFields
          options={props.options}
          words={words}
          onTextInput={setTyped}
          values={values}
          errors={errors}
          previews={!hydrated || open}
        />
      </div>
    </details>
  );
}
