import { subjectsNamed } from "~/modules/flash-engine/scene";
import { seasonOf, type Hemisphere, type Season } from "./season";

/**
 * The embedded trending engine (no API key): topics read from this app's own recent
 * activity (which subjects and styles people describe and pick, which ideas they use)
 * and from the season. A pure function of its input, so the same data on the same day
 * gives the same topics.
 *
 * Privacy: descriptions are only counted, never quoted (topics feed the public home page),
 * and community styles and ideas count only once they are public (used 5 times).
 */
export interface TopicDraft {
  topic: string;
  reason: string;
  tattooIdeas: string[];
}

export interface UsageSnapshot {
  now: Date;
  hemisphere: Hemisphere;
  /** How many days of designs `designs` covers (the last week is compared with the one before). */
  windowDays: number;
  designs: ReadonlyArray<{ description: string; style: string; createdAt: Date }>;
  /** Community (user-suggested) styles that are public, with their usage counts. */
  communityStyles: ReadonlyArray<{ name: string; usageCount: number }>;
  /** Popular ideas that are public, with their usage counts. */
  ideas: ReadonlyArray<{ text: string; usageCount: number }>;
}

export const MIN_LOCAL_TOPICS = 5;
export const MAX_LOCAL_TOPICS = 6;
const IDEAS_PER_TOPIC = 4;
/** Fewer uses than this is noise, not a trend. */
const MIN_SUBJECT_DESIGNS = 2;
const MIN_STYLE_DESIGNS = 3;
const MIN_IDEA_USES = 3;

/** How each subject the flash engine recognises reads in a topic and in an idea. */
const SUBJECTS: Record<string, { label: string; phrase: string }> = {
  rose: { label: "Roses", phrase: "a rose" },
  peony: { label: "Peonies", phrase: "a peony" },
  lotus: { label: "Lotus flowers", phrase: "a lotus" },
  "cherry blossom": { label: "Cherry blossoms", phrase: "a cherry blossom branch" },
  skull: { label: "Skulls", phrase: "a skull" },
  snake: { label: "Snakes", phrase: "a coiled snake" },
  dagger: { label: "Daggers", phrase: "a dagger" },
  heart: { label: "Sacred hearts", phrase: "a sacred heart" },
  swallow: { label: "Swallows and songbirds", phrase: "a swallow" },
  eagle: { label: "Eagles", phrase: "an eagle" },
  wolf: { label: "Wolves", phrase: "a wolf" },
  fox: { label: "Foxes", phrase: "a fox" },
  owl: { label: "Owls", phrase: "an owl" },
  cat: { label: "Cats and big cats", phrase: "a black cat" },
  koi: { label: "Koi", phrase: "a koi fish" },
  dragon: { label: "Dragons", phrase: "a dragon" },
  phoenix: { label: "Phoenixes", phrase: "a phoenix" },
  butterfly: { label: "Butterflies", phrase: "a butterfly" },
  moth: { label: "Moths", phrase: "a moth" },
  bee: { label: "Bees", phrase: "a bee" },
  "spider web": { label: "Spider webs", phrase: "a spider web" },
  anchor: { label: "Anchors", phrase: "an anchor" },
  ship: { label: "Ships", phrase: "a ship in full sail" },
  compass: { label: "Compasses", phrase: "a compass" },
  lighthouse: { label: "Lighthouses", phrase: "a lighthouse" },
  moon: { label: "Moons", phrase: "a crescent moon" },
  sun: { label: "Suns", phrase: "a sun with a face" },
  stars: { label: "Stars and constellations", phrase: "a constellation" },
  mountain: { label: "Mountains", phrase: "a mountain range" },
  wave: { label: "Waves", phrase: "a great wave" },
  tree: { label: "Trees", phrase: "a pine tree" },
  feather: { label: "Feathers", phrase: "a feather" },
  eye: { label: "All-seeing eyes", phrase: "an all-seeing eye" },
  hand: { label: "Hands", phrase: "a pair of hands" },
  key: { label: "Antique keys", phrase: "an antique key" },
  hourglass: { label: "Hourglasses", phrase: "an hourglass" },
  crown: { label: "Crowns", phrase: "a crown" },
  diamond: { label: "Diamonds and gems", phrase: "a diamond" },
  candle: { label: "Candles", phrase: "a candle" },
  mushroom: { label: "Mushrooms", phrase: "a mushroom" },
  mandala: { label: "Mandalas", phrase: "a mandala" },
  "celtic knot": { label: "Celtic knots", phrase: "a Celtic knot" },
  arrow: { label: "Arrows", phrase: "an arrow" },
  leaf: { label: "Leaves and vines", phrase: "a fern leaf" },
};

/** What goes with a subject in an idea; ones naming the subject itself are skipped. */
const COMPANIONS = [
  "wrapped in thorny vines",
  "under a crescent moon",
  "framed by wildflowers",
  "with a ribbon banner",
  "crowned with stars",
  "with sun rays behind it",
  "inside a geometric frame",
  "among falling cherry blossoms",
  "over rolling waves",
  "with smoke curling around it",
  "set in a diamond frame",
  "beside a burning candle",
];

const EVERGREEN_SUBJECTS = ["rose", "snake", "swallow", "moon", "dagger", "wolf", "koi", "moth"];

const SEASONAL: Record<Season, { topic: string; why: string; tattooIdeas: string[] }> = {
  winter: {
    topic: "Winter botanicals",
    why: "evergreens, frost and long-night imagery are what people ask for now",
    tattooIdeas: [
      "A pine sprig dusted with snowflakes",
      "A robin on a holly branch with red berries",
      "A wolf howling at a winter moon",
      "A candle flame wrapped in mistletoe",
    ],
  },
  spring: {
    topic: "Spring florals",
    why: "blossoms, returning birds and bees are the season's requests",
    tattooIdeas: [
      "A cherry blossom branch with two swallows",
      "A peony in full bloom with a bee",
      "A hummingbird drinking from a foxglove",
      "A bunch of wildflowers tied with a ribbon",
    ],
  },
  summer: {
    topic: "Summer ocean flash",
    why: "sun, sea and travel motifs fill the books before holidays",
    tattooIdeas: [
      "A great wave rolling under a setting sun",
      "A koi fish leaping through water lilies",
      "A ship in full sail with a compass rose",
      "A lighthouse beam over a stormy sea",
    ],
  },
  autumn: {
    topic: "Autumn leaves and harvest moons",
    why: "falling leaves, mushrooms and moody moons are the season's favourites",
    tattooIdeas: [
      "A fox curled up in falling oak leaves",
      "A cluster of mushrooms under a harvest moon",
      "A raven on a bare branch",
      "An acorn and maple leaf wreath",
    ],
  },
};

/** Occasions people plan tattoos around, by UTC month (0 = January). */
const OCCASIONS: Partial<Record<number, TopicDraft>> = {
  0: {
    topic: "Fresh starts",
    reason: "The new year brings requests for symbols of rebirth and new beginnings.",
    tattooIdeas: [
      "A phoenix rising from the flames",
      "A lotus opening on still water",
      "A sun rising over a mountain range",
      "A butterfly breaking out of its cocoon",
    ],
  },
  1: {
    topic: "Valentine's sacred hearts",
    reason: "Valentine's Day makes February the month of matching and love tattoos.",
    tattooIdeas: [
      "A sacred heart crowned with flames",
      "Two swallows carrying a ribbon between them",
      "A heart pierced by a dagger with a banner",
      "A rose and a padlock with a little key",
    ],
  },
  2: {
    topic: "Celtic knotwork",
    reason: "St Patrick's Day in March brings Celtic designs back into the spotlight.",
    tattooIdeas: [
      "A trinity knot inside a circle",
      "A Celtic knot shaped like a shamrock",
      "A Celtic cross with interlaced knotwork",
      "A knotwork band for the forearm",
    ],
  },
  9: {
    topic: "Halloween flash",
    reason: "October is spooky season: studios run Halloween flash days all month.",
    tattooIdeas: [
      "A black cat arching under a full moon",
      "A skull with a candle melting on top",
      "A moth with a skull on its back",
      "A spider web hanging from a crescent moon",
    ],
  },
  11: {
    topic: "Solstice and midnight skies",
    reason: "December's solstice and year-end nights turn requests toward moons and stars.",
    tattooIdeas: [
      "A crescent moon cradling a star",
      "An owl under a sky full of constellations",
      "A candle lantern in the snow",
      "A sun and moon sharing one face",
    ],
  },
};

const EVERGREEN: TopicDraft[] = [
  {
    topic: "Fine-line botanicals",
    reason: "Delicate single-needle flowers stay one of the most requested looks year-round.",
    tattooIdeas: [
      "A single-line wildflower stem",
      "A sprig of lavender in fine line",
      "A small bouquet of daisies and ferns",
      "An olive branch wrapping the wrist",
    ],
  },
  {
    topic: "Traditional flash revival",
    reason: "Bold, classic flash is back on studio walls, with walk-in flash days everywhere.",
    tattooIdeas: [
      'A swallow with a banner reading "Home"',
      "A panther head with bared teeth",
      "A dagger through a rose",
      "An anchor wrapped in rope",
    ],
  },
  {
    topic: "Celestial linework",
    reason: "Moons, stars and planets remain a favourite for small, meaningful pieces.",
    tattooIdeas: [
      "Moon phases in a line along the spine",
      "A constellation of your star sign",
      "A sun and crescent moon side by side",
      "Saturn with its rings in dotwork",
    ],
  },
  {
    topic: "Ornamental mandalas",
    reason: "Symmetric ornamental work keeps growing for shoulders, elbows and backs.",
    tattooIdeas: [
      "A mandala with a lotus centre",
      "A geometric mandala on the elbow",
      "A half mandala framing a crescent moon",
      "A dotwork medallion with fine filigree",
    ],
  },
];

export function localTrendingTopics(snapshot: UsageSnapshot): TopicDraft[] {
  const topics: TopicDraft[] = [];
  const week = weekOfYear(snapshot.now);
  const designs = snapshot.designs;
  const total = designs.length;
  const days = snapshot.windowDays;
  const lastWeekStart = snapshot.now.getTime() - 7 * 24 * 3600_000;

  // What people describe: subjects counted once per design, this week against the one before.
  const subjectStats = new Map<string, { count: number; thisWeek: number; styles: Map<string, number> }>();
  const styleCounts = new Map<string, number>();
  for (const design of designs) {
    styleCounts.set(design.style, (styleCounts.get(design.style) ?? 0) + 1);
    for (const subject of subjectsNamed(design.description)) {
      if (!SUBJECTS[subject]) continue;
      const stats = subjectStats.get(subject) ?? { count: 0, thisWeek: 0, styles: new Map() };
      stats.count++;
      if (design.createdAt.getTime() >= lastWeekStart) stats.thisWeek++;
      stats.styles.set(design.style, (stats.styles.get(design.style) ?? 0) + 1);
      subjectStats.set(subject, stats);
    }
  }
  const topSubjects = rank(subjectStats, (stats) => stats.count).filter(
    ([, stats]) => stats.count >= MIN_SUBJECT_DESIGNS,
  );
  const topStyles = rank(styleCounts, (count) => count);

  for (const [rankIndex, [subject, stats]] of topSubjects.slice(0, 2).entries()) {
    const { label, phrase } = SUBJECTS[subject];
    const [style] = rank(stats.styles, (count) => count)[0];
    const lastWeek = stats.count - stats.thisWeek;
    const rising = stats.thisWeek > lastWeek;
    topics.push({
      topic: rising ? `${label} on the rise` : label,
      reason:
        `${label} appear in ${stats.count} of the ${total} designs made on Inkwell in the last ${days} days` +
        (rising ? ` (${stats.thisWeek} this week, up from ${lastWeek} the week before)` : "") +
        `, most often in ${style}.`,
      tattooIdeas: ideasFor(phrase, subject, week * 3 + rankIndex * 4, (companion, index) =>
        index === 0 ? `${phrase} ${companion}, in ${style}` : `${phrase} ${companion}`,
      ),
    });
  }

  const [leadingStyle, styleCount] = topStyles[0] ?? [];
  if (leadingStyle && styleCount >= MIN_STYLE_DESIGNS) {
    const subjects = [...topSubjects.map(([subject]) => subject), ...EVERGREEN_SUBJECTS];
    const picked = [...new Set(subjects)].slice(0, IDEAS_PER_TOPIC);
    topics.push({
      topic: `${leadingStyle} takes the lead`,
      reason: `${leadingStyle} was chosen for ${styleCount} of the ${total} designs made on Inkwell in the last ${days} days, more than any other style.`,
      tattooIdeas: picked.map((subject, index) =>
        capitalize(`${SUBJECTS[subject].phrase} ${companionFor(subject, week + index)}, in ${leadingStyle}`),
      ),
    });
  }

  const idea = [...snapshot.ideas]
    .filter((entry) => entry.usageCount >= MIN_IDEA_USES)
    .sort((a, b) => b.usageCount - a.usageCount || a.text.localeCompare(b.text))[0];
  if (idea) {
    const ideaSubject = subjectsNamed(idea.text)[0] ?? "";
    topics.push({
      topic: idea.text,
      reason: `Picked ${idea.usageCount} times from Inkwell's Popular ideas row, more than any other idea.`,
      tattooIdeas: ideasFor(idea.text, ideaSubject, week * 3 + 2, (companion) => `${idea.text} ${companion}`),
    });
  }

  const community = [...snapshot.communityStyles].sort(
    (a, b) => b.usageCount - a.usageCount || a.name.localeCompare(b.name),
  )[0];
  if (community) {
    topics.push({
      topic: `${community.name}, a community style`,
      reason: `Suggested by an Inkwell member and used ${community.usageCount} times: the most used community style.`,
      tattooIdeas: EVERGREEN_SUBJECTS.slice(week % 4, (week % 4) + IDEAS_PER_TOPIC).map((subject) =>
        capitalize(`${SUBJECTS[subject].phrase} in the ${community.name} style`),
      ),
    });
  }

  const occasion = OCCASIONS[snapshot.now.getUTCMonth()];
  if (occasion) topics.push(occasion);

  const season = seasonOf(snapshot.now, snapshot.hemisphere);
  const seasonal = SEASONAL[season];
  topics.push({
    topic: seasonal.topic,
    reason: `It is ${season} in the ${snapshot.hemisphere} hemisphere: ${seasonal.why}.`,
    tattooIdeas: seasonal.tattooIdeas,
  });

  // Little activity yet: studio favourites, a different one first each week.
  for (let i = 0; topics.length < MIN_LOCAL_TOPICS && i < EVERGREEN.length; i++) {
    topics.push(EVERGREEN[(week + i) % EVERGREEN.length]);
  }

  const seen = new Set<string>();
  return topics
    .filter((topic) => {
      const key = topic.topic.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_LOCAL_TOPICS);
}

/** IDEAS_PER_TOPIC ideas from consecutive companions, starting at `offset` (varies by week and topic). */
function ideasFor(
  phrase: string,
  subject: string,
  offset: number,
  write: (companion: string, index: number) => string,
): string[] {
  const companions = COMPANIONS.filter((companion) => !mentions(companion, subject, phrase));
  return Array.from({ length: IDEAS_PER_TOPIC }, (_, index) =>
    capitalize(write(companions[(offset + index) % companions.length], index)),
  );
}

function companionFor(subject: string, seed: number): string {
  const companions = COMPANIONS.filter((companion) => !mentions(companion, subject, SUBJECTS[subject]?.phrase ?? ""));
  return companions[seed % companions.length];
}

/** "under a crescent moon" does not go with a moon; "among falling cherry blossoms" not with a cherry blossom. */
function mentions(companion: string, subject: string, phrase: string): boolean {
  const names = [
    subject,
    ...phrase
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word.length > 3),
  ];
  return names.some((name) => name && companion.includes(name));
}

/** Entries by score, highest first, ties by name: the same data always ranks the same. */
function rank<V>(map: Map<string, V>, score: (value: V) => number): Array<[string, V]> {
  return [...map.entries()].sort((a, b) => score(b[1]) - score(a[1]) || a[0].localeCompare(b[0]));
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Weeks since the start of the UTC year: what rotates from one week to the next. */
function weekOfYear(date: Date): number {
  const start = Date.UTC(date.getUTCFullYear(), 0, 1);
  return Math.floor((date.getTime() - start) / (7 * 24 * 3600_000));
}
