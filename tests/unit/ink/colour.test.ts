import { describe, expect, it } from "vitest";
import { ciede2000, labFromRgb, parseHexColour, type Lab } from "~/modules/ink/colour";
import { inksOnSkin, inksThatShow } from "~/modules/ink/ink-on-skin";
import { bodyPlacement } from "~/modules/ink/placements";
import { inkContrast, inkInSkin, nearestSkinTone, parseSkinTone, SKIN_TONES, skinTone } from "~/modules/ink/skin-tones";

/**
 * The 34 pairs of Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula: Implementation
 * Notes, Supplementary Test Data, and Mathematical Observations", Color Research and Application
 * 30(1), 21-30, 2005 (Table 1): L*a*b* of each sample and the published difference, to 4 places.
 * They include the hue-angle cases that naive implementations get wrong.
 */
const SHARMA: Array<[Lab, Lab, number]> = [
  [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
  [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
  [[50, 2.8361, -74.02], [50, 0, -82.7485], 3.4412],
  [[50, -1.3802, -84.2814], [50, 0, -82.7485], 1.0],
  [[50, -1.1848, -84.8006], [50, 0, -82.7485], 1.0],
  [[50, -0.9009, -85.5211], [50, 0, -82.7485], 1.0],
  [[50, 0, 0], [50, -1, 2], 2.3669],
  [[50, -1, 2], [50, 0, 0], 2.3669],
  [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
  [[50, 2.49, -0.001], [50, -2.49, 0.001], 7.1792],
  [[50, 2.49, -0.001], [50, -2.49, 0.0011], 7.2195],
  [[50, 2.49, -0.001], [50, -2.49, 0.0012], 7.2195],
  [[50, -0.001, 2.49], [50, 0.0009, -2.49], 4.8045],
  [[50, -0.001, 2.49], [50, 0.001, -2.49], 4.8045],
  [[50, -0.001, 2.49], [50, 0.0011, -2.49], 4.7461],
  [[50, 2.5, 0], [50, 0, -2.5], 4.3065],
  [[50, 2.5, 0], [73, 25, -18], 27.1492],
  [[50, 2.5, 0], [61, -5, 29], 22.8977],
  [[50, 2.5, 0], [56, -27, -3], 31.903],
  [[50, 2.5, 0], [58, 24, 15], 19.4535],
  [[50, 2.5, 0], [50, 3.1736, 0.5854], 1.0],
  [[50, 2.5, 0], [50, 3.2972, 0], 1.0],
  [[50, 2.5, 0], [50, 1.8634, 0.5757], 1.0],
  [[50, 2.5, 0], [50, 3.2592, 0.335], 1.0],
  [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
  [[63.0109, -31.0961, -5.8663], [62.8187, -29.7946, -4.0864], 1.263],
  [[61.2901, 3.7196, -5.3901], [61.4292, 2.248, -4.962], 1.8731],
  [[35.0831, -44.1164, 3.7933], [35.0232, -40.0716, 1.5901], 1.8645],
  [[22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619], 2.0373],
  [[36.4612, 47.858, 18.3852], [36.2715, 50.5065, 21.2231], 1.4146],
  [[90.8027, -2.0831, 1.441], [91.1528, -1.6435, 0.0447], 1.4441],
  [[90.9257, -0.5406, -0.9208], [88.6381, -0.8985, -0.7239], 1.5381],
  [[6.7747, -0.2908, -2.4247], [5.8714, -0.0985, -2.2286], 0.6377],
  [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
];

describe("CIEDE2000", () => {
  it.each(SHARMA.map((pair, index) => [index + 1, ...pair] as const))(
    "matches Sharma et al.'s pair %i",
    (_index, a, b, expected) => {
      expect(ciede2000(a, b)).toBeCloseTo(expected, 4);
      // Symmetric, as the paper checks by swapping sample and standard.
      expect(ciede2000(b, a)).toBeCloseTo(expected, 4);
    },
  );

  it("converts sRGB to CIELAB (D65) as the standard says", () => {
    const white = labFromRgb([255, 255, 255]);
    expect(white[0]).toBeCloseTo(100, 2);
    expect(Math.abs(white[1])).toBeLessThan(0.01);
    expect(Math.abs(white[2])).toBeLessThan(0.01);
    const red = labFromRgb([255, 0, 0]);
    expect(red[0]).toBeCloseTo(53.24, 1);
    expect(red[1]).toBeCloseTo(80.09, 1);
    expect(red[2]).toBeCloseTo(67.2, 1);
  });
});

describe("ink seen through skin", () => {
  const forearm = bodyPlacement("inner-forearm")!.skin;

  it("has the Monk Skin Tone Scale's ten tones, and finds the nearest one to a sampled colour", () => {
    expect(SKIN_TONES).toHaveLength(10);
    expect(SKIN_TONES[0].hex).toBe("#f6ede4");
    expect(SKIN_TONES[9].hex).toBe("#292420");
    expect(nearestSkinTone([160, 126, 86]).id).toBe(6);
    expect(nearestSkinTone([40, 36, 31]).id).toBe(10);
    expect(parseSkinTone("7")).toBe(7);
    expect(parseSkinTone("11")).toBeNull();
    expect(parseSkinTone("x")).toBeNull();
  });

  it("darkens the skin where ink lies, never lightens it past the skin's own range or paints over it", () => {
    for (const tone of SKIN_TONES) {
      const skin = parseHexColour(tone.hex);
      const black = inkInSkin([20, 20, 20], tone);
      expect(black[0]).toBeLessThan(skin[0]);
      // No ink at all is the skin itself.
      const none = inkInSkin([20, 20, 20], tone, 0);
      none.forEach((channel, c) => expect(channel).toBeCloseTo(skin[c], 0));
    }
    // Under skin, black reads blue-black: its blue channel is the strongest.
    const black = inkInSkin([0, 0, 0], skinTone(2));
    expect(black[2]).toBeGreaterThan(black[0]);
  });

  it("shows black on every tone and loses white and yellow on deep tones", () => {
    const deep = skinTone(10);
    expect(inkContrast(parseHexColour("#141414"), skinTone(1))).toBeGreaterThan(60);
    expect(inkContrast(parseHexColour("#141414"), deep)).toBeGreaterThan(inkContrast(parseHexColour("#f2b51d"), deep));
    const report = inksOnSkin(
      [
        { rgb: [20, 20, 20], hex: "#141414", family: "black", share: 0.7, density: 1 },
        { rgb: [255, 255, 255], hex: "#ffffff", family: "white", share: 0.1, density: 1 },
        { rgb: [242, 181, 29], hex: "#f2b51d", family: "yellow", share: 0.2, density: 1 },
      ],
      deep,
      10,
      forearm,
    );
    const [black, white, yellow] = report;
    expect(black.visibility).not.toBe("vanishes");
    expect(white.visibility).toBe("vanishes");
    expect(white.suggestion).toMatch(/Leave the skin open/);
    expect(yellow.visibility).toBe("vanishes");
    // Faint once healed, gone from sight as it fades.
    expect(yellow.contrastFresh).toBeGreaterThan(yellow.contrast);
    expect(yellow.vanishesBy).toBeLessThanOrEqual(10);
    // On the deepest tone no ink shows well after ten years, black included: none is promised, the
    // strongest are named.
    expect(black.visibility).toBe("faint");
    expect(yellow.suggestion).toMatch(/^No ink stands out strongly on this tone \((.+) and (.+) most\)/);
    const [, first, second] = /\((.+) and (.+) most\)/.exec(yellow.suggestion!)!;
    const strongest = inksThatShow(deep, forearm, ["white", "yellow"]);
    expect([first, second]).toEqual(strongest.slice(0, 2).map((ink) => ink.name));
    expect(strongest[0].contrast).toBeLessThan(12);
    // On Monk 8 black still shows well, and a colour's advice names inks that show.
    const onEight = inksOnSkin(
      [{ rgb: [20, 20, 20], hex: "#141414", family: "black", share: 1, density: 1 }],
      skinTone(8),
      10,
      forearm,
    );
    expect(onEight[0].visibility).toBe("shows");
    const medium = inksOnSkin(
      [{ rgb: [242, 181, 29], hex: "#f2b51d", family: "yellow", share: 1, density: 1 }],
      skinTone(8),
      10,
      forearm,
    );
    expect(medium[0].vanishesBy).not.toBeNull();
    // On Monk 8 the inks nearest in hue that still show are named.
    expect(medium[0].suggestion).toMatch(
      /^Try (orange|red|deep red|brown|deep green)( or (orange|red|deep red|brown|deep green))?: (they show|it shows) on this tone\.$/,
    );
    // On the lightest tone, yellow shows fresh and is still there at ten years.
    const light = inksOnSkin(
      [{ rgb: [242, 181, 29], hex: "#f2b51d", family: "yellow", share: 1, density: 1 }],
      skinTone(1),
      10,
      forearm,
    );
    expect(light[0].visibility).toBe("shows");
  });
});
