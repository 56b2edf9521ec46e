/**
 * Secondary elements arranged around a main motif: the lettering banner, sparkles, dot trails,
 * leaf sprigs and filler flowers. They are drawings like motifs, so every style renders them
 * consistently with the main subject.
 */
import { Sketch, type Drawing } from "./drawing";
import { circle, curve, poly, smooth, type Node, type Vec } from "./geometry";
import { blossom, leaf } from "./motifs/common";
import type { Rng } from "./random";

export interface Banner {
  drawing: Drawing;
  /** Maps text space (x from the band centre, y below the band's centre line) to banner space. */
  warp: (x: number, y: number) => Vec;
  bandHeight: number;
  /** Usable text length along the band. */
  textLength: number;
}

/** A banner's shape, when it is not left to chance: its arch (in band heights, up > 0) and its tails' length. */
export interface BannerShape {
  arch: number;
  tails: number;
}

/**
 * A ribbon banner centred at the origin: a band along a gentle curve (or the arch `shape` asks
 * for) whose ends fold back into notched tails.
 */
export function banner(length: number, bandHeight: number, rng: Rng, shape?: BannerShape): Banner {
  const hw = length / 2;
  const h = bandHeight;
  // Drawn whatever the shape, so a given seed draws the rest of the banner as before.
  const chanceBend = rng.range(-0.55, 0.35) * h;
  const bend = shape ? shape.arch * h : chanceBend;
  const wave = rng.chance(0.35) ? rng.range(-0.3, 0.3) * h : 0;
  const centre = (x: number) => bend * (x / hw) ** 2 - bend * 0.5 + wave * Math.sin((Math.PI * x) / hw);
  const slope = (x: number) => (2 * bend * x) / (hw * hw) + ((wave * Math.PI) / hw) * Math.cos((Math.PI * x) / hw);
  const normal = (x: number): Vec => {
    const s = slope(x);
    const len = Math.hypot(1, s);
    return [-s / len, 1 / len];
  };
  const at = (x: number, offset: number): Node => {
    const n = normal(x);
    return [x + n[0] * offset, centre(x) + n[1] * offset];
  };
  const sketch = new Sketch();
  const tailLength = h * rng.range(0.75, 1.0) * (shape?.tails ?? 1);
  const drop = h * 0.42;
  for (const side of [-1, 1]) {
    const endX = side * hw;
    const yEnd = centre(endX);
    const lift = -h * rng.range(0.1, 0.3);
    const inner = endX - side * h * 0.55;
    const outer = endX + side * tailLength;
    const tail: Node[] = [
      [inner, yEnd - h * 0.5 + drop, 1],
      [outer, yEnd - h * 0.5 + drop + lift, 1],
      [outer - side * h * 0.38, yEnd + drop + lift, 1],
      [outer, yEnd + h * 0.5 + drop + lift, 1],
      [inner, yEnd + h * 0.5 + drop, 1],
    ];
    sketch.fill("light", poly(tail));
    sketch.shade(
      poly([
        [inner, yEnd - h * 0.5 + drop, 1],
        [endX + side * h * 0.12, yEnd - h * 0.5 + drop, 1],
        [endX + side * h * 0.12, yEnd + h * 0.5 + drop, 1],
        [inner, yEnd + h * 0.5 + drop, 1],
      ]),
    );
    // The fold between band and tail.
    const bottom = at(endX, h / 2);
    sketch.fill(
      "dark",
      poly([
        [bottom[0], bottom[1], 1],
        [endX + side * h * 0.02, yEnd + h * 0.5 + drop, 1],
        [endX - side * h * 0.5, yEnd + h * 0.5 + drop, 1],
      ]),
    );
  }
  const top: Node[] = [];
  const bottomEdge: Node[] = [];
  const steps = 10;
  for (let i = 0; i <= steps; i++) {
    const x = -hw + (2 * hw * i) / steps;
    const corner = i === 0 || i === steps;
    const t = at(x, -h / 2);
    const b = at(x, h / 2);
    top.push(corner ? [t[0], t[1], 1] : t);
    bottomEdge.push(corner ? [b[0], b[1], 1] : b);
  }
  sketch.fill("light", smooth([...top, ...bottomEdge.reverse()]));
  // A fine line along the band edges reads as the ribbon's hem.
  sketch.detail(
    2,
    curve(
      ...Array.from({ length: steps - 1 }, (_, i) => at(-hw + h * 0.5 + ((2 * hw - h) * i) / (steps - 2), h * 0.3)),
    ),
  );
  const warp = (x: number, y: number): Vec => {
    const n = normal(x);
    return [x + n[0] * y, centre(x) + n[1] * y];
  };
  return { drawing: sketch.done(), warp, bandHeight: h, textLength: length - h * 0.6 };
}

/** A four-pointed sparkle with concave sides. */
export function sparkle(x: number, y: number, r: number, rng: Rng): Drawing {
  const s = new Sketch();
  const turn = rng.jitter(0.2);
  const nodes: Node[] = [];
  for (let i = 0; i < 4; i++) {
    const a = turn + (i * Math.PI) / 2 - Math.PI / 2;
    const b = a + Math.PI / 4;
    const long = i % 2 === 0 ? r : r * 0.78;
    nodes.push([x + Math.cos(a) * long, y + Math.sin(a) * long, 1]);
    nodes.push([x + Math.cos(b) * r * 0.2, y + Math.sin(b) * r * 0.2]);
  }
  s.fill("accent", smooth(nodes));
  return s.done();
}

/** A row of dots shrinking away from the start: the classic flash filler. */
export function dotTrail(x: number, y: number, angle: number, count: number, radius: number, spacing: number): Drawing {
  const s = new Sketch();
  for (let i = 0; i < count; i++) {
    const r = radius * (1 - i * 0.18);
    s.solid(circle(x + Math.cos(angle) * spacing * i, y + Math.sin(angle) * spacing * i, Math.max(r, radius * 0.5), 8));
  }
  return s.done();
}

/** Two or three leaves on a short curved stem, growing from (x, y) towards `angle`. */
export function sprig(x: number, y: number, length: number, angle: number, rng: Rng): Drawing {
  const s = new Sketch();
  const bend = rng.jitter(0.25);
  const tip: Vec = [x + Math.cos(angle + bend) * length, y + Math.sin(angle + bend) * length];
  const mid: Vec = [x + Math.cos(angle) * length * 0.5, y + Math.sin(angle) * length * 0.5];
  s.line(0, 1.3, curve([x, y], mid, tip));
  const leafLength = length * 0.55;
  leaf(s, mid[0], mid[1], leafLength, leafLength * 0.5, angle - 0.8 + rng.jitter(0.2), "leaf", 0.1);
  leaf(s, mid[0], mid[1], leafLength * 0.9, leafLength * 0.46, angle + 0.8 + rng.jitter(0.2), "leaf", -0.1);
  leaf(s, tip[0], tip[1], leafLength * 0.8, leafLength * 0.42, angle + bend, "leaf", 0.05);
  return s.done();
}

export function fillerFlower(x: number, y: number, r: number, rng: Rng): Drawing {
  const s = new Sketch();
  blossom(s, x, y, r, rng.pick(["pink", "accent", "light"] as const), rng, 5, rng.chance(0.5));
  return s.done();
}
