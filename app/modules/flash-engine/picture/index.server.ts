/**
 * STAND-IN for the picture tracer: the picture-engine branch replaces this whole folder at
 * merge (its real algorithm traces outlines, removes specks and shades in each style's way).
 * Until then it is the smallest honest drawing of a picture: its tones normalised and
 * thresholded on a coarse grid, each run of dark cells one rectangle of a single path, so the
 * result is vector (SVG) like every design, and stencils, print files and the tattooability
 * check work on it. The contract (types and both functions) is the one the app relies on.
 */
import sharp from "sharp";
import { renderSvgToPng } from "../rasterize.server";
import { resolveStyle } from "../styles";
import { CANVAS, tattooabilityFor } from "../tattooability";
import type { FlashArtRequest, FlashArtResult } from "../types";

export interface PictureFlashRequest extends FlashArtRequest {
  picture: Uint8Array /* PNG or JPEG, orientation applied, metadata stripped, cropped, <= 2048 px longer side */;
}

/** Cells on the picture's longer side. */
const GRID = 160;

export async function composePictureFlash(request: PictureFlashRequest): Promise<Omit<FlashArtResult, "png">> {
  const { data, info } = await sharp(request.picture)
    .greyscale()
    .resize(GRID, GRID, { fit: "inside" })
    .normalise()
    .threshold(128)
    .raw()
    .toBuffer({ resolveWithObject: true });
  let path = "";
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[y * info.width + x] !== 0) continue;
      const start = x;
      while (x < info.width && data[y * info.width + x] === 0) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  }
  const scale = (CANVAS * 0.84) / GRID;
  const left = (CANVAS - info.width * scale) / 2;
  const top = (CANVAS - info.height * scale) / 2;
  const style = resolveStyle(request.customization?.mode === "style" ? request.customization.style : request.style);
  const rules = tattooabilityFor(request.size);
  const cellMm = scale / rules.unitsPerMm;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CANVAS} ${CANVAS}" width="${CANVAS}" height="${CANVAS}">` +
    `<title>Your picture · ${style.style}</title>` +
    `<rect width="${CANVAS}" height="${CANVAS}" fill="#ffffff"/>` +
    `<path transform="translate(${left.toFixed(1)} ${top.toFixed(1)}) scale(${scale.toFixed(4)})" fill="#141414" d="${path}"/></svg>`;
  return {
    svg,
    metadata: {
      subjects: ["your picture"],
      style: style.style,
      baseStyle: style.base,
      text: [],
      physicalSizeCm: rules.physicalSizeCm,
      minLineSpacingMm: Number(cellMm.toFixed(2)),
      minStrokeWidthMm: Number(cellMm.toFixed(2)),
      credits: [],
    },
  };
}

export async function renderPictureFlash(request: PictureFlashRequest): Promise<FlashArtResult> {
  const { svg, metadata } = await composePictureFlash(request);
  return { svg, png: await renderSvgToPng(svg, request.resolution), metadata };
}
