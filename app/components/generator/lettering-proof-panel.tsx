import { useEffect, useRef } from "react";
import { codePoints, type LetteringProof } from "~/modules/lettering/lettering-proof";
import { cn } from "~/utils/cn";
import { letteringMessages } from "~/utils/messages/lettering";
import { buttonClasses } from "../ui/button";
import { letteringStore } from "./lettering-store";

/**
 * The spelling to confirm before lettering is inked (issue 37): exactly the characters, line by
 * line (with their code points, so look-alike letters can be told apart), the scripts named,
 * dates read back from Roman numerals, the fonts and layout, the note that a translation is the
 * person's to check, and the legibility at the size asked. Its button posts the confirmation
 * (letteringConfirm) with the form: the same without JavaScript.
 */
export default function LetteringProofPanel({
  proof,
  error,
  focus,
}: {
  proof: LetteringProof | null;
  error?: string;
  /** Take focus when shown (with JavaScript, after Generate asked for the confirmation). */
  focus?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, proof]);
  if (!proof) {
    return error ? (
      <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        {error}
      </p>
    ) : null;
  }
  const legibility = proof.legibility;
  return (
    <section
      aria-labelledby="lettering-proof-heading"
      className="rounded-xl border-2 border-flash-300 bg-white p-4"
      data-testid="lettering-proof"
    >
      <h3 ref={heading} id="lettering-proof-heading" tabIndex={-1} className="font-display text-xl text-ink-900">
        {letteringMessages.confirmHeading}
      </h3>
      {error ? (
        <p role="alert" className="mt-1 text-sm font-semibold text-flash-800">
          {error}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-ink-700">{letteringMessages.confirmIntro}</p>
      <ol className="mt-2 space-y-2" data-testid="lettering-lines">
        {proof.lines.map((line, i) => (
          <li key={i} className="rounded-lg bg-ink-50 px-3 py-2">
            <span dir="auto" className="block break-words text-2xl text-ink-900" data-testid="lettering-line">
              {line}
            </span>
            <span className="block break-all font-mono text-[11px] text-ink-500">{codePoints(line)}</span>
          </li>
        ))}
      </ol>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink-700">
        <dt className="font-semibold">Script</dt>
        <dd data-testid="lettering-scripts">{proof.scripts.join(", ")}</dd>
        <dt className="font-semibold">Font</dt>
        <dd>
          {proof.fonts.map((font) => font.name).join(", ")}
          {proof.substituted ? " (the chosen font lacks some of these characters)" : ""}
        </dd>
        <dt className="font-semibold">Layout</dt>
        <dd>{proof.layout}</dd>
        {proof.readings.length ? (
          <>
            <dt className="font-semibold">Reads</dt>
            <dd data-testid="lettering-readings">
              {proof.readings.map((r) => `${r.from} → ${r.to} (${r.parts.join(" · ")})`).join("; ")}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="mt-3 text-sm text-ink-600">{letteringMessages.translationNote}</p>
      {legibility ? (
        <p
          role={legibility.ok ? "status" : "alert"}
          data-testid="lettering-legibility"
          className={cn(
            "mt-3 rounded-lg px-3 py-2 text-sm font-semibold",
            legibility.ok ? "bg-emerald-50 text-emerald-800" : "bg-amber-50 text-amber-900",
          )}
        >
          {legibility.message}
          <span className="block font-normal">
            Smallest letter {legibility.letterHeightMm} mm, strokes {legibility.strokeMm} mm
            {legibility.counterMm !== null ? `, counters ${legibility.counterMm} mm` : ""} at {legibility.sizeCm} cm.
          </span>
        </p>
      ) : null}
      {proof.uncovered.length ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
          {letteringMessages.noFont(proof.uncovered.join(" "))}
        </p>
      ) : (
        <button
          type="submit"
          name="letteringConfirm"
          value={proof.confirmation}
          // With JavaScript the generation runner reads it from the store (without, the button's value posts).
          onClick={() => letteringStore.confirm(proof.confirmation)}
          className={buttonClasses("accent", "md", "mt-4")}
        >
          {letteringMessages.confirmButton}
        </button>
      )}
    </section>
  );
}
