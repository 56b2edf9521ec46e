/** Backgrounds round the motif: the ornate frame, the blackwork disc, dotted mandala rings and sacred geometry. */
import { draw, type Stage } from "./backgrounds-stage";
import { Sketch } from "./drawing";
import { circle, fmt, polar, power, TAU, type Vec } from "./geometry";
import type { Rng } from "./random";
import type { RenderContext } from "./render-style";
import { dotPath, fillAttrs, path, strokeAttrs } from "./svg";
import { CANVAS } from "./tattooability";
import { latticeGap, stipple } from "./textures";

function ring(cx: number, cy: number, outer: number, inner: number): Sketch {
  const s = new Sketch();
  const o = circle(cx, cy, outer, 24);
  const i = circle(cx, cy, inner, 24);
  s.fill("accent", o, { ...i, nodes: [...i.nodes].reverse() });
  return s;
}

export function frame(stage: Stage, ctx: RenderContext, rng: Rng): string {
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

export function disc(stage: Stage, ctx: RenderContext, rng: Rng): string {
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

export function dotRings(stage: Stage, ctx: RenderContext, rng: Rng): string {
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

export function sacredGeometry(stage: Stage, ctx: RenderContext, rng: Rng): string {
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
