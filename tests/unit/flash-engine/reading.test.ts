import { describe, expect, it } from "vitest";
import { readSceneFully } from "~/modules/flash-engine/reading.server";
import { describeScene } from "~/modules/flash-engine/scene";

const keys = (description: string) => readSceneFully(description).subjects.map((s) => s.key);

describe("the full reading (the lexicon on the scene)", () => {
  it("keeps hand-drawn subjects, their relations, counts and poses", () => {
    const scene = readSceneFully("two wolves howling at the moon");
    expect(scene.subjects.map((s) => [s.key, s.count, s.pose])).toEqual([
      ["wolf", 2, "howling"],
      ["moon", 1, undefined],
    ]);
    expect(scene.relations.map((r) => r.kind)).toEqual(["toward"]);
  });

  it("draws what the hand-drawn library lacks from the atlas, by name, alias or many-word name", () => {
    expect(keys("a raven on a skull")).toEqual(["game-icons:raven", "skull"]);
    expect(keys("my dog's paw print")).toEqual(["game-icons:paw-print"]);
    expect(keys("a grim reaper with a scythe")).toEqual(["game-icons:grim-reaper", "game-icons:scythe"]);
  });

  it("reads the people and holy figures of the flash tradition as their portrait heads (issue 36)", () => {
    expect(keys("the virgin of guadalupe with roses")).toEqual(["virgin mary", "rose"]);
    expect(keys("virgen de guadalupe")).toEqual(["virgin mary"]);
    expect(keys("the virgin mary")).toEqual(["virgin mary"]);
    expect(keys("jesus with a crown of thorns")[0]).toBe("jesus");
    expect(keys("st jude")).toEqual(["saint"]);
    expect(keys("san judas")).toEqual(["saint"]);
    expect(keys("buddha's face")).toEqual(["buddha head"]);
    expect(keys("a buddha meditating")).toEqual(["buddha"]);
    expect(keys("king neptune")).toEqual(["poseidon"]);
    expect(keys("zeus holding a lightning bolt")[0]).toBe("zeus");
    expect(keys("a cowboy riding into the sunset")[0]).toBe("cowboy");
    expect(keys("palm trees and a hula girl")).toContain("hula girl");
    expect(keys("a sailor girl")).toEqual(["sailor girl"]);
    // A cowboy's hat and boots are things of their own, and the sailor jerry style is no sailor.
    expect(keys("a cowboy hat and a lasso")).not.toContain("cowboy");
    expect(keys("a sailor jerry swallow")).toEqual(["swallow"]);
    expect(keys("a traditional lady head with a rose")).toEqual(["woman", "rose"]);
    expect(keys("a geisha with cherry blossoms")).toEqual(["geisha", "cherry blossom"]);
    // Buddha eyes are the stupa's painted eyes, not the Buddha's head.
    expect(keys("a hot air balloon with buddha eyes")).not.toContain("buddha head");
  });

  it("reads a noun before another as its kind, and a subject's form as the subject", () => {
    expect(keys("a viking ship")).toEqual(["ship"]);
    expect(keys("a bull skull")).toEqual(["game-icons:desert-skull"]);
    expect(keys("a lone wolf")).toEqual(["wolf"]);
    expect(keys("a tiger face")).toEqual(["tiger"]);
    expect(keys("a stag with roses in its antlers")).toEqual(["stag", "rose"]);
  });

  it("draws a thing no drawing shows as such as the atlas's kind of it", () => {
    expect(keys("an apple")).toEqual(["game-icons:shiny-apple"]);
    expect(keys("a planet")).toEqual(["game-icons:ringed-planet"]);
  });

  it("says what it draws without: things nothing draws, words it does not know, icons without a silhouette", () => {
    expect(readSceneFully("a durga on a hill with a wolf").drawnWithout).toEqual(["durga"]);
    expect(readSceneFully("a didgeridoo").drawnWithout).toEqual(["didgeridoo"]);
    expect(readSceneFully("a photocopier").drawnWithout).toEqual(["photocopier"]);
    expect(readSceneFully("a koi swimming upstream on my left forearm").drawnWithout).toEqual([]);
  });

  it("spells atlas subjects out for the image model in words", () => {
    expect(describeScene(readSceneFully("two ravens on a skull"))).toBe("two ravens sitting on top of a skull");
  });
});
