/** SVG text helpers and a registry of shared <defs> (gradients, clip paths) with stable ids. */
import { fmt } from "./geometry";

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

export function path(d: string, attributes: string): string {
  return d ? `<path d="${d}" ${attributes}/>` : "";
}

export function strokeAttrs(color: string, width: number, opacity = 1): string {
  return `fill="none" stroke="${color}" stroke-width="${fmt(width)}"${opacity < 1 ? ` stroke-opacity="${Math.round(opacity * 100) / 100}"` : ""}`;
}

export function fillAttrs(color: string, opacity = 1): string {
  return `fill="${color}"${opacity < 1 ? ` fill-opacity="${Math.round(opacity * 100) / 100}"` : ""}`;
}

/** One small filled circle as path data (many dots share one <path>). */
export function dotPath(x: number, y: number, r: number): string {
  return `M${fmt(x - r)} ${fmt(y)}a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(2 * r)} 0a${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(-2 * r)} 0`;
}

export class Defs {
  private readonly entries = new Map<string, string>();
  private counter = 0;

  /** Registers a definition once per key; `build` receives the id to use. */
  define(key: string, build: (id: string) => string): string {
    const existing = this.entries.get(key);
    if (existing !== undefined) return existing.slice(0, existing.indexOf("\u0000"));
    const id = `d${this.counter++}`;
    this.entries.set(key, `${id}\u0000${build(id)}`);
    return id;
  }

  /** A one-off definition (e.g. a clip path). */
  unique(build: (id: string) => string): string {
    return this.define(`unique-${this.counter}`, build);
  }

  toString(): string {
    if (this.entries.size === 0) return "";
    return `<defs>${[...this.entries.values()].map((entry) => entry.slice(entry.indexOf("\u0000") + 1)).join("")}</defs>`;
  }
}

export function linearGradient(
  id: string,
  stops: Array<[number, string, number?]>,
  x2 = 0,
  y2 = 1,
  x1 = 0,
  y1 = 0,
): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity !== undefined && opacity < 1 ? ` stop-opacity="${opacity}"` : ""}/>`,
    )
    .join("")}</linearGradient>`;
}

export function radialGradient(
  id: string,
  stops: Array<[number, string, number?]>,
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
  fx = cx,
  fy = cy,
): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity !== undefined && opacity < 1 ? ` stop-opacity="${opacity}"` : ""}/>`,
    )
    .join("")}</radialGradient>`;
}
