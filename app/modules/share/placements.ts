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

/**
 * When a link stops by itself (L10): the owner chooses at creation; by default never (until they stop sharing). An
 * expired link answers as a stopped one.
 */
export const SHARE_EXPIRY_CHOICES = [
  { value: "", label: "Never (until you stop sharing)" },
  { value: "1", label: "After 1 day" },
  { value: "7", label: "After 7 days" },
  { value: "30", label: "After 30 days" },
  { value: "90", label: "After 90 days" },
] as const;

export const SHARE_EXPIRY_DAYS = ["1", "7", "30", "90"] as const;

export function placementLabel(value: string | null | undefined): string | null {
  return PLACEMENTS.find((placement) => placement.value === value)?.label ?? null;
}
