import { describe, expect, it } from "vitest";
import { boundsOf, flatten } from "~/modules/flash-engine/geometry";
import type { Motif } from "~/modules/flash-engine/motif";
import { createMotifRegistry } from "~/modules/flash-engine/motif-registry";
import { HAND_DRAWN, MOTIF_KEYS, posedMotif } from "~/modules/flash-engine/motifs/index";
import { Rng } from "~/modules/flash-engine/random";

const boxOf = (motif: Motif) =>
  boundsOf(motif.draw({ rng: new Rng(4), detail: 2 }).parts.flatMap((p) => p.contours.flatMap((c) => flatten(c, 4))));

const POSED_KEYS = [
  "wolf howling",
  "lion rampant",
  "tiger rampant",
  "owl perched",
  "cat sleeping",
  "eagle perched",
  "horse rearing",
];

describe("the motif registry", () => {
  it("finds every hand-drawn subject by its key, and posed variants only by theirs", () => {
    expect(MOTIF_KEYS.length).toBeGreaterThanOrEqual(60);
    for (const key of MOTIF_KEYS) expect(HAND_DRAWN.find(key)?.key).toBe(key);
    for (const key of POSED_KEYS) {
      expect(HAND_DRAWN.find(key)?.key).toBe(key);
      expect(MOTIF_KEYS).not.toContain(key);
    }
    expect(HAND_DRAWN.find("unicorn rainbow")).toBeUndefined();
  });

  it("names the posed variant a scene asks for, and the subject itself for any other pose", () => {
    expect(posedMotif("wolf", "howling")).toBe("wolf howling");
    expect(posedMotif("lion", "rearing")).toBe("lion rampant");
    expect(posedMotif("wolf", "sleeping")).toBe("wolf");
    expect(posedMotif("rose", undefined)).toBe("rose");
  });

  it("asks another source (the atlas) only for keys the hand-drawn library does not have", () => {
    const asked: string[] = [];
    const atlasRaven: Motif = { ...HAND_DRAWN.find("swallow")!, key: "atlas raven" };
    const registry = createMotifRegistry({
      named: [HAND_DRAWN.find("rose")!],
      posed: [],
      poses: {},
      more: (key) => (asked.push(key), key === "atlas raven" ? atlasRaven : undefined),
    });
    expect(registry.find("rose")?.key).toBe("rose");
    expect(registry.find("atlas raven")).toBe(atlasRaven);
    expect(registry.find("nothing")).toBeUndefined();
    expect(asked).toEqual(["atlas raven", "nothing"]);
  });
});

describe("hand-drawn motifs implement the motif interface", () => {
  const all = [...MOTIF_KEYS, ...POSED_KEYS].map((key) => HAND_DRAWN.find(key)!);

  it.each(all.map((m) => [m.key, m] as const))("%s: its banner and anchors lie on its own drawing", (_, motif) => {
    const box = boxOf(motif);
    const inside = (x: number, y: number, slack = 2) =>
      x >= box.minX - slack && x <= box.maxX + slack && y >= box.minY - slack && y <= box.maxY + slack;
    const { anchors } = motif;
    expect(anchors.bannerAt).toBeGreaterThan(0);
    expect(anchors.bannerAt).toBeLessThanOrEqual(1);
    // What rises out of an opening (a teacup's) may stand above the rim.
    if (anchors.interior) {
      const { minX, minY, maxX, maxY } = anchors.interior;
      expect(inside(minX, anchors.mouth ? box.minY : minY) && inside(maxX, maxY)).toBe(true);
    }
    if (anchors.mouth) expect(inside(anchors.mouth.cx, anchors.mouth.cy)).toBe(true);
    if (anchors.crest) expect(inside(0, anchors.crest.y)).toBe(true);
    if (anchors.headTop) expect(inside(anchors.headTop.x, anchors.headTop.y)).toBe(true);
    if (anchors.grip) expect(inside(anchors.grip[0], anchors.grip[1])).toBe(true);
    if (anchors.curl) expect(inside(anchors.curl.x, anchors.curl.y)).toBe(true);
    if (anchors.seat) expect(inside(anchors.seat.x, anchors.seat.y, 12)).toBe(true);
    if (anchors.grasp) expect(anchors.grasp.front.every(([x, y]) => inside(x, y, 30))).toBe(true);
  });

  it("gives containers an interior and heads that wear things off their box's top a crest or head top", () => {
    for (const key of ["jar", "light bulb", "bell jar", "teacup", "hourglass"])
      expect(HAND_DRAWN.find(key)?.anchors.interior, key).toBeDefined();
    for (const key of ["stag", "doe"]) expect(HAND_DRAWN.find(key)?.anchors.crest, key).toBeDefined();
    for (const key of ["eagle", "pegasus"]) expect(HAND_DRAWN.find(key)?.anchors.headTop, key).toBeDefined();
    expect(HAND_DRAWN.find("lion rampant")?.anchors.grip).toBeDefined();
  });
});
