/**
 * Where lines merge: the closed gaps of ./aged-ink.ts grouped into places a person can point at.
 * A closed patch smaller than MIN_MERGE_MM2 is a corner filling in where two lines meet at an
 * angle, which every tattoo does and nobody sees; larger ones are lines running into each other.
 * Patches close together are one place (one mark, one name).
 */

/** Closed skin smaller than this (mm², at true size) is a corner filling in, not lines merging. */
export const MIN_MERGE_MM2 = 0.3;
/** Patches closer than this (mm) are one place. */
const SAME_PLACE_MM = 2;

export interface MergePlace {
  /** Bounds in pixels, inclusive. */
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  /** Area of skin closed there, in mm². */
  areaMm2: number;
}

export function mergePlaces(closed: Uint8Array, width: number, height: number, mmPerPixel: number): MergePlace[] {
  const seen = new Uint8Array(closed.length);
  const stack = new Int32Array(closed.length);
  const pixelMm2 = mmPerPixel * mmPerPixel;
  const patches: MergePlace[] = [];
  for (let start = 0; start < closed.length; start++) {
    if (!closed[start] || seen[start]) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    const patch = { minX: width, minY: height, maxX: 0, maxY: 0, areaMm2: 0 };
    while (top > 0) {
      const i = stack[--top];
      const x = i % width;
      const y = (i - x) / width;
      patch.areaMm2 += pixelMm2;
      if (x < patch.minX) patch.minX = x;
      if (x > patch.maxX) patch.maxX = x;
      if (y < patch.minY) patch.minY = y;
      if (y > patch.maxY) patch.maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const j = ny * width + nx;
          if (closed[j] && !seen[j]) {
            seen[j] = 1;
            stack[top++] = j;
          }
        }
      }
    }
    if (patch.areaMm2 >= MIN_MERGE_MM2) patches.push(patch);
  }
  return groupNearby(patches, SAME_PLACE_MM / mmPerPixel);
}

function groupNearby(patches: MergePlace[], reach: number): MergePlace[] {
  const places = patches.map((patch) => ({ ...patch }));
  let joined = true;
  while (joined) {
    joined = false;
    outer: for (let a = 0; a < places.length; a++) {
      for (let b = a + 1; b < places.length; b++) {
        const p = places[a];
        const q = places[b];
        const apart = Math.max(q.minX - p.maxX, p.minX - q.maxX, q.minY - p.maxY, p.minY - q.maxY);
        if (apart > reach) continue;
        places[a] = {
          minX: Math.min(p.minX, q.minX),
          minY: Math.min(p.minY, q.minY),
          maxX: Math.max(p.maxX, q.maxX),
          maxY: Math.max(p.maxY, q.maxY),
          areaMm2: p.areaMm2 + q.areaMm2,
        };
        places.splice(b, 1);
        joined = true;
        break outer;
      }
    }
  }
  return places.sort((a, b) => b.areaMm2 - a.areaMm2);
}

/** A named part of the design (the engine knows where it drew each subject), as fractions 0..1. */
export interface DesignRegion {
  name: string;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const POSITIONS = [
  ["at the top left", "at the top", "at the top right"],
  ["on the left", "in the middle", "on the right"],
  ["at the bottom left", "at the bottom", "at the bottom right"],
] as const;

/**
 * Where a merge is, in words: "in the eagle" when a drawn subject's box holds its centre (the
 * smallest such box), else its position ("at the top left").
 */
export function describePlace(place: MergePlace, width: number, height: number, regions: DesignRegion[]): string {
  const cx = (place.minX + place.maxX + 1) / 2 / width;
  const cy = (place.minY + place.maxY + 1) / 2 / height;
  const holding = regions
    .filter((region) => cx >= region.minX && cx <= region.maxX && cy >= region.minY && cy <= region.maxY)
    .sort((a, b) => (a.maxX - a.minX) * (a.maxY - a.minY) - (b.maxX - b.minX) * (b.maxY - b.minY));
  if (holding.length) return `in the ${holding[0].name}`;
  const column = Math.min(2, Math.floor(cx * 3));
  const row = Math.min(2, Math.floor(cy * 3));
  return POSITIONS[row][column];
}
