import { warpOutline } from "~/modules/flash-engine/lettering";
import { typeset } from "~/modules/flash-engine/lettering.server";

/** A contact sheet's label as outlined lettering (no system fonts needed), as an SVG image. */
export function label(
  text: string,
  width: number,
  height: number,
  fontSize: number,
  align: "left" | "center" = "center",
  color = "#222",
  font = "kaushan-script",
): Buffer {
  const outline = typeset(text, font, fontSize);
  const x0 = align === "center" ? (width - outline.width) / 2 : 14;
  const baseline = height / 2 + outline.capHeight / 2;
  const d = warpOutline(outline, (x, y) => [x0 + x, baseline + y]);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="${d}" fill="${color}"/></svg>`,
  );
}
