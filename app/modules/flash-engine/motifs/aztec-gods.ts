/**
 * Tlaloc, the Aztec rain god (issue 36), as his masks show him, from the front: a blue face with
 * goggle rings round the eyes, the curled upper lip with its fangs, round ear spools, and a crown of
 * quetzal feathers. Painted like the portrait heads (./portrait-heads.ts) on the portrait face.
 */
import { circle, curve, hole, ribbon, smooth, taper } from "../geometry";
import { Sketch, type MotifFunction } from "./common";
import { face, neck, shoulders } from "./portrait-face";
import { featherRow } from "./portrait-warriors";

/** The goggle rings round both eyes, joined over the nose. */
function goggles(s: Sketch): void {
  for (const side of [-1, 1]) s.fill("accent", circle(side * 16, -24, 14, 16), hole(circle(side * 16, -24, 9.5, 14)));
  s.fill(
    "accent",
    ribbon(
      [
        [-4, -30],
        [0, -33],
        [4, -30],
      ],
      taper.even(4),
      8,
    ),
  );
}

/** The curled upper lip, its ends rolled up in scrolls, and the fangs hanging from it. */
function curledLip(s: Sketch, detail: number): void {
  for (const [x, h] of [
    [-12, 12],
    [-4, 8],
    [4, 8],
    [12, 12],
  ] as Array<[number, number]>)
    s.fill(
      "light",
      smooth([
        [x - 3.5, 10, 1],
        [x + 3.5, 10, 1],
        [x, 10 + h, 1],
      ]),
    );
  s.fill(
    "primary",
    ribbon(
      [
        [-26, -2],
        [-20, 10],
        [0, 8],
        [20, 10],
        [26, -2],
      ],
      taper.even(7),
      20,
    ),
  );
  if (detail >= 1) for (const side of [-1, 1]) s.detail(1, curve([side * 26, -2], [side * 20, -6], [side * 18, 0]));
}

/** Tlaloc: the blue face in goggles with the fanged lip, ear spools, a crown of green feathers. */
export const tlaloc: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  featherRow(s, 96, 42, "leaf", detail);
  featherRow(s, 80, 34, "water", detail);
  shoulders(s, "primary", true);
  neck(s, "water", true);
  face(s, { skin: "water", male: true, eyes: "open", iris: "dark", earsHidden: true }, detail);
  goggles(s);
  curledLip(s, detail);
  for (const side of [-1, 1]) s.fill("accent", circle(side * 44, -18, 9, 12), hole(circle(side * 44, -18, 4, 10)));
  s.fill(
    "primary",
    ribbon(
      [
        [-42, -66],
        [0, -74],
        [42, -66],
      ],
      taper.even(10),
      16,
    ),
  );
  return s.done();
};
