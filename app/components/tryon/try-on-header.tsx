import { DialogTitle } from "@headlessui/react";
import { CloseIcon } from "../ui/icons/close";

/** The try-on view's title bar: what is tried on, and the close button. */
export function TryOnHeader({ description, onClose }: { description: string; onClose: () => void }) {
  return (
    <div className="flex items-center gap-3 px-4 py-2">
      <DialogTitle className="min-w-0 flex-1 truncate text-sm font-semibold">Try on: {description}</DialogTitle>
      <button type="button" onClick={onClose} className="viewer-button" aria-label="Close try on">
        <CloseIcon />
      </button>
    </div>
  );
}
