/** The koi: a carp curving along its spine, flowing fins, colour patches, scales and barbels. */
import type { Tone } from "../drawing";
import { circle, curve, smooth, type Node } from "../geometry";
import type { Rng } from "../random";
import { at, band, frame, Sketch, spine, type MotifFunction, type SpinePoint } from "./common";

/** The body's width along its spine (0 at the nose, 1 at the tail). */
const width = (t: number) =>
  78 * Math.sqrt(Math.max(0, Math.sin(Math.PI * Math.min(1, t * 0.94 + 0.02)))) * (1 - 0.62 * t);

/** The fins behind the body: the tail's two lobes, the pectoral fins, the dorsal fin. */
function paintFins(s: Sketch, body: SpinePoint[], bodyTone: Tone, detail: number): void {
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
}

/** Colour patches: organic blobs that follow the body. */
function paintPatches(s: Sketch, body: SpinePoint[], patchTone: Tone, rng: Rng, detail: number): void {
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
}

/** Scales, and the head: gill line, eye, barbels. */
function paintScalesAndHead(s: Sketch, body: SpinePoint[], detail: number): void {
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
}

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
  paintFins(s, body, bodyTone, detail);
  s.fill(
    bodyTone,
    band(
      body,
      (t) => -width(t) / 2,
      (t) => width(t) / 2,
    ),
  );
  paintPatches(s, body, patchTone, rng, detail);
  paintScalesAndHead(s, body, detail);
  return s.done();
};
