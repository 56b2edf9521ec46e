/** The eye and the open hand (and the hamsa, the open hand with an eye in the palm). */
import type { Drawing } from "../drawing";
import { circle, curve, line, ribbon, smooth, type Node } from "../geometry";
import type { Rng } from "../random";
import { Sketch, type MotifFunction } from "./common";

export const eye: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const w = 92;
  const h = rng.vary(44, 0.08);
  const irisTone = rng.pick(["water", "leaf", "warm"] as const);
  const almond: Node[] = [
    [-w, 0, 1],
    [-w * 0.45, -h * 0.95],
    [w * 0.45, -h * 0.95],
    [w, 0, 1],
    [w * 0.45, h * 0.8],
    [-w * 0.45, h * 0.8],
  ];
  // Lashes first so the lid line covers their roots.
  const lashes = detail >= 1 ? 7 : 5;
  for (let i = 0; i < lashes; i++) {
    const t = (i + 0.5) / lashes;
    const x = -w * 0.82 + t * w * 1.64;
    const y = -h * 0.95 * Math.sin(Math.PI * t) - 2;
    const ang = -Math.PI / 2 + (t - 0.5) * 1.5;
    s.fill(
      "dark",
      ribbon(
        [
          [x, y + 4],
          [x + Math.cos(ang) * 14, y + Math.sin(ang) * 14],
          [x + Math.cos(ang - 0.3) * 26, y + Math.sin(ang - 0.3) * 24],
        ],
        (k) => 7 * (1 - k),
        10,
      ),
    );
  }
  s.fill("light", smooth(almond));
  s.shade(
    smooth([
      [-w * 0.85, -h * 0.1],
      [-w * 0.4, -h * 0.8],
      [w * 0.4, -h * 0.8],
      [w * 0.85, -h * 0.1],
      [0, -h * 0.55],
    ]),
  );
  s.fill(irisTone, circle(0, -4, h * 0.72, 14));
  for (let i = 0; i < 10 && detail >= 2; i++) {
    const a = (i / 10) * Math.PI * 2;
    s.detail(
      2,
      line(
        [Math.cos(a) * h * 0.38, -4 + Math.sin(a) * h * 0.38],
        [Math.cos(a) * h * 0.62, -4 + Math.sin(a) * h * 0.62],
      ),
    );
  }
  s.solid(circle(0, -4, h * 0.32, 10));
  s.highlight(circle(-h * 0.22, -h * 0.26, h * 0.12, 8));
  s.detail(1, curve([-w * 0.8, h * 0.2], [0, h * 1.05], [w * 0.8, h * 0.2]));
  // A tear.
  if (rng.chance(0.5))
    s.fill(
      "water",
      smooth([
        [w * 0.3, h + 6, 1],
        [w * 0.38, h + 24],
        [w * 0.3, h + 32],
        [w * 0.22, h + 24],
      ]),
    );
  return s.done();
};

/** An open hand, palm out; sometimes, in detail, a hamsa. */
export const hand: MotifFunction = ({ rng, detail }) => openHand(rng, detail, detail >= 1 && rng.chance(0.4));

/** The hamsa, the amulet against the evil eye: the open hand with a thumb on both sides and an eye in the palm. */
export const hamsa: MotifFunction = ({ rng, detail }) => openHand(rng, detail, true);

function openHand(rng: Rng, detail: number, hamsa: boolean): Drawing {
  const s = new Sketch();
  const spread = rng.range(0.02, 0.08);
  const fingers: Array<[number, number, number]> = hamsa
    ? [
        [-30, 80, -0.03],
        [-10, 96, 0],
        [10, 96, 0],
        [30, 80, 0.03],
      ]
    : [
        [-31, 82, -spread * 2],
        [-10, 100, -spread * 0.6],
        [11, 94, spread * 0.6],
        [31, 74, spread * 2],
      ];
  const base = 0;
  const thumb = (side: number) => {
    const t: Node[] = [
      [side * 36, 52],
      [side * 54, 38],
      [side * 70, 16],
      [side * 82, -4],
      [side * 76, -16],
      [side * 64, -8],
      [side * 48, 10],
      [side * 36, 18],
    ];
    s.fill("light", smooth(t));
    if (detail >= 1) s.detail(1, curve([side * 56, 20], [side * 62, 12], [side * 62, 4]));
  };
  thumb(-1);
  if (hamsa) thumb(1);
  for (const [x, len, tilt] of fingers) {
    const w = 10.5;
    const tipX = x + Math.sin(tilt) * len;
    const tipY = base - Math.cos(tilt) * len;
    const along = (k: number): [number, number] => [x + (tipX - x) * k, base + (tipY - base) * k];
    s.fill(
      "light",
      smooth([
        [x - w, base + 12],
        [along(0.85)[0] - w, along(0.85)[1]],
        [tipX - w * 0.7, tipY + 3],
        [tipX, tipY - 1],
        [tipX + w * 0.7, tipY + 3],
        [along(0.85)[0] + w, along(0.85)[1]],
        [x + w, base + 12],
      ]),
    );
    if (detail >= 1) {
      for (const k of [0.36, 0.66]) {
        const [cx, cy] = along(k);
        s.detail(1, curve([cx - w * 0.55, cy], [cx, cy + 2.5], [cx + w * 0.55, cy]));
      }
    }
    if (detail >= 2) s.detail(2, curve([tipX - w * 0.45, tipY + 12], [tipX, tipY + 9], [tipX + w * 0.45, tipY + 12]));
  }
  // Palm over the roots of the fingers and thumb.
  const palm: Node[] = [
    [-42, -2],
    [-45, 26],
    [-38, 56],
    [-22, 76],
    [0, 82],
    [22, 76],
    [38, 56],
    [44, 26],
    [42, -2],
    [0, -6],
  ];
  s.fill("light", smooth(palm));
  s.shade(
    smooth([
      [28, 4],
      [42, 8],
      [42, 48],
      [30, 70],
      [34, 36],
    ]),
  );
  if (hamsa) {
    s.fill(
      "water",
      smooth([
        [-24, 38, 1],
        [0, 24],
        [24, 38, 1],
        [0, 52],
      ]),
    );
    s.solid(circle(0, 38, 7, 8));
    s.highlight(circle(-2.5, 35.5, 2, 6));
    if (detail >= 2)
      for (const [x, y] of [
        [-26, 62],
        [0, 70],
        [26, 62],
      ] as const)
        s.solid(circle(x, y, 3, 6));
  } else if (detail >= 1) {
    s.detail(1, curve([-38, 20], [-8, 13], [32, 8]));
    s.detail(1, curve([-34, 34], [-22, 54], [-12, 74]));
    if (detail >= 2) s.detail(2, curve([-28, 28], [0, 34], [20, 44]));
  }
  return s.done();
}
