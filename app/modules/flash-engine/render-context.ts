/** Builds the shared state every renderer call of one design needs. */
import type { DesignSpec } from "./design-spec";
import { paletteFor, type Palette } from "./palettes";
import { Rng } from "./random";
import type { RenderContext } from "./render-style";
import { STYLE_PROFILES, type BaseStyle } from "./styles";
import { Defs } from "./svg";
import { safePitch, type Tattooability } from "./tattooability";

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

/** Simple designs read bolder; highly complex ones a little finer. */
const LINE_SCALE = { Simple: 1.15, Detailed: 1, "Highly Complex": 0.9 } as const;

/** How a design's spec is rendered: its style, palette, rules, detail and line weights. */
export function renderOptions(spec: DesignSpec): RenderContextOptions {
  const base = spec.style.base;
  return {
    base,
    palette: paletteFor(base, spec.theme, spec.skinTone),
    rules: spec.rules,
    seed: spec.seed,
    maxLevel: spec.detail,
    lineScale: LINE_SCALE[spec.complexity] * spec.lineWeight,
    // Simple designs are flat colour and line; realism keeps its soft shading.
    shading: spec.detail >= 2 || base === "Realistic",
    tint: spec.style.profile.mono && spec.theme !== undefined && spec.theme !== "Black and Grey",
  };
}

/** The outline width in canvas units, at least the physical minimum. */
export function outlineWidth(options: Pick<RenderContextOptions, "base" | "rules" | "lineScale">): number {
  return Math.max(options.rules.minStroke, STYLE_PROFILES[options.base].outline * (options.lineScale ?? 1));
}

export function createRenderContext(options: RenderContextOptions): RenderContext {
  const profile = STYLE_PROFILES[options.base];
  const { rules } = options;
  const lineScale = options.lineScale ?? 1;
  const outline = outlineWidth(options);
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
