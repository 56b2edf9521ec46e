import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import UpgradeDialog from "~/components/billing/upgrade-dialog";
import { GeneratorForm, type GeneratorFormProps } from "~/components/generator/generator-form";
import { useGenerator } from "~/components/generator/use-generator";
import { useAppDialogs } from "~/components/layout/app-dialogs";
import type { PublicDesign } from "~/modules/designs/public-design";
import { LETTERING_OPTIONS, NO_LETTERING } from "../support/lettering-options";
import { deferred, findDialog, renderInApp, stubFetch } from "../support/render-in-app";

const STYLES = [
  { name: "Traditional", isCustom: false },
  { name: "Minimalist", isCustom: false },
  { name: "Neon Koi", isCustom: true },
];

const design: PublicDesign = {
  id: "design-1",
  imageUrl: "/designs/design-1/image.png",
  description: "a fox in a moonlit forest",
  style: "Minimalist",
  size: "Medium (10-20 cm)",
  complexity: "Detailed",
  tags: [],
  hasWatermark: true,
  resolution: "1024x1024",
  createdAt: "2026-11-23T09:00:00.000Z",
  customizedFromId: null,
  hasVector: true,
};

/** The home page's wiring of the form (routes/_index.tsx): the generation state drives `busy`. */
function Generator(props: Partial<GeneratorFormProps>) {
  const generator = useGenerator({ signedIn: true, ideas: [], initialDesigns: [], initialRequest: null });
  return (
    <>
      <GeneratorForm
        styles={STYLES}
        lockedStyleCount={0}
        ideas={[]}
        suggestion=""
        prefill=""
        capabilities={{ customSize: true, highlyComplex: true }}
        picture={{ label: "Start from a picture (optional)", hint: "JPEG, PNG, WebP, GIF up to 10 MB." }}
        lettering={LETTERING_OPTIONS}
        busy={generator.phase !== "idle"}
        onGenerate={(body) => void generator.generate(body)}
        {...props}
      />
      <p>{generator.designs.length} designs</p>
    </>
  );
}

/** root.tsx's upgrade dialog, which the form opens for what the plan does not include. */
function UpgradeDialogSlot() {
  const { current, closeDialog } = useAppDialogs();
  if (current !== "upgrade") return null;
  return <UpgradeDialog open onClose={closeDialog} closeHref="/" currentPlan="free" supportEmail="help@inkwell.test" />;
}

const SUGGESTION = "a koi fish swimming upstream";

/** Whether focus is on a field inside the (closed) lettering studio. */
const studioField = () =>
  document.activeElement !== document.querySelector("summary") &&
  Boolean(document.activeElement?.closest("details#lettering"));

const form = () => screen.getByRole("form", { name: "Tattoo generator" });
const description = () => screen.getByRole("textbox", { name: "Describe your tattoo" });
const generateButton = () => within(form()).getByRole("button", { name: /^(Generate|Generating\.\.\.)$/ });

describe("generator form", () => {
  test("labels every control, with Medium and Detailed chosen and Traditional's checkbox unticked", () => {
    renderInApp(() => <Generator />);
    expect(description()).toHaveValue("");
    expect(screen.getByRole("group", { name: /Styles/ })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Traditional" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Minimalist" })).not.toBeChecked();
    // A custom style's star is announced with its name.
    expect(screen.getByRole("checkbox", { name: "custom style Neon Koi" })).not.toBeChecked();
    expect(screen.getByRole("combobox", { name: "Size" })).toHaveDisplayValue("Medium (10-20 cm)");
    expect(screen.getByRole("combobox", { name: "Complexity" })).toHaveDisplayValue("Detailed");
    expect(generateButton()).toHaveAccessibleName("Generate");
    expect(generateButton()).toBeEnabled();
  });

  test("Tab walks description, the picture field, styles, the Lettering studio (closed), size, complexity, then Generate", async () => {
    const { user } = renderInApp(() => <Generator />);
    // The lettering studio's code loads once the form is used (rendered in full by the server).
    await user.click(description());
    await waitFor(() => expect(document.querySelector("summary")).not.toBeNull(), { timeout: 10_000 });
    const stops: [string, HTMLElement][] = [
      // The suggestion's phone buttons (hidden from sm up by CSS, which jsdom does not apply).
      ["Use Suggestion", screen.getByRole("button", { name: "Use Suggestion" })],
      ["Clear", screen.getByRole("button", { name: "Clear" })],
      ["Next suggestion", screen.getByRole("button", { name: /^Next suggestion/ })],
      ["Start from a picture", screen.getByLabelText(/^Start from a picture/)],
      ["Traditional", screen.getByRole("checkbox", { name: "Traditional" })],
      ["Minimalist", screen.getByRole("checkbox", { name: "Minimalist" })],
      ["Neon Koi", screen.getByRole("checkbox", { name: /Neon Koi/ })],
      ["Lettering", document.querySelector("summary")!],
      ["Size", screen.getByRole("combobox", { name: "Size" })],
      ["Complexity", screen.getByRole("combobox", { name: "Complexity" })],
      ["Generate", generateButton()],
    ];
    await user.click(description());
    const visited: string[] = [];
    for (let step = 0; step < stops.length + 1; step++) {
      await user.tab();
      // A closed <details> keeps its fields out of the tab order in browsers; jsdom does not know
      // it, so the walk steps over the studio's fields here (chromium's walk is in the e2e suite).
      if (studioField()) while (studioField()) await user.tab();
      const stop = stops.find(([, element]) => element === document.activeElement);
      if (!stop) break;
      visited.push(stop[0]);
    }
    expect(visited).toEqual(stops.map(([name]) => name));
  });

  test("a blank description: the spec's toast, and the field marked (aria-invalid, its message, focus) until typed in", async () => {
    const fetchMock = stubFetch({});
    const { user } = renderInApp(() => <Generator />);
    expect(description()).not.toHaveAttribute("aria-invalid");
    await user.type(description(), "   ");
    await user.click(generateButton());
    expect(await screen.findByText("Description Required")).toBeInTheDocument();
    expect(description()).toHaveAttribute("aria-invalid", "true");
    expect(description()).toHaveAccessibleDescription("Please describe your tattoo design.");
    expect(description()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(description(), "a lantern");
    expect(description()).not.toHaveAttribute("aria-invalid");
    expect(description()).not.toHaveAccessibleDescription();
  });

  test("after a refused plain-form post, the field the server named is marked and focused, the choices kept", () => {
    renderInApp(() => (
      <Generator
        prefill={"a lantern ".repeat(101)}
        submitted={{
          values: { size: "Large (20+ cm)" },
          fieldErrors: { description: "Keep the description under 1000 characters." },
        }}
      />
    ));
    expect(description()).toHaveAttribute("aria-invalid", "true");
    expect(description()).toHaveAccessibleDescription("Keep the description under 1000 characters.");
    expect(description()).toHaveFocus();
    expect(screen.getByRole("combobox", { name: "Size" })).toHaveDisplayValue("Large (20+ cm)");
  });

  test("while a generation runs the button reads Generating... and is disabled; then Generate again", async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch({
      "POST /api/generate": () => answer.promise,
      ...NO_LETTERING,
      "POST /api/styles/Minimalist/use": () => new Response(null, { status: 204 }),
    });
    const { user } = renderInApp(() => <Generator />);
    await user.type(description(), "a fox in a moonlit forest");
    await user.click(screen.getByRole("checkbox", { name: "Minimalist" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Size" }), "Large (20+ cm)");
    await user.selectOptions(screen.getByRole("combobox", { name: "Complexity" }), "Simple");
    // Keyboard submit: Enter on the focused button.
    generateButton().focus();
    await user.keyboard("{Enter}");

    await waitFor(() => expect(generateButton()).toHaveAccessibleName("Generating..."));
    expect(generateButton()).toBeDisabled();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === "/api/generate")!;
    expect(JSON.parse(String(init?.body))).toEqual({
      description: "a fox in a moonlit forest",
      style: "Minimalist",
      selectedTags: [],
      size: "Large (20+ cm)",
      complexity: "Simple",
    });

    answer.resolve(Response.json({ designs: [design] }));
    await waitFor(() => expect(generateButton()).toHaveAccessibleName("Generate"));
    expect(generateButton()).toBeEnabled();
    expect(screen.getByText("1 designs")).toBeInTheDocument();
  });

  test("Tab in an empty description takes the suggestion, the next Tab moves on, Escape takes it out again", async () => {
    const { user } = renderInApp(() => <Generator suggestion={SUGGESTION} />);
    await user.click(description());
    await user.tab();
    expect(description()).toHaveValue(SUGGESTION);
    expect(description()).toHaveFocus();
    await user.tab();
    expect(description()).not.toHaveFocus();
    await user.click(description());
    await user.keyboard("{Escape}");
    expect(description()).toHaveValue("");
  });

  test("with a description already written, Tab asks first; Cancel adds the suggestion to the end", async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const { user } = renderInApp(() => <Generator suggestion={SUGGESTION} />);
    await user.type(description(), "a lantern");
    await user.tab();
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining("Replace your description with this suggestion?"));
    expect(description()).toHaveValue(`a lantern ${SUGGESTION}`);
  });

  test("outside the plan, Custom Size is a disabled Premium option and Highly Complex opens the upgrade dialog instead", async () => {
    stubFetch({ "GET /api/stripe/prices": () => new Promise<Response>(() => {}) });
    const { user } = renderInApp(() => (
      <>
        <Generator capabilities={{ customSize: false, highlyComplex: false }} />
        <UpgradeDialogSlot />
      </>
    ));
    expect(screen.getByRole("option", { name: "Custom Size (Premium)" })).toBeDisabled();
    const complexity = screen.getByRole("combobox", { name: "Complexity" });
    await user.selectOptions(complexity, "Highly Complex");
    expect(await findDialog("Choose Your Plan")).toBeInTheDocument();
    expect(complexity).toHaveDisplayValue("Detailed");
  });

  test("Custom Size asks for the size in a dialog (Use This Size disabled while empty) and sends what was typed", async () => {
    const fetchMock = stubFetch({
      "POST /api/generate": () => Response.json({ designs: [design] }),
      ...NO_LETTERING,
      "POST /api/styles/Traditional/use": () => new Response(null, { status: 204 }),
    });
    const { user } = renderInApp(() => <Generator />);
    const size = screen.getByRole("combobox", { name: "Size" });
    await user.selectOptions(size, "Custom Size");
    const dialog = await findDialog("Custom Size Specification");
    const use = within(dialog).getByRole("button", { name: "Use This Size" });
    expect(use).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox", { name: "Size" }), "8 x 12 cm{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(size).toHaveDisplayValue("Custom: 8 x 12 cm");
    // Focus goes back to the size (on the next frame): typing before that would lose keys to it.
    await waitFor(() => expect(size).toHaveFocus());

    await user.type(description(), "a lantern");
    await user.click(generateButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/generate", expect.anything()));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === "/api/generate")!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ size: "8 x 12 cm", style: "Traditional" });
    await waitFor(() => expect(generateButton()).toBeEnabled());
  });

  test("a refused generation gives the button back and toasts the server's reason; the daily limit opens the upgrade dialog", async () => {
    let answer = Response.json({ error: "The engine is busy" }, { status: 503 });
    stubFetch({
      "POST /api/generate": () => answer,
      ...NO_LETTERING,
      "GET /api/stripe/prices": () => new Promise<Response>(() => {}),
    });
    const { user } = renderInApp(() => (
      <>
        <Generator />
        <UpgradeDialogSlot />
      </>
    ));
    await user.type(description(), "a lantern");
    await user.click(generateButton());
    expect(await screen.findByText("The engine is busy")).toBeInTheDocument();
    expect(screen.getByText("Generation Failed")).toBeInTheDocument();
    await waitFor(() => expect(generateButton()).toBeEnabled());
    expect(generateButton()).toHaveAccessibleName("Generate");

    answer = Response.json({ error: "Daily generation limit reached" }, { status: 429 });
    await user.click(generateButton());
    expect(await findDialog("Choose Your Plan")).toBeInTheDocument();
  });
});
