/**
 * Step 6, style shading: the picture drawn in each base style's own way, from the layers on the
 * canvas (../picture-canvas.ts).
 */
import type { BaseStyle } from "../../styles";
import type { PictureCanvas } from "../picture-canvas";
import { blackwork, tribal } from "./black";
import { facets } from "./facets";
import { flatColour } from "./flat-colour";
import { greys } from "./greys";
import { lineOnly } from "./line-only";
import { dotwork } from "./stipple";
import { watercolour } from "./washes";

const traditional = (canvas: PictureCanvas) => flatColour(canvas, { shade: "darker", gradient: false, halo: 0 });

const SHADERS: Record<BaseStyle, (canvas: PictureCanvas) => string> = {
  Traditional: traditional,
  Neutral: traditional,
  "Neo-traditional": (canvas) => flatColour(canvas, { shade: "soft", gradient: true, halo: 2.3 }),
  Japanese: (canvas) => flatColour(canvas, { shade: "bokashi", gradient: false, halo: 2.1 }),
  Realistic: greys,
  Minimalist: lineOnly,
  Geometric: facets,
  Blackwork: blackwork,
  Tribal: tribal,
  Dotwork: dotwork,
  Watercolor: watercolour,
};

export function shadePicture(base: BaseStyle, canvas: PictureCanvas): string {
  return SHADERS[base](canvas);
}
