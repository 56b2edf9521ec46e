import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { creditsPointer, designCreditsText, shortCreditsText } from "~/modules/credits/credit-text";
import { creditsPage, SET_LICENCE_TEXTS } from "~/modules/credits/credits.server";

const URL = "https://inkwell.example/credits";
const WHALE =
  "“sperm whale” by Delapouite, from Game Icons (https://game-icons.net), CC BY 3.0: https://creativecommons.org/licenses/by/3.0/";
const RAVEN =
  "“raven” by Lorc, from Game Icons (https://game-icons.net), CC BY 3.0: https://creativecommons.org/licenses/by/3.0/";
const SMILE =
  "“smile” by Google Inc, from Noto Emoji (https://github.com/googlefonts/noto-emoji), Apache 2.0: https://www.apache.org/licenses/LICENSE-2.0";

describe("a design's credits as its files say them", () => {
  it("says every line and where all credits and licence texts are, or nothing without a motif", () => {
    expect(designCreditsText([WHALE, RAVEN], URL)).toBe(
      `Drawn with motifs used under their licences: ${WHALE}; ${RAVEN}. All credits and licence texts: ${URL}`,
    );
    expect(designCreditsText([], URL)).toBeNull();
  });

  it("has a shorter form naming each set once with its authors and licence, for a small print sheet", () => {
    expect(shortCreditsText([WHALE, RAVEN, SMILE], URL)).toBe(
      `Motifs by Delapouite, Lorc (Game Icons, CC BY 3.0); Google Inc (Noto Emoji, Apache 2.0). All credits and licence texts: ${URL}`,
    );
    expect(creditsPointer(URL)).toBe(`Motif credits and licence texts: ${URL}`);
  });
});

describe("the licence texts that ship with the build", () => {
  const publicDir = path.resolve(import.meta.dirname, "../../public");

  it("exist for every set the atlas draws from, and for the fonts and WordNet, as /credits links them", () => {
    const { sets, others } = creditsPage();
    expect(sets.length).toBeGreaterThan(0);
    for (const { licence } of [...sets, ...others]) {
      expect(existsSync(path.join(publicDir, licence.text)), licence.text).toBe(true);
    }
    expect(Object.keys(SET_LICENCE_TEXTS).sort()).toEqual(sets.map((set) => set.name).sort());
  });

  it("hold each licence's own text", () => {
    const text = (file: string) => readFileSync(path.join(publicDir, "licenses", file), "utf8");
    expect(text("game-icons.txt")).toContain("Attribution 3.0 Unported");
    expect(text("game-icons.txt")).toContain('Please, include a mention "Icons made by {author}"');
    expect(text("twemoji.txt")).toContain("Attribution 4.0 International");
    expect(text("cc-by-4.0.txt")).toContain("Attribution 4.0 International");
    expect(text("noto-emoji.txt")).toContain("Apache License");
    expect(text("cc0-1.0.txt")).toContain("CC0 1.0 Universal");
    expect(text("wordnet.txt")).toContain("Princeton University");
    for (const mit of ["fluent-emoji-high-contrast.txt", "tabler-icons.txt"])
      expect(text(mit)).toContain("MIT License");
  });
});
