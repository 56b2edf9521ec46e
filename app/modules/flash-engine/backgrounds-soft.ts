/** Soft and sparse backgrounds: grey smoke, watercolour splashes, and the minimalist fine circle and horizon line. */
import type { Stage } from "./backgrounds-stage";
import { lighten, mix } from "./colors";
import { arcNodes, curve, fmt, pathData, power, ribbon, TAU } from "./geometry";
import type { Rng } from "./random";
import type { RenderContext } from "./render-style";
import { dotPath, fillAttrs, path, radialGradient, strokeAttrs } from "./svg";

export function smoke(stage: Stage, ctx: RenderContext, rng: Rng): string {
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

export function splash(stage: Stage, ctx: RenderContext, rng: Rng): string {
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

export function fineCircle(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const r = stage.radius * rng.range(1.05, 1.18);
  const gapFrom = rng.range(0.15, 0.45) * TAU;
  const nodes = arcNodes(stage.cx, stage.cy, r, -Math.PI / 2 + gapFrom * 0.2, -Math.PI / 2 + TAU - gapFrom * 0.1, 36);
  return path(pathData([curve(...nodes)]), strokeAttrs(ctx.palette.ink, ctx.outline));
}

export function horizon(stage: Stage, ctx: RenderContext, rng: Rng): string {
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
