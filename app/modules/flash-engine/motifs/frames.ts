/**
 * Frames drawn around a subject (issue 16, "framed by"): a laurel wreath, a circle, a diamond, a
 * triangle, a medallion.
 * Each spans ±100 and says where its inside is (`inner`, in the same units), so composition
 * can scale the framed subject into it with a margin.
 */
import { Sketch, type Drawing } from "../drawing";
import { arcNodes, circle, curve, ellipse, hole, poly, sharpPolygon, type Box } from "../geometry";
import { triangleBand } from "./symbols";

export type FrameKind = "wreath" | "circle" | "diamond" | "triangle" | "medallion";

export interface Frame {
  drawing: Drawing;
  /** The box a framed subject must stay inside, in the frame's units. */
  inner: Box;
  /**
   * The inside's shape around `inner`'s middle: a round one (the circle `inner` is the largest
   * square in) or a diamond (the one `inner` is the largest square in). A tall or wide subject
   * fits a taller or wider box than `inner` there (`innerBoxFor`). In a triangle the subject keeps
   * to the square on its base.
   */
  shape: "round" | "diamond" | "triangle";
  /** A triangle's inside: its base's half-width and its height. */
  triangle?: { halfBase: number; height: number };
}

/**
 * The largest box of aspect `aspect` (width / height) centred in the frame's inside, in frame
 * units: `inner` itself for a square, taller and narrower for a tall subject (a seahorse), wider
 * and lower for a wide one.
 */
export function innerBoxFor(frame: Frame, aspect: number): { width: number; height: number; dy?: number } {
  const side = frame.inner.maxX - frame.inner.minX;
  if (frame.shape === "triangle") {
    // On the base of the triangle's inside (half-width a, height h): a box of this aspect whose top
    // corners touch its sides, lower than `inner`'s middle by dy.
    const a = frame.triangle?.halfBase ?? side;
    const h = frame.triangle?.height ?? side;
    const height = Math.min(side * 1.2, (2 * a * h) / (2 * a + aspect * h));
    return { width: height * aspect, height, dy: (side - height) / 2 };
  }
  // Round: the box's corners on the circle (diameter side * sqrt 2); diamond: on its edges
  // (|x| + |y| = side, so the square is side x side).
  const height = frame.shape === "round" ? (side * Math.SQRT2) / Math.hypot(1, aspect) : (2 * side) / (1 + aspect);
  return { width: height * aspect, height };
}

function circleFrame(): Frame {
  const s = new Sketch();
  s.line(0, 2.2, circle(0, 0, 100, 24));
  s.line(0, 1.2, circle(0, 0, 88, 24));
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    s.solidAt(1, circle(Math.cos(a) * 94, Math.sin(a) * 94, 2.6, 8));
  }
  // The largest square inside the inner ring.
  const r = 80 / Math.SQRT2;
  return { drawing: s.done(), inner: { minX: -r, minY: -r, maxX: r, maxY: r }, shape: "round" };
}

function diamondFrame(): Frame {
  const s = new Sketch();
  s.line(
    0,
    2.2,
    poly([
      [0, -100, 1],
      [100, 0, 1],
      [0, 100, 1],
      [-100, 0, 1],
    ]),
  );
  s.line(
    1,
    1.2,
    poly([
      [0, -86, 1],
      [86, 0, 1],
      [0, 86, 1],
      [-86, 0, 1],
    ]),
  );
  for (const [x, y] of [
    [0, -100],
    [100, 0],
    [0, 100],
    [-100, 0],
  ] as const)
    s.solid(circle(x, y, 5, 8));
  // The square inside the inner diamond (half its half-diagonal on each side).
  const r = 78 / 2;
  return { drawing: s.done(), inner: { minX: -r, minY: -r, maxX: r, maxY: r }, shape: "diamond" };
}

function wreathFrame(): Frame {
  const s = new Sketch();
  // Two laurel branches rising from a tie at the bottom, open at the top.
  for (const side of [-1, 1]) {
    const a0 = Math.PI / 2 + side * 0.12;
    const a1 = Math.PI / 2 + side * (Math.PI - 0.55);
    const stem = arcNodes(0, 0, 86, a0, a1, 9);
    s.line(0, 1.4, curve(...stem));
    const leaves = 11;
    for (let i = 0; i < leaves; i++) {
      const t = a0 + ((a1 - a0) * (i + 0.5)) / leaves;
      for (const out of [-1, 1]) {
        const r = 86 + out * 8;
        const lean = t + side * 0.2 + (out > 0 ? 0.25 : -0.25) * side;
        s.fill("leaf", ellipse(Math.cos(t) * r, Math.sin(t) * r, 10, 4.2, lean + Math.PI / 2, 10));
      }
    }
  }
  s.fill("accent", ellipse(0, 90, 7, 6, 0, 10));
  const r = 72 / Math.SQRT2;
  return { drawing: s.done(), inner: { minX: -r, minY: -r - 4, maxX: r, maxY: r - 4 }, shape: "round" };
}

/** The triangle motif's band (./symbols.ts) round the largest square standing on its inside's base. */
function triangleFrame(): Frame {
  const { outer, inner } = triangleBand(100, 12);
  const s = new Sketch();
  s.fill("secondary", sharpPolygon(outer), hole(sharpPolygon(inner)));
  const base = inner[1][1];
  const halfBase = inner[1][0];
  const height = base - inner[0][1];
  const side = (2 * halfBase * height) / (height + 2 * halfBase);
  return {
    drawing: s.done(),
    inner: { minX: -side / 2, minY: base - side, maxX: side / 2, maxY: base },
    shape: "triangle",
    triangle: { halfBase, height },
  };
}

/**
 * A medal on its loop (issue 36: "a saint medallion", "a medal with a star"): a pale face in a
 * beaded metal rim, the loop it hangs by on top; what it bears is set on its face.
 */
export function medallionFrame(): Frame {
  const s = new Sketch();
  const cy = 12;
  s.fill("metal", ellipse(0, -82, 13, 15, 0, 12), hole(ellipse(0, -82, 6, 8, 0, 10)));
  s.fill("light", circle(0, cy, 76, 24));
  s.fill("metal", circle(0, cy, 88, 28), hole(circle(0, cy, 74, 28)));
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    s.solidAt(1, circle(Math.cos(a) * 81, cy + Math.sin(a) * 81, 2.4, 8));
  }
  s.line(2, 1, circle(0, cy, 68, 24));
  const r = 70 / Math.SQRT2;
  return { drawing: s.done(), inner: { minX: -r, minY: cy - r, maxX: r, maxY: cy + r }, shape: "round" };
}

export function frameFor(kind: FrameKind): Frame {
  if (kind === "triangle") return triangleFrame();
  if (kind === "medallion") return medallionFrame();
  return kind === "diamond" ? diamondFrame() : kind === "wreath" ? wreathFrame() : circleFrame();
}
