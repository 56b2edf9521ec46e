import { describe, expect, it } from "vitest";
import { fitToPlacement } from "~/modules/generation/placement-fit";
import { BODY_PLACEMENTS, bodyPlacement, parseBodyPlacement } from "~/modules/ink/placements";
import { getPlan } from "~/modules/plans/plans";
import { isHttpError } from "~/utils/http-error";

const free = getPlan("free");
const premium = getPlan("premium");

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (isHttpError(error)) return { status: error.status, message: error.message, fieldErrors: error.fieldErrors };
    throw error;
  }
  throw new Error("accepted");
}

describe("placements", () => {
  it("each have a size range, physics and limits at least the general ones", () => {
    expect(BODY_PLACEMENTS.map((p) => p.id)).toEqual(
      expect.arrayContaining([
        "wrist",
        "inner-forearm",
        "outer-forearm",
        "upper-arm-band",
        "ankle-band",
        "finger",
        "behind-the-ear",
        "collarbone",
        "ribs",
        "calf",
        "back",
      ]),
    );
    for (const placement of BODY_PLACEMENTS) {
      expect(placement.sizeCm.min).toBeLessThanOrEqual(placement.sizeCm.standard);
      expect(placement.sizeCm.standard).toBeLessThanOrEqual(placement.sizeCm.max);
      expect(placement.limits.minGapMm).toBeGreaterThanOrEqual(1.5);
      expect(placement.limits.minStrokeMm).toBeGreaterThanOrEqual(0.3);
      expect(placement.notes.length).toBeGreaterThan(20);
      expect(Boolean(placement.circumferenceCm)).toBe(placement.kind === "band");
    }
    expect(bodyPlacement("finger")!.limits.minGapMm).toBeGreaterThan(bodyPlacement("back")!.limits.minGapMm);
    expect(parseBodyPlacement("Wrist band")).toBe("wrist-band");
    expect(parseBodyPlacement("forearm")).toBe("outer-forearm");
    expect(parseBodyPlacement("elbow")).toBeNull();
  });
});

describe("a generation's size fitted to where it goes", () => {
  it("keeps a preset that suits the placement and draws the placement's own size otherwise, on every plan", () => {
    expect(fitToPlacement({ size: "Small (5-10 cm)", placement: "wrist", circumference: null }, free)).toEqual({
      size: "Small (5-10 cm)",
      placement: "wrist",
      circumferenceMm: null,
    });
    expect(fitToPlacement({ size: "Medium (10-20 cm)", placement: "finger", circumference: null }, free).size).toBe(
      "2 cm",
    );
    expect(fitToPlacement({ size: "Medium (10-20 cm)", placement: null, circumference: 16 }, free)).toEqual({
      size: "Medium (10-20 cm)",
      placement: null,
      circumferenceMm: null,
    });
  });

  it("refuses a custom size outside the placement's range on the size field", () => {
    expect(refusal(() => fitToPlacement({ size: "6 cm", placement: "finger", circumference: null }, premium))).toEqual({
      status: 400,
      message: "Finger: choose a size from 0.8 to 3 cm.",
      fieldErrors: { size: ["Finger: choose a size from 0.8 to 3 cm."] },
    });
    expect(fitToPlacement({ size: "2.5 cm", placement: "finger", circumference: null }, premium).size).toBe("2.5 cm");
  });

  it("draws a band round the standard circumference, or the wearer's own on Premium and Pro, in the band's range", () => {
    expect(fitToPlacement({ size: "Small (5-10 cm)", placement: "wrist-band", circumference: null }, free)).toEqual({
      size: "16 x 1.5 cm",
      placement: "wrist-band",
      circumferenceMm: 160,
    });
    expect(
      refusal(() => fitToPlacement({ size: "Small (5-10 cm)", placement: "wrist-band", circumference: 17 }, free)),
    ).toMatchObject({
      status: 403,
      fieldErrors: { circumference: [expect.stringContaining("Premium and Pro")] },
    });
    expect(fitToPlacement({ size: "Small (5-10 cm)", placement: "wrist-band", circumference: 17.5 }, premium)).toEqual({
      size: "17.5 x 1.5 cm",
      placement: "wrist-band",
      circumferenceMm: 175,
    });
    expect(fitToPlacement({ size: "2 cm", placement: "ankle-band", circumference: 24 }, premium).size).toBe(
      "24 x 2 cm",
    );
    expect(
      refusal(() => fitToPlacement({ size: "Small (5-10 cm)", placement: "wrist-band", circumference: 30 }, premium)),
    ).toEqual({
      status: 400,
      message: "A wrist band goes round 12 to 22 cm.",
      fieldErrors: { circumference: ["A wrist band goes round 12 to 22 cm."] },
    });
  });
});
