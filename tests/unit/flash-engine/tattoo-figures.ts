/**
 * The yardstick's figures over a set of requests (tests/fixtures/tattoo-requests.json), computed in
 * one place for the coverage script (scripts/engine-coverage.ts) and the tests that hold them.
 */
import { judgeRelations, type RelationVerdict } from "./tattoo-relations";
import { judge, readRequest, type Reading, type TattooRequest, type Verdict } from "./tattoo-requests";

export interface Row {
  request: TattooRequest;
  reading: Reading;
  verdict: Verdict;
  /** The labelled relations drawn and not (none when the request has no `relations`). */
  relations: RelationVerdict;
}

export function readRows(requests: TattooRequest[]): Row[] {
  return requests.map((request) => {
    const reading = readRequest(request.text);
    return {
      request,
      reading,
      verdict: judge(request, reading),
      relations: judgeRelations(request.relations ?? [], reading.scene, reading),
    };
  });
}

export interface Figures {
  requests: Row[];
  /** Drawn with nothing left out: no word the design is drawn without, no fallback. */
  complete: Row[];
  leftOut: Row[];
  fallbacks: Row[];
  /** Fell back to the mandala although the request names a thing (said to be drawn without). */
  mandalaForAThing: Row[];
  labelled: Row[];
  substituted: Row[];
  missing: Row[];
  generalised: Row[];
  plain: Row[];
  /** Labelled with relations, and of those, the ones with every relation drawn as asked. */
  related: Row[];
  relatedAsAsked: Row[];
  relationsAsked: number;
  relationsDrawn: number;
  /** Drawn by the scene layout though no word named it. */
  added: Row[];
}

export function figures(rows: Row[]): Figures {
  const labelled = rows.filter((r) => r.request.draw);
  const related = rows.filter((r) => r.request.relations?.length);
  const fallbacks = rows.filter((r) => r.reading.fallback);
  return {
    requests: rows,
    complete: rows.filter((r) => !r.reading.fallback && r.reading.drawnWithout.length === 0),
    leftOut: rows.filter((r) => !r.reading.fallback && r.reading.drawnWithout.length > 0),
    fallbacks,
    mandalaForAThing: fallbacks.filter((r) => r.reading.drawnWithout.length > 0),
    labelled,
    substituted: labelled.filter((r) => r.verdict.substituted.length > 0),
    missing: labelled.filter((r) => r.verdict.missing.length > 0),
    generalised: labelled.filter((r) => r.verdict.generalised.length > 0),
    plain: labelled.filter((r) => r.verdict.plain.length > 0),
    related,
    relatedAsAsked: related.filter((r) => r.relations.notDrawn.length === 0),
    relationsAsked: related.reduce((n, r) => n + (r.request.relations?.length ?? 0), 0),
    relationsDrawn: related.reduce((n, r) => n + r.relations.drawn.length, 0),
    added: rows.filter((r) => r.reading.scene.added.length > 0),
  };
}

/** The share drawn with nothing left out. */
export const completeShare = (f: Figures) => f.complete.length / Math.max(1, f.requests.length);

/** The share of the requests labelled with relations that have every relation drawn as asked. */
export const relationShare = (f: Figures) => f.relatedAsAsked.length / Math.max(1, f.related.length);
