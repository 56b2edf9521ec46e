/**
 * The embedded engine draws from a picture (issue 28): the person's photo or sketch becomes a
 * flash design in any style, with the description's extra motifs around it. In named steps:
 * decode and normalise (./decode.server.ts), find the subject (./subject-mask.ts), lay out the
 * design (./layout.ts), take the picture apart into layers at the size's rules
 * (./picture-layers.ts: line drawing, speck removal and closure, tones and colours), vectorise
 * them onto the canvas (./picture-canvas.ts), shade them in the style (./shading), draw the
 * extra motifs with the engine's own code, and check tattooability as for every design.
 */
import { atlasCredits } from "../atlas/atlas.server";
import { designMetadata, designSvg } from "../design-document";
import { resolveDesignSpec } from "../design-spec";
import { typeset } from "../lettering.server";
import { motifName } from "../motifs/index";
import { Rng } from "../random";
import { renderSvgToPng } from "../rasterize.server";
import { lexiconReader } from "../reading.server";
import { createRenderContext, renderOptions } from "../render-context";
import { renderDesign } from "../render-design";
import type { FlashArtRequest, FlashArtResult } from "../types";
import { traceContours } from "./contours";
import { decodePicture } from "./decode.server";
import { pixelRules } from "./ink-rules";
import { PictureCanvas } from "./picture-canvas";
import { PictureLayers } from "./picture-layers";
import { layoutPicture, type SubjectShape } from "./picture-layout";
import { pictureExtras } from "./picture-scene";
import { hasPointedEars, portraitShape } from "./portrait-vignette";
import { gaussianBlur, maskBox, maskToGray } from "./raster";
import { TRACE_SETTINGS } from "./settings";
import { shadePicture } from "./shading";
import { subjectMask, type FoundSubject } from "./subject-mask";
import { simplifyRing } from "./vectorise";

export interface PictureFlashRequest extends FlashArtRequest {
  /** The person's picture as the app stores it: PNG or JPEG bytes, orientation applied, metadata stripped,
   *  already cropped to the box the person chose, at most 2048 px on its longer side. */
  picture: Uint8Array;
}

/** The subject's box and coarse outline in working pixels (a portrait as it is drawn), for laying the design out. */
function subjectShape(found: FoundSubject, pointedEars: boolean): SubjectShape {
  const shape = portraitShape(found.mask, pointedEars);
  const rings = traceContours(gaussianBlur(maskToGray(shape), 2, 0), 0.5);
  const total = rings.reduce((sum, r) => sum + Math.max(0, r.area), 0);
  return {
    box: maskBox(shape),
    outline: rings.filter((r) => r.area > total * 0.01).map((r) => simplifyRing(r.points, 2)),
  };
}

/** The SVG and metadata of a design drawn from the picture (tests and the contact sheet use it). */
export async function composePictureFlash(request: PictureFlashRequest): Promise<Omit<FlashArtResult, "png">> {
  const spec = resolveDesignSpec(request, lexiconReader);
  const settings = TRACE_SETTINGS[spec.complexity];
  const { lab } = await decodePicture(request.picture, settings.edge);
  const found = subjectMask(lab);
  const pointedEars = hasPointedEars(request.description);
  const extras = pictureExtras(spec.scene, request.description);
  const layout = layoutPicture(
    spec,
    subjectShape(found, pointedEars),
    extras,
    typeset,
    new Rng(spec.seed).fork(`picture:${spec.variant}`),
  );
  const ctx = createRenderContext(renderOptions(spec));
  const rules = pixelRules(spec.rules, ctx, layout.map.scale);
  const layers = new PictureLayers(lab, found, settings, rules, pointedEars);
  const picture = shadePicture(spec.style.base, new PictureCanvas(layers, layout.map, ctx));
  const body = `<g data-layer="picture">${picture}</g>${renderDesign(layout.design, spec, ctx)}`;
  const keys = extras.map((e) => e.key);
  const credits = atlasCredits([...new Set(keys.filter((key) => key.includes(":")))]);
  const drawn = { svgBody: body, textureGap: ctx.stats.minGap, lineGap: spec.rules.minGap, detail: ctx.detail };
  const metadata = designMetadata(spec, ["your picture", ...keys.map(motifName)], drawn, credits);
  const svg = designSvg(metadata, ctx.defs.toString(), body, { source: "picture" });
  return { svg, metadata };
}

/** The design, rasterised like every design of the engine (renderSvgToPng). */
export async function renderPictureFlash(request: PictureFlashRequest): Promise<FlashArtResult> {
  const { svg, metadata } = await composePictureFlash(request);
  return { svg, png: await renderSvgToPng(svg, request.resolution), metadata };
}
