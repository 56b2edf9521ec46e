/**
 * Where the lettering goes: on one or two ribbon banners across the motif in the styles that
 * have banners (the top one arching over its crown, a carried one hanging from the birds), set
 * plainly under the design in the others.
 */
import type { DesignSpec } from "../design-spec";
import { placement, type Box, type Vec } from "../geometry";
import type { Typesetter } from "../lettering";
import { banner } from "../ornaments";
import type { Rng } from "../random";
import { CANVAS } from "../tattooability";
import { fillPolygons, type Placement, type TextPlacement } from "./canvas-items";

export interface LetteringRoom {
  /** The main subject's (or scene's) box, its centre and radius. */
  mainBox: Box;
  centre: Vec;
  radius: number;
  /** Where a banner crosses the main motif, as a fraction of its height from the top. */
  bannerAt: number;
  /** Where a carried banner hangs, when the scene says so. */
  bannerY?: number;
  /** Waves or a horizon under the design push plain lettering lower. */
  wavesBelow: boolean;
}

export interface PlacedLettering {
  banners: Placement[];
  texts: TextPlacement[];
  /** Canvas polygons the lettering covers (kept free of ornaments). */
  occupied: Vec[][];
}

/** Long single texts go on two banners, in reading order (top banner first). */
export function splitForBanner(text: string): string[] {
  if (text.length <= 18 || !text.includes(" ")) return [text];
  const words = text.split(" ");
  let best = 1;
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const diff = Math.abs(words.slice(0, i).join(" ").length - words.slice(i).join(" ").length);
    if (diff < bestDiff) {
      bestDiff = diff;
      best = i;
    }
  }
  return [words.slice(0, best).join(" "), words.slice(best).join(" ")];
}

export function placeLettering(spec: DesignSpec, typeset: Typesetter, room: LetteringRoom, rng: Rng): PlacedLettering {
  const placed: PlacedLettering = { banners: [], texts: [], occupied: [] };
  // A banner asked for with nothing to letter on it is drawn blank, in any style (flash leaves it
  // for a name).
  const blank = spec.text.length === 0 && spec.blankBanner;
  if (spec.text.length === 0 && !blank) return placed;
  const profile = spec.style.profile;
  const { mainBox, centre, radius } = room;
  const mainW = mainBox.maxX - mainBox.minX;
  const mainH = mainBox.maxY - mainBox.minY;
  const minCap = Math.max(30, 3.5 * spec.rules.unitsPerMm);
  const lines = blank ? [""] : spec.text.length > 1 ? spec.text.slice(0, 2) : splitForBanner(spec.text[0]);
  if (profile.banner || blank) {
    lines.forEach((line, i) => {
      const onTop = lines.length === 2 && i === 0;
      const h = Math.max(CANVAS * 0.1, minCap * 1.9);
      const probe = typeset(line, profile.font, 100);
      const capRatio = probe.capHeight / 100;
      let fontSize = (h * 0.5) / capRatio;
      const maxText = CANVAS * 0.72;
      if ((probe.width / 100) * fontSize > maxText)
        fontSize = Math.max(minCap / capRatio, maxText / (probe.width / 100));
      const outline = typeset(line, profile.font, fontSize);
      const length = Math.max(outline.width + h * 1.3, mainW * 0.7, CANVAS * 0.42);
      const band = banner(length, h, rng.fork(`banner:${i}`));
      // The top banner arches over the motif, just overlapping its crown.
      // A carried banner hangs from the beaks and claws of the scene (issue 16).
      const y = onTop ? mainBox.minY - h * 0.15 : (room.bannerY ?? mainBox.minY + mainH * room.bannerAt);
      const matrix = placement(centre[0], y, 1, rng.jitter(0.05));
      placed.banners.push({ drawing: band.drawing, matrix, layer: "banner", weight: 0.85, halo: false });
      placed.occupied.push(...fillPolygons(band.drawing, matrix));
      if (blank) return;
      const dx = outline.width / 2;
      const baselineOffset = outline.capHeight / 2;
      placed.texts.push({
        text: line,
        outline,
        warp: (x, yy) => band.warp(x - dx, yy + baselineOffset),
        matrix,
        onBanner: true,
      });
    });
    return placed;
  }
  let y = mainBox.maxY + Math.max(spec.rules.minGap * 2, CANVAS * 0.04) + (room.wavesBelow ? radius * 0.3 : 0);
  for (const line of lines) {
    const probe = typeset(line, profile.font, 100);
    const capRatio = probe.capHeight / 100;
    let fontSize = Math.max(minCap, CANVAS * 0.05) / capRatio;
    if ((probe.width / 100) * fontSize > CANVAS * 0.8)
      fontSize = Math.max(minCap / capRatio, (CANVAS * 0.8) / (probe.width / 100));
    const outline = typeset(line, profile.font, fontSize);
    y += outline.capHeight;
    const x0 = centre[0] - outline.width / 2;
    const baseline = y;
    placed.texts.push({
      text: line,
      outline,
      warp: (x, yy) => [x0 + x, baseline + yy],
      matrix: [1, 0, 0, 1, 0, 0],
      onBanner: false,
    });
    const box = {
      minX: x0,
      minY: baseline - outline.capHeight,
      maxX: x0 + outline.width,
      maxY: baseline + outline.descent,
    };
    placed.occupied.push([
      [box.minX, box.minY],
      [box.maxX, box.minY],
      [box.maxX, box.maxY],
      [box.minX, box.maxY],
    ]);
    y += outline.descent + spec.rules.minGap;
  }
  return placed;
}
