/**
 * The embedded suggestion writer: curated subjects, companions and settings combined
 * into tattoo ideas that read like a person wrote them ("A fox curled around a crescent
 * moon, framed by wildflowers"). Deterministic for a given random source.
 */
const SUBJECTS = [
  "a fox",
  "a wolf howling",
  "a coiled snake",
  "a swallow in flight",
  "an owl",
  "a koi fish",
  "a dragon",
  "a phoenix",
  "a black cat",
  "a moth",
  "a bee",
  "a stag",
  "a tiger",
  "an eagle",
  "a raven",
  "a jellyfish",
  "a rose",
  "a peony",
  "a lotus",
  "a sunflower",
  "a cherry blossom branch",
  "a skull",
  "a dagger",
  "a sacred heart",
  "an anchor",
  "a ship in full sail",
  "a compass",
  "a lighthouse",
  "a crescent moon",
  "a sun with a face",
  "a mountain range",
  "a great wave",
  "a pine tree",
  "a feather",
  "an all-seeing eye",
  "a pair of hands",
  "an antique key",
  "an hourglass",
  "a crown",
  "a diamond",
  "a candle",
  "a mushroom",
  "a hummingbird",
  "a scorpion",
  "a spider web",
  "a mermaid",
  "a samurai helmet",
  "a lantern",
];

const COMPANIONS = [
  "wrapped in thorny vines",
  "surrounded by wildflowers",
  "with a ribbon banner",
  "under a crescent moon",
  "crowned with stars",
  "with sun rays behind it",
  "circled by a snake",
  "framed by a geometric mandala",
  "among falling cherry blossoms",
  "over rolling waves",
  "with a dagger through it",
  "resting on an open book",
  "inside a stained-glass frame",
  "with smoke curling around it",
  "between two swallows",
  "above a burning candle",
  "with ornamental filigree",
  "set in a diamond frame",
  "against a full moon",
  "with a pocket watch",
];

const FINISHES = [
  "bold outlines and a limited palette",
  "fine linework and soft shading",
  "stippled dotwork shading",
  "heavy black fill and negative space",
  "watercolor splashes in muted tones",
  "classic red, yellow and green flash colours",
  "a single continuous line",
  "sacred-geometry accents",
];

export function localSuggestion(random: () => number = Math.random): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const subject = pick(SUBJECTS);
  const companion = pick(COMPANIONS);
  const sentence = `${subject} ${companion}, ${pick(FINISHES)}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
