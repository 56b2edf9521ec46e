/**
 * The engine's yardstick (tests/fixtures/tattoo-requests.json): real tattoo requests, labelled with
 * the subjects that must be drawn and how they must relate. Read here as the engine reads them, for
 * the coverage script (scripts/engine-coverage.ts) and the tests that guard against drawing a
 * different subject in place of the one asked for. The first set (issue 24) has no `source`; the
 * requests issue 36 added from public pages carry the page's address.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { atlasEntry } from "~/modules/flash-engine/atlas/atlas.server";
import type { SettingBackground } from "~/modules/flash-engine/backgrounds";
import { resolveDesignSpec } from "~/modules/flash-engine/design-spec";
import { drawsBanner } from "~/modules/flash-engine/layout/lettering-set";
import { readSubjects } from "~/modules/flash-engine/lexicon/lexicon.server";
import { motifName } from "~/modules/flash-engine/motifs/index";
import { handMotif } from "~/modules/flash-engine/motifs/registry";
import { lexiconReader } from "~/modules/flash-engine/reading.server";
import { motifSubjects } from "~/modules/flash-engine/scene";
import "~/modules/flash-engine/stylise/atlas-motifs.server";
import { drawsLabel, labelPlain } from "./tattoo-labels";
import { readRelations, subjectName, type LabelledRelation, type OwnPart, type SceneReading } from "./tattoo-relations";

export interface TattooRequest {
  text: string;
  category: string;
  /** The address of the public page the request was read from (issue 36's requests). */
  source?: string;
  /** The subjects that must be drawn; "a|b" accepts either name, "kind~plain" names a kind's plain class. */
  draw?: string[];
  /** How the subjects must relate, in the scene reading's words. */
  relations?: LabelledRelation[];
}

export const CORPUS_PATH = path.resolve(import.meta.dirname, "../../fixtures/tattoo-requests.json");

export function tattooRequests(): TattooRequest[] {
  return (JSON.parse(readFileSync(CORPUS_PATH, "utf8")) as { requests: TattooRequest[] }).requests;
}

/** The first set (issue 24), compiled from memory: the requests without a source page. */
export const inFirstSet = (request: TattooRequest) => !request.source;

export interface Reading {
  /** The names of the subjects drawn, main subject first. */
  drawn: string[];
  /** The banner the description names, by its word ("ribbon"), when the design draws it (its lettering's). */
  banner?: string[];
  /**
   * The parts of drawn hand-drawn subjects the description names, which their drawing always shows
   * (Christ's halo, a jar's lid): shown, though no subject of their own.
   */
  parts?: string[];
  /** The same, each with the drawn subject whose drawing shows it. */
  ownParts?: OwnPart[];
  /** The settings the scene is drawn in, by what they show ("water" for a lake's ripples). */
  settings?: string[];
  /** Their motif keys, in the same order. */
  keys: string[];
  /** Nothing was named: the ornamental default (a mandala) was drawn. */
  fallback: boolean;
  /** Words naming things the design is drawn without. */
  drawnWithout: string[];
  /** Drawn subjects the lexicon reached through WordNet, as the nearest thing the word names IS ("falcon": bird). */
  general: string[];
  /** How the subjects were read to relate and which relations the drawing acts out. */
  scene: SceneReading;
}

/** What each setting background shows, by the name a label gives it. */
const SETTING_NAMES: Record<SettingBackground, string> = {
  horizon: "horizon",
  clouds: "clouds",
  wisps: "smoke",
  "rising-wisps": "smoke",
  ground: "ground",
  snow: "snow",
  rain: "rain",
  waves: "sea",
  ripples: "water",
  "dot-rings": "dots",
};

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
  const named = (key: string) => subjectName(spec.scene.subjects.find((s) => s.key === key) ?? { key });
  // A banner the description names is drawn when the lettering (or a blank one) is set on it.
  const banner = spec.scene.subjects.find((s) => s.key === "banner");
  const drawnBanner = banner && drawsBanner(spec) ? [subjectName(banner)] : [];
  const scene = readRelations(spec);
  // A scene laid out by its relations draws every subject it names, a fifth too (the classic layout
  // draws the spec's four).
  const keys =
    scene.layout === "scene"
      ? [...spec.subjects, ...motifSubjects(spec.scene).filter((k, i, all) => all.indexOf(k) === i)].filter(
          (k, i, all) => all.indexOf(k) === i,
        )
      : spec.subjects;
  const ownParts = namedParts(text, keys);
  return {
    drawn: keys.map(named),
    banner: drawnBanner,
    parts: ownParts.map((p) => p.part),
    ownParts,
    settings: (spec.scene.settings ?? []).map((kind) => SETTING_NAMES[kind]),
    keys,
    fallback: spec.fallback,
    drawnWithout: spec.drawnWithout,
    general: keys.filter((key) => viaWordNet.includes(key)).map(named),
    scene,
  };
}

/**
 * The parts (`parts` in the registry, or the atlas's curated parts) and the worn things (`wears`:
 * Shiva's crescent moon) of the drawn subjects that a text names, each with its owner's name.
 */
function namedParts(text: string, keys: readonly string[]): OwnPart[] {
  const words = ` ${text.toLowerCase().replace(/[^a-z' ]+/g, " ")} `;
  return keys
    .flatMap((key) =>
      [
        ...(handMotif(key)?.parts ?? atlasEntry(key)?.parts ?? []),
        ...(handMotif(key)?.wears ?? []).map((worn) => motifName(worn)),
      ].map((part) => ({ owner: motifName(key), part })),
    )
    .filter(({ part }) => words.includes(` ${part} `) || words.includes(` ${part}s `));
}

export interface Verdict {
  /** Labels none of the drawn subjects is. */
  missing: string[];
  /** Drawn subjects that are none of the labels: something else drawn in place of what was asked. */
  substituted: string[];
  /** Drawn subjects that are none of the labels but what the asked thing is, more generally (WordNet). */
  generalised: string[];
  /** Drawn subjects that are the plain class of a kind asked for and not drawn (a skull for a sugar skull). */
  plain: string[];
}

export function judge(
  request: TattooRequest,
  reading: Pick<Reading, "drawn" | "fallback" | "general" | "banner" | "parts" | "settings">,
): Verdict {
  const labels = request.draw ?? [];
  const drawn = reading.fallback ? [] : reading.drawn;
  // A banner asked for and drawn, a part a drawn subject shows or the setting it is drawn in is no subject
  // drawn in place of another.
  const shown = [
    ...drawn,
    ...(reading.banner ?? []),
    ...(drawn.length ? [...(reading.parts ?? []), ...(reading.settings ?? [])] : []),
  ];
  const missing = labels.filter((label) => !shown.some((d) => drawsLabel(d, label)));
  const asked = (d: string) => labels.some((label) => drawsLabel(d, label));
  const plainOf = (d: string) =>
    missing.some((label) => labelPlain(label) !== undefined && drawsLabel(d, labelPlain(label)));
  const others = drawn.filter((d) => !asked(d));
  return {
    missing,
    substituted: others.filter((d) => !plainOf(d) && !reading.general.includes(d)),
    generalised: others.filter((d) => !plainOf(d) && reading.general.includes(d)),
    plain: others.filter(plainOf),
  };
}
