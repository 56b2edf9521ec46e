/**
 * The layout step: a main motif in the centre, secondary subjects behind or beside it, leaves,
 * flowers, sparkles and dots in the free space around it, a banner with the lettering, and a
 * style background; then the whole composition is fitted into the canvas with breathing room
 * and drawn back to front.
 */
import { type BackgroundKind, type Stage, STYLE_BACKGROUNDS, renderBackground } from "./backgrounds";
import type { DesignSpec, FillerKind } from "./design-spec";
import { type Drawing, type Part, type Tone, placeDrawing } from "./drawing";
import {
  type Box,
  type Matrix,
  type Vec,
  applyMatrix,
  boundsOf,
  distanceToPolygonEdge,
  flatten,
  fmt,
  multiply,
  placement,
  pointInPolygon,
  polygonArea,
} from "./geometry";
import { type Typesetter, type Warp, warpOutline } from "./lettering";
import type { Motif } from "./motif";
import { motifFor } from "./motifs/index";
import { banner, dotTrail, fillerFlower, sparkle, sprig } from "./ornaments";
import { paletteFor } from "./palettes";
import { Rng } from "./random";
import { createRenderContext } from "./render-context";
import { type RenderContext, cutout, renderDrawing } from "./render-style";
import { layoutScene } from "./scene-layout";
import type { BaseStyle } from "./styles";
import { fillAttrs, path } from "./svg";
import { CANVAS } from "./tattooability";

type Layer = "background" | "behind" | "main" | "front" | "filler" | "banner";

interface Placement {
  drawing: Drawing;
  matrix: Matrix;
  layer: Layer;
  weight: number;
  halo: boolean;
  /** Drawn only inside these canvas polygons (a coil's front passes). */
  clip?: Vec[][];
  /** A paper-white margin first, knocking it out of what lies behind (a worn flower crown). */
  knockout?: boolean;
  /** In Tribal, one ink mass (`Motif.massed`). */
  solid?: boolean;
}

interface TextPlacement {
  text: string;
  outline: ReturnType<Typesetter>;
  warp: Warp;
  /** Transform applied after the warp (the banner's placement, then the fit). */
  matrix: Matrix;
  onBanner: boolean;
}

export interface Composition {
  svgBody: string;
  defs: string;
  /** Smallest gap between texture marks drawn, in canvas units (Infinity if none). */
  textureGap: number;
  /** Smallest centre spacing left between detail lines, in canvas units. */
  lineGap: number;
  outline: number;
  detail: number;
  /** The subjects drawn and where (canvas box), main subject first: for tests and tools. */
  motifs: Array<{ key: string; box: Box }>;
  /** The backgrounds drawn, back to front. */
  backgrounds: BackgroundKind[];
}

const MARGIN = 64;

const FILLERS: Record<BaseStyle, FillerKind[]> = {
  Traditional: ["sprig", "sparkle", "dots", "flower", "sparkle"],
  "Neo-traditional": ["sprig", "flower", "sparkle", "flower"],
  Japanese: ["blossom", "blossom", "sprig"],
  Neutral: ["sprig", "sparkle", "dots"],
  Watercolor: ["sprig", "flower", "sparkle"],
  Realistic: ["sprig"],
  Minimalist: ["sparkle", "dots"],
  Geometric: ["dots", "sparkle"],
  Blackwork: ["sparkle", "dots", "sprig"],
  Dotwork: ["dots", "sparkle", "sprig"],
  Tribal: [],
};

const FILLER_COUNT = { Simple: 0, Detailed: 3, "Highly Complex": 6 } as const;

/** Leaves and flowers suit plants and objects; creatures, skies and scenes get sparkles and dots. */
function suits(kind: FillerKind, main: Motif): FillerKind {
  if (main.category === "flower") return kind;
  if (main.category === "object" && main.form !== "long") return kind;
  if (main.category === "object") return kind === "sprig" ? "sparkle" : kind;
  if (kind === "sprig") return main.category === "creature" ? "sparkle" : "dots";
  if ((kind === "flower" || kind === "blossom") && main.category !== "creature") return "sparkle";
  return kind;
}

/** How far each background reaches, in main-motif radii (reserved when fitting the canvas). */
const BACKGROUND_EXTENT: Record<BackgroundKind, number> = {
  rays: 1.6,
  frame: 1.3,
  waves: 1.5,
  clouds: 1.45,
  wind: 1.55,
  disc: 1.3,
  spikes: 1.55,
  "dot-rings": 1.62,
  "sacred-geometry": 1.4,
  smoke: 1.2,
  splash: 1.35,
  "fine-circle": 1.22,
  horizon: 1.15,
  "red-sun": 1.25,
  burst: 1.5,
};

/** Identity backgrounds: without them these styles would not read at a glance. */
const SIGNATURE_BACKGROUND = new Set<BaseStyle>(["Japanese", "Tribal", "Geometric", "Dotwork", "Blackwork", "Watercolor"]);

function fillPolygons(drawing: Drawing, matrix: Matrix): Vec[][] {
  return drawing.parts
    .filter((p) => p.kind === "fill")
    .flatMap((p) => p.contours.filter((c) => c.closed).map((c) => flatten(c, 3).map(([x, y]) => applyMatrix(matrix, x, y))));
}

function localBounds(drawing: Drawing): Box {
  return boundsOf(drawing.parts.flatMap((p) => p.contours.flatMap((c) => flatten(c, 3))));
}

function unionBox(a: Box, b: Box): Box {
  return { minX: Math.min(a.minX, b.minX), minY: Math.min(a.minY, b.minY), maxX: Math.max(a.maxX, b.maxX), maxY: Math.max(a.maxY, b.maxY) };
}

/** Places a drawing so its bounding box has `size` as its larger side, centred at (x, y). */
function fitMotif(drawing: Drawing, x: number, y: number, size: number, rotation = 0, flip = false): { matrix: Matrix; box: Box } {
  const box = localBounds(drawing);
  const scale = size / Math.max(box.maxX - box.minX, box.maxY - box.minY, 1);
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  const matrix = multiply(placement(x, y, scale, rotation, flip), [1, 0, 0, 1, -cx, -cy]);
  const corners = [
    applyMatrix(matrix, box.minX, box.minY),
    applyMatrix(matrix, box.maxX, box.minY),
    applyMatrix(matrix, box.minX, box.maxY),
    applyMatrix(matrix, box.maxX, box.maxY),
  ];
  return { matrix, box: boundsOf(corners) };
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

/** Makes shapes faceted and slightly displaced ("Make it more abstract"). */
function abstractify(drawing: Drawing, rng: Rng): Drawing {
  return {
    parts: drawing.parts
      .filter((p) => p.kind !== "detail" || p.level <= 1)
      .map((p): Part => ({
        ...p,
        contours: p.contours.map((c) => ({
          ...c,
          smooth: false,
          nodes: c.nodes.map((n) => [n[0] + rng.jitter(3), n[1] + rng.jitter(3), 1] as const),
        })),
      })),
  };
}

class Occupancy {
  private readonly shapes: Vec[][] = [];

  add(polygons: Vec[][]): void {
    this.shapes.push(...polygons.filter((p) => p.length > 2));
  }

  /** True if a circle at (x, y) of radius r is clear of every shape by `margin`. */
  isFree(x: number, y: number, r: number, margin: number): boolean {
    if (x - r < MARGIN || y - r < MARGIN || x + r > CANVAS - MARGIN || y + r > CANVAS - MARGIN) return false;
    return this.shapes.every((shape) => !pointInPolygon(x, y, shape) && distanceToPolygonEdge(x, y, shape) >= r + margin);
  }
}

export function composeDesign(spec: DesignSpec, typeset: Typesetter): Composition {
  const rng = new Rng(spec.seed).fork(`layout:${spec.variant}`);
  const { style } = spec;
  const profile = style.profile;
  const base = style.base;
  const palette = paletteFor(base, spec.theme);
  const ctx: RenderContext = createRenderContext({
    base,
    palette,
    rules: spec.rules,
    seed: spec.seed,
    maxLevel: spec.detail,
    // Simple designs read bolder; highly complex ones a little finer.
    lineScale: { Simple: 1.15, Detailed: 1, "Highly Complex": 0.9 }[spec.complexity],
    // Simple designs are flat colour and line; realism keeps its soft shading.
    shading: spec.detail >= 2 || base === "Realistic",
    tint: profile.mono && spec.theme !== undefined && spec.theme !== "Black and Grey",
  });

  const placements: Placement[] = [];
  const texts: TextPlacement[] = [];
  const occupancy = new Occupancy();
  const motifs: Composition["motifs"] = [];

  // ---- main motif ----------------------------------------------------------------------
  const entries = spec.subjects.map(motifFor);
  let mainIndex = 0;
  // A long subject (dagger, key, feather) named first still reads best behind a round one.
  if (entries.length > 1 && entries[0].form === "long" && entries[1].form !== "long" && rng.chance(0.5)) mainIndex = 1;
  let main = entries[mainIndex];
  const others = entries.filter((_, i) => i !== mainIndex);
  const hasText = spec.text.length > 0;
  const mainSize = CANVAS * profile.motifSize * spec.scale * (others.length ? 0.92 : 1) * (hasText && profile.banner ? 0.94 : 1);
  const mainY = CANVAS / 2 - (hasText ? CANVAS * 0.03 : 0);
  // Composition by relation (issue 16): on, wearing, holding, carrying, around, pairs and trios.
  // In Tribal a massed motif (a flower crown) is one ink mass: drawn small, its parts few and
  // large enough for the white cuts in it to read.
  const massedSmall = (entry: Motif, small: 1 | 2 | undefined): { small?: 1 | 2 } =>
    base === "Tribal" && entry.massed ? { small: small ?? 1 } : {};
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
    CANVAS * profile.motifSize * spec.scale * (hasText && profile.banner ? 0.94 : 1),
    rng.fork("scene"),
  );
  let mainDrawing: Drawing;
  let mainFit: { matrix: Matrix; box: Box };
  if (scene) {
    for (const item of scene.items) {
      placements.push({
        drawing: item.drawing,
        matrix: item.matrix,
        layer: item.layer,
        weight: item.weight ?? (item.layer === "main" ? 1 : 0.95),
        halo: true,
        ...(item.knockout ? { knockout: true } : {}),
        ...(motifFor(item.key).massed ? { solid: true } : {}),
      });
      if (item.frontBands)
        placements.push({ drawing: item.drawing, matrix: item.matrix, layer: "front", weight: 0.95, halo: true, clip: item.frontBands });
      occupancy.add(fillPolygons(item.drawing, item.matrix));
      motifs.push({ key: item.key, box: item.box });
    }
    mainDrawing = scene.items[scene.mainIndex].drawing;
    mainFit = { matrix: scene.items[scene.mainIndex].matrix, box: scene.box };
    main = motifFor(scene.items[scene.mainIndex].key);
  } else {
    const mainDrawingRaw = main.draw({ rng: rng.fork(`motif:${main.key}`), detail: spec.detail, ...massedSmall(main, undefined) });
    mainDrawing = spec.abstract ? abstractify(mainDrawingRaw, rng.fork("abstract")) : mainDrawingRaw;
    const mainTilt = main.upright ? rng.jitter(0.04) : rng.jitter(0.14);
    mainFit = fitMotif(mainDrawing, CANVAS / 2, mainY, mainSize, mainTilt, !main.upright && rng.chance(0.5));
    placements.push({
      drawing: mainDrawing,
      matrix: mainFit.matrix,
      layer: "main",
      weight: 1,
      halo: true,
      ...(main.massed ? { solid: true } : {}),
    });
    motifs.push({ key: main.key, box: mainFit.box });
    occupancy.add(fillPolygons(mainDrawing, mainFit.matrix));
  }
  const mainBox = mainFit.box;
  const mainW = mainBox.maxX - mainBox.minX;
  const mainH = mainBox.maxY - mainBox.minY;
  const centre: Vec = [(mainBox.minX + mainBox.maxX) / 2, (mainBox.minY + mainBox.maxY) / 2];
  const radius = Math.max(mainW, mainH) / 2;

  // ---- secondary subjects ----------------------------------------------------------------
  const slots = rng.shuffle([
    [-1, 0.62],
    [1, 0.62],
    [-1, -0.55],
    [1, -0.55],
  ] as const);
  // A companion named in the plural ("a skull with roses") flanks the main subject on both sides.
  const companions = (scene ? [] : others).flatMap((entry) =>
    entry.form !== "long" && (spec.scene.subjects.find((s) => s.key === entry.key)?.count ?? 1) > 1 ? [entry, entry] : [entry],
  );
  let lastSlot: readonly [number, number] = slots[0];
  companions.forEach((entry, i) => {
    const drawing = entry.draw({ rng: rng.fork(`motif:${entry.key}:${i}`), detail: Math.max(0, spec.detail - 1) });
    if (entry.form === "long" && main.form !== "long") {
      // Behind the main subject, crossing it diagonally.
      const angle = (rng.chance(0.5) ? 1 : -1) * rng.range(0.55, 0.8);
      const fit = fitMotif(drawing, centre[0] + rng.jitter(radius * 0.08), centre[1], Math.max(mainW, mainH) * 1.6, angle);
      placements.push({ drawing, matrix: fit.matrix, layer: "behind", weight: 0.95, halo: true });
      motifs.push({ key: entry.key, box: fit.box });
      occupancy.add(fillPolygons(drawing, fit.matrix));
    } else if (main.form === "long" && entry.form !== "long") {
      // In front of a long main subject, at its middle (a rose on a dagger).
      const fit = fitMotif(drawing, centre[0], centre[1] + mainH * rng.range(-0.05, 0.12), Math.min(mainW, mainH) * 0.95 + radius * 0.25);
      placements.push({ drawing, matrix: fit.matrix, layer: "front", weight: 0.95, halo: true });
      motifs.push({ key: entry.key, box: fit.box });
      occupancy.add(fillPolygons(drawing, fit.matrix));
    } else {
      const pair = i > 0 && companions[i - 1] === entry;
      const [sx, sy] = pair ? ([-lastSlot[0], lastSlot[1]] as const) : slots[i % slots.length];
      lastSlot = [sx, sy];
      const size = radius * (i === 0 ? 0.95 : 0.75);
      const x = centre[0] + sx * (mainW / 2 + size * 0.2);
      const y = centre[1] + sy * mainH * 0.5;
      const fit = fitMotif(drawing, x, y, size, rng.jitter(0.2), sx < 0 && !entry.upright);
      placements.push({ drawing, matrix: fit.matrix, layer: sy > 0 ? "front" : "behind", weight: 0.9, halo: true });
      motifs.push({ key: entry.key, box: fit.box });
      occupancy.add(fillPolygons(drawing, fit.matrix));
    }
  });

  // Backgrounds are chosen now (drawn last, around the fitted stage) so lettering can avoid them.
  // A ring or diamond frame is the design's outline: a filled disc or medallion behind it would
  // hide its lines (black on black in Blackwork and Traditional).
  const outlined = scene?.frame === "circle" || scene?.frame === "diamond";
  const backgrounds = chooseBackgrounds(spec, rng.fork("backgrounds")).filter(
    (b) => !(outlined && (b.kind === "disc" || b.kind === "frame")),
  );
  const wavesBelow = backgrounds.some((b) => b.kind === "waves" || b.kind === "horizon");

  // ---- lettering ---------------------------------------------------------------------------
  const minCap = Math.max(30, 3.5 * spec.rules.unitsPerMm);
  if (hasText) {
    const lines = spec.text.length > 1 ? spec.text.slice(0, 2) : splitForBanner(spec.text[0]);
    if (profile.banner) {
      lines.forEach((line, i) => {
        const onTop = lines.length === 2 && i === 0;
        const h = Math.max(CANVAS * 0.1, minCap * 1.9);
        const probe = typeset(line, profile.font, 100);
        const capRatio = probe.capHeight / 100;
        let fontSize = (h * 0.5) / capRatio;
        const maxText = CANVAS * 0.72;
        if ((probe.width / 100) * fontSize > maxText) fontSize = Math.max(minCap / capRatio, maxText / (probe.width / 100));
        const outline = typeset(line, profile.font, fontSize);
        const length = Math.max(outline.width + h * 1.3, mainW * 0.7, CANVAS * 0.42);
        const band = banner(length, h, rng.fork(`banner:${i}`));
        // The top banner arches over the motif, just overlapping its crown.
        // A carried banner hangs from the beaks and claws of the scene (issue 16).
        const y = onTop ? mainBox.minY - h * 0.15 : (scene?.bannerY ?? mainBox.minY + mainH * main.anchors.bannerAt);
        const matrix = placement(centre[0], y, 1, rng.jitter(0.05));
        placements.push({ drawing: band.drawing, matrix, layer: "banner", weight: 0.85, halo: false });
        occupancy.add(fillPolygons(band.drawing, matrix));
        const dx = outline.width / 2;
        const baselineOffset = outline.capHeight / 2;
        texts.push({ text: line, outline, warp: (x, yy) => band.warp(x - dx, yy + baselineOffset), matrix, onBanner: true });
      });
    } else {
      let y = mainBox.maxY + Math.max(spec.rules.minGap * 2, CANVAS * 0.04) + (wavesBelow ? radius * 0.3 : 0);
      for (const line of lines) {
        const probe = typeset(line, profile.font, 100);
        const capRatio = probe.capHeight / 100;
        let fontSize = Math.max(minCap, CANVAS * 0.05) / capRatio;
        if ((probe.width / 100) * fontSize > CANVAS * 0.8) fontSize = Math.max(minCap / capRatio, (CANVAS * 0.8) / (probe.width / 100));
        const outline = typeset(line, profile.font, fontSize);
        y += outline.capHeight;
        const x0 = centre[0] - outline.width / 2;
        const baseline = y;
        texts.push({ text: line, outline, warp: (x, yy) => [x0 + x, baseline + yy], matrix: [1, 0, 0, 1, 0, 0], onBanner: false });
        const box = { minX: x0, minY: baseline - outline.capHeight, maxX: x0 + outline.width, maxY: baseline + outline.descent };
        occupancy.add([
          [
            [box.minX, box.minY],
            [box.maxX, box.minY],
            [box.maxX, box.maxY],
            [box.minX, box.maxY],
          ],
        ]);
        y += outline.descent + spec.rules.minGap;
      }
    }
  }

  // ---- fillers -----------------------------------------------------------------------------
  const kinds = FILLERS[base];
  const wanted = kinds.length ? Math.round(FILLER_COUNT[spec.complexity] * profile.ornamentation * spec.ornament) : 0;
  const fillerKinds: FillerKind[] = [...spec.forced];
  for (let i = 0; i < wanted; i++) fillerKinds.push(suits(kinds[i % kinds.length], main));
  const sprigAngles = rng.shuffle([Math.PI * 0.8, Math.PI * 0.2, Math.PI * 1.02, -0.02, Math.PI * 1.25, -Math.PI * 0.25]);
  for (const kind of fillerKinds) {
    const frng = rng.fork(`filler:${placements.length}`);
    if (kind === "sprig") {
      const angle = sprigAngles.shift();
      if (angle === undefined) continue;
      // Grow from just inside the motif's edge in that direction, so the stem tucks behind it.
      const mainShapes = fillPolygons(mainDrawing, mainFit.matrix);
      let reach = radius * 0.2;
      for (let r = radius * 0.2; r < radius * 1.2; r += radius * 0.04) {
        const x = centre[0] + Math.cos(angle) * r;
        const y = centre[1] + Math.sin(angle) * r;
        if (mainShapes.some((shape) => pointInPolygon(x, y, shape))) reach = r;
      }
      const start: Vec = [centre[0] + Math.cos(angle) * reach * 0.88, centre[1] + Math.sin(angle) * reach * 0.88];
      const drawing = sprig(start[0], start[1], radius * 0.62, angle, frng);
      placements.push({ drawing, matrix: [1, 0, 0, 1, 0, 0], layer: "behind", weight: 0.85, halo: true });
      continue;
    }
    const r =
      kind === "flower" || kind === "blossom" ? radius * 0.16 : kind === "sparkle" ? radius * frng.range(0.07, 0.11) : radius * 0.035;
    for (let attempt = 0; attempt < 40; attempt++) {
      const a = frng.range(0, Math.PI * 2);
      const d = radius * frng.range(0.75, 1.3);
      const x = centre[0] + Math.cos(a) * d;
      const y = centre[1] + Math.sin(a) * d;
      if (!occupancy.isFree(x, y, r, spec.rules.minGap + ctx.outline)) continue;
      let drawing: Drawing;
      if (kind === "flower" || kind === "blossom") drawing = fillerFlower(x, y, r, frng);
      else if (kind === "sparkle") drawing = sparkle(x, y, r, frng);
      else {
        const dotR = Math.max(r, spec.rules.minStroke, ctx.outline * 0.8);
        drawing = dotTrail(x, y, a + frng.jitter(0.4), 3, dotR, dotR * 2 + spec.rules.minGap);
      }
      placements.push({ drawing, matrix: [1, 0, 0, 1, 0, 0], layer: "filler", weight: 0.8, halo: false });
      occupancy.add(fillPolygons(drawing, [1, 0, 0, 1, 0, 0]));
      break;
    }
  }

  const extent = Math.max(1, ...backgrounds.map((b) => BACKGROUND_EXTENT[b.kind]));

  // ---- fit into the canvas -----------------------------------------------------------------
  let box: Box = {
    minX: centre[0] - radius * extent,
    minY: centre[1] - radius * extent,
    maxX: centre[0] + radius * extent,
    maxY: centre[1] + radius * extent,
  };
  if (backgrounds.length === 0) box = mainBox;
  for (const p of placements) box = unionBox(box, boundsOf(fillPolygons(p.drawing, p.matrix).flat()));
  for (const t of texts) {
    const corners = [
      t.warp(0, -t.outline.capHeight),
      t.warp(t.outline.width, -t.outline.capHeight),
      t.warp(0, t.outline.descent),
      t.warp(t.outline.width, t.outline.descent),
    ].map(([x, y]) => applyMatrix(t.matrix, x, y));
    box = unionBox(box, boundsOf(corners));
  }
  const room = CANVAS - 2 * MARGIN;
  const fitScale = Math.min(1, room / (box.maxX - box.minX), room / (box.maxY - box.minY));
  const fit: Matrix = [
    fitScale,
    0,
    0,
    fitScale,
    CANVAS / 2 - ((box.minX + box.maxX) / 2) * fitScale,
    CANVAS / 2 - ((box.minY + box.maxY) / 2) * fitScale,
  ];
  const [scx, scy] = applyMatrix(fit, centre[0], centre[1]);
  const stage: Stage = {
    cx: scx,
    cy: scy,
    radius: radius * fitScale,
    bottom: applyMatrix(fit, 0, mainBox.maxY)[1],
    aspect: mainW / Math.max(1, mainH),
    dominantTone: dominantTone(mainDrawing),
  };

  // ---- draw back to front ------------------------------------------------------------------
  let svg = "";
  for (const bg of backgrounds) {
    const bctx = bg.style === base ? ctx : { ...ctx, base: bg.style, palette: paletteFor(bg.style, spec.theme) };
    svg += `<g data-layer="background-${bg.kind}">${renderBackground(bg.kind, stage, bctx, rng.fork(`bg:${bg.kind}`))}</g>`;
  }
  const onMass = backgrounds.some((b) => b.kind === "disc");
  const needsCutout = backgrounds.some(
    (b) =>
      b.kind === "disc" ||
      b.kind === "spikes" ||
      b.kind === "wind" ||
      b.kind === "sacred-geometry" ||
      b.kind === "rays" ||
      b.kind === "burst",
  );
  const order: Layer[] = ["behind", "main", "front", "filler", "banner"];
  for (const layer of order) {
    for (const p of placements.filter((q) => q.layer === layer)) {
      const placed = placeDrawing(p.drawing, multiply(fit, p.matrix));
      if (p.clip) {
        const bands = p.clip.map((band) => band.map(([x, y]) => applyMatrix(fit, x, y)));
        const id = ctx.defs.unique(
          (cid) =>
            `<clipPath id="${cid}">${bands.map((b) => `<path d="M${b.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join("L")}Z"/>`).join("")}</clipPath>`,
        );
        svg += `<g data-layer="wrap-front" clip-path="url(#${id})">${renderDrawing(placed, ctx, { weight: p.weight, halo: false, negative: false })}</g>`;
        continue;
      }
      const halo = p.halo && (base === "Neo-traditional" || base === "Japanese" || base === "Tribal");
      if (needsCutout && (layer === "main" || layer === "front" || layer === "behind"))
        svg += cutout(placed, ctx, spec.rules.minGap * 1.2 + ctx.outline * 2);
      // The knock-out: a white margin (a gap and more wide beyond the outline) over what is behind.
      if (p.knockout) svg += `<g data-layer="knockout">${cutout(placed, ctx, spec.rules.minGap * 2.2 + ctx.outline * 2.6)}</g>`;
      const negative = base === "Blackwork" && onMass && layer !== "banner" && layer !== "filler";
      const solid = p.solid && base === "Tribal" ? { solid: true } : {};
      svg += `<g data-layer="${layer}">${renderDrawing(placed, ctx, { weight: p.weight, halo, negative, ...solid })}</g>`;
    }
  }
  for (const t of texts) {
    const d = warpOutline(t.outline, t.warp, multiply(fit, t.matrix));
    // A white knockout around the letters keeps background lines and dots off them.
    const knockout = t.onBanner ? "" : ` stroke="#ffffff" stroke-width="${fmt(spec.rules.minGap * 1.6)}" paint-order="stroke"`;
    svg += `<g data-layer="lettering">${path(d, fillAttrs(t.onBanner ? palette.lettering : palette.ink) + knockout)}</g>`;
  }

  return {
    svgBody: svg,
    defs: ctx.defs.toString(),
    textureGap: ctx.stats.minGap,
    lineGap: ctx.rules.minGap,
    outline: ctx.outline,
    detail: ctx.detail,
    motifs,
    backgrounds: backgrounds.map((b) => b.kind),
  };
}

/** Long single texts go on two banners, in reading order (top banner first). */
function splitForBanner(text: string): string[] {
  if (text.length <= 18 || !text.includes(" ")) return [text];
  const words = text.split(" ");
  let best = 1;
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const diff = Math.abs(words.slice(0, i).join(" ").length - words.slice(i).join(" ").length);
    if (diff < bestDiff) {
      bestDiff = diff;
      best = i;
    }
  }
  return [words.slice(0, best).join(" "), words.slice(best).join(" ")];
}

interface ChosenBackground {
  kind: BackgroundKind;
  style: BaseStyle;
}

function chooseBackgrounds(spec: DesignSpec, rng: Rng): ChosenBackground[] {
  if (spec.background === "none") return [];
  const base = spec.style.base;
  const options = STYLE_BACKGROUNDS[base];
  const chosen: ChosenBackground[] = [];
  const chance = { Simple: 0, Detailed: 0.5, "Highly Complex": 1 }[spec.complexity];
  if (base === "Japanese") {
    const count = spec.background === "more" ? 3 : { Simple: 1, Detailed: 2, "Highly Complex": 3 }[spec.complexity];
    // The red sun or the waves anchor every Japanese piece; wind bars and clouds join them.
    const anchor = rng.pick(["red-sun", "waves"] as const);
    chosen.push({ kind: anchor, style: base });
    for (const kind of rng.shuffle(options.filter((o) => o !== anchor)).slice(0, count - 1)) chosen.push({ kind, style: base });
  } else if (SIGNATURE_BACKGROUND.has(base) || spec.background === "more" || rng.chance(chance)) {
    chosen.push({ kind: rng.chance(0.65) ? options[0] : rng.pick(options), style: base });
  }
  const second = spec.background === "more" || (spec.complexity === "Highly Complex" && rng.chance(0.5));
  if (second && options.length > 1 && base !== "Japanese")
    chosen.push({ kind: options.find((o) => o !== chosen[0]?.kind) ?? options[0], style: base });
  for (const accent of spec.accents) {
    const kind = STYLE_BACKGROUNDS[accent][0];
    if (kind !== "disc" && !chosen.some((c) => c.kind === kind)) chosen.push({ kind, style: accent });
  }
  for (const kind of spec.forcedBackgrounds) if (!chosen.some((c) => c.kind === kind)) chosen.push({ kind, style: base });
  // A colour theme on an ink-only style, or the watercolour theme anywhere, brings a wash of
  // the theme's colours behind the linework.
  const tinted = spec.theme !== undefined && spec.theme !== "Black and Grey" && spec.style.profile.mono;
  if ((tinted || spec.theme === "Watercolor") && !chosen.some((c) => c.kind === "splash")) chosen.push({ kind: "splash", style: base });
  if (spec.abstract) {
    if (!chosen.some((c) => c.kind === "sacred-geometry")) chosen.push({ kind: "sacred-geometry", style: "Geometric" });
    if (!chosen.some((c) => c.kind === "splash") && !spec.style.profile.mono) chosen.push({ kind: "splash", style: "Watercolor" });
  }
  // Backgrounds that cover others go first.
  const depth: Partial<Record<BackgroundKind, number>> = {
    smoke: 0,
    splash: 0,
    "red-sun": 0,
    disc: 1,
    burst: 1,
    "sacred-geometry": 1,
    rays: 1.5,
    frame: 2,
    wind: 2,
  };
  return chosen.sort((a, b) => (depth[a.kind] ?? 3) - (depth[b.kind] ?? 3));
}
