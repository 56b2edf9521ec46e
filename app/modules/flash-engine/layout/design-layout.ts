/**
 * The layout phase: from a design's spec to drawings placed on the canvas, with no SVG yet. The
 * subjects (a scene laid out by relation, or the classic main motif with companions), the
 * lettering, the ornaments in the space left, the backgrounds chosen, and the whole fitted into
 * the canvas with breathing room.
 */
import type { Stage } from "../backgrounds-stage";
import type { DesignSpec } from "../design-spec";
import type { Drawing, Tone } from "../drawing";
import { applyMatrix, flatten, polygonArea, type Box, type Matrix, type Vec } from "../geometry";
import type { Typesetter } from "../lettering";
import type { Motif } from "../motif";
import { motifFor } from "../motifs/index";
import { Rng } from "../random";
import { outlineWidth, renderOptions } from "../render-context";
import { layoutScene } from "../scene-layout";
import { CANVAS } from "../tattooability";
import { BACKGROUND_EXTENT, chooseBackgrounds, type ChosenBackground } from "./backgrounds-choice";
import { contentBox, fillPolygons, fitToCanvas, Occupancy, type Placement, type TextPlacement } from "./canvas-items";
import { abstractify, placeCompanions, placeMain, type PlacedMotif } from "./classic";
import { placeFillers } from "./fillers";
import { layoutLetteringAlone } from "./lettering-alone";
import { placeLettering } from "./lettering-layout";
import { inManner } from "./subject-manners";

export interface DesignLayout {
  /** Back to front within each layer. */
  placements: Placement[];
  texts: TextPlacement[];
  /** The backgrounds, back to front, each with its own randomness. */
  backgrounds: Array<ChosenBackground & { rng: Rng }>;
  /** The main motif on the fitted canvas, for the backgrounds. */
  stage: Stage;
  /** Fits the composition into the canvas. */
  fit: Matrix;
  /** The subjects drawn and where (unfitted canvas box), main subject first. */
  motifs: Array<{ key: string; box: Box }>;
}

/** The tone covering the largest area of a drawing's fills. */
function dominantTone(drawing: Drawing): Tone {
  const areas = new Map<Tone, number>();
  for (const part of drawing.parts) {
    if (part.kind !== "fill") continue;
    const area = part.contours.filter((c) => c.closed).reduce((sum, c) => sum + polygonArea(flatten(c, 3)), 0);
    areas.set(part.tone, (areas.get(part.tone) ?? 0) + area);
  }
  return [...areas.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "primary";
}

/** The subjects placed: a scene by its relations, or the classic main motif. */
function placeSubjects(spec: DesignSpec, rng: Rng) {
  const profile = spec.style.profile;
  const hasText = spec.text.length > 0;
  const entries = spec.subjects.map(motifFor);
  let mainIndex = 0;
  // A long subject (dagger, key, feather) named first still reads best behind a round one.
  if (entries.length > 1 && entries[0].form === "long" && entries[1].form !== "long" && rng.chance(0.5)) mainIndex = 1;
  const others = entries.filter((_, i) => i !== mainIndex);
  const mainY = CANVAS / 2 - (hasText ? CANVAS * 0.03 : 0);
  const bannerShare = hasText && profile.banner ? 0.94 : 1;
  // A finger design (issue 38) is drawn very small, whatever its style: the motifs that can keep
  // fewer, larger parts do. In Tribal a massed motif (a flower crown) is one ink mass: drawn small,
  // its parts few and large enough for the white cuts in it to read.
  const massedSmall = (entry: Motif, small: 1 | 2 | undefined): { small?: 1 | 2 } =>
    spec.placement?.kind === "finger"
      ? { small: 2 }
      : spec.style.base === "Tribal" && entry.massed
        ? { small: small ?? 1 }
        : {};
  // Composition by relation (issue 16): on, wearing, holding, carrying, around, pairs and trios.
  const scene = layoutScene(
    spec.scene,
    (key, copy, options) => {
      const drawing = motifFor(key).draw({
        rng: rng.fork(copy ? `motif:${key}:${copy}` : `motif:${key}`),
        detail: spec.detail,
        ...options,
        ...massedSmall(motifFor(key), options?.small),
      });
      return spec.abstract ? abstractify(drawing, rng.fork(`abstract:${key}:${copy}`)) : drawing;
    },
    CANVAS / 2,
    mainY,
    CANVAS * profile.motifSize * spec.scale * bannerShare,
    rng.fork("scene"),
  );
  if (scene) {
    const placed: PlacedMotif[] = scene.items.flatMap((item) => {
      const placement: Placement = {
        drawing: item.drawing,
        matrix: item.matrix,
        layer: item.layer,
        weight: item.weight ?? (item.layer === "main" ? 1 : 0.95),
        halo: true,
        ...(item.knockout ? { knockout: true } : {}),
        ...(motifFor(item.key).massed ? { solid: true } : {}),
      };
      const front: Placement | undefined = item.frontBands && {
        drawing: item.drawing,
        matrix: item.matrix,
        layer: "front",
        weight: 0.95,
        halo: true,
        clip: item.frontBands,
      };
      return [{ key: item.key, drawing: item.drawing, box: item.box, placement, ...(front ? { front } : {}) }];
    });
    const main = scene.items[scene.mainIndex];
    return {
      placed,
      scene,
      main: motifFor(main.key),
      mainDrawing: main.drawing,
      mainMatrix: main.matrix,
      mainBox: scene.box,
      others,
    };
  }
  const mainSize = CANVAS * profile.motifSize * spec.scale * (others.length ? 0.92 : 1) * bannerShare;
  const main = placeMain(spec, entries[mainIndex], mainY, mainSize, massedSmall(entries[mainIndex], undefined), rng);
  return {
    placed: [main],
    scene,
    main: entries[mainIndex],
    mainDrawing: main.drawing,
    mainMatrix: main.placement.matrix,
    mainBox: main.box,
    others,
  };
}

export function layoutDesign(spec: DesignSpec, typeset: Typesetter): DesignLayout {
  const rng = new Rng(spec.seed).fork(`layout:${spec.variant}`);
  if (spec.subjects.length === 0) return layoutLetteringAlone(spec, typeset, rng);
  const placements: Placement[] = [];
  const occupancy = new Occupancy();
  const motifs: DesignLayout["motifs"] = [];
  const manners = new Map(spec.scene.subjects.map((s) => [s.key, s.manner]));
  const add = (motif: PlacedMotif) => {
    const { placed: p, before } = inManner(motif, manners.get(motif.key), spec.seed);
    placements.push(...before, p.placement);
    if (p.front) placements.push(p.front);
    occupancy.add(fillPolygons(p.drawing, p.placement.matrix));
    motifs.push({ key: p.key, box: p.box });
  };

  const subjects = placeSubjects(spec, rng);
  const { scene, main, mainBox } = subjects;
  for (const p of subjects.placed) add(p);
  const mainW = mainBox.maxX - mainBox.minX;
  const mainH = mainBox.maxY - mainBox.minY;
  const centre: Vec = [(mainBox.minX + mainBox.maxX) / 2, (mainBox.minY + mainBox.maxY) / 2];
  const radius = Math.max(mainW, mainH) / 2;

  for (const p of placeCompanions(
    spec,
    scene ? [] : subjects.others,
    { motif: main, box: mainBox, centre, radius },
    rng,
  ))
    add(p);

  // Backgrounds are chosen now (drawn last, around the fitted stage) so lettering can avoid them.
  // A ring, diamond or triangle frame is the design's outline: a filled disc or medallion behind
  // it would hide its lines (black on black in Blackwork and Traditional).
  const outlined = scene?.frame === "circle" || scene?.frame === "diamond" || scene?.frame === "triangle";
  const backgrounds = chooseBackgrounds(spec, rng.fork("backgrounds")).filter(
    (b) => !(outlined && (b.kind === "disc" || b.kind === "frame")),
  );
  const wavesBelow = backgrounds.some((b) => b.kind === "waves" || b.kind === "horizon");
  const extent = Math.max(1, ...backgrounds.map((b) => BACKGROUND_EXTENT[b.kind]));

  const mainShapes = fillPolygons(subjects.mainDrawing, subjects.mainMatrix);
  const lettering = placeLettering(
    spec,
    typeset,
    {
      mainBox,
      centre,
      radius,
      bannerAt: main.anchors.bannerAt,
      bannerY: scene?.bannerY,
      wavesBelow,
      mainShapes,
      backgroundReach: backgrounds.length ? radius * extent : undefined,
    },
    rng,
  );
  placements.push(...lettering.banners);
  occupancy.add(lettering.occupied);

  const outline = outlineWidth(renderOptions(spec));
  placements.push(
    ...placeFillers(
      spec,
      { main, mainShapes, centre, radius, occupancy, outline, placedBefore: placements.length },
      rng,
    ),
  );

  // Fit into the canvas: the motifs, the lettering and the reach of the backgrounds.
  const reach: Box = backgrounds.length
    ? {
        minX: centre[0] - radius * extent,
        minY: centre[1] - radius * extent,
        maxX: centre[0] + radius * extent,
        maxY: centre[1] + radius * extent,
      }
    : mainBox;
  const box = contentBox(placements, lettering.texts, reach) ?? reach;
  const fit = fitToCanvas(box);
  const fitScale = fit[0];
  const [scx, scy] = applyMatrix(fit, centre[0], centre[1]);
  const stage: Stage = {
    cx: scx,
    cy: scy,
    radius: radius * fitScale,
    bottom: applyMatrix(fit, 0, mainBox.maxY)[1],
    aspect: mainW / Math.max(1, mainH),
    dominantTone: dominantTone(subjects.mainDrawing),
  };
  return {
    placements,
    texts: lettering.texts,
    backgrounds: backgrounds.map((b) => ({ ...b, rng: rng.fork(`bg:${b.kind}`) })),
    stage,
    fit,
    motifs,
  };
}
