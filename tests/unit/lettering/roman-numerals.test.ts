import { describe, expect, test } from "vitest";
import { letteringLines } from "~/modules/flash-engine/lettering/lettering-choice";
import { asksForRoman, romanizeLine, toRoman } from "~/modules/flash-engine/lettering/roman-numerals";

describe("Roman numerals", () => {
  test("numbers 1..3999 as the Romans wrote them, none outside", () => {
    expect([1, 4, 9, 14, 40, 90, 400, 1990, 2019, 3999].map(toRoman)).toEqual([
      "I",
      "IV",
      "IX",
      "XIV",
      "XL",
      "XC",
      "CD",
      "MCMXC",
      "MMXIX",
      "MMMCMXCIX",
    ]);
    expect([0, 4000, -3, 2.5].map(toRoman)).toEqual([null, null, null, null]);
  });

  test("a date keeps its order and parts, joined by middle dots, and is read back", () => {
    expect(romanizeLine("12.05.2019")).toEqual({
      text: "XII·V·MMXIX",
      readings: [{ from: "12.05.2019", to: "XII·V·MMXIX", parts: [12, 5, 2019] }],
    });
    expect(romanizeLine("5/12/90").text).toBe("V·XII·XC");
    expect(romanizeLine("Est. 1990").text).toBe("Est. MCMXC");
    // A part without a Roman form leaves its date as written.
    expect(romanizeLine("00.05.2019").text).toBe("00.05.2019");
  });

  test('"12.05.2019 in Roman numerals" is inked XII·V·MMXIX; without the words, as written', () => {
    expect(asksForRoman("12.05.2019 in Roman numerals")).toBe(true);
    expect(asksForRoman("a roman soldier")).toBe(false);
    expect(letteringLines("12.05.2019 in Roman numerals", undefined, ["12.05.2019"]).lines).toEqual(["XII·V·MMXIX"]);
    expect(letteringLines("born 12.05.2019", undefined, ["12.05.2019"]).lines).toEqual(["12.05.2019"]);
    expect(letteringLines("", { text: "12.05.2019", roman: true }, []).lines).toEqual(["XII·V·MMXIX"]);
  });
});
