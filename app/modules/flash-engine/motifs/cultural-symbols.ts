/**
 * Cultural and religious symbols people ink by name (issue 36): the Irish claddagh, the heraldic
 * Tudor rose, a chakra's lotus and the Shiva lingam, each drawn as the thing itself rather than a
 * stand-in or its plain class (a claddagh is not a mandala, a Tudor rose not any rose).
 */
import { circle, curve, ellipse, line, mirrored, poly, ribbon, rotateNodes, smooth, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

/** A hand of the claddagh, the right one: from its cuff at the lower right up the heart's side, thumb over it. */
function claddaghHand(s: Sketch, side: 1 | -1, detail: number): void {
  const x = (nodes: Node[]): Node[] => nodes.map((n) => (n.length > 2 ? [n[0] * side, n[1], 1] : [n[0] * side, n[1]]));
  s.fill(
    "light",
    smooth(
      x([
        [96, 76, 1],
        [62, 58],
        [44, 34],
        [40, 8],
        [46, -14],
        [60, -26],
        [74, -18],
        [78, 4],
        [86, 30],
        [104, 52, 1],
      ]),
    ),
  );
  // The fingers curled round the heart's side, and the thumb laid over its front.
  for (const y of [-8, 8, 24])
    s.detail(
      1,
      curve(
        ...x([
          [46, y + 2],
          [62, y - 4],
          [80, y + 6],
        ]),
      ),
    );
  s.fill(
    "light",
    smooth(
      x([
        [58, 50],
        [36, 40],
        [24, 28],
        [30, 20],
        [46, 28],
        [66, 38],
      ]),
    ),
  );
  if (detail >= 2)
    s.detail(
      2,
      curve(
        ...x([
          [30, 24],
          [28, 30],
        ]),
      ),
    );
  // The cuff at the wrist.
  s.fill(
    "secondary",
    poly(
      x([
        [84, 88, 1],
        [62, 66, 1],
        [90, 46, 1],
        [112, 66, 1],
      ]),
    ),
  );
  if (detail >= 1)
    s.detail(
      1,
      line(
        ...x([
          [73, 77],
          [101, 56],
        ]),
      ),
    );
}

/** The claddagh: two hands holding a heart, a crown on it (love, friendship, loyalty). */
export const claddagh: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  const heart = mirrored([
    [0, -28, 1],
    [18, -52],
    [46, -54],
    [62, -32],
    [60, -2],
    [42, 30],
    [18, 54],
    [0, 74, 1],
  ]);
  s.fill("primary", smooth(heart));
  s.shade(
    smooth([
      [-58, 0],
      [-40, 30],
      [-16, 52],
      [0, 70, 1],
      [-14, 40],
      [-40, 12],
    ]),
  );
  s.highlight(curve([-44, -36], [-32, -46], [-18, -44]));
  // The crown on the heart: a band and three points, pearls on them.
  s.fill(
    "accent",
    poly([
      [-40, -34, 1],
      [-48, -78, 1],
      [-22, -58, 1],
      [0, -90, 1],
      [22, -58, 1],
      [48, -78, 1],
      [40, -34, 1],
    ]),
  );
  s.detail(1, line([-42, -44], [42, -44]));
  for (const [px, py] of [
    [-48, -80],
    [0, -92],
    [48, -80],
  ])
    s.fill("light", circle(px, py, 6, 8));
  if (detail >= 1)
    s.fill(
      "primary",
      smooth([
        [0, -52, 1],
        [6, -44],
        [0, -36, 1],
        [-6, -44],
      ]),
    );
  claddaghHand(s, 1, detail);
  claddaghHand(s, -1, detail);
  return s.done();
};

/** The Tudor rose: the heraldic double rose, five red petals round five white, a golden heart, barbs between. */
export const tudorRose: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  const petal = (scale: number, angle: number): Node[] =>
    rotateNodes(
      [
        [-30 * scale, -12 * scale],
        [-40 * scale, -58 * scale],
        [-16 * scale, -88 * scale],
        [0, -78 * scale, 1],
        [16 * scale, -88 * scale],
        [40 * scale, -58 * scale],
        [30 * scale, -12 * scale],
        [0, -4 * scale],
      ],
      0,
      0,
      angle,
    );
  for (let i = 0; i < 5; i++) {
    const a = ((i + 0.5) * 2 * Math.PI) / 5;
    s.fill(
      "leaf",
      ribbon(
        rotateNodes(
          [
            [0, -56],
            [0, -78],
            [0, -100],
          ],
          0,
          0,
          a,
        ),
        (t) => 16 * (1 - t),
        10,
      ),
    );
  }
  for (let i = 0; i < 5; i++) {
    s.fill("primary", smooth(petal(1, (i * 2 * Math.PI) / 5)));
    if (detail >= 2) s.shade(smooth(petal(0.86, (i * 2 * Math.PI) / 5).slice(0, 4)));
  }
  for (let i = 0; i < 5; i++) s.fill("light", smooth(petal(0.58, ((i + 0.5) * 2 * Math.PI) / 5)));
  s.fill("accent", circle(0, 0, 17, 12));
  const seeds = detail >= 1 ? 6 : 0;
  for (let i = 0; i < seeds; i++) {
    const a = (i * 2 * Math.PI) / seeds;
    s.solid(circle(Math.cos(a) * 9, Math.sin(a) * 9, 2.6, 6));
  }
  return s.done();
};

/** A chakra: the lotus of eight petals round its circle, the two interlaced triangles of the heart chakra inside. */
export const chakra: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  const petals = 8;
  for (let i = 0; i < petals; i++) {
    const a = (i * 2 * Math.PI) / petals;
    s.fill(
      "primary",
      smooth(
        rotateNodes(
          [
            [-26, -44],
            [-22, -74],
            [0, -98, 1],
            [22, -74],
            [26, -44],
          ],
          0,
          0,
          a,
        ),
      ),
    );
    if (detail >= 2)
      s.detail(
        2,
        line(
          ...rotateNodes(
            [
              [0, -56],
              [0, -84],
            ],
            0,
            0,
            a,
          ),
        ),
      );
  }
  s.fill("accent", circle(0, 0, 58, 24));
  s.fill("light", circle(0, 0, 48, 24));
  const triangle = (flip: number): Node[] =>
    [0, 1, 2].map((k) => {
      const a = -Math.PI / 2 + (k * 2 * Math.PI) / 3 + (flip < 0 ? Math.PI : 0);
      return [Math.cos(a) * 42, Math.sin(a) * 42, 1] as Node;
    });
  s.detail(0, poly(triangle(1)), poly(triangle(-1)));
  s.fill("accent", circle(0, 0, 9, 10));
  return s.done();
};

/** The Shiva lingam: the rounded stone pillar in its spouted base (the yoni), the three ash lines and the dot on it. */
export const shivaLingam: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  // The stepped pedestal.
  s.fill(
    "metal",
    poly([
      [-56, 56, 1],
      [56, 56, 1],
      [64, 94, 1],
      [-64, 94, 1],
    ]),
  );
  if (detail >= 1) s.detail(1, line([-60, 74], [60, 74]));
  // The yoni: a wide dish with its spout to the right.
  s.fill(
    "metal",
    smooth([
      [-84, 34],
      [-70, 18],
      [0, 10],
      [60, 16],
      [100, 30, 1],
      [62, 46],
      [0, 58],
      [-70, 52],
    ]),
  );
  s.shade(ellipse(-6, 46, 60, 8, 0, 12));
  // The lingam, the three horizontal lines of ash across it and the red dot.
  s.fill(
    "cool",
    smooth([
      [-30, 30, 1],
      [-32, -30],
      [-26, -70],
      [0, -84],
      [26, -70],
      [32, -30],
      [30, 30, 1],
    ]),
  );
  s.shade(
    smooth([
      [18, -66],
      [26, -30],
      [24, 26, 1],
      [14, 26, 1],
      [16, -30],
    ]),
  );
  for (const y of [-44, -34, -24])
    s.fill(
      "light",
      smooth([
        [-26, y - 2],
        [0, y - 4],
        [26, y - 2],
        [26, y + 3],
        [0, y + 1],
        [-26, y + 3],
      ]),
    );
  s.fill("primary", circle(0, -34, 5, 8));
  return s.done();
};
