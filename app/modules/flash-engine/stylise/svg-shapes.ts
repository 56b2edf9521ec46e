/**
 * Reads a vector icon's SVG markup (an atlas motif's body) into filled shapes: closed polylines in
 * the icon's units, each with the colour it is painted in. Paths (every command, arcs included),
 * circles, ellipses, rectangles and polygons; group transforms and inherited fills; gradients
 * stand for the colour of their middle stop. Strokes and anything else are left out.
 */
import { applyMatrix, multiply, type Matrix, type Vec } from "../geometry";

export interface IconShape {
  /** Closed outlines in paint order (holes are contours inside others). */
  contours: Vec[][];
  /** "#rrggbb", or "currentColor" for one-colour sets. */
  fill: string;
  opacity: number;
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function attr(attrs: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(attrs);
  if (match) return match[2] ?? match[3];
  const style = /style\s*=\s*"([^"]*)"/.exec(attrs)?.[1];
  return style ? new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`).exec(style)?.[1]?.trim() : undefined;
}

const num = (value: string | undefined, fallback = 0) =>
  value === undefined || value === "" ? fallback : Number.parseFloat(value);

function parseTransform(text: string | undefined): Matrix {
  let m = IDENTITY;
  if (!text) return m;
  for (const [, name, args] of text.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const v = (args.match(/[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?/g) ?? []).map(Number);
    let t: Matrix = IDENTITY;
    if (name === "matrix" && v.length === 6) t = [v[0], v[1], v[2], v[3], v[4], v[5]];
    else if (name === "translate") t = [1, 0, 0, 1, v[0] ?? 0, v[1] ?? 0];
    else if (name === "scale") t = [v[0] ?? 1, 0, 0, v[1] ?? v[0] ?? 1, 0, 0];
    else if (name === "rotate") {
      const a = ((v[0] ?? 0) * Math.PI) / 180;
      const [cx, cy] = [v[1] ?? 0, v[2] ?? 0];
      t = multiply(multiply([1, 0, 0, 1, cx, cy], [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0]), [
        1,
        0,
        0,
        1,
        -cx,
        -cy,
      ]);
    }
    m = multiply(m, t);
  }
  return m;
}

/** The numbers and command letters of path data; arc flags may be written without separators ("a5 5 0 011 1"). */
function pathTokens(d: string): Array<string | number> {
  const tokens: Array<string | number> = [];
  const number = /[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?/y;
  let command = "";
  let argIndex = 0;
  let i = 0;
  while (i < d.length) {
    const c = d[i];
    if (/[a-zA-Z]/.test(c)) {
      tokens.push(c);
      command = c.toLowerCase();
      argIndex = 0;
      i++;
    } else if (/[\s,]/.test(c)) i++;
    else if (command === "a" && (argIndex % 7 === 3 || argIndex % 7 === 4) && (c === "0" || c === "1")) {
      tokens.push(Number(c));
      argIndex++;
      i++;
    } else {
      number.lastIndex = i;
      const match = number.exec(d);
      if (!match) {
        i++;
        continue;
      }
      tokens.push(Number(match[0]));
      argIndex++;
      i += match[0].length;
    }
  }
  return tokens;
}

function cubic(out: Vec[], p0: Vec, p1: Vec, p2: Vec, p3: Vec): void {
  const length =
    Math.hypot(p1[0] - p0[0], p1[1] - p0[1]) +
    Math.hypot(p2[0] - p1[0], p2[1] - p1[1]) +
    Math.hypot(p3[0] - p2[0], p3[1] - p2[1]);
  const steps = Math.max(2, Math.min(24, Math.ceil(length / 3)));
  for (let k = 1; k <= steps; k++) {
    const t = k / steps;
    const u = 1 - t;
    out.push([
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ]);
  }
}

/** An elliptical arc from p0 to p1 (SVG's endpoint form), sampled. */
function arc(
  out: Vec[],
  p0: Vec,
  rx: number,
  ry: number,
  angle: number,
  large: boolean,
  sweep: boolean,
  p1: Vec,
): void {
  if (rx === 0 || ry === 0 || (p0[0] === p1[0] && p0[1] === p1[1])) {
    out.push(p1);
    return;
  }
  const phi = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  const dx = (p0[0] - p1[0]) / 2;
  const dy = (p0[1] - p1[1]) / 2;
  const x1 = cos * dx + sin * dy;
  const y1 = -sin * dx + cos * dy;
  rx = Math.abs(rx);
  ry = Math.abs(ry);
  const lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const sign = large === sweep ? -1 : 1;
  const factor =
    sign *
    Math.sqrt(
      Math.max(
        0,
        (rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1) / (rx * rx * y1 * y1 + ry * ry * x1 * x1),
      ),
    );
  const cx1 = (factor * rx * y1) / ry;
  const cy1 = (-factor * ry * x1) / rx;
  const cx = cos * cx1 - sin * cy1 + (p0[0] + p1[0]) / 2;
  const cy = sin * cx1 + cos * cy1 + (p0[1] + p1[1]) / 2;
  const theta = Math.atan2((y1 - cy1) / ry, (x1 - cx1) / rx);
  let delta = Math.atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - theta;
  if (sweep && delta < 0) delta += Math.PI * 2;
  if (!sweep && delta > 0) delta -= Math.PI * 2;
  const steps = Math.max(2, Math.min(32, Math.ceil((Math.abs(delta) * Math.max(rx, ry)) / 3)));
  for (let k = 1; k <= steps; k++) {
    const t = theta + (delta * k) / steps;
    const [ex, ey] = [rx * Math.cos(t), ry * Math.sin(t)];
    out.push([cos * ex - sin * ey + cx, sin * ex + cos * ey + cy]);
  }
}

/** Path data as closed polylines (every subpath is closed: these are filled shapes). */
export function pathPolylines(d: string): Vec[][] {
  const tokens = pathTokens(d);
  const polylines: Vec[][] = [];
  let current: Vec[] = [];
  let point: Vec = [0, 0];
  let start: Vec = [0, 0];
  let control: Vec | undefined;
  let command = "";
  let i = 0;
  const next = () => tokens[i++] as number;
  const flush = () => {
    if (current.length > 2) polylines.push(current);
    current = [];
  };
  while (i < tokens.length) {
    if (typeof tokens[i] === "string") command = tokens[i++] as string;
    else if (!command) {
      i++;
      continue;
    }
    const rel = command === command.toLowerCase();
    const base: Vec = rel ? point : [0, 0];
    const at = (x: number, y: number): Vec => [base[0] + x, base[1] + y];
    switch (command.toLowerCase()) {
      case "m": {
        flush();
        point = at(next(), next());
        start = point;
        current = [point];
        control = undefined;
        // Further pairs after a moveto are linetos.
        command = rel ? "l" : "L";
        break;
      }
      case "l":
        point = at(next(), next());
        current.push(point);
        control = undefined;
        break;
      case "h":
        point = [rel ? point[0] + next() : next(), point[1]];
        current.push(point);
        control = undefined;
        break;
      case "v":
        point = [point[0], rel ? point[1] + next() : next()];
        current.push(point);
        control = undefined;
        break;
      case "c": {
        const c1 = at(next(), next());
        const c2 = at(next(), next());
        const p = at(next(), next());
        cubic(current, point, c1, c2, p);
        control = c2;
        point = p;
        break;
      }
      case "s": {
        const c1: Vec = control ? [2 * point[0] - control[0], 2 * point[1] - control[1]] : point;
        const c2 = at(next(), next());
        const p = at(next(), next());
        cubic(current, point, c1, c2, p);
        control = c2;
        point = p;
        break;
      }
      case "q":
      case "t": {
        const q =
          command.toLowerCase() === "q"
            ? at(next(), next())
            : control
              ? ([2 * point[0] - control[0], 2 * point[1] - control[1]] as Vec)
              : point;
        const p = at(next(), next());
        const c1: Vec = [point[0] + (2 / 3) * (q[0] - point[0]), point[1] + (2 / 3) * (q[1] - point[1])];
        const c2: Vec = [p[0] + (2 / 3) * (q[0] - p[0]), p[1] + (2 / 3) * (q[1] - p[1])];
        cubic(current, point, c1, c2, p);
        control = q;
        point = p;
        break;
      }
      case "a": {
        const [rx, ry, rotation, large, sweep] = [next(), next(), next(), next(), next()];
        const p = at(next(), next());
        arc(current, point, rx, ry, rotation, large === 1, sweep === 1, p);
        point = p;
        control = undefined;
        break;
      }
      case "z":
        point = start;
        flush();
        current = [point];
        control = undefined;
        break;
      default:
        i++;
    }
    if (tokens[i] === undefined) break;
  }
  flush();
  return polylines;
}

function ellipsePolyline(cx: number, cy: number, rx: number, ry: number): Vec[] {
  const steps = Math.max(12, Math.min(48, Math.ceil((Math.PI * 2 * Math.max(rx, ry)) / 3)));
  return Array.from({ length: steps }, (_, k): Vec => [
    cx + rx * Math.cos((k / steps) * Math.PI * 2),
    cy + ry * Math.sin((k / steps) * Math.PI * 2),
  ]);
}

/** The gradients of the markup: id -> the colour of their middle stop. */
function gradients(markup: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, attrs, inner] of markup.matchAll(
    /<(?:linear|radial)Gradient([^>]*)>([\s\S]*?)<\/(?:linear|radial)Gradient>/g,
  )) {
    const id = attr(attrs, "id");
    const stops = [...inner.matchAll(/<stop([^>]*)\/?>/g)]
      .map(([, a]) => attr(a, "stop-color"))
      .filter((c): c is string => Boolean(c));
    if (id && stops.length) found.set(id, stops[Math.floor((stops.length - 1) / 2)]);
  }
  // Gradients that borrow their stops from another (xlink:href).
  for (const [, attrs] of markup.matchAll(/<(?:linear|radial)Gradient([^>]*?)\/>/g)) {
    const id = attr(attrs, "id");
    const from = (attr(attrs, "xlink:href") ?? attr(attrs, "href"))?.replace(/^#/, "");
    if (id && from && found.has(from)) found.set(id, found.get(from) as string);
  }
  return found;
}

/** Every filled shape of an icon's markup, in paint order, in the icon's units. */
export function iconShapes(markup: string): IconShape[] {
  const body = markup.replace(/<defs[\s\S]*?<\/defs>/g, "").replace(/<(mask|clipPath)[\s\S]*?<\/\1>/g, "");
  const fills = gradients(markup);
  const shapes: IconShape[] = [];
  const stack: Array<{ matrix: Matrix; fill: string; opacity: number }> = [
    { matrix: IDENTITY, fill: "#000000", opacity: 1 },
  ];
  for (const [, closing, tag, attrs, selfClosing] of body.matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g)) {
    if (closing) {
      if (tag === "g" && stack.length > 1) stack.pop();
      continue;
    }
    const parent = stack[stack.length - 1];
    const matrix = multiply(parent.matrix, parseTransform(attr(attrs, "transform")));
    const fill = attr(attrs, "fill") ?? parent.fill;
    const opacity = parent.opacity * num(attr(attrs, "opacity"), 1) * num(attr(attrs, "fill-opacity"), 1);
    if (tag === "g") {
      if (!selfClosing) stack.push({ matrix, fill, opacity });
      continue;
    }
    let polylines: Vec[][] = [];
    if (tag === "path") polylines = pathPolylines(attr(attrs, "d") ?? "");
    else if (tag === "circle")
      polylines = [
        ellipsePolyline(num(attr(attrs, "cx")), num(attr(attrs, "cy")), num(attr(attrs, "r")), num(attr(attrs, "r"))),
      ];
    else if (tag === "ellipse")
      polylines = [
        ellipsePolyline(num(attr(attrs, "cx")), num(attr(attrs, "cy")), num(attr(attrs, "rx")), num(attr(attrs, "ry"))),
      ];
    else if (tag === "rect") {
      const [x, y, w, h] = [
        num(attr(attrs, "x")),
        num(attr(attrs, "y")),
        num(attr(attrs, "width")),
        num(attr(attrs, "height")),
      ];
      polylines = [
        [
          [x, y],
          [x + w, y],
          [x + w, y + h],
          [x, y + h],
        ],
      ];
    } else if (tag === "polygon") {
      const v = (attr(attrs, "points") ?? "")
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      polylines = [Array.from({ length: Math.floor(v.length / 2) }, (_, k): Vec => [v[2 * k], v[2 * k + 1]])];
    } else continue;
    if (fill === "none" || opacity <= 0.05) continue;
    const colour = fill.startsWith("url(")
      ? (fills.get(fill.slice(5, -1).replace(/^#/, "").replace(/\)$/, "")) ?? "#808080")
      : fill;
    const contours = polylines.filter((p) => p.length > 2).map((p) => p.map(([x, y]) => applyMatrix(matrix, x, y)));
    if (contours.length) shapes.push({ contours, fill: colour, opacity });
  }
  return shapes;
}
