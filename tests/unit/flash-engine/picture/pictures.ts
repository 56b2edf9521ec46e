/** Small synthetic pictures for the picture engine's tests: painted pixel by pixel, deterministic. */
import sharp from "sharp";
import { maskOf, type Mask } from "~/modules/flash-engine/picture/raster";

export type Paint = (x: number, y: number) => readonly [number, number, number];

/** A PNG painted by `paint` (RGB bytes). */
export async function pngOf(width: number, height: number, paint: Paint): Promise<Uint8Array> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(paint(x, y), (y * width + x) * 3);
  return new Uint8Array(
    await sharp(data, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

export const WHITE = [255, 255, 255] as const;
export const BLACK = [0, 0, 0] as const;

/** A mask with the pixels `inside` accepts set. */
export function maskWhere(width: number, height: number, inside: (x: number, y: number) => boolean): Mask {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = inside(x, y) ? 1 : 0;
  return maskOf(width, height, data);
}

/** A ring (an outline drawn as a band) centred in the picture, with an optional gap (radians) at its right. */
export function onRing(cx: number, cy: number, r: number, width: number, gapAngle = 0) {
  return (x: number, y: number) => {
    const d = Math.hypot(x - cx, y - cy);
    const angle = Math.abs(Math.atan2(y - cy, x - cx));
    return Math.abs(d - r) <= width / 2 && angle >= gapAngle / 2;
  };
}

/**
 * A face-like subject on white: a mid-grey disc with two dark eyes, a dark nose and a few dark
 * stripes, its lower left in shadow. Small and quick to trace.
 */
export function facePaint(size: number): Paint {
  const c = size / 2;
  const r = size * 0.38;
  return (x, y) => {
    const d = Math.hypot(x - c, y - c);
    if (d > r) return WHITE;
    const eye =
      Math.hypot(x - (c - r * 0.4), y - (c - r * 0.15)) < r * 0.14 ||
      Math.hypot(x - (c + r * 0.4), y - (c - r * 0.15)) < r * 0.14;
    const nose = Math.abs(x - c) < r * 0.1 && Math.abs(y - (c + r * 0.25)) < r * 0.08;
    const stripe = y < c - r * 0.4 && Math.abs(((x - c) / (r * 0.22)) % 1) < 0.25;
    if (eye || nose || stripe) return [25, 20, 18];
    const shade = x < c - r * 0.2 && y > c + r * 0.1;
    return shade ? [110, 80, 60] : [205, 150, 100];
  };
}
