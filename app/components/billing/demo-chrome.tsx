import type { ReactNode } from "react";
import { PRODUCT_NAME } from "~/utils/messages/common";

/** The strip that says, on every demo payment page, that nothing here is real. */
export function DemoBanner({ children }: { children?: ReactNode }) {
  return (
    <div
      role="note"
      aria-label="Demo mode"
      className="bg-amber-300 px-4 py-2.5 text-center text-sm font-semibold text-ink-950"
    >
      <span className="mr-2 rounded bg-ink-950 px-1.5 py-0.5 text-xs font-bold uppercase tracking-wider text-amber-300">
        Demo
      </span>
      {children ?? (
        <>
          {PRODUCT_NAME}&apos;s demo checkout: no real payment is taken. Pay with the test card{" "}
          <span className="whitespace-nowrap font-mono">4242 4242 4242 4242</span>, any future date and any CVC.
        </>
      )}
    </div>
  );
}

/** Like Stripe's 'TEST MODE' badge beside the merchant name. */
export function DemoPill() {
  return (
    <span className="rounded-md bg-amber-300 px-1.5 py-0.5 text-[11px] font-bold uppercase tracking-wider text-ink-950">
      Demo mode
    </span>
  );
}
