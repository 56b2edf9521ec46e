import { describe, expect, it } from "vitest";
import { adviceGroups, inkNames } from "~/modules/ink/ink-advice";
import { inksOnSkin } from "~/modules/ink/ink-on-skin";
import { bodyPlacement } from "~/modules/ink/placements";
import { skinTone } from "~/modules/ink/skin-tones";

const forearm = bodyPlacement("inner-forearm")!.skin;

describe("ink advice on a skin tone", () => {
  it("gives the advice colours share once, naming each of them", () => {
    const inks = inksOnSkin(
      [
        { rgb: [224, 102, 27], hex: "#e0661b", family: "orange", share: 0.3, density: 1 },
        { rgb: [31, 107, 58], hex: "#1f6b3a", family: "green", share: 0.3, density: 1 },
        { rgb: [242, 181, 29], hex: "#f2b51d", family: "yellow", share: 0.2, density: 1 },
        { rgb: [255, 255, 255], hex: "#ffffff", family: "white", share: 0.2, density: 1 },
      ],
      skinTone(10),
      20,
      forearm,
    );
    const groups = adviceGroups(inks);
    // The colours share the deep tone's advice; white has its own.
    expect(groups.map((group) => group.inks.map((ink) => ink.family))).toEqual([
      ["orange", "green", "yellow"],
      ["white"],
    ]);
    expect(inkNames(groups[0].inks)).toBe("Orange, green and yellow");
    expect(inkNames(groups[1].inks)).toBe("White");
    expect(groups[1].suggestion).toMatch(/^Leave the skin open/);
  });

  it("names two inks with 'and', each once", () => {
    const inks = inksOnSkin(
      [
        { rgb: [224, 102, 27], hex: "#e0661b", family: "orange", share: 0.5, density: 1 },
        { rgb: [31, 107, 58], hex: "#1f6b3a", family: "green", share: 0.5, density: 1 },
      ],
      skinTone(10),
      20,
      forearm,
    );
    expect(inkNames(inks)).toBe("Orange and green");
    // Two greens of a design are one name, and one warning: the one that goes first.
    const paler = { ...inks[1], hex: "#2a7040", vanishesBy: 0 };
    expect(inkNames([...inks, paler])).toBe("Orange and green");
    const [group] = adviceGroups([...inks, paler]);
    expect(group.inks.map((ink) => [ink.label, ink.vanishesBy])).toEqual([
      ["Orange", inks[0].vanishesBy],
      ["Green", 0],
    ]);
  });
});
