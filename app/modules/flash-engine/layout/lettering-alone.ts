/**
 * A design of lettering alone ('"carpe diem" in script', a name in quotes, or "lettering only" in
 * the studio), dressed as flash (issue 37): on arcs or a ring round a small motif that suits the
 * words, along that motif's underside, on banners (with the motif over them when the words call
 * for one), or set straight or stacked over a swash underline with sparkles or dot trails at its
 * ends. As large as the canvas holds, with no backgrounds.
 */
import type { DesignSpec } from "../design-spec";
import { applyMatrix, boundsOf, flatten, type Box, type Matrix, type Vec } from "../geometry";
import type { Typesetter } from "../lettering";
import { motifFor } from "../motifs/index";
import type { Rng } from "../random";
import { letterKnockout } from "../render-design";
import { CANVAS } from "../tattooability";
import { contentBox, fillPolygons, MARGIN, type Placement } from "./canvas-items";
import { placeMain } from "./classic";
import type { DesignLayout } from "./design-layout";
import { endOrnaments, motifForWords, swashUnderline } from "./lettering-flourishes";
import { placeLettering } from "./lettering-layout";
import { letteringLayout, minimumCap, type LetteringRoom, type PlacedLettering } from "./lettering-set";

/** Lettering is drawn at most this much larger than it is set beside a subject. */
const MOST_ENLARGED = 3;

const CENTRED = new Set(["arc-up", "arc-down", "circle", "along-motif"]);

function roomOf(box: Box, bannerAt: number, mainShapes?: Vec[][]): LetteringRoom {
  const w = box.maxX - box.minX;
  const h = box.maxY - box.minY;
  return {
    mainBox: box,
    centre: [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2],
    radius: Math.max(w, h) / 2,
    bannerAt,
    wavesBelow: false,
    mainShapes,
    bannersHugWords: true,
  };
}

export function layoutLetteringAlone(spec: DesignSpec, typeset: Typesetter, rng: Rng): DesignLayout {
  const layout = letteringLayout(spec);
  const centred = CENTRED.has(layout);
  const placements: Placement[] = [];
  const motifs: DesignLayout["motifs"] = [];
  const key = spec.text.length ? motifForWords(spec.text, spec.style.base, centred) : undefined;
  const minCap = minimumCap(spec);
  const band = Math.max(CANVAS * 0.1, minCap * 1.9);
  let lettering: PlacedLettering;
  if (key && centred) {
    // A small motif in the middle, the words round it (or along its underside).
    const main = placeMain(spec, motifFor(key), CANVAS / 2, CANVAS * 0.3, { small: 1 }, rng.fork("motif"));
    placements.push(main.placement);
    motifs.push({ key, box: main.box });
    const shapes = fillPolygons(main.drawing, main.placement.matrix);
    lettering = placeLettering(spec, typeset, roomOf(main.box, 0.6, shapes), rng);
  } else {
    // The words on their own stage: banners one under the other, 1.7 bands apart (./lettering-layout.ts
    // hangs the first over the stage, the second across it at `bannerAt`, the third under it).
    const height = layout === "banner" ? band * 2.9 : band;
    const stage: Box = {
      minX: CANVAS * 0.3,
      maxX: CANVAS * 0.7,
      minY: CANVAS / 2 - height / 2,
      maxY: CANVAS / 2 + height / 2,
    };
    const bannerAt = spec.text.length > 1 ? 1.55 / 2.9 : 0.5;
    lettering = placeLettering(spec, typeset, roomOf(stage, bannerAt), rng);
    placements.push(...dressing(spec, lettering, layout, rng));
    const words = contentBox([], lettering.texts);
    if (key && words) {
      // The motif the words suggest, small, over them, clear of the words' white knockout.
      const size = CANVAS * 0.2;
      const y = words.minY - Math.max(size * 0.62, knockoutReach(spec, lettering) + size * 0.5);
      const main = placeMain(spec, motifFor(key), y, size, { small: 1 }, rng.fork("motif"));
      placements.push(main.placement);
      motifs.push({ key, box: main.box });
    }
  }
  placements.push(...lettering.banners);
  return fitted(placements, lettering, motifs);
}

/** Straight or stacked words get a swash underline and ornaments at their ends; banners keep theirs. */
function dressing(spec: DesignSpec, lettering: PlacedLettering, layout: string, rng: Rng): Placement[] {
  const box = contentBox([], lettering.texts);
  if (!box || layout === "banner" || lettering.texts.length === 0) return [];
  const ornaments: Placement[] = [];
  const width = box.maxX - box.minX;
  // As heavy as the letters are tall (a line's height, not the whole stack's).
  const lineHeight = Math.max(...lettering.texts.map((t) => t.outline.ascent + t.outline.descent));
  const thickness = Math.max(spec.rules.minStroke * 3, lineHeight * 0.06, spec.rules.minGap);
  const place = (drawing: Placement["drawing"]): Placement => ({
    drawing,
    matrix: [1, 0, 0, 1, 0, 0],
    layer: "filler",
    weight: 0.8,
    halo: false,
  });
  const first = lettering.texts[0];
  const clear = knockoutReach(spec, lettering);
  const below = box.maxY + Math.max(spec.rules.minGap * 2.5, thickness * 2, clear + thickness);
  ornaments.push(place(swashUnderline(box.minX + width * 0.08, box.maxX - width * 0.08, below, thickness, rng)));
  if (spec.complexity !== "Simple") {
    // Beside the first line, or beside the middle of a stack of words.
    const middle =
      layout === "stacked" ? (box.minY + box.maxY) / 2 : box.minY + (first.outline.ascent + first.outline.descent) / 2;
    // Small beside the words (they reach 3 sizes out at each end), so the words take the width.
    const size = Math.max(spec.rules.minGap * 3, first.outline.ascent * 0.16);
    // Their nearest ink is 0.4 sizes out from where they start.
    const out = Math.max(size * 0.3, clear - size * 0.3);
    ornaments.push(place(endOrnaments(box.minX - out, box.maxX + out, middle, size, rng)));
  }
  return ornaments;
}

/** How far the words' white knockout (../render-design.ts) reaches past their letters: an ornament nearer is cut. */
function knockoutReach(spec: DesignSpec, lettering: PlacedLettering): number {
  return letterKnockout(Math.max(...lettering.texts.map((t) => t.outline.fontSize)), spec.rules.minGap) / 2;
}

/** Everything as large as the canvas holds (at most MOST_ENLARGED times), centred. */
function fitted(placements: Placement[], lettering: PlacedLettering, motifs: DesignLayout["motifs"]): DesignLayout {
  const fallback: Box = { minX: CANVAS * 0.4, maxX: CANVAS * 0.6, minY: CANVAS * 0.4, maxY: CANVAS * 0.6 };
  // Every closed shape counts here, the solid ink of an underline too.
  const inked = placements.flatMap((p) =>
    p.drawing.parts.flatMap((part) =>
      part.contours.flatMap((c) => flatten(c, 3).map(([x, y]) => applyMatrix(p.matrix, x, y))),
    ),
  );
  const texts = contentBox([], lettering.texts);
  const b = inked.length
    ? boundsOf(texts ? [...inked, [texts.minX, texts.minY], [texts.maxX, texts.maxY]] : inked)
    : (texts ?? fallback);
  const room = CANVAS - 2 * MARGIN;
  const scale = Math.min(MOST_ENLARGED, room / (b.maxX - b.minX), room / (b.maxY - b.minY));
  const fit: Matrix = [
    scale,
    0,
    0,
    scale,
    CANVAS / 2 - ((b.minX + b.maxX) / 2) * scale,
    CANVAS / 2 - ((b.minY + b.maxY) / 2) * scale,
  ];
  return {
    placements,
    texts: lettering.texts,
    backgrounds: [],
    stage: {
      cx: CANVAS / 2,
      cy: CANVAS / 2,
      radius: ((b.maxX - b.minX) * scale) / 2,
      bottom: CANVAS / 2 + ((b.maxY - b.minY) * scale) / 2,
      aspect: (b.maxX - b.minX) / Math.max(1, b.maxY - b.minY),
      dominantTone: "primary",
    },
    fit,
    motifs,
  };
}
