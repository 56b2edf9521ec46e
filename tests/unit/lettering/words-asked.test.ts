import { describe, expect, it } from "vitest";
import { wordsAskedFor } from "~/modules/flash-engine/reading/lettering-words";
import { assertWordsGiven } from "~/modules/lettering/lettering-proof.server";
import { letteringMessages } from "~/utils/messages/lettering";

const request = (description: string) => ({
  description,
  style: "Traditional",
  size: "Medium (4-6 inches)",
  complexity: "Detailed" as const,
});

describe("lettering asked for without its words", () => {
  it("names what to ask for when no words are given", () => {
    expect(wordsAskedFor("my kids' initials")).toBe("initials");
    expect(wordsAskedFor("a date in roman numerals")).toBe("date");
    expect(wordsAskedFor("coordinates of where we met")).toBe("coordinates");
    expect(wordsAskedFor("my grandfather's handwriting")).toBe("words");
    expect(wordsAskedFor("my daughter's name")).toBe("name");
    // Given, quoted or written out, there is nothing to ask.
    expect(wordsAskedFor('my kids\' initials "A.J.M."')).toBeUndefined();
    expect(wordsAskedFor("a date 12.05.2019 in roman numerals")).toBeUndefined();
    expect(wordsAskedFor("a rose")).toBeUndefined();
  });

  it("refuses only what has nothing else to draw, on the description", () => {
    expect(() => assertWordsGiven(request("my kids' initials"))).toThrow(letteringMessages.wordsNotGiven("initials"));
    try {
      assertWordsGiven(request("a quote"));
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        status: 400,
        fieldErrors: { description: [letteringMessages.wordsNotGiven("words")] },
      });
    }
    // Something to draw: drawn (a banner with nothing on it is drawn blank, a rose with a name asked stays a rose).
    for (const drawn of ["a rose with my mom's name", "a name banner", "a swallow with a date", "a typewriter"])
      expect(() => assertWordsGiven(request(drawn)), drawn).not.toThrow();
  });
});
