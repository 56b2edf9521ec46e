/**
 * The flower crown: a garland of small blooms with leaves between them, bent into a wide, shallow
 * arch as it sits on a head seen from the front (the middle on the crown of the head, the ends
 * coming down over the temples). The blooms are the library's own: roses from `rose`, daisies
 * from `daisyHead`, filler blossoms from `blossom`. The crown of roses is the same garland with
 * roses only.
 */
import type { Tone } from "../drawing";
import { ellipse, multiply, placement, smooth, type Node } from "../geometry";
import type { Rng } from "../random";
import { blossom, leaf, placed, Sketch, type MotifFunction } from "./common";
import { daisyHead, rose } from "./flowers";

/** The arch: a circle arc around (0, ARCH_Y + ARCH_R), from -ARCH_SPAN to ARCH_SPAN radians off the top. */
const ARCH_R = 105;
const ARCH_Y = -22;
const ARCH_SPAN = 0.9;

/**
 * Where the garland rests on a head (motif units): the middle of the band at the top of the
 * arch. The layout puts this point on the head's top (or a stag's crest).
 */
export const FLOWER_CROWN_SEAT = { x: 0, y: ARCH_Y } as const;

/** A point on the arch at angle `a` off the top (negative: left), with the tangent's angle. */
function arch(a: number, lift = 0): { x: number; y: number; tangent: number } {
  const r = ARCH_R + lift;
  return { x: Math.sin(a) * r, y: ARCH_Y + ARCH_R - Math.cos(a) * r, tangent: a };
}

/** A rose `r` across in radius, centred at (x, y): the library rose, its bloom centred and shrunk. */
function smallRose(s: Sketch, rng: Rng, x: number, y: number, r: number, angle: number, detail: number): void {
  // The rose's bloom is about 74 units in radius around (0, -12); drawn without its third leaf.
  const drawing = rose({ rng, detail: Math.min(detail, 1) });
  const k = r / 74;
  s.add(placed(drawing, multiply(placement(x, y, k, angle), [1, 0, 0, 1, 0, 12]), 2));
}

/** A closed rosebud: a pointed oval of petals in a green calyx. */
function bud(s: Sketch, x: number, y: number, r: number, angle: number, tone: Tone): void {
  const c = Math.cos(angle);
  const n = Math.sin(angle);
  const at = (u: number, v: number, corner = false): Node =>
    corner ? [x + u * c - v * n, y + u * n + v * c, 1] : [x + u * c - v * n, y + u * n + v * c];
  s.fill(
    tone,
    smooth([
      at(-r, 0),
      at(-r * 0.4, -r * 0.7),
      at(r * 0.5, -r * 0.55),
      at(r * 1.1, 0, true),
      at(r * 0.5, r * 0.55),
      at(-r * 0.4, r * 0.7),
    ]),
  );
  s.fill(
    "leaf",
    smooth([
      at(-r * 1.25, 0, true),
      at(-r * 0.6, -r * 0.75),
      at(-r * 0.1, -r * 0.2),
      at(-r * 0.1, r * 0.2),
      at(-r * 0.6, r * 0.75),
    ]),
  );
}

/**
 * A flat rose for a garland drawn small: one scalloped cup of petals with the bud's spiral in it,
 * so its outline does not fill it in.
 */
function flatRose(s: Sketch, rng: Rng, x: number, y: number, r: number, angle: number): void {
  const bumps = 7;
  const turn = angle + rng.range(0, 1);
  const rim: Node[] = [];
  for (let i = 0; i < bumps; i++) {
    const a = turn + (i / bumps) * Math.PI * 2;
    rim.push([x + Math.cos(a) * r * 0.88, y + Math.sin(a) * r * 0.88, 1]);
    rim.push([x + Math.cos(a + Math.PI / bumps) * r, y + Math.sin(a + Math.PI / bumps) * r]);
  }
  s.fill("primary", smooth(rim));
  // The spiral: one open curve winding in from the rim (an essential line, it makes the rose).
  const spiral: Node[] = [];
  for (let k = 0; k <= 10; k++) {
    const a = turn + k * 0.62;
    const d = r * (0.62 - k * 0.05);
    spiral.push([x + Math.cos(a) * d, y + Math.sin(a) * d * 0.9]);
  }
  s.detail(0, smooth(spiral, false));
}

/** A flat daisy for a garland drawn small: five round petals in one shape round its heart. */
function flatDaisy(s: Sketch, rng: Rng, x: number, y: number, r: number): void {
  const petals = 5;
  const turn = rng.range(0, 1);
  const step = (Math.PI * 2) / petals;
  const rim: Node[] = [];
  for (let i = 0; i < petals; i++) {
    // A rounded petal: a notch between petals, then two points near the rim for a round tip.
    const a = turn + i * step;
    rim.push([x + Math.cos(a) * r * 0.5, y + Math.sin(a) * r * 0.5, 1]);
    for (const f of [0.22, 0.5, 0.78]) {
      const d = f === 0.5 ? r : r * 0.95;
      rim.push([x + Math.cos(a + step * f) * d, y + Math.sin(a + step * f) * d]);
    }
  }
  s.fill("light", smooth(rim));
  s.fill("accent", ellipse(x, y, r * 0.27, r * 0.27, 0, 10));
  // The heart's rim as a line too: where the daisy is one ink mass (Tribal) it is cut white.
  s.detail(0, smooth(ellipse(x, y, r * 0.27, r * 0.27, 0, 10).nodes.slice(0, 9), false));
}

/**
 * The garland drawn small (worn on a wolf or a horse): five large flat blooms, a rose in the
 * middle, daisies beside it and roses at the ends (or roses only), a leaf on each side of each
 * gap and at each end; very small (on pegasus, a cat, the eagle, a stag): three, larger still.
 */
function smallGarland(s: Sketch, rng: Rng, roses: boolean, fewer: boolean): void {
  const n = fewer ? 3 : 5;
  const spacing = fewer ? 0.62 : 0.4;
  const r = fewer ? 37 : 29;
  const leafRng = rng.fork("leaves");
  const ends = spacing * ((n - 1) / 2);
  for (const side of [-1, 1]) {
    const leaves: Array<[number, number, number]> = [];
    for (let g = 0; g < (n - 1) / 2; g++)
      leaves.push([side * spacing * (g + 0.5), 1, r * 1.2], [side * spacing * (g + 0.5), -1, r * 1.05]);
    leaves.push([side * (ends + 0.34), 1, r * 1.25], [side * (ends + 0.3), -1, r * 1.1]);
    for (const [a, out, length] of leaves) {
      const p = arch(a, out * 8);
      const dir = a + (side > 0 ? 0 : Math.PI) - out * 0.55 * side;
      leaf(
        s,
        p.x,
        p.y,
        leafRng.vary(length, 0.08),
        leafRng.vary(length * 0.5, 0.08),
        dir + leafRng.jitter(0.1),
        "leaf",
        out * 0.1,
      );
    }
  }
  // From the ends to the middle, so the middle one lies on top.
  const order = Array.from({ length: n }, (_, i) => i - (n - 1) / 2).sort((a, b) => Math.abs(b) - Math.abs(a));
  for (const i of order) {
    const p = arch(i * spacing);
    const brng = rng.fork(`bloom:${i}`);
    if (roses || i % 2 === 0) flatRose(s, brng, p.x, p.y, i === 0 ? r * 1.1 : r, i * spacing);
    else flatDaisy(s, brng, p.x, p.y, r);
  }
}

function garland(roses: boolean): MotifFunction {
  return ({ rng, detail, small }) => {
    const s = new Sketch();
    const blooms = detail >= 3 ? 7 : 5;
    const big = detail >= 3 ? 23 : 28;
    const angleOf = (i: number) => -ARCH_SPAN + (2 * ARCH_SPAN * i) / (blooms - 1);
    const mid = (blooms - 1) / 2;
    // The band: a thin green vine under everything, running a little past the end blooms.
    const reach = ARCH_SPAN + 0.16;
    const vine: Node[] = [];
    for (let k = 0; k <= 12; k++) {
      const p = arch(-reach + (2 * reach * k) / 12);
      vine.push([p.x, p.y]);
    }
    const thick = 5;
    const outer = vine.map(([x, y]): Node => [
      x + ((x - 0) / ARCH_R) * thick,
      y + ((y - ARCH_Y - ARCH_R) / ARCH_R) * thick,
    ]);
    const inner = vine.map(([x, y]): Node => [
      x - ((x - 0) / ARCH_R) * thick,
      y - ((y - ARCH_Y - ARCH_R) / ARCH_R) * thick,
    ]);
    const first = outer[0];
    const last = outer[outer.length - 1];
    s.fill(
      "leaf",
      smooth([
        [first[0], first[1], 1],
        ...outer.slice(1, -1),
        [last[0], last[1], 1],
        [inner[inner.length - 1][0], inner[inner.length - 1][1], 1],
        ...inner.slice(1, -1).reverse(),
        [inner[0][0], inner[0][1], 1],
      ]),
    );
    if (small) {
      smallGarland(s, rng, roses, small === 2);
      return s.done();
    }
    // Leaves: a pair between each two blooms, one to the outside and one to the inside of the arch,
    // and a trailing pair at each end; under 40 units long, so only the midrib shows (no side veins
    // crowding a small leaf).
    const leafRng = rng.fork("leaves");
    const leafAt = (a: number, out: number, length: number, along: number) => {
      const p = arch(a, out * 4);
      // Pointing along the band (towards the nearer end), turned out or in.
      const dir = a + (along > 0 ? 0 : Math.PI) + out * 0.6 * (along > 0 ? -1 : 1);
      leaf(
        s,
        p.x,
        p.y,
        leafRng.vary(length, 0.1),
        leafRng.vary(length * 0.5, 0.1),
        dir + leafRng.jitter(0.12),
        "leaf",
        out * 0.1,
      );
    };
    for (let i = 0; i < blooms - 1; i++) {
      const a = (angleOf(i) + angleOf(i + 1)) / 2;
      const along = a >= 0 ? 1 : -1;
      leafAt(a, 1, big * 1.4, along);
      leafAt(a, -1, big * 1.2, along);
    }
    for (const side of [-1, 1]) {
      leafAt(side * (ARCH_SPAN + 0.06), 1, big * 1.4, side);
      leafAt(side * (ARCH_SPAN + 0.04), -1, big * 1.15, side);
    }
    // Small fillers between the blooms, just outside the arch: blossoms, or rosebuds.
    if (detail >= 2)
      for (let i = 0; i < blooms - 1; i++) {
        const a = (angleOf(i) + angleOf(i + 1)) / 2;
        const p = arch(a, big * 0.75);
        const frng = rng.fork(`filler:${i}`);
        if (roses) bud(s, p.x, p.y, big * 0.36, a - Math.PI / 2 + (a >= 0 ? 0.5 : -0.5), "primary");
        else blossom(s, p.x, p.y, big * 0.5, "pink", frng);
      }
    // The blooms, from the ends to the middle so the middle one lies on top.
    const order = Array.from({ length: blooms }, (_, i) => i).sort((a, b) => Math.abs(b - mid) - Math.abs(a - mid));
    for (const i of order) {
      const a = angleOf(i);
      const p = arch(a);
      const away = Math.abs(i - mid);
      const brng = rng.fork(`bloom:${i}`);
      const r = big * (1 - 0.08 * away) * brng.vary(1, 0.04);
      if (roses || away % 2 === 0) smallRose(s, brng, p.x, p.y, r, a * 0.8, detail);
      else daisyHead(s, brng, p.x, p.y, r, 9, "light", "accent", Math.min(detail, 1));
    }
    // Dew-like highlights are left to the styles; a berry or two at the ends with full detail.
    if (detail >= 3)
      for (const side of [-1, 1]) {
        const p = arch(side * (ARCH_SPAN + 0.1), -big * 0.5);
        s.fill("accent", ellipse(p.x, p.y, 3.6, 3.6, 0, 8));
      }
    return s.done();
  };
}

export const flowerCrown: MotifFunction = garland(false);
export const roseCrown: MotifFunction = garland(true);
