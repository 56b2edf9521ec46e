/**
 * The lexicon's words: a description cut into lower-case words (quoted lettering left out), and the
 * singular spellings a word may stand for, as WordNet's morphy tries them ("wolves" -> "wolf",
 * "octopi" -> "octopus", "butterflies" -> "butterfly").
 */

export interface Token {
  /** Lower case, possessive 's removed: "raven's" -> "raven". */
  word: string;
  /** Where it starts in the description. */
  at: number;
  /** Joined to the word before by a hyphen ("up" in "pin-up"): a name never ends between the two. */
  joined?: boolean;
  /** A pause before it (a comma, a stop, a colon, a bracket): a reason or a description ends there. */
  pause?: boolean;
  /** Written with a possessive 's ("skull's"): what follows may be its part ("a skull's eye sockets"). */
  possessive?: boolean;
}

/** Quoted passages are lettering, not subjects: "Mom", 'carpe diem', “Mom”, «liberté». */
export function withoutQuotes(text: string): string {
  return text.replace(/["“”«»„][^"“”«»„]*["“”«»„]/g, " ").replace(/(^|[^\w])['‘’][^'‘’]+['‘’](?!\w)/g, "$1 ");
}

export function tokenize(description: string): Token[] {
  const text = withoutQuotes(description).replace(/[’‘]/g, "'");
  const tokens: Token[] = [];
  let after = 0;
  for (const match of text.matchAll(/[A-Za-z][A-Za-z']*|\d+/g)) {
    const word = match[0]
      .toLowerCase()
      .replace(/'s$|'$/, "")
      .replace(/^'+|'+$/g, "")
      // A name with an apostrophe inside is one word, as the lexicon keys it ("ma'at": maat).
      .replace(/'/g, "");
    const at = match.index ?? 0;
    const joined = tokens.length > 0 && text[at - 1] === "-" && /[A-Za-z0-9]/.test(text[at - 2] ?? "");
    const pause = tokens.length > 0 && /[,;:.!?()]/.test(text.slice(after, at));
    after = at + match[0].length;
    const possessive = /'s$/i.test(match[0]);
    if (word)
      tokens.push({
        word,
        at,
        ...(joined ? { joined } : {}),
        ...(pause ? { pause } : {}),
        ...(possessive ? { possessive } : {}),
      });
  }
  return tokens;
}

/** Words that start no phrase: articles, pronouns, prepositions, conjunctions, numbers. */
export const FUNCTION_WORDS = new Set(
  `a an the of and or with without its it his her their them they this that these those some any my our your to for from by as is are
   be being been was were on in into onto at over under above below behind beside between among around through across along
   up down out off near next upon within against toward towards while who whom which what where when how each other both all
   no not nor but so than then there here one two three four five six seven eight nine ten single pair couple trio few many several`
    .split(/\s+/)
    .filter(Boolean),
);

/** Plurals no rule finds. */
const IRREGULAR: Record<string, string> = {
  octopi: "octopus",
  cacti: "cactus",
  fungi: "fungus",
  pegasi: "pegasus",
  mice: "mouse",
  geese: "goose",
  teeth: "tooth",
  feet: "foot",
  lice: "louse",
  oxen: "ox",
  children: "child",
  people: "person",
  women: "woman",
  men: "man",
  knives: "knife",
  wolves: "wolf",
  leaves: "leaf",
  thieves: "thief",
  elves: "elf",
  dwarves: "dwarf",
  hooves: "hoof",
  calves: "calf",
  halves: "half",
  scarves: "scarf",
  loaves: "loaf",
  wives: "wife",
  lives: "life",
  sheaves: "sheaf",
  dice: "die",
  phoenixes: "phoenix",
  axes: "axe",
};

/** Singular endings to try, in WordNet's order: "butterflies" -> "butterfly", "foxes" -> "fox". */
const SUFFIXES: Array<[string, string]> = [
  ["ies", "y"],
  ["ves", "f"],
  ["ves", "fe"],
  ["ses", "s"],
  ["xes", "x"],
  ["zes", "z"],
  ["ches", "ch"],
  ["shes", "sh"],
  ["oes", "o"],
  ["es", "e"],
  ["s", ""],
  ["i", "us"],
];

/**
 * The word itself, then the singulars it may be a plural of, most likely first. The caller keeps
 * the first one its vocabulary knows; any but the first means the word was plural.
 */
export function singulars(word: string): string[] {
  const found = [word];
  if (IRREGULAR[word]) found.push(IRREGULAR[word]);
  if (word.length > 3 && !/(ss|us|is)$/.test(word))
    for (const [plural, singular] of SUFFIXES)
      if (word.endsWith(plural) && word.length > plural.length + 1)
        found.push(word.slice(0, -plural.length) + singular);
  return [...new Set(found)];
}
