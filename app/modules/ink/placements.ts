/**
 * Where a tattoo goes (decision 024): each placement's sensible size range, how fast ink spreads
 * and fades there (skin that bends, rubs, is thin or sees the sun), the line limits the
 * tattooability check holds it to, and what to know about it. Bands go round a limb: the wearer's
 * circumference is their length. Pure and without zod: the generator form reads it.
 */
import type { SkinConditions } from "./ageing-model";

export type PlacementKind = "flat" | "band" | "finger";

export interface PlacementLimits {
  /** The closest two lines may be at the design's true size, in mm. */
  minGapMm: number;
  /** The thinnest line, in mm. */
  minStrokeMm: number;
}

export interface BodyPlacement {
  id: string;
  label: string;
  kind: PlacementKind;
  /** Widths that suit it, in cm (for a band: its height across the limb). */
  sizeCm: { min: number; max: number; standard: number };
  /** Bands: the limb's circumference, in cm, and the one used when the wearer gives none. */
  circumferenceCm?: { min: number; max: number; standard: number };
  skin: SkinConditions;
  limits: PlacementLimits;
  /** The physics that matter there, in a sentence. */
  notes: string;
}

export const DEFAULT_LIMITS: PlacementLimits = { minGapMm: 1.5, minStrokeMm: 0.3 };

/** Circumferences the band engine draws, in cm (a child's wrist to a large upper arm). */
export const CIRCUMFERENCE_RANGE_CM = { min: 12, max: 40 } as const;

export const BODY_PLACEMENTS = [
  {
    id: "wrist",
    label: "Wrist",
    kind: "flat",
    sizeCm: { min: 2, max: 8, standard: 5 },
    skin: { spreadFactor: 1.4, sunFactor: 1.3 },
    limits: { minGapMm: 1.8, minStrokeMm: 0.35 },
    notes: "Thin skin that bends all day and sees the sun: lines spread faster here, so leave them room.",
  },
  {
    id: "inner-forearm",
    label: "Inner forearm",
    kind: "flat",
    sizeCm: { min: 4, max: 20, standard: 10 },
    skin: { spreadFactor: 1, sunFactor: 0.8 },
    limits: DEFAULT_LIMITS,
    notes: "Flat, stable and mostly out of the sun: one of the places fine lines hold best.",
  },
  {
    id: "outer-forearm",
    label: "Outer forearm",
    kind: "flat",
    sizeCm: { min: 4, max: 20, standard: 10 },
    skin: { spreadFactor: 1.15, sunFactor: 1.4 },
    limits: DEFAULT_LIMITS,
    notes: "More sun than almost anywhere else on the body: colours fade sooner without sunscreen.",
  },
  {
    id: "upper-arm",
    label: "Upper arm",
    kind: "flat",
    sizeCm: { min: 5, max: 25, standard: 12 },
    skin: { spreadFactor: 1, sunFactor: 0.9 },
    limits: DEFAULT_LIMITS,
    notes: "Stable skin over muscle, often covered: it ages gently, though the skin stretches with muscle.",
  },
  {
    id: "upper-arm-band",
    label: "Upper arm band",
    kind: "band",
    sizeCm: { min: 1.5, max: 8, standard: 3.5 },
    circumferenceCm: { min: 20, max: 40, standard: 30 },
    skin: { spreadFactor: 1, sunFactor: 0.9 },
    limits: DEFAULT_LIMITS,
    notes: "A band goes right round: its pattern must repeat so the two ends meet, and it stretches with muscle.",
  },
  {
    id: "wrist-band",
    label: "Wrist band",
    kind: "band",
    sizeCm: { min: 0.6, max: 3, standard: 1.2 },
    circumferenceCm: { min: 12, max: 22, standard: 16 },
    skin: { spreadFactor: 1.4, sunFactor: 1.3 },
    limits: { minGapMm: 1.8, minStrokeMm: 0.35 },
    notes: "Round a wrist that bends and sees the sun: keep the repeat simple and bold.",
  },
  {
    id: "ankle-band",
    label: "Ankle band",
    kind: "band",
    sizeCm: { min: 0.8, max: 4, standard: 1.8 },
    circumferenceCm: { min: 16, max: 32, standard: 22 },
    skin: { spreadFactor: 1.3, sunFactor: 1 },
    limits: { minGapMm: 1.8, minStrokeMm: 0.35 },
    notes: "Shoes and socks rub it and the skin is thin over bone: lines blur sooner than on the leg above.",
  },
  {
    id: "ankle",
    label: "Ankle",
    kind: "flat",
    sizeCm: { min: 2, max: 8, standard: 5 },
    skin: { spreadFactor: 1.3, sunFactor: 1 },
    limits: { minGapMm: 1.8, minStrokeMm: 0.35 },
    notes: "Thin skin over bone that shoes rub: small and bold holds better than fine and busy.",
  },
  {
    id: "finger",
    label: "Finger",
    kind: "finger",
    sizeCm: { min: 0.8, max: 3, standard: 2 },
    skin: { spreadFactor: 1.8, sunFactor: 1.4 },
    limits: { minGapMm: 2.5, minStrokeMm: 0.5 },
    notes:
      "Skin that bends, rubs and renews fast: fine lines blur or drop out within a few years. One bold, simple mark with wide spacing holds.",
  },
  {
    id: "behind-the-ear",
    label: "Behind the ear",
    kind: "flat",
    sizeCm: { min: 1.5, max: 5, standard: 3 },
    skin: { spreadFactor: 1.25, sunFactor: 1.1 },
    limits: { minGapMm: 1.8, minStrokeMm: 0.35 },
    notes: "Thin skin on a small area: keep it simple; it is half hidden by hair, so bold reads best.",
  },
  {
    id: "collarbone",
    label: "Collarbone",
    kind: "flat",
    sizeCm: { min: 4, max: 15, standard: 8 },
    skin: { spreadFactor: 1.15, sunFactor: 1.2 },
    limits: DEFAULT_LIMITS,
    notes: "Thin skin over bone that moves with the shoulder and catches the sun in summer.",
  },
  {
    id: "ribs",
    label: "Ribs",
    kind: "flat",
    sizeCm: { min: 5, max: 30, standard: 15 },
    skin: { spreadFactor: 1.1, sunFactor: 0.7 },
    limits: DEFAULT_LIMITS,
    notes: "Almost never in the sun, so colours last; the skin stretches with breathing and with weight.",
  },
  {
    id: "calf",
    label: "Calf",
    kind: "flat",
    sizeCm: { min: 5, max: 25, standard: 12 },
    skin: { spreadFactor: 1.1, sunFactor: 1.2 },
    limits: DEFAULT_LIMITS,
    notes: "A large, steady canvas; bare legs in summer fade colours a little faster.",
  },
  {
    id: "back",
    label: "Back",
    kind: "flat",
    sizeCm: { min: 10, max: 50, standard: 25 },
    skin: { spreadFactor: 0.9, sunFactor: 0.7 },
    limits: DEFAULT_LIMITS,
    notes: "The largest, flattest and most sheltered skin: it holds fine detail best of all.",
  },
] as const satisfies readonly BodyPlacement[];

export type PlacementId = (typeof BODY_PLACEMENTS)[number]["id"];
export const PLACEMENT_IDS = BODY_PLACEMENTS.map((placement) => placement.id) as [PlacementId, ...PlacementId[]];

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

export function bodyPlacement(id: string | null | undefined): BodyPlacement | null {
  const found = parseBodyPlacement(id);
  return found ? (BODY_PLACEMENTS.find((placement) => placement.id === found) ?? null) : null;
}

export function isBand(id: string | null | undefined): boolean {
  return bodyPlacement(id)?.kind === "band";
}

/** The sentence a person reads: "Wrist band, 16 cm around". */
export function placementSummary(id: string | null | undefined, circumferenceCm?: number | null): string | null {
  const placement = bodyPlacement(id);
  if (!placement) return null;
  return placement.kind === "band" && circumferenceCm
    ? `${placement.label}, ${circumferenceCm} cm around`
    : placement.label;
}
