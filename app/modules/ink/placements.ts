/**
 * The physics of each placement (decision 029): how fast ink spreads and fades there (skin that
 * bends, rubs, is thin or sees the sun), the line limits the tattooability check and the engine
 * hold it to, and what to know about it, in a sentence. Keyed by the placements of
 * ./placement-options.ts, so a placement without physics fails to compile.
 */
import type { SkinConditions } from "./ageing-model";
import { parseBodyPlacement, PLACEMENT_OPTIONS, type PlacementId, type PlacementOption } from "./placement-options";

export * from "./placement-options";

export interface PlacementLimits {
  /** The closest two lines may be at the design's true size, in mm. */
  minGapMm: number;
  /** The thinnest line, in mm. */
  minStrokeMm: number;
}

export interface BodyPlacement extends PlacementOption {
  skin: SkinConditions;
  limits: PlacementLimits;
  /** The physics that matter there, in a sentence. */
  notes: string;
}

export const DEFAULT_LIMITS: PlacementLimits = { minGapMm: 1.5, minStrokeMm: 0.3 };

const PHYSICS: Record<PlacementId, Pick<BodyPlacement, "skin" | "limits" | "notes">> = {
  wrist: {
    skin: { spreadFactor: 1.4, sunFactor: 1.3 },
    limits: { minGapMm: 1.8, minStrokeMm: 0.35 },
    notes: "Thin skin that bends all day and sees the sun: lines spread faster here, so leave them room.",
  },
  "inner-forearm": {
    skin: { spreadFactor: 1, sunFactor: 0.8 },
    limits: DEFAULT_LIMITS,
    notes: "Flat, stable and mostly out of the sun: one of the places fine lines hold best.",
  },
  "outer-forearm": {
    skin: { spreadFactor: 1.15, sunFactor: 1.4 },
    limits: DEFAULT_LIMITS,
    notes: "More sun than almost anywhere else on the body: colours fade sooner without sunscreen.",
  },
  "upper-arm": {
    skin: { spreadFactor: 1, sunFactor: 0.9 },
    limits: DEFAULT_LIMITS,
    notes: "Stable skin over muscle, often covered: it ages gently, though the skin stretches with muscle.",
  },
  "upper-arm-band": {
    skin: { spreadFactor: 1, sunFactor: 0.9 },
    limits: DEFAULT_LIMITS,
    notes: "A band goes right round: its pattern must repeat so the two ends meet, and it stretches with muscle.",
  },
  "wrist-band": {
    skin: { spreadFactor: 1.4, sunFactor: 1.3 },
    limits: { minGapMm: 1.8, minStrokeMm: 0.35 },
    notes: "Round a wrist that bends and sees the sun: keep the repeat simple and bold.",
  },
  "ankle-band": {
    skin: { spreadFactor: 1.3, sunFactor: 1 },
    limits: { minGapMm: 1.8, minStrokeMm: 0.35 },
    notes: "Shoes and socks rub it and the skin is thin over bone: lines blur sooner than on the leg above.",
  },
  ankle: {
    skin: { spreadFactor: 1.3, sunFactor: 1 },
    limits: { minGapMm: 1.8, minStrokeMm: 0.35 },
    notes: "Thin skin over bone that shoes rub: small and bold holds better than fine and busy.",
  },
  finger: {
    skin: { spreadFactor: 1.8, sunFactor: 1.4 },
    limits: { minGapMm: 2.5, minStrokeMm: 0.5 },
    notes:
      "Skin that bends, rubs and renews fast: fine lines blur or drop out within a few years. One bold, simple mark with wide spacing holds.",
  },
  "behind-the-ear": {
    skin: { spreadFactor: 1.25, sunFactor: 1.1 },
    limits: { minGapMm: 1.8, minStrokeMm: 0.35 },
    notes: "Thin skin on a small area: keep it simple; it is half hidden by hair, so bold reads best.",
  },
  collarbone: {
    skin: { spreadFactor: 1.15, sunFactor: 1.2 },
    limits: DEFAULT_LIMITS,
    notes: "Thin skin over bone that moves with the shoulder and catches the sun in summer.",
  },
  ribs: {
    skin: { spreadFactor: 1.1, sunFactor: 0.7 },
    limits: DEFAULT_LIMITS,
    notes: "Almost never in the sun, so colours last; the skin stretches with breathing and with weight.",
  },
  calf: {
    skin: { spreadFactor: 1.1, sunFactor: 1.2 },
    limits: DEFAULT_LIMITS,
    notes: "A large, steady canvas; bare legs in summer fade colours a little faster.",
  },
  back: {
    skin: { spreadFactor: 0.9, sunFactor: 0.7 },
    limits: DEFAULT_LIMITS,
    notes: "The largest, flattest and most sheltered skin: it holds fine detail best of all.",
  },
};

export const BODY_PLACEMENTS: readonly BodyPlacement[] = PLACEMENT_OPTIONS.map((option) => ({
  ...option,
  ...PHYSICS[option.id],
}));

export function bodyPlacement(id: string | null | undefined): BodyPlacement | null {
  const found = parseBodyPlacement(id);
  return found ? (BODY_PLACEMENTS.find((placement) => placement.id === found) ?? null) : null;
}

export function isBand(id: string | null | undefined): boolean {
  return bodyPlacement(id)?.kind === "band";
}
