/**
 * Landmarks people tattoo by name: the Eiffel Tower, its four legs curving in to the spire, the
 * arch between its feet, two platforms, and its lattice as shine; the Golden Gate Bridge and the
 * Empire State Building (issue 36: never a plain bridge or office building).
 */
import { curve, line, mirrored, poly, ribbon, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

export const eiffelTower: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  // Legs, arch and spire as one outline.
  const outline: Node[] = mirrored([
    [0, -100, 1],
    [3, -78, 1],
    [6, -60, 1],
    [10, -24],
    [18, 14, 1],
    [30, 40],
    [52, 78],
    [70, 100, 1],
    [46, 100, 1],
    [34, 82],
    [18, 66],
    [0, 62, 1],
  ]);
  s.fill("secondary", poly(outline));
  // The two platforms, wider than the tower where they stand.
  s.fill(
    "secondary",
    poly([
      [-16, 10, 1],
      [16, 10, 1],
      [18, 18, 1],
      [-18, 18, 1],
    ]),
  );
  s.fill(
    "secondary",
    poly([
      [-30, 38, 1],
      [30, 38, 1],
      [34, 46, 1],
      [-34, 46, 1],
    ]),
  );
  // The lattice: crossed braces catching the light.
  const braces: Array<[number, number]> = [
    [-56, -28],
    [-24, 8],
    [20, 36],
  ];
  for (const [top, bottom] of braces) {
    const half = (y: number) => 4 + ((y + 70) / 150) * 22;
    s.highlight(curve([-half(top), top], [half(bottom), bottom]));
    s.highlight(curve([half(top), top], [-half(bottom), bottom]));
  }
  if (detail >= 2) s.highlight(curve([-22, 60], [0, 54], [22, 60]));
  return s.done();
};

/**
 * The Golden Gate Bridge: its two towers, each two legs joined by stepped portals, the main cable
 * sagging between them and down to the shore on either side, the deck, and the hangers.
 */
export const goldenGateBridge: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  const top = -84;
  const deck = 14;
  // The towers behind the deck: two legs each, down into the water.
  for (const x of [-52, 52])
    for (const leg of [-1, 1])
      s.fill(
        "warm",
        poly([
          [x + leg * 12 - 4, top, 1],
          [x + leg * 12 + 4, top, 1],
          [x + leg * 12 + 5, deck + 30, 1],
          [x + leg * 12 - 5, deck + 30, 1],
        ]),
      );
  for (const x of [-52, 52])
    for (const [y, h] of [
      [top + 4, 7],
      [top + 30, 6],
      [top + 56, 6],
    ])
      s.fill(
        "warm",
        poly([
          [x - 12, y, 1],
          [x + 12, y, 1],
          [x + 12, y + h, 1],
          [x - 12, y + h, 1],
        ]),
      );
  // The hangers, from the cable down to the deck.
  const cable = (x: number) => {
    const ax = Math.abs(x);
    if (ax <= 52) return top + 2 + (1 - (x / 52) * (x / 52)) * 78;
    return top + 2 + ((ax - 52) / 48) * 84 - ((ax - 52) / 48) * (1 - (ax - 52) / 48) * 16;
  };
  if (detail >= 1)
    for (let x = -94; x <= 94; x += detail >= 2 ? 8 : 12)
      if (Math.abs(Math.abs(x) - 52) > 4 && cable(x) < deck - 4) s.detail(1, line([x, cable(x)], [x, deck]));
  // The main cable in three spans: shore to tower, between the towers, tower to shore.
  const span = (from: number, to: number): Node[] =>
    Array.from({ length: 13 }, (_, i) => {
      const x = from + ((to - from) * i) / 12;
      return [x, cable(x)];
    });
  for (const [from, to] of [
    [-100, -52],
    [-52, 52],
    [52, 100],
  ])
    s.fill(
      "warm",
      ribbon(span(from, to), () => 1.8, 24),
    );
  // The deck across.
  s.fill(
    "warm",
    poly([
      [-100, deck, 1],
      [100, deck, 1],
      [100, deck + 9, 1],
      [-100, deck + 9, 1],
    ]),
  );
  return s.done();
};

/**
 * The Empire State Building: the wide base, the setbacks stepping in to the tall shaft with its
 * window piers, the crown and the mast with its spire.
 */
export const empireStateBuilding: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  s.fill(
    "secondary",
    poly(
      mirrored([
        [0, -100, 1],
        [2, -80, 1],
        [5, -78, 1],
        [5, -66, 1],
        [9, -64, 1],
        [9, -56, 1],
        [14, -54, 1],
        [14, -46, 1],
        [20, -46, 1],
        [20, 20, 1],
        [28, 20, 1],
        [28, 42, 1],
        [38, 42, 1],
        [38, 100, 1],
        [0, 100, 1],
      ]),
    ),
  );
  // The window piers running up the shaft and the base.
  const piers = detail >= 2 ? [-15, -10, -5, 0, 5, 10, 15] : detail >= 1 ? [-12, -4, 4, 12] : [-8, 8];
  for (const x of piers) s.detail(0, line([x, -40], [x, 16]));
  if (detail >= 1) {
    for (const x of [-30, -20, -10, 0, 10, 20, 30]) s.detail(1, line([x, 50], [x, 94]));
    for (const x of [-22, -12, 12, 22]) s.detail(1, line([x, 24], [x, 38]));
  }
  s.highlight(curve([-17, -42], [-17, 16]));
  return s.done();
};
