import { describe, expect, it } from "vitest";
import { describeScene, readScene } from "~/modules/flash-engine/scene";

const keys = (d: string) => readScene(d).subjects.map((s) => s.key);
const counts = (d: string) => Object.fromEntries(readScene(d).subjects.map((s) => [s.key, s.count]));
const poses = (d: string) =>
  Object.fromEntries(
    readScene(d)
      .subjects.filter((s) => s.pose)
      .map((s) => [s.key, s.pose]),
  );
const relations = (d: string) => {
  const scene = readScene(d);
  return scene.relations.map((r) => `${scene.subjects[r.from].key} ${r.kind} ${scene.subjects[r.to].key}`);
};

describe("scene reading: subjects, synonyms and plurals", () => {
  it.each([
    ["a wolf", ["wolf"]],
    ["wolves under the stars", ["wolf", "stars"]],
    ["a kitten and a crescent", ["cat", "moon"]],
    ["a serpent and a knife", ["snake", "dagger"]],
    ["sakura branch", ["cherry blossom"]],
    ["a lotus flower", ["lotus"]],
    ["a rose vine", ["rose"]],
    ["a sugar skull", ["skull"]],
    ["a stack of books", ["book"]],
    ["an old tome", ["book"]],
    ["a ribbon", ["banner"]],
    ["a laurel wreath", ["wreath"]],
    ["a wreath", ["wreath"]],
    ["a peace sign", ["peace sign"]],
    ["a semicolon", ["semicolon"]],
    ["an unalome", ["unalome"]],
    ["a nautical star", ["nautical star"]],
    ["three triangles", ["triangle"]],
    ["butterflies", ["butterfly"]],
    ["a bumblebee on a peony", ["bee", "peony"]],
    ["a songbird and a bird", ["swallow"]],
    ["a tiger and a lion", ["tiger", "lion"]],
    ["koi fish", ["koi"]],
    ["a spider web", ["spider web"]],
    ["a daisy and a sunflower", ["flower", "sunflower"]],
    ["wildflowers in a tea cup", ["flower", "teacup"]],
    ["an enchanted rose under a glass dome", ["rose", "bell jar"]],
  ])("%s", (description, expected) => {
    expect(keys(description)).toEqual(expected);
  });
});

describe("scene reading: counts", () => {
  it.each([
    ["two swallows", { swallow: 2 }],
    ["three koi", { koi: 3 }],
    ["a pair of swallows", { swallow: 2 }],
    ["a couple of roses", { rose: 2 }],
    ["twin dragons", { dragon: 2 }],
    ["3 stars", { stars: 3 }],
    ["swallows", { swallow: 2 }],
    ["a swallow", { swallow: 1 }],
    ["one rose", { rose: 1 }],
    ["four feathers", { feather: 4 }],
    ["two small swallows", { swallow: 2 }],
    ["a trio of bees", { bee: 3 }],
    ["an owl on a pile of books", { owl: 1, book: 3 }],
    ["five daggers", { dagger: 5 }],
    ["stars and a moon", { stars: 1, moon: 1 }],
    ["a lion's head", { lion: 1 }],
  ])("%s", (description, expected) => {
    expect(counts(description)).toEqual(expected);
  });
});

describe("scene reading: poses", () => {
  it.each([
    ["a wolf howling at the moon", { wolf: "howling" }],
    ["a howling wolf", { wolf: "howling" }],
    ["a lion roaring", { lion: "roaring" }],
    ["a roaring tiger", { tiger: "roaring" }],
    ["a sleeping cat", { cat: "sleeping" }],
    ["a fox curled up asleep", { fox: "sleeping" }],
    ["a swallow flying", { swallow: "flying" }],
    ["an eagle in flight", { eagle: "flying" }],
    ["a soaring eagle", { eagle: "flying" }],
    ["a coiled snake", { snake: "coiled" }],
    ["an owl perched on a branch", { owl: "perched" }],
    ["koi swimming", { koi: "swimming" }],
    ["a blooming rose", { rose: "blooming" }],
    ["a lotus in bloom", { lotus: "blooming" }],
    ["a rearing dragon", { dragon: "rearing" }],
    ["a rampant lion", { lion: "rearing" }],
    ["a lion rampant holding a sword", { lion: "rearing" }],
    ["a lion on its hind legs", { lion: "rearing" }],
    ["a tiger standing on its hind legs", { tiger: "rearing" }],
    ["the lion roars", { lion: "roaring" }],
    ["a snarling tigress", { tiger: "roaring" }],
    ["a songbird sitting on a branch", { swallow: "sitting" }],
    ["a cat sitting", { cat: "sitting" }],
    ["a wolf in profile", { wolf: "profile" }],
  ])("%s", (description, expected) => {
    expect(poses(description)).toEqual(expected);
  });
});

describe("scene reading: relations", () => {
  it.each([
    ["a cat sleeping on a crescent moon", ["cat on moon"]],
    ["an owl perched on a stack of books", ["owl on book"]],
    ["a bird on top of an anchor", ["swallow on anchor"]],
    ["a snake coiled around a dagger", ["snake around dagger"]],
    ["a snake wrapped around a skull", ["snake around skull"]],
    ["a vine around a heart", ["leaf around heart"]],
    ["a hand holding a rose", ["hand holding rose"]],
    ["a hand clutching a dagger", ["hand holding dagger"]],
    ["two swallows carrying a banner that says Mom and Dad", ["swallow carrying banner"]],
    ["an eagle carrying a snake", ["eagle carrying snake"]],
    ["a skull wearing a crown", ["skull wearing crown"]],
    ["a lion wearing a crown", ["lion wearing crown"]],
    ["a rose inside a lightbulb", ["rose inside light bulb"]],
    ["a moon inside a mason jar", ["moon inside jar"]],
    ["a ship inside a lighthouse", ["ship inside lighthouse"]],
    ["a moon behind a mountain", ["moon behind mountain"]],
    ["a mountain in front of the sun", ["sun behind mountain"]],
    ["stars above a wolf", ["stars above wolf"]],
    ["a wave below the moon", ["wave below moon"]],
    ["a dagger through a heart", ["dagger through heart"]],
    ["a heart pierced by an arrow", ["heart pierced-by arrow"]],
    ["a skull framed by roses", ["skull framed-by rose"]],
    ["an eye surrounded by a wreath", ["eye framed-by frame"]],
    ["a wolf howling at the moon", ["wolf toward moon"]],
    ["koi swimming in waves", ["koi inside wave"]],
    ["a rose and a dagger", []],
    ["a moon in a teacup", ["moon inside teacup"]],
    ["a rose in a bell jar", ["rose inside bell jar"]],
    ["a rose under a cloche", ["rose inside bell jar"]],
    ["a bee under a flower", ["bee below flower"]],
    ["roses growing out of a skull", ["rose growing skull"]],
    ["flowers blooming from a skull", ["flower growing skull"]],
    ["peonies bursting out of a heart", ["peony growing heart"]],
    ["a rose out of a teacup", ["rose growing teacup"]],
    ["a skull with flowers growing from it", ["flower growing skull"]],
    ["a dagger with a snake coiled around it", ["snake around dagger"]],
    ["a heart with a banner across it and roses", []],
    // Issue 36: read by kind, not by request.
    ["a skull with a snake through the eye", ["snake through skull"]],
    ["a snake weaving through the eye sockets of a skull", ["snake through skull"]],
    ["a hand piercing a heart with a dagger", ["dagger through heart", "hand holding dagger"]],
    ["koi swimming through the waves", ["koi inside wave"]],
    ["an hourglass with a skull inside", ["skull inside hourglass"]],
    ["a crescent moon with a cat sitting inside", ["cat inside moon"]],
    ["a skull with a rose in red", []],
    ["a snake coiled around a ship anchor", ["snake around anchor"]],
    ["two swallows with a banner between them", ["swallow carrying banner"]],
    ["the sun rising between two mountains", ["sun behind mountain"]],
    ["a celtic knot with a circle", ["celtic knot framed-by frame"]],
    ["a bee with a flower wreath", ["bee framed-by flower crown"]],
    ["a stag framed by a border of trees", ["stag framed-by tree"]],
    ["an owl with a key and a crown", ["owl wearing crown", "owl holding key"]],
    ["an eagle slaying a snake", ["eagle attacking snake"]],
    ["a bee taking pollen from a thistle", ["bee on thistle"]],
    ["swallows flying from a tree", ["swallow growing tree"]],
    ["a heart and a dagger on a book", ["heart on book", "dagger on book"]],
    ["a skull with roses and a snake on it", ["snake on skull"]],
  ])("%s", (description, expected) => {
    expect(relations(description)).toEqual(expected);
  });
});

describe("scene reading: lettering", () => {
  it.each([
    ['a rose with "Mom"', ["Mom"]],
    ["a rose with 'carpe diem'", ["carpe diem"]],
    ["a banner that says Mom and Dad", ["Mom and Dad"]],
    ["a banner reading Forever Young", ["Forever Young"]],
    ["a scroll with the words stay wild", ["stay wild"]],
    ["a heart with the name Anna", ["Anna"]],
    ["a lion with the date 12.05.1990", ["12.05.1990"]],
    ["a swallow, 1987", ["1987"]],
    ["a rose for Maria", ["Maria"]],
    ["a rose for my mother", []],
    ["a ribbon saying hope, and an anchor", ["hope"]],
    ["in memory of Jack Smith", ["Jack Smith"]],
    ["“liberté” on a banner", ["liberté"]],
    ["a skull that says 'memento mori'", ["memento mori"]],
    ["a rose", []],
  ])("%s", (description, expected) => {
    expect(readScene(description).lettering).toEqual(expected);
  });

  it("does not take lettering words as subjects", () => {
    expect(keys('a banner that says "wolf"')).toEqual(["banner"]);
    expect(keys("a ribbon reading rose garden")).toEqual(["banner"]);
  });
});

describe("scene reading: words drawn without", () => {
  it.each([
    ["a house on a hill", ["house"]],
    ["a wolf and a guitar", ["guitar"]],
    ["a cat wearing a hat", ["hat"]],
    ["a beautiful detailed rose", []],
    ["a traditional tattoo of a fierce tiger", []],
    ["a rocket and a planet", ["rocket", "planet"]],
    ["an elephant with a rose", ["elephant"]],
    ["a red rose with green leaves", []],
    ["two swallows carrying a banner that says Mom and Dad", []],
    ['a rose with "Grandma house"', []],
    ["a lion on its hind legs", []],
    ["a tiger lying down", []],
    // Only things: no preposition, adverb, adjective, idea, form or placement.
    ["a koi swimming upstream", []],
    ["my own rose among the stars", []],
    ["a bat flying across the moon", ["bat"]],
    ["a small heart on my left wrist", []],
    ["a dragon wrapped around my arm", []],
    ["a rose on the back of my neck", []],
    // Where it goes, said of the body in other ways: between, at the base of, on the eyelids.
    ["a lotus between my shoulder blades", []],
    ["a tiny star at the base of my throat", []],
    ["two small hearts on my eyelids", []],
    ["a feather behind both ears", []],
    ["a wolf head", []],
    ["a cat silhouette", []],
    ["a lion's face", []],
    ["an infinity symbol", ["infinity symbol"]],
    ["a didgeridoo", ["didgeridoo"]],
    ["a red poppy for remembrance", ["poppy"]],
    ["a durga", ["durga"]],
    ["a four leaf clover", ["clover"]],
    ["an olive and a lemon", ["olive", "lemon"]],
    ["a bird's nest in a forest", ["nest"]],
    ["a lobster and an otter", ["lobster", "otter"]],
    ["a rose for my kids, in memory of my grandmother", []],
    // A frame around nothing is not drawn; a banner with nothing to letter is drawn blank.
    ["a swallow with a banner", []],
    // Another bird is never the swallow (nor a sword the dagger): the hand-drawn names alone draw neither.
    ["a sparrow and a dove with a sword", ["sparrow", "dove", "sword"]],
    ["two wedding rings", ["wedding", "ring"]],
  ])("%s", (description, expected) => {
    expect(readScene(description).drawnWithout).toEqual(expected);
  });

  it("reads a mane as part of the animal it belongs to, not a lion of its own", () => {
    expect(readScene("a horse with a flowing mane")).toMatchObject({
      subjects: [{ key: "horse", count: 1 }],
      drawnWithout: [],
    });
    expect(readScene("a lion's mane")).toMatchObject({ subjects: [{ key: "lion", count: 1 }], drawnWithout: [] });
  });
});

describe("the scene spelled out for an image model", () => {
  it("states relations, counts and poses", () => {
    expect(describeScene(readScene("two swallows carrying a banner that says Mom and Dad"))).toBe(
      "two swallows carrying a banner",
    );
    expect(describeScene(readScene("a wolf howling at the moon"))).toBe("a wolf (howling) facing a moon");
    expect(describeScene(readScene("an owl perched on a stack of books"))).toBe(
      "an owl (perched) sitting on top of a stack of books",
    );
    expect(describeScene(readScene("three koi"))).toBe("three koi");
    expect(describeScene(readScene("a rose under a glass dome"))).toBe("a rose inside a bell jar");
    expect(describeScene(readScene("a skull with roses"))).toBe("a skull; two roses");
    expect(describeScene(readScene("a skull with roses growing out of it"))).toBe("two roses growing out of a skull");
  });
  it("names a pose once when the relation says it", () => {
    expect(describeScene(readScene("a snake coiled around a dagger"))).toBe("a snake coiled around a dagger");
    expect(describeScene(readScene("an octopus wrapped around an anchor"))).toBe("an octopus coiled around an anchor");
  });
  it("spells plurals and what going around means as an image model should draw it", () => {
    expect(describeScene(readScene("two butterflies"))).toBe("two butterflies");
    expect(describeScene(readScene("two compasses"))).toBe("two compasses");
    expect(describeScene(readScene("two pegasi"))).toBe("two pegasi");
    expect(describeScene(readScene("three leaves"))).toBe("three leaves");
    expect(describeScene(readScene("two foxes"))).toBe("two foxes");
    expect(describeScene(readScene("a star above a ship"))).toBe("a star above a ship");
    expect(describeScene(readScene("two moths around a light bulb"))).toBe("two moths circling a light bulb");
    expect(describeScene(readScene("a rose around a dagger"))).toBe("a rose twined around a dagger");
    expect(describeScene(readScene("a snake around a dagger"))).toBe("a snake coiled around a dagger");
  });
  it("says nothing when the scene is only its nouns", () => {
    expect(describeScene(readScene("a rose and a dagger"))).toBe("");
  });
});

describe("where it goes, read as the body, never as a subject", () => {
  it.each([
    ["a lotus between my shoulder blades", ["lotus"]],
    ["a tiny star at the base of my throat", ["stars"]],
    ["a wolf howling at the moon", ["wolf", "moon"]],
    ["a bird at the base of the tree", ["swallow", "tree"]],
  ])("%s", (description, expected) => {
    expect(readScene(description).subjects.map((s) => s.key)).toEqual(expected);
  });
});
