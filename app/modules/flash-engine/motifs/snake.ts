/** The snake: a long body along an S-shaped spine, pale belly, diamond markings, mouth open. */
import type { Tone } from "../drawing";
import { curve, ellipse, poly, power, ribbon, smooth, type Node } from "../geometry";
import { at, band, frame, Sketch, spine, type MotifFunction, type SpinePoint } from "./common";

/** The body's width along its spine (0 at the tail, 1 at the neck). */
const width = (t: number) => 6 + 22 * power(t, 0.55) * (1 - 0.25 * power(t, 6));

/** The body, with a pale belly along one side, crossing scutes and diamond markings along the back. */
export function paintBody(s: Sketch, body: SpinePoint[], tone: Tone, detail: number): void {
  s.fill(
    tone,
    band(
      body,
      (t) => -width(t) / 2,
      (t) => width(t) / 2,
    ),
  );
  // Pale belly along one side with crossing scutes.
  s.fill(
    "light",
    band(
      body,
      (t) => width(t) * 0.08,
      (t) => width(t) * 0.46,
      0.08,
      1,
    ),
  );
  const scutes = detail >= 2 ? 22 : detail >= 1 ? 12 : 0;
  for (let i = 1; i < scutes; i++) {
    const p = at(body, 0.1 + (0.88 * i) / scutes);
    const w = width(p.t);
    s.detail(
      detail >= 2 ? 2 : 1,
      curve([p.x + p.nx * w * 0.1, p.y + p.ny * w * 0.1], [p.x + p.nx * w * 0.44, p.y + p.ny * w * 0.44]),
    );
  }
  // Diamond markings along the back.
  const marks = detail >= 1 ? 8 : 5;
  for (let i = 0; i < marks; i++) {
    const p = at(body, 0.18 + (0.74 * i) / marks);
    const w = width(p.t) * 0.42;
    s.fill(
      "dark",
      poly(
        frame(p, [
          [-w * 1.1, -w * 0.45, 1],
          [0, -w * 1.05, 1],
          [w * 1.1, -w * 0.45, 1],
          [0, w * 0.05, 1],
        ]),
      ),
    );
  }
}

/** The head at the neck end, mouth open with fangs and a forked tongue. */
export function paintHead(s: Sketch, neck: SpinePoint, tone: Tone): void {
  const k = 1.05;
  s.fill(
    "primary",
    ribbon(
      frame(
        neck,
        [
          [30, 0],
          [48, 2],
          [58, -4],
        ],
        k,
      ),
      () => 4,
      8,
    ),
  );
  s.fill(
    "primary",
    ribbon(
      frame(
        neck,
        [
          [48, 2],
          [58, 8],
        ],
        k,
      ),
      () => 4,
      6,
    ),
  );
  s.fill(
    "primary",
    smooth(
      frame(
        neck,
        [
          [2, -2],
          [20, -4],
          [36, 4],
          [30, 10],
          [10, 8],
        ],
        k,
      ),
    ),
  );
  s.fill(
    "light",
    poly(
      frame(
        neck,
        [
          [26, -8, 1],
          [30, 6, 1],
          [33, -8, 1],
        ],
        k,
      ),
    ),
  );
  s.fill(
    "light",
    poly(
      frame(
        neck,
        [
          [20, 12, 1],
          [24, 0, 1],
          [27, 12, 1],
        ],
        k,
      ),
    ),
  );
  s.fill(
    tone,
    smooth(
      frame(
        neck,
        [
          [-8, -16],
          [12, -20],
          [30, -16],
          [42, -8, 1],
          [24, -6],
          [4, 0],
          [-8, 4],
        ],
        k,
      ),
    ),
  );
  s.fill(
    tone,
    smooth(
      frame(
        neck,
        [
          [-6, 8],
          [8, 4],
          [26, 8],
          [38, 18, 1],
          [20, 18],
          [0, 16],
        ],
        k,
      ),
    ),
  );
  s.fill("accent", ellipse(...(frame(neck, [[14, -11]], k)[0] as [number, number]), 5, 4, neck.angle, 8));
  s.solid(ellipse(...(frame(neck, [[14, -11]], k)[0] as [number, number]), 1.4, 3.6, neck.angle, 6));
}

export const snake: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tone: Tone = rng.pick(["leaf", "leaf", "warm", "secondary"] as const);
  const flip = rng.chance(0.5) ? 1 : -1;
  const centre: Node[] = [
    [-30 * flip, 96],
    [-70 * flip, 84],
    [-74 * flip, 54],
    [-30 * flip, 36],
    [40 * flip, 30],
    [70 * flip, 0],
    [50 * flip, -34],
    [0 * flip, -42],
    [-30 * flip, -58],
    [-20 * flip, -80],
  ].map(([x, y]) => [x + rng.jitter(7), y + rng.jitter(6)] as Node);
  const body = spine(centre, 60);
  paintBody(s, body, tone, detail);
  paintHead(s, at(body, 1), tone);
  return s.done();
};
