/**
 * Where the lettering goes, in the layout chosen in the studio (issue 37) or the style's own:
 * on one or two ribbon banners across the motif (the top one arching over its crown, a carried
 * one hanging from the birds), set straight or stacked under it, on an arc over or under it,
 * round it in a ring, or along its lower contour (./lettering-curved.ts).
 */
import type { DesignSpec } from "../design-spec";
import { placement, type Vec } from "../geometry";
import type { Typesetter } from "../lettering";
import { banner, type BannerShape } from "../ornaments";
import type { Rng } from "../random";
import { CANVAS } from "../tattooability";
import { fillPolygons } from "./canvas-items";
import { placeAlongMotif, placeOnArcs } from "./lettering-curved";
import { straightWarp } from "./lettering-paths";
import {
  letteringFont,
  letteringLayout,
  linesToSet,
  minimumCap,
  setLine,
  type LetteringRoom,
  type PlacedLettering,
} from "./lettering-set";

export { splitForBanner, type LetteringRoom, type PlacedLettering } from "./lettering-set";

export function placeLettering(spec: DesignSpec, typeset: Typesetter, room: LetteringRoom, rng: Rng): PlacedLettering {
  const placed: PlacedLettering = { banners: [], texts: [], occupied: [] };
  // A banner asked for with nothing to letter on it is drawn blank, in any style (flash leaves it
  // for a name).
  const blank = spec.text.length === 0 && spec.blankBanner;
  if (spec.text.length === 0 && !blank) return placed;
  const layout = letteringLayout(spec);
  const font = letteringFont(spec);
  if (layout === "banner") return placeOnBanners(spec, typeset, room, rng, blank, font);
  if (layout === "arc-up" || layout === "arc-down" || layout === "circle")
    return placeOnArcs(spec, typeset, room, layout, font);
  if (layout === "along-motif" && room.mainShapes?.length) return placeAlongMotif(spec, typeset, room, font);
  return placeStraight(spec, typeset, room, font, layout === "stacked");
}

/**
 * Banners of lettering alone, by how many there are: one arches over the page (a scroll across
 * it); two are the top one arched and the one under it hanging; three add a third, arched the other way.
 */
const ALONE_BANNER: BannerShape[][] = [
  [{ arch: 0.6, tails: 0.7 }],
  [
    { arch: 0.6, tails: 0.7 },
    { arch: -0.45, tails: 0.7 },
  ],
  [
    { arch: 0.6, tails: 0.7 },
    { arch: 0, tails: 0.7 },
    { arch: -0.6, tails: 0.7 },
  ],
];

function placeOnBanners(
  spec: DesignSpec,
  typeset: Typesetter,
  room: LetteringRoom,
  rng: Rng,
  blank: boolean,
  font: string,
): PlacedLettering {
  const placed: PlacedLettering = { banners: [], texts: [], occupied: [] };
  const { mainBox, centre } = room;
  const mainW = mainBox.maxX - mainBox.minX;
  const mainH = mainBox.maxY - mainBox.minY;
  const minCap = minimumCap(spec);
  const lines = blank ? [""] : linesToSet(spec, true);
  lines.forEach((line, i) => {
    // Two lines: one over the motif, one across it; a third hangs under it.
    const onTop = lines.length >= 2 && i === 0;
    const under = i === 2;
    const h = Math.max(CANVAS * 0.1, minCap * 1.9);
    const alone = room.bannersHugWords === true;
    // Alone on its banner, a word fills more of the band (it is then enlarged to the canvas).
    const outline = setLine(typeset, line, font, h * (alone ? 0.62 : 0.5), CANVAS * 0.72, minCap);
    // Across a motif, at least most of its width; alone, as long as the words (then enlarged to the canvas),
    // its tails shorter and one banner arched, so the words, not the ribbon, take the page.
    const least = alone ? h * 1.8 : Math.max(mainW * 0.7, CANVAS * 0.42);
    const length = Math.max(outline.width + h * (alone ? 1.1 : 1.3), least);
    const shape = alone ? ALONE_BANNER[Math.min(lines.length, 3) - 1][i] : undefined;
    const band = banner(length, h, rng.fork(`banner:${i}`), shape);
    // The top banner arches over the motif, just overlapping its crown.
    // A carried banner hangs from the beaks and claws of the scene (issue 16).
    const y = onTop
      ? mainBox.minY - h * 0.15
      : under
        ? mainBox.maxY + h * 0.35
        : (room.bannerY ?? mainBox.minY + mainH * room.bannerAt);
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

/** Straight lines under the motif; stacked: one word a line, each as wide as the widest. */
function placeStraight(
  spec: DesignSpec,
  typeset: Typesetter,
  room: LetteringRoom,
  font: string,
  stacked: boolean,
): PlacedLettering {
  const placed: PlacedLettering = { banners: [], texts: [], occupied: [] };
  const { mainBox, centre, radius } = room;
  const minCap = minimumCap(spec);
  const lines = stacked ? stackedLines(spec.text) : linesToSet(spec, true);
  // As large as lettering on an arc is set, within the width (script capitals stand tall over small lowercase).
  // Alone, the words are the design: set near the size they are drawn at, so the ornaments' minimum
  // sizes and gaps (which do not grow with the words) stay small beside them and the fit enlarges
  // the words rather than the space round them.
  const alone = room.bannersHugWords === true;
  // A single line alone is set larger still (it is one band across the page): at most 80% of the width, as any line.
  const baseCap = Math.max(minCap, CANVAS * (alone ? (lines.length === 1 ? 0.25 : 0.15) : 0.07));
  const each = lines.map((line) => setLine(typeset, line, font, baseCap, CANVAS * 0.8, minCap));
  // Alone, straight lines are one size (the size the widest fits at), not a long line small over a short one large.
  const least = Math.min(...each.map((o) => o.fontSize));
  const outlines =
    alone && !stacked ? each.map((o, i) => (o.fontSize === least ? o : typeset(lines[i], font, least))) : each;
  // Stacked words are justified: each scaled to the widest's width (within 0.7x .. 1.6x its size, so a
  // short word does not tower over the rest).
  const target = Math.min(CANVAS * 0.8, Math.max(...outlines.map((o) => o.width)));
  const set = stacked
    ? outlines.map((o, i) => {
        const k = Math.max(0.7, Math.min(1.6, target / Math.max(1, o.width)));
        return k === 1 ? o : typeset(lines[i], font, o.fontSize * k);
      })
    : outlines;
  let y = mainBox.maxY + Math.max(spec.rules.minGap * 2, CANVAS * 0.04) + (room.wavesBelow ? radius * 0.3 : 0);
  for (const [i, outline] of set.entries()) {
    y += outline.ascent;
    const x0 = centre[0] - outline.width / 2;
    const baseline = y;
    placed.texts.push({
      text: lines[i],
      outline,
      warp: straightWarp(x0, baseline),
      matrix: [1, 0, 0, 1, 0, 0],
      onBanner: false,
    });
    placed.occupied.push(boxPolygon(x0, baseline - outline.ascent, x0 + outline.width, baseline + outline.descent));
    y += outline.descent + spec.rules.minGap * (stacked ? 0.8 : 1);
  }
  return placed;
}

/** Each word of the lettering on a line of its own (at most five). */
function stackedLines(text: string[]): string[] {
  const words = text.flatMap((line) => line.split(/\s+/).filter(Boolean));
  if (words.length <= 5) return words;
  return [...words.slice(0, 4), words.slice(4).join(" ")];
}

export function boxPolygon(minX: number, minY: number, maxX: number, maxY: number): Vec[] {
  return [
    [minX, minY],
    [maxX, minY],
    [maxX, maxY],
    [minX, maxY],
  ];
}
