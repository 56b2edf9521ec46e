import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { FormReply } from "~/utils/form-reply";
import { catalogMessages } from "~/utils/messages/catalog";
import { genericMessages, validationMessages } from "~/utils/messages/common";
import { toast } from "~/utils/toast";
import { buttonClasses } from "../ui/button";
import { fieldErrorProps, FieldMessage } from "../ui/field-message";
import { FormMessage } from "../ui/form-message";
import { Modal } from "../ui/modal";

export interface CatalogDialogProps {
  kind: "style" | "idea";
  onClose: () => void;
  closeHref: string;
  /** The page's refused post of this form without JavaScript, if any. */
  submitted?: FormReply;
}

const copy = {
  style: {
    title: "Add Custom Style",
    label: "Style name",
    placeholder: "e.g. Biomechanical",
    hint: "Your style is yours to use at once, and appears for everyone once it has been used 5 times.",
    field: "name",
    required: validationMessages.styleNameRequired,
    fallback: catalogMessages.addStyleFailed,
  },
  idea: {
    title: "Add Popular Idea",
    label: "Idea",
    placeholder: "e.g. Octopus holding a compass",
    hint: "Your idea is listed for you at once, and for everyone once it has been used 5 times.",
    field: "text",
    required: validationMessages.ideaTextRequired,
    fallback: catalogMessages.addIdeaFailed,
  },
} as const;

/**
 * 'Add Custom Style' and 'Add Popular Idea' (spec §2, §5): one form posting to the home
 * page's action, through a fetcher with JavaScript and as a plain form without. Added, the
 * action redirects with the spec's toast (the dialog closes); refused, the field is marked
 * with the server's message (and, with JavaScript, the spec's 'Error' toast).
 */
export default function CatalogDialog({ kind, onClose, closeHref, submitted }: CatalogDialogProps) {
  const text = copy[kind];
  const fieldId = `new-${kind}`;
  const fetcher = useFetcher<FormReply>();
  const reply = fetcher.data ?? submitted;
  const [value, setValue] = useState(submitted?.values[text.field] ?? "");
  const [error, setError] = useState(submitted?.fieldErrors[text.field]);
  const input = useRef<HTMLInputElement>(null);
  const sent = useRef(false);
  const markField = (message: string | undefined) => {
    setError(message);
    if (message) input.current?.focus();
  };

  // A post answered: refused (the reply) or added (a redirect, which carries the toast).
  useEffect(() => {
    if (fetcher.state !== "idle" || !sent.current) return;
    sent.current = false;
    if (!fetcher.data) return onClose();
    toast({
      title: genericMessages.errorTitle,
      description: fetcher.data.message || text.fallback,
      variant: "destructive",
    });
    markField(fetcher.data.fieldErrors[text.field]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [fetcher.state, fetcher.data]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (value.trim() === "") {
      event.preventDefault();
      toast({ ...text.required, variant: "destructive" });
      markField(text.required.description);
      return;
    }
    sent.current = true;
  };

  return (
    <Modal open onClose={onClose} title={text.title} description={text.hint} closeHref={closeHref}>
      {/* The dialog stays open after a refused plain-form post: its address keeps ?dialog. */}
      <fetcher.Form method="post" action={`/?index&dialog=add-${kind}`} onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value={`add-${kind}`} />
        <FormMessage reply={reply} className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800" />
        <label htmlFor={fieldId} className="label">
          {text.label}
        </label>
        <input
          ref={input}
          id={fieldId}
          name={text.field}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
          placeholder={text.placeholder}
          autoComplete="off"
          autoFocus={Boolean(error)}
          {...fieldErrorProps(fieldId, error)}
          className="field"
        />
        <FieldMessage fieldId={fieldId} error={error} />
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" onClick={onClose} className={buttonClasses("secondary")}>
            Cancel
          </button>
          <button type="submit" disabled={fetcher.state !== "idle"} className={buttonClasses("primary")}>
            {fetcher.state !== "idle" ? "Adding..." : text.title}
          </button>
        </div>
      </fetcher.Form>
    </Modal>
  );
}
