/**
 * A landmark people tattoo by name: the Eiffel Tower, its four legs curving in to the spire, the
 * arch between its feet, two platforms, and its lattice as shine.
 */
import { curve, mirrored, poly, type Node } from "../geometry";
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
