/**
 * A scene's setting drawn behind it (issue 36), in canvas units, spaced by the size's minimum gap:
 * the ground it is set on ("on the forest floor", "above the ocean floor") and the smoke or mist it
 * is in ("a cauldron with smoke", "a cloud of ink"), the water it stands in ("a swan on a lake",
 * "splashing in a puddle"), and the snow or rain falling round it.
 */
import { Sketch } from "./drawing";
import { circle, curve, ribbon, smooth, type Node } from "./geometry";
import type { Rng } from "./random";
import { CANVAS } from "./tattooability";

/** Where the main motif stands: its centre across, its bottom and its radius (canvas units). */
export interface GroundStage {
  cx: number;
  bottom: number;
  radius: number;
}

/**
 * The ground: a low mound under the main motif, its top line rolling gently, with tufts of grass and
 * a few pebbles on it.
 */
export function groundSketch(stage: GroundStage, minGap: number, rng: Rng): Sketch {
  const s = new Sketch();
  const half = Math.min(stage.radius * 1.25, CANVAS / 2 - 40);
  const top = Math.min(CANVAS - 90, stage.bottom - stage.radius * 0.04);
  const depth = Math.max(stage.radius * 0.16, minGap * 3);
  const left = stage.cx - half;
  const right = stage.cx + half;
  // The rolling top line, highest under the motif, and the flat underside.
  const steps = 8;
  const rise: Node[] = [];
  for (let k = 0; k <= steps; k++) {
    const u = k / steps;
    const x = left + u * half * 2;
    const y = top + depth * 0.55 * (1 - Math.sin(u * Math.PI)) + rng.range(-0.04, 0.04) * depth;
    rise.push([x, y, k === 0 || k === steps ? 1 : 0] as Node);
  }
  const heightAt = (x: number) => {
    const u = Math.max(0, Math.min(1, (x - left) / (half * 2)));
    return top + depth * 0.55 * (1 - Math.sin(u * Math.PI));
  };
  s.fill("leaf", smooth([...rise, [right, top + depth, 1], [left, top + depth, 1]]));
  // Tufts of grass standing on the line, clear of the motif's middle.
  const tufts = rng.pick([4, 5]);
  for (let t = 0; t < tufts; t++) {
    const side = t % 2 === 0 ? -1 : 1;
    const x = stage.cx + side * half * rng.range(0.3, 0.85);
    const y = heightAt(x);
    const h = depth * rng.range(0.5, 0.8);
    const w = Math.max(minGap * 1.2, h * 0.35);
    s.fill(
      "leaf",
      smooth([
        [x - w, y + 1, 1],
        [x - w * 0.9, y - h * 0.6],
        [x - w * 0.5, y - h, 1],
        [x - w * 0.3, y - h * 0.35],
        [x, y - h * 1.2, 1],
        [x + w * 0.3, y - h * 0.35],
        [x + w * 0.6, y - h * 0.9, 1],
        [x + w * 0.9, y - h * 0.5],
        [x + w, y + 1, 1],
      ]),
    );
  }
  // Pebbles on the ground, and the ground's grain below the line.
  for (let p = 0; p < 3; p++) {
    const x = stage.cx + (p - 1) * half * 0.62 + rng.range(-0.08, 0.08) * half;
    const y = heightAt(x) + depth * 0.42;
    const r = Math.max(minGap, depth * 0.16);
    s.fill(
      "light",
      smooth([
        [x - r * 1.3, y],
        [x, y - r * 0.8],
        [x + r * 1.3, y],
        [x, y + r * 0.7],
      ]),
    );
  }
  s.detail(
    1,
    curve(
      [left + half * 0.25, top + depth * 0.8],
      [stage.cx, top + depth * 0.72],
      [right - half * 0.25, top + depth * 0.8],
    ),
  );
  return s;
}

/** Where the main motif is: its centre and radius (canvas units). */
export interface WispStage {
  cx: number;
  cy: number;
  radius: number;
}

/**
 * Smoke, mist or a cloud of ink: curling wisps rising round the main motif, each a tapering band that
 * sways up in an S and ends in a spiral curl, as flash draws smoke (an outline in every style, not a haze).
 */
export function wispsSketch(stage: WispStage, minGap: number, rng: Rng): Sketch {
  const s = new Sketch();
  const { cx, cy, radius } = stage;
  for (let k = 0; k < 4; k++) {
    const side = k % 2 === 0 ? -1 : 1;
    const x0 = cx + side * radius * (0.92 + 0.22 * Math.floor(k / 2)) * rng.vary(1, 0.05);
    const y0 = cy + radius * (0.75 - 0.55 * Math.floor(k / 2));
    const rise = radius * rng.range(0.9, 1.15);
    wisp(s, { x0, y0, rise, side, size: radius }, minGap);
  }
  return s;
}

/**
 * Smoke or steam rising out of a vessel (a cauldron, a cup, a pipe): three wisps from the top of the
 * main motif, the middle one tallest, drawn behind it so they come out of its opening.
 */
export function risingWispsSketch(stage: WispStage, minGap: number, rng: Rng): Sketch {
  const s = new Sketch();
  const { cx, cy, radius } = stage;
  [-1, 1, -1].forEach((side, k) => {
    const x0 = cx + (k - 1) * radius * 0.28 * rng.vary(1, 0.08);
    const y0 = cy - radius * 0.45;
    const rise = radius * (k === 1 ? 0.85 : 1.05) * rng.range(0.9, 1.1);
    wisp(s, { x0, y0, rise, side, size: radius * 0.85 }, minGap);
  });
  return s;
}

/**
 * One wisp: a tapering band that sways up in an S from (x0, y0) by `rise` and ends in a spiral curl
 * turning to `side` (-1 left, 1 right); `size` scales its sway, curl and width.
 */
function wisp(
  s: Sketch,
  { x0, y0, rise, side, size }: { x0: number; y0: number; rise: number; side: number; size: number },
  minGap: number,
): void {
  const sway = size * 0.16;
  // The rising S, then the curl turning outward and in on itself.
  const line: Node[] = [];
  for (let i = 0; i <= 6; i++) {
    const u = i / 6;
    line.push([x0 + side * Math.sin(u * Math.PI * 1.5) * sway, y0 - u * rise]);
  }
  const [ex, ey] = line[line.length - 1];
  const r0 = size * 0.17;
  const ccx = ex - side * r0;
  for (let i = 1; i <= 7; i++) {
    const a = (i / 7) * Math.PI * 1.5;
    const r = r0 * (1 - (i / 7) * 0.55);
    line.push([ccx + side * Math.cos(a) * r, ey - Math.sin(a) * r]);
  }
  const width = Math.max(minGap * 2.4, size * 0.12);
  s.fill(
    "light",
    ribbon(line, (t) => width * (t < 0.15 ? 0.35 + (t / 0.15) * 0.65 : 1 - (t - 0.15) * 1.05), 40),
  );
}

/**
 * Snow or rain falling round the main motif: flakes as small round dots, rain as short slanted
 * strokes, scattered in a ring outside the motif (never over it), spaced by the minimum gap.
 */
export function fallingSketch(stage: WispStage, minGap: number, rain: boolean, rng: Rng): Sketch {
  const s = new Sketch();
  const { cx, cy, radius } = stage;
  const count = 22;
  const size = Math.max(minGap * 1.1, radius * 0.045);
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + rng.range(-0.2, 0.2);
    const d = radius * rng.range(1.0, 1.5);
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d * 0.95;
    if (rain) s.line(0, 1.2, curve([x + size * 0.9, y - size * 2.2], [x - size * 0.3, y + size * 0.8]));
    else s.fill("light", circle(x, y, size * rng.range(0.7, 1.1), 8));
  }
  return s;
}

/**
 * Still water under the main motif (a lake, a pond, a puddle): rings of ripples spreading from its
 * foot, each in front of it and, once wider than the motif, behind it too, and a few water lines
 * beyond them, spaced by the minimum gap.
 */
export function ripplesSketch(stage: GroundStage, minGap: number, rng: Rng): Sketch {
  const s = new Sketch();
  const y = Math.min(CANVAS - 70, stage.bottom - stage.radius * 0.02);
  const widest = Math.min(stage.radius * 1.3, CANVAS / 2 - 50);
  const arc = (rx: number, ry: number, from: number, to: number): Node[] =>
    Array.from({ length: 13 }, (_, i) => {
      const a = from + ((to - from) * i) / 12;
      return [stage.cx + Math.cos(a) * rx, y + Math.sin(a) * ry] as Node;
    });
  for (let k = 0; k < 3; k++) {
    const rx = widest * (0.5 + 0.25 * k) * rng.vary(1, 0.04);
    const ry = Math.max(minGap * 2, rx * 0.2);
    s.line(0, 1, curve(...arc(rx, ry, 0.1 * Math.PI, 0.9 * Math.PI)));
    if (rx > stage.radius * 0.75) {
      s.line(0, 1, curve(...arc(rx, ry, 1.06 * Math.PI, 1.3 * Math.PI)));
      s.line(0, 1, curve(...arc(rx, ry, 1.7 * Math.PI, 1.94 * Math.PI)));
    }
  }
  // Water lines beyond the rings, one each side.
  for (const side of [-1, 1]) {
    const x = stage.cx + side * widest * rng.range(1.05, 1.12);
    const half = Math.max(minGap * 3, widest * 0.12);
    s.line(1, 0.8, curve([x - half, y + widest * 0.04], [x + half, y + widest * 0.04]));
  }
  return s;
}
