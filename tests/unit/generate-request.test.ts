import { describe, expect, it } from "vitest";
import { CUSTOM_SIZE_MAX, DESCRIPTION_MAX } from "~/modules/generation/generate-options";
import { parseGenerateRequest } from "~/modules/generation/generation-request.server";
import { isHttpError } from "~/utils/http-error";

function refusal(input: unknown) {
  try {
    parseGenerateRequest(input);
  } catch (error) {
    if (isHttpError(error)) return { status: error.status, message: error.message, fieldErrors: error.fieldErrors };
    throw error;
  }
  throw new Error("the request was accepted");
}

describe("the generate request", () => {
  it("takes the spec's defaults", () => {
    expect(parseGenerateRequest({ description: " a rose " })).toEqual({
      description: "a rose",
      style: "Traditional",
      size: "Medium (10-20 cm)",
      complexity: "Detailed",
      selectedTags: [],
      placement: null,
      circumference: null,
    });
  });

  it("reads where it goes and a band's circumference, and names a circumference it cannot use", () => {
    expect(
      parseGenerateRequest({ description: "roses", placement: "wrist-band", circumference: "16,5" }),
    ).toMatchObject({
      placement: "wrist-band",
      circumference: 16.5,
    });
    expect(parseGenerateRequest({ description: "roses", placement: "", circumference: "" })).toMatchObject({
      placement: null,
      circumference: null,
    });
    // Only a band goes round: a circumference left in the field for another placement is not read.
    expect(parseGenerateRequest({ description: "roses", placement: "wrist", circumference: "sixteen" })).toMatchObject({
      placement: "wrist",
      circumference: null,
    });
    expect(parseGenerateRequest({ description: "roses", circumference: 17 })).toMatchObject({ circumference: null });
    expect(refusal({ description: "roses", placement: "elbow" }).fieldErrors).toHaveProperty("placement");
    for (const circumference of ["8", "41", "sixteen", -3, "16cm"]) {
      expect(refusal({ description: "roses", placement: "wrist-band", circumference }).fieldErrors).toEqual({
        circumference: ["Give the circumference in cm, from 12 to 40 (measure round the wrist, ankle or arm)."],
      });
    }
  });

  it.each([{}, { description: "" }, { description: "   \n" }, { description: 42 }])(
    "refuses a missing or blank description with the spec's text, and marks the description field (%j)",
    (input) => {
      expect(refusal(input)).toEqual({
        status: 400,
        message: "Description Required: Please describe your tattoo design.",
        fieldErrors: { description: ["Please describe your tattoo design."] },
      });
    },
  );

  it("names every wrong field, each with its own message", () => {
    const { fieldErrors } = refusal({
      description: "x".repeat(DESCRIPTION_MAX + 1),
      size: "y".repeat(CUSTOM_SIZE_MAX + 1),
      complexity: "Baroque",
    });
    expect(Object.keys(fieldErrors ?? {}).sort()).toEqual(["complexity", "description", "size"]);
    expect(fieldErrors?.description).toEqual([`Keep the description under ${DESCRIPTION_MAX} characters.`]);
    expect(fieldErrors?.size).toEqual([`Describe a custom size in at most ${CUSTOM_SIZE_MAX} characters.`]);
  });
});
