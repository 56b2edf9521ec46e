/**
 * The classic layout, for descriptions no scene relation ties together: the main motif in the
 * centre, slightly tilted, and the other subjects as companions: a long one crossing behind it, a
 * round one in front of a long main subject, others beside it (a plural one on both sides).
 */
import type { DesignSpec } from "../design-spec";
import type { Drawing, Part } from "../drawing";
import { type Box, type Matrix, type Vec } from "../geometry";
import type { Motif } from "../motif";
import type { Rng } from "../random";
import { CANVAS } from "../tattooability";
import type { Placement } from "./canvas-items";
import { fit } from "./scene-items";

export interface PlacedMotif {
  key: string;
  drawing: Drawing;
  placement: Placement;
  box: Box;
  /** The same drawing again in front, clipped to bands (a coil's front passes). */
  front?: Placement;
}

/** Makes shapes faceted and slightly displaced ("Make it more abstract"). */
export function abstractify(drawing: Drawing, rng: Rng): Drawing {
  return {
    parts: drawing.parts
      .filter((p) => p.kind !== "detail" || p.level <= 1)
      .map((p): Part => ({
        ...p,
        contours: p.contours.map((c) => ({
          ...c,
          smooth: false,
          nodes: c.nodes.map((n) => [n[0] + rng.jitter(3), n[1] + rng.jitter(3), 1] as const),
        })),
      })),
  };
}

/**
 * The main motif alone in the centre, `size` across: upright ones barely tilted, others tilted and sometimes mirrored.
 */
export function placeMain(
  spec: DesignSpec,
  main: Motif,
  y: number,
  size: number,
  small: { small?: 1 | 2 },
  rng: Rng,
): PlacedMotif {
  const raw = main.draw({ rng: rng.fork(`motif:${main.key}`), detail: spec.detail, ...small });
  const drawing = spec.abstract ? abstractify(raw, rng.fork("abstract")) : raw;
  const tilt = main.upright ? rng.jitter(0.04) : rng.jitter(0.14);
  const placed = fit(drawing, CANVAS / 2, y, size, tilt, !main.upright && rng.chance(0.5));
  return {
    key: main.key,
    drawing,
    box: placed.box,
    placement: {
      drawing,
      matrix: placed.matrix,
      layer: "main",
      weight: 1,
      halo: true,
      ...(main.massed ? { solid: true } : {}),
    },
  };
}

/** Where the main motif stands: its box, centre and radius. */
export interface MainStage {
  motif: Motif;
  box: Box;
  centre: Vec;
  radius: number;
}

/**
 * The companions of a classic layout, in order (none when a scene laid the subjects out; the
 * slots are shuffled all the same, so a design's other choices do not depend on it).
 */
export function placeCompanions(spec: DesignSpec, others: Motif[], stage: MainStage, rng: Rng): PlacedMotif[] {
  const slots = rng.shuffle([
    [-1, 0.62],
    [1, 0.62],
    [-1, -0.55],
    [1, -0.55],
  ] as const);
  const { box: mainBox, centre, radius, motif: main } = stage;
  const mainW = mainBox.maxX - mainBox.minX;
  const mainH = mainBox.maxY - mainBox.minY;
  // A companion named in the plural ("a skull with roses") flanks the main subject on both sides.
  const companions = others.flatMap((entry) =>
    entry.form !== "long" && (spec.scene.subjects.find((s) => s.key === entry.key)?.count ?? 1) > 1
      ? [entry, entry]
      : [entry],
  );
  let lastSlot: readonly [number, number] = slots[0];
  return companions.map((entry, i): PlacedMotif => {
    const drawing = entry.draw({ rng: rng.fork(`motif:${entry.key}:${i}`), detail: Math.max(0, spec.detail - 1) });
    const placed = (matrix: Matrix, box: Box, layer: Placement["layer"], weight: number): PlacedMotif => ({
      key: entry.key,
      drawing,
      box,
      placement: { drawing, matrix, layer, weight, halo: true },
    });
    if (entry.form === "long" && main.form !== "long") {
      // Behind the main subject, crossing it diagonally.
      const angle = (rng.chance(0.5) ? 1 : -1) * rng.range(0.55, 0.8);
      const f = fit(drawing, centre[0] + rng.jitter(radius * 0.08), centre[1], Math.max(mainW, mainH) * 1.6, angle);
      return placed(f.matrix, f.box, "behind", 0.95);
    }
    if (main.form === "long" && entry.form !== "long") {
      // In front of a long main subject, at its middle (a rose on a dagger).
      const f = fit(
        drawing,
        centre[0],
        centre[1] + mainH * rng.range(-0.05, 0.12),
        Math.min(mainW, mainH) * 0.95 + radius * 0.25,
      );
      return placed(f.matrix, f.box, "front", 0.95);
    }
    const pair = i > 0 && companions[i - 1] === entry;
    const [sx, sy] = pair ? ([-lastSlot[0], lastSlot[1]] as const) : slots[i % slots.length];
    lastSlot = [sx, sy];
    const size = radius * (i === 0 ? 0.95 : 0.75);
    const x = centre[0] + sx * (mainW / 2 + size * 0.2);
    const y = centre[1] + sy * mainH * 0.5;
    const f = fit(drawing, x, y, size, rng.jitter(0.2), sx < 0 && !entry.upright);
    return placed(f.matrix, f.box, sy > 0 ? "front" : "behind", 0.9);
  });
}
