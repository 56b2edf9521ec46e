/**
 * The lettering of a description: quoted passages, words introduced as lettering ("that says Mom
 * and Dad", "with the name Anna", "in memory of Jack"), and dates; taken out (blanked) of the text
 * so their words are not read as subjects.
 */

/** Lettering introduced by words rather than quotes: up to the end of the clause. */
const LETTERING_INTRO =
  /\b(?:that|which)\s+(?:says|say|reads|read|spells)\s+|\b(?:saying|reading|spelling|inscribed|inscription|lettered)\s+(?:with\s+)?|\bwith\s+(?:the\s+)?(?:words?|names?|dates?|text|lettering|initials)\s+|\b(?:named|called|in memory of|in loving memory of|for my|for|dedicated to)\s+/gi;

function unquotedLettering(text: string): Array<{ text: string; start: number; end: number }> {
  const found: Array<{ text: string; start: number; end: number }> = [];
  for (const match of text.matchAll(LETTERING_INTRO)) {
    const start = (match.index ?? 0) + match[0].length;
    const rest = text.slice(start);
    const stop = rest.search(
      /[,;:!?(]|\.(?=\s|$)|\s+(?:in|with|on|under|above|below|behind|and a|and an|and the)\s+(?:a|an|the|its|his|her|their)\b/i,
    );
    let phrase = (stop < 0 ? rest : rest.slice(0, stop)).trim();
    if (!phrase || /^["“„«'‘]/.test(phrase)) continue;
    // "for my mom" is lettering only when it is a name.
    if (/for|named|called|dedicated/i.test(match[0]) && !/^[A-Z0-9]/.test(phrase)) continue;
    if (/^for\b/i.test(match[0]))
      phrase = phrase
        .split(/\s+/)
        .filter((w, k, all) => all.slice(0, k + 1).every((x) => /^[A-Z0-9]/.test(x)))
        .join(" ");
    phrase = phrase.split(/\s+/).slice(0, 6).join(" ");
    found.push({ text: phrase, start, end: start + phrase.length });
  }
  return found;
}

/** Dates written out (12.05.1990, 1990, 5/12/90) that are not already lettering. */
const DATE = /\b(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|1[89]\d\d|20\d\d)\b/g;

export interface Lettering {
  lettering: Array<{ text: string; at: number }>;
  /** The description with its lettering blanked (same length: positions still match). */
  plain: string;
}

export function takeLettering(text: string): Lettering {
  const lettering: Array<{ text: string; at: number }> = [];
  // Quoted passages are lettering; blank them so their words are not subjects.
  let plain = text;
  const blank = (start: number, end: number) => {
    plain = plain.slice(0, start) + " ".repeat(end - start) + plain.slice(end);
  };
  for (const match of text.matchAll(/["“„«]([^"“”«»„]{1,60})["”“»]/g)) {
    lettering.push({ text: match[1], at: match.index ?? 0 });
    blank(match.index ?? 0, (match.index ?? 0) + match[0].length);
  }
  for (const match of plain.matchAll(/(^|[^\w])['‘]([^'‘’"]{1,60}?)['’](?!\w)/g)) {
    const start = (match.index ?? 0) + match[1].length;
    lettering.push({ text: match[2], at: start });
    blank(start, (match.index ?? 0) + match[0].length);
  }
  for (const found of unquotedLettering(plain)) {
    lettering.push({ text: found.text, at: found.start });
    blank(found.start, found.end);
  }
  for (const match of plain.matchAll(DATE)) {
    lettering.push({ text: match[0], at: match.index ?? 0 });
    blank(match.index ?? 0, (match.index ?? 0) + match[0].length);
  }
  return { lettering, plain };
}

/**
 * What a description asks to have lettered without giving the words ("my kids' initials", "a date
 * in Roman numerals", "coordinates of where we met"): the thing to ask for ("initials", "date",
 * "words"), or undefined. Read on the text with its lettering taken out.
 */
const WORDS_ASKED: Array<[RegExp, string]> = [
  [/\bnames?\b/i, "name"],
  [/\binitials?\b/i, "initials"],
  [/\b(?:birth\s?dates?|birthdays?|dates?|anniversary)\b/i, "date"],
  [/\bcoordinates?\b/i, "coordinates"],
  [
    /\b(?:quotes?|quotations?|lyrics?|verses?|scriptures?|mottos?|phrases?|sayings?|words?|lettering|text|script|handwriting|signature)\b/i,
    "words",
  ],
];

export function wordsAskedFor(description: string): string | undefined {
  const { plain, lettering } = takeLettering(description);
  if (lettering.length > 0) return undefined;
  return WORDS_ASKED.find(([pattern]) => pattern.test(plain))?.[1];
}
