/**
 * Which words of a description name a thing that could be drawn (issue 24). "Drawn without"
 * lists only things: never a preposition ("among"), an adverb ("upstream"), an adjective
 * ("own"), a verb, an idea ("remembrance"), the form a subject takes ("a wolf head", "a cat
 * silhouette"), nor the body part the tattoo goes on ("on my wrist").
 */
import { ANCHOR_PARTS, partName } from "../lexicon/own-parts";

const words = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

/** Function words, adverbs, adjectives and verbs that people write in requests. */
const NOT_THINGS = words(`
  about above across after against along amid among around aside astride before behind below beneath beside besides between beyond
  despite down during except inside instead into near next off onto out outside over past per since than throughout till toward
  towards under underneath unlike until up upon via within without upstream downstream away apart ahead aloft afar overhead
  backward backwards forward forwards upward upwards downward downwards homeward homewards skyward skywards heavenward upside
  seaward inward outward onward
  i me mine myself you yours yourself we us ours he him she hers they themselves who whom whose which what where when why how
  all another anything anyone everything everyone nothing someone something whatever whichever either neither nor not no none
  only other others own same such here there now then today tonight soon later again ever never still even almost quite rather
  maybe perhaps really too once twice instead otherwise
  am was were been have has had do does did done will would shall should can could may might must get gets got make makes
  want wants wanted need needs wish think know see look looks show shows turn turns become becomes go goes come comes take takes
  put give gives keep keeps let lets mean means represent represents symbolize symbolise symbolizes symbolises remind reminds
  tell tells strike strikes meet met fall falls rise rises grow grows hang hangs sit sits stand stands hold holds fly flies swim
  dance dances play plays jump jumps run runs float floats reach reaches fight fights kiss kisses hug hugs
  good bad best better great nice cool awesome ready real true free wild brave strong soft hard sharp thin thick heavy light
  dark bright pale deep high low tall short wide narrow round square straight curved flat open closed empty whole entire full
  upper lower inner outer first second third last next favorite favourite special personal meaningful matching similar different
  cute sweet subtle dainty minimal clean neat tiny micro huge feminine masculine girly unique creative original
  gothic mystic cosmic psychedelic artistic majestic aesthetic organic poetic symbolic iconic classic exotic romantic dramatic
  graphic electric epic heroic angelic demonic celtic arctic tropical floral botanical natural spiritual religious sacred holy
  alive protective massive expressive abstract surreal realistic geometric tribal minimalist bigger smaller larger
  darker bolder thinner thicker brighter softer acoustic hot cold warm floppy fluffy furry woolly wooly shaggy
  calm gentle rough choppy antique old ancient vintage retro leafy pointy spiky
  groovy boho bohemian hippie grunge kawaii witchy fairycore cottagecore goblincore dreamy whimsical
  prowl prowls
  if go do up us we me he it is in on at by of or so no as am an be my ok oh
  japanese chinese korean thai tibetan indian native american mexican irish scottish english british french german italian spanish
  greek roman egyptian african polynesian hawaiian maori nordic norse scandinavian slavic aztec mayan hindu buddhist christian
  catholic jewish muslim pagan latin hebrew sanskrit arabic gaelic elvish rasta rastafarian
  six seven eight nine ten eleven twelve hundred thousand dozen
`);

/** Ideas, moods, occasions and people a design is for: nothing to draw by themselves. */
const IDEAS = words(`
  hope faith peace life death time memory memorial remembrance tribute honor honour loss grief strength courage freedom
  friendship friend luck fortune birth birthday anniversary month year day week season seasons autumn autumnal summer journey adventure balance harmony soul spirit
  mind dream wish goal meaning symbolism omen portent reminder mantra motto quote saying phrase word name initial number numeral coordinate coordinates script font
  verse psalm scripture lyric lyrics poem song
  cursive calligraphy typography text lettering ideas inspiration vibe vibes theme mood energy power wisdom knowledge truth
  beauty grace joy happiness sadness pain healing recovery survival sobriety mental health awareness support unity loyalty
  home kid kids child children son mama papa daughter grandmother grandfather grandma grandpa nana granny brother sister sibling wife
  husband partner girlfriend boyfriend bestie parent parents baby babies
  tattoo tattoos inked design designs piece pieces sleeve idea style photo photograph
  colour colours color colors background backdrop scene
`);

/** How much or how many of a thing: "a slice of pizza", "a flock of birds", "wheat stalks", "moon phases". */
const PORTIONS = words(
  "slice slices stalk stalks stem stems sprig sprigs flock herd bunch group set phase phases piece pieces",
);

/** The form a subject is drawn in: right after a subject they are part of it ("a wolf head"). */
const FORM_WORDS =
  words(`head face portrait silhouette outline sketch drawing symbol sign emblem icon logo shape pattern profile bust
  body version figure crest`);

/** Body parts a tattoo goes on; after "on my", "across the", "behind the" they place it, they are not drawn. */
const BODY_PARTS =
  words(`arm forearm wrist ankle shoulder blade back chest rib ribcage hip thigh leg calf shin foot finger thumb neck
  nape collarbone sternum spine ear elbow knee stomach belly side bicep tricep hand palm skin body sleeve bum butt waist
  torso throat eyelid cheek cheekbone forehead jaw jawline clavicle`);

/** A body part, one or more ("my wrists", "both feet"). */
const isBodyPart = (word: string) => BODY_PARTS.has(partName(word));

/** Owners of a part that is a subject's, not the wearer's: "her shoulder", "his neck". */
const THIRD_PERSON = words("its his her their");

const PLACEMENT_PREPOSITIONS = words(
  "on onto across along down up around behind over under covering for in between at",
);
const PLACEMENT_OWNERS = words("my the her his your their our both");
const PLACEMENT_MODIFIERS = words(
  "left right upper lower inner outer whole full entire both back side top bottom base nape of the my ring index middle pinky",
);

/**
 * Nouns whose words before them say which ("a cave painting style deer", "flowers in birthstone
 * colours", "the chicago skyline"): those words name a manner or a place, no thing to draw.
 */
const MANNER_NOUNS = words("style styled colour colours color colors");
const NAMED_BEFORE = new Set([...MANNER_NOUNS, "skyline"]);

/** Words naming the art a manner is taken from, between it and its noun ("a cave painting style"). */
const ART_FORMS = words("painting paintings drawing drawings print prints art");

/**
 * Nouns whose words after "of" say which ("a map of my home state", "the flag of ireland", "in the
 * style of hokusai") or what a vessel holds, drawn as its filling ("a cup of coffee").
 */
const NAMED_AFTER_OF = words("map skyline flag style cup mug glass bottle jar flask teacup pot");

/**
 * True for a mention whose words are a manner, not a subject: right before a manner noun, or before
 * the art form it is taken from ("a cave painting style deer", "a heart in rainbow colours").
 */
export function namesManner(words: readonly string[], end: number): boolean {
  const next = ART_FORMS.has(words[end] ?? "") ? end + 1 : end;
  return MANNER_NOUNS.has(words[next] ?? "");
}

/** True for a noun the words right before it qualify ("in a cave painting style"). */
export function isNamedBefore(word: string): boolean {
  return NAMED_BEFORE.has(word);
}

/** True for a noun the words after its "of" qualify ("a map of my home state"). */
export function isNamedAfterOf(word: string): boolean {
  return NAMED_AFTER_OF.has(word);
}

/** True for a word that may name a drawable thing (a noun that is no idea, placement or form). */
export function mayNameThing(word: string): boolean {
  return !NOT_THINGS.has(word) && !IDEAS.has(word) && !PORTIONS.has(word);
}

/** True for a word naming the form of the subject right before it ("head" in "a wolf head"). */
export function isFormWord(word: string): boolean {
  return FORM_WORDS.has(word);
}

/**
 * The tokens that say where the tattoo goes, from a preposition at `start`: "on my left wrist",
 * "behind the ear", "on the back of my neck". Returns how many tokens from `start` (0 if none).
 */
export function placementLength(tokens: readonly string[], start: number): number {
  if (!PLACEMENT_PREPOSITIONS.has(tokens[start])) return 0;
  // "An owl on her shoulder", "a snake around his neck": a part of a subject, not where the tattoo goes.
  if (THIRD_PERSON.has(tokens[start + 1]) && ANCHOR_PARTS.has(partName(tokens[start + 2] ?? ""))) return 0;
  let owned = false;
  let end = 0;
  for (let i = start + 1; i < Math.min(tokens.length, start + 8); i++) {
    const word = tokens[i];
    if (PLACEMENT_OWNERS.has(word)) owned = true;
    if (owned && isBodyPart(word)) end = i + 1;
    else if (!PLACEMENT_OWNERS.has(word) && !PLACEMENT_MODIFIERS.has(word)) break;
  }
  // "On the back of a turtle", "in the belly of the whale": the turtle's back, the whale's belly (but
  // "on the back of the neck" is where the tattoo goes).
  const owner = tokens[end + 1] === "the" ? tokens[end + 2] : undefined;
  const ofThing = owner !== undefined && !isBodyPart(owner) && !PLACEMENT_MODIFIERS.has(owner);
  if (end && tokens[end] === "of" && (["a", "an", "its", "his", "her", "their"].includes(tokens[end + 1]) || ofThing))
    return 0;
  return end ? end - start : 0;
}
