/**
 * The world's gods, figures and symbols outside the Western set (issue 36): drawn as their
 * traditions draw them, with the iconography that makes them recognisable.
 */
import type { HandMotifDefinitions } from "../definition";
import { isis, maat } from "../egyptian-goddess";
import { damaru, trishul } from "../hindu-emblems";
import { ganesha, shiva } from "../hindu-gods";
import { nataraja } from "../nataraja";
import { pharaoh } from "../portrait-egypt";

/** What a winged Egyptian goddess's drawing shows: named after her, they are hers. */
const GODDESS_PARTS = ["wings", "wing", "head", "face", "hair", "wig", "collar", "headdress"];

export const WORLD = {
  ganesha: {
    category: "creature",
    draw: ganesha,
    layout: { form: "wide", upright: true, bannerAt: 0.9, headTop: { x: 0, y: -104, across: 36 } },
    words: [
      "ganesha",
      "ganesh",
      "lord ganesha",
      "lord ganesh",
      "ganapati",
      "ganpati",
      "vinayaka",
      "vighneshvara",
      "elephant god",
      "elephant-headed god",
      "elephant headed god",
    ],
    parts: ["trunk", "tusk", "tusks", "ears", "crown", "axe", "lotus", "arms", "hands", "belly", "head"],
    traits: ["wears-garland"],
    companions: ["lotus", "trishul"],
  },
  shiva: {
    category: "creature",
    draw: shiva,
    layout: { form: "wide", upright: true, bannerAt: 0.9, headTop: { x: 0, y: -104, across: 30 } },
    words: ["shiva", "lord shiva", "siva", "mahadev", "mahadeva", "shiv", "shankar", "bholenath", "adiyogi"],
    parts: [
      "third eye",
      "trishul",
      "trident",
      "snake",
      "cobra",
      "serpent",
      "hair",
      "matted hair",
      "damaru",
      "head",
      "face",
      "hands",
      "legs",
    ],
    wears: ["moon"],
    traits: ["wears-garland"],
    companions: ["lotus", "damaru"],
    poses: { dancing: "shiva dancing" },
  },
  nataraja: {
    category: "creature",
    draw: nataraja,
    layout: { upright: true, bannerAt: 0.95 },
    words: ["nataraja", "nataraj", "natraj", "shiva nataraja", "lord of the dance", "lord of dance", "dancing shiva"],
    parts: ["ring of fire", "fire", "flames", "damaru", "drum", "arms", "hands", "legs", "hair", "third eye"],
    companions: ["lotus", "damaru"],
  },
  trishul: {
    category: "object",
    draw: trishul,
    layout: { form: "tall", upright: true, bannerAt: 0.8, pair: 0.35 },
    words: ["trishul", "trishula", "trisula", "shiva's trident", "shiva trident", "trishul with damaru"],
    parts: ["damaru", "drum", "prongs"],
  },
  damaru: {
    category: "object",
    draw: damaru,
    layout: { form: "wide", upright: true, bannerAt: 0.8 },
    words: ["damaru", "damru", "damaru drum", "damru drum", "shiva's drum", "hourglass drum", "pellet drum"],
  },
  pharaoh: {
    category: "creature",
    draw: pharaoh,
    layout: { form: "tall", upright: true, bannerAt: 0.9, headTop: { x: 0, y: -94, across: 70 } },
    words: [
      "pharaoh",
      "pharoah",
      "pharaoh head",
      "pharaoh mask",
      "egyptian pharaoh",
      "egyptian king",
      "tutankhamun",
      "tutankhamen",
      "king tut",
      "tutankhamun's mask",
      "tutankhamun mask",
      "king tut mask",
      "ramses",
      "ramesses",
    ],
    parts: ["head", "face", "eye", "mask", "death mask", "headdress", "nemes", "beard", "collar", "cobra", "uraeus"],
    traits: ["wears-garland"],
    companions: ["lotus"],
  },
  isis: {
    category: "creature",
    draw: isis,
    layout: { form: "wide", upright: true, bannerAt: 0.92 },
    words: ["isis", "goddess isis", "winged isis", "isis with wings", "winged egyptian goddess"],
    parts: [...GODDESS_PARTS, "sun disk", "sun disc", "horns"],
    companions: ["lotus"],
  },
  maat: {
    category: "creature",
    draw: maat,
    layout: { form: "wide", upright: true, bannerAt: 0.92 },
    words: ["maat", "goddess maat", "winged maat"],
    parts: [...GODDESS_PARTS, "feather", "ostrich feather", "feather of truth"],
    companions: ["lotus"],
  },
} satisfies HandMotifDefinitions;
