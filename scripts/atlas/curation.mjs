/**
 * The atlas's hand-made choices, in one place: icons that are not subjects, the emoji that are,
 * senses WordNet would get wrong for an icon, and which set draws a subject best for flash where
 * the sets' default order (scripts/atlas/sets.mjs) is not the best (judged on the contact sheet,
 * tmp/atlas-sheet.png, see docs/decisions/018).
 */

/** Game-icons name words that mark interface glyphs, effects and actions rather than subjects. */
export const GAME_ICONS_SKIP = new Set(
  `abstract button select rank card clubs diamonds spades hearts suit aura blast explosion impact shot slash slice
   strike punch hit swipe wound cut cuts break cracks shatter split splash effect beam ray rays
   bolt charge boost buff debuff up down left right upgrade downgrade cycle cycling return exchange transfer
   plus minus cancel cross-mark check target targeted crosshair aim trap stun paralysis poison sick sickness pill pills
   battery signal radar wifi hazard warning stop banner flag flags sign logo letter alphabet rune number
   cursor pointer click hand-pointing interdiction level meter gauge graph chart pie mana health life lives heal healing
   pay coins money cash dollar price shopping cart trade trading market
   shield-reflect shield-bash shield-disabled shield-echoes shield-impact inverted invisible confused spell
   audio voice sonic noise ringing rolling fall trip tripwire walk walking run stairs`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Icons left out though their name reads as a subject (game-icons' "ram" is a memory chip, its
 * "disc" a floppy disk WordNet reads as a phonograph record), or whose subject WordNet reads wrong
 * and no one tattoos.
 */
export const DROP = new Set(
  `game-icons:ram game-icons:anatomy game-icons:atlas game-icons:backup game-icons:catch game-icons:clout game-icons:fat
   game-icons:field game-icons:help game-icons:lambda game-icons:lift game-icons:love-howl game-icons:mace-head game-icons:orbit
   game-icons:person game-icons:processor game-icons:pull game-icons:push game-icons:pulse game-icons:snatch game-icons:suicide
   game-icons:terror game-icons:tesla game-icons:peaks game-icons:overhead game-icons:share game-icons:spill game-icons:nest-eggs
   game-icons:inspiration game-icons:remedy game-icons:taurus noto:pick noto:seat
   game-icons:disc`
    .split(/\s+/)
    .filter(Boolean),
);

/** Icons kept though a word of their name (or a number) would leave them out. */
export const KEEP = new Set(
  `manta-ray card-ace-spades card-ace-hearts card-ace-clubs card-ace-diamonds card-joker card-king-hearts card-king-spades
   card-queen-hearts card-queen-spades pirate-flag bow-arrow cupidon-arrow flaming-arrow winged-arrow barbed-arrow
   broadhead-arrow cut-diamond life-buoy ringing-bell poison-bottle love-letter spell-book rolling-dices snowflake-1
   snowflake-2 health-potion rune-stone tarot-00-the-fool tarot-01-the-magician tarot-02-the-high-priestess
   tarot-03-the-empress tarot-04-the-emperor tarot-05-the-hierophant tarot-06-the-lovers tarot-07-the-chariot
   tarot-08-strength tarot-09-the-hermit tarot-10-wheel-of-fortune dna1 audio-cassette usa-flag flying-flag`
    .split(/\s+/)
    .filter(Boolean),
);

/** Tabler's outline icons serve only subjects no other set draws, and only these. */
export const TABLER_KEEP = new Set(
  `ankh cross-filled infinity jewish-star-filled om peace pentagram yin-yang-filled torii fish-christianity north-star`
    .split(/\s+/)
    .filter(Boolean),
);

/** Icon -> the words of its subject's name, where the icon's name is not how people say it. */
export const RENAME = {
  // game-icons' "cage" is a prison block; the cage people ink is the bird's (issue 36).
  cage: "prison cell",
  "card-ace-spades": "ace of spades",
  "card-ace-hearts": "ace of hearts",
  "card-ace-clubs": "ace of clubs",
  "card-ace-diamonds": "ace of diamonds",
  "card-joker": "joker card",
  "card-king-hearts": "king of hearts",
  "card-king-spades": "king of spades",
  "card-queen-hearts": "queen of hearts",
  "card-queen-spades": "queen of spades",
  "bow-arrow": "bow and arrow",
  "war-bonnet": "war bonnet headdress",
  "bow-tie-ribbon": "ribbon bow",
  "cupidon-arrow": "cupid arrow",
  "rolling-dices": "dice",
  "snowflake-1": "snowflake",
  "snowflake-2": "snowflake crystal",
  "health-potion": "potion",
  "fish-christianity": "ichthys",
  "jewish-star-filled": "star of david",
  "yin-yang-filled": "yin yang",
  "cross-filled": "cross",
  "spider-alt": "spider",
  raddish: "radish",
  pharoah: "pharaoh",
  saphir: "sapphire",
  "plague-doctor-profile": "plague doctor",
  "ram-profile": "ram",
  crane: "construction crane",
  dna1: "dna",
  "audio-cassette": "cassette tape",
  "usa-flag": "american flag",
  "flying-flag": "flag",
  "wasp-sting": "wasp",
  "modern-city": "city skyline",
  raining: "rain cloud",
  "angel-outfit": "angel wings with halo",
  // Its seven stars are the Big Dipper's (the plough), the part of Ursa Major people tattoo.
  "ursa-major": "big dipper",
  // The flower people call a violet (WordNet's viola is the genus, with the pansy).
  viola: "violet",
  // Named as people say them (issue 36): a crook is a staff, the goal a footballer aims at, the vortex a whirlpool.
  "shepherds-crook": "crook staff",
  "goal-net": "goalpost net",
  vortex: "whirlpool vortex",
  "skull-crossed-bones": "skull and crossbones",
  "burning-skull": "skull on fire",
  // The wide-horned head of the longhorn emblem; the hairy ape-man of the snows, bigfoot's kin.
  bull: "longhorn bull",
  sasquatch: "yeti",
  // The Aztec Sun Stone (Tonatiuh's face at its heart), as people name it; never the plain sun (issue 36, i36-manner).
  "aztec-calendar-sun": "aztec sun stone",
  // A honeycomb with honey dripping from its cells (issue 36, i36-beasts).
  "dripping-honey": "dripping honeycomb",
};

/** Emoji that are tattoo subjects though their category is faces, people or signs. */
export const EMOJI_KEEP = new Set(
  `skull skull-and-crossbones ghost alien alien-monster ogre goblin robot red-heart broken-heart heart-with-arrow heart-on-fire
   sparkling-heart black-heart mending-heart heart-with-ribbon two-hearts
   anatomical-heart baby-angel bone brain ear eye foot footprints genie lungs mage mermaid merman merperson ninja tooth troll
   vampire zombie fairy elf santa-claus superhero leg mouth nose tongue
   atom-symbol biohazard radioactive fleur-de-lis infinity khanda latin-cross orthodox-cross menorah om peace-symbol
   star-and-crescent star-of-david trident-emblem wheel-of-dharma yin-yang eight-pointed-star dotted-six-pointed-star
   recycling-symbol medical-symbol splatter sparkle`
    .split(/\s+/)
    .filter(Boolean),
);

/** Emoji of things no one tattoos as a subject: office, interface and shop objects. */
export const EMOJI_SKIP = new Set(
  `bar-chart chart-decreasing chart-increasing chart-increasing-with-yen card-file-box card-index card-index-dividers
   bookmark-tabs bookmark clipboard e-mail envelope-with-arrow incoming-envelope inbox-tray outbox-tray package
   floppy-disk computer-disk dvd optical-disk fax-machine desktop-computer laptop keyboard printer computer-mouse trackball
   credit-card identification-card receipt ledger file-folder open-file-folder file-cabinet spiral-notepad spiral-calendar
   tear-off-calendar calendar pushpin round-pushpin paperclip linked-paperclips straight-ruler triangular-ruler
   wastebasket label level-slider control-knobs battery low-battery electric-plug mobile-phone mobile-phone-with-arrow
   pager telephone-receiver satellite-antenna name-badge closed-mailbox-with-lowered-flag closed-mailbox-with-raised-flag
   open-mailbox-with-lowered-flag open-mailbox-with-raised-flag postbox ballot-box-with-ballot memo page-facing-up
   page-with-curl scroll newspaper rolled-up-newspaper bookmark-tabs dollar-banknote euro-banknote pound-banknote
   yen-banknote money-bag money-with-wings coin clamp adhesive-bandage crutch toilet plunger bathtub shower
   convenience-store department-store japanese-post-office bus-stop fuel-pump horizontal-traffic-light
   vertical-traffic-light construction building-construction motorway railway-track oil-drum flag-in-hole`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Icon (set:icon, or icon in any set) -> the WordNet sense it draws ("lemma.n.NN"), where the
 * first concrete sense is not it or WordNet files it under ideas (a flame is an event there).
 */
export const SENSES = {
  "noto:dragon": "dragon.n.01",
  "twemoji:dragon": "dragon.n.01",
  "fluent-emoji-high-contrast:dragon": "dragon.n.01",
  turtle: "turtle.n.02",
  "game-icons:crane": "crane.n.04",
  ogre: "ogre.n.02",
  harpy: "harpy.n.02",
  siren: "siren.n.01",
  ram: "ram.n.01",
  "ram-profile": "ram.n.01",
  "juggling-seal": "seal.n.09",
  flame: "flame.n.01",
  "air-balloon": "hot-air_balloon.n.01",
  eclipse: "eclipse.n.01",
  "angel-wings": "wing.n.01",
  ribcage: "rib_cage.n.01",
  emerald: "emerald.n.01",
  amethyst: "amethyst.n.01",
  saphir: "sapphire.n.01",
  caduceus: "caduceus.n.01",
  pharoah: "pharaoh.n.01",
  raddish: "radish.n.01",
  footprint: "footprint.n.01",
  "griffin-symbol": "griffin.n.01",
  // The Egyptian mummy, not "mummy" the mother (whose synonyms mama, mom, mum would draw it).
  "mummy-head": "mummy.n.02",
  // Things WordNet files under substances, events, places or ideas, drawn as people tattoo them.
  dna1: "dna.n.01",
  atom: "atom.n.01",
  ufo: "ufo.n.01",
  campfire: "campfire.n.01",
  "game-icons:desert": "desert.n.01",
  "modern-city": "skyline.n.01",
  raining: "rain_cloud.n.01",
  "wasp-sting": "wasp.n.02",
  "audio-cassette": "cassette.n.01",
  "usa-flag": "american_flag.n.01",
  "flying-flag": "flag.n.01",
  // A monster is the imaginary creature (WordNet's first), never its medical sense, a malformed fetus.
  "fish-monster": "monster.n.01",
  // Renamed for what they show (a longhorn bull, a yeti), still WordNet's bull and sasquatch.
  "game-icons:bull": "bull.n.01",
  "game-icons:sasquatch": "sasquatch.n.01",
  // The fish of the curled tail, never WordNet's first seahorse, the walrus (issue 36, i36-beasts).
  "game-icons:seahorse": "seahorse.n.02",
};

/**
 * Words people use to describe ("a royal crown", "an imperial eagle", "a simple rose") that WordNet
 * also knows as a rare noun (royal: a stag of twelve points; imperial: a beard; simple: a herb): never
 * a subject of their own.
 */
export const ONLY_DESCRIBING = new Set(["royal", "imperial", "simple"]);

/** Phrases that never name a motif: a singular WordNet reads off another word ("cubes" -> "cub"). */
export const NOT_NAMES = new Set([
  "cub",
  // A slug in a tattoo is the creature, never the bullet WordNet lists first (issue 36, i36-beasts).
  "slug",
]);

/** Words that name people before anything else, though WordNet also has an animal by the name. */
export const PEOPLE = new Set([
  "man",
  "woman",
  "soldier",
  "baby",
  "carrier",
  "hood",
  "tinker",
  "torpedo",
  "boy",
  "girl",
]);

/** A word of an icon's name -> the sense it has in any icon ("crown" is no tooth's crown, "fire" no fireplace). */
export const WORD_SENSES = {
  crown: "crown.n.04",
  fire: "fire.n.01",
  ghost: "ghost.n.03",
  wave: "wave.n.01",
  waves: "wave.n.01",
  pawn: "pawn.n.03",
  pegasus: "pegasus.n.01",
};

/** Icon -> a sense its subject is a kind of, where WordNet does not know the subject itself. */
export const KINDS = {
  katana: "sword.n.01",
  "guitar-bass-head": "guitar.n.01",
  cancer: "symbol.n.01",
  pisces: "symbol.n.01",
  sagittarius: "symbol.n.01",
  scorpio: "symbol.n.01",
  "bat-leth": "sword.n.01",
  gladius: "sword.n.01",
  oni: "demon.n.01",
  calavera: "skull.n.01",
  direwolf: "wolf.n.01",
  ankh: "cross.n.03",
  ouroboros: "emblem.n.01",
  infinity: "symbol.n.01",
  anarchy: "symbol.n.01",
  heptagram: "star.n.05",
  pentagram: "star.n.05",
  "jewish-star-filled": "star.n.05",
  "yin-yang-filled": "symbol.n.01",
  om: "symbol.n.01",
  peace: "symbol.n.01",
  "fish-christianity": "emblem.n.01",
  torii: "gate.n.01",
  "north-star": "star.n.05",
  shuriken: "weapon.n.01",
  nunchaku: "weapon.n.01",
  sai: "weapon.n.01",
  kusarigama: "weapon.n.01",
  moai: "statue.n.01",
  "plague-doctor-profile": "doctor.n.01",
  "card-ace-spades": "playing_card.n.01",
  "card-ace-hearts": "playing_card.n.01",
  "card-ace-clubs": "playing_card.n.01",
  "card-ace-diamonds": "playing_card.n.01",
  "card-joker": "playing_card.n.01",
  "card-king-hearts": "playing_card.n.01",
  "card-king-spades": "playing_card.n.01",
  "card-queen-hearts": "playing_card.n.01",
  "card-queen-spades": "playing_card.n.01",
  // Not a catcher or a comptroller (WordNet's persons): objects.
  "dream-catcher": "amulet.n.01",
  "console-controller": "joystick.n.02",
};

/** Which set's drawing of a subject to keep where the sets' order is not the best: name -> id. */
export const PREFER = {
  dog: "game-icons:sitting-dog",
  bear: "game-icons:bear-head",
  mermaid: "noto:mermaid",
  lock: "game-icons:padlock",
  crab: "game-icons:sad-crab",
  "tarot card": "game-icons:tarot-00-the-fool",
  lightning: "game-icons:power-lightning",
  chain: "noto:chains",
  bottle: "game-icons:square-bottle",
  seal: "noto:seal",
  // A shell in a tattoo is a seashell, never an artillery shell.
  shell: "game-icons:spiral-shell",
  gun: "game-icons:pistol-gun",
  flag: "game-icons:flying-flag",
  martini: "game-icons:martini",
  "rain cloud": "game-icons:raining",
  "city skyline": "game-icons:modern-city",
};

/** Names people use that WordNet does not give: id -> aliases. */
export const ALIASES = {
  "game-icons:air-balloon": ["hot air balloon", "hot-air balloon"],
  "game-icons:musical-notes": ["music notes", "music note", "notes"],
  "game-icons:oni": ["oni mask", "hannya mask", "hannya", "demon mask"],
  "game-icons:g-clef": ["treble clef"],
  "game-icons:paw-print": ["paw prints", "pawprint", "paw"],
  "game-icons:infinity": ["infinity symbol", "infinity sign"],
  "game-icons:skull-crossed-bones": ["skull and crossbones", "jolly roger"],
  "game-icons:prayer-beads": ["rosary", "rosary beads"],
  "game-icons:all-seeing-eye": ["eye of providence"],
  "game-icons:grim-reaper": ["reaper", "death"],
  "game-icons:broadsword": ["sword"],
  "game-icons:rope-coil": ["rope"],
  "game-icons:padlock": ["lock"],
  "game-icons:treasure-map": ["map"],
  "game-icons:tarot-00-the-fool": ["tarot card", "tarot"],
  // The kabuto and mask: how flash draws a samurai (a portrait, as a wolf's head is a wolf).
  "game-icons:samurai-helmet": ["samurai", "samurai mask"],
  "game-icons:devil-mask": ["devil", "demon", "demon face"],
  "game-icons:paper-crane": ["origami crane"],
  "game-icons:hawk-emblem": ["hawk"],
  "game-icons:power-lightning": ["lightning bolt", "lightning", "thunderbolt", "bolt of lightning"],
  "game-icons:square-bottle": ["bottle", "glass bottle"],
  "noto:chains": ["chain"],
  // Names people give the subjects of common requests (the yardstick, tests/fixtures/tattoo-requests.json).
  "game-icons:spiral-shell": ["seashell", "sea shell", "conch", "conch shell"],
  "game-icons:martini": ["martini glass", "cocktail", "cocktail glass"],
  "game-icons:poker-hand": ["playing cards", "playing card", "deck of cards", "hand of cards"],
  "game-icons:pirate-captain": ["pirate"],
  "game-icons:ribbon": [
    "awareness ribbon",
    "cancer ribbon",
    "breast cancer ribbon",
    "pink ribbon",
    "remembrance ribbon",
  ],
  "game-icons:ringed-planet": ["saturn"],
  "game-icons:drop": [
    "raindrop",
    "rain drop",
    "droplet",
    "water drop",
    "teardrop",
    "tear drop",
    "drop of water",
    "dewdrop",
    "dew drop",
    "drop of dew",
  ],
  "game-icons:raining": ["raincloud", "storm cloud", "cloud with rain"],
  "game-icons:dream-catcher": ["dreamcatcher"],
  "game-icons:surf-board": ["surfboard"],
  "game-icons:angel-outfit": ["angel wings and halo", "winged halo", "halo with wings"],
  // A horned skull of the animal named: a bull's or cow's (the desert skull), a ram's or goat's.
  "game-icons:desert-skull": [
    "bull skull",
    "cow skull",
    "steer skull",
    "longhorn skull",
    "buffalo skull",
    "bison skull",
  ],
  "game-icons:animal-skull": ["ram skull", "goat skull", "sheep skull"],
  "game-icons:horned-skull": ["demon skull", "devil skull", "skull with horns"],
  "game-icons:quill-ink": ["quill and ink", "quill and inkwell", "ink and quill", "inkwell"],
  "game-icons:console-controller": ["game controller", "video game controller", "controller", "gamepad"],
  "game-icons:wood-cabin": ["cabin", "log cabin"],
  "game-icons:pointy-hat": ["witch hat", "wizard hat", "witch's hat", "wizard's hat", "pointed hat", "pointy hat"],
  "game-icons:western-hat": ["cowboy hat", "stetson"],
  "game-icons:pistol-gun": ["gun", "handgun"],
  "game-icons:fishbone": ["fish skeleton", "fish bone", "fish bones"],
  "game-icons:ursa-major": ["ursa major", "plough"],
  "game-icons:paper-plane": ["paper airplane", "paper aeroplane"],
  // A knight, as flash draws one: in armour, on his horse.
  "game-icons:mounted-knight": ["knight"],
  // A soldier or an explorer drawn by the helmet, as flash draws the samurai and the spartan (decision 018).
  "game-icons:centurion-helmet": ["roman soldier", "centurion", "legionary", "roman legionary"],
  "game-icons:astronaut-helmet": ["astronaut", "spaceman", "cosmonaut"],
  "game-icons:heraldic-sun": ["sun with face", "sun face", "smiling sun"],
  "game-icons:dandelion-flower": ["dandelion", "dandelion seed", "dandelion clock"],
  "game-icons:fern": ["fern leaf", "fern frond"],
  "game-icons:campfire": ["bonfire", "camp fire"],
  "game-icons:modern-city": ["skyline", "city", "cityscape", "new york", "new york city", "nyc", "manhattan"],
  "game-icons:usa-flag": ["us flag", "usa flag", "stars and stripes"],
  // A message, as flash draws one: a rolled note tied with a ribbon ("a message in a bottle").
  "game-icons:tied-scroll": ["message"],
  // The succulent people tattoo most: a cactus is one (WordNet's kind of succulent), as "bird" draws the swallow.
  "game-icons:cactus": ["succulent"],
  // Kinds and places people name (issue 36): drawn as the kind itself, never its plain class (a plain
  // skull for a sugar skull) nor the ornamental stand-in.
  "game-icons:calavera": ["sugar skull", "candy skull", "day of the dead skull", "catrina skull", "mexican skull"],
  "game-icons:egyptian-pyramids": ["pyramids", "pyramid", "pyramids of giza", "giza pyramids"],
  "game-icons:galaxy": ["nebula", "spiral galaxy"],
  "game-icons:heavy-thorny-triskelion": [
    "triskelion",
    "triskele",
    "triple spiral",
    "celtic triskelion",
    // The spiral people call Celtic is the triple spiral (issue 36, i36-manner).
    "celtic spiral",
    "celtic triple spiral",
    "triskel",
  ],
  // A knot of rope as sailors tie it, never the Celtic knotwork (issue 36, i36-manner).
  "game-icons:knot": [
    "rope knot",
    "figure eight knot",
    "figure-eight knot",
    "figure of eight knot",
    "figure eight rope knot",
    "sailor knot",
    "sailor's knot",
    "sailors knot",
    "reef knot",
    "square knot",
    "nautical knot",
  ],
  // The Eye of Ra is drawn as the wedjat, as the Eye of Horus is (issue 36, i36-manner).
  "game-icons:eye-of-horus": ["eye of ra", "wedjat", "wedjat eye", "udjat", "udjat eye", "egyptian eye"],
  "game-icons:aztec-calendar-sun": [
    "aztec calendar",
    "aztec calendar stone",
    "aztec sun",
    "aztec sun stone",
    "sun stone",
  ],
  // A gladiator's helmet is the crested helmet alone, never the gladiator wearing it (issue 36).
  "game-icons:crested-helmet": ["gladiator helmet", "greek helmet", "corinthian helmet", "trojan helmet"],
  "noto:baby-angel": ["cherub", "putto", "cupid", "baby angel", "cherubim"],
  "game-icons:mummy-head": ["mummy", "egyptian mummy"],
  "game-icons:coliseum": ["colosseum", "roman colosseum"],
  "game-icons:broom": ["broomstick", "witch's broom", "witch broom"],
  "game-icons:bird-cage": ["birdcage", "cage", "gold cage", "golden cage"],
  "game-icons:pine-tree": [
    "fir",
    "fir tree",
    "spruce",
    "evergreen",
    "evergreen tree",
    // Conifers drawn as the evergreen they are, never the round-crowned tree nor the stand-in (i36-beasts).
    "cypress",
    "cypress tree",
    "redwood",
    "redwood tree",
    "sequoia",
    "sequoia tree",
    "cedar",
    "cedar tree",
    "hemlock tree",
    "larch",
  ],
  "game-icons:boat-propeller": ["propeller", "ship's propeller", "ship propeller"],
  "game-icons:stone-throne": ["throne"],
  // Truer near drawings for what WordNet reads as their plain class (issue 36): a pigeon is a dove
  // (one family), a bust a stone bust (not the event), a morning glory or honeysuckle a flowering vine.
  "game-icons:dove": ["pigeon", "rock dove", "rock pigeon", "wood pigeon"],
  // Poe's raven sits on "the bust of Pallas": a helmeted plaster bust, as the stone bust is drawn.
  "game-icons:stone-bust": [
    "bust",
    "marble bust",
    "stone bust",
    "greek bust",
    "roman bust",
    "plaster bust",
    "bust of pallas",
    "pallas bust",
  ],
  "game-icons:vine-flower": ["morning glory", "honeysuckle", "flowering vine", "clematis", "wisteria vine"],
  "game-icons:sea-serpent": ["leviathan"],
  "game-icons:pirate-hat": ["tricorn", "tricorn hat", "tricorne", "tricorne hat", "three-cornered hat", "cocked hat"],
  // Things people ink that the atlas draws but no name reached (issue 36, helper i36-things).
  "noto:nest-with-eggs": ["nest", "bird nest", "bird's nest", "birds nest", "nest with eggs"],
  // A pier, not the platform WordNet reaches for "pier"; an owl's or a hawk's prey is the mouse it hunts.
  "game-icons:wooden-pier": ["pier", "dock", "jetty", "wharf", "boardwalk", "landing stage"],
  "game-icons:mouse": ["prey", "field mouse", "fieldmouse"],
  "game-icons:wine-glass": ["glass of wine", "wineglass", "glass of red wine", "wine"],
  "game-icons:wine-bottle": ["bottle of wine", "bottle of red wine"],
  // Common nouns a new user types alone that fell back to the mandala (issue 36, 2026-11-29). Not a
  // bare "mask", "lamp", "plate", "fork" or "stream": the last word of "a death mask", "a lava lamp",
  // "a license plate", "a tuning fork", "a stream of light" would draw the wrong thing.
  "noto:bowl-with-spoon": ["bowl", "alms bowl", "medicine bowl", "begging bowl"],
  "game-icons:river": ["creek", "brook"],
  "game-icons:wood-stick": ["twig"],
  "game-icons:plant-seed": ["seed", "sprouting seed"],
  "noto:sheaf-of-rice": ["rice", "rice plant", "ear of rice"],
  "game-icons:beer-stein": ["beer", "beer mug", "mug of beer", "pint of beer", "pint"],
  "noto:glass-of-milk": ["milk", "glass of milk"],
  "game-icons:cheese-wedge": ["cheese"],
  "game-icons:chocolate-bar": ["chocolate", "bar of chocolate"],
  "game-icons:knife-fork": ["knife and fork"],
  "noto:fork-and-knife-with-plate": ["dinner plate"],
  "game-icons:teapot": ["kettle", "tea kettle"],
  "game-icons:magic-lamp": ["oil lamp", "genie lamp", "magic lamp", "aladdin's lamp", "aladdin lamp"],
  "game-icons:billed-cap": ["cap", "baseball cap", "trucker cap"],
  "game-icons:carnival-mask": ["masquerade mask", "venetian mask"],
  "game-icons:converse-shoe": ["sneaker", "sneakers", "converse", "high tops", "chucks"],
  "noto:beach-with-umbrella": ["beach"],
  "game-icons:mountain-cave": ["cave"],
  "noto:llama": ["alpaca"],
  "noto:crocodile": ["alligator", "gator"],
  "game-icons:dinosaur-rex": ["dinosaur", "dino"],
  "game-icons:dinosaur-bones": ["dinosaur skeleton", "dinosaur fossil", "dinosaur bones"],
  "game-icons:nurse-female": ["nurse"],
  "game-icons:chess-knight": [
    "chess knight",
    "chess piece knight",
    "knight chess piece",
    "knight piece",
    "chess horse",
  ],
  "game-icons:diamond-ring": ["wedding ring", "diamond ring", "engagement ring", "wedding band"],
  "game-icons:plague-doctor-profile": ["plague doctor mask", "plague mask"],
  "game-icons:street-light": ["lamp post", "lamppost", "street lamp", "streetlight", "street light"],
  "noto:folding-hand-fan": ["fan", "hand fan", "folding fan", "paper fan", "japanese fan", "geisha fan", "sensu"],
  "game-icons:cardboard-box": ["box", "cardboard box", "carton"],
  "game-icons:crossed-bones": ["crossbones", "cross bones", "crossed bones"],
  "game-icons:burning-skull": ["flaming skull", "burning skull", "skull on fire", "fire skull", "skull in flames"],
  "game-icons:lightning-storm": ["storm", "thunderstorm", "thunder storm", "lightning storm", "electrical storm"],
  "game-icons:vortex": ["whirlpool", "maelstrom", "vortex"],
  "noto:goal-net": ["goalpost", "goalposts", "goal post", "goal posts", "soccer goal", "football goal"],
  "game-icons:open-treasure-chest": ["treasure", "hoard", "treasure hoard", "hoard of gold", "treasure chest"],
  "game-icons:shepherds-crook": [
    "staff",
    "crook",
    "shepherd's crook",
    "shepherds crook",
    "walking staff",
    "pilgrim staff",
  ],
  // The atlas's leporid: a hare is drawn as the long-eared silhouette it is.
  "game-icons:rabbit": ["hare", "jackrabbit", "jack rabbit"],
  "game-icons:bull": ["bull", "longhorn", "texas longhorn", "longhorn steer", "steer"],
  "game-icons:sasquatch": ["sasquatch", "bigfoot", "abominable snowman"],
  // Creatures of myth by their names (issue 36): Odin's two ravens are ravens.
  "game-icons:raven": ["hugin", "huginn", "munin", "muninn"],
  // Nekhbet is drawn as the vulture she is (Anubis, the atlas's jackal-headed god, by his own name).
  "game-icons:vulture": ["nekhbet", "vulture goddess"],
  // Worn things (issue 36, helper i36-objects): a feathered headdress is the war bonnet, worn on the head.
  "game-icons:war-bonnet": [
    "headdress",
    "feathered headdress",
    "feather headdress",
    "native headdress",
    "indian headdress",
    "warbonnet",
    "war bonnet",
  ],
  // A bow tied of ribbon (never the archer's bow, nor WordNet's knot).
  "game-icons:bow-tie-ribbon": ["ribbon bow", "hair bow", "bow ribbon", "satin bow", "velvet bow", "bow of ribbon"],
  // Other names of an animal or plant the atlas draws (issue 36, i36-beasts): honu is Hawaiian for
  // the green sea turtle; honey is drawn dripping from its comb; a dewdrop is a drop.
  "game-icons:sea-turtle": ["honu", "green sea turtle", "green turtle", "honu sea turtle"],
  "game-icons:dripping-honey": [
    "honey",
    "dripping honey",
    "honey dripping",
    "honeycomb with honey",
    "honeycomb with honey dripping",
    "honeycomb dripping honey",
    "honeycomb dripping with honey",
    "honey dripping honeycomb",
  ],
  "game-icons:honey-jar": ["jar of honey", "pot of honey"],
  "game-icons:walrus-head": ["walrus"],
  // The plant people ink is its split leaf.
  "game-icons:monstera-leaf": ["monstera", "monstera plant", "swiss cheese plant"],
  // "Human" describes the subject it comes before ("a human skull" is the skull), but a human heart is the organ.
  "noto:anatomical-heart": ["human heart", "anatomical heart"],
};

/**
 * Parts of an atlas motif's subject that its drawing shows: named after it ("saturn with its rings",
 * "a dreamcatcher with feathers", "a ram skull with horns") they are the same subject, not another.
 */
export const PARTS = {
  "game-icons:ringed-planet": ["ring"],
  "game-icons:dream-catcher": ["feather", "bead"],
  "game-icons:mounted-knight": ["armour", "armor", "lance"],
  "game-icons:desert-skull": ["horn"],
  "game-icons:animal-skull": ["horn"],
  "game-icons:horned-skull": ["horn"],
  "game-icons:angel-outfit": ["halo", "wing"],
  "game-icons:dandelion-flower": ["seed"],
  "game-icons:heraldic-sun": ["face", "ray"],
  "game-icons:medusa-head": ["snake", "hair"],
  "game-icons:dna1": ["helix", "double helix", "strand"],
  // What the pirate captain wears (issue 36, i36-objects): "a pirate with an eye patch" is drawn as asked.
  "game-icons:pirate-captain": ["eye patch", "eyepatch", "patch", "hat", "tricorn"],
  // An open book shows its pages: "a raven on the pages of an open book" is on the book.
  "game-icons:open-book": ["page", "spine"],
  // A nest is woven of twigs and straw: "a nest of twigs" is the nest.
  "noto:nest-with-eggs": ["twig", "stick", "straw", "egg"],
  "game-icons:bonsai-tree": ["pot", "trunk", "branch"],
  "game-icons:padlock": ["keyhole", "shackle"],
  "game-icons:audio-cassette": ["tape", "reel", "reels"],
  "noto:camera": ["lens"],
  "game-icons:donut": ["sprinkles", "sprinkle", "icing", "frosting", "glaze"],
};

/** Icons whose fine cut lines draw what they are: the face of a sun with a face is its subject. */
export const ESSENTIAL_CUTS = new Set(["game-icons:heraldic-sun"]);

/** Words people use for a thing WordNet names otherwise ("labrador" is a region there): word -> WordNet lemma. */
export const WORD_ALIASES = {
  // The fish, never the angel named before it (issue 36).
  "angel fish": "angelfish",
  labrador: "labrador retriever",
  lab: "labrador retriever",
  "chocolate lab": "labrador retriever",
  "pit bull": "pit bull terrier",
  pitbull: "pit bull terrier",
  staffy: "staffordshire bullterrier",
  staffie: "staffordshire bullterrier",
  yorkie: "yorkshire terrier",
  frenchie: "french bulldog",
  corgi: "welsh corgi",
  sheltie: "shetland sheepdog",
  doberman: "doberman pinscher",
  rottie: "rottweiler",
  schnauzer: "miniature schnauzer",
  westie: "terrier",
  scottie: "scottish terrier",
  // WordNet's first snowdrop is the wood anemone; the snowdrop people ink is Galanthus, a white bell
  // no motif draws: the flower, as before the anemone was drawn (issue 36).
  snowdrop: "flower",
  // The white whale, not WordNet's first beluga, the sturgeon.
  beluga: "white whale",
};
