/** Japanese backgrounds: waves, scroll clouds, wind bars and the rising red sun. */
import { draw, type Stage } from "./backgrounds-stage";
import { Sketch } from "./drawing";
import { arcNodes, circle, curve, ribbon, smooth, TAU, type Node } from "./geometry";
import type { Rng } from "./random";
import type { RenderContext } from "./render-style";
import { CANVAS } from "./tattooability";

/**
 * Japanese waves as a band of overlapping crests (seigaiha): each crest a rounded hump with
 * concentric current lines and a curl of foam at its shoulder; a back row, then a front row
 * offset by half a crest.
 */
export function waves(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const s = new Sketch();
  const base = Math.min(CANVAS - 50, stage.bottom + stage.radius * 0.15);
  const n = rng.pick([3, 4]);
  const w = Math.min((stage.radius * 3) / n, (CANVAS - 100) / (n + 1));
  const h = w * 0.52;
  const gap = ctx.rules.minGap + ctx.detail;
  const crest = (x: number, y: number, flip: boolean) => {
    const dir = flip ? -1 : 1;
    s.fill(
      "water",
      smooth([
        [x - w / 2, y, 1],
        ...arcNodes(x, y, w / 2, Math.PI, Math.PI * 2, 10)
          .slice(1, -1)
          .map(([px, py]) => [px, y - (y - py) * (h / (w / 2))] as Node),
        [x + w / 2, y, 1],
      ]),
    );
    // Concentric current lines, spaced to stay tattooable.
    for (let k = 1; k <= 3; k++) {
      const r = w / 2 - k * Math.max(gap, w * 0.12);
      if (r < w * 0.1) break;
      s.detail(
        k,
        curve(
          ...arcNodes(x, y, r, Math.PI + 0.15, Math.PI * 2 - 0.15, 8).map(
            ([px, py]) => [px, y - (y - py) * (h / (w / 2))] as Node,
          ),
        ),
      );
    }
    // Foam curl at the shoulder.
    const fx = x + dir * w * 0.3;
    const fy = y - h * 0.82;
    s.fill(
      "light",
      smooth([
        [fx - dir * w * 0.14, fy + h * 0.06],
        [fx, fy - h * 0.16],
        [fx + dir * w * 0.16, fy - h * 0.02],
        [fx + dir * w * 0.1, fy + h * 0.14, 1],
        [fx + dir * w * 0.06, fy + h * 0.04],
        [fx, fy + h * 0.12, 1],
        [fx - dir * w * 0.04, fy + h * 0.06],
      ]),
    );
  };
  const flip = rng.chance(0.5);
  const cx = Math.min(CANVAS - 50 - ((n + 1) * w) / 2, Math.max(50 + ((n + 1) * w) / 2, stage.cx));
  for (let i = 0; i <= n; i++) crest(cx + (i - n / 2) * w, base - h * 0.55, flip);
  for (let i = 0; i < n; i++) crest(cx + (i - (n - 1) / 2) * w, base, flip);
  return draw(s, ctx, 0.8);
}

/** A Japanese scroll cloud: overlapping round lobes over a flat base, each lobe with a curl. */
function cloud(s: Sketch, x: number, y: number, w: number, rng: Rng): void {
  const lobes: Array<[number, number, number]> = [
    [-0.3, 0.2, 0],
    [0.02, 0.27, -0.08],
    [0.3, 0.19, 0],
  ];
  for (const [u, r, dy] of lobes) {
    const radius = r * w * rng.vary(1, 0.05);
    const cx = x + u * w;
    const cy = y - radius * 0.3 + dy * w;
    s.fill("light", circle(cx, cy, radius, 16));
    const spiral: Node[] = [];
    for (let k = 0; k <= 12; k++) {
      const a = -Math.PI / 2 + (k / 12) * TAU * 1.15;
      const rr = radius * (0.62 - (k / 12) * 0.45);
      spiral.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
    }
    s.detail(1, curve(...spiral));
  }
  // The base hides the lower halves of the lobes; only its bottom edge is drawn.
  const left = x - w * 0.52;
  const right = x + w * 0.5;
  s.patch(
    "light",
    smooth([
      [left, y, 1],
      [right, y, 1],
      [right, y + w * 0.12, 1],
      [left, y + w * 0.12, 1],
    ]),
  );
  s.line(0, 1.4, curve([left - w * 0.08, y + w * 0.12], [x, y + w * 0.13], [right + w * 0.12, y + w * 0.1]));
}

export function clouds(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const s = new Sketch();
  const w = stage.radius * 0.75;
  const side = rng.chance(0.5) ? -1 : 1;
  cloud(s, stage.cx + side * stage.radius * 0.9, stage.cy - stage.radius * 0.85, w, rng);
  cloud(s, stage.cx - side * stage.radius * 1.0, stage.cy + stage.radius * 0.55, w * 0.8, rng);
  return draw(s, ctx, 0.8);
}

export function windBars(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const s = new Sketch();
  const angle = rng.range(-0.5, -0.25);
  const width = Math.max(stage.radius * 0.16, ctx.rules.minGap * 1.5);
  const gap = Math.max(stage.radius * 0.12, ctx.rules.minGap + ctx.outline * 2);
  for (let i = -2; i <= 2; i++) {
    if (rng.chance(0.15)) continue;
    const off = i * (width + gap);
    const nx = -Math.sin(angle) * off;
    const ny = Math.cos(angle) * off;
    const len = stage.radius * rng.range(1.3, 1.7);
    const cx = stage.cx + nx + rng.jitter(stage.radius * 0.2);
    const cy = stage.cy + ny;
    const dx = Math.cos(angle) * len;
    const dy = Math.sin(angle) * len;
    s.fill(
      "dark",
      ribbon(
        [
          [cx - dx, cy - dy],
          [cx - dx * 0.3, cy - dy * 0.3 + width * 0.25],
          [cx + dx * 0.4, cy + dy * 0.4 - width * 0.2],
          [cx + dx, cy + dy],
        ],
        (t) => width * Math.min(1, Math.sin(Math.PI * t) * 2.2),
        26,
      ),
    );
  }
  return draw(s, ctx, 0.7);
}

/** The rising sun of Japanese backgrounds: a red disc behind the motif, off centre. */
export function redSun(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const s = new Sketch();
  const r = stage.radius * rng.range(0.62, 0.78);
  const side = rng.chance(0.5) ? 1 : -1;
  s.fill("primary", circle(stage.cx + side * stage.radius * 0.42, stage.cy - stage.radius * 0.38, r, 32));
  return draw(s, ctx, 0.8);
}
