/**
 * A head named after a figure by what the figure wears on its head (issue 36): "a samurai skull" is a
 * skull in a samurai's helmet, "a viking skull" one in a viking helmet, "a cowboy skull" one in a
 * cowboy hat. Read as the skull wearing it, before the subjects are found, so every reader of a scene
 * (a description, Customize's instructions) reads it alike. The pirate skull is the atlas's own.
 * Likewise a royal figure the library has no drawing of is the figure wearing its crown: "a queen"
 * is a woman wearing a crown, "a prince" a man wearing one.
 */

/** A figure's word -> what it wears on its head, as the library names it. */
const HEADGEAR: Record<string, string> = {
  samurai: "samurai helmet",
  viking: "viking helmet",
  cowboy: "cowboy hat",
  cowgirl: "cowboy hat",
  witch: "witch hat",
  wizard: "wizard hat",
  astronaut: "astronaut helmet",
  spartan: "centurion helmet",
  roman: "centurion helmet",
  gladiator: "centurion helmet",
};

const FIGURE_HEAD = new RegExp(`\\b(${Object.keys(HEADGEAR).join("|")})(\\s+(?:sugar\\s+)?skulls?)\\b`, "gi");

/** Royal figures drawn as a figure wearing a crown. */
const CROWNED: Record<string, string> = {
  queen: "woman",
  princess: "woman",
  empress: "woman",
  prince: "man",
  emperor: "man",
};

/**
 * A royal figure alone, after an article or a plain describing word, and not a name of something
 * else: "a frog prince", "an egyptian queen", "the snow queen", "queen of hearts", "queen anne's
 * lace" and "a queen bee" keep their own words.
 */
const ROYAL = new RegExp(
  `(?<=^|\\b(?:a|an|the|and|my|her|his|young|little|beautiful|evil|dark|warrior)\\s+)` +
    `(${Object.keys(CROWNED).join("|")})\\b(?!\\s+(?:of|bee|anne|conch)\\b|')`,
  "gi",
);

/**
 * The description with each figure's skull said as the skull wearing the figure's headgear, and each
 * royal figure as the figure wearing a crown (the figure alone when a crown is named with it: "a
 * queen with a golden crown" wears that one).
 */
export function headgearNamed(text: string): string {
  const crowned = /\b(crown|tiara|diadem)\b/i.test(text);
  return text
    .replace(FIGURE_HEAD, (_, who: string, head: string) => `${head.trim()} wearing a ${HEADGEAR[who.toLowerCase()]}`)
    .replace(ROYAL, (who: string) => CROWNED[who.toLowerCase()] + (crowned ? "" : " wearing a crown"));
}
