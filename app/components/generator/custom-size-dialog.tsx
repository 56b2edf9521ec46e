import { useState } from "react";
import { buttonClasses } from "../ui/button";
import { Modal } from "../ui/modal";

/** 'Custom Size Specification' (spec §2, §5): 'Use This Size' stays disabled while empty. */
export default function CustomSizeDialog(props: {
  initial: string;
  onUse: (size: string) => void;
  onClose: () => void;
  closeHref: string;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <Modal
      open
      onClose={props.onClose}
      title="Custom Size Specification"
      description="Give the size the tattoo will have on the skin; the design keeps its lines tattooable at that size."
      closeHref={props.closeHref}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (value.trim()) props.onUse(value.trim());
        }}
      >
        <label htmlFor="custom-size" className="label">
          Size
        </label>
        <input
          id="custom-size"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={60}
          placeholder="e.g. 8 x 12 cm, or 3 inches"
          autoComplete="off"
          className="field"
        />
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" onClick={props.onClose} className={buttonClasses("secondary")}>
            Cancel
          </button>
          <button type="submit" disabled={value.trim() === ""} className={buttonClasses("primary")}>
            Use This Size
          </button>
        </div>
      </form>
    </Modal>
  );
}
