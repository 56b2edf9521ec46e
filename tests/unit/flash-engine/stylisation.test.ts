import { describe, expect, it } from "vitest";
import { composeFlashArt } from "~/modules/flash-engine/index.server";
import { Rng } from "~/modules/flash-engine/random";
import { BASE_STYLES } from "~/modules/flash-engine/styles";
import { atlasMotif } from "~/modules/flash-engine/stylise/atlas-motifs.server";
import { silhouetteDrawing, toneOfColour } from "~/modules/flash-engine/stylise/silhouette";
import { iconShapes, pathPolylines } from "~/modules/flash-engine/stylise/svg-shapes";
import { MIN_GAP_MM, MIN_STROKE_MM } from "~/modules/flash-engine/tattooability";
import type { FlashArtRequest } from "~/modules/flash-engine/types";

const request = (description: string, style: string, extra: Partial<FlashArtRequest> = {}): FlashArtRequest => ({
  description,
  style,
  size: "Small (5-10 cm)",
  complexity: "Highly Complex",
  seed: 5,
  resolution: 512,
  ...extra,
});

/** A 100-unit square with a wide opening (40 x 40) and a narrow slit (2 x 60): a silhouette with a hole and a cut line. */
const ICON = `<path fill="currentColor" d="M0 0h100v100H0zM10 10v40h40V10zM70 20v60h2V20z"/>`;

describe("reading an icon's vector shapes", () => {
  it("reads every path command, relative and absolute, arcs with packed flags included", () => {
    expect(pathPolylines("M0 0L10 0l0 10H0z")).toHaveLength(1);
    const arc = pathPolylines("M0 0a5 5 0 1010 0z")[0];
    expect(Math.max(...arc.map(([, y]) => y))).toBeCloseTo(5, 0);
    const curve = pathPolylines("M0 0c0 10 10 10 10 0s10-10 10 0Q25 5 30 0t10 0z")[0];
    expect(curve.at(-1)).toEqual([40, 0]);
  });

  it("keeps fills through groups and transforms, and gradients as their middle colour", () => {
    const shapes = iconShapes(
      `<defs><linearGradient id="g"><stop stop-color="#ff0000"/><stop stop-color="#00ff00"/><stop stop-color="#0000ff"/></linearGradient></defs>` +
        `<g fill="#123456" transform="translate(10 0)"><rect width="4" height="4"/></g><circle cx="0" cy="0" r="3" fill="url(#g)"/>`,
    );
    expect(shapes.map((s) => s.fill)).toEqual(["#123456", "#00ff00"]);
    expect(shapes[0].contours[0][0]).toEqual([10, 0]);
  });
});

describe("an atlas silhouette as flash parts", () => {
  const drawing = silhouetteDrawing(iconShapes(ICON), { viewBox: [0, 0, 100, 100], coloured: false, tone: "primary" });

  it("fills the silhouette in the subject's colour, keeps wide openings as holes and turns narrow cuts into ink lines", () => {
    const fill = drawing.parts.find((p) => p.kind === "fill");
    expect(fill?.tone).toBe("primary");
    // The outline and the wide opening: one fill with a hole.
    expect(fill?.contours).toHaveLength(2);
    const cuts = drawing.parts.filter((p) => p.kind === "solid");
    expect(cuts).toHaveLength(1);
    expect(cuts[0].level).toBeGreaterThan(0);
  });

  it("gives large regions a shadow side on the lower right, lit from the upper left", () => {
    const shade = drawing.parts.find((p) => p.kind === "shade");
    expect(shade).toBeDefined();
    const xs = shade!.contours.flatMap((c) => c.nodes.map((n) => n[0]));
    const ys = shade!.contours.flatMap((c) => c.nodes.map((n) => n[1]));
    expect(Math.min(...xs)).toBeGreaterThan(-100);
    expect(xs.reduce((a, b) => a + b, 0) / xs.length).toBeGreaterThan(0);
    expect(ys.reduce((a, b) => a + b, 0) / ys.length).toBeGreaterThan(0);
  });

  it("gives large regions a shine inside their edge facing the light, as hand-drawn motifs have", () => {
    const shine = drawing.parts.find((p) => p.kind === "highlight");
    expect(shine?.contours[0].closed).toBe(false);
    const nodes = shine!.contours[0].nodes;
    // Inside the square (motif units, -100..100), near its upper left corner.
    for (const [x, y] of nodes) expect(Math.max(Math.abs(x), Math.abs(y))).toBeLessThan(100);
    expect(Math.min(...nodes.map(([x, y]) => x + y))).toBeLessThan(-150);
    expect(nodes.reduce((sum, [x, y]) => sum + x + y, 0) / nodes.length).toBeLessThan(0);
  });

  it("keeps the cut lines that draw what a subject is as long as any detail is kept (the sun's face)", () => {
    const face = silhouetteDrawing(iconShapes(ICON), {
      viewBox: [0, 0, 100, 100],
      coloured: false,
      tone: "primary",
      essentialCuts: true,
    });
    expect(face.parts.filter((p) => p.kind === "solid").map((p) => p.level)).toEqual([1]);
    expect(atlasMotif("game-icons:heraldic-sun")?.credit?.name).toBe("heraldic sun");
    const parts = atlasMotif("game-icons:heraldic-sun")!.draw({ rng: new Rng(1), detail: 2 }).parts;
    expect(parts.filter((p) => p.kind === "solid").every((p) => p.level <= 1)).toBe(true);
  });

  it("maps painted colours onto the style's colour roles", () => {
    expect(["#d22f27", "#ffffff", "#111111", "#3f8e3f", "#2a6ad8", "#f4c430"].map(toneOfColour)).toEqual([
      "primary",
      "light",
      "secondary",
      "leaf",
      "water",
      "accent",
    ]);
  });
});

describe("atlas motifs in every style at the smallest size", () => {
  it.each(BASE_STYLES.map((style) => [style]))(
    "%s: lines at least 0.3 mm, spacing at least 1.5 mm",
    { timeout: 30_000 },
    (style) => {
      for (const description of ["a raven", "a scorpion", "a whale"]) {
        const { metadata } = composeFlashArt(request(description, style));
        expect(metadata.minStrokeWidthMm, description).toBeGreaterThanOrEqual(MIN_STROKE_MM);
        expect(metadata.minLineSpacingMm, description).toBeGreaterThanOrEqual(MIN_GAP_MM);
      }
    },
  );

  it("drops an icon's finest cut lines at the smallest size and keeps them at the largest", () => {
    const subpaths = (size: string) =>
      (
        composeFlashArt(
          request("an elephant", "Traditional", {
            size,
            customization: { mode: "custom", modifications: ["Remove background"] },
          }),
        ).svg.match(/M-?\d/g) ?? []
      ).length;
    expect(subpaths("Large (20+ cm)")).toBeGreaterThan(subpaths("Small (5-10 cm)"));
  });

  it("credits the atlas motifs it draws, and nobody for hand-drawn ones", () => {
    const raven = composeFlashArt(request("a raven on a skull", "Traditional"));
    expect(raven.metadata.credits).toHaveLength(1);
    expect(raven.metadata.credits[0]).toMatch(/^“raven” by .+Game Icons.+CC BY 3\.0/);
    expect(raven.svg).toContain("CC BY 3.0");
    const rose = composeFlashArt(request("a rose", "Traditional"));
    expect(rose.metadata.credits).toEqual([]);
    expect(rose.svg).not.toContain("credits");
  });
});
