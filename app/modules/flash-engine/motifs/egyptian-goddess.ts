/**
 * The winged goddesses of Egypt (issue 36), from the front: a portrait head (./portrait-face.ts) in
 * the straight black wig and broad collar, her wings spread level from the shoulders with long
 * feathers hanging from them, and the headdress that names her: Isis the sun disk between cow's
 * horns, Ma'at the ostrich feather of truth.
 */
import { circle, curve, mirrored, placement, ribbon, smooth, taper } from "../geometry";
import { placed, Sketch, type MotifFunction } from "./common";
import { face, neck, shoulders } from "./portrait-face";

type Headdress = "isis" | "maat";

/** One wing spread level from the shoulder: a band of coverts over long feathers hanging down and out. */
function spreadWing(s: Sketch, side: number, detail: number): void {
  const count = detail >= 1 ? 9 : 6;
  for (let i = count - 1; i >= 0; i--) {
    const t = i / (count - 1);
    const x = side * (34 + t * 64);
    const y = 34 - t * 16;
    const length = 34 + t * 26;
    s.fill(
      i % 2 === 0 ? "water" : "primary",
      ribbon(
        [
          [x, y],
          [x + side * (4 + t * 8), y + length],
        ],
        taper.leaf(7, 0.4),
        10,
      ),
    );
  }
  s.fill(
    "accent",
    smooth([
      [side * 30, 26],
      [side * 70, 12],
      [side * 100, 14, 1],
      [side * 96, 24],
      [side * 66, 32],
      [side * 32, 44],
    ]),
  );
  if (detail >= 2) s.detail(2, curve([side * 40, 34], [side * 70, 22], [side * 94, 19]));
}

/** The goddess's head and shoulders in portrait units: the straight wig, the collar, the face. */
function goddessBust(s: Sketch, headdress: Headdress, detail: number): void {
  if (headdress === "isis") {
    for (const side of [-1, 1]) {
      s.fill(
        "light",
        ribbon(
          [
            [side * 6, -88],
            [side * 34, -104],
            [side * 30, -132],
          ],
          taper.spike(8),
          16,
        ),
      );
    }
    s.fill("primary", circle(0, -118, 24, 20));
  } else {
    s.fill(
      "light",
      ribbon(
        [
          [10, -80],
          [16, -112],
          [24, -138],
        ],
        taper.leaf(14, 0.6),
        16,
      ),
    );
    if (detail >= 1) s.detail(1, curve([11, -84], [17, -112], [23, -134]));
  }
  s.fill(
    "dark",
    smooth(
      mirrored([
        [0, -94],
        [34, -88],
        [48, -62],
        [50, 0],
        [54, 40, 1],
        [30, 40],
        [0, 30],
      ]),
    ),
  );
  shoulders(s, "light", false);
  s.fill(
    "accent",
    smooth(
      mirrored([
        [0, 40],
        [26, 44],
        [52, 58],
        [46, 74],
        [0, 70],
      ]),
    ),
  );
  if (detail >= 1) s.detail(1, curve([-44, 62], [0, 56], [44, 62]));
  neck(s, "warm", false);
  face(s, { skin: "warm", male: false, eyes: "open", iris: "dark", earsHidden: true }, detail);
  s.fill(
    "dark",
    smooth(
      mirrored([
        [0, -94],
        [30, -90],
        [44, -72],
        [42, -50, 1],
        [34, -56],
        [0, -56],
      ]),
    ),
  );
  s.fill(
    "accent",
    smooth(
      mirrored([
        [0, -62],
        [40, -60],
        [40, -55],
        [0, -57],
      ]),
    ),
  );
}

function goddess(headdress: Headdress): MotifFunction {
  return ({ detail }) => {
    const s = new Sketch();
    for (const side of [-1, 1]) spreadWing(s, side, detail);
    const bust = new Sketch();
    goddessBust(bust, headdress, detail);
    s.add(placed(bust.done(), placement(0, 8, 0.68), 1));
    return s.done();
  };
}

/** Isis, her wings spread, the sun disk between cow's horns on her head. */
export const isis = goddess("isis");

/** Ma'at, her wings spread, the ostrich feather of truth in her headband. */
export const maat = goddess("maat");
