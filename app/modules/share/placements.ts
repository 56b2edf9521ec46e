/**
 * The share form's fields shared by browser and server. Placement: where on the body a
 * shared design will go (a small select); the try-on view links to
 * `/designs/{id}/share?placement=forearm` to preselect it.
 */
/** The share form's other limits (the browser's maxLength and the server's schema). */
export const NOTES_MAX = 1000;
export const DISPLAY_NAME_MAX = 40;

export const PLACEMENTS = [
  { value: "forearm", label: "Forearm" },
  { value: "upper-arm", label: "Upper arm" },
  { value: "calf", label: "Calf" },
  { value: "back", label: "Back" },
  { value: "other", label: "Other" },
] as const;

export type Placement = (typeof PLACEMENTS)[number]["value"];

export const PLACEMENT_VALUES = PLACEMENTS.map((placement) => placement.value) as [Placement, ...Placement[]];

/** A placement from a query string or form ("upper arm", "Upper-Arm" and "upper_arm" all count); null otherwise. */
export function parsePlacement(value: string | null | undefined): Placement | null {
  if (!value) return null;
  const normalized = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  return PLACEMENT_VALUES.find((placement) => placement === normalized) ?? null;
}

export function placementLabel(value: string | null | undefined): string | null {
  return PLACEMENTS.find((placement) => placement.value === value)?.label ?? null;
}
