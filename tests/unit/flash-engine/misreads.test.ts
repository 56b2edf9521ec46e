/**
 * Words the lexicon read as the wrong thing (issue 36), each fixed by kind and tested here in
 * wordings the corpus does not hold: an animal's part or an unborn one is no creature ("monster" is
 * no malformed fetus, a trunk no snout, a bag no udder), a rank only describes ("royal", "imperial"),
 * a person's name is no asteroid, river or constellation, and the nearest true drawing is chosen
 * where WordNet's plain class is farther (a pigeon is a dove, a bust a stone bust).
 */
import { describe, expect, it } from "vitest";
import { resolveDesignSpec } from "~/modules/flash-engine/design-spec";
import { lexiconReader } from "~/modules/flash-engine/reading.server";
import { readRequest } from "./tattoo-requests";

const drawn = (text: string) => readRequest(text).drawn;

describe("words read as what people mean by them", () => {
  it.each([
    ["a ship attacked by a sea monster", ["ship", "octopus"]],
    ["a monster", ["fish monster"]],
    ["a leviathan", ["sea serpent"]],
    ["a wolf wearing a royal crown", ["wolf", "crown"]],
    ["an imperial eagle", ["eagle"]],
    ["a wolf howling under orion's belt", ["wolf", "stars"]],
    ["a marble bust of a woman", ["stone bust", "woman"]],
    ["an oak with a gnarled trunk", ["tree"]],
    ["two pigeons", ["dove"]],
    ["violets and a bee", ["violet", "bee"]],
    ["a bee on honeysuckle", ["bee", "vine flower"]],
    ["a crop of wheat", ["wheat"]],
  ])("%s draws %j", (text, subjects) => {
    expect(drawn(text)).toEqual(subjects);
  });

  it.each(["a skull with a monster", "a monster under the bed"])("never draws a fetus for %s", (text) => {
    expect(drawn(text)).not.toContain("fetus");
  });

  it.each([
    ["a sleeping bag", "udder"],
    ["a rose for charles", "river"],
    ["victoria in script", "waterfall"],
    ["perseus", "stars"],
  ])("%s never draws a %s", (text, wrong) => {
    expect(drawn(text)).not.toContain(wrong);
  });

  it("keeps the creature a common word names first (a seal, a bat, a royal stag)", () => {
    expect(drawn("a seal and a bat")).toEqual(["seal", "bat"]);
    expect(drawn("a royal stag")).toEqual(["stag"]);
  });
});

describe("light's rays around a thing, never the fish", () => {
  const spec = (description: string) =>
    resolveDesignSpec(
      { description, style: "Traditional", size: "Medium (10-20 cm)", complexity: "Simple", seed: 1, resolution: 512 },
      lexiconReader,
    );

  it.each([
    ["a cross with rays of light", ["cross"]],
    ["an eye with light rays", ["eye"]],
    ["a lotus surrounded by golden rays", ["lotus"]],
    ["a skull with beams of light behind it", ["skull"]],
  ])("%s draws %j with the rays behind it", (text, subjects) => {
    expect(drawn(text)).toEqual(subjects);
    expect(spec(text).forcedBackgrounds).toContain("rays");
    expect(spec(text).drawnWithout).toEqual([]);
  });

  it.each([
    ["a manta ray", ["manta ray"]],
    ["a sting ray and a turtle", ["manta ray", "turtle"]],
    ["a turtle and two manta rays", ["turtle", "manta ray"]],
    ["rays", ["manta ray"]],
  ])("%s is the fish", (text, subjects) => {
    expect(drawn(text)).toEqual(subjects);
    expect(spec(text).forcedBackgrounds).not.toContain("rays");
  });
});

describe("a crown or garland of flowers is the flower crown", () => {
  it.each([
    ["a skull wearing a garland of marigolds", ["skull", "flower crown"]],
    ["a deer with a crown of wild poppies", ["stag", "flower crown"]],
    ["a crown of roses", ["rose crown"]],
    ["a crown of thorns", ["crown of thorns"]],
    ["a lion with a crown of gold", ["lion", "crown"]],
    ["a wreath of pine trees", ["wreath", "pine tree"]],
  ])("%s draws %j", (text, subjects) => {
    expect(drawn(text)).toEqual(subjects);
  });
});

describe("water held is a drop of it, water around a thing stays the water", () => {
  it.each([
    ["a crow holding water in its beak", "drop"],
    ["a woman with water in her hands", "drop"],
    ["a koi in the water", "wave"],
    ["a whale rising from the water", "wave"],
  ])("%s draws the %s", (text, water) => {
    expect(drawn(text)).toContain(water);
    expect(drawn(text)).not.toContain(water === "drop" ? "wave" : "drop");
  });
});
