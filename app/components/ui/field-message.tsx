/**
 * Field errors, the one way every form shows them: the field is `aria-invalid`, a message
 * right under it is named by its `aria-describedby`, and the first wrong field takes focus
 * (the server renders `autoFocus` for the no-JavaScript path; with JavaScript the form
 * focuses it). Conform's markup contract, without its weight on the home page (decision 017).
 * A refusal that names no field (a limit, a plan) shows as the form's message (form-message.tsx).
 */
export const fieldMessageId = (fieldId: string) => `${fieldId}-error`;

/** Props for the field itself; `hintId` names a hint that describes the field too (after the error). */
export function fieldErrorProps(fieldId: string, error: string | null | undefined, hintId?: string) {
  if (!error) return hintId ? { "aria-describedby": hintId } : {};
  return {
    "aria-invalid": true as const,
    "aria-describedby": hintId ? `${fieldMessageId(fieldId)} ${hintId}` : fieldMessageId(fieldId),
  };
}

export function FieldMessage({ fieldId, error }: { fieldId: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={fieldMessageId(fieldId)} className="mt-1.5 text-sm font-semibold text-red-700">
      {error}
    </p>
  );
}
