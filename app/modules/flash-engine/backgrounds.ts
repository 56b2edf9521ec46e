/**
 * What goes behind the main motif, per style: sunburst rays, ornate frames, Japanese waves,
 * clouds and wind bars, a solid blackwork disc, tribal spikes, dotted mandala rings, sacred
 * geometry, grey smoke, watercolour splashes. Each keeps the minimum gap of the size rules.
 */
import { fallingSketch, groundSketch, ripplesSketch, wispsSketch } from "./backgrounds-setting";
import { lighten, mix } from "./colors";
import { placeDrawing, Sketch, type Tone } from "./drawing";
import {
  arcNodes,
  circle,
  curve,
  fmt,
  IDENTITY,
  pathData,
  polar,
  poly,
  power,
  ribbon,
  smooth,
  TAU,
  type Node,
  type Vec,
} from "./geometry";
import { flame } from "./motifs/common";
import type { Rng } from "./random";
import { renderDrawing, type RenderContext } from "./render-style";
import type { BaseStyle } from "./styles";
import { dotPath, fillAttrs, path, radialGradient, strokeAttrs } from "./svg";
import { CANVAS } from "./tattooability";
import { latticeGap, stipple } from "./textures";

/** Where the main motif sits on the canvas. */
export interface Stage {
  cx: number;
  cy: number;
  /** Radius of a circle that roughly covers the main motif. */
  radius: number;
  /** Bottom of the main motif. */
  bottom: number;
  /** Width over height of the main motif. */
  aspect: number;
  /** The colour role covering most of the main motif (frames pick a contrasting one). */
  dominantTone: Tone;
}

export type BackgroundKind =
  | "rays"
  | "frame"
  | "waves"
  | "clouds"
  | "wind"
  | "disc"
  | "spikes"
  | "dot-rings"
  | "sacred-geometry"
  | "smoke"
  | "splash"
  | "fine-circle"
  | "horizon"
  | "red-sun"
  | "burst"
  | "ground"
  | "wisps"
  | "snow"
  | "rain"
  | "ripples";

/**
 * Backgrounds a scene's setting is drawn as (./reading/scene-settings.ts): the horizon, the sky's
 * clouds, smoke's wisps, the ground, falling snow and rain, the sea's waves, still water's ripples
 * and a scatter of dots.
 */
export type SettingBackground = Extract<
  BackgroundKind,
  "horizon" | "clouds" | "wisps" | "ground" | "snow" | "rain" | "waves" | "ripples" | "dot-rings"
>;

/** Backgrounds each style chooses from, most typical first. */
export const STYLE_BACKGROUNDS: Record<BaseStyle, BackgroundKind[]> = {
  Traditional: ["rays", "frame"],
  "Neo-traditional": ["frame", "rays"],
  Japanese: ["waves", "wind", "clouds", "red-sun"],
  Blackwork: ["disc", "burst"],
  Tribal: ["spikes"],
  Dotwork: ["dot-rings"],
  Geometric: ["sacred-geometry"],
  Realistic: ["smoke"],
  Watercolor: ["splash"],
  Minimalist: ["fine-circle", "horizon"],
  Neutral: ["frame"],
};

/**
 * Backgrounds are drawn in canvas units and space their own lines by the minimum gap, so the
 * per-motif detail culling (which assumes motif units) is switched off with a large scale.
 */
const draw = (sketch: Sketch, ctx: RenderContext, weight = 0.9) =>
  renderDrawing({ ...placeDrawing(sketch.done(), IDENTITY), scale: 100 }, ctx, { weight, merge: true });

function rays(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const { cx, cy, radius } = stage;
  const inner = radius * 0.6;
  const width = Math.max(ctx.outline, 8);
  // As many rays as the inner circle allows while keeping the minimum gap between them.
  const maxCount = Math.floor((TAU * inner) / (ctx.rules.minGap + width * 2.2));
  const count = Math.max(8, Math.min(rng.pick([12, 16, 20]), maxCount - (maxCount % 2)));
  const s = new Sketch();
  const turn = rng.range(0, TAU / count);
  for (let i = 0; i < count; i++) {
    const a = turn + (i / count) * TAU;
    const outer = radius * (i % 2 === 0 ? 1.58 : 1.34) * rng.vary(1, 0.03);
    const half = (TAU / count) * 0.3;
    s.fill(
      "accent",
      poly(
        [polar(cx, cy, inner, a - half), polar(cx, cy, outer, a), polar(cx, cy, inner, a + half)].map(
          (p) => [p[0], p[1], 1] as Node,
        ),
      ),
    );
  }
  return draw(s, ctx, 0.75);
}

function ring(cx: number, cy: number, outer: number, inner: number): Sketch {
  const s = new Sketch();
  const o = circle(cx, cy, outer, 24);
  const i = circle(cx, cy, inner, 24);
  s.fill("accent", o, { ...i, nodes: [...i.nodes].reverse() });
  return s;
}

function frame(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const { cx, cy, radius } = stage;
  const r = radius * rng.range(1.08, 1.16);
  const band = Math.max(radius * 0.07, ctx.rules.minGap + ctx.outline * 2);
  const s = ring(cx, cy, r, r - band);
  // Pearls around the ring, spaced to keep the gap.
  const pearl = band * 0.34;
  const pearlCount = Math.min(40, Math.floor((TAU * (r + band * 0.7)) / (pearl * 2 + ctx.rules.minGap + ctx.outline)));
  let svg = "";
  if (rng.chance(0.75)) {
    const p = new Sketch();
    for (let i = 0; i < pearlCount; i++) {
      const [x, y] = polar(cx, cy, r + pearl * 1.6, (i / pearlCount) * TAU);
      p.fill("light", circle(x, y, pearl, 8));
    }
    svg += draw(p, ctx, 0.6);
  }
  // An inner disc in a soft tone so the motif sits on a "window".
  const inner = new Sketch();
  // A window behind the motif in a tone that contrasts with it.
  const lightMotif =
    stage.dominantTone === "light" ||
    stage.dominantTone === "accent" ||
    stage.dominantTone === "pink" ||
    stage.dominantTone === "metal";
  inner.fill(
    lightMotif ? (ctx.base === "Traditional" ? "secondary" : "water") : ctx.base === "Traditional" ? "light" : "water",
    circle(cx, cy, r - band, 28),
  );
  return svg + draw(s, ctx, 0.85) + (ctx.profile.mono ? "" : draw(inner, ctx, 0.5));
}

/**
 * Japanese waves as a band of overlapping crests (seigaiha): each crest a rounded hump with
 * concentric current lines and a curl of foam at its shoulder; a back row, then a front row
 * offset by half a crest.
 */
function waves(stage: Stage, ctx: RenderContext, rng: Rng): string {
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

function clouds(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const s = new Sketch();
  const w = stage.radius * 0.75;
  const side = rng.chance(0.5) ? -1 : 1;
  cloud(s, stage.cx + side * stage.radius * 0.9, stage.cy - stage.radius * 0.85, w, rng);
  cloud(s, stage.cx - side * stage.radius * 1.0, stage.cy + stage.radius * 0.55, w * 0.8, rng);
  return draw(s, ctx, 0.8);
}

function windBars(stage: Stage, ctx: RenderContext, rng: Rng): string {
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

function disc(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const { cx, cy, radius } = stage;
  // Tall motifs can stand in a lozenge or an arch; anything else sits on a disc.
  const shape = stage.aspect < 0.8 ? rng.pick(["disc", "lozenge", "arch"] as const) : "disc";
  const r = radius * 1.06;
  let d: string;
  if (shape === "lozenge")
    d = `M${fmt(cx)} ${fmt(cy - r * 1.28)}L${fmt(cx + r * 0.95)} ${fmt(cy)}L${fmt(cx)} ${fmt(cy + r * 1.28)}L${fmt(cx - r * 0.95)} ${fmt(cy)}Z`;
  else if (shape === "arch")
    d = `M${fmt(cx - r * 0.82)} ${fmt(cy + r * 0.98)}V${fmt(cy - r * 0.2)}A${fmt(r * 0.82)} ${fmt(r * 0.82)} 0 0 1 ${fmt(cx + r * 0.82)} ${fmt(cy - r * 0.2)}V${fmt(cy + r * 0.98)}Z`;
  else
    d = `M${fmt(cx - r)} ${fmt(cy)}a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(2 * r)} 0a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(-2 * r)} 0`;
  let svg = path(d, fillAttrs(ctx.palette.ink));
  // A dotted border a gap away from the mass.
  const gap = ctx.rules.minGap + ctx.outline;
  const dotR = Math.max(ctx.outline * 0.55, ctx.rules.minStroke);
  if (shape === "disc") {
    const ringR = r + gap + dotR;
    const count = Math.floor((TAU * ringR) / (2 * dotR + ctx.rules.minGap * 1.1));
    let dots = "";
    for (let i = 0; i < count; i++) {
      const [x, y] = polar(cx, cy, ringR, (i / count) * TAU);
      dots += dotPath(x, y, dotR);
      ctx.stats.reserved.push([x, y, dotR]);
    }
    svg += path(dots, fillAttrs(ctx.palette.ink));
    ctx.stats.minGap = Math.min(ctx.stats.minGap, (TAU * ringR) / count - 2 * dotR);
  }
  return svg;
}

/**
 * Tribal wings: on each side, blades that root behind the motif and sweep outward, their points
 * curling up, with barbs off their lower edge; a flame crown underneath. Mirrored, as tribal
 * pieces are.
 */
function spikes(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const s = new Sketch();
  const { cx, cy, radius: R } = stage;
  const blades = rng.int(3, 4);
  const width = R * rng.range(0.26, 0.32);
  const sweep = rng.range(0.8, 1.1);
  const shapes: Node[][] = [];
  for (let i = 0; i < blades; i++) {
    const k = blades === 1 ? 0 : i / (blades - 1);
    const rootY = cy - R * 0.35 + k * R * 0.75;
    const len = R * (1.05 - k * 0.32) * rng.vary(1, 0.05);
    const rise = (0.75 - k * 1.05) * sweep;
    // Centreline for the right-hand blade, root to point.
    const nodes: Node[] = [
      [cx + R * 0.3, rootY],
      [cx + R * 0.3 + len * 0.45, rootY - len * rise * 0.15],
      [cx + R * 0.3 + len * 0.85, rootY - len * rise * 0.5],
      [cx + R * 0.3 + len * 0.95, rootY - len * (rise * 0.95 + 0.12)],
    ];
    shapes.push(nodes);
  }
  for (const side of [1, -1]) {
    shapes.forEach((nodes, i) => {
      const mirroredNodes: Node[] = nodes.map(([x, y]) => [cx + (x - cx) * side, y]);
      const w = width * (1 - i * 0.13);
      s.fill(
        "dark",
        ribbon(mirroredNodes, (t) => w * power(1 - t, 1.25) * Math.min(1, 0.55 + t * 3), 30),
      );
      // A barb off the lower edge, pointing out and down.
      const [bx, by] = mirroredNodes[1];
      s.fill(
        "dark",
        ribbon(
          [
            [bx - side * w * 0.2, by + w * 0.2],
            [bx + side * w * 0.55, by + w * 0.55],
            [bx + side * w * 1.25, by + w * 0.5],
          ],
          (t) => w * 0.42 * power(1 - t, 1.2),
          14,
        ),
      );
    });
  }
  // Flame crown under the motif and a spike above it.
  const flames = 3;
  for (let i = -flames + 1; i < flames; i++) {
    const x = cx + i * R * 0.18;
    s.fill("dark", flame(x, cy + R * 1.08, R * (0.5 - Math.abs(i) * 0.1), width * 0.55, -i * R * 0.06));
  }
  s.fill(
    "dark",
    ribbon(
      [
        [cx, cy - R * 0.6],
        [cx + R * 0.05, cy - R * 0.95],
        [cx - R * 0.04, cy - R * 1.25],
      ],
      (t) => width * 0.7 * power(1 - t, 1.1),
      16,
    ),
  );
  return draw(s, ctx, 0.6);
}

function dotRings(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const { cx, cy, radius } = stage;
  const { minGap } = ctx.rules;
  const r = Math.max(ctx.lattice.radius, ctx.rules.minStroke * 0.6);
  // A stippled halo, dense at the motif and fading outwards: the dotwork signature. Ring
  // offsets grow with the minimum gap, so at small sizes the halo shrinks to keep it all on
  // the canvas.
  const rings = rng.int(1, 2);
  const ringsDepth =
    r * 1.4 + minGap * 1.15 + (rings - 1) * Math.max(2.8 * r + minGap * 1.2, radius * 0.07) + radius * 0.26 + r;
  const limit = Math.min(cx, cy, CANVAS - cx, CANVAS - cy) - 24;
  const haloR = Math.max(radius * 0.85, Math.min(radius * 1.15, limit - ringsDepth));
  const halo: Vec[] = Array.from({ length: 48 }, (_, i) => polar(cx, cy, haloR, (i / 48) * TAU) as Vec);
  const fade = (x: number, y: number) => {
    const d = Math.hypot(x - cx, y - cy) / haloR;
    return d < 0.55 ? 0.95 : 0.95 * power(1 - (d - 0.55) / 0.45, 1.4);
  };
  let dots = stipple(ctx.lattice, halo, fade, ctx.lattice.radius);
  ctx.stats.minGap = Math.min(ctx.stats.minGap, latticeGap(ctx.lattice));
  let lines = "";
  // The first ring keeps a full gap from the halo's outermost dots.
  let ringR = haloR + r * 1.4 + minGap * 1.15;
  let smallestGap = Infinity;
  for (let k = 0; k < rings; k++) {
    const dotR = r * (1.4 - k * 0.25);
    const count = Math.floor((TAU * ringR) / (2 * dotR + minGap * rng.range(1.1, 1.5)));
    for (let i = 0; i < count; i++) {
      const [x, y] = polar(cx, cy, ringR, (i / count) * TAU);
      dots += dotPath(x, y, dotR);
      ctx.stats.reserved.push([x, y, dotR]);
    }
    smallestGap = Math.min(smallestGap, (TAU * ringR) / count - 2 * dotR);
    ringR += Math.max(2 * dotR + minGap * 1.2, radius * 0.07);
  }
  // Scalloped petal arcs outside the rings: the mandala edge.
  const petals = Math.max(12, Math.min(32, Math.floor((TAU * ringR) / (radius * 0.28))));
  for (let i = 0; i < petals; i++) {
    const a0 = (i / petals) * TAU;
    const a1 = ((i + 1) / petals) * TAU;
    const mid = (a0 + a1) / 2;
    const p0 = polar(cx, cy, ringR, a0);
    const tip = polar(cx, cy, ringR + radius * 0.13, mid);
    const p1 = polar(cx, cy, ringR, a1);
    lines += `M${fmt(p0[0])} ${fmt(p0[1])}Q${fmt(polar(cx, cy, ringR + radius * 0.16, a0 + (mid - a0) * 0.4)[0])} ${fmt(polar(cx, cy, ringR + radius * 0.16, a0 + (mid - a0) * 0.4)[1])} ${fmt(tip[0])} ${fmt(tip[1])}Q${fmt(polar(cx, cy, ringR + radius * 0.16, a1 - (a1 - mid) * 0.4)[0])} ${fmt(polar(cx, cy, ringR + radius * 0.16, a1 - (a1 - mid) * 0.4)[1])} ${fmt(p1[0])} ${fmt(p1[1])}`;
    const dot = polar(cx, cy, ringR + radius * 0.24, mid);
    dots += dotPath(dot[0], dot[1], r);
    ctx.stats.reserved.push([dot[0], dot[1], r]);
  }
  ctx.stats.minGap = Math.min(ctx.stats.minGap, smallestGap);
  return (
    path(lines, strokeAttrs(ctx.palette.ink, ctx.detail)) +
    path(dots, `data-texture="stipple" ${fillAttrs(ctx.palette.ink)}`)
  );
}

function sacredGeometry(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const { cx, cy, radius } = stage;
  const R = radius * rng.range(1.05, 1.15);
  const w = ctx.detail * 0.8;
  let d = `M${fmt(cx - R)} ${fmt(cy)}a${fmt(R)} ${fmt(R)} 0 1 0 ${fmt(2 * R)} 0a${fmt(R)} ${fmt(R)} 0 1 0 ${fmt(-2 * R)} 0`;
  const inner = R * 0.5;
  const sides = rng.pick([3, 6, 6, 4]);
  const turn = sides === 4 ? Math.PI / 4 : -Math.PI / 2;
  const vertices: Vec[] = [];
  for (let i = 0; i < sides; i++) vertices.push(polar(cx, cy, R, turn + (i / sides) * TAU) as Vec);
  d += `M${vertices.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join("L")}Z`;
  if (sides === 3 || sides === 6) {
    const down = vertices.map(([x, y]) => [2 * cx - x, 2 * cy - y] as Vec);
    d += `M${down.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join("L")}Z`;
  }
  // Second circle and spokes.
  d += `M${fmt(cx - R * 1.12)} ${fmt(cy)}a${fmt(R * 1.12)} ${fmt(R * 1.12)} 0 1 0 ${fmt(2 * R * 1.12)} 0a${fmt(R * 1.12)} ${fmt(R * 1.12)} 0 1 0 ${fmt(-2 * R * 1.12)} 0`;
  if (rng.chance(0.6)) {
    for (let i = 0; i < 6; i++) {
      const [x, y] = polar(cx, cy, inner, (i / 6) * TAU);
      d += `M${fmt(x - inner)} ${fmt(y)}a${fmt(inner)} ${fmt(inner)} 0 1 0 ${fmt(2 * inner)} 0a${fmt(inner)} ${fmt(inner)} 0 1 0 ${fmt(-2 * inner)} 0`;
    }
  }
  let dots = "";
  const dotR = Math.max(ctx.outline * 1.1, ctx.rules.minStroke);
  for (const [x, y] of vertices) dots += dotPath(x, y, dotR * 1.6);
  const ringDots = Math.min(36, Math.floor((TAU * R * 1.22) / (2 * dotR + ctx.rules.minGap * 2)));
  for (let i = 0; i < ringDots; i++) {
    const [x, y] = polar(cx, cy, R * 1.22, (i / ringDots) * TAU);
    dots += dotPath(x, y, dotR * (i % 3 === 0 ? 1.3 : 0.8));
  }
  return (
    path(d, strokeAttrs(ctx.palette.ink, Math.max(ctx.rules.minStroke, w), 0.9)) +
    path(dots, fillAttrs(ctx.palette.ink))
  );
}

function smoke(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const id = ctx.defs.define("smoke", (gid) =>
    radialGradient(gid, [
      [0, "#000000", 0.3],
      [0.6, "#000000", 0.12],
      [1, "#000000", 0],
    ]),
  );
  let svg = "";
  for (let i = 0; i < 6; i++) {
    const a = rng.range(0, TAU);
    const d = stage.radius * rng.range(0.3, 0.8);
    const r = stage.radius * rng.range(0.45, 0.75);
    svg += `<ellipse cx="${fmt(stage.cx + Math.cos(a) * d)}" cy="${fmt(stage.cy + Math.sin(a) * d * 0.8)}" rx="${fmt(r * 1.3)}" ry="${fmt(r)}" fill="url(#${id})"/>`;
  }
  return svg;
}

function splash(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const { tones } = ctx.palette;
  const colors = [tones.primary, tones.secondary, tones.water, tones.pink, tones.accent, tones.leaf];
  let svg = "";
  const picks = rng.shuffle(colors).slice(0, 3);
  picks.forEach((color, i) => {
    const id = ctx.defs.define(`splash-${color}`, (gid) =>
      radialGradient(gid, [
        [0, color, 0.55],
        [0.55, color, 0.32],
        [1, color, 0],
      ]),
    );
    const a = rng.range(0, TAU);
    const d = stage.radius * rng.range(0.1, 0.45);
    const r = stage.radius * rng.range(0.7, 0.95) * (1 - i * 0.12);
    svg += `<ellipse cx="${fmt(stage.cx + Math.cos(a) * d)}" cy="${fmt(stage.cy + Math.sin(a) * d)}" rx="${fmt(r * rng.range(1.05, 1.35))}" ry="${fmt(r)}" transform="rotate(${fmt(rng.range(-40, 40))} ${fmt(stage.cx + Math.cos(a) * d)} ${fmt(stage.cy + Math.sin(a) * d)})" fill="url(#${id})"/>`;
  });
  // A dry-brush swash and paint splatter.
  const swashColor = picks[0];
  const a = rng.range(-0.6, 0.6);
  const len = stage.radius * 1.3;
  const brush = ribbon(
    [
      [stage.cx - Math.cos(a) * len, stage.cy + stage.radius * 0.35 - Math.sin(a) * len],
      [stage.cx, stage.cy + stage.radius * 0.5],
      [stage.cx + Math.cos(a) * len, stage.cy + stage.radius * 0.35 + Math.sin(a) * len],
    ],
    (t) => stage.radius * 0.16 * Math.sin(Math.PI * power(t, 0.8)),
    24,
  );
  svg += path(pathData([brush]), fillAttrs(mix(swashColor, "#ffffff", 0.25), 0.45));
  let drops = "";
  const dropCount = 14;
  const minGap = ctx.rules.minGap;
  const placed: Array<[number, number, number]> = [];
  for (let i = 0; i < dropCount * 3 && placed.length < dropCount; i++) {
    const ang = rng.range(0, TAU);
    const dist = stage.radius * rng.range(0.9, 1.35);
    const r = Math.max(ctx.rules.minStroke, stage.radius * rng.range(0.008, 0.03));
    const x = stage.cx + Math.cos(ang) * dist;
    const y = stage.cy + Math.sin(ang) * dist;
    if (x < 40 || x > 960 || y < 40 || y > 960) continue;
    if (placed.some(([px, py, pr]) => Math.hypot(px - x, py - y) < pr + r + minGap)) continue;
    placed.push([x, y, r]);
    drops += dotPath(x, y, r);
  }
  svg += path(drops, fillAttrs(lighten(picks[1] ?? swashColor, 0.1), 0.75));
  return svg;
}

function fineCircle(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const r = stage.radius * rng.range(1.05, 1.18);
  const gapFrom = rng.range(0.15, 0.45) * TAU;
  const nodes = arcNodes(stage.cx, stage.cy, r, -Math.PI / 2 + gapFrom * 0.2, -Math.PI / 2 + TAU - gapFrom * 0.1, 36);
  return path(pathData([curve(...nodes)]), strokeAttrs(ctx.palette.ink, ctx.outline));
}

function horizon(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const y = Math.min(950, stage.bottom + ctx.rules.minGap * 1.5);
  const half = stage.radius * rng.range(0.9, 1.2);
  let svg = path(
    `M${fmt(stage.cx - half)} ${fmt(y)}H${fmt(stage.cx + half)}`,
    strokeAttrs(ctx.palette.ink, ctx.outline),
  );
  const r = Math.max(ctx.outline * 0.9, ctx.rules.minStroke);
  svg += path(
    dotPath(stage.cx - half - ctx.rules.minGap - r * 2, y, r) +
      dotPath(stage.cx + half + ctx.rules.minGap + r * 2, y, r),
    fillAttrs(ctx.palette.ink),
  );
  return svg;
}

/** Solid black spikes radiating from behind the motif, alternating long and short. */
function burst(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const s = new Sketch();
  const { cx, cy, radius } = stage;
  const count = rng.pick([12, 16, 20]);
  const turn = rng.range(0, TAU / count);
  for (let i = 0; i < count; i++) {
    const a = turn + (i / count) * TAU;
    const long = i % 2 === 0;
    const outer = radius * (long ? 1.45 : 1.18);
    const half = (TAU / count) * (long ? 0.24 : 0.18);
    s.fill(
      "dark",
      poly([
        [...polar(cx, cy, radius * 0.45, a - half), 1] as Node,
        [...polar(cx, cy, outer, a), 1] as Node,
        [...polar(cx, cy, radius * 0.45, a + half), 1] as Node,
      ]),
    );
  }
  return draw(s, ctx, 0.8);
}

/** The rising sun of Japanese backgrounds: a red disc behind the motif, off centre. */
function redSun(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const s = new Sketch();
  const r = stage.radius * rng.range(0.62, 0.78);
  const side = rng.chance(0.5) ? 1 : -1;
  s.fill("primary", circle(stage.cx + side * stage.radius * 0.42, stage.cy - stage.radius * 0.38, r, 32));
  return draw(s, ctx, 0.8);
}

export function renderBackground(kind: BackgroundKind, stage: Stage, ctx: RenderContext, rng: Rng): string {
  switch (kind) {
    case "rays":
      return rays(stage, ctx, rng);
    case "frame":
      return frame(stage, ctx, rng);
    case "waves":
      return waves(stage, ctx, rng);
    case "clouds":
      return clouds(stage, ctx, rng);
    case "wind":
      return windBars(stage, ctx, rng);
    case "disc":
      return disc(stage, ctx, rng);
    case "spikes":
      return spikes(stage, ctx, rng);
    case "dot-rings":
      return dotRings(stage, ctx, rng);
    case "sacred-geometry":
      return sacredGeometry(stage, ctx, rng);
    case "smoke":
      return smoke(stage, ctx, rng);
    case "splash":
      return splash(stage, ctx, rng);
    case "fine-circle":
      return fineCircle(stage, ctx, rng);
    case "horizon":
      return horizon(stage, ctx, rng);
    case "red-sun":
      return redSun(stage, ctx, rng);
    case "burst":
      return burst(stage, ctx, rng);
    case "ground":
      return draw(groundSketch(stage, ctx.rules.minGap, rng), ctx, 0.8);
    case "ripples":
      return draw(ripplesSketch(stage, ctx.rules.minGap, rng), ctx, 0.8);
    case "wisps":
      return draw(wispsSketch(stage, ctx.rules.minGap, rng), ctx, 0.7);
    case "snow":
    case "rain":
      return draw(fallingSketch(stage, ctx.rules.minGap, kind === "rain", rng), ctx, 0.7);
  }
}
