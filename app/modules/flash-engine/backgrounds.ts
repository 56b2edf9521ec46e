/**
 * What goes behind the main motif, per style: sunburst rays, ornate frames, Japanese waves,
 * clouds and wind bars, a solid blackwork disc, tribal spikes, dotted mandala rings, sacred
 * geometry, grey smoke, watercolour splashes. Each keeps the minimum gap of the size rules.
 * This file holds the kinds, each style's choice and the dispatch; the drawers are in
 * ./backgrounds-radiant.ts, ./backgrounds-japanese.ts, ./backgrounds-rings.ts,
 * ./backgrounds-soft.ts and ./backgrounds-setting.ts, round the stage of ./backgrounds-stage.ts.
 */
import { clouds, redSun, waves, windBars } from "./backgrounds-japanese";
import { burst, rays, spikes } from "./backgrounds-radiant";
import { disc, dotRings, frame, sacredGeometry } from "./backgrounds-rings";
import { fallingSketch, groundSketch, ripplesSketch, risingWispsSketch, wispsSketch } from "./backgrounds-setting";
import { fineCircle, horizon, smoke, splash } from "./backgrounds-soft";
import { draw, type Stage } from "./backgrounds-stage";
import type { Rng } from "./random";
import type { RenderContext } from "./render-style";
import type { BaseStyle } from "./styles";

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
  | "rising-wisps"
  | "snow"
  | "rain"
  | "ripples";

/**
 * Backgrounds a scene's setting is drawn as (./reading/scene-settings.ts): the horizon, the sky's
 * clouds, smoke's wisps (rising out of a vessel), the ground, falling snow and rain, the sea's
 * waves, still water's ripples and a scatter of dots.
 */
export type SettingBackground = Extract<
  BackgroundKind,
  "horizon" | "clouds" | "wisps" | "rising-wisps" | "ground" | "snow" | "rain" | "waves" | "ripples" | "dot-rings"
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
    case "rising-wisps":
      return draw(risingWispsSketch(stage, ctx.rules.minGap, rng), ctx, 0.7);
    case "snow":
    case "rain":
      return draw(fallingSketch(stage, ctx.rules.minGap, kind === "rain", rng), ctx, 0.7);
  }
}
