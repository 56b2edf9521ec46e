/**
 * Step 7, composition: the picture's subject in the middle of the canvas and the description's
 * extra motifs around it, drawn by the engine's own motifs: a worn thing sits on the top of the
 * subject's head (knocked out of what it overlaps, as a flash crown is), a thing it stands under
 * above it, others beside it, each pushed out until it clears the subject. Lettering goes on the
 * engine's banner across the foot of the subject (or set plainly below it), and the whole is
 * fitted into the canvas. The layout is the engine's own (./layout): placements, texts, a fit.
 */
import type { DesignSpec } from "../design-spec";
import type { Drawing } from "../drawing";
import {
  applyMatrix,
  distanceToPolygonEdge,
  multiply,
  pointInPolygon,
  type Box,
  type Matrix,
  type Vec,
} from "../geometry";
import { fillPolygons, MARGIN, unionBox, type Placement, type TextPlacement } from "../layout/canvas-items";
import { type DesignLayout } from "../layout/design-layout";
import { placeLettering } from "../layout/lettering-layout";
import { fit } from "../layout/scene-items";
import type { Typesetter } from "../lettering";
import type { Motif } from "../motif";
import { motifFor } from "../motifs/index";
import type { Rng } from "../random";
import { CANVAS } from "../tattooability";
import type { PictureExtra } from "./picture-scene";
import type { PixelToCanvas } from "./vectorise";

export interface PictureLayout {
  /** Working pixels to the canvas, fitted. */
  map: PixelToCanvas;
  /** The extras and lettering, as the engine's layout (drawn by its renderDesign). */
  design: DesignLayout;
}

export interface SubjectShape {
  /** The subject's box in working pixels. */
  box: Box;
  /** Its outline (working pixels), coarse. */
  outline: Vec[][];
}

/** The subject's larger side on the canvas, alone or with motifs around it. */
const ALONE = 0.8;
const WITH_EXTRAS = 0.6;

const toMap = (m: Matrix): PixelToCanvas => ({ scale: m[0], dx: m[4], dy: m[5] });

function overlaps(shapes: Vec[][], subject: Vec[][], margin: number): boolean {
  for (const shape of shapes)
    for (const [x, y] of shape)
      for (const s of subject) if (pointInPolygon(x, y, s) || distanceToPolygonEdge(x, y, s) < margin) return true;
  for (const s of subject)
    for (const [x, y] of s) for (const shape of shapes) if (pointInPolygon(x, y, shape)) return true;
  return false;
}

/** Slots beside the subject (unit directions), in the order they are tried. */
const SIDES: Vec[] = [
  [-1, 0.25],
  [1, 0.25],
  [-0.8, 0.8],
  [0.8, 0.8],
  [-0.8, -0.7],
  [0.8, -0.7],
  [0, 1],
];

/** The subject placed on the canvas before the fit: where it is and how big. */
interface PlacedSubject {
  /** Working pixels to the canvas (before the fit). */
  place: Matrix;
  /** Its outline and box on the canvas. */
  outline: Vec[][];
  box: Box;
  centre: Vec;
  /** Its larger side on the canvas. */
  size: number;
}

/**
 * The subject in the middle of the canvas, smaller when motifs go round it, lower when something
 * goes on or above its head, higher when lettering goes below.
 */
function placeSubject(spec: DesignSpec, subject: SubjectShape, extras: PictureExtra[]): PlacedSubject {
  const { box } = subject;
  const size = CANVAS * (extras.length ? WITH_EXTRAS : ALONE) * spec.scale;
  const scale = size / Math.max(box.maxX - box.minX + 1, box.maxY - box.minY + 1);
  const worn = extras.some((e) => e.place === "worn" || e.place === "above");
  const cy = CANVAS / 2 + (worn ? size * 0.12 : 0) - (spec.text.length ? CANVAS * 0.03 : 0);
  const place: Matrix = [
    scale,
    0,
    0,
    scale,
    CANVAS / 2 - ((box.minX + box.maxX) / 2) * scale,
    cy - ((box.minY + box.maxY) / 2) * scale,
  ];
  const outline = subject.outline.map((ring) => ring.map(([x, y]) => applyMatrix(place, x, y)));
  const sbox: Box = {
    minX: applyMatrix(place, box.minX, 0)[0],
    maxX: applyMatrix(place, box.maxX, 0)[0],
    minY: applyMatrix(place, 0, box.minY)[1],
    maxY: applyMatrix(place, 0, box.maxY)[1],
  };
  return { place, outline, box: sbox, centre: [(sbox.minX + sbox.maxX) / 2, (sbox.minY + sbox.maxY) / 2], size };
}

/** The motifs placed round the subject so far, and the shapes a new one must clear. */
class PlacedExtras {
  readonly placements: Placement[] = [];
  readonly motifs: DesignLayout["motifs"];
  readonly taken: Vec[][];

  constructor(subject: PlacedSubject) {
    this.motifs = [{ key: "picture", box: subject.box }];
    this.taken = [...subject.outline];
  }

  add(key: string, drawing: Drawing, matrix: Matrix, knockout: boolean): void {
    this.placements.push({
      drawing,
      matrix,
      layer: "front",
      weight: 0.95,
      halo: true,
      ...(knockout ? { knockout: true } : {}),
    });
    const shapes = fillPolygons(drawing, matrix);
    this.taken.push(...shapes);
    this.motifs.push({
      key,
      box: shapes.flat().reduce((b, [x, y]) => unionBox(b, { minX: x, minY: y, maxX: x, maxY: y }), {
        minX: Infinity,
        minY: Infinity,
        maxX: -Infinity,
        maxY: -Infinity,
      }),
    });
  }
}

/** Where the extras go: round the placed subject, clear of what is placed, by the gap. */
interface Room {
  placed: PlacedExtras;
  subject: PlacedSubject;
  gap: number;
}

/**
 * A worn thing on the head's top (the highest point of the subject's middle half), or a thing the
 * subject stands under above it.
 */
function placeOnTop({ placed, subject, gap }: Room, extra: PictureExtra, drawing: Drawing): void {
  const { box: sbox, centre } = subject;
  const middle = subject.outline.flat().filter(([x]) => Math.abs(x - centre[0]) < (sbox.maxX - sbox.minX) / 4);
  const top = middle.reduce((best, p) => (p[1] < best[1] ? p : best), [centre[0], sbox.minY] as Vec);
  const across = (sbox.maxX - sbox.minX) * (extra.place === "worn" ? 0.5 : 0.42);
  const fitted = fit(drawing, top[0], 0, across, 0, false, "width");
  const height = fitted.box.maxY - fitted.box.minY;
  const y = extra.place === "worn" ? top[1] - height * 0.4 : top[1] - gap - height / 2;
  placed.add(extra.key, drawing, multiply([1, 0, 0, 1, 0, y], fitted.matrix), extra.place === "worn");
}

/** A thing under the subject, centred below it. */
function placeBelow({ placed, subject, gap }: Room, extra: PictureExtra, drawing: Drawing): void {
  const { box: sbox, centre } = subject;
  const fitted = fit(drawing, centre[0], 0, (sbox.maxX - sbox.minX) * 0.5, 0, false, "width");
  const height = fitted.box.maxY - fitted.box.minY;
  placed.add(extra.key, drawing, multiply([1, 0, 0, 1, 0, sbox.maxY + gap + height / 2], fitted.matrix), false);
}

/**
 * Beside the subject, in the next free slot (a second copy of a pair mirrors the first's): pushed
 * out along its side until it clears what is already there.
 */
function placeBeside(
  { placed, subject, gap }: Room,
  key: string,
  motif: Motif,
  drawing: Drawing,
  side: Vec,
  across: number,
  rng: Rng,
): void {
  const { centre, size } = subject;
  const flip = side[0] > 0 && !motif.upright;
  const tilt = motif.upright ? 0 : rng.jitter(0.15);
  let fitted = fit(drawing, centre[0], centre[1], across, tilt, flip);
  for (let step = 0; step < 40; step++) {
    const reach = size * (0.3 + step * 0.04);
    fitted = fit(drawing, centre[0] + side[0] * reach, centre[1] + side[1] * reach, across, tilt, flip);
    if (!overlaps(fillPolygons(drawing, fitted.matrix), placed.taken, gap)) break;
  }
  placed.add(key, drawing, fitted.matrix, false);
}

/** Every extra where its place says, each drawn by the engine's motif for it. */
function placeExtras(spec: DesignSpec, subject: PlacedSubject, extras: PictureExtra[], rng: Rng): PlacedExtras {
  const placed = new PlacedExtras(subject);
  const room: Room = { placed, subject, gap: Math.max(spec.rules.minGap * 2, CANVAS * 0.02) };
  // Which side comes first varies with the seed; the slots after it keep their order.
  const sides = [...rng.fork("sides").shuffle(SIDES.slice(0, 2)), ...SIDES.slice(2)];
  let slot = 0;
  extras.forEach((extra, i) => {
    const motif = motifFor(extra.key);
    const draw = (copy: number) =>
      motif.draw({ rng: rng.fork(`motif:${extra.key}:${i}:${copy}`), detail: Math.max(0, spec.detail - 1) });
    if (extra.place === "worn" || extra.place === "above") return placeOnTop(room, extra, draw(0));
    if (extra.place === "below") return placeBelow(room, extra, draw(0));
    for (let copy = 0; copy < extra.count; copy++) {
      const drawing = draw(copy);
      const side =
        extra.count > 1 && copy === 1
          ? ([-sides[slot - 1][0], sides[slot - 1][1]] as Vec)
          : sides[slot++ % sides.length];
      const across = subject.size * (extra.count > 1 ? 0.3 : 0.36);
      placeBeside(room, extra.key, motif, drawing, side, across, rng);
    }
  });
  return placed;
}

/**
 * The fit: the subject, the motifs and the lettering, scaled down (never up) into the canvas's
 * margin.
 */
function fitAll(subjectBox: Box, placements: Placement[], texts: TextPlacement[]): Matrix {
  let all = subjectBox;
  for (const p of placements)
    for (const [x, y] of fillPolygons(p.drawing, p.matrix).flat())
      all = unionBox(all, { minX: x, minY: y, maxX: x, maxY: y });
  for (const t of texts) {
    for (const [x, y] of [t.warp(0, -t.outline.capHeight), t.warp(t.outline.width, t.outline.descent)].map(([x, y]) =>
      applyMatrix(t.matrix, x, y),
    ))
      all = unionBox(all, { minX: x, minY: y, maxX: x, maxY: y });
  }
  const room = CANVAS - 2 * MARGIN;
  const k = Math.min(1, room / (all.maxX - all.minX), room / (all.maxY - all.minY));
  return [k, 0, 0, k, CANVAS / 2 - ((all.minX + all.maxX) / 2) * k, CANVAS / 2 - ((all.minY + all.maxY) / 2) * k];
}

/**
 * The picture's layout, in steps: the subject placed, the extras round it, the lettering on its
 * banner across the subject's foot, the whole fitted into the canvas.
 */
export function layoutPicture(
  spec: DesignSpec,
  subject: SubjectShape,
  extras: PictureExtra[],
  typeset: Typesetter,
  rng: Rng,
): PictureLayout {
  const placedSubject = placeSubject(spec, subject, extras);
  const { box: sbox, centre } = placedSubject;
  const { placements, motifs } = placeExtras(spec, placedSubject, extras, rng);
  const lettering = placeLettering(
    spec,
    typeset,
    {
      mainBox: sbox,
      centre,
      radius: Math.max(sbox.maxX - sbox.minX, sbox.maxY - sbox.minY) / 2,
      bannerAt: 0.9,
      bannerY: sbox.maxY - (sbox.maxY - sbox.minY) * 0.04,
      wavesBelow: false,
    },
    rng.fork("lettering"),
  );
  placements.push(...lettering.banners);
  const fitted = fitAll(sbox, placements, lettering.texts as TextPlacement[]);
  const k = fitted[0];
  return {
    map: toMap(multiply(fitted, placedSubject.place)),
    design: {
      placements,
      texts: lettering.texts,
      backgrounds: [],
      stage: {
        cx: CANVAS / 2,
        cy: CANVAS / 2,
        radius: (placedSubject.size * k) / 2,
        bottom: applyMatrix(fitted, 0, sbox.maxY)[1],
        aspect: 1,
        dominantTone: "primary",
      },
      fit: fitted,
      motifs,
    },
  };
}
