/** Builds the shared state every renderer call of one design needs. */
import type { Palette } from "./palettes";
import { Rng } from "./random";
import type { RenderContext } from "./render-style";
import type { BaseStyle } from "./styles";
import { STYLE_PROFILES } from "./styles";
import { Defs } from "./svg";
import { type Tattooability, safePitch } from "./tattooability";

export interface RenderContextOptions {
  base: BaseStyle;
  palette: Palette;
  rules: Tattooability;
  seed: number;
  maxLevel: number;
  tint?: boolean;
  /** Multiplies the style's line weights ("Add more detail" thins them a little, etc.). */
  lineScale?: number;
  /** Draw shading regions (false for flat, simple designs). */
  shading?: boolean;
}

export function createRenderContext(options: RenderContextOptions): RenderContext {
  const profile = STYLE_PROFILES[options.base];
  const { rules } = options;
  const lineScale = options.lineScale ?? 1;
  const outline = Math.max(rules.minStroke, profile.outline * lineScale);
  const detail = Math.max(rules.minStroke, (profile.outline || 6) * profile.detailRatio * lineScale);
  const radius = Math.max(rules.minStroke, 6.4);
  const jitter = 0.07;
  return {
    base: options.base,
    profile,
    palette: options.palette,
    rules,
    defs: new Defs(),
    rng: new Rng(options.seed).fork("render"),
    maxLevel: options.maxLevel,
    outline,
    detail,
    lattice: { pitch: safePitch(rules, radius * 2, jitter, 15), jitter, radius, seed: options.seed | 0 },
    stats: { minGap: Infinity, reserved: [] },
    tint: options.tint ?? false,
    shading: options.shading ?? true,
  };
}
