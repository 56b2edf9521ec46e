/**
 * The world's gods and symbols outside the Western set (issue 36) are drawn as themselves, in
 * wordings the yardstick's corpus does not hold: never a stand-in mandala, nor only what they hold.
 */
import { describe, expect, it } from "vitest";
import { lexiconReader } from "~/modules/flash-engine/reading.server";
import { readScene, subjectsNamed } from "~/modules/flash-engine/scene";
import { items, layout } from "./scene-helpers";

describe("the world's gods and symbols", () => {
  it.each([
    ["a ganpati", "ganesha"],
    ["the elephant god ganesh", "ganesha"],
    ["lord vinayaka", "ganesha"],
    ["mahadev", "shiva"],
    ["lord shiva meditating in the himalayas", "shiva"],
    ["the dancing shiva", "nataraja"],
    ["nataraj, lord of the dance", "nataraja"],
    ["a trishula", "trishul"],
    ["shiva's trident", "trishul"],
    ["a damru", "damaru"],
    ["the golden mask of king tut", "pharaoh"],
    ["an egyptian pharaoh", "pharaoh"],
    ["winged isis", "isis"],
    ["the goddess maat", "maat"],
  ])("%s: %s", (description, key) => {
    expect(subjectsNamed(description)).toContain(key);
  });

  it("draws Shiva dancing as Nataraja in his ring of fire", () => {
    expect(items(layout("lord shiva dancing"), "shiva dancing")).toHaveLength(1);
  });

  it("reads what Shiva and Ganesha hold and wear as their own, drawn in the figure", () => {
    expect(subjectsNamed("mahadev with his trident and the snake around his neck")).toEqual(["shiva"]);
    expect(subjectsNamed("ganapati holding his axe")).toEqual(["ganesha"]);
  });

  it("still draws a moon or a mouse named beside them", () => {
    expect(subjectsNamed("shiva under a full moon")).toContain("moon");
    const keys = readScene("ganesh riding a mouse", lexiconReader).subjects.map((s) => s.key);
    expect(keys).toEqual(expect.arrayContaining(["ganesha", "game-icons:mouse"]));
  });
});
