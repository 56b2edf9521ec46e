import { describe, expect, it } from "vitest";
import { buildEditPrompt, buildTattooPrompt, quotedText } from "~/modules/generation/tattoo-prompt";

const base = {
  description: "a swallow carrying a banner",
  style: "Traditional",
  extraStyles: [],
  size: "Small (5-10 cm)",
  complexity: "Simple" as const,
  resolution: 512 as const,
};

describe("the tattoo flash prompt", () => {
  it("asks for flash on white, in the style's line weight and palette, without skin or mock-ups", () => {
    const prompt = buildTattooPrompt(base);
    expect(prompt).toContain("Tattoo flash design of a swallow carrying a banner");
    expect(prompt).toContain("bold, even black outlines");
    expect(prompt).toContain("plain white background");
    expect(prompt).toContain("No skin");
    expect(prompt).toContain("simple composition");
  });

  it("sizes lines for the physical size", () => {
    expect(buildTattooPrompt(base)).toMatch(/tattooed at about 5 x 5 cm/);
    expect(buildTattooPrompt({ ...base, size: "Large (20+ cm)" })).toMatch(/about 20 x 20 cm/);
    expect(buildTattooPrompt(base)).toContain("at least 1.5 mm apart");
  });

  it("forbids text; lettering is the engine's, so the words leave the prompt and room is left where they go", () => {
    expect(buildTattooPrompt(base)).toContain("No text, letters");
    const prompt = buildTattooPrompt({ ...base, description: "a rose with \"Mom\" and 'carpe diem'" });
    expect(prompt).toContain("Tattoo flash design of a rose with the lettering and the lettering.");
    expect(prompt).not.toMatch(/Mom|carpe/);
    expect(prompt).toContain("Draw no text, letters, numbers or signatures anywhere.");
    // Traditional letters on a banner, laid across the art.
    expect(prompt).toContain("Draw no banner or ribbon");
    expect(quotedText("don't panic")).toEqual([]);

    // The studio's words and layout: never in the prompt; room where the layout puts them.
    const rose = { ...base, description: "a rose" };
    const room = (layout: "arc-up" | "arc-down" | "circle" | "straight") =>
      buildTattooPrompt({ ...rose, lettering: { text: "Ada Lovelace", layout } });
    expect(room("arc-up")).toContain("Leave the top quarter of the page empty");
    expect(room("arc-down")).toContain("Leave the bottom quarter of the page empty");
    expect(room("straight")).toContain("Leave the bottom quarter of the page empty");
    expect(room("circle")).toContain("a clear ring all round it");
    expect(room("circle")).not.toContain("Ada");
  });

  it("keeps a lettered design's words out of its customization's prompt when the engine letters it again", () => {
    const original = { png: Buffer.alloc(0), seed: null, engine: "openai" };
    const edit = (instructions: string, unlettered: boolean) =>
      buildEditPrompt({
        ...base,
        description: 'a rose with "Mom"',
        original: { ...original, ...(unlettered ? { unlettered } : {}) },
        customization: { mode: "custom", instructions },
      });
    // New words quoted in the instructions are the engine's too: neither the old nor the new reach the model.
    const relettered = edit('make it bolder and change the words to "Dad"', true);
    expect(relettered).toContain("Rework this tattoo flash design (a rose with the lettering)");
    expect(relettered).not.toMatch(/Mom|Dad/);
    expect(relettered).toContain("Draw no text, letters, numbers or signatures anywhere.");
    expect(relettered).toContain("Draw no banner or ribbon");
    // Dropping the words: no room is asked for, and still no text.
    const dropped = edit("remove the text", true);
    expect(dropped).not.toMatch(/Mom|room|banner/);
    expect(dropped).toContain("No text, letters, numbers or signatures.");
    // An image sent with its words in it (an upload) is reworked as it is.
    expect(edit("make it bolder", false)).toContain('a rose with "Mom"');
  });

  it("names other selected styles and custom styles", () => {
    expect(buildTattooPrompt({ ...base, extraStyles: ["Dotwork"] })).toContain("Blend in elements of Dotwork");
    expect(buildTattooPrompt({ ...base, style: "Biomechanical" })).toContain("Biomechanical tattoo style");
  });

  it("spells out the scene the embedded engine reads: counts, poses, relations and unquoted lettering", () => {
    const prompt = buildTattooPrompt({ ...base, description: "two swallows carrying a banner that says Mom and Dad" });
    expect(prompt).toContain("Composition: two swallows carrying a banner;");
    expect(prompt).not.toContain("Mom and Dad");
    expect(buildTattooPrompt({ ...base, description: "a wolf howling at the moon" })).toContain(
      "Composition: a wolf (howling) facing a moon;",
    );
    expect(buildTattooPrompt({ ...base, description: "a rose and a dagger" })).not.toContain("Composition:");
  });
});
