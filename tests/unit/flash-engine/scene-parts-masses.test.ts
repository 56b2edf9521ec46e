/**
 * The long tail read and laid out by kind (issue 36): a thing put on, in or around part of another
 * ("a wolf with a moon on its back", "an eagle with a snake in its talons"), relations said by a verb
 * or by "with" ("riding", "wrapped in", "a lion with a crown"), "it" after a second subject, and a
 * place or a mass ("a forest of pines", "a flock of birds") drawn as many of its member.
 */
import { describe, expect, it } from "vitest";
import { describeScene, readScene } from "~/modules/flash-engine/scene";
import { layout } from "./scene-helpers";

const relations = (d: string) => {
  const scene = readScene(d);
  return scene.relations.map((r) => `${scene.subjects[r.from].key} ${r.kind} ${scene.subjects[r.to].key}`);
};

describe("a thing on, in or around part of another", () => {
  it.each([
    ["a wolf with a moon on its back", ["moon on wolf"]],
    ["a butterfly with roses on its wings", ["rose on butterfly"]],
    ["an eagle with a snake in its talons", ["eagle holding snake"]],
    ["an eagle clutching a snake in its talons", ["eagle holding snake"]],
    ["a skull with a rose in its teeth", ["skull holding rose"]],
    ["a fox with a key in its mouth", ["fox holding key"]],
    ["a wolf with a rose in its left paw", ["wolf holding rose"]],
    ["a skull with a snake through its eye sockets", ["snake through skull"]],
    ["a cat with a crown on its head", ["cat wearing crown"]],
    ["a lion with a diamond under its paw", ["diamond below lion"]],
    ["a stag with a moon above its head", ["moon above stag"]],
    ["a heart with a dagger in the middle", ["dagger inside heart"]],
    ["a compass with a skull in the centre", ["skull inside compass"]],
    ["a snake with a dagger around its neck", ["dagger around snake"]],
  ])("%s", (description, expected) => {
    expect(relations(description)).toEqual(expected);
  });

  it("takes the part's owner over a thing named between ('a skull with a crown and a dagger in its teeth')", () => {
    expect(relations("a skull with a crown and a dagger in its teeth")).toContain("skull holding dagger");
  });

  it("reads 'on the back of a turtle' as the turtle's back, and 'on the back of my neck' as where it goes", () => {
    expect(relations("a cat sitting on the back of a wolf")).toEqual(["cat on wolf"]);
    expect(readScene("a rose on the back of my neck").drawnWithout).toEqual([]);
    expect(relations("a rose on the back of my neck")).toEqual([]);
  });

  it("reads 'her shoulder' and 'his neck' after a subject as its parts, not where the tattoo goes, nor things", () => {
    expect(relations("an eagle with a snake around his neck")).toEqual(["snake around eagle"]);
    expect(readScene("an owl on her shoulder").drawnWithout).toEqual([]);
  });
});

describe("relations said by a verb or by what is worn", () => {
  it.each([
    ["a skull riding a horse", ["skull on horse"]],
    ["a tiger fighting a snake", ["tiger attacking snake"]],
    ["a snake strangling a skull", ["snake around skull"]],
    ["a fox eating a mushroom", ["fox holding mushroom"]],
    ["a skull decorated with roses", ["rose on skull"]],
    ["a heart wrapped in a snake", ["snake around heart"]],
    ["a moon against the sun", ["sun behind moon"]],
    ["a lion with a crown", ["lion wearing crown"]],
    ["a skull with a crown and roses", ["skull wearing crown"]],
    ["a heart with a crown", []],
  ])("%s", (description, expected) => {
    expect(relations(description)).toEqual(expected);
  });

  it("reads 'it' as the subject 'with' tied the others to", () => {
    expect(relations("a crescent moon with roses and a cat sitting on it")).toEqual(["cat on moon"]);
    expect(relations("a skull with roses growing out of it")).toEqual(["rose growing skull"]);
  });
});

describe("a place or a mass", () => {
  const subject = (d: string) => readScene(d).subjects.map((s) => `${s.key} ${s.count}${s.mass ? ` ${s.mass}` : ""}`);

  it.each([
    ["a forest of pine trees", ["tree 5 forest"]],
    ["a field of sunflowers", ["sunflower 5 field"]],
    ["a flock of swallows", ["swallow 5 flock"]],
    ["a bouquet of peonies", ["peony 5 bouquet"]],
    ["a bunch of roses", ["rose 5 bouquet"]],
    ["a fox in the forest", ["fox 1", "tree 5 forest"]],
    ["a tree", ["tree 1"]],
  ])("%s", (description, expected) => {
    expect(subject(description)).toEqual(expected);
  });

  it("draws nothing without for the mass word, and says the mass in the image model's words", () => {
    expect(readScene("a field of sunflowers").drawnWithout).toEqual([]);
    expect(describeScene(readScene("a flock of swallows"))).toBe("a flock of swallows");
  });

  it("lays a mass out as many of its member, never one", () => {
    for (const mass of ["a forest of trees", "a field of sunflowers", "a flock of swallows", "a bouquet of roses"]) {
      const laid = layout(mass);
      expect(laid.items.length, mass).toBe(5);
      const centres = new Set(
        laid.items.map((i) => `${Math.round(i.box.minX + i.box.maxX)},${Math.round(i.box.maxY)}`),
      );
      expect(centres.size, mass).toBe(5);
    }
  });

  it("stands a forest's trees on one ground line and puts a subject in the forest in front of them", () => {
    const forest = layout("a forest of trees");
    const grounds = forest.items.map((i) => i.box.maxY);
    expect(Math.max(...grounds) - Math.min(...grounds)).toBeLessThan(60);
    const fox = layout("a fox in the forest");
    const foxItem = fox.items.find((i) => i.key === "fox");
    expect(foxItem?.layer).toBe("front");
    expect(fox.items.filter((i) => i.key === "tree")).toHaveLength(5);
    expect(fox.relation).toBe("inside");
  });

  it("drifts a flock from large to small", () => {
    const widths = layout("a flock of swallows").items.map((i) => i.box.maxX - i.box.minX);
    expect([...widths].sort((a, b) => b - a)).toEqual(widths);
  });
});
