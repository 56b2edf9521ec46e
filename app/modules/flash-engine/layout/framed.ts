/**
 * Framed by and inside a frame (decision 015): a laurel wreath, a double ring or a double diamond
 * across the design, the subject (or its pair or trio) scaled into the frame's inner box.
 */
import { applyMatrix, boundsOf, matrixScale, type Box } from "../geometry";
import { frameFor, innerBoxFor, type Frame } from "../motifs/frames";
import { fit, height, midX, midY, scaleAbout, shift, union, width, type SceneItem } from "./scene-items";
import type { Laid, SceneKit } from "./scene-kit";
import type { Framing } from "./scene-plan";

/**
 * A tall or wide subject in a frame (a seahorse in a circle) grows into the frame's round or
 * diamond inside instead of keeping to the square in it (a pair or trio of them, to fill it); the
 * more elongated, the more it grows (nothing below 1.2 : 1, all it can from 1.5 : 1), so square
 * subjects keep their size.
 */
function tallInFrame(placed: SceneItem[], frame: Frame, frameScale: number, inner: Box): SceneItem[] {
  // How elongated the subject is (each of a pair or trio: two seahorses side by side are a square
  // group of tall things, drawn small to keep the pair inside the square).
  const b = placed[0].box;
  const elongation = Math.max(width(b) / Math.max(height(b), 1), height(b) / Math.max(width(b), 1));
  const t = Math.min(1, Math.max(0, (elongation - 1.2) / 0.3));
  if (t <= 0) return placed;
  const spread = union(placed.map((i) => i.box));
  const room = innerBoxFor(frame, width(spread) / Math.max(height(spread), 1));
  const most = 0.92 / Math.max(width(spread) / (room.width * frameScale), height(spread) / (room.height * frameScale));
  const k = 1 + (most - 1) * t;
  if (k <= 1) return placed;
  const dy = (room.dy ?? 0) * frameScale * t;
  return placed.map((i) =>
    shift(scaleAbout(i, k, midX(spread), midY(spread)), midX(inner) - midX(spread), midY(inner) + dy - midY(spread)),
  );
}

/** The frame spans the design; the subject is scaled into its inner box with a margin. */
export function layoutFramed(kit: SceneKit, framed: Framing): Laid {
  const frame = frameFor(framed.kind);
  const placedFrame = fit(frame.drawing, kit.cx, kit.cy, kit.size);
  const corners = [
    applyMatrix(placedFrame.matrix, frame.inner.minX, frame.inner.minY),
    applyMatrix(placedFrame.matrix, frame.inner.maxX, frame.inner.maxY),
  ];
  const inner = boundsOf(corners);
  const room = Math.min(width(inner), height(inner)) * 0.92;
  const s = kit.plan.subjects[framed.relation.from];
  const framedItems = kit.group(s.key, s.count, midX(inner), midY(inner), room, "main");
  // A pair or trio spreads wider than its size: shrink it back into the inner box.
  const spread = union(framedItems.map((i) => i.box));
  const k = Math.min(1, width(inner) / Math.max(width(spread), 1), height(inner) / Math.max(height(spread), 1));
  const fitted = k < 1 ? kit.group(s.key, s.count, midX(inner), midY(inner), room * k * 0.98, "main") : framedItems;
  return {
    items: [
      ...tallInFrame(fitted, frame, matrixScale(placedFrame.matrix), inner),
      { key: "frame", drawing: frame.drawing, ...placedFrame, layer: "behind" },
    ],
  };
}
