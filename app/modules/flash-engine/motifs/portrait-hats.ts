/**
 * Hats and crowns a portrait wears (issue 36), in the face's units (./portrait-face.ts): a cowboy
 * hat, a sailor's white cap, a Viking's winged helmet, a crown of spikes, a laurel wreath. Each sits
 * over the top of the head, its brim or band across the forehead.
 */
import type { Tone } from "../drawing";
import { circle, curve, mirrored, ribbon, rotateNodes, smooth, taper, type Node } from "../geometry";
import { leaf, type Sketch } from "./common";

/** A cowboy hat: the dented crown, the band, the brim curling up at both sides. */
export function cowboyHat(s: Sketch, tone: Tone, band: Tone, detail: number): void {
  s.fill(
    tone,
    smooth(
      mirrored([
        [0, -104, 1],
        [12, -100],
        [26, -108],
        [36, -98],
        [38, -64],
        [0, -60],
      ]),
    ),
  );
  s.shade(
    smooth([
      [22, -104],
      [34, -96],
      [36, -66],
      [24, -64],
      [26, -90],
    ]),
  );
  if (detail >= 1) s.detail(1, curve([0, -102], [2, -84]));
  s.fill(
    band,
    ribbon(
      [
        [-37, -70],
        [0, -67],
        [37, -70],
      ],
      taper.even(8),
      12,
    ),
  );
  s.fill(
    tone,
    smooth([
      [-80, -80, 1],
      [-60, -64],
      [-30, -62],
      [0, -62],
      [30, -62],
      [60, -64],
      [80, -80, 1],
      [76, -64],
      [56, -50],
      [0, -46],
      [-56, -50],
      [-76, -64],
    ]),
  );
  if (detail >= 1) s.detail(1, curve([-60, -56], [0, -52], [60, -56]));
}

/** A sailor's white cap worn tilted: the round crown and the rolled-up brim, a star on it. */
export function sailorCap(s: Sketch, detail: number): void {
  const tilt = (nodes: Node[]) => rotateNodes(nodes, 0, -80, 0.16);
  s.fill(
    "light",
    smooth(
      tilt(
        mirrored([
          [0, -108],
          [24, -104],
          [36, -90],
          [38, -76],
          [0, -72],
        ]),
      ),
    ),
  );
  s.fill(
    "light",
    smooth(
      tilt([
        [-46, -84, 1],
        [0, -80],
        [46, -84, 1],
        [48, -70],
        [0, -64],
        [-48, -70],
      ]),
    ),
  );
  if (detail >= 1)
    s.detail(
      1,
      curve(
        ...tilt([
          [-44, -76],
          [0, -72],
          [44, -76],
        ]),
      ),
    );
}

/**
 * A Viking's helmet: the iron dome with its band and nose guard, and a wing rising from each side.
 * The wings' feathers are drawn from the back, so each overlaps the one above it.
 */
export function wingedHelmet(s: Sketch, detail: number): void {
  for (const side of [1, -1]) {
    for (const [k, length] of [84, 72, 58].entries()) {
      const angle = -1.2 + k * 0.34;
      const root: Node = [36 * side, -74];
      const tip: Node = [root[0] + Math.cos(angle) * length * side * 0.7, root[1] + Math.sin(angle) * length * 0.5 - 6];
      s.fill(
        "light",
        ribbon([root, [(root[0] + tip[0]) / 2, (root[1] + tip[1]) / 2 - 6], tip], taper.leaf(16, 0.4), 14),
      );
    }
  }
  s.fill(
    "metal",
    smooth(
      mirrored([
        [0, -104],
        [26, -100],
        [40, -84],
        [44, -62, 1],
        [0, -60],
      ]),
    ),
  );
  s.shade(
    smooth([
      [26, -98],
      [38, -84],
      [40, -64],
      [28, -64],
      [30, -84],
    ]),
  );
  s.fill(
    "metal",
    ribbon(
      [
        [-46, -64],
        [0, -60],
        [46, -64],
      ],
      taper.even(10),
      14,
    ),
  );
  s.fill(
    "metal",
    smooth([
      [-5, -60, 1],
      [5, -60, 1],
      [4, -28],
      [0, -24, 1],
      [-4, -28],
    ]),
  );
  if (detail >= 1) s.detail(1, curve([0, -102], [0, -66]));
  if (detail >= 2) for (const x of [-34, -18, 18, 34]) s.solidAt(2, circle(x, -63, 1.8, 6));
}

/** A crown of tall spikes on a band (Poseidon's), each spike tipped with a ball. */
export function spikedCrown(s: Sketch, detail: number): void {
  const spikes: Array<[x: number, h: number]> = [
    [-36, 26],
    [-18, 36],
    [0, 42],
    [18, 36],
    [36, 26],
  ];
  const nodes: Node[] = [[-44, -60, 1]];
  for (const [x, h] of spikes) {
    nodes.push([x - 8, -72, 1], [x, -72 - h, 1], [x + 8, -72, 1]);
  }
  nodes.push([44, -60, 1], [0, -56]);
  s.fill("accent", smooth(nodes));
  for (const [x, h] of spikes) s.fill("accent", circle(x, -76 - h, 4.2, 10));
  s.fill(
    "accent",
    ribbon(
      [
        [-46, -64],
        [0, -60],
        [46, -64],
      ],
      taper.even(11),
      14,
    ),
  );
  if (detail >= 1) for (const x of [-24, 0, 24]) s.fill("primary", circle(x, -62, 3.2, 8));
}

/** A laurel wreath round the head: two branches of leaves meeting over the brow. */
export function laurelWreath(s: Sketch): void {
  for (const side of [1, -1]) {
    for (let k = 0; k < 4; k++) {
      const t = k / 3;
      const x = side * (46 - t * 34);
      const y = -54 - Math.sin(t * 1.3) * 22;
      const angle = side > 0 ? -Math.PI / 2 - 0.6 - t * 0.7 : -Math.PI / 2 + 0.6 + t * 0.7;
      leaf(s, x, y, 28, 13, angle, "leaf", 0.1);
    }
  }
}
