/** Backgrounds radiating from behind the motif: Traditional sunburst rays, tribal spikes and the blackwork burst. */
import { draw, type Stage } from "./backgrounds-stage";
import { Sketch } from "./drawing";
import { polar, poly, power, ribbon, TAU, type Node } from "./geometry";
import { flame } from "./motifs/common";
import type { Rng } from "./random";
import type { RenderContext } from "./render-style";

export function rays(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const { cx, cy, radius } = stage;
  const inner = radius * 0.6;
  const width = Math.max(ctx.outline, 8);
  // As many rays as the inner circle allows while keeping the minimum gap between them.
  const maxCount = Math.floor((TAU * inner) / (ctx.rules.minGap + width * 2.2));
  const count = Math.max(8, Math.min(rng.pick([12, 16, 20]), maxCount - (maxCount % 2)));
  const s = new Sketch();
  const turn = rng.range(0, TAU / count);
  for (let i = 0; i < count; i++) {
    const a = turn + (i / count) * TAU;
    const outer = radius * (i % 2 === 0 ? 1.58 : 1.34) * rng.vary(1, 0.03);
    const half = (TAU / count) * 0.3;
    s.fill(
      "accent",
      poly(
        [polar(cx, cy, inner, a - half), polar(cx, cy, outer, a), polar(cx, cy, inner, a + half)].map(
          (p) => [p[0], p[1], 1] as Node,
        ),
      ),
    );
  }
  return draw(s, ctx, 0.75);
}

/**
 * Tribal wings: on each side, blades that root behind the motif and sweep outward, their points
 * curling up, with barbs off their lower edge; a flame crown underneath. Mirrored, as tribal
 * pieces are.
 */
export function spikes(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const s = new Sketch();
  const { cx, cy, radius: R } = stage;
  const blades = rng.int(3, 4);
  const width = R * rng.range(0.26, 0.32);
  const sweep = rng.range(0.8, 1.1);
  const shapes: Node[][] = [];
  for (let i = 0; i < blades; i++) {
    const k = blades === 1 ? 0 : i / (blades - 1);
    const rootY = cy - R * 0.35 + k * R * 0.75;
    const len = R * (1.05 - k * 0.32) * rng.vary(1, 0.05);
    const rise = (0.75 - k * 1.05) * sweep;
    // Centreline for the right-hand blade, root to point.
    const nodes: Node[] = [
      [cx + R * 0.3, rootY],
      [cx + R * 0.3 + len * 0.45, rootY - len * rise * 0.15],
      [cx + R * 0.3 + len * 0.85, rootY - len * rise * 0.5],
      [cx + R * 0.3 + len * 0.95, rootY - len * (rise * 0.95 + 0.12)],
    ];
    shapes.push(nodes);
  }
  for (const side of [1, -1]) {
    shapes.forEach((nodes, i) => {
      const mirroredNodes: Node[] = nodes.map(([x, y]) => [cx + (x - cx) * side, y]);
      const w = width * (1 - i * 0.13);
      s.fill(
        "dark",
        ribbon(mirroredNodes, (t) => w * power(1 - t, 1.25) * Math.min(1, 0.55 + t * 3), 30),
      );
      // A barb off the lower edge, pointing out and down.
      const [bx, by] = mirroredNodes[1];
      s.fill(
        "dark",
        ribbon(
          [
            [bx - side * w * 0.2, by + w * 0.2],
            [bx + side * w * 0.55, by + w * 0.55],
            [bx + side * w * 1.25, by + w * 0.5],
          ],
          (t) => w * 0.42 * power(1 - t, 1.2),
          14,
        ),
      );
    });
  }
  // Flame crown under the motif and a spike above it.
  const flames = 3;
  for (let i = -flames + 1; i < flames; i++) {
    const x = cx + i * R * 0.18;
    s.fill("dark", flame(x, cy + R * 1.08, R * (0.5 - Math.abs(i) * 0.1), width * 0.55, -i * R * 0.06));
  }
  s.fill(
    "dark",
    ribbon(
      [
        [cx, cy - R * 0.6],
        [cx + R * 0.05, cy - R * 0.95],
        [cx - R * 0.04, cy - R * 1.25],
      ],
      (t) => width * 0.7 * power(1 - t, 1.1),
      16,
    ),
  );
  return draw(s, ctx, 0.6);
}

/** Solid black spikes radiating from behind the motif, alternating long and short. */
export function burst(stage: Stage, ctx: RenderContext, rng: Rng): string {
  const s = new Sketch();
  const { cx, cy, radius } = stage;
  const count = rng.pick([12, 16, 20]);
  const turn = rng.range(0, TAU / count);
  for (let i = 0; i < count; i++) {
    const a = turn + (i / count) * TAU;
    const long = i % 2 === 0;
    const outer = radius * (long ? 1.45 : 1.18);
    const half = (TAU / count) * (long ? 0.24 : 0.18);
    s.fill(
      "dark",
      poly([
        [...polar(cx, cy, radius * 0.45, a - half), 1] as Node,
        [...polar(cx, cy, outer, a), 1] as Node,
        [...polar(cx, cy, radius * 0.45, a + half), 1] as Node,
      ]),
    );
  }
  return draw(s, ctx, 0.8);
}
