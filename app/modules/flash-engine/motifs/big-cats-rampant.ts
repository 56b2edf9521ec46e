/** The lion and the tiger rampant: standing on a hind leg, forepaws raised, as in heraldry. */
import type { Drawing, Tone } from "../drawing";
import { curve, placement, ribbon, smooth, type Node } from "../geometry";
import { limb, mane, ruff, stripes, TIGER_HEAD_STRIPES } from "./big-cat-parts";
import { roaringHead } from "./big-cats-roaring";
import { placed, Sketch, type MotifFunction, type MotifOptions } from "./common";

/** The far limbs, drawn first: the raised hind leg and the forward foreleg. */
function farLimbs(s: Sketch, tone: Tone, lift: number): void {
  limb(
    s,
    tone,
    [
      [-8, 36],
      [18, 52],
      [36, 66 * lift],
      [50, 64 * lift],
    ],
    26,
    13,
    -0.2,
    true,
    2,
  );
  limb(
    s,
    tone,
    [
      [30, -6],
      [50, -2],
      [66, 4],
      [80, 4],
    ],
    22,
    13,
    0.1,
    true,
    2,
  );
}

/** Tail curling up behind, ending in a tuft (lion) or a dark tip (tiger). */
function tail(s: Sketch, tone: Tone, lift: number, tiger: boolean): void {
  const tail: Node[] = [
    [-34, 52],
    [-58, 66],
    [-78, 40],
    [-72, 0],
    [-56, -24 * lift],
  ];
  s.fill(
    tone,
    ribbon(tail, (t) => 10 - t * 3, 24),
  );
  if (tiger)
    s.fill(
      "dark",
      ribbon(tail.slice(3), (t) => 7.4 - t * 0.8, 10),
    );
  else
    s.fill(
      "primary",
      smooth([
        [-58, -18, 1],
        [-66, -30],
        [-60, -44],
        [-48, -52, 1],
        [-50, -40],
        [-46, -30],
        [-52, -20],
      ]),
    );
}

/**
 * The torso, upright along a diagonal from the rump to the chest, its pale belly (a tiger's
 * striped).
 */
function torso(s: Sketch, tone: Tone, detail: number, tiger: boolean): void {
  s.fill(
    tone,
    smooth([
      [14, -58],
      [40, -50],
      [54, -30],
      [50, -6],
      [32, 14],
      [14, 28],
      [6, 50],
      [-14, 70],
      [-40, 66],
      [-50, 44],
      [-42, 12],
      [-22, -22],
      [-2, -46],
    ]),
  );
  s.shade(
    smooth([
      [-22, -22],
      [-2, -46],
      [8, -40],
      [-12, -10],
      [-30, 30],
      [-44, 40],
      [-42, 12],
    ]),
  );
  // Pale belly.
  s.fill(
    "light",
    smooth([
      [48, -20],
      [50, -6],
      [32, 14],
      [14, 28],
      [8, 40],
      [14, 14],
      [34, -6],
    ]),
  );
  s.detail(1, curve([-20, 40], [-6, 30], [8, 36]));
  s.detail(1, curve([20, -36], [30, -20], [28, -4]));
  if (detail >= 2) for (let i = 0; i < 3; i++) s.detail(2, curve([-4 + i * 10, -6 + i * 6], [6 + i * 10, 6 + i * 6]));
  if (tiger)
    stripes(
      s,
      (
        [
          [
            [-38, 10],
            [-26, 12],
            [-14, 18],
          ],
          [
            [-27, -12],
            [-14, -8],
            [-4, -2],
          ],
          [
            [-12, -36],
            [-2, -30],
            [6, -24],
          ],
        ] as Node[][]
      ).slice(0, detail >= 1 ? 3 : 2),
      9,
    );
}

/** Near hind leg: the thigh, then down to the standing foot. */
function nearHindLeg(s: Sketch, tone: Tone, tiger: boolean): void {
  s.fill(
    tone,
    smooth([
      [-40, 30],
      [-14, 30],
      [6, 48],
      [2, 70],
      [-12, 84],
      [-4, 94],
      [20, 92],
      [30, 98, 1],
      [-18, 100, 1],
      [-28, 84],
      [-36, 70],
      [-48, 54],
    ]),
  );
  s.detail(1, curve([-30, 40], [-12, 50], [-6, 68]));
  for (const x of [8, 18]) s.detail(1, curve([x, 93], [x + 2, 99]));
  if (tiger)
    stripes(
      s,
      [
        [
          [-44, 50],
          [-34, 52],
          [-24, 58],
        ],
        [
          [-32, 76],
          [-24, 76],
          [-16, 80],
        ],
      ],
      8,
    );
}

/** Near foreleg raised, clawing forward under the jaw. */
function nearForeleg(s: Sketch, tone: Tone, tiger: boolean): void {
  limb(
    s,
    tone,
    [
      [24, -30],
      [46, -40],
      [66, -50],
      [86, -54],
    ],
    24,
    14,
    -0.4,
    false,
    1,
  );
  if (tiger)
    stripes(
      s,
      [
        [
          [42, -46],
          [48, -38],
          [52, -34],
        ],
        [
          [58, -56],
          [64, -48],
          [68, -46],
        ],
      ],
      7,
    );
}

/** The head, roaring, over the shoulders (with the mane for a lion). */
function rampantHead(s: Sketch, tone: Tone, rng: MotifOptions["rng"], detail: number, tiger: boolean): void {
  const head = new Sketch();
  if (tiger) ruff(head);
  else mane(head, rng, detail);
  roaringHead(head, tone, detail, tiger);
  if (tiger) stripes(head, TIGER_HEAD_STRIPES.slice(0, detail >= 1 ? 8 : 5), 9);
  s.add(placed(head.done(), placement(tiger ? 28 : 24, -70, tiger ? 0.56 : 0.52, -0.1), 1));
}

/**
 * The rampant big cat (heraldry's lion rampant; "rearing"): the whole animal in profile up on
 * one hind leg, forepaws raised and clawing, the other hind leg lifted, the tail curling up
 * behind, the head roaring. Faces right; taller than wide.
 */
export function rampant(rng: MotifOptions["rng"], detail: number, tiger: boolean): Drawing {
  const s = new Sketch();
  const tone: Tone = tiger ? "warm" : "accent";
  const lift = rng.vary(1, 0.05);
  farLimbs(s, tone, lift);
  tail(s, tone, lift, tiger);
  torso(s, tone, detail, tiger);
  nearHindLeg(s, tone, tiger);
  nearForeleg(s, tone, tiger);
  rampantHead(s, tone, rng, detail, tiger);
  return s.done();
}

/** The rampant cat's raised forepaw, where it grips what it holds. */
export const RAMPANT_PAW = [90, -56] as const;

export const lionRampant: MotifFunction = ({ rng, detail }) => rampant(rng, detail, false);

export const tigerRampant: MotifFunction = ({ rng, detail }) => rampant(rng, detail, true);
