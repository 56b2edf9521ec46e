import { generateMessages } from "~/utils/messages/generate";

/** The loading view while a design is made (spec §2, §4): a progress bar and percentage. */
export default function LoadingView({
  kind,
  progress,
  queuePosition = 0,
}: {
  kind: "generating" | "customizing";
  progress: number;
  /** Place in the server's queue while waiting (0: being made). */
  queuePosition?: number;
}) {
  const title = kind === "customizing" ? generateMessages.customizing : generateMessages.loading;
  const value = Math.round(progress);
  return (
    <section
      aria-labelledby="loading-title"
      className="mx-auto mt-8 max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-ink-100"
      data-testid="loading-view"
    >
      <div
        className="mx-auto h-14 w-14 animate-spin rounded-full border-4 border-ink-100 border-t-flash-600"
        aria-hidden="true"
      />
      <h2 id="loading-title" className="mt-5 text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-600" aria-live="polite">
        {queuePosition > 0
          ? `You are number ${queuePosition} in line. Pro designs are made first.`
          : "Inking the linework, laying in the shading..."}
      </p>
      <div
        role="progressbar"
        aria-labelledby="loading-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="mt-6 h-3 overflow-hidden rounded-full bg-ink-100"
      >
        <div
          className="h-full rounded-full bg-flash-600 transition-[width] duration-200"
          style={{ width: `${value}%` }}
        />
      </div>
      <p className="mt-2 text-sm font-semibold tabular-nums" aria-live="polite">
        {value}%
      </p>
    </section>
  );
}
