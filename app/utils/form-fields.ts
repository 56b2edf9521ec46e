import { useCallback, useEffect, useLayoutEffect, useState } from "react";

/**
 * A form's fields as React state, starting from what the person did before the app ran
 * (issue 35, docs/decisions/026-first-second.md). Pages are whole without JavaScript and
 * the app's scripts start after the first paint, so on a slow phone people type, tick and choose
 * in the server-rendered form for seconds before React hydrates it; React would then start from
 * the values it rendered (and React 18 even resets a textarea that has text of its own).
 *
 * - `recordFormInput()` (entry.client.tsx, just before hydrating) reads every form that has an id
 *   as form data, and reads it again on each input until the form's component has taken it.
 * - `useFormFields(formId, initial)` holds the form's fields (a text or a choice: a string; a group
 *   of checkboxes: the list of the ticked ones' values) and starts them from that record in the
 *   hydration's own commit, before anything paints or handles an event. Every field a form holds
 *   as state goes through it; a field it does not hold (a file) stays in the DOM, which hydration
 *   leaves alone, and is read with the form's data when it is sent.
 * - Once it has taken the record, the form carries `data-live`: scripts standing in for the app
 *   until then (the suggestion's Tab and Esc) step aside.
 */

type FieldValue = string | string[];
type Update<Value> = Value | ((current: Value) => Value);

const recorded = new Map<string, FormData>();
const taken = new Set<string>();

function record(form: HTMLFormElement | null | undefined) {
  if (form?.id && !taken.has(form.id)) recorded.set(form.id, new FormData(form));
}

/** Reads the forms as they are, then follows the person's input until each form's component takes it. */
export function recordFormInput() {
  for (const form of document.forms) record(form);
  // In the capture phase, before React's own listeners: an input during hydration is recorded first.
  document.addEventListener("input", (event) => record((event.target as HTMLInputElement).form), true);
}

// Layout effects do nothing on the server (and React warns there); in the browser they run in the commit.
const useCommitEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

export function useFormFields<Fields extends Record<string, FieldValue>>(formId: string, initial: Fields) {
  const [fields, setFields] = useState(initial);

  useCommitEffect(() => {
    taken.add(formId);
    const data = recorded.get(formId);
    recorded.delete(formId);
    document.getElementById(formId)?.setAttribute("data-live", "");
    if (!data) return;
    setFields((current) => {
      const next: Record<string, FieldValue> = { ...current };
      for (const name in current) {
        if (Array.isArray(current[name])) next[name] = data.getAll(name).map(String);
        else if (data.has(name)) next[name] = String(data.get(name));
      }
      return next as Fields;
    });
  }, [formId]);

  const setField = useCallback(<Name extends keyof Fields>(name: Name, update: Update<Fields[Name]>) => {
    setFields((current) => ({
      ...current,
      [name]: typeof update === "function" ? update(current[name]) : update,
    }));
  }, []);

  return [fields, setField] as const;
}
