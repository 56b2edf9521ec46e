/**
 * Colour arithmetic for ink in skin (decision 029): sRGB to linear light and back, CIELAB under
 * D65, and the CIEDE2000 colour difference (CIE 142-2001, as written out and tested by Sharma,
 * Wu and Dalal, Color Research and Application 30(1), 2005). Pure, so the browser and the render
 * threads share it.
 */

export type Rgb = readonly [number, number, number];
export type Lab = readonly [number, number, number];

export function parseHexColour(hex: string): Rgb {
  const value = hex.trim().replace(/^#/, "");
  const full = value.length === 3 ? [...value].map((c) => c + c).join("") : value;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a colour: ${hex}`);
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

export function toHexColour([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** One sRGB channel (0..255) as linear light (0..1). */
export function toLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Linear light (0..1, clamped) as an sRGB channel (0..255, not rounded). */
export function fromLinear(value: number): number {
  const v = Math.min(1, Math.max(0, value));
  return 255 * (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055);
}

export const linearRgb = (rgb: Rgb): Rgb => [toLinear(rgb[0]), toLinear(rgb[1]), toLinear(rgb[2])];
export const srgbFromLinear = (linear: Rgb): Rgb => [
  fromLinear(linear[0]),
  fromLinear(linear[1]),
  fromLinear(linear[2]),
];

// D65 white, as the sRGB matrix below normalises it (Y = 1).
const WHITE = [0.95047, 1, 1.08883] as const;

/** CIELAB (D65) of an sRGB colour given as 0..255 channels. */
export function labFromRgb(rgb: Rgb): Lab {
  const [r, g, b] = linearRgb(rgb);
  const x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = 0.0193339 * r + 0.119192 * g + 0.9503041 * b;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  const [fx, fy, fz] = [f(x / WHITE[0]), f(y / WHITE[1]), f(z / WHITE[2])];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (degreesValue: number) => (degreesValue * Math.PI) / 180;

/** The hue angle in degrees, 0..360; 0 for a neutral colour (a = b = 0), as the formula asks. */
function hueAngle(b: number, a: number): number {
  if (a === 0 && b === 0) return 0;
  const h = degrees(Math.atan2(b, a));
  return h < 0 ? h + 360 : h;
}

/** CIEDE2000 colour difference (kL = kC = kH = 1). About 1 is a just-noticeable difference. */
export function ciede2000(lab1: Lab, lab2: Lab): number {
  const [L1, a1, b1] = lab1;
  const [L2, a2, b2] = lab2;
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const meanC7 = ((C1 + C2) / 2) ** 7;
  const G = 0.5 * (1 - Math.sqrt(meanC7 / (meanC7 + 25 ** 7)));
  const a1p = (1 + G) * a1;
  const a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1);
  const C2p = Math.hypot(a2p, b2);
  const h1p = hueAngle(b1, a1p);
  const h2p = hueAngle(b2, a2p);

  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin(radians(dhp / 2));

  const meanLp = (L1 + L2) / 2;
  const meanCp = (C1p + C2p) / 2;
  let meanhp = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) meanhp = (h1p + h2p) / 2;
    else meanhp = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  }
  const T =
    1 -
    0.17 * Math.cos(radians(meanhp - 30)) +
    0.24 * Math.cos(radians(2 * meanhp)) +
    0.32 * Math.cos(radians(3 * meanhp + 6)) -
    0.2 * Math.cos(radians(4 * meanhp - 63));
  const dTheta = 30 * Math.exp(-(((meanhp - 275) / 25) ** 2));
  const meanCp7 = meanCp ** 7;
  const Rc = 2 * Math.sqrt(meanCp7 / (meanCp7 + 25 ** 7));
  const Sl = 1 + (0.015 * (meanLp - 50) ** 2) / Math.sqrt(20 + (meanLp - 50) ** 2);
  const Sc = 1 + 0.045 * meanCp;
  const Sh = 1 + 0.015 * meanCp * T;
  const Rt = -Math.sin(radians(2 * dTheta)) * Rc;
  const l = dLp / Sl;
  const c = dCp / Sc;
  const h = dHp / Sh;
  return Math.sqrt(l * l + c * c + h * h + Rt * c * h);
}

/** CIEDE2000 between two sRGB colours. */
export function colourDifference(a: Rgb, b: Rgb): number {
  return ciede2000(labFromRgb(a), labFromRgb(b));
}
