/**
 * The yardstick as a guard (tests/fixtures/tattoo-requests.json): no labelled request is drawn as
 * another subject, and the share drawn with nothing left out does not fall back. The full report
 * is `npm run engine:coverage`.
 */
import { describe, expect, it } from "vitest";
import { resolveDesignSpec } from "~/modules/flash-engine/design-spec";
import { findMotif } from "~/modules/flash-engine/motifs/index";
import { lexiconReader } from "~/modules/flash-engine/reading.server";
import { judge, readRequest, tattooRequests } from "./tattoo-requests";

const requests = tattooRequests();

describe("the tattoo requests yardstick", () => {
  it("has at least 300 requests, 100 of them labelled with what must be drawn", () => {
    expect(requests.length).toBeGreaterThanOrEqual(300);
    expect(requests.filter((r) => r.draw).length).toBeGreaterThanOrEqual(100);
  });

  it("never draws a labelled animal or creature as another one", { timeout: 60_000 }, () => {
    const crossed = requests
      .filter((r) => r.draw)
      .flatMap((r) => {
        const spec = resolveDesignSpec(
          {
            description: r.text,
            style: "Traditional",
            size: "Medium",
            complexity: "Detailed",
            seed: 1,
            resolution: 512,
          },
          lexiconReader,
        );
        const creatures = new Set(
          spec.subjects
            .filter((key) => findMotif(key)?.category === "creature")
            .map((key) => findMotif(key)?.credit?.name ?? key),
        );
        return judge(r, readRequest(r.text))
          .substituted.filter((name) => creatures.has(name))
          .map((name) => `${r.text}: ${name}`);
      });
    expect(crossed).toEqual([]);
  });

  it("never draws a labelled request as a different subject", { timeout: 60_000 }, () => {
    const substituted = requests
      .filter((r) => r.draw)
      .flatMap((r) => judge(r, readRequest(r.text)).substituted.map((name) => `${r.text}: ${name}`));
    expect(substituted).toEqual([]);
  });

  it("draws at least 95% of the requests with nothing left out", { timeout: 60_000 }, () => {
    const complete = requests.filter((r) => {
      const reading = readRequest(r.text);
      return !reading.fallback && reading.drawnWithout.length === 0;
    });
    expect(complete.length / requests.length).toBeGreaterThanOrEqual(0.95);
  });
});
