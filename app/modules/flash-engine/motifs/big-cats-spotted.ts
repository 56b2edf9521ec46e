/**
 * The big cats told apart by their coats (issue 36), each the lion's and tiger's face from the
 * front: the black panther, the jaguar with its rosettes, the cheetah with its spots and the black
 * tear lines from its eyes to its mouth.
 */
import { circle, curve, ribbon, type Node } from "../geometry";
import type { Rng } from "../random";
import { bigCatFace } from "./big-cats";
import { Sketch, type MotifFunction } from "./common";

/** A black panther's head: black from ears to chin, green eyes, sheen along the brow, the nose and the cheeks. */
export const panther: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  bigCatFace(s, "dark", detail, false, false, "dark", "accent");
  const sheen: Node[][] = [
    [
      [-34, -44],
      [-20, -50],
      [-6, -48],
    ],
    [
      [34, -44],
      [20, -50],
      [6, -48],
    ],
    [
      [-4, -20],
      [-5, -4],
      [-7, 6],
    ],
  ];
  if (detail >= 1)
    sheen.push(
      [
        [-48, -2],
        [-46, 18],
        [-36, 40],
      ],
      [
        [48, -2],
        [46, 18],
        [36, 40],
      ],
    );
  for (const line of sheen) s.highlight(curve(...line));
  // The muzzle's pads and chin drawn in sheen, as black on black hides them.
  for (const side of [-1, 1]) s.highlight(curve([side * 2, 22], [side * 16, 20], [side * 29, 30]));
  s.highlight(curve([-9, 58], [0, 61], [9, 58]));
  return s.done();
};

/** Where spots may sit on the face: the brow, the temples and the outer cheeks (clear of the eyes and muzzle). */
export const COAT: Array<[x: number, y: number]> = [
  [-14, -46],
  [14, -46],
  [0, -40],
  [-30, -36],
  [30, -36],
  [-44, -24],
  [44, -24],
  [-50, 0],
  [50, 0],
  [-42, 20],
  [42, 20],
  [-34, 44],
  [34, 44],
];

/** A jaguar's head: a gold face with rosettes, rings of broken dark spots each round a darker centre. */
export const jaguar: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  bigCatFace(s, "warm", detail, false);
  const spots = detail >= 1 ? COAT : COAT.slice(0, 7);
  for (const [x, y] of spots) rosette(s, rng, x, y, Math.abs(x) > 40 ? 6.5 : 7.5);
  return s.done();
};

/** Four to five dark crescents in a ring round a darker dot. */
export function rosette(s: Sketch, rng: Rng, x: number, y: number, r: number): void {
  const turn = rng.range(0, 1.2);
  const pieces = rng.chance(0.5) ? 4 : 5;
  for (let i = 0; i < pieces; i++) {
    const a0 = turn + (i / pieces) * Math.PI * 2;
    const a1 = a0 + ((Math.PI * 2) / pieces) * 0.62;
    const arc: Node[] = [0, 0.5, 1].map((k) => {
      const a = a0 + (a1 - a0) * k;
      return [x + Math.cos(a) * r, y + Math.sin(a) * r];
    });
    s.fill(
      "dark",
      ribbon(arc, (t) => 2.6 * Math.sin(Math.PI * (0.15 + t * 0.7)), 6),
    );
  }
  s.solid(circle(x, y, r * 0.22, 6));
}

/** A cheetah's head: a gold face with solid spots and the black tear lines from the eyes to the mouth. */
export const cheetah: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  bigCatFace(s, "accent", detail, false);
  const spots = detail >= 1 ? COAT : COAT.slice(0, 7);
  for (const [i, [x, y]] of spots.entries()) s.solid(circle(x, y, i % 2 ? 3.4 : 4.2, 6));
  for (const side of [-1, 1])
    s.fill(
      "dark",
      ribbon(
        [
          [side * 14, -6],
          [side * 20, 12],
          [side * 24, 30],
          [side * 22, 46],
        ],
        (t) => 4.2 - t * 1.6,
        12,
      ),
    );
  return s.done();
};
