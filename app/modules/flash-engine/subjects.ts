/**
 * Reading the description: which subjects to draw (with synonyms, plurals and a few multi-word
 * names), which words to letter (anything in quotes), and what to draw when no subject is named.
 */

/** Motif key -> words and phrases that name it (singular; plurals are handled below). */
export const SUBJECT_WORDS: Record<string, string[]> = {
  rose: ["rose", "rosebud", "rosa", "rose vine", "rose bush", "rose stem", "rose flower"],
  peony: ["peony", "peonies", "botan"],
  lotus: ["lotus", "lotus flower", "water lily", "waterlily", "lily pad", "padma"],
  flower: ["flower", "daisy", "wildflower", "marigold", "aster", "chamomile", "gerbera", "forget me not"],
  sunflower: ["sunflower", "helianthus"],
  "cherry blossom": [
    "cherry blossom",
    "sakura",
    "blossom",
    "cherry tree",
    "plum blossom",
    "cherry flower",
    "cherry blossom branch",
    "sakura branch",
    "blossom branch",
  ],
  skull: ["skull", "cranium", "calavera", "death's head", "sugar skull"],
  snake: ["snake", "serpent", "viper", "cobra", "python", "rattlesnake", "adder", "asp", "boa"],
  dagger: ["dagger", "knife", "blade", "sword", "dirk", "stiletto"],
  heart: ["heart", "sacred heart", "love heart"],
  swallow: ["swallow", "sparrow", "bird", "songbird", "swift"],
  eagle: ["eagle", "hawk", "falcon", "bald eagle", "raptor"],
  wolf: ["wolf", "wolves"],
  fox: ["fox", "kitsune", "vixen"],
  owl: ["owl", "owlet"],
  cat: ["cat", "kitty", "kitten", "feline", "kitties"],
  lion: ["lion", "lioness", "leo"],
  tiger: ["tiger", "tigress"],
  koi: ["koi", "carp", "koi fish", "fish"],
  dragon: ["dragon", "wyvern", "drake", "ryu"],
  phoenix: ["phoenix", "firebird", "fenghuang"],
  butterfly: ["butterfly", "butterflies", "monarch"],
  moth: ["moth", "luna moth", "death's-head moth", "deaths head moth"],
  bee: ["bee", "honeybee", "bumblebee", "honey bee"],
  "spider web": ["spider web", "spiderweb", "cobweb", "web", "spider"],
  anchor: ["anchor"],
  ship: ["ship", "boat", "sailboat", "sailing ship", "galleon", "vessel", "clipper", "pirate ship", "schooner"],
  compass: ["compass", "compass rose"],
  lighthouse: ["lighthouse", "beacon", "light house"],
  moon: ["moon", "crescent", "crescent moon", "half moon", "lunar", "full moon"],
  sun: ["sun", "sunburst", "sunshine", "solar", "sunrise", "sunset"],
  stars: [
    "star",
    "stars",
    "starry",
    "constellation",
    "shooting star",
    "north star",
    "galaxy",
    "cosmos",
    "outer space",
    "in space",
    "deep space",
  ],
  mountain: ["mountain", "mountains", "peak", "alps", "summit", "hill", "range", "landscape"],
  wave: ["wave", "waves", "ocean", "sea", "surf", "tide", "great wave", "great wave off kanagawa", "water"],
  tree: ["tree", "oak", "forest", "tree of life", "bonsai", "willow", "birch", "woods"],
  feather: ["feather", "quill", "plume"],
  eye: ["eye", "evil eye", "all seeing eye", "all-seeing eye", "eyeball", "third eye", "eye of providence"],
  hand: ["hand", "hamsa", "fist", "fingers"],
  key: ["key", "skeleton key"],
  hourglass: ["hourglass", "hour glass", "sand timer", "sandglass", "time"],
  crown: ["crown", "tiara", "diadem"],
  diamond: ["diamond", "gem", "gemstone", "crystal", "jewel", "ruby", "emerald", "sapphire", "quartz"],
  candle: ["candle", "candlelight", "candlestick"],
  mushroom: ["mushroom", "toadstool", "fungus", "fungi", "amanita", "shroom"],
  mandala: ["mandala", "yantra", "medallion", "sacred geometry", "flower of life"],
  "celtic knot": ["celtic knot", "celtic knotwork", "knot", "triquetra", "trinity knot", "knotwork", "endless knot"],
  arrow: ["arrow", "arrows", "arrowhead"],
  book: ["book", "books", "tome", "stack of books", "pile of books", "library"],
  jar: ["jar", "bottle", "mason jar", "potion", "flask", "terrarium", "vial"],
  "bell jar": ["bell jar", "cloche", "glass dome", "glass cloche"],
  teacup: ["teacup", "tea cup", "cup of tea", "coffee cup", "cup", "mug"],
  "light bulb": ["light bulb", "lightbulb", "bulb"],
  leaf: ["leaf", "leaves", "ivy", "laurel", "olive branch", "branch", "vine"],
  octopus: [
    "octopus",
    "octopi",
    "octopuses",
    "kraken",
    "giant squid",
    "cephalopod",
    "tentacle",
    "tentacles",
    "devil fish",
  ],
  horse: [
    "horse",
    "horse head",
    "stallion",
    "mare",
    "pony",
    "mustang",
    "steed",
    "colt",
    "foal",
    "bronco",
    "filly",
    "equine",
  ],
  unicorn: ["unicorn", "unicorn head"],
  pegasus: ["pegasus", "winged horse", "pegasi"],
  stag: ["stag", "deer", "buck", "elk", "reindeer", "antler", "hart", "caribou", "wapiti", "stag head", "deer head"],
  doe: ["doe", "fawn"],
  seahorse: ["seahorse", "sea horse", "hippocampus"],
  horseshoe: ["horseshoe", "horse shoe"],
  "flower crown": [
    "flower crown",
    "floral crown",
    "crown of flowers",
    "flower wreath",
    "floral wreath",
    "wreath of flowers",
    "garland",
    "flower garland",
    "floral garland",
    "crown of daisies",
    "garland of flowers",
    "garland of daisies",
    "wreath of daisies",
    "crown of wildflowers",
    "daisy crown",
    "crown of blossoms",
    "flower halo",
    "halo of flowers",
  ],
  "rose crown": ["crown of roses", "rose crown", "wreath of roses", "rose wreath", "rose garland", "garland of roses"],
  semicolon: ["semicolon", "semi colon", "semi-colon", "project semicolon"],
  "peace sign": ["peace sign", "peace symbol"],
  pentagram: ["pentagram", "pentacle", "pentangle"],
  triangle: ["triangle"],
  heartbeat: [
    "heartbeat",
    "heartbeat line",
    "heart beat",
    "heart rate",
    "ekg",
    "ecg",
    "ekg line",
    "ecg line",
    "pulse line",
  ],
  unalome: ["unalome"],
  "nautical star": ["nautical star"],
  "dharma wheel": [
    "dharma wheel",
    "wheel of dharma",
    "dharmachakra",
    "dharma chakra",
    "buddhist wheel",
    "wheel of life",
  ],
  "triple moon": [
    "triple moon",
    "triple goddess",
    "triple moon goddess",
    "triple goddess symbol",
    "triple moon symbol",
    "triple moon goddess symbol",
  ],
  "vinyl record": [
    "vinyl record",
    "vinyl",
    "record",
    "lp record",
    "gramophone record",
    "phonograph record",
    "vinyl disc",
  ],
  "poker chip": ["poker chip", "casino chip", "gambling chip"],
  "thorned rose": [
    "rose with thorns",
    "thorny rose",
    "thorned rose",
    "rose and thorns",
    "long stem rose",
    "long stemmed rose",
  ],
  lavender: [
    "lavender",
    "lavender sprig",
    "sprig of lavender",
    "lavender flower",
    "lavender flowers",
    "lavender bundle",
  ],
  lily: ["lily", "lilly", "lily flower", "stargazer lily", "tiger lily", "easter lily"],
  thistle: ["thistle", "scottish thistle", "thistle flower"],
  pomegranate: ["pomegranate"],
  "pine cone": ["pine cone", "pinecone", "fir cone"],
  magnolia: ["magnolia", "magnolia flower", "magnolia blossom"],
  protea: ["protea", "protea flower", "king protea"],
  dandelion: [
    "dandelion",
    "dandelion clock",
    "dandelion seed",
    "dandelion seeds",
    "dandelion puff",
    "dandelion flower",
  ],
  valknut: ["valknut", "valknot", "odin's knot", "odins knot"],
  "eiffel tower": ["eiffel tower", "tour eiffel"],
  betta: ["betta", "betta fish", "siamese fighting fish", "fighting fish"],
  grasshopper: ["grasshopper", "locust"],
  wreath: ["laurel wreath", "laurels"],
};

/** Ideas and moods that suggest a subject when no subject is named. */
const CONCEPTS: Array<[RegExp, string]> = [
  [/\b(love|romance|family|mother|mom|mum|dad|father|loved|passion|devotion|valentine)\b/, "heart"],
  [/\b(freedom|free|travel|journey|home|fly|flight|wander)/, "swallow"],
  [/\b(hope|steady|stable|sailor|navy|grounded|strength in)/, "anchor"],
  [/\b(adventure|direction|explore|explorer|path|guide|north|lost)/, "compass"],
  [/\b(death|mortality|memento|mori|dark|danger|pirate|poison)/, "skull"],
  [/\b(rebirth|rising|reborn|resilience|fire|survivor|renewal|phoenix)/, "phoenix"],
  [/\b(wisdom|wise|knowledge|night|mystery|study)/, "owl"],
  [/\b(peace|calm|zen|meditation|enlightenment|spiritual|yoga|balance|harmony)/, "lotus"],
  [/\b(courage|brave|bravery|pride|king of)/, "lion"],
  [/\b(strength|strong|pack|loyalty|wild|warrior|fierce)/, "wolf"],
  [/\b(time|moment|patience|fleeting|memories|memory)/, "hourglass"],
  [/\b(protect|protection|luck|lucky|fortune|guardian|ward)/, "eye"],
  [/\b(transform|change|growth|metamorphosis|beauty|soul)/, "butterfly"],
  [/\b(nature|life|roots|grow|earth|family tree)/, "tree"],
  [/\b(power|king|queen|victory|pride|rule|champion)/, "crown"],
  [/\b(light|guiding|guidance|safe|harbour|harbor)/, "lighthouse"],
  [/\b(sky|dream|dreamer|wish|night sky|universe|space|astral)/, "stars"],
  [/\b(secret|unlock|answer|opportunity|trust)/, "key"],
  [/\b(betrayal|revenge|fight|war|battle|sacrifice|honou?r)/, "dagger"],
  [/\b(ocean|sea(?!\s*-?\s*horse)|summer|beach|surf|wave)/, "wave"],
  [/\b(magic|witch|fairy|forest|whimsical|psychedelic)/, "mushroom"],
];

const IRREGULAR: Record<string, string> = {
  wolves: "wolf",
  knives: "knife",
  leaves: "leaf",
  butterflies: "butterfly",
  peonies: "peony",
  cherries: "cherry",
  kitties: "kitty",
  puppies: "puppy",
  fungi: "fungus",
  daisies: "daisy",
  lilies: "lily",
  skies: "sky",
  bodies: "body",
  galaxies: "galaxy",
  fairies: "fairy",
  mice: "mouse",
  geese: "goose",
  teeth: "tooth",
  feet: "foot",
  cacti: "cactus",
  calaveras: "calavera",
  horseshoes: "horseshoe",
  shoes: "shoe",
};

/** Singular of an English noun (good enough for subject words). */
export function singular(word: string): string {
  if (IRREGULAR[word]) return IRREGULAR[word];
  if (word.length <= 3) return word;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses|zes)$/.test(word)) return word.slice(0, -2);
  if (/oes$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word)) return word.slice(0, -1);
  return word;
}

interface Phrase {
  words: string[];
  subject: string;
}

const PHRASES: Phrase[] = Object.entries(SUBJECT_WORDS)
  .flatMap(([subject, names]) =>
    names.map((name) => ({ words: name.split(/\s+/).map((w) => singular(w.replace(/[^a-z']/g, ""))), subject })),
  )
  // Longest phrases first, so "spider web" wins over "spider" and "skeleton key" over "skeleton".
  .sort((a, b) => b.words.length - a.words.length);

/** Removes quoted passages (they are lettering, not subjects). */
function withoutQuotes(description: string): string {
  return description.replace(/["“”«»„][^"“”«»„]*["“”«»„]/g, " ").replace(/(^|[^\w])['‘’][^'‘’]+['‘’](?!\w)/g, "$1 ");
}

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^a-z']+/)
    .map((w) => w.replace(/^'+|'+$/g, "").replace(/'s$/, ""))
    .filter(Boolean)
    .map(singular);
}

/** Subjects named in the description, in order of first mention, without duplicates. */
export function matchSubjects(description: string): string[] {
  const tokens = words(withoutQuotes(description));
  const found: Array<{ subject: string; at: number }> = [];
  const used = new Uint8Array(tokens.length);
  for (const phrase of PHRASES) {
    for (let i = 0; i + phrase.words.length <= tokens.length; i++) {
      if (phrase.words.every((w, k) => tokens[i + k] === w && !used[i + k])) {
        for (let k = 0; k < phrase.words.length; k++) used[i + k] = 1;
        found.push({ subject: phrase.subject, at: i });
      }
    }
  }
  const ordered = found.sort((a, b) => a.at - b.at).map((f) => f.subject);
  return [...new Set(ordered)];
}

/** A subject that fits the mood of a description naming no subject, if any. */
export function conceptSubject(description: string): string | undefined {
  const text = withoutQuotes(description).toLowerCase();
  return CONCEPTS.find(([pattern]) => pattern.test(text))?.[1];
}

/** Quoted passages: "Mom", 'carpe diem', “Mom”, «liberté». Apostrophes inside words are not quotes. */
export function quotedText(description: string): string[] {
  const found: Array<{ text: string; at: number }> = [];
  for (const match of description.matchAll(/["“„«]([^"“”«»„]{1,60})["”“»]/g))
    found.push({ text: match[1], at: match.index ?? 0 });
  for (const match of description.matchAll(/(?:^|[^\w])['‘]([^'‘’"]{1,60}?)['’](?!\w)/g))
    found.push({ text: match[1], at: match.index ?? 0 });
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.text.replace(/\s+/g, " ").trim())
    .filter((text) => /[\p{L}\p{N}]/u.test(text))
    .slice(0, 2);
}
