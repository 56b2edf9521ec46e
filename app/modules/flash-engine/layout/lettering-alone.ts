/**
 * A design of lettering alone ('"carpe diem" in script', a name in quotes): nothing else was asked,
 * so nothing else is drawn (it was a mandala behind the words). In the styles with banners the
 * words are on their banner, in the others set plainly; either as large as the canvas holds, with
 * no backgrounds or ornaments around them.
 */
import type { DesignSpec } from "../design-spec";
import type { Box, Matrix } from "../geometry";
import type { Typesetter } from "../lettering";
import type { Rng } from "../random";
import { CANVAS } from "../tattooability";
import { contentBox, MARGIN } from "./canvas-items";
import type { DesignLayout } from "./design-layout";
import { placeLettering } from "./lettering-layout";

/** Lettering is drawn at most this much larger than it is set beside a subject. */
const MOST_ENLARGED = 3;

export function layoutLetteringAlone(spec: DesignSpec, typeset: Typesetter, rng: Rng): DesignLayout {
  const centre: [number, number] = [CANVAS / 2, CANVAS / 2];
  // An empty stage in the middle: one banner across it, or the second of two just below.
  const stage: Box = { minX: CANVAS * 0.3, maxX: CANVAS * 0.7, minY: CANVAS * 0.4, maxY: CANVAS * 0.6 };
  const lettering = placeLettering(
    spec,
    typeset,
    { mainBox: stage, centre, radius: CANVAS * 0.2, bannerAt: 0.75, wavesBelow: false },
    rng,
  );
  const b = contentBox(lettering.banners, lettering.texts) ?? stage;
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
    placements: lettering.banners,
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
    motifs: [],
  };
}
