import type { AgeingAnalysis } from "./ageing-analysis";
import type { InkOnSkin } from "./ink-on-skin";
import type { BodyPlacement } from "./placements";

/** What the page, the JSON route and the share page show of how a design ages. */
export interface AgeingReport {
  placement: Pick<BodyPlacement, "id" | "label" | "kind" | "notes" | "sizeCm" | "limits"> | null;
  /** The design's width at its true size (or the size previewed), in cm. */
  widthCm: number;
  years: number;
  verdict: string;
  firstMergeYears: number | null;
  merges: AgeingAnalysis["merges"];
  /** The narrowest gap a line keeps open for 20 years here, and the size at which this design would. */
  lastingGapMm: number;
  lastingSizeCm: number | null;
  tone: { id: number; name: string; hex: string } | null;
  inks: InkOnSkin[];
}
