/**
 * The design's placement on the photo (issue 14), in the photo's own pixels: pure math the
 * try-on view, its keyboard handling and the saved picture share.
 */

export interface Placement {
  /** Centre of the design on the photo, in photo pixels. */
  x: number;
  y: number;
  /** The design's drawn width in photo pixels (its height follows the design's aspect). */
  width: number;
  /** Clockwise, in degrees. */
  rotation: number;
}

export interface Point {
  x: number;
  y: number;
}

export const MIN_WIDTH_PX = 8;

/** Where a design starts: centred, 40% of the photo's shorter side. */
export function initialPlacement(photo: { width: number; height: number }): Placement {
  return {
    x: photo.width / 2,
    y: photo.height / 2,
    width: Math.round(Math.min(photo.width, photo.height) * 0.4),
    rotation: 0,
  };
}

export function clampPlacement(placement: Placement, photo: { width: number; height: number }): Placement {
  const maxWidth = Math.max(photo.width, photo.height) * 3;
  return {
    x: Math.min(photo.width, Math.max(0, placement.x)),
    y: Math.min(photo.height, Math.max(0, placement.y)),
    width: Math.min(maxWidth, Math.max(MIN_WIDTH_PX, placement.width)),
    rotation: ((((placement.rotation + 180) % 360) + 360) % 360) - 180,
  };
}

/**
 * The keyboard (issue 14): arrows move (Shift: 10 times further), + and - scale by 5%,
 * [ and ] rotate by 5 degrees (Shift: 1 degree). `step` is one keyboard step in photo
 * pixels (about 1% of the photo). Null for keys that do nothing.
 */
export function placementForKey(placement: Placement, key: string, shiftKey: boolean, step: number): Placement | null {
  const move = shiftKey ? step * 10 : step;
  const turn = shiftKey ? 1 : 5;
  switch (key) {
    case "ArrowLeft":
      return { ...placement, x: placement.x - move };
    case "ArrowRight":
      return { ...placement, x: placement.x + move };
    case "ArrowUp":
      return { ...placement, y: placement.y - move };
    case "ArrowDown":
      return { ...placement, y: placement.y + move };
    case "+":
    case "=":
      return { ...placement, width: placement.width * 1.05 };
    case "-":
    case "_":
      return { ...placement, width: placement.width / 1.05 };
    case "[":
      return { ...placement, rotation: placement.rotation - turn };
    case "]":
      return { ...placement, rotation: placement.rotation + turn };
    default:
      return null;
  }
}

/** Whether a photo point falls on the design (its rotated rectangle). */
export function hitsDesign(placement: Placement, aspect: number, point: Point): boolean {
  const angle = (-placement.rotation * Math.PI) / 180;
  const dx = point.x - placement.x;
  const dy = point.y - placement.y;
  const localX = dx * Math.cos(angle) - dy * Math.sin(angle);
  const localY = dx * Math.sin(angle) + dy * Math.cos(angle);
  return Math.abs(localX) <= placement.width / 2 && Math.abs(localY) <= (placement.width * aspect) / 2;
}

/** The rotate handle's spot: above the design's top edge, turning with it. */
export function rotateHandlePoint(placement: Placement, aspect: number, gap: number): Point {
  const distance = (placement.width * aspect) / 2 + gap;
  const angle = (placement.rotation * Math.PI) / 180;
  return { x: placement.x + Math.sin(angle) * distance, y: placement.y - Math.cos(angle) * distance };
}

/** The rotation (degrees) that points the design's top at `point`. */
export function rotationTowards(placement: Placement, point: Point): number {
  return (Math.atan2(point.x - placement.x, placement.y - point.y) * 180) / Math.PI;
}

/** Two fingers: the change of their distance scales, the change of their angle rotates. */
export function twoFingerGesture(placement: Placement, before: [Point, Point], after: [Point, Point]): Placement {
  const distance = (pair: [Point, Point]) => Math.hypot(pair[1].x - pair[0].x, pair[1].y - pair[0].y);
  const angle = (pair: [Point, Point]) => Math.atan2(pair[1].y - pair[0].y, pair[1].x - pair[0].x);
  const ratio = distance(before) > 0 ? distance(after) / distance(before) : 1;
  const turn = ((angle(after) - angle(before)) * 180) / Math.PI;
  const mid = (pair: [Point, Point]) => ({ x: (pair[0].x + pair[1].x) / 2, y: (pair[0].y + pair[1].y) / 2 });
  const [from, to] = [mid(before), mid(after)];
  return {
    x: placement.x + to.x - from.x,
    y: placement.y + to.y - from.y,
    width: placement.width * ratio,
    rotation: placement.rotation + turn,
  };
}

/** Photo pixels per centimetre from a ruler line of `lengthPx` marked as `cm`. */
export function pixelsPerCm(lengthPx: number, cm: number): number | null {
  if (!(lengthPx > 0) || !(cm > 0) || !Number.isFinite(cm)) return null;
  return lengthPx / cm;
}

export const BANK_CARD_CM = 8.56;

const formatCm = (cm: number) => {
  const rounded = Math.round(cm * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
};

/** "12 x 12 cm": the drawn design's physical size at the calibrated scale. */
export function physicalSizeLabel(widthPx: number, aspect: number, pxPerCm: number): string {
  const widthCm = widthPx / pxPerCm;
  return `${formatCm(widthCm)} x ${formatCm(widthCm * aspect)} cm`;
}

/** The drawn width (photo pixels) that gives the design its physical width. */
export function widthForSize(widthCm: number, pxPerCm: number): number {
  return widthCm * pxPerCm;
}
