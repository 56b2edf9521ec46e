/**
 * The physical size a design will be tattooed at, from the size label the user chose or typed.
 * Pure (no Node APIs): the flash engine, print-ready PDFs and the tattooability badge share it.
 *
 * Ranges use their smaller bound ("Small (5-10 cm)" is 5 cm): line spacing must survive the
 * smallest size the user may pick within the range. Text we cannot read falls back to medium.
 */

export interface PhysicalSize {
  widthCm: number;
  heightCm: number;
  label: string;
}

export const PRESET_SIZES = {
  small: { widthCm: 5, heightCm: 5, label: "Small (5-10 cm)" },
  medium: { widthCm: 10, heightCm: 10, label: "Medium (10-20 cm)" },
  large: { widthCm: 20, heightCm: 20, label: "Large (20+ cm)" },
} as const satisfies Record<string, PhysicalSize>;

const MIN_CM = 1;
const MAX_CM = 120;

const UNIT_TO_CM: Record<string, number> = {
  mm: 0.1,
  millimeter: 0.1,
  millimeters: 0.1,
  millimetre: 0.1,
  millimetres: 0.1,
  cm: 1,
  centimeter: 1,
  centimeters: 1,
  centimetre: 1,
  centimetres: 1,
  in: 2.54,
  inch: 2.54,
  inches: 2.54,
  '"': 2.54,
  "''": 2.54,
  "″": 2.54,
};

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const UNIT = String.raw`(mm|millimet(?:er|re)s?|cm|centimet(?:er|re)s?|inch(?:es)?|in\b|''|"|″)?`;
const RANGE = String.raw`(?:\s*(?:-|–|to)\s*${NUMBER})?`;
const DIMENSION = new RegExp(String.raw`${NUMBER}${RANGE}\s*${UNIT}`, "gi");

function toNumber(text: string): number {
  return Number(text.replace(",", "."));
}

const round = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number) => Math.min(MAX_CM, Math.max(MIN_CM, value));

function presetFor(text: string): PhysicalSize | undefined {
  const lower = text.toLowerCase();
  if (/^\s*small\b/.test(lower)) return { ...PRESET_SIZES.small };
  if (/^\s*medium\b/.test(lower)) return { ...PRESET_SIZES.medium };
  if (/^\s*large\b/.test(lower)) return { ...PRESET_SIZES.large };
  return undefined;
}

export function parsePhysicalSize(size: string): PhysicalSize {
  const text = (size ?? "").trim();
  const preset = presetFor(text);
  if (preset) return preset;

  const numbers: Array<{ value: number; unit?: string }> = [];
  for (const match of text.matchAll(DIMENSION)) {
    // Smaller bound of a range such as "10-15 cm".
    const low = toNumber(match[1]);
    const high = match[2] ? toNumber(match[2]) : low;
    numbers.push({ value: Math.min(low, high), unit: match[3]?.toLowerCase() });
    if (numbers.length === 2) break;
  }
  if (numbers.length === 0 || numbers.some((n) => !Number.isFinite(n.value) || n.value <= 0)) {
    return { ...PRESET_SIZES.medium };
  }
  // "8 x 12 cm": a unit written once applies to both numbers; no unit at all means cm.
  const sharedUnit = numbers.find((n) => n.unit)?.unit ?? "cm";
  const cm = numbers.map((n) => (UNIT_TO_CM[n.unit ?? sharedUnit] ?? 1) * n.value);
  const widthCm = round(clamp(cm[0]));
  const heightCm = round(clamp(cm[1] ?? cm[0]));
  const label = widthCm === heightCm ? `${widthCm} cm` : `${widthCm} x ${heightCm} cm`;
  return { widthCm, heightCm, label };
}

/** The edge that limits line spacing: the smaller of width and height. */
export function limitingEdgeCm(size: PhysicalSize): number {
  return Math.min(size.widthCm, size.heightCm);
}
