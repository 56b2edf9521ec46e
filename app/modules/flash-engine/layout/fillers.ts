/**
 * The secondary elements in the space around the motif: sprigs of leaves growing from behind
 * it, filler flowers, sparkles and dot trails, as many as the style and complexity like.
 */
import type { DesignSpec, FillerKind } from "../design-spec";
import type { Drawing } from "../drawing";
import { pointInPolygon, type Vec } from "../geometry";
import type { Motif } from "../motif";
import { dotTrail, fillerFlower, sparkle, sprig } from "../ornaments";
import type { Rng } from "../random";
import type { BaseStyle } from "../styles";
import { fillPolygons, type Occupancy, type Placement } from "./canvas-items";

const FILLERS: Record<BaseStyle, FillerKind[]> = {
  Traditional: ["sprig", "sparkle", "dots", "flower", "sparkle"],
  "Neo-traditional": ["sprig", "flower", "sparkle", "flower"],
  Japanese: ["blossom", "blossom", "sprig"],
  Neutral: ["sprig", "sparkle", "dots"],
  Watercolor: ["sprig", "flower", "sparkle"],
  Realistic: ["sprig"],
  Minimalist: ["sparkle", "dots"],
  Geometric: ["dots", "sparkle"],
  Blackwork: ["sparkle", "dots", "sprig"],
  Dotwork: ["dots", "sparkle", "sprig"],
  Tribal: [],
};

const FILLER_COUNT = { Simple: 0, Detailed: 3, "Highly Complex": 6 } as const;

/** Leaves and flowers suit plants and objects; creatures, skies and scenes get sparkles and dots. */
function suits(kind: FillerKind, main: Motif): FillerKind {
  if (main.category === "flower") return kind;
  if (main.category === "object" && main.form !== "long") return kind;
  if (main.category === "object") return kind === "sprig" ? "sparkle" : kind;
  if (kind === "sprig") return main.category === "creature" ? "sparkle" : "dots";
  if ((kind === "flower" || kind === "blossom") && main.category !== "creature") return "sparkle";
  return kind;
}

export interface FillerRoom {
  main: Motif;
  /** The main motif's fill outlines on the canvas (sprigs grow from just inside its edge). */
  mainShapes: Vec[][];
  centre: Vec;
  radius: number;
  occupancy: Occupancy;
  /** The style's outline width: ornaments keep a gap and an outline clear of what is there. */
  outline: number;
  /** How many placements came before (each filler's randomness is forked by it). */
  placedBefore: number;
}

/** The fillers of a design, in order; `room.occupancy` grows with each one placed. */
export function placeFillers(spec: DesignSpec, room: FillerRoom, rng: Rng): Placement[] {
  const { centre, radius, occupancy } = room;
  const kinds = FILLERS[spec.style.base];
  const wanted = kinds.length
    ? Math.round(FILLER_COUNT[spec.complexity] * spec.style.profile.ornamentation * spec.ornament)
    : 0;
  const fillerKinds: FillerKind[] = [...spec.forced];
  for (let i = 0; i < wanted; i++) fillerKinds.push(suits(kinds[i % kinds.length], room.main));
  const sprigAngles = rng.shuffle([
    Math.PI * 0.8,
    Math.PI * 0.2,
    Math.PI * 1.02,
    -0.02,
    Math.PI * 1.25,
    -Math.PI * 0.25,
  ]);
  const placements: Placement[] = [];
  for (const kind of fillerKinds) {
    const frng = rng.fork(`filler:${room.placedBefore + placements.length}`);
    if (kind === "sprig") {
      const angle = sprigAngles.shift();
      if (angle === undefined) continue;
      // Grow from just inside the motif's edge in that direction, so the stem tucks behind it.
      let reach = radius * 0.2;
      for (let r = radius * 0.2; r < radius * 1.2; r += radius * 0.04) {
        const x = centre[0] + Math.cos(angle) * r;
        const y = centre[1] + Math.sin(angle) * r;
        if (room.mainShapes.some((shape) => pointInPolygon(x, y, shape))) reach = r;
      }
      const start: Vec = [centre[0] + Math.cos(angle) * reach * 0.88, centre[1] + Math.sin(angle) * reach * 0.88];
      const drawing = sprig(start[0], start[1], radius * 0.62, angle, frng);
      placements.push({ drawing, matrix: [1, 0, 0, 1, 0, 0], layer: "behind", weight: 0.85, halo: true });
      continue;
    }
    const r =
      kind === "flower" || kind === "blossom"
        ? radius * 0.16
        : kind === "sparkle"
          ? radius * frng.range(0.07, 0.11)
          : radius * 0.035;
    for (let attempt = 0; attempt < 40; attempt++) {
      const a = frng.range(0, Math.PI * 2);
      const d = radius * frng.range(0.75, 1.3);
      const x = centre[0] + Math.cos(a) * d;
      const y = centre[1] + Math.sin(a) * d;
      if (!occupancy.isFree(x, y, r, spec.rules.minGap + room.outline)) continue;
      let drawing: Drawing;
      if (kind === "flower" || kind === "blossom") drawing = fillerFlower(x, y, r, frng);
      else if (kind === "sparkle") drawing = sparkle(x, y, r, frng);
      else {
        const dotR = Math.max(r, spec.rules.minStroke, room.outline * 0.8);
        drawing = dotTrail(x, y, a + frng.jitter(0.4), 3, dotR, dotR * 2 + spec.rules.minGap);
      }
      placements.push({ drawing, matrix: [1, 0, 0, 1, 0, 0], layer: "filler", weight: 0.8, halo: false });
      occupancy.add(fillPolygons(drawing, [1, 0, 0, 1, 0, 0]));
      break;
    }
  }
  return placements;
}
