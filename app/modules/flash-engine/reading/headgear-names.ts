/**
 * A head named after a figure by what the figure wears on its head (issue 36): "a samurai skull" is a
 * skull in a samurai's helmet, "a viking skull" one in a viking helmet, "a cowboy skull" one in a
 * cowboy hat. Read as the skull wearing it, before the subjects are found, so every reader of a scene
 * (a description, Customize's instructions) reads it alike. The pirate skull is the atlas's own.
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

/** The description with each figure's skull said as the skull wearing the figure's headgear. */
export function headgearNamed(text: string): string {
  return text.replace(
    FIGURE_HEAD,
    (_, who: string, head: string) => `${head.trim()} wearing a ${HEADGEAR[who.toLowerCase()]}`,
  );
}
