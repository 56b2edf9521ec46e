/**
 * Which style backgrounds a design gets (rays, waves, a disc, sacred geometry...), back to front,
 * and how far each reaches beyond the main motif (reserved when the design is fitted).
 */
import { STYLE_BACKGROUNDS, type BackgroundKind } from "../backgrounds";
import type { DesignSpec } from "../design-spec";
import type { Rng } from "../random";
import type { BaseStyle } from "../styles";

export interface ChosenBackground {
  kind: BackgroundKind;
  style: BaseStyle;
}

/** How far each background reaches, in main-motif radii. */
export const BACKGROUND_EXTENT: Record<BackgroundKind, number> = {
  rays: 1.6,
  frame: 1.3,
  waves: 1.5,
  clouds: 1.45,
  wind: 1.55,
  disc: 1.3,
  spikes: 1.55,
  "dot-rings": 1.62,
  "sacred-geometry": 1.4,
  smoke: 1.2,
  splash: 1.35,
  "fine-circle": 1.22,
  horizon: 1.15,
  "red-sun": 1.25,
  burst: 1.5,
  ground: 1.3,
  wisps: 1.5,
  "rising-wisps": 1.6,
  snow: 1.5,
  rain: 1.5,
  ripples: 1.4,
};

/** Identity backgrounds: without them these styles would not read at a glance. */
const SIGNATURE_BACKGROUND = new Set<BaseStyle>([
  "Japanese",
  "Tribal",
  "Geometric",
  "Dotwork",
  "Blackwork",
  "Watercolor",
]);

export function chooseBackgrounds(spec: DesignSpec, rng: Rng): ChosenBackground[] {
  if (spec.background === "none") return [];
  const base = spec.style.base;
  const options = STYLE_BACKGROUNDS[base];
  const chosen: ChosenBackground[] = [];
  const chance = { Simple: 0, Detailed: 0.5, "Highly Complex": 1 }[spec.complexity];
  if (base === "Japanese") {
    const count = spec.background === "more" ? 3 : { Simple: 1, Detailed: 2, "Highly Complex": 3 }[spec.complexity];
    // The red sun or the waves anchor every Japanese piece; wind bars and clouds join them.
    const anchor = rng.pick(["red-sun", "waves"] as const);
    chosen.push({ kind: anchor, style: base });
    for (const kind of rng.shuffle(options.filter((o) => o !== anchor)).slice(0, count - 1))
      chosen.push({ kind, style: base });
  } else if (SIGNATURE_BACKGROUND.has(base) || spec.background === "more" || rng.chance(chance)) {
    chosen.push({ kind: rng.chance(0.65) ? options[0] : rng.pick(options), style: base });
  }
  const second = spec.background === "more" || (spec.complexity === "Highly Complex" && rng.chance(0.5));
  if (second && options.length > 1 && base !== "Japanese")
    chosen.push({ kind: options.find((o) => o !== chosen[0]?.kind) ?? options[0], style: base });
  for (const accent of spec.accents) {
    const kind = STYLE_BACKGROUNDS[accent][0];
    if (kind !== "disc" && !chosen.some((c) => c.kind === kind)) chosen.push({ kind, style: accent });
  }
  for (const kind of spec.forcedBackgrounds)
    if (!chosen.some((c) => c.kind === kind)) chosen.push({ kind, style: base });
  // A colour theme on an ink-only style, or the watercolour theme anywhere, brings a wash of
  // the theme's colours behind the linework.
  const tinted = spec.theme !== undefined && spec.theme !== "Black and Grey" && spec.style.profile.mono;
  if ((tinted || spec.theme === "Watercolor") && !chosen.some((c) => c.kind === "splash"))
    chosen.push({ kind: "splash", style: base });
  if (spec.abstract) {
    if (!chosen.some((c) => c.kind === "sacred-geometry")) chosen.push({ kind: "sacred-geometry", style: "Geometric" });
    if (!chosen.some((c) => c.kind === "splash") && !spec.style.profile.mono)
      chosen.push({ kind: "splash", style: "Watercolor" });
  }
  // Backgrounds that cover others go first.
  const depth: Partial<Record<BackgroundKind, number>> = {
    smoke: 0,
    splash: 0,
    "red-sun": 0,
    disc: 1,
    burst: 1,
    "sacred-geometry": 1,
    rays: 1.5,
    frame: 2,
    wind: 2,
  };
  return chosen.sort((a, b) => (depth[a.kind] ?? 3) - (depth[b.kind] ?? 3));
}
