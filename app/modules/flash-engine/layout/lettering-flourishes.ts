/**
 * What dresses lettering drawn alone, as on a flash sheet: a swash underline that tapers to
 * curls, sparkles and dot trails at the line's ends, and a small motif that suits the words
 * ("Mom" a heart, "hope" an anchor, a date stars, "carpe diem" an hourglass). Drawings like any
 * motif, so every style renders them in its own way.
 */
import { Sketch, type Drawing } from "../drawing";
import { ribbon, type Node } from "../geometry";
import { dotTrail, sparkle } from "../ornaments";
import type { Rng } from "../random";
import type { BaseStyle } from "../styles";

/** Words and the small motif that suits them (the first that matches wins). */
const SUITED: Array<[RegExp, string]> = [
  [/\b(mom|mum|mother|mama|mami|mamma|dad|daddy|father|papa|mutter|vater|madre|padre)\b/i, "heart"],
  [/\b(love|amor|amour|liebe|amore|heart|forever|always|soulmate)\b/i, "heart"],
  [/\b(hope|stay strong|steadfast|refuse to sink|home)\b/i, "anchor"],
  [/\b(free|freedom|fly|wander|wanderlust|travel|journey|home is)\b/i, "swallow"],
  [/\b(carpe diem|time|tempus|moment|memento mori)\b/i, "hourglass"],
  [/\b(king|queen|prince|princess|royal|reign)\b/i, "crown"],
  [/\b(strength|strong|brave|courage|fearless|warrior|lion)\b/i, "lion"],
  [/\b(family|roots|grow|growth)\b/i, "tree"],
  [/\b(sea|ocean|wave|salt|surf)\b/i, "wave"],
  [/\b(moon|night|dream|dreamer|luna)\b/i, "moon"],
  [/\b(sun|sunshine|light|shine|sol)\b/i, "sun"],
  [/\b(peace|calm|breathe|let it be|namaste)\b/i, "lotus"],
  [/\b(key|secret|unlock)\b/i, "key"],
  [/\b(faith|believe|blessed|grace|pray|angel)\b/i, "feather"],
];

/** A style's own small motif for words that suggest none. */
const STYLE_SMALL_MOTIF: Partial<Record<BaseStyle, string>> = {
  Japanese: "cherry blossom",
  Watercolor: "flower",
  Minimalist: "stars",
  Geometric: "stars",
  Blackwork: "moon",
  Tribal: "sun",
  Realistic: "rose",
  Traditional: "rose",
  "Neo-traditional": "rose",
};

/** The small motif that suits the words; dates and numerals get stars; `fallback` asks for the style's own. */
export function motifForWords(words: string[], base: BaseStyle, fallback: boolean): string | undefined {
  const text = words.join(" ");
  const suited = SUITED.find(([pattern]) => pattern.test(text))?.[1];
  if (suited) return suited;
  if (/^[\dIVXLCDM.·/\-\s]+$/.test(text)) return "stars";
  return fallback ? (STYLE_SMALL_MOTIF[base] ?? "stars") : undefined;
}

/**
 * A swash underline from x0 to x1 at y: a band that swells in the middle and tapers into a curl
 * at each end, `thickness` at its widest.
 */
export function swashUnderline(x0: number, x1: number, y: number, thickness: number, rng: Rng): Drawing {
  const length = x1 - x0;
  const sag = thickness * rng.range(0.6, 1.6);
  const curl = thickness * 2.2;
  const nodes: Node[] = [
    [x0 - curl * 0.2, y - curl * 1.2],
    [x0 - curl * 0.9, y - curl * 0.5],
    [x0 - curl * 0.4, y + curl * 0.25],
    [x0 + length * 0.2, y + sag * 0.4],
    [x0 + length * 0.5, y + sag],
    [x0 + length * 0.8, y + sag * 0.4],
    [x1 + curl * 0.4, y - curl * 0.25],
    [x1 + curl * 0.9, y + curl * 0.5],
    [x1 + curl * 0.2, y + curl * 1.2],
  ];
  const width = (t: number) => thickness * (0.15 + 0.85 * Math.sin(Math.PI * t) ** 0.8);
  return new Sketch().solid(ribbon(nodes, width, 48)).done();
}

/** Sparkles, or dot trails, at both ends of a line of lettering (x0..x1 at height y). */
export function endOrnaments(x0: number, x1: number, y: number, size: number, rng: Rng): Drawing {
  const sketch = new Sketch();
  if (rng.chance(0.5)) {
    sketch.add(sparkle(x0 - size * 1.4, y, size, rng.fork("left")));
    sketch.add(sparkle(x1 + size * 1.4, y, size, rng.fork("right")));
    sketch.add(sparkle(x0 - size * 2.4, y - size * 1.2, size * 0.5, rng.fork("left-small")));
    sketch.add(sparkle(x1 + size * 2.4, y + size * 1.2, size * 0.5, rng.fork("right-small")));
  } else {
    sketch.add(dotTrail(x0 - size, y, Math.PI, 3, size * 0.28, size * 0.9));
    sketch.add(dotTrail(x1 + size, y, 0, 3, size * 0.28, size * 0.9));
  }
  return sketch.done();
}
