/**
 * A portrait's face seen from the front (issue 36): the head, ears, neck and shoulders, and the
 * features (eyes open, raised or closed, brows, nose, mouth, a beard), in motif units. The face
 * is centred on x = 0: the crown of the head near y = -78, the eyes at y = -24, the chin at y = 30,
 * the shoulders reaching the bottom of the box. What is worn (./portrait-attire.ts) is drawn over
 * it, and the named heads (./portrait-heads.ts) choose both.
 */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, mirrored, ribbon, smooth, taper, type Node } from "../geometry";
import type { Sketch } from "./common";

export type EyeLook = "open" | "raised" | "closed";

export interface FaceSpec {
  skin: Tone;
  /** A man's face: a broader jaw, heavier brows, no coloured lips. */
  male: boolean;
  eyes: EyeLook;
  /** The eyes' iris colour (open or raised eyes). */
  iris: Tone;
  /** A full beard and moustache over the jaw, in this tone. */
  beard?: Tone;
  /** How much longer than a trimmed beard it falls below the chin. */
  beardLength?: number;
  /** A moustache without a beard, in this tone. */
  moustache?: Tone;
  /** Long ears with hanging lobes (the Buddha's). */
  longEars?: boolean;
  /** The urna, the dot between the brows (the Buddha's). */
  urna?: boolean;
  /** The third eye, upright on the brow, closed (Shiva's). */
  thirdEye?: boolean;
  /** The ears hidden under hair, a veil or a scarf. */
  earsHidden?: boolean;
  /** A child's: a small smiling mouth, no coloured lips. */
  young?: boolean;
}

const EYE_X = 15;
const EYE_Y = -24;

/** The shoulders and chest, cut off at the bottom of the box, in the clothing's tone. */
export function shoulders(s: Sketch, tone: Tone, male: boolean): void {
  const w = male ? 96 : 88;
  s.fill(
    tone,
    smooth(
      mirrored([
        [0, 34],
        [20, 38],
        [50, 50],
        [w * 0.86, 66],
        [w, 100, 1],
        [0, 100],
      ]),
    ),
  );
}

/** The neck from under the jaw down into the shoulders, the shadow under the chin. */
export function neck(s: Sketch, skin: Tone, male: boolean): void {
  const w = male ? 18 : 15;
  s.fill(
    skin,
    smooth(
      mirrored([
        [0, 8],
        [w, 8],
        [w + 1, 30],
        [w + 5, 44, 1],
        [0, 50],
      ]),
    ),
  );
  s.shade(
    smooth(
      mirrored([
        [0, 22],
        [w, 18],
        [w + 1, 30],
        [0, 38],
      ]),
    ),
  );
}

/** The right ear (mirrored for the left); long ears hang to a heavy lobe. */
function ears(s: Sketch, skin: Tone, long: boolean): void {
  const right: Node[] = long
    ? [
        [36, -38],
        [45, -42],
        [49, -26],
        [47, -4],
        [46, 14],
        [40, 18],
        [36, 2],
      ]
    : [
        [36, -36],
        [44, -39],
        [47, -28],
        [43, -13],
        [36, -10],
      ];
  for (const side of [1, -1]) {
    const nodes = right.map(([x, y]): Node => [x * side, y]);
    s.fill(skin, smooth(nodes));
    s.detail(1, curve([41 * side, -32], [44 * side, -24], [41 * side, long ? 6 : -16]));
  }
}

/** The face's outline: a woman's narrower jaw and rounder chin, a man's broader jaw. */
function faceOutline(male: boolean): Node[] {
  return male
    ? [
        [0, -76],
        [24, -73],
        [36, -56],
        [39, -34],
        [38, -12],
        [34, 8],
        [24, 24],
        [11, 31],
        [0, 32],
      ]
    : [
        [0, -76],
        [24, -72],
        [35, -56],
        [38, -34],
        [36, -14],
        [29, 6],
        [18, 20],
        [8, 27],
        [0, 28],
      ];
}

/** One eye: an almond with its iris and pupil (open), the iris high under the lid (raised), or a lid's arc (closed). */
function oneEye(s: Sketch, x: number, look: EyeLook, iris: Tone, male: boolean, detail: number): void {
  const y = EYE_Y;
  const w = 9;
  if (look === "closed") {
    s.solid(
      ribbon(
        [
          [x - w, y - 1],
          [x, y + 3.5],
          [x + w, y - 1],
        ],
        taper.leaf(2.6, 0.5),
        12,
      ),
    );
    if (detail >= 2) s.detail(2, curve([x - w + 2, y - 6], [x, y - 7.5], [x + w - 2, y - 6]));
    return;
  }
  const raised = look === "raised" ? -2.2 : 0;
  s.fill(
    "light",
    smooth([
      [x - w, y + 0.5, 1],
      [x - 3, y - 5],
      [x + 4, y - 5],
      [x + w, y, 1],
      [x + 3, y + 4.5],
      [x - 4, y + 4],
    ]),
  );
  s.fill(iris, circle(x, y - 0.6 + raised, 4.6, 10));
  s.solid(circle(x, y - 0.6 + raised, 2.1, 8));
  s.highlight(circle(x - 1.4, y - 1.4 + raised, 0.9, 6));
  // The upper lid: heavy, with lashes on a woman's eye.
  s.line(0, 1.6, curve([x - w - 1, y + 1], [x - 3, y - 5.4], [x + 4, y - 5.4], [x + w + 1, y]));
  if (!male && detail >= 1) s.detail(1, curve([x + w, y - 0.5], [x + w + 3.5, y - 4]));
}

/** The brows: a woman's fine arch, a man's heavier, straighter brow. */
function brows(s: Sketch, male: boolean, look: EyeLook): void {
  const lift = look === "raised" ? -2 : 0;
  for (const side of [1, -1]) {
    const nodes: Node[] = male
      ? [
          [5 * side, -33 + lift],
          [14 * side, -36 + lift],
          [24 * side, -33 + lift],
        ]
      : [
          [6 * side, -34 + lift],
          [15 * side, -38 + lift],
          [24 * side, -34 + lift],
        ];
    s.fill("dark", ribbon(nodes, taper.leaf(male ? 4.2 : 3, 0.35), 12));
  }
}

/** The nose: its shadowed side and the wings round the nostrils. */
function nose(s: Sketch, detail: number): void {
  s.detail(1, curve([4, -28], [5, -14], [7, -4]));
  s.solid(
    ribbon(
      [
        [-7, -3],
        [-4, 1],
        [0, 0],
        [4, 1],
        [7, -3],
      ],
      taper.leaf(2.2, 0.5),
      14,
    ),
  );
  if (detail >= 2) {
    s.solidAt(2, ellipse(-3, -1, 1.6, 1, 0, 6));
    s.solidAt(2, ellipse(3, -1, 1.6, 1, 0, 6));
  }
}

/** The mouth: a woman's full coloured lips; a man's line and lower lip. */
function mouth(s: Sketch, male: boolean, smile: number): void {
  if (male) {
    s.solid(
      ribbon(
        [
          [-9, 10 - smile],
          [0, 11],
          [9, 10 - smile],
        ],
        taper.leaf(2.4, 0.5),
        12,
      ),
    );
    s.detail(1, curve([-4, 15], [4, 15]));
    return;
  }
  s.fill(
    "primary",
    smooth(
      mirrored([
        [0, 6],
        [4, 4.5],
        [11, 9 - smile, 1],
        [6, 14],
        [0, 15],
      ]),
    ),
  );
  s.detail(1, curve([-10, 9 - smile], [0, 10], [10, 9 - smile]));
}

/** A full beard along the jaw up to the sideburns, `length` longer below the chin (a god's, a king's). */
function beard(s: Sketch, tone: Tone, detail: number, length: number): void {
  const low = (nodes: Node[]): Node[] =>
    nodes.map((n): Node => (n[1] > 20 ? [n[0], n[1] + (length * (n[1] - 20)) / 32, ...n.slice(2)] : n) as Node);
  s.fill(
    tone,
    smooth(
      low([
        [36, -20, 1],
        [38, 2],
        [32, 26],
        [16, 44],
        [4, 52, 1],
        [0, 46],
        [-4, 52, 1],
        [-16, 44],
        [-32, 26],
        [-38, 2],
        [-36, -20, 1],
        [-31, -8],
        [-25, 8],
        [-13, 17],
        [0, 19],
        [13, 17],
        [25, 8],
        [31, -8],
      ]),
    ),
  );
  const strand = (nodes: Node[]) =>
    tone === "dark" ? s.highlight(curve(...low(nodes))) : s.detail(1, curve(...low(nodes)));
  if (detail >= 1) {
    strand([
      [24, 16],
      [20, 30],
      [10, 42],
    ]);
    strand([
      [-24, 16],
      [-20, 30],
      [-10, 42],
    ]);
  }
}

/** The moustache over the mouth, its ends drooping. */
function moustache(s: Sketch, tone: Tone): void {
  s.fill(
    tone,
    smooth(
      mirrored([
        [0, 2],
        [8, 1],
        [15, 6],
        [18, 14, 1],
        [9, 9],
        [0, 8],
      ]),
    ),
  );
}

/**
 * The face from the front: ears, outline, features, a beard. The neck and shoulders are drawn
 * before it (they pass behind the jaw), hair and what is worn after it.
 */
export function face(s: Sketch, spec: FaceSpec, detail: number): void {
  if (!spec.earsHidden) ears(s, spec.skin, spec.longEars === true);
  s.fill(spec.skin, smooth(mirrored(faceOutline(spec.male))));
  // Shadow under the cheekbones, on the side away from the light.
  s.shade(
    smooth([
      [34, -30],
      [36, -12],
      [29, 6],
      [20, 16],
      [26, -4],
      [28, -22],
    ]),
  );
  // Lines and solids on the skin come before the next fill: a part belongs to the fill before it.
  nose(s, detail);
  if (spec.urna) s.solid(circle(0, -42, 2.4, 8));
  if (spec.thirdEye) {
    s.detail(
      0,
      smooth([
        [0, -54, 1],
        [3.6, -45],
        [0, -36, 1],
        [-3.6, -45],
      ]),
    );
    s.solid(ellipse(0, -45, 1.4, 3.2, 0, 8));
  }
  const closed = spec.eyes === "closed";
  if (closed) for (const x of [-EYE_X, EYE_X]) oneEye(s, x, "closed", spec.iris, spec.male, detail);
  if (spec.male && !spec.beard) mouth(s, true, closed ? 1.5 : 0);
  brows(s, spec.male, spec.eyes);
  if (!closed) for (const x of [-EYE_X, EYE_X]) oneEye(s, x, spec.eyes, spec.iris, spec.male, detail);
  if (spec.beard) {
    beard(s, spec.beard, detail, spec.beardLength ?? 0);
    moustache(s, spec.beard);
    s.detail(1, curve([-5, 13], [0, 14], [5, 13]));
  } else if (spec.moustache) moustache(s, spec.moustache);
  else if (spec.young) mouth(s, true, 2.5);
  else if (!spec.male) mouth(s, false, closed ? 1.5 : 0);
}
