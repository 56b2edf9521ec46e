import { useEffect, type RefObject } from "react";
import type { FormReply } from "~/utils/form-reply";

/**
 * The rest of the field-error contract (field-message.tsx), apart so the home page's first
 * paint does not carry it: a refusal that names no field (a limit, a plan, a declined card)
 * shows as the form's message, read out at once; with JavaScript, focus goes to the first
 * field to fix, or to that message.
 */
export function FormMessage({
  reply,
  className,
}: {
  reply: Pick<FormReply, "message" | "fieldErrors"> | undefined;
  className?: string;
}) {
  if (!reply || Object.values(reply.fieldErrors).some(Boolean)) return null;
  return (
    <p
      role="alert"
      tabIndex={-1}
      data-form-message
      className={className ?? "rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800"}
    >
      {reply.message}
    </p>
  );
}

/** After each refusal (a new reply), focus its first field to fix or its message. */
export function useFocusRefusal(form: RefObject<HTMLFormElement | null>, reply: FormReply | undefined) {
  useEffect(() => {
    if (!reply) return;
    form.current?.querySelector<HTMLElement>("[aria-invalid='true'], [data-form-message]")?.focus();
  }, [form, reply]);
}
