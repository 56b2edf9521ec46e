/**
 * Marching squares: the closed outlines where a field crosses a level, with sub-pixel positions
 * interpolated along each cell's edges (so a blurred mask gives smooth outlines, not staircases).
 * Outside the raster counts as below the level, so every outline closes. Outer outlines and holes
 * wind in opposite directions: the sign of the area tells them apart.
 */
import type { Vec } from "../geometry";
import type { Gray } from "./raster";

export interface Ring {
  points: Vec[];
  /** Positive for an outer outline, negative for a hole. */
  area: number;
}

type EdgeName = "top" | "right" | "bottom" | "left";

/** Which cell edges each corner pattern joins (corners tl 8, tr 4, br 2, bl 1); saddles by their centre. */
function cellSegments(index: number, centreInside: boolean): Array<[EdgeName, EdgeName]> {
  switch (index) {
    case 1:
    case 14:
      return [["left", "bottom"]];
    case 2:
    case 13:
      return [["bottom", "right"]];
    case 3:
    case 12:
      return [["left", "right"]];
    case 4:
    case 11:
      return [["top", "right"]];
    case 6:
    case 9:
      return [["top", "bottom"]];
    case 7:
    case 8:
      return [["left", "top"]];
    case 5:
      return centreInside
        ? [
            ["left", "top"],
            ["right", "bottom"],
          ]
        : [
            ["top", "right"],
            ["left", "bottom"],
          ];
    case 10:
      return centreInside
        ? [
            ["top", "right"],
            ["left", "bottom"],
          ]
        : [
            ["left", "top"],
            ["right", "bottom"],
          ];
    default:
      return [];
  }
}

/** A corner on one side of the segment joining two edges: the one they share, or the top left. */
const CORNER_BESIDE: Record<string, string> = {
  "left-bottom": "bl",
  "bottom-right": "br",
  "left-right": "tl",
  "top-right": "tr",
  "top-bottom": "tl",
  "left-top": "tl",
  "right-bottom": "br",
};

function signedArea(points: readonly Vec[]): number {
  let area = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++)
    area += (points[i][0] - points[j][0]) * (points[j][1] + points[i][1]);
  return area / 2;
}

export function traceContours(field: Gray, level = 0.5): Ring[] {
  const { width, height, data } = field;
  const value = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? level - 1 : data[y * width + x];
  const stride = width + 2;
  const edgeId = (x: number, y: number, edge: EdgeName) => {
    // Horizontal edges are keyed by their left corner, vertical ones by their top corner.
    if (edge === "top") return ((y + 1) * stride + (x + 1)) * 2;
    if (edge === "bottom") return ((y + 2) * stride + (x + 1)) * 2;
    if (edge === "left") return ((y + 1) * stride + (x + 1)) * 2 + 1;
    return ((y + 1) * stride + (x + 2)) * 2 + 1;
  };
  const starts = new Map<number, { to: number; point: Vec }>();
  for (let y = -1; y < height; y++) {
    for (let x = -1; x < width; x++) {
      const tl = value(x, y);
      const tr = value(x + 1, y);
      const br = value(x + 1, y + 1);
      const bl = value(x, y + 1);
      const index = (tl >= level ? 8 : 0) | (tr >= level ? 4 : 0) | (br >= level ? 2 : 0) | (bl >= level ? 1 : 0);
      if (index === 0 || index === 15) continue;
      const cross = (a: number, b: number) => (a === b ? 0.5 : (level - a) / (b - a));
      const pointOn = (edge: EdgeName): Vec => {
        if (edge === "top") return [x + cross(tl, tr), y];
        if (edge === "bottom") return [x + cross(bl, br), y + 1];
        if (edge === "left") return [x, y + cross(tl, bl)];
        return [x + 1, y + cross(tr, br)];
      };
      const corners: Record<string, [number, number, number]> = {
        tl: [x, y, tl],
        tr: [x + 1, y, tr],
        br: [x + 1, y + 1, br],
        bl: [x, y + 1, bl],
      };
      for (const [e1, e2] of cellSegments(index, (tl + tr + br + bl) / 4 >= level)) {
        let [from, to] = [e1, e2];
        let [p, q] = [pointOn(from), pointOn(to)];
        // Orient every segment with the inside on its left (y down), so segments link head to
        // tail: a corner beside the segment (the one it cuts off, or one end's) says which side is inside.
        const [cx, cy, cornerValue] = corners[CORNER_BESIDE[`${e1}-${e2}`]];
        const onRight = (q[0] - p[0]) * (cy - p[1]) - (q[1] - p[1]) * (cx - p[0]) > 0;
        if (cornerValue >= level === onRight) {
          [from, to] = [to, from];
          [p, q] = [q, p];
        }
        starts.set(edgeId(x, y, from), { to: edgeId(x, y, to), point: p });
      }
    }
  }
  const rings: Ring[] = [];
  const used = new Set<number>();
  for (const [start] of starts) {
    if (used.has(start)) continue;
    const points: Vec[] = [];
    let id = start;
    while (!used.has(id)) {
      const segment = starts.get(id);
      if (!segment) break;
      used.add(id);
      points.push(segment.point);
      id = segment.to;
    }
    if (points.length >= 3) rings.push({ points, area: signedArea(points) });
  }
  return rings;
}
