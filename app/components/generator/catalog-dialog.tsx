import { useRevalidator } from "react-router";
import { useRef, useState, type FormEvent } from "react";
import type { FormFieldErrors } from "~/utils/http-error";
import { catalogMessages } from "~/utils/messages/catalog";
import { genericMessages, validationMessages } from "~/utils/messages/common";
import { toast } from "~/utils/toast";
import { buttonClasses } from "../ui/button";
import { FieldMessage, fieldErrorProps } from "../ui/field-message";
import { Modal } from "../ui/modal";

export interface CatalogDialogProps {
  kind: "style" | "idea";
  onClose: () => void;
  closeHref: string;
  /** The page's refused plain-form post (no JavaScript), if any: shown when it was this form's. */
  submitted?: { form: string; value?: string; fieldErrors: FormFieldErrors };
}

const copy = {
  style: {
    title: "Add Custom Style",
    label: "Style name",
    placeholder: "e.g. Biomechanical",
    hint: "Your style is yours to use at once, and appears for everyone once it has been used 5 times.",
    endpoint: "/api/styles",
    field: "name",
    required: validationMessages.styleNameRequired,
    added: catalogMessages.styleAdded,
    fallback: catalogMessages.addStyleFailed,
  },
  idea: {
    title: "Add Popular Idea",
    label: "Idea",
    placeholder: "e.g. Octopus holding a compass",
    hint: "Your idea is listed for you at once, and for everyone once it has been used 5 times.",
    endpoint: "/api/popular-ideas",
    field: "text",
    required: validationMessages.ideaTextRequired,
    added: catalogMessages.ideaAdded,
    fallback: catalogMessages.addIdeaFailed,
  },
} as const;

/** 'Add Custom Style' and 'Add Popular Idea' (spec §2, §5). A form that also works without JavaScript. */
export default function CatalogDialog({ kind, onClose, closeHref, submitted }: CatalogDialogProps) {
  const text = copy[kind];
  const fieldId = `new-${kind}`;
  const mine = submitted?.form === `add-${kind}` ? submitted : undefined;
  const [value, setValue] = useState(mine?.value ?? "");
  const [error, setError] = useState(mine?.fieldErrors[text.field]);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const markField = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value.trim() === "") {
      toast({ ...text.required, variant: "destructive" });
      markField(text.required.description);
      return;
    }
    setPending(true);
    try {
      const response = await fetch(text.endpoint, {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ [text.field]: value.trim() }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        message?: string;
        name?: string;
        text?: string;
        fieldErrors?: Record<string, string[] | undefined>;
      };
      if (!response.ok) {
        toast({ title: genericMessages.errorTitle, description: body.message || text.fallback, variant: "destructive" });
        const fieldError = body.fieldErrors?.[text.field]?.[0];
        if (fieldError) markField(fieldError);
        return;
      }
      toast({ title: text.added, description: body.name ?? body.text, variant: "success" });
      revalidator.revalidate();
      onClose();
    } catch {
      toast({ title: genericMessages.errorTitle, description: text.fallback, variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={text.title} description={text.hint} closeHref={closeHref}>
      {/* The dialog stays open after a refused plain-form post: its address keeps ?dialog. */}
      <form method="post" action={`/?index&dialog=add-${kind}`} onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value={kind === "style" ? "add-style" : "add-idea"} />
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
          <button type="submit" disabled={pending} className={buttonClasses("primary")}>
            {pending ? "Adding..." : text.title}
          </button>
        </div>
      </form>
    </Modal>
  );
}
