/**
 * Angels, heroes and costumed figures of Western religion, myth and stage (issue 36), read by kind:
 * each drawn as itself (never the stand-in, a saint or only what it holds), and what it is named
 * with and carries in the hand held. The wordings are not the corpus's.
 */
import { describe, expect, it } from "vitest";
import { motifFor } from "~/modules/flash-engine/motifs/index";
import { Rng } from "~/modules/flash-engine/random";
import { readSceneFully } from "~/modules/flash-engine/reading.server";

const subjectsNamed = (d: string) => readSceneFully(d).subjects.map((s) => s.key);

const relations = (d: string) => {
  const scene = readSceneFully(d);
  const name = (i: number) => scene.subjects[i].key.replace(/^[a-z-]+:/, "");
  return scene.relations.map((r) => `${name(r.from)} ${r.kind} ${name(r.to)}`);
};

describe("a Western figure drawn as itself", () => {
  it.each([
    ["my guardian angel watching over me", "angel"],
    ["an angel praying", "angel"],
    ["st michael the archangel", "archangel"],
    ["michael the archangel slaying the dragon", "archangel"],
    ["a dark angel", "fallen angel"],
    ["lucifer", "fallen angel"],
    ["a norse valkyrie", "valkyrie"],
    ["the goddess minerva", "athena"],
    ["saint joan", "joan of arc"],
    ["achilles", "greek warrior"],
    ["a roman gladiator", "gladiator"],
    ["a court jester", "jester"],
    ["an irish leprechaun", "leprechaun"],
    ["a french mime", "mime"],
    ["an old sailor", "sailor"],
    ["a gentleman and his dog", "man"],
    ["a toddler with a teddy", "child"],
    ["a young girl dancing", "little girl"],
  ])("%s: %s", (description, key) => {
    expect(subjectsNamed(description)).toContain(key);
    expect(subjectsNamed(description)).not.toContain("saint");
  });

  it("reads a style named after its artist as the style, never a sailor", () => {
    expect(subjectsNamed("a sailor jerry style panther")).toEqual(["panther"]);
  });

  it("reads a gladiator's helmet as the helmet alone", () => {
    expect(subjectsNamed("a corinthian helmet")).not.toContain("gladiator");
    expect(subjectsNamed("a gladiator helmet with laurel")).not.toContain("gladiator");
  });
});

describe("what a figure carries, held", () => {
  it.each([
    ["a guardian angel with a lantern", ["angel holding lantern"]],
    ["a valkyrie with a raised sword", ["valkyrie holding broadsword"]],
    ["a gladiator with a trident and a shield", ["gladiator holding trident", "gladiator holding shield"]],
    ["a young girl with a lantern", ["little girl holding lantern"]],
    ["a lion with a crown", ["lion wearing crown"]],
  ])("%s", (description, expected) => {
    expect(relations(description)).toEqual(expected);
  });
});

describe("what sets each figure apart", () => {
  const draw = (key: string) => motifFor(key).draw({ rng: new Rng(5), detail: 2 });
  const fills = (key: string, tone: string) =>
    draw(key).parts.filter((p) => p.kind === "fill" && p.tone === tone).length;

  it("gives the angels wings, the fallen dark ones, the archangel armour", () => {
    // Three rows of feathers each side: 2 x (7 + 6 + 5) (a few light ones of the sailor are his face and cap).
    expect(fills("angel", "light") - fills("sailor", "light")).toBeGreaterThanOrEqual(24);
    expect(fills("fallen angel", "dark")).toBeGreaterThanOrEqual(36);
    // The breastplate, three lames on each shoulder, the gorget.
    expect(fills("archangel", "metal")).toBeGreaterThanOrEqual(8);
    expect(fills("angel", "metal")).toBe(0);
  });
});
