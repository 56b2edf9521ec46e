/**
 * Where a tattoo can go (issue 38; decision 029): each placement's name, whether it is flat, a band
 * round a limb or a finger, the widths that suit it (for a band, its height across the limb) and a
 * band's circumference range. Small and without zod, shared by server and browser; the home page's
 * generator gets what it shows from the page's data (`placementSlot`), not this module. The physics
 * of each (how ink ages there, its line limits) is ./placements.ts.
 */

export type PlacementKind = "flat" | "band" | "finger";

export interface PlacementOption {
  id: string;
  label: string;
  kind: PlacementKind;
  /** Widths that suit it, in cm (for a band: its height across the limb), and the one drawn by default. */
  sizeCm: { min: number; max: number; standard: number };
  /** Bands: the limb's circumference, in cm, and the one used when the wearer gives none. */
  circumferenceCm?: { min: number; max: number; standard: number };
}

/** Circumferences the band engine draws, in cm (a child's wrist to a large upper arm). */
export const CIRCUMFERENCE_RANGE_CM = { min: 12, max: 40 } as const;

export const PLACEMENT_OPTIONS = [
  { id: "wrist", label: "Wrist", kind: "flat", sizeCm: { min: 2, max: 8, standard: 5 } },
  { id: "inner-forearm", label: "Inner forearm", kind: "flat", sizeCm: { min: 4, max: 20, standard: 10 } },
  { id: "outer-forearm", label: "Outer forearm", kind: "flat", sizeCm: { min: 4, max: 20, standard: 10 } },
  { id: "upper-arm", label: "Upper arm", kind: "flat", sizeCm: { min: 5, max: 25, standard: 12 } },
  {
    id: "upper-arm-band",
    label: "Upper arm band",
    kind: "band",
    sizeCm: { min: 1.5, max: 8, standard: 3.5 },
    circumferenceCm: { min: 20, max: 40, standard: 30 },
  },
  {
    id: "wrist-band",
    label: "Wrist band",
    kind: "band",
    sizeCm: { min: 0.8, max: 3, standard: 1.5 },
    circumferenceCm: { min: 12, max: 22, standard: 16 },
  },
  {
    id: "ankle-band",
    label: "Ankle band",
    kind: "band",
    sizeCm: { min: 0.8, max: 4, standard: 1.8 },
    circumferenceCm: { min: 16, max: 32, standard: 22 },
  },
  { id: "ankle", label: "Ankle", kind: "flat", sizeCm: { min: 2, max: 8, standard: 5 } },
  { id: "finger", label: "Finger", kind: "finger", sizeCm: { min: 0.8, max: 3, standard: 2 } },
  { id: "behind-the-ear", label: "Behind the ear", kind: "flat", sizeCm: { min: 1.5, max: 5, standard: 3 } },
  { id: "collarbone", label: "Collarbone", kind: "flat", sizeCm: { min: 4, max: 15, standard: 8 } },
  { id: "ribs", label: "Ribs", kind: "flat", sizeCm: { min: 5, max: 30, standard: 15 } },
  { id: "calf", label: "Calf", kind: "flat", sizeCm: { min: 5, max: 25, standard: 12 } },
  { id: "back", label: "Back", kind: "flat", sizeCm: { min: 10, max: 50, standard: 25 } },
] as const satisfies readonly PlacementOption[];

export type PlacementId = (typeof PLACEMENT_OPTIONS)[number]["id"];
export const PLACEMENT_IDS = PLACEMENT_OPTIONS.map((placement) => placement.id) as [PlacementId, ...PlacementId[]];

/** Older names that still arrive (share links and try-on backdrops before this list). */
const ALIASES: Record<string, PlacementId> = { forearm: "outer-forearm" };

/** A placement from a query string or form ("Wrist band", "wrist_band", "wrist-band"); null otherwise. */
export function parseBodyPlacement(value: string | null | undefined): PlacementId | null {
  if (!value) return null;
  const normalized = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  if (normalized in ALIASES) return ALIASES[normalized];
  return PLACEMENT_IDS.find((id) => id === normalized) ?? null;
}

export function placementOption(id: string | null | undefined): PlacementOption | null {
  const found = parseBodyPlacement(id);
  return found ? (PLACEMENT_OPTIONS.find((placement) => placement.id === found) ?? null) : null;
}

/** The sentence a person reads: "Wrist band, 16 cm around". */
export function placementSummary(id: string | null | undefined, circumferenceCm?: number | null): string | null {
  const placement = placementOption(id);
  if (!placement) return null;
  return placement.kind === "band" && circumferenceCm
    ? `${placement.label}, ${circumferenceCm} cm around`
    : placement.label;
}

/** What the generator's "Where it goes" shows (home page data, so its JavaScript carries none of it). */
export interface PlacementSlot {
  options: Array<{ id: string; label: string }>;
  canChooseCircumference: boolean;
  circumferenceHint: string;
}

export function placementSlot(canChooseCircumference: boolean): PlacementSlot {
  const bands = (PLACEMENT_OPTIONS as readonly PlacementOption[]).flatMap(({ label, circumferenceCm }) =>
    circumferenceCm ? [{ limb: label.replace(/ band$/, "").toLowerCase(), ...circumferenceCm }] : [],
  );
  return {
    options: PLACEMENT_OPTIONS.map(({ id, label }) => ({ id, label })),
    canChooseCircumference,
    circumferenceHint: canChooseCircumference
      ? `For a band, measure round it: ${bands.map((band) => `${band.limb} ${band.min} to ${band.max} cm`).join(", ")}.`
      : `Bands are drawn for ${bands.map((band) => `a ${band.standard} cm ${band.limb}`).join(", ")}; your own circumference is on Premium and Pro.`,
  };
}
