/** Made things people ink that no drawing showed (issue 36): the typewriter. */
import { circle, curve, line, poly, smooth, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

/** A rounded rectangle as a closed contour. */
function rounded(x0: number, y0: number, x1: number, y1: number, r: number) {
  const nodes: Node[] = [
    [x0 + r, y0],
    [x1 - r, y0],
    [x1, y0 + r],
    [x1, y1 - r],
    [x1 - r, y1],
    [x0 + r, y1],
    [x0, y1 - r],
    [x0, y0 + r],
  ];
  return smooth(nodes);
}

/**
 * An old typewriter from the front: a sheet of paper rising from the platen and its knobs, the
 * carriage-return lever, the body sloping out to its base, the type-bar basket, three rows of
 * round keys and the space bar.
 */
export const typewriter: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tilt = rng.jitter(2);
  // The sheet behind the platen, a few typed lines on it.
  s.fill(
    "light",
    poly([
      [-44, -96 + tilt, 1],
      [44, -96 - tilt, 1],
      [46, -40, 1],
      [-46, -40, 1],
    ]),
  );
  if (detail >= 1)
    for (const [y, end] of [
      [-84, 30],
      [-74, 22],
      [-64, 34],
    ])
      s.detail(1, line([-32, y], [end, y]));
  // The carriage-return lever, then the platen with a knob at each end.
  s.line(0, 1.4, curve([-74, -46], [-92, -58], [-100, -52]));
  s.fill("dark", rounded(-80, -48, 80, -32, 8));
  for (const x of [-88, 88]) s.fill("metal", circle(x, -40, 11, 12));
  // The body, wider at its base, and its foot.
  s.fill(
    "primary",
    smooth([
      [-70, -32, 1],
      [70, -32, 1],
      [86, 20],
      [98, 58, 1],
      [-98, 58, 1],
      [-86, 20],
    ]),
  );
  s.fill("dark", rounded(-100, 56, 100, 72, 6));
  // The type-bar basket: a dark half-moon opening under the platen, the bars fanned in it.
  s.fill(
    "dark",
    smooth([
      [-44, -26, 1],
      [44, -26, 1],
      [30, -6],
      [0, 0],
      [-30, -6],
    ]),
  );
  if (detail >= 2) for (let x = -30; x <= 30; x += 10) s.detail(2, line([x, -24], [x * 0.4, -4]));
  // Three rows of round keys, each row wider as the body slopes out, then the space bar.
  for (const [row, y] of [12, 28, 44].entries()) {
    const count = 7 + row;
    const step = 17 - row * 0.6;
    for (let k = 0; k < count; k++) s.fill("light", circle((k - (count - 1) / 2) * step, y, 6.4, 10));
  }
  s.fill("light", rounded(-40, 52, 40, 60, 4));
  if (detail >= 1) s.highlight(curve([-60, -22], [-72, 10]));
  return s.done();
};
