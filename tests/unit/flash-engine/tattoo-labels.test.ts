/**
 * How the yardstick judges a reading against its labels (issue 36): a kind's plain class drawn in
 * its place, and relations acted out, shown by a subject's own drawing, or only read.
 */
import { describe, expect, it } from "vitest";
import { judgeRelations, type SceneReading } from "./tattoo-relations";
import { judge } from "./tattoo-requests";

const reading = (drawn: string[], general: string[] = []) => ({ drawn, fallback: false, general });

describe("the yardstick's labels", () => {
  it("reports a kind drawn as its plain class, not as a different subject", () => {
    const verdict = judge(
      { text: "a sugar skull with beads", category: "skulls", draw: ["sugar skull~skull", "bead"] },
      reading(["skull", "prayer beads"]),
    );
    expect(verdict).toEqual({ missing: ["sugar skull~skull"], substituted: [], generalised: [], plain: ["skull"] });
  });

  it("accepts the kind itself and reports anything else as a different subject", () => {
    const request = { text: "a hamsa", category: "symbols", draw: ["hamsa~hand"] };
    expect(judge(request, reading(["hamsa"])).missing).toEqual([]);
    expect(judge(request, reading(["manta ray"])).substituted).toEqual(["manta ray"]);
  });

  it("keeps a label without a plain class as it was: a different subject is substituted", () => {
    const verdict = judge({ text: "a fox", category: "animals", draw: ["fox"] }, reading(["wolf"]));
    expect(verdict).toEqual({ missing: ["fox"], substituted: ["wolf"], generalised: [], plain: [] });
  });

  it("counts a relation drawn only when the drawing acts it out between the labelled subjects", () => {
    const scene: SceneReading = {
      read: [
        { subject: "cat", relation: "on", object: "moon" },
        { subject: "flower", relation: "around", object: "moon" },
      ],
      acted: [{ subject: "cat", relation: "on", object: "moon" }],
      layout: "scene",
      added: [],
    };
    const verdict = judgeRelations(
      [
        { subject: "cat", relation: "on", object: "moon" },
        { subject: "flower|rose", relation: "around", object: "moon" },
        { subject: "bird", relation: "above", object: "moon" },
      ],
      scene,
    );
    expect(verdict.drawn).toEqual([{ subject: "cat", relation: "on", object: "moon" }]);
    expect(verdict.notDrawn).toEqual([
      { label: { subject: "flower|rose", relation: "around", object: "moon" }, read: scene.read[1] },
      { label: { subject: "bird", relation: "above", object: "moon" }, read: undefined },
    ]);
  });

  it("counts a relation a subject's own drawing shows: its part in its place, a setting at its foot, two things as one", () => {
    const classic: SceneReading = { read: [], acted: [], layout: "classic", added: [] };
    const halo = { subject: "halo", relation: "behind", object: "jesus|christ" } as const;
    const puddle = { subject: "rabbit", relation: "inside", object: "puddle|water" } as const;
    const sunrise = { subject: "sun|sunrise", relation: "above", object: "mountain" } as const;
    const shown = {
      drawn: ["rabbit", "jesus", "sunrise over mountains"],
      ownParts: [{ owner: "jesus", part: "halo" }],
      settings: ["water"],
    };
    expect(judgeRelations([halo, puddle, sunrise], classic, shown).drawn).toEqual([halo, puddle, sunrise]);
    // Without the part, the setting or the one drawing that shows both, none is drawn.
    expect(judgeRelations([halo, puddle, sunrise], classic, { drawn: ["rabbit", "jesus", "sun"] }).drawn).toEqual([]);
    // A setting is the main subject's, no other's; a part its owner's.
    expect(
      judgeRelations(
        [
          { subject: "jesus", relation: "inside", object: "water" },
          { subject: "rabbit", relation: "wearing", object: "halo" },
        ],
        classic,
        shown,
      ).drawn,
    ).toEqual([]);
  });
});
