import { useCallback, useEffect, useRef, useState, type ComponentType, type RefObject } from "react";
import type { PictureSlot } from "~/modules/pictures/picture-options";
import { fieldErrorProps, FieldMessage } from "../ui/field-message";

export type { PictureSlot };

/**
 * "Start from a picture" (issue 28) as the generator's first paint has it: a plain file field
 * of the form (it works without JavaScript: the whole picture is used), or, for guests, a link
 * to sign in that comes back. Its texts come from the loader. The tools (preview, crop box,
 * a drop zone, remove) load on first use (focus, or a file chosen or dropped on the field: the
 * browser's own field takes a drop), for the home page's JavaScript budget.
 */
export interface PictureToolsProps {
  input: RefObject<HTMLInputElement>;
}

export function PictureField({ slot, error }: { slot: PictureSlot; error?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [Tools, setTools] = useState<ComponentType<PictureToolsProps>>();
  const load = useCallback(() => void import("./picture-tools").then((tools) => setTools(() => tools.default)), []);
  // A picture chosen before the app ran (the field keeps it through hydration): its preview and crop box at once.
  useEffect(() => {
    if (input.current?.files?.length) load();
  }, [load]);
  if ("signIn" in slot) {
    return (
      <a href={slot.signIn} className="picture-sign-in">
        {slot.label}
      </a>
    );
  }
  return (
    <div className="mt-4" onFocusCapture={load} onChangeCapture={load}>
      <label htmlFor="picture" className="label">
        {slot.label} <span className="picture-hint">{slot.hint}</span>
      </label>
      <input
        ref={input}
        id="picture"
        name="picture"
        type="file"
        accept="image/*"
        autoFocus={!!error}
        {...fieldErrorProps("picture", error)}
        className="field picture-input"
      />
      <FieldMessage fieldId="picture" error={error} />
      {Tools && <Tools input={input} />}
    </div>
  );
}
