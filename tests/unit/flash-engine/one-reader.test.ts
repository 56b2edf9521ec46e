/**
 * One reader (issue 36): a description and Customize's instructions pick subjects out of text the
 * same way, so the same words draw the same subjects in both, with the server's lexicon and with
 * the hand-drawn names alone.
 */
import { describe, expect, it } from "vitest";
import { resolveDesignSpec } from "~/modules/flash-engine/design-spec";
import { HAND_MOTIF_ENTRIES } from "~/modules/flash-engine/motifs/registry";
import { lexiconReader } from "~/modules/flash-engine/reading.server";
import type { SubjectReader } from "~/modules/flash-engine/scene";
import type { FlashArtRequest } from "~/modules/flash-engine/types";

const request = (description: string, instructions?: string): FlashArtRequest => ({
  description,
  style: "Traditional",
  size: "Medium (10-20 cm)",
  complexity: "Detailed",
  seed: 1,
  resolution: 512,
  ...(instructions ? { customization: { mode: "custom", instructions } } : {}),
});

/** Every name of every hand-drawn subject, the words for other things, and names only the atlas knows. */
const PHRASES = [
  ...HAND_MOTIF_ENTRIES.flatMap(([, motif]) => [...motif.words, ...(motif.notDrawnAs ?? [])]),
  ...["raven", "dog", "hummingbird", "katana", "sperm whale", "dreamcatcher", "hot air balloon", "sparrow", "hawk"],
];

function sameSubjects(reader: SubjectReader | undefined) {
  const differ: string[] = [];
  let read = 0;
  for (const phrase of PHRASES) {
    const described = resolveDesignSpec(request(`a ${phrase}`), reader);
    // Only what the words name: a mood word's subject ("time": an hourglass) is a fallback.
    if (described.scene.subjects.length === 0) continue;
    read++;
    const added = resolveDesignSpec(request("an anchor", `add a ${phrase}`), reader).subjects;
    const expected = ["anchor", ...described.subjects.filter((s) => s !== "anchor")].slice(0, 3);
    if (JSON.stringify(added) !== JSON.stringify(expected))
      differ.push(`${phrase}: described ${described.subjects.join(", ")}; customized ${added.join(", ")}`);
  }
  return { differ, read };
}

describe("one reader for descriptions and Customize's instructions", () => {
  it("reads the same words as the same subjects in both, with the lexicon", { timeout: 60_000 }, () => {
    const { differ, read } = sameSubjects(lexiconReader);
    expect(differ).toEqual([]);
    expect(read).toBeGreaterThan(400);
  });

  it("reads the same words as the same subjects in both, with the hand-drawn names alone", { timeout: 60_000 }, () => {
    const { differ, read } = sameSubjects(undefined);
    expect(differ).toEqual([]);
    expect(read).toBeGreaterThan(380);
  });

  it("never adds a subject for Customize's own words (a theme, a modification, an element to scatter)", () => {
    const spec = resolveDesignSpec(
      request("a rose", "make it rainbow colours and earthy, add some rays and a medallion frame, more space"),
      lexiconReader,
    );
    expect(spec.subjects).toEqual(["rose"]);
    expect(spec.forcedBackgrounds).toEqual(["frame", "rays"]);
    // A direction that names a subject adds it too, as before: flowers scattered and a flower.
    expect(resolveDesignSpec(request("a skull", "add flowers"), lexiconReader)).toMatchObject({
      subjects: ["skull", "flower"],
      forced: ["flower", "flower"],
    });
  });

  it("draws a sparrow as a sparrow whichever text names it, never as the swallow", () => {
    const described = resolveDesignSpec(request("a sparrow"), lexiconReader).subjects;
    expect(described).toHaveLength(1);
    expect(described[0]).not.toBe("swallow");
    expect(resolveDesignSpec(request("a rose", "add a sparrow"), lexiconReader).subjects).toEqual([
      "rose",
      ...described,
    ]);
  });
});
