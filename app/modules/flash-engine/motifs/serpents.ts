/** Long bodies along a spine: snake, koi, dragon. */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, poly, power, ribbon, smooth, type Node } from "../geometry";
import { at, band, flame, frame, Sketch, spine, type MotifFunction } from "./common";

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
  const width = (t: number) => 6 + 22 * power(t, 0.55) * (1 - 0.25 * power(t, 6));
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
  // Head at the neck end, mouth open with fangs and a forked tongue.
  const neck = at(body, 1);
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
  return s.done();
};

export const koi: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const bodyTone: Tone = rng.pick(["light", "light", "accent", "warm"] as const);
  const patchTone: Tone = rng.pick(["primary", "primary", "dark"] as const);
  const curl = rng.range(0.8, 1.15);
  const centre: Node[] = (
    [
      [36, -92],
      [46, -50],
      [20, -6 * curl],
      [-24, 26],
      [-40, 58],
    ] as Node[]
  ).map(([x, y]) => [x + rng.jitter(7), y + rng.jitter(5)]);
  const body = spine(centre, 50);
  const width = (t: number) =>
    78 * Math.sqrt(Math.max(0, Math.sin(Math.PI * Math.min(1, t * 0.94 + 0.02)))) * (1 - 0.62 * t);
  // Tail fin: two flowing lobes from the end of the body.
  const end = at(body, 1);
  for (const side of [-1, 1]) {
    const lobe = frame(end, [
      [-4, 0],
      [20, side * 12],
      [44, side * 34],
      [58, side * 56, 1],
      [34, side * 46],
      [10, side * 24],
    ]);
    s.fill(bodyTone, smooth(lobe));
    if (detail >= 1)
      s.detail(
        1,
        curve(
          ...frame(end, [
            [6, side * 4],
            [28, side * 22],
            [46, side * 44],
          ]),
        ),
      );
  }
  // Pectoral fins, behind the body.
  const chest = at(body, 0.26);
  for (const side of [-1, 1]) {
    const w = width(chest.t) * 0.42;
    s.fill(
      bodyTone,
      smooth(
        frame(chest, [
          [-4, side * w],
          [14, side * (w + 30)],
          [4, side * (w + 36), 1],
          [-12, side * (w + 18)],
        ]),
      ),
    );
    if (detail >= 2)
      s.detail(
        2,
        curve(
          ...frame(chest, [
            [-2, side * (w + 4)],
            [8, side * (w + 26)],
          ]),
        ),
      );
  }
  // Dorsal fin along the back.
  s.fill(
    bodyTone,
    band(
      body,
      (t) => -width(t) * 0.42,
      (t) => -width(t) * 0.42 - 16 * Math.sin(Math.PI * Math.min(1, Math.max(0, (t - 0.3) / 0.45))),
      0.3,
      0.75,
    ),
  );
  s.fill(
    bodyTone,
    band(
      body,
      (t) => -width(t) / 2,
      (t) => width(t) / 2,
    ),
  );
  // Colour patches: organic blobs that follow the body.
  const patch = (t0: number, t1: number, from: number, to: number) => {
    const nodes: Node[] = [];
    const steps = 7;
    for (let i = 0; i <= steps; i++) {
      const p = at(body, t0 + ((t1 - t0) * i) / steps);
      const wobble = 1 + rng.jitter(0.12);
      nodes.push([p.x + p.nx * from * width(p.t) * wobble, p.y + p.ny * from * width(p.t) * wobble]);
    }
    for (let i = steps; i >= 0; i--) {
      const p = at(body, t0 + ((t1 - t0) * i) / steps);
      const wobble = 1 + rng.jitter(0.12);
      nodes.push([p.x + p.nx * to * width(p.t) * wobble, p.y + p.ny * to * width(p.t) * wobble]);
    }
    s.fill(patchTone, smooth(nodes));
  };
  patch(0.16, 0.44, -0.4, 0.22);
  patch(0.54, 0.8, -0.1, 0.38);
  if (detail >= 2) patch(0.03, 0.1, -0.2, 0.2);
  // Scales.
  if (detail >= 2) {
    for (let i = 0; i < 7; i++) {
      const p = at(body, 0.3 + i * 0.08);
      const w = width(p.t) * 0.3;
      for (const off of [-w, 0, w])
        s.detail(
          3,
          curve(
            ...frame(p, [
              [-5, off - 5],
              [0, off],
              [-5, off + 5],
            ]),
          ),
        );
    }
  }
  // Head: gill line, eye, barbels.
  const head = at(body, 0.12);
  s.detail(
    0,
    curve(
      ...frame(head, [
        [4, -width(0.12) * 0.45],
        [10, 0],
        [4, width(0.12) * 0.45],
      ]),
    ),
  );
  s.shade(
    smooth(
      frame(at(body, 0.05), [
        [-6, -8],
        [10, -14],
        [12, 10],
        [-4, 12],
      ]),
    ),
  );
  const eyeP = frame(at(body, 0.07), [[0, -10]])[0];
  s.fill("light", circle(eyeP[0], eyeP[1], 5.5, 8));
  s.solid(circle(eyeP[0], eyeP[1], 3, 6));
  const nose = at(body, 0);
  for (const side of [-1, 1])
    s.line(
      1,
      0.8,
      curve(
        ...frame(nose, [
          [4, side * 4],
          [-4, side * 16],
          [6, side * 26],
        ]),
      ),
    );
  return s.done();
};

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
  const width = (t: number) => 8 + 26 * power(Math.min(1, t * 1.6), 0.6);
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
  // Head at the neck end, facing along the body.
  const neck = at(body, 1);
  const h = 1.45;
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
  return s.done();
};
