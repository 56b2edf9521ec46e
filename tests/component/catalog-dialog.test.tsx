import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, test } from "vitest";
import CatalogDialog from "~/components/generator/catalog-dialog";
import { deferred, findDialog, renderInApp, stubFetch } from "../support/render-in-app";

/** The home page's wiring: the Add Style / Add Idea chips open the dialog. */
function Page({ kind }: { kind: "style" | "idea" }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add
      </button>
      {open ? <CatalogDialog kind={kind} onClose={() => setOpen(false)} closeHref="/" /> : null}
    </>
  );
}

async function openCatalog(kind: "style" | "idea") {
  const rendered = renderInApp(() => <Page kind={kind} />);
  await rendered.user.click(screen.getByRole("button", { name: "Add" }));
  const dialog = await findDialog(kind === "style" ? "Add Custom Style" : "Add Popular Idea");
  return { ...rendered, dialog };
}

describe("add a style or an idea", () => {
  test("a blank style name: the spec's toast, and the field marked (aria-invalid, its message, focus) until typed in", async () => {
    const fetchMock = stubFetch({});
    const { user, dialog } = await openCatalog("style");
    const name = within(dialog).getByRole("textbox", { name: "Style name" });
    expect(name).not.toHaveAttribute("aria-invalid");
    await user.click(within(dialog).getByRole("button", { name: "Add Custom Style" }));
    expect(await screen.findByText("Style name required")).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Please enter a style name.");
    expect(name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(name, "B");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(within(dialog).queryByText("Please enter a style name.")).not.toBeInTheDocument();
  });

  test("a name the server refuses (too long, taken) is marked with the server's message beside the field", async () => {
    stubFetch({
      "POST /api/styles": () =>
        Response.json(
          {
            message: 'A style called "Biomechanical" already exists.',
            fieldErrors: { name: ['A style called "Biomechanical" already exists.'] },
          },
          { status: 409 },
        ),
    });
    const { user, dialog } = await openCatalog("style");
    const name = within(dialog).getByRole("textbox", { name: "Style name" });
    await user.type(name, "Biomechanical{Enter}");
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(name).toHaveAccessibleDescription('A style called "Biomechanical" already exists.');
    expect(name).toHaveFocus();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Add Custom Style" })).toBeEnabled();
  });

  test("while the style is being added the button reads Adding... and is disabled; then the dialog closes with Style Added", async () => {
    const answer = deferred<Response>();
    stubFetch({ "POST /api/styles": () => answer.promise });
    const { user, dialog } = await openCatalog("style");
    await user.type(within(dialog).getByRole("textbox", { name: "Style name" }), "Biomechanical{Enter}");
    expect(await within(dialog).findByRole("button", { name: "Adding..." })).toBeDisabled();
    answer.resolve(Response.json({ name: "Biomechanical" }, { status: 201 }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("Style Added")).toBeInTheDocument();
  });

  test("a blank idea is marked the same way, with the idea's own words", async () => {
    stubFetch({});
    const { user, dialog } = await openCatalog("idea");
    const idea = within(dialog).getByRole("textbox", { name: "Idea" });
    await user.click(within(dialog).getByRole("button", { name: "Add Popular Idea" }));
    expect(await screen.findByText("Idea text required")).toBeInTheDocument();
    expect(idea).toHaveAttribute("aria-invalid", "true");
    expect(idea).toHaveAccessibleDescription("Please enter an idea description.");
    expect(idea).toHaveFocus();
  });
});
