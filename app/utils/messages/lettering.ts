import { LETTERING_LINE_MAX, LETTERING_LINES_MAX } from "~/modules/flash-engine/lettering/lettering-choice";

/** The lettering studio (issue 37): what it says about the words, the spelling and their legibility. */
export const letteringMessages = {
  heading: "Lettering",
  textLabel: "Words to ink",
  textHint: `Blank: the words you quote in the description. One line per line, up to ${LETTERING_LINES_MAX} lines of ${LETTERING_LINE_MAX} characters.`,
  fontLegend: "Font",
  styleFont: "As the style sets it",
  layoutLegend: "Layout",
  roman: "Write dates and numbers in Roman numerals",
  only: "Only the lettering (no other design)",
  confirmHeading: "Check the spelling",
  confirmIntro: "These exact characters will be inked:",
  translationNote:
    "A translation is yours to check with a native speaker: Inkwell inks the characters exactly as shown and does not translate.",
  confirmButton: "Spelling is right: generate",
  confirmRequired: "Check the spelling of your lettering below, then generate: it is inked exactly as shown.",
  changedSinceConfirmed: "The lettering changed since you checked it. Check the spelling again, then generate.",
  tooManyLines: `Lettering has at most ${LETTERING_LINES_MAX} lines.`,
  lineTooLong: `Each line of lettering has at most ${LETTERING_LINE_MAX} characters.`,
  invalidCharacters: "Lettering cannot contain control characters.",
  unknownFont: "Choose a font from the list.",
  noSuchFont: "No such font in the lettering library.",
  unknownLayout: "Choose a layout from the list.",
  noFont: (characters: string) =>
    `No font in the library can ink ${characters}. Remove ${characters.length > 1 ? "them" : "it"} or write the words another way.`,
  noLettering: "There is no lettering to ink: type the words, or quote them in the description.",
  /** A description that asks for words without giving them, and nothing else to draw. */
  wordsNotGiven: (what: string) =>
    `Which ${what}? Put the exact words in quotes in the description (for example "Maria" or "12.05.2019 in Roman numerals"), or type them under Lettering.`,
  previewFailed: "The lettering preview could not be drawn. You can still generate.",
  proofFailed: "The lettering could not be checked.",
} as const;
