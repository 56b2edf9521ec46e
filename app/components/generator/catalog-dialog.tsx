import { useRevalidator } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { catalogMessages } from "~/utils/messages/catalog";
import { genericMessages, validationMessages } from "~/utils/messages/common";
import { toast } from "~/utils/toast";
import { buttonClasses } from "../ui/button";
import { Modal } from "../ui/modal";

export interface CatalogDialogProps {
  kind: "style" | "idea";
  onClose: () => void;
  closeHref: string;
}

const copy = {
  style: {
    title: "Add Custom Style",
    label: "Style name",
    placeholder: "e.g. Biomechanical",
    hint: "Your style is yours to use at once, and appears for everyone once it has been used 5 times.",
    endpoint: "/api/styles",
    field: "name",
    maxLength: 40,
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
    maxLength: 120,
    required: validationMessages.ideaTextRequired,
    added: catalogMessages.ideaAdded,
    fallback: catalogMessages.addIdeaFailed,
  },
} as const;

/** 'Add Custom Style' and 'Add Popular Idea' (spec §2, §5). A form that also works without JavaScript. */
export default function CatalogDialog({ kind, onClose, closeHref }: CatalogDialogProps) {
  const text = copy[kind];
  const [value, setValue] = useState("");
  const [pending, setPending] = useState(false);
  const revalidator = useRevalidator();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value.trim() === "") {
      toast({ ...text.required, variant: "destructive" });
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
      const body = (await response.json().catch(() => ({}))) as { message?: string; name?: string; text?: string };
      if (!response.ok) {
        toast({ title: genericMessages.errorTitle, description: body.message || text.fallback, variant: "destructive" });
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
      <form method="post" action="/?index" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value={kind === "style" ? "add-style" : "add-idea"} />
        <label htmlFor={`new-${kind}`} className="label">
          {text.label}
        </label>
        <input
          id={`new-${kind}`}
          name={text.field}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={text.maxLength}
          placeholder={text.placeholder}
          autoComplete="off"
          className="field"
        />
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
