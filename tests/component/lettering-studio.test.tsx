import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { GeneratorForm } from "~/components/generator/generator-form";
import { useGenerator } from "~/components/generator/use-generator";
import type { LetteringProof } from "~/modules/lettering/lettering-proof";
import { LETTERING_OPTIONS } from "../support/lettering-options";
import { renderInApp, stubFetch } from "../support/render-in-app";

/** The lettering studio in the generator (issue 37): opening, previews, and the spelling confirmed before generating. */
function Generator() {
  const generator = useGenerator({ signedIn: true, ideas: [], initialDesigns: [], initialRequest: null });
  return (
    <GeneratorForm
      styles={[{ name: "Traditional", isCustom: false }]}
      lockedStyleCount={0}
      ideas={[]}
      suggestion=""
      prefill=""
      capabilities={{ customSize: true, highlyComplex: true }}
      picture={{ label: "Start from a picture (optional)", hint: "JPEG up to 10 MB." }}
      lettering={LETTERING_OPTIONS}
      busy={generator.phase !== "idle"}
      onGenerate={(body) => void generator.generate(body)}
    />
  );
}

const PROOF: LetteringProof = {
  lines: ["XII·V·MMXIX"],
  confirmation: "XII·V·MMXIX",
  scripts: ["Latin"],
  readings: [{ from: "12.05.2019", to: "XII·V·MMXIX", parts: [12, 5, 2019] }],
  fonts: [{ id: "cinzel", name: "Cinzel" }],
  substituted: false,
  layout: "Arc up",
  uncovered: [],
  legibility: {
    ok: false,
    sizeCm: 4,
    letterHeightMm: 2.1,
    strokeMm: 0.35,
    counterMm: 0.9,
    problem: "counters",
    minimumSizeCm: 6.5,
    message: "At 4 cm the counters close: make it 6.5 cm or choose a bolder font.",
  },
};

const studio = () => document.querySelector("details#lettering") as HTMLDetailsElement;

/** The server renders the studio; in jsdom (no server) its code loads once the form is used. */
async function useForm(user: { click: (element: Element) => Promise<void> }) {
  await user.click(screen.getByRole("textbox", { name: "Describe your tattoo" }));
  await waitFor(() => expect(studio()).not.toBeNull(), { timeout: 10_000 });
}

describe("lettering studio", () => {
  test("quoting words opens the studio once, and its font previews show those words", async () => {
    const { user } = renderInApp(() => <Generator />);
    await useForm(user);
    expect(studio().open).toBe(false);
    expect(within(studio()).queryAllByRole("img", { hidden: true })).toHaveLength(0);
    await user.type(screen.getByRole("textbox", { name: "Describe your tattoo" }), 'a rose with "Anna"');
    await waitFor(() => expect(studio().open).toBe(true));
    await screen.findByRole("textbox", { name: "Words to ink" });
    // The previews follow the words once typing pauses.
    const previewSrc = () =>
      studio().querySelector('img[src^="/lettering/fonts/great-vibes.svg"]')?.getAttribute("src");
    await waitFor(() => expect(previewSrc()).toBe("/lettering/fonts/great-vibes.svg?text=Anna"));
    // The words typed in the studio come first.
    await user.type(screen.getByRole("textbox", { name: "Words to ink" }), "Mia");
    await waitFor(() => expect(previewSrc()).toBe("/lettering/fonts/great-vibes.svg?text=Mia"));
  });

  test("Generate shows the exact characters, script, reading and legibility first; confirming sends exactly them", async () => {
    const fetchMock = stubFetch({
      "GET /api/lettering": () => Response.json({ lettering: PROOF }),
      "POST /api/generate": () => Response.json({ designs: [] }),
      "POST /api/styles/Traditional/use": () => new Response(null, { status: 204 }),
    });
    const { user } = renderInApp(() => <Generator />);
    await useForm(user);
    await user.type(screen.getByRole("textbox", { name: "Describe your tattoo" }), "12.05.2019 in Roman numerals");
    // Nothing quoted: the studio opens on demand, and its fields load then.
    await user.click(studio().querySelector("summary")!);
    await user.click(await screen.findByRole("radio", { name: "Cinzel" }));
    await user.click(screen.getByRole("radio", { name: "Arc up" }));
    await user.click(screen.getByRole("button", { name: "Generate" }));

    const panel = await screen.findByTestId("lettering-proof");
    expect(within(panel).getByTestId("lettering-line")).toHaveTextContent(/^XII·V·MMXIX$/);
    expect(within(panel).getByTestId("lettering-scripts")).toHaveTextContent("Latin");
    expect(within(panel).getByTestId("lettering-readings")).toHaveTextContent(
      "12.05.2019 → XII·V·MMXIX (12 · 5 · 2019)",
    );
    expect(within(panel).getByText(/translation is yours to check with a native speaker/)).toBeInTheDocument();
    expect(within(panel).getByTestId("lettering-legibility")).toHaveTextContent("At 4 cm the counters close");
    await waitFor(() => expect(screen.getByRole("heading", { name: "Check the spelling" })).toHaveFocus());
    const query = new URL(String(fetchMock.mock.calls[0][0]), "http://localhost").searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ font: "cinzel", layout: "arc-up" });
    expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/generate")).toBe(false);

    await user.click(within(panel).getByRole("button", { name: "Spelling is right: generate" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/generate", expect.anything()));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === "/api/generate")!;
    expect(JSON.parse(String(init?.body)).lettering).toEqual({ text: "XII·V·MMXIX", font: "cinzel", layout: "arc-up" });
    // Typing into a grid of fifty fonts in jsdom is slow on a loaded machine.
  }, 40_000);

  test("a word no font has is marked on the words' field, and nothing is generated", async () => {
    const fetchMock = stubFetch({
      "GET /api/lettering": () =>
        Response.json(
          {
            message: "No font in the library can ink ሰ.",
            fieldErrors: { letteringText: ["No font in the library can ink ሰ."] },
          },
          { status: 400 },
        ),
    });
    const { user } = renderInApp(() => <Generator />);
    await useForm(user);
    await user.type(screen.getByRole("textbox", { name: "Describe your tattoo" }), "a word");
    await user.click(studio().querySelector("summary")!);
    await user.type(await screen.findByRole("textbox", { name: "Words to ink" }), "ሰላም");
    await user.click(screen.getByRole("button", { name: "Generate" }));
    const field = screen.getByRole("textbox", { name: "Words to ink" });
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(field).toHaveAccessibleDescription(expect.stringContaining("No font in the library can ink ሰ."));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/generate")).toBe(false);
  });
});
