import { describe, expect, it } from "vitest";
import { planScene } from "~/modules/flash-engine/layout/scene-plan";
import { readScene } from "~/modules/flash-engine/scene";

const plan = (description: string) => planScene(readScene(description));
const leads = (description: string) => {
  const p = plan(description);
  if (!p) return "classic";
  if (p.framed) return `framed ${p.framed.kind}`;
  if (p.relation) return `${p.subjects[p.relation.from].key} ${p.relation.kind} ${p.subjects[p.relation.to].key}`;
  return `group ${p.subjects[p.counted >= 0 ? p.counted : p.posed].key}`;
};

describe("the scene plan: what leads the layout", () => {
  it.each([
    ["a rose and a dagger", "classic"],
    ["a heart pierced by an arrow", "heart pierced-by arrow"],
    ["a snake around a heart", "snake around heart"],
    ["a rose around a heart", "rose around heart"],
    ["a hand holding a rose", "hand holding rose"],
    ["a rose framed by a laurel wreath", "framed wreath"],
    ["a compass framed by a diamond", "framed diamond"],
    ["a wolf inside a circle", "framed circle"],
    ["two swallows", "group swallow"],
    ["a skull with roses", "classic"],
    ["the moon and two wolves", "group wolf"],
    ["a howling wolf", "group wolf howling"],
    ["a kraken and a ship", "octopus attacking ship"],
    ["an eagle perched", "eagle perched on leaf"],
  ])("%s: %s", (description, expected) => {
    expect(leads(description)).toBe(expected);
  });

  it("adds what the scene implies without changing what was read: a perched bird's branch", () => {
    const read = readScene("an owl perched");
    const p = plan("an owl perched");
    expect(read.subjects.map((s) => s.key)).toEqual(["owl"]);
    expect(p?.scene.subjects.map((s) => s.key)).toEqual(["owl", "leaf"]);
  });

  it("draws only subjects the library has, banners and motifs, never a frame word by itself", () => {
    const p = plan("a house on a hill with two swallows");
    expect(p?.subjects.map((s, i) => [s.key, p.drawable(i)])).toEqual([
      ["mountain", true],
      ["swallow", true],
    ]);
    const framed = plan("an eye framed by a wreath");
    expect(framed?.subjects.map((s, i) => [s.key, framed.drawable(i)])).toEqual([
      ["eye", true],
      ["frame", false],
    ]);
  });
});
