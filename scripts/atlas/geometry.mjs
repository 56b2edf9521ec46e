/**
 * The box an icon's drawing fills (its viewBox has padding), for the atlas's form (tall, wide,
 * round, long) and a tight viewBox. Single-path icons (game-icons, tabler) are measured from their
 * path's points; emoji, with several elements, groups and transforms, are rasterised and measured.
 */
import sharp from "sharp";

const ARGS = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/** Control-point bounds of SVG path data (a superset of the curve's bounds, close for icons). */
export function pathBounds(d) {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const add = (px, py) => {
    box.minX = Math.min(box.minX, px);
    box.maxX = Math.max(box.maxX, px);
    box.minY = Math.min(box.minY, py);
    box.maxY = Math.max(box.maxY, py);
  };
  let command = "m";
  let i = 0;
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i])) command = tokens[i++];
    const lower = command.toLowerCase();
    const rel = command === lower;
    if (lower === "z") {
      x = startX;
      y = startY;
      continue;
    }
    const n = ARGS[lower];
    const a = tokens.slice(i, i + n).map(Number);
    if (a.length < n) break;
    i += n;
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    if (lower === "h") x = ox + a[0];
    else if (lower === "v") y = oy + a[0];
    else if (lower === "a") {
      x = ox + a[5];
      y = oy + a[6];
    } else {
      for (let k = 0; k + 1 < n - 2; k += 2) add(ox + a[k], oy + a[k + 1]);
      x = ox + a[n - 2];
      y = oy + a[n - 1];
    }
    add(x, y);
    if (lower === "m") {
      startX = x;
      startY = y;
      command = rel ? "l" : "L";
    }
  }
  return box;
}

/** Bounds of a single-path body, or undefined when the body is more than paths. */
export function bodyBounds(body) {
  if (/<(?!path|\/path|g|\/g)[a-z]/i.test(body) || /transform=/.test(body)) return undefined;
  const paths = [...body.matchAll(/\sd="([^"]+)"/g)].map((m) => pathBounds(m[1]));
  if (!paths.length) return undefined;
  return paths.reduce((a, b) => ({
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  }));
}

const RASTER = 96;

/** Bounds of any body, from its pixels at 96 px (inked where alpha > 0). */
export async function rasterBounds(body, width, height, stroke) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${RASTER}" height="${RASTER}" viewBox="0 0 ${width} ${height}" color="#000"${stroke ? ' stroke="#000"' : ""}>${body}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let py = 0; py < info.height; py++)
    for (let px = 0; px < info.width; px++)
      if (data[(py * info.width + px) * 4 + 3] > 8) {
        minX = Math.min(minX, px);
        maxX = Math.max(maxX, px + 1);
        minY = Math.min(minY, py);
        maxY = Math.max(maxY, py + 1);
      }
  const sx = width / info.width;
  const sy = height / info.height;
  return { minX: minX * sx, minY: minY * sy, maxX: maxX * sx, maxY: maxY * sy };
}

/** tall / wide / round from the drawing's box; long for slender things (swords, keys, feathers). */
export function formOf(box) {
  const ratio = (box.maxY - box.minY) / Math.max(1e-6, box.maxX - box.minX);
  if (ratio > 2.4 || ratio < 1 / 2.4) return "long";
  if (ratio > 1.25) return "tall";
  if (ratio < 0.8) return "wide";
  return "round";
}

const round1 = (v) => Math.round(v * 10) / 10;

/** The tight viewBox [x, y, width, height] around the drawing, with a hair of margin. */
export function tightBox(box, width, height) {
  const pad = Math.max(width, height) * 0.01;
  const minX = Math.max(0, box.minX - pad);
  const minY = Math.max(0, box.minY - pad);
  const maxX = Math.min(width, box.maxX + pad);
  const maxY = Math.min(height, box.maxY + pad);
  return [round1(minX), round1(minY), round1(maxX - minX), round1(maxY - minY)];
}
