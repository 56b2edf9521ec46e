/**
 * The words a scene is read with: counts, poses, relation phrases, the scene's own subjects
 * (banners, frames) and the words that place nothing by themselves.
 */
import { RANKS } from "../lexicon/describing-words";
import { HAND_MOTIF_ENTRIES, handMotif } from "../motifs/registry";
import type { Pose, RelationKind } from "./scene-types";

/** Things a scene can name beyond the drawable motifs: a banner carries the lettering. */
export const EXTRA_SUBJECT_WORDS: Record<string, string[]> = {
  banner: ["banner", "ribbon", "scroll"],
  frame: ["wreath", "circle", "ring", "frame", "border"],
};

/**
 * The last words of things worn on a head: "a lion with a crown", "a skull in a top hat", "a skull in
 * a war bonnet", "a woman in a pointed hat".
 */
export const WORN_WORDS: ReadonlySet<string> = new Set([
  "crown",
  "tiara",
  "hat",
  "headdress",
  "bonnet",
  "bandana",
  "bandanna",
  "helmet",
  "cap",
  "turban",
  "beanie",
  "sombrero",
  "fedora",
  "beret",
]);

/** Frame words that name a motif of their own that frames, drawn when nothing is framed ("a wreath"). */
export const FRAMES_ALONE: ReadonlyMap<string, string> = new Map(
  EXTRA_SUBJECT_WORDS.frame.filter((word) => handMotif(word)?.frame).map((word) => [word, word]),
);

/** The parts of a head that holds things in its crest: a thing between them is inside it ("between its antlers"). */
export const CREST_PARTS: ReadonlySet<string> = new Set(
  HAND_MOTIF_ENTRIES.flatMap(([, m]) => (m.layout?.crest ? (m.partWords ?? []) : [])),
);

/**
 * Collective words that count their member, before it ("a pack of wolves") or after it ("a wolf
 * pack", "an elephant family"); alone they are read as nothing of the kind ("a six pack").
 */
export const COLLECTIVES: Readonly<Record<string, number>> = { pack: 3, herd: 3, family: 3 };

export const NUMBERS: Record<string, number> = {
  one: 1,
  single: 1,
  lone: 1,
  two: 2,
  twin: 2,
  pair: 2,
  couple: 2,
  both: 2,
  double: 2,
  three: 3,
  trio: 3,
  triple: 3,
  four: 4,
  five: 5,
};

export const POSE_WORDS: Record<string, Pose> = {
  dancing: "dancing",
  dance: "dancing",
  dances: "dancing",
  howling: "howling",
  howl: "howling",
  baying: "howling",
  roaring: "roaring",
  roar: "roaring",
  growling: "roaring",
  snarling: "roaring",
  rearing: "rearing",
  reared: "rearing",
  rampant: "rearing",
  // Heraldry's beast is rampant (issue 36): "a heraldic lion" rears on its hind legs.
  heraldic: "rearing",
  hind: "rearing",
  pouncing: "rearing",
  leaping: "rearing",
  galloping: "rearing",
  gallop: "rearing",
  running: "rearing",
  sleeping: "sleeping",
  asleep: "sleeping",
  sleep: "sleeping",
  napping: "sleeping",
  dozing: "sleeping",
  curled: "sleeping",
  resting: "sleeping",
  lying: "sleeping",
  flying: "flying",
  fly: "flying",
  soaring: "flying",
  flight: "flying",
  gliding: "flying",
  swooping: "flying",
  coiled: "coiled",
  coiling: "coiled",
  coil: "coiled",
  wrapped: "coiled",
  wrapping: "coiled",
  twisted: "coiled",
  twisting: "coiled",
  winding: "coiled",
  entwined: "coiled",
  perched: "perched",
  perching: "perched",
  standing: "perched",
  swimming: "swimming",
  swim: "swimming",
  jumping: "swimming",
  blooming: "blooming",
  bloom: "blooming",
  blossoming: "blooming",
  flowering: "blooming",
  sitting: "sitting",
  seated: "sitting",
  profile: "profile",
};

/**
 * Poses said in a phrase (issue 36): "in flight" flies, a beast "at peace" or "at rest" lies
 * resting, one "in battle" roars.
 */
export const POSE_PHRASES: ReadonlyArray<readonly [readonly string[], Pose]> = [
  [["in", "flight"], "flying"],
  [["at", "peace"], "sleeping"],
  [["at", "rest"], "sleeping"],
  [["in", "battle"], "roaring"],
  [["into", "battle"], "roaring"],
  [["at", "war"], "roaring"],
];

/**
 * A relation as read: "front", "attacked", "carried", "decorated" and "wrapped" are read backwards
 * (behind, attacking, carrying, on, around: "a heart wrapped in barbed wire" is the wire around it).
 */
export type ReadRelation = RelationKind | "front" | "attacked" | "carried" | "decorated" | "wrapped";

/** Relation phrases (as singularised tokens), longest first. */

export const RELATION_PHRASES: Array<[string[], ReadRelation]> = (
  [
    ["on top of", "on"],
    ["growing out of", "growing"],
    ["growing from", "growing"],
    ["sprouting out of", "growing"],
    ["sprouting from", "growing"],
    ["blooming out of", "growing"],
    ["blooming from", "growing"],
    ["bursting out of", "growing"],
    ["bursting from", "growing"],
    ["coming out of", "growing"],
    ["emerging from", "growing"],
    ["out of", "growing"],
    ["in front of", "front"],
    ["framed by", "framed-by"],
    ["framed in", "framed-by"],
    ["surrounded by", "framed-by"],
    ["encircled by", "framed-by"],
    ["inside of", "inside"],
    ["pierced by", "pierced-by"],
    ["pierced with", "pierced-by"],
    ["stabbed by", "pierced-by"],
    ["stabbed with", "pierced-by"],
    ["impaled by", "pierced-by"],
    ["impaled on", "pierced-by"],
    ["run through by", "pierced-by"],
    ["wrapped around", "around"],
    ["coiled around", "around"],
    ["curled around", "around"],
    ["twisted around", "around"],
    ["winding around", "around"],
    ["wound around", "around"],
    ["entwined with", "around"],
    ["entwined around", "around"],
    ["around", "around"],
    ["encircling", "around"],
    ["circling", "around"],
    ["riding on", "on"],
    ["riding", "on"],
    ["mounted on", "on"],
    ["resting on", "on"],
    ["fighting", "attacking"],
    ["slaying", "attacking"],
    ["slay", "attacking"],
    ["taking pollen from", "on"],
    ["feeding on", "on"],
    ["feeding from", "on"],
    ["drinking from", "on"],
    ["sipping from", "on"],
    ["pollinating", "on"],
    ["flying from", "growing"],
    ["flying out of", "growing"],
    ["battling", "attacking"],
    ["strangling", "around"],
    ["constricting", "around"],
    ["squeezing", "around"],
    ["eating", "holding"],
    ["biting", "holding"],
    ["chewing", "holding"],
    ["carried by", "carried"],
    ["lifted by", "carried"],
    ["decorated with", "decorated"],
    ["adorned with", "decorated"],
    ["covered in", "decorated"],
    ["covered with", "decorated"],
    ["wrapped in", "wrapped"],
    ["wrapped with", "wrapped"],
    ["intertwined with", "wrapped"],
    ["against", "front"],
    ["before", "front"],
    ["on", "on"],
    ["upon", "on"],
    ["atop", "on"],
    ["holding", "holding"],
    ["hold", "holding"],
    ["clutching", "holding"],
    ["grasping", "holding"],
    ["gripping", "holding"],
    ["grip", "holding"],
    ["carrying", "carrying"],
    ["carry", "carrying"],
    ["carrie", "carrying"],
    ["bearing", "carrying"],
    ["towing", "carrying"],
    ["lifting", "carrying"],
    ["wearing", "wearing"],
    ["wear", "wearing"],
    ["crowned with", "wearing"],
    ["inside", "inside"],
    ["within", "inside"],
    ["in", "inside"],
    ["into", "inside"],
    ["behind", "behind"],
    ["beyond", "behind"],
    ["above", "above"],
    ["over", "above"],
    ["below", "below"],
    ["under", "below"],
    ["beneath", "below"],
    ["underneath", "below"],
    ["through", "through"],
    ["piercing", "through"],
    ["stabbing", "through"],
    ["skewering", "through"],
    ["at", "toward"],
    ["toward", "toward"],
    ["towards", "toward"],
    // A kraken attacking a ship (and an eagle attacking a snake).
    ["attacking", "attacking"],
    ["attack", "attacking"],
    ["sinking", "attacking"],
    ["sink", "attacking"],
    ["dragging down", "attacking"],
    ["dragging under", "attacking"],
    ["dragging", "attacking"],
    ["pulling down", "attacking"],
    ["pulling under", "attacking"],
    ["grabbing", "attacking"],
    ["grab", "attacking"],
    ["seizing", "attacking"],
    ["seiz", "attacking"],
    ["crushing", "attacking"],
    ["attacked by", "attacked"],
    ["sunk by", "attacked"],
    ["grabbed by", "attacked"],
    ["seized by", "attacked"],
    ["dragged down by", "attacked"],
    ["dragged under by", "attacked"],
    ["pulled down by", "attacked"],
    ["pulled under by", "attacked"],
    ["in the grip of", "attacked"],
    // Hanging from a thing is below it: "odin hanging from the world tree", "a lantern hanging from a branch".
    ["hanging from", "below"],
    ["hanging off", "below"],
    ["hung from", "below"],
    ["dangling from", "below"],
    ["suspended from", "below"],
  ] as Array<[string, ReadRelation]>
)
  .map(([phrase, kind]): [string[], ReadRelation] => [phrase.split(" "), kind])
  .sort((a, b) => b[0].length - a[0].length);

export const RELATION_WORDS = new Set(RELATION_PHRASES.flatMap(([phrase]) => phrase));

/** Words that place nothing by themselves: articles, modifiers, styles, colours, moods, ranks ("a royal crown"). */
export const FILLER = new Set([
  ...RANKS,
  ...`a an the of and or with without its it his her their them they this that these those some any my our your to for from by as is are be being
   little small big large huge giant tiny mini cute pretty beautiful lovely elegant simple bold delicate fine detailed ornate old new young ancient
   traditional style styled tattoo tattoos design designs piece art flash sheet drawing illustration sketch line lines linework shading shade shaded
   red blue green yellow orange purple pink black white grey gray gold golden silver brown dark light bright colour color colourful colorful
   left right side top bottom front back middle center centre each other together alone facing view leg down mane
   stack pile bunch few many several full half crescent open closed wide spread long short tall
   fierce majestic wild sacred mystical magic magical spooky gothic cosmic floral vintage classic realistic geometric tribal minimalist
   japanese neo watercolor watercolour dotwork blackwork minimal abstract surreal cartoon cartoonish dead sky
   very so just also like made sing says say said reading read word words name named date text lettering letters quote script
   memory honor honour loving forever always mom dad mum mother father family love luck lucky`
    .split(/\s+/)
    .filter(Boolean),
]);
