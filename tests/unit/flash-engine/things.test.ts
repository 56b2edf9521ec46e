/**
 * Animals and things nothing drew, or drew as their plain class (issue 36): the foo dog, the snow
 * globe and the pearl are hand-drawn subjects; the atlas's nest, fan, box, storm, whirlpool and the
 * rest are reached by the names people type. Every wording here is unlike the yardstick's requests.
 */
import { describe, expect, it } from "vitest";
import { midX, midY, width } from "~/modules/flash-engine/layout/scene-items";
import { item, layout } from "./scene-helpers";
import { readRequest } from "./tattoo-requests";

describe("a thing drawn as itself", () => {
  it.each([
    ["a pair of komainu at a shrine gate", "foo dog"],
    ["a temple lion guarding the door", "foo dog"],
    ["an okinawan shisa", "foo dog"],
    ["fu dogs in neo traditional style", "foo dog"],
    ["a snowglobe on a windowsill", "snow globe"],
    ["one black pearl", "pearl"],
    ["a tsuru in flight", "crane"],
    ["a silk cocoon on a twig", "chrysalis"],
    ["a moth pupa", "chrysalis"],
    ["three japanese cranes over a wave", "crane"],
    ["a sparrow sitting on its nest", "noto:nest-with-eggs"],
    ["a hand-painted folding fan", "noto:folding-hand-fan"],
    ["a kitten in a cardboard box", "game-icons:cardboard-box"],
    ["a sloop caught in a thunderstorm", "game-icons:lightning-storm"],
    ["a maelstrom swallowing a boat", "game-icons:vortex"],
    ["crossed bones behind a heart", "game-icons:crossed-bones"],
    ["a skull in flames", "game-icons:burning-skull"],
    ["a soccer goal and a ball", "noto:goal-net"],
    ["a pirate's treasure", "game-icons:open-treasure-chest"],
    ["a shepherd's crook", "game-icons:shepherds-crook"],
    ["a jackrabbit running", "game-icons:rabbit"],
    ["manhattan at night", "game-icons:modern-city"],
    ["a texas longhorn", "game-icons:bull"],
    ["the abominable snowman", "game-icons:sasquatch"],
    ["my scottie", "game-icons:sitting-dog"],
  ])("%s: %s", (description, key) => {
    const reading = readRequest(description);
    expect(reading.fallback).toBe(false);
    expect(reading.keys).toContain(key);
  });

  it("draws a paper crane as origami and a crane as the bird, never the plain bird", () => {
    expect(readRequest("an origami crane on my wrist").keys).toEqual(["game-icons:paper-crane"]);
    expect(readRequest("a whooping crane").keys).not.toContain("noto:bird");
  });

  it("never draws a foo dog as a plain dog or lion", () => {
    for (const description of ["a shishi lion", "a chinese guardian lion", "a fu lion with a peony"]) {
      const keys = readRequest(description).keys;
      expect(keys, description).toContain("foo dog");
      expect(keys, description).not.toContain("lion");
      expect(keys, description).not.toContain("game-icons:sitting-dog");
    }
  });
});

describe("a new thing where its request puts it", () => {
  it("puts a ball or jewel under a foo dog's paw small, at its forepaw, in front", () => {
    const scene = layout("a guardian lion with a gem under its paw");
    const beast = item(scene, "foo dog");
    const gem = item(scene, "diamond");
    expect(gem.layer).toBe("front");
    expect(width(gem.box)).toBeLessThan(width(beast.box) * 0.35);
    expect(midX(gem.box)).toBeLessThan(midX(beast.box));
    expect(midY(gem.box)).toBeGreaterThan(beast.box.minY + (beast.box.maxY - beast.box.minY) * 0.7);
  });

  it("puts what a snow globe holds inside its glass", () => {
    const scene = layout("a snowglobe with a deer inside");
    const globe = item(scene, "snow globe");
    const deer = item(scene, "stag");
    expect(deer.box.minX).toBeGreaterThan(globe.box.minX);
    expect(deer.box.maxX).toBeLessThan(globe.box.maxX);
    expect(deer.box.maxY).toBeLessThan(globe.box.maxY);
  });
});
