/** The fox: its head, asleep curled round its tail, and the kitsune with its nine tails. */
import { circle, curve, mirrored, placement, power, smooth, type Node } from "../geometry";
import { at, band, eye, frame, pair, placed, Sketch, spine, type MotifFunction } from "./common";

export const fox: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const ear = rng.vary(1, 0.05);
  const right: Node[] = [
    [0, -40],
    [14, -46],
    [54, -98 * ear, 1],
    [70, -40],
    [78, -14],
    [100, 14, 1],
    [74, 24],
    [52, 44],
    [22, 72],
    [0, 86, 1],
  ];
  s.fill("warm", smooth(mirrored(right)));
  s.shade(
    smooth(
      mirrored([
        [0, -36],
        [14, -40],
        [26, -24],
        [12, -8],
        [0, 6],
      ]),
    ),
  );
  for (const side of [-1, 1]) {
    s.fill(
      "dark",
      smooth([
        [side * 22, -50, 1],
        [side * 52, -90 * ear, 1],
        [side * 62, -46, 1],
        [side * 44, -54],
      ]),
    );
    s.fill(
      "light",
      smooth([
        [side * 30, -50, 1],
        [side * 50, -78 * ear, 1],
        [side * 56, -48, 1],
      ]),
    );
    // White cheeks.
    s.fill(
      "light",
      smooth([
        [side * 30, 6],
        [side * 60, -4],
        [side * 100, 14, 1],
        [side * 74, 24],
        [side * 52, 44],
        [side * 22, 72],
        [side * 0, 86, 1],
        [side * 14, 44],
      ]),
    );
  }
  for (const side of [-1, 1]) eye(s, side * 28, -8, 24, side * -0.38, "accent");
  pair(s, 1, [
    [12, -24],
    [28, -28],
    [42, -18],
  ]);
  s.fill(
    "dark",
    smooth([
      [-10, 70, 1],
      [0, 66],
      [10, 70, 1],
      [4, 80],
      [0, 84, 1],
      [-4, 80],
    ]),
  );
  if (detail >= 2) {
    pair(s, 2, [
      [56, 10],
      [70, 16],
      [78, 18],
    ]);
    pair(s, 2, [
      [8, 30],
      [14, 48],
    ]);
  }
  return s.done();
};

/**
 * A fox asleep, curled into a ball, its bushy white-tipped tail wrapped round the front and the
 * head resting on it, snout pointing out, eyes shut.
 */
export const foxSleeping: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const curl = rng.vary(1, 0.04);
  // Body: a round, low loaf.
  s.fill(
    "warm",
    smooth([
      [-60, -20],
      [-20, -44],
      [40, -46],
      [84, -20],
      [100, 22],
      [82, 58],
      [20, 66],
      [-50, 60],
      [-80, 30],
    ]),
  );
  s.shade(
    smooth([
      [-20, -40],
      [40, -42],
      [80, -18],
      [50, -24],
      [0, -28],
    ]),
  );
  if (detail >= 1) s.detail(1, curve([14, -34], [46, -12], [60, 24]));
  // The bushy tail round the front, its white tip under the chin.
  const tail = spine(
    [
      [84, -6],
      [100, 44 * curl],
      [46, 84 * curl],
      [-26, 86 * curl],
      [-84, 62],
      [-112, 40],
    ],
    48,
  );
  const bushy = (t: number) => 46 * power(Math.sin(Math.PI * Math.min(1, 0.04 + t)), 0.6) + 4 * (1 - t);
  s.fill(
    "warm",
    band(
      tail,
      (t) => -bushy(t) / 2,
      (t) => bushy(t) / 2,
    ),
  );
  if (detail >= 1)
    for (const t0 of [0.3, 0.5])
      s.detail(
        1,
        curve(
          ...frame(at(tail, t0), [
            [-10, -6],
            [4, 0],
            [14, 8],
          ]),
        ),
      );
  s.fill(
    "light",
    band(
      tail,
      (t) => -bushy(t) / 2,
      (t) => bushy(t) / 2,
      0.8,
      1,
    ),
  );
  // Ears: pointed, dark-tipped.
  for (const [base0, tip, base1] of [
    [
      [-58, -42],
      [-56, -86],
      [-34, -44],
    ],
    [
      [-34, -42],
      [-18, -80],
      [-12, -30],
    ],
  ] as Array<[[number, number], [number, number], [number, number]]>) {
    s.fill(
      "warm",
      smooth([
        [base0[0], base0[1], 1],
        [tip[0], tip[1], 1],
        [base1[0], base1[1], 1],
      ]),
    );
    s.fill(
      "dark",
      smooth([
        [tip[0] * 0.7 + base0[0] * 0.3, tip[1] * 0.7 + base0[1] * 0.3, 1],
        [tip[0], tip[1], 1],
        [tip[0] * 0.7 + base1[0] * 0.3, tip[1] * 0.7 + base1[1] * 0.3, 1],
      ]),
    );
  }
  // Head resting on the tail, snout out to the left.
  s.fill(
    "warm",
    smooth([
      [-14, -22],
      [-36, -44],
      [-62, -42],
      [-84, -26],
      [-112, 0, 1],
      [-94, 10],
      [-62, 18],
      [-32, 12],
    ]),
  );
  s.fill(
    "light",
    smooth([
      [-110, 1, 1],
      [-92, 10],
      [-62, 17],
      [-34, 11],
      [-50, 4],
      [-80, -4],
    ]),
  );
  s.fill("dark", circle(-108, -2, 5.5, 8));
  // Closed eye and the line of the mouth.
  s.line(0, 1.3, curve([-76, -22], [-68, -17], [-58, -20]));
  if (detail >= 2) s.detail(2, curve([-104, 4], [-90, 6]));
  // Sleep marks.
  if (detail >= 1) s.line(1, 1, curve([0, -70], [12, -70], [0, -58], [12, -58]));
  return s.done();
};

/**
 * The kitsune, the fox spirit of Japanese folklore: the fox's head before its nine bushy,
 * white-tipped tails, fanned out behind it from one root; the outer tails first, the middle one on top.
 */
export const kitsune: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tails = 9;
  const order = [0, 8, 1, 7, 2, 6, 3, 5, 4];
  const bushy = (t: number) => 36 * power(Math.sin(Math.PI * Math.min(1, 0.06 + t * 0.9)), 0.7) + 3;
  for (const i of order) {
    const k = i / (tails - 1) - 0.5;
    const a = -Math.PI / 2 + k * 3.1;
    const curl = k * 0.9 + rng.jitter(0.06);
    const reach = rng.vary(150, 0.04);
    const point = (r: number, turn: number): Node => [Math.cos(a + turn) * r, 44 + Math.sin(a + turn) * r];
    const tail = spine(
      [point(8, 0), point(reach * 0.4, -curl * 0.35), point(reach * 0.75, curl * 0.05), point(reach, curl * 0.6)],
      36,
    );
    s.fill(
      "warm",
      band(
        tail,
        (t) => -bushy(t) / 2,
        (t) => bushy(t) / 2,
      ),
    );
    s.fill(
      "light",
      band(
        tail,
        (t) => -bushy(t) / 2,
        (t) => bushy(t) / 2,
        0.8,
        1,
      ),
    );
    if (detail >= 1)
      s.detail(
        1,
        curve(
          ...frame(at(tail, 0.55), [
            [-10, -4],
            [4, 0],
            [12, 5],
          ]),
        ),
      );
  }
  s.add(placed(fox({ rng: rng.fork("head"), detail }), placement(0, 52, 0.52), 1));
  return s.done();
};
