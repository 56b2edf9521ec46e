/**
 * Property-based fuzzing of the engine's reading (issue 36): descriptions put together from the
 * words it reads specially (manners, qualifiers, settings, vessels, placements, relations) and
 * things it draws, in any order, with stray punctuation. The reading never throws, reads the same
 * description the same way, lists as drawn without only words the description holds, draws only
 * subjects the library has, and sets a scene only when there is a subject in it; and the design
 * it draws from any of them, in any style, is one SVG with no missing number in it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { composeFlashArt } from "~/modules/flash-engine/index.server";
import { motifFor } from "~/modules/flash-engine/motifs/index";
import { BASE_STYLES } from "~/modules/flash-engine/styles";
import { readRequest } from "./tattoo-requests";

const WORDS = [
  ..."a an the of with in on under over and my his its to from by".split(" "),
  ..."style styled colours color painting print cave rainbow sunset map flag skyline glass cup mug bottle".split(" "),
  ..."lake pond puddle seascape winter dots smoke steam snow rain ground horizon maritime scene".split(" "),
  ..."wrist calves ears shoulder blades forearm between back both".split(" "),
  ..."border framed surrounded holding wearing around behind crossed through".split(" "),
  ..."rose skull wolf cauldron teacup koi spear owl prey pier cage stag moon sun heart dagger".split(" "),
  ..."calm antique homeward upwards groovy latin verse photo coffee wine chocolate lab girl".split(" "),
  ..."xylophonic qwerty zzz 1987 st. saint francis".split(" "),
];

const description = fc
  .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom("", "", "", ",", ".", "'s", "!")), {
    minLength: 1,
    maxLength: 14,
  })
  .map((parts) => parts.map(([word, mark]) => word + mark).join(" "));

describe("the engine's reading, fuzzed", () => {
  it("reads any description without throwing, alike every time, within what it holds", () => {
    fc.assert(
      fc.property(description, (text) => {
        const reading = readRequest(text);
        expect(readRequest(text)).toEqual(reading);
        const words = ` ${text.toLowerCase().replace(/[^a-z0-9' ]+/g, " ")} `;
        for (const without of reading.drawnWithout)
          for (const word of without.split(" ")) expect(words.includes(word.slice(0, 3))).toBe(true);
        for (const key of reading.keys) expect(motifFor(key).key).toBe(key);
        if (reading.fallback) expect(reading.settings ?? []).toEqual([]);
      }),
      { numRuns: 400, seed: 36 },
    );
  });

  it("draws any description in any style as one closed SVG", () => {
    fc.assert(
      fc.property(
        description,
        fc.constantFrom(...BASE_STYLES),
        fc.integer({ min: 1, max: 1e6 }),
        (text, style, seed) => {
          const { svg } = composeFlashArt({
            description: text,
            style,
            size: "Medium (10-20 cm)",
            complexity: "Detailed",
            seed,
            resolution: 512,
          });
          expect(svg.startsWith("<svg")).toBe(true);
          expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
          expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        },
      ),
      { numRuns: 200, seed: 36 },
    );
  });
});
