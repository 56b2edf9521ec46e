/** A stack of books (issue 16): something to perch on or stand on, in the flash manner. */
import type { Tone } from "../drawing";
import { line, poly, smooth, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

/** One closed book lying flat: cover, page block seen from the front edge, spine band. */
function book(
  s: Sketch,
  cx: number,
  top: number,
  width: number,
  height: number,
  tilt: number,
  tone: Tone,
  detail: number,
): void {
  const w = width / 2;
  const at = (x: number, y: number, corner = true): Node =>
    corner ? [cx + x, y + tilt * x, 1] : [cx + x, y + tilt * x];
  const bottom = top + height;
  // Cover (back to front): a rounded slab.
  s.fill(
    tone,
    smooth([
      at(-w, top + 3),
      at(-w + 4, top),
      at(w - 4, top),
      at(w, top + 3),
      at(w, bottom - 3),
      at(w - 4, bottom),
      at(-w + 4, bottom),
      at(-w, bottom - 3),
    ]),
  );
  // Page block: a light band inset on the front edge.
  s.fill(
    "light",
    poly([
      at(-w + height * 0.55, top + height * 0.22),
      at(w - 5, top + height * 0.22),
      at(w - 5, bottom - height * 0.22),
      at(-w + height * 0.55, bottom - height * 0.22),
    ]),
  );
  if (detail >= 1)
    for (const t of [0.42, 0.58])
      s.detail(1, line(at(-w + height * 0.6, top + height * t, false), at(w - 8, top + height * t, false)));
  // Spine bands.
  s.line(1, 1.2, line(at(-w + height * 0.3, top + 2, false), at(-w + height * 0.3, bottom - 2, false)));
  if (detail >= 2) s.detail(2, line(at(-w + height * 0.16, top + 3, false), at(-w + height * 0.16, bottom - 3, false)));
}

export const books: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tones: Tone[] = rng.shuffle(["primary", "secondary", "accent"] as Tone[]);
  // Bottom to top, each a little narrower and shifted.
  book(s, rng.jitter(4), 30, 190, 34, rng.jitter(0.02), tones[0], detail);
  book(s, 8 + rng.jitter(6), -2, 172, 32, rng.jitter(0.03), tones[1], detail);
  book(s, -6 + rng.jitter(6), -32, 150, 30, rng.jitter(0.04), tones[2], detail);
  return s.done();
};
