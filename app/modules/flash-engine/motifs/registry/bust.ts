/** The definition every portrait head shares (issue 36): a creature, upright, wearing what is put on its head. */
import type { MotifFunction } from "../common";
import type { HandMotifDefinition, MotifLayout } from "../definition";
import type { HandMotifKey } from "../motif-keys";

/** A head and shoulders: kept upright, a banner across the chest, a worn thing on the crown of the head. */
export const BUST: MotifLayout = { form: "tall", upright: true, bannerAt: 0.9, headTop: { x: 0, y: -90, across: 92 } };

/** Where a figure that holds things holds them: at its side, in front of the shoulder. */
const GRIP: [number, number] = [62, 74];

/** What a portrait head's words name as its own: said after it, they are not more things to draw. */
const HEAD_PARTS = ["head", "face", "hair", "eye", "lips", "shoulder"];

/**
 * A portrait head's definition: its drawing, its words, the parts its drawing shows beyond a head's,
 * its companions; `headTop` where a worn thing sits when a hat or helmet raises it; `holds` when
 * what it is named with and carries in the hand is held ("a valkyrie with a spear"); `wears` what
 * its drawing already wears (Christ's crown of thorns).
 */
export function bust(
  draw: MotifFunction,
  words: readonly string[],
  parts: readonly string[],
  companions: readonly HandMotifKey[],
  options: {
    headTop?: MotifLayout["headTop"];
    notDrawnAs?: readonly string[];
    holds?: boolean;
    wears?: HandMotifDefinition["wears"];
  } = {},
): HandMotifDefinition {
  return {
    category: "creature",
    draw,
    layout: {
      ...BUST,
      ...(options.headTop ? { headTop: options.headTop } : {}),
      ...(options.holds ? { grip: GRIP } : {}),
    },
    words,
    ...(options.notDrawnAs ? { notDrawnAs: options.notDrawnAs } : {}),
    ...(options.wears ? { wears: options.wears } : {}),
    parts: [...HEAD_PARTS, ...parts],
    traits: options.holds ? ["wears-garland", "holds"] : ["wears-garland"],
    companions,
  };
}
