/**
 * Angels, heroes and costumed figures of Western religion, myth and stage (issue 36), drawn as
 * portrait heads like ./figures.ts: what they hold ("an angel with a trumpet", "Perseus holding the
 * head of Medusa") is read as held, what they wear on the head as worn.
 */
import type { HandMotifDefinitions } from "../definition";
import { angel, archangel, fallenAngel } from "../portrait-angels";
import {
  athena,
  gladiator,
  greekHero,
  greekWarrior,
  jester,
  joanOfArc,
  leprechaun,
  mime,
  valkyrie,
} from "../portrait-legends";
import { child, littleGirl, man, sailor } from "../portrait-people";
import { bust } from "./bust";

/** Where a worn thing sits on a helmet or a tall hat: higher than on the head itself. */
const HELMET_TOP = { x: 0, y: -110, across: 90 };

/** A figure in a helmet that holds what it is named with. */
const HERO = { headTop: HELMET_TOP, holds: true };

export const WESTERN_FIGURES = {
  angel: bust(
    angel,
    ["angel", "guardian angel", "praying angel", "angel of god", "seraph", "seraphim"],
    ["halo", "wing", "wings", "robe"],
    ["heart", "rose", "stars"],
    { notDrawnAs: ["angel fish", "angelfish"], holds: true },
  ),
  archangel: bust(
    archangel,
    [
      "archangel",
      "archangel michael",
      "michael the archangel",
      "saint michael",
      "st michael",
      "saint michael the archangel",
      "st michael the archangel",
      "san miguel",
      "san miguel arcangel",
      "archangel gabriel",
      "archangel raphael",
    ],
    ["halo", "wing", "wings", "armour", "armor"],
    ["dagger", "heart", "stars"],
    { holds: true },
  ),
  "fallen angel": bust(
    fallenAngel,
    ["fallen angel", "dark angel", "lucifer", "angel of death"],
    ["wing", "wings"],
    ["skull", "rose", "dagger"],
    { holds: true },
  ),
  valkyrie: bust(
    valkyrie,
    ["valkyrie", "valkyrja", "shieldmaiden", "shield maiden", "shield-maiden"],
    ["helmet", "armour", "armor", "braid", "braids"],
    ["valknut", "wolf", "stars"],
    HERO,
  ),
  athena: bust(
    athena,
    ["athena", "athene", "pallas athena", "minerva"],
    ["helmet", "armour", "armor", "crest"],
    ["owl", "stars", "wreath"],
    HERO,
  ),
  "joan of arc": bust(
    joanOfArc,
    ["joan of arc", "saint joan", "st joan"],
    ["halo", "armour", "armor"],
    ["rose", "stars", "heart"],
    { holds: true },
  ),
  perseus: bust(
    greekHero,
    ["perseus", "theseus"],
    ["helmet", "armour", "armor", "crest", "beard"],
    ["wreath", "dagger", "stars"],
    HERO,
  ),
  "greek warrior": bust(
    greekWarrior,
    [
      "greek warrior",
      "greek soldier",
      "spartan warrior",
      "spartan soldier",
      "trojan warrior",
      "hoplite",
      "achilles",
      "leonidas",
    ],
    ["helmet", "armour", "armor", "crest"],
    ["wreath", "dagger", "stars"],
    HERO,
  ),
  gladiator: bust(
    gladiator,
    ["gladiator", "roman gladiator"],
    ["helmet", "armour", "armor", "crest"],
    ["wreath", "dagger", "lion"],
    HERO,
  ),
  jester: bust(
    jester,
    ["jester", "court jester", "jester's head", "jester head", "harlequin"],
    ["cap", "hat", "bell", "bells", "ruff", "collar"],
    ["skull", "rose", "heart"],
    { headTop: { x: 0, y: -120, across: 80 }, holds: true },
  ),
  leprechaun: bust(
    leprechaun,
    ["leprechaun"],
    ["hat", "top hat", "beard", "buckle", "coat"],
    ["horseshoe", "stars", "heart"],
    { headTop: { x: 0, y: -142, across: 80 } },
  ),
  mime: bust(mime, ["mime", "mime artist", "french mime"], ["beret", "shirt", "stripes"], ["rose", "heart", "stars"], {
    headTop: { x: 8, y: -98, across: 80 },
  }),
  sailor: bust(
    sailor,
    ["sailor", "sailor man", "seaman", "navy sailor", "old sailor"],
    ["cap", "hat", "collar"],
    ["anchor", "swallow", "nautical star", "ship"],
    { headTop: { x: 0, y: -106, across: 76 } },
  ),
  man: bust(man, ["man", "gentleman", "jonah"], ["shirt", "collar"], ["rose", "anchor", "swallow"], { holds: true }),
  child: bust(child, ["child", "little boy", "boy", "toddler", "infant"], ["collar"], ["heart", "stars", "butterfly"], {
    holds: true,
  }),
  "little girl": bust(
    littleGirl,
    ["little girl", "young girl", "girl"],
    ["ribbon", "ribbons", "bunches", "pigtails"],
    ["heart", "stars", "butterfly"],
    { holds: true },
  ),
} satisfies HandMotifDefinitions;
