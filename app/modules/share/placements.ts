import { parseBodyPlacement, PLACEMENT_OPTIONS, placementOption } from "~/modules/ink/placement-options";

/**
 * The share form's fields shared by browser and server. Placement: where on the body a shared
 * design will go: the placements of issue 38 (app/modules/ink/placement-options.ts) and "other";
 * the try-on view links to `/designs/{id}/share?placement=outer-forearm` to preselect it.
 */
/** The share form's other limits (the browser's maxLength and the server's schema). */
export const NOTES_MAX = 1000;
export const DISPLAY_NAME_MAX = 40;

export const PLACEMENTS = [
  ...PLACEMENT_OPTIONS.map((option) => ({ value: option.id as string, label: option.label as string })),
  { value: "other", label: "Other" },
] as const;

export type Placement = (typeof PLACEMENTS)[number]["value"];

export const PLACEMENT_VALUES = PLACEMENTS.map((placement) => placement.value) as [Placement, ...Placement[]];

/**
 * A placement from a query string or form ("upper arm", "Upper-Arm", "wrist_band" and the older
 * "forearm" all count); null otherwise.
 */
export function parsePlacement(value: string | null | undefined): Placement | null {
  if (value?.trim().toLowerCase() === "other") return "other";
  return parseBodyPlacement(value);
}

/** Links made before issue 38 keep their words ("Forearm"). */
const EARLIER_LABELS: Record<string, string> = { forearm: "Forearm", other: "Other" };

export function placementLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return EARLIER_LABELS[value] ?? placementOption(value)?.label ?? null;
}
