/** Viking runes (issue 36): staves of the Elder Futhark carved in a row, as people ink "viking runes". */
import { circle, polylineBand, type Vec } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

/** Elder Futhark runes as their strokes, in a box 30 wide, 60 high round (0, 0): fehu, raidho, algiz, tiwaz, othala. */
const RUNES: ReadonlyArray<ReadonlyArray<readonly Vec[]>> = [
  [
    [
      [-10, 30],
      [-10, -30],
    ],
    [
      [-10, -8],
      [12, -30],
    ],
    [
      [-10, 8],
      [12, -14],
    ],
  ],
  [
    [
      [-10, 30],
      [-10, -30],
      [10, -16],
      [-10, 0],
      [12, 30],
    ],
  ],
  [
    [
      [0, 30],
      [0, -30],
    ],
    [
      [-16, -24],
      [0, -4],
      [16, -24],
    ],
  ],
  [
    [
      [0, 30],
      [0, -30],
    ],
    [
      [-16, -12],
      [0, -30],
      [16, -12],
    ],
  ],
  [
    [
      [-16, 30],
      [12, 4],
      [-12, -14],
      [0, -30],
      [12, -14],
      [-12, 4],
      [16, 30],
    ],
  ],
];

/** Runes: five staves of the Elder Futhark carved in a row between two lines, as a band of Viking runes. */
export const runes: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  RUNES.forEach((strokes, k) => {
    const x = -76 + k * 38;
    for (const stroke of strokes)
      s.fill(
        "dark",
        polylineBand(
          stroke.map(([px, py]): Vec => [px * 0.9 + x, py * 0.9]),
          7,
        ),
      );
  });
  s.fill(
    "dark",
    polylineBand(
      [
        [-98, -38],
        [98, -38],
      ],
      4,
    ),
    polylineBand(
      [
        [-98, 38],
        [98, 38],
      ],
      4,
    ),
  );
  if (detail >= 1) for (let k = 0; k < 4; k++) s.solid(circle(-57 + k * 38, 0, 3, 6));
  return s.done();
};
