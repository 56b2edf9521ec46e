import { useEffect, useId, useState } from "react";
import { designAgeingUrl } from "~/modules/designs/public-design";
import type { AgeingReport } from "~/modules/ink/ageing-report";
import { adviceGroups, inkNames } from "~/modules/ink/ink-advice";
import { SKIN_TONES } from "~/modules/ink/skin-tones";
import { getJson, isApiError } from "~/utils/api-client";
import { YearsControl } from "../ink/years-control";

/**
 * "In years, on your skin" (issue 38): the years control (the try-on then lays the design as it
 * will be after them), the skin tone read from the photo (or chosen), and what the analysis says
 * for that tone: the verdict and a warning for each ink that will not show.
 */
export function TryOnAgeingSection(props: {
  designId: string;
  years: number;
  onYears: (years: number) => void;
  /** The tone read from the photo, if it looked like skin. */
  detectedTone: number | null;
  tone: number | null;
  onTone: (tone: number | null) => void;
  /** A band: how far it is turned round the limb. */
  turn: number | null;
  onTurn: (turn: number) => void;
}) {
  const toneId = useId();
  const turnId = useId();
  const report = useAgeingReport(props.designId, props.years, props.tone);
  const detected = SKIN_TONES.find((tone) => tone.id === props.detectedTone);
  const problems = report?.inks.filter((ink) => ink.visibility === "vanishes" || ink.vanishesBy !== null) ?? [];
  return (
    <fieldset className="mt-4 min-w-0 space-y-3">
      <legend className="font-semibold">In years, on your skin</legend>
      <YearsControl value={props.years} onChange={props.onYears} legend="The design in years" tone="dark" fill />
      <div>
        <label htmlFor={toneId} className="block">
          Skin tone
        </label>
        <select
          id={toneId}
          value={props.tone ?? ""}
          onChange={(event) => props.onTone(event.target.value ? Number(event.target.value) : null)}
          className="mt-1 w-full rounded-md bg-white px-2 py-1.5 text-ink-900"
          data-testid="tryon-skin-tone"
        >
          <option value="">Not chosen</option>
          {SKIN_TONES.map((tone) => (
            <option key={tone.id} value={tone.id}>
              {tone.name}
              {tone.id === props.detectedTone ? " (from your photo)" : ""}
            </option>
          ))}
        </select>
        {detected ? (
          <p className="mt-1 flex items-center gap-2 text-ink-200" data-testid="tryon-detected-tone">
            <span
              className="h-4 w-4 rounded-full ring-1 ring-white/40"
              style={{ background: detected.hex }}
              aria-hidden
            />
            The skin here looks closest to {detected.name}.
          </p>
        ) : null}
      </div>
      {props.turn !== null ? (
        <div>
          <label htmlFor={turnId} className="block">
            Turn the band round ({Math.round(props.turn * 360)}°)
          </label>
          <input
            id={turnId}
            type="range"
            min={0}
            max={1}
            step={0.02}
            value={props.turn}
            onChange={(event) => props.onTurn(Number(event.target.value))}
            className="w-full accent-flash-500"
          />
        </div>
      ) : null}
      {report ? (
        <div aria-live="polite" className="space-y-1 text-ink-100">
          <p className="font-semibold text-white" data-testid="tryon-verdict">
            {report.verdict}
          </p>
          {adviceGroups(problems).map(({ inks, suggestion }) => (
            <p
              key={inks.map((ink) => ink.hex).join()}
              role="alert"
              className="rounded-md bg-amber-100 px-2 py-1 text-amber-950"
            >
              {inkNames(inks)} will not show well on {report.tone?.name}. {suggestion}
            </p>
          ))}
        </div>
      ) : null}
      <a href={designAgeingUrl(props.designId)} className="inline-block font-semibold text-white underline">
        All years, tones and placements
      </a>
    </fieldset>
  );
}

/** The analysis for these years and tone, from the JSON route (the owner's own design). */
function useAgeingReport(designId: string, years: number, tone: number | null): AgeingReport | null {
  const [report, setReport] = useState<AgeingReport | null>(null);
  useEffect(() => {
    let cancelled = false;
    const params = new URLSearchParams({ years: String(years) });
    if (tone) params.set("tone", String(tone));
    getJson<AgeingReport>(`/api/designs/${encodeURIComponent(designId)}/ageing?${params}`)
      .then((answer) => !cancelled && setReport(answer))
      // A busy renderer, a limit or a lost connection leaves the last answer on screen.
      .catch((error: unknown) => (isApiError(error) || error instanceof TypeError ? undefined : Promise.reject(error)));
    return () => {
      cancelled = true;
    };
  }, [designId, years, tone]);
  return report;
}
