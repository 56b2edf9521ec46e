/** The dragon: a long scaled body along a winding spine, finned and clawed, its whiskered head raised. */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, poly, power, ribbon, smooth, type Node } from "../geometry";
import { at, band, flame, frame, Sketch, spine, type MotifFunction, type SpinePoint } from "./common";

/** The body's width along its spine (0 at the tail, 1 at the neck). */
const width = (t: number) => 8 + 26 * power(Math.min(1, t * 1.6), 0.6);

/** The head's scale against the body's units. */
const h = 1.45;

function paintSpineFins(s: Sketch, body: SpinePoint[], fin: Tone, detail: number): void {
  // Spine fins on the outer side.
  const fins = detail >= 1 ? 14 : 9;
  for (let i = 0; i < fins; i++) {
    const p = at(body, 0.06 + (0.9 * i) / fins);
    const w = width(p.t) / 2;
    s.fill(
      fin,
      poly(
        frame(p, [
          [-8, -w + 2, 1],
          [6, -w - 14, 1],
          [8, -w + 2, 1],
        ]),
      ),
    );
  }
}

function paintLegs(s: Sketch, body: SpinePoint[], tone: Tone): void {
  // Legs with claws.
  for (const t of [0.32, 0.7]) {
    const p = at(body, t);
    const w = width(t) / 2;
    const leg = frame(p, [
      [-4, w - 4],
      [6, w + 18],
      [-4, w + 34],
    ]);
    s.fill(
      tone,
      ribbon(leg, (k) => 12 - k * 4, 10),
    );
    const foot = leg[leg.length - 1];
    for (const a of [-0.6, 0, 0.6])
      s.fill(
        "accent",
        ribbon(
          [
            [foot[0], foot[1]],
            [foot[0] + Math.cos(p.angle + Math.PI / 2 + a) * 12, foot[1] + Math.sin(p.angle + Math.PI / 2 + a) * 12],
          ],
          (k) => 5 * (1 - k),
          6,
        ),
      );
  }
}

/** The body and its belly, the belly's plates, the back's scales. */
function paintBody(s: Sketch, body: SpinePoint[], tone: Tone, detail: number): void {
  s.fill(
    tone,
    band(
      body,
      (t) => -width(t) / 2,
      (t) => width(t) / 2,
    ),
  );
  s.fill(
    "accent",
    band(
      body,
      (t) => width(t) * 0.1,
      (t) => width(t) * 0.45,
      0.06,
      0.99,
    ),
  );
  const plates = detail >= 2 ? 26 : detail >= 1 ? 16 : 0;
  for (let i = 1; i < plates; i++) {
    const p = at(body, 0.06 + (0.92 * i) / plates);
    const w = width(p.t);
    s.detail(1, curve([p.x + p.nx * w * 0.12, p.y + p.ny * w * 0.12], [p.x + p.nx * w * 0.43, p.y + p.ny * w * 0.43]));
  }
  if (detail >= 3) {
    for (let i = 0; i < 18; i++) {
      const p = at(body, 0.1 + i * 0.05);
      const w = width(p.t) * 0.22;
      s.detail(
        3,
        curve(
          ...frame(p, [
            [-4, -w - 4],
            [0, -w],
            [-4, -w + 4],
          ]),
        ),
      );
    }
  }
}

/** The mane's flames behind the head, and the long whiskers curling forward from the snout. */
function paintManeAndWhiskers(s: Sketch, neck: SpinePoint, fin: Tone): void {
  for (let i = 0; i < 3; i++)
    s.fill(fin, flame(...(frame(neck, [[-6 - i * 8, 8 + i * 6]], h)[0] as [number, number]), 34 - i * 6, 14, -16));
  // Long whiskers curl forward from the snout, the dragon's moustache.
  s.fill(
    "dark",
    ribbon(
      frame(
        neck,
        [
          [42, -6],
          [56, -16],
          [68, -10],
          [78, -22],
          [74, -32],
        ],
        h,
      ),
      (k) => 5 * (1 - k * 0.85),
      16,
    ),
  );
  s.fill(
    "dark",
    ribbon(
      frame(
        neck,
        [
          [40, 12],
          [54, 22],
          [66, 16],
          [76, 26],
          [72, 36],
        ],
        h,
      ),
      (k) => 4.5 * (1 - k * 0.85),
      14,
    ),
  );
}

/** The head at the neck end, facing along the body: jaw, mouth, crown, eye, fang, brow. */
function paintHead(s: Sketch, neck: SpinePoint, tone: Tone): void {
  s.fill(
    "accent",
    ribbon(
      frame(
        neck,
        [
          [4, -14],
          [-14, -30],
          [-30, -34],
        ],
        h,
      ),
      (k) => 9 * (1 - k),
      10,
    ),
  );
  s.fill(
    tone,
    smooth(
      frame(
        neck,
        [
          [-10, 14],
          [4, 18],
          [24, 16],
          [40, 22, 1],
          [30, 8],
          [14, 6],
          [-6, 8],
        ],
        h,
      ),
    ),
  );
  s.fill(
    "primary",
    smooth(
      frame(
        neck,
        [
          [12, 2],
          [34, 4],
          [36, 14],
          [16, 10],
        ],
        h,
      ),
    ),
  );
  s.fill(
    tone,
    smooth(
      frame(
        neck,
        [
          [-12, -16],
          [10, -20],
          [34, -14],
          [48, -4, 1],
          [30, 0],
          [10, 2],
          [-10, 10],
        ],
        h,
      ),
    ),
  );
  s.fill(
    "light",
    ellipse(...(frame(neck, [[14, -12]], h)[0] as [number, number]), 6 * h * 0.8, 5 * h * 0.8, neck.angle, 8),
  );
  s.solid(circle(...(frame(neck, [[15, -12]], h)[0] as [number, number]), 2.8 * h * 0.8, 6));
  s.fill(
    "light",
    poly(
      frame(
        neck,
        [
          [28, 0, 1],
          [31, 8, 1],
          [34, 0, 1],
        ],
        h,
      ),
    ),
  );
  s.detail(
    1,
    curve(
      ...frame(
        neck,
        [
          [0, -8],
          [10, -6],
          [22, -8],
        ],
        h,
      ),
    ),
  );
}

export const dragon: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tone: Tone = rng.pick(["leaf", "water", "primary", "leaf"] as const);
  const fin: Tone = tone === "primary" ? "accent" : "primary";
  const centre: Node[] = (
    [
      [-86, 96],
      [-92, 60],
      [-40, 36],
      [40, 44],
      [82, 8],
      [50, -30],
      [-10, -22],
      [-46, -44],
      [-20, -70],
    ] as Node[]
  ).map(([x, y]) => [x + rng.jitter(8), y + rng.jitter(8)]);
  const body = spine(centre, 80);
  paintSpineFins(s, body, fin, detail);
  paintLegs(s, body, tone);
  paintBody(s, body, tone, detail);
  // Head at the neck end, facing along the body.
  const neck = at(body, 1);
  paintManeAndWhiskers(s, neck, fin);
  paintHead(s, neck, tone);
  return s.done();
};
