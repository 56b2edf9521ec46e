/**
 * Symbols and places that are a composition of things the engine draws (issue 36): read as that
 * composition, so the design shows every part of it. The Eye of Providence is an eye inside a
 * triangle with rays of light, never a plain eye; a named city's skyline is the skyline behind the
 * landmark that names it ("the london skyline": Tower Bridge before the skyline), unless the
 * landmark is named already ("the space needle and the seattle skyline"). The man in the moon is the
 * moon's face.
 */
const COMPOSED: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(?:(?:the|an?)\s+)?(?:eye of (?:divine )?providence|all[\s-]seeing eye|eye in (?:a|the) pyramid)\b/gi,
    "an eye inside a triangle with rays of light",
  ],
  // The man in the moon is the moon's own face, never a man inside it.
  [/\b(?:the\s+)?man in the moon\b/gi, "the moon face"],
  [/\b(?:crescent|half)\s+moon with (?:a|its|her|his) face\b/gi, "moon face"],
  // "Sun and moon faces": each with its face.
  [/\b(sun|moon) and (?:a |the )?(sun|moon) faces\b/gi, "$1 face and $2 face"],
];

/** Cities and the landmark the engine draws that says which skyline it is. */
const LANDMARKS: Readonly<Record<string, string>> = {
  london: "tower bridge",
  seattle: "space needle",
  sydney: "sydney opera house",
  tokyo: "tokyo tower",
  "san francisco": "golden gate bridge",
  sf: "golden gate bridge",
  rome: "colosseum",
  pisa: "pisa tower",
};

const SKYLINE = new RegExp(
  `\\b(?:(?:the|an?|my)\\s+)?(${Object.keys(LANDMARKS).join("|")})(?:'s)?\\s+(skyline|cityscape)\\b`,
  "gi",
);

/** "the london skyline": the skyline behind Tower Bridge; only the skyline when the landmark is named. */
function namedSkylines(text: string): string {
  return text.replace(SKYLINE, (_, city: string) => {
    const landmark = LANDMARKS[city.toLowerCase()];
    return new RegExp(`\\b${landmark}\\b`, "i").test(text) ? "the skyline" : `the ${landmark} in front of the skyline`;
  });
}

/** The description with every composed symbol and named skyline said as what it is made of. */
export function composedSymbols(text: string): string {
  return namedSkylines(COMPOSED.reduce((said, [name, parts]) => said.replace(name, parts), text));
}
