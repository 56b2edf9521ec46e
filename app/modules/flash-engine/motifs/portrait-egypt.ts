/**
 * The pharaoh (issue 36), as Tutankhamun's golden death mask shows him, from the front: the striped
 * nemes headcloth flaring behind the face and falling in lappets over the chest, the cobra (uraeus)
 * and the vulture on the brow, the broad collar, the plaited false beard, kohl-lined eyes. Painted
 * like ./portrait-heads.ts: behind, shoulders, neck, face, then what is worn.
 */
import { curve, mirrored, ribbon, smooth, taper, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";
import { face, neck, shoulders } from "./portrait-face";

/** The nemes flaring out behind the head, down to the shoulders, striped across. */
export function nemesBack(s: Sketch, detail: number): void {
  s.fill(
    "water",
    smooth(
      mirrored([
        [0, -94],
        [30, -90],
        [50, -70],
        [58, -40],
        [66, -6],
        [72, 30, 1],
        [36, 30],
        [0, 30],
      ]),
    ),
  );
  if (detail < 1) return;
  for (const side of [-1, 1]) {
    for (let y = -56; y <= 22; y += 10) {
      const out = 52 + (y + 56) * 0.2;
      s.detail(1, curve([side * 40, y], [side * out, y + 2]));
    }
  }
}

/** The broad collar (usekh) over the shoulders: rows of beads in bands. */
export function broadCollar(s: Sketch, detail: number): void {
  s.fill(
    "accent",
    smooth(
      mirrored([
        [0, 38],
        [28, 44],
        [60, 60],
        [76, 80],
        [70, 92],
        [36, 90],
        [0, 86],
      ]),
    ),
  );
  const rows = detail >= 1 ? 3 : 1;
  for (let i = 1; i <= rows; i++) {
    const y = 40 + i * 12;
    s.detail(i === 1 ? 0 : 1, curve([-70 + i * 2, y + 20], [-34, y + 4], [0, y], [34, y + 4], [70 - i * 2, y + 20]));
  }
}

/** The nemes over the head and beside the face, falling in striped lappets over the collar. */
function nemesFront(s: Sketch, detail: number): void {
  s.fill(
    "water",
    smooth(
      mirrored([
        [0, -94],
        [28, -90],
        [44, -70],
        [46, -48],
        [44, -20],
        [44, 10],
        [50, 40],
        [52, 76, 1],
        [36, 76, 1],
        [36, 40],
        [34, 10],
        [38, -20],
        [38, -48],
        [30, -62],
        [0, -64],
      ]),
    ),
  );
  s.fill(
    "accent",
    smooth(
      mirrored([
        [0, -66],
        [30, -64],
        [40, -52],
        [36, -50],
        [26, -58],
        [0, -60],
      ]),
    ),
  ); // the gold band on the brow
  if (detail < 1) return;
  for (let y = -84; y <= -70; y += 7) s.detail(1, curve([-30, y + 4], [0, y], [30, y + 4]));
  for (const side of [-1, 1]) {
    for (let y = -30; y <= 70; y += 10) s.detail(1, curve([side * 38, y], [side * (46 + (y > 10 ? 4 : 0)), y]));
  }
}

/** The cobra rearing on the brow beside the vulture's head. */
function uraeus(s: Sketch): void {
  const hood: Node[] = [
    [4, -62],
    [9, -70],
    [8, -80],
    [4, -86],
    [0, -80],
    [0, -70],
  ];
  s.fill("accent", smooth(hood));
  s.fill(
    "accent",
    ribbon(
      [
        [-2, -62],
        [-6, -72],
        [-4, -80],
      ],
      taper.spike(5),
      8,
    ),
  ); // the vulture's head
  s.solid(
    smooth([
      [3, -78],
      [5, -79],
      [5, -77],
    ]),
  );
}

/** The plaited false beard under the chin, curling forward at its tip. */
function falseBeard(s: Sketch, detail: number): void {
  s.fill(
    "water",
    ribbon(
      [
        [0, 28],
        [0, 50],
        [1, 62],
      ],
      (t) => 8 - t * 1.5,
      12,
    ),
  );
  if (detail >= 1) for (let y = 36; y <= 58; y += 7) s.detail(1, curve([-6, y], [0, y + 2], [6, y]));
}

/** A pharaoh, as Tutankhamun's golden mask shows him. */
export const pharaoh: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  nemesBack(s, detail);
  shoulders(s, "accent", true);
  broadCollar(s, detail);
  neck(s, "accent", true);
  face(s, { skin: "accent", male: true, eyes: "open", iris: "dark", earsHidden: true }, detail);
  falseBeard(s, detail);
  nemesFront(s, detail);
  uraeus(s);
  return s.done();
};
