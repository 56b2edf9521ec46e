/**
 * Choosing the atlas's motifs: every icon that draws a subject, grouped by the concept it draws,
 * one set's drawing kept per concept (the set that draws it best for flash), and the names each
 * motif answers to.
 */
import { classify, skipReason } from "./classify.mjs";
import { NOT_NAMES, PREFER } from "./curation.mjs";
import { creditOf } from "./sets.mjs";

/**
 * How names are keyed: lower case, words separated by one space, no apostrophes ("hot-air balloon"
 * -> "hot air balloon", "ma'at" -> "maat"); the same as phraseKey in app/modules/flash-engine/lexicon/hand-names.ts.
 */
export const phraseKey = (name) =>
  name
    .toLowerCase()
    .replace(/'s\b/g, "")
    .replace(/\b'\b/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Every icon of every set that draws a subject and has a known author, with why others do not. */
export function candidates(wn, sets) {
  const kept = [];
  const skipped = {};
  for (const set of sets) {
    for (const icon of Object.keys(set.icons.icons)) {
      const reason = skipReason(set, icon) ?? (creditOf(set, icon) ? undefined : "author unknown");
      const subject = reason ? undefined : classify(wn, set, icon);
      const why = reason ?? (subject ? undefined : "names no thing");
      if (why) {
        (skipped[why] ??= []).push(`${set.prefix}:${icon}`);
        continue;
      }
      kept.push({ set, icon, id: `${set.prefix}:${icon}`, ...subject });
    }
  }
  return { kept, skipped };
}

/** "crossed chains" -> "crossed chain" when WordNet knows the last word only in the singular. */
function singularName(wn, name) {
  const words = name.split(" ");
  const last = words[words.length - 1];
  if (!last.endsWith("s") || wn.senses.has(last) || words.includes("of")) return undefined;
  for (const cut of [
    ["ies", "y"],
    ["es", ""],
    ["s", ""],
  ])
    if (last.endsWith(cut[0]) && wn.senses.has(last.slice(0, -cut[0].length) + cut[1]))
      return [...words.slice(0, -1), last.slice(0, -cut[0].length) + cut[1]].join(" ");
  return undefined;
}

/**
 * WordNet's other names for a motif's concept, where the concept is what the name usually means:
 * "cachalot" for the sperm whale, but not "bowl" for an arena (a bowl is first a dish).
 */
export function synonymsOf(wn, m) {
  return m.synsetWords.filter(
    (word) => (wn.senses.get(word.replace(/[\s-]+/g, "_")) ?? [])[0] === m.synset || word === m.phrase,
  );
}

/** Lower is better: the set's rank, then whole subjects before poses and portraits. */
function score(c) {
  return c.set.rank * 10 + (c.variant ? 5 : 0) + (c.kindOf ? 3 : 0) + (c.set.fallback ? 100 : 0);
}

/**
 * One drawing per concept: the preferred set's (PREFER names a better one where the contact sheet
 * showed it), and the other drawings of that same set with names of their own (a wolf's head, a
 * wolf howling); other sets' drawings of the concept are dropped.
 */
export function deduplicate(all) {
  const groups = new Map();
  for (const c of all) {
    const concept = c.kindOf ? `${c.synset}:${c.name}` : String(c.synset);
    groups.set(concept, [...(groups.get(concept) ?? []), c]);
  }
  const kept = [];
  for (const group of groups.values()) {
    const preferred = group.find((c) => PREFER[c.name] === c.id || PREFER[c.phrase] === c.id);
    const best = preferred ?? [...group].sort((a, b) => score(a) - score(b) || a.icon.length - b.icon.length)[0];
    for (const c of group)
      if (c === best || (c.set === best.set && c.name !== best.name)) kept.push({ ...c, canonical: c === best });
  }
  return kept;
}

/**
 * The names table: phrase -> motif. Level 0: a motif's own name and curated aliases; level 1: for
 * the drawing chosen for its concept, WordNet's synonyms of it; level 2: the general word of a kind
 * ("turtle" for "sea turtle", "wolf" for a wolf's head; never guessed from an unknown name). A
 * lower level always wins.
 */
export function namesTable(wn, motifs) {
  const best = new Map();
  const offer = (name, index, level) => {
    const phrase = phraseKey(name);
    if (NOT_NAMES.has(phrase)) return;
    const m = motifs[index];
    const rank = level * 1000 + score(m) + (PREFER[phrase] === m.id ? -500 : 0);
    const current = best.get(phrase);
    if (!current || rank < current.rank || (rank === current.rank && m.icon.length < motifs[current.index].icon.length))
      best.set(phrase, { index, rank });
  };
  motifs.forEach((m, index) => {
    offer(m.name, index, 0);
    // "chains", "lily pads": also by the singular the lexicon looks up.
    const singular = singularName(wn, m.name);
    if (singular) offer(singular, index, 1);
    for (const alias of m.curatedAliases) offer(alias, index, 0);
    if (m.canonical && !m.kindOf) for (const word of synonymsOf(wn, m)) offer(word, index, m.variant ? 2 : 1);
    if (m.generic) offer(m.generic, index, 2);
  });
  // A preferred drawing answers to its name whatever the levels say (a set's odd drawing of "crab").
  for (const [phrase, id] of Object.entries(PREFER)) {
    const index = motifs.findIndex((m) => m.id === id);
    if (index >= 0) best.set(phraseKey(phrase), { index, rank: -1 });
  }
  return Object.fromEntries(
    [...best.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([phrase, { index }]) => [phrase, index]),
  );
}
