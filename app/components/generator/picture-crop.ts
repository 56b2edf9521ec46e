import type { CropBox } from "~/modules/pictures/picture-options";

/**
 * The picture tools' crop box, in fractions of the upright picture (what the server takes):
 * kept inside the picture and at least MIN_CROP of each side, moved or resized by pointer
 * or by key (arrows move it by STEP, Shift and the arrows resize it).
 */
export const WHOLE_PICTURE: CropBox = { x: 0, y: 0, width: 1, height: 1 };
export const MIN_CROP = 0.1;
export const STEP = 0.02;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Moving keeps the size and stops at the edges; resizing keeps the corner and stops at the edges. */
export function clampCrop(box: CropBox, mode: "move" | "resize"): CropBox {
  if (mode === "move") {
    const width = clamp(box.width, MIN_CROP, 1);
    const height = clamp(box.height, MIN_CROP, 1);
    return { x: clamp(box.x, 0, 1 - width), y: clamp(box.y, 0, 1 - height), width, height };
  }
  const x = clamp(box.x, 0, 1 - MIN_CROP);
  const y = clamp(box.y, 0, 1 - MIN_CROP);
  return { x, y, width: clamp(box.width, MIN_CROP, 1 - x), height: clamp(box.height, MIN_CROP, 1 - y) };
}

const DIRECTIONS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The box after a key press, or null for a key the box does not take. */
export function cropByKey(crop: CropBox, key: string, resize: boolean): CropBox | null {
  const direction = DIRECTIONS[key];
  if (!direction) return null;
  const [dx, dy] = direction.map((d) => d * STEP);
  return resize
    ? clampCrop({ ...crop, width: crop.width + dx, height: crop.height + dy }, "resize")
    : clampCrop({ ...crop, x: crop.x + dx, y: crop.y + dy }, "move");
}

export function isWholePicture(crop: CropBox): boolean {
  return crop.x <= 0.0001 && crop.y <= 0.0001 && crop.width >= 0.9999 && crop.height >= 0.9999;
}
