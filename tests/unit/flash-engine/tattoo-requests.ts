/**
 * The engine's yardstick (tests/fixtures/tattoo-requests.json): real tattoo requests, some
 * labelled with the subjects that must be drawn. Read here as the engine reads them, for the
 * coverage script (scripts/engine-coverage.ts) and the tests that guard against drawing a
 * different subject in place of the one asked for.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { resolveDesignSpec } from "~/modules/flash-engine/design-spec";
import { readSubjects } from "~/modules/flash-engine/lexicon/lexicon.server";
import { motifName } from "~/modules/flash-engine/motifs/index";
import { lexiconReader } from "~/modules/flash-engine/reading.server";
import "~/modules/flash-engine/stylise/atlas-motifs.server";
import { singular } from "~/modules/flash-engine/subjects";

export interface TattooRequest {
  text: string;
  category: string;
  /** The subjects that must be drawn; "a|b" accepts either name. */
  draw?: string[];
}

export const CORPUS_PATH = path.resolve(import.meta.dirname, "../../fixtures/tattoo-requests.json");

export function tattooRequests(): TattooRequest[] {
  return (JSON.parse(readFileSync(CORPUS_PATH, "utf8")) as { requests: TattooRequest[] }).requests;
}

export interface Reading {
  /** The names of the subjects drawn, main subject first. */
  drawn: string[];
  /** Nothing was named: the ornamental default (a mandala) was drawn. */
  fallback: boolean;
  /** Words naming things the design is drawn without. */
  drawnWithout: string[];
  /** Drawn subjects the lexicon reached through WordNet, as the nearest thing the word names IS ("falcon": bird). */
  general: string[];
}

/** A request read as the embedded engine reads it. */
export function readRequest(text: string): Reading {
  const spec = resolveDesignSpec(
    {
      description: text,
      style: "Traditional",
      size: "Medium (10-20 cm)",
      complexity: "Detailed",
      seed: 1,
      resolution: 512,
    },
    lexiconReader,
  );
  const viaWordNet = readSubjects(text)
    .subjects.filter((s) => s.via === "wordnet")
    .map((s) => (s.subject.kind === "atlas" ? s.subject.id : s.subject.key));
  return {
    drawn: spec.subjects.map(motifName),
    fallback: spec.fallback,
    drawnWithout: spec.drawnWithout,
    general: spec.subjects.filter((key) => viaWordNet.includes(key)).map(motifName),
  };
}

const nameWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean)
    .map(singular);

/**
 * A drawn subject is the labelled one when the label's words appear together in its name ("dog" in
 * "sitting dog"), written as one word or two ("dreamcatcher" is the "dream catcher").
 */
export function drawsLabel(drawn: string, label: string): boolean {
  const have = nameWords(drawn);
  return label.split("|").some((alternative) => {
    const want = nameWords(alternative);
    const joined = want.join("");
    return have.some(
      (_, i) =>
        want.every((w, k) => have[i + k] === w) || have.some((__, j) => have.slice(i, j + 1).join("") === joined),
    );
  });
}

export interface Verdict {
  /** Labels none of the drawn subjects is. */
  missing: string[];
  /** Drawn subjects that are none of the labels: something else drawn in place of what was asked. */
  substituted: string[];
  /** Drawn subjects that are none of the labels but what the asked thing is, more generally (WordNet). */
  generalised: string[];
}

export function judge(request: TattooRequest, reading: Reading): Verdict {
  const labels = request.draw ?? [];
  const drawn = reading.fallback ? [] : reading.drawn;
  return {
    missing: labels.filter((label) => !drawn.some((d) => drawsLabel(d, label))),
    substituted: drawn.filter((d) => !labels.some((label) => drawsLabel(d, label)) && !reading.general.includes(d)),
    generalised: drawn.filter((d) => !labels.some((label) => drawsLabel(d, label)) && reading.general.includes(d)),
  };
}
