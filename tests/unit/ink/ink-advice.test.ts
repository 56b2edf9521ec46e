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

  it("names two inks with 'and', and tells two shades of one ink apart", () => {
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
    // A design with two reds and three greens: each row and warning names its own shade.
    const shades = inksOnSkin(
      [
        { rgb: [200, 38, 29], hex: "#c8261d", family: "red", share: 0.2, density: 1 },
        { rgb: [120, 20, 30], hex: "#78141e", family: "red", share: 0.2, density: 1 },
        { rgb: [120, 200, 130], hex: "#78c882", family: "green", share: 0.2, density: 1 },
        { rgb: [20, 70, 40], hex: "#144628", family: "green", share: 0.2, density: 1 },
        { rgb: [31, 107, 58], hex: "#1f6b3a", family: "green", share: 0.2, density: 1 },
      ],
      skinTone(10),
      20,
      forearm,
    );
    expect(shades.map((ink) => ink.label)).toEqual(["Light red", "Dark red", "Light green", "Dark green", "Mid green"]);
    const named = adviceGroups(shades).flatMap((group) => group.inks.map((ink) => ink.label));
    expect(named.sort()).toEqual(shades.map((ink) => ink.label).sort());
  });
});
