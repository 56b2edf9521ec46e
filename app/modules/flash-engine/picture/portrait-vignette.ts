/**
 * A subject the photo's frame cuts (a close portrait: a head running off the top and sides)
 * would be drawn with straight edges where the photo ends. An artist rounds it off instead, as a
 * portrait vignette: the subject is kept inside the ellipse its box holds, so the
 * frame's cuts become one rounded contour and its corners go.
 */
import { maskBox, maskOf, type Mask } from "./raster";

/** Share of the subject's edge pixels that lie on the photo's frame. */
export function frameContact(mask: Mask): number {
  const { width, height, data } = mask;
  let edge = 0;
  let frame = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!data[i]) continue;
      const onFrame = x === 0 || y === 0 || x === width - 1 || y === height - 1;
      if (onFrame) frame++;
      if (onFrame || !data[i - 1] || !data[i + 1] || !data[i - width] || !data[i + width]) edge++;
    }
  }
  return edge ? frame / edge : 0;
}

/** The mask inside the ellipse its box holds. */
export function vignette(mask: Mask): Mask {
  const box = maskBox(mask);
  const [cx, cy] = [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2];
  const [a, b] = [((box.maxX - box.minX) / 2) * 1.02 + 1, ((box.maxY - box.minY) / 2) * 1.02 + 1];
  const out = new Uint8Array(mask.data.length);
  for (let y = 0; y < mask.height; y++) {
    const v = Math.abs((y - cy) / b);
    for (let x = 0; x < mask.width; x++) {
      const u = Math.abs((x - cx) / a);
      out[y * mask.width + x] = mask.data[y * mask.width + x] && u * u + v * v <= 1 ? 1 : 0;
    }
  }
  return maskOf(mask.width, mask.height, out);
}
