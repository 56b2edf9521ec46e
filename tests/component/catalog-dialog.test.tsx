import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { data, redirect, type ActionFunction } from "react-router";
import { describe, expect, test, vi } from "vitest";
import CatalogDialog from "~/components/generator/catalog-dialog";
import type { FormReply } from "~/utils/form-reply";
import { deferred, findDialog, renderInApp } from "../support/render-in-app";

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

/** The home page's action, as the test answers it; records each post's fields. */
function pageAction(
  answer: (form: FormData) => Response | ReturnType<typeof data> | Promise<Response | ReturnType<typeof data>>,
) {
  return vi.fn<ActionFunction>(async ({ request }) => answer(await request.formData()));
}

async function openCatalog(kind: "style" | "idea", action = pageAction(() => redirect("/"))) {
  const rendered = renderInApp(() => <Page kind={kind} />, { action });
  await rendered.user.click(screen.getByRole("button", { name: "Add" }));
  const dialog = await findDialog(kind === "style" ? "Add Custom Style" : "Add Popular Idea");
  return { ...rendered, dialog };
}

describe("add a style or an idea", () => {
  test("a blank style name: the spec's toast, and the field marked (aria-invalid, its message, focus) until typed in", async () => {
    const action = pageAction(() => redirect("/"));
    const { user, dialog } = await openCatalog("style", action);
    const name = within(dialog).getByRole("textbox", { name: "Style name" });
    expect(name).not.toHaveAttribute("aria-invalid");
    await user.click(within(dialog).getByRole("button", { name: "Add Custom Style" }));
    expect(await screen.findByText("Style name required")).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Please enter a style name.");
    expect(name).toHaveFocus();
    expect(action).not.toHaveBeenCalled();
    await user.type(name, "B");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(within(dialog).queryByText("Please enter a style name.")).not.toBeInTheDocument();
  });

  test("a name the page's action refuses (too long, taken) is marked with its message beside the field", async () => {
    const taken = 'A style called "Biomechanical" already exists.';
    const reply: FormReply = {
      form: "add-style",
      status: 409,
      message: taken,
      fieldErrors: { name: taken },
      values: { name: "Biomechanical" },
    };
    const action = pageAction(() => data(reply, { status: 409 }));
    const { user, dialog } = await openCatalog("style", action);
    const name = within(dialog).getByRole("textbox", { name: "Style name" });
    await user.type(name, "Biomechanical{Enter}");
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(name).toHaveAccessibleDescription('A style called "Biomechanical" already exists.');
    expect(name).toHaveFocus();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Add Custom Style" })).toBeEnabled();
    // One post to the page's action, with its intent: the same form as without JavaScript.
    expect(action).toHaveBeenCalledTimes(1);
  });

  test("a refusal of no field (the plan) shows as the dialog's message, read out at once", async () => {
    const message = "Custom styles are available on Premium and Pro plans.";
    const action = pageAction(() =>
      data({ form: "add-style", status: 403, message, fieldErrors: {}, values: {} }, { status: 403 }),
    );
    const { user, dialog } = await openCatalog("style", action);
    await user.type(within(dialog).getByRole("textbox", { name: "Style name" }), "Biomechanical{Enter}");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(within(dialog).getByRole("textbox", { name: "Style name" })).not.toHaveAttribute("aria-invalid");
  });

  test("while the style is being added the button reads Adding... and is disabled; added (a redirect), the dialog closes", async () => {
    const answer = deferred<Response>();
    const sent: Array<Record<string, FormDataEntryValue>> = [];
    const action = pageAction((form) => {
      sent.push(Object.fromEntries(form));
      return answer.promise;
    });
    const { user, dialog } = await openCatalog("style", action);
    await user.type(within(dialog).getByRole("textbox", { name: "Style name" }), "Biomechanical{Enter}");
    expect(await within(dialog).findByRole("button", { name: "Adding..." })).toBeDisabled();
    // The redirect carries the spec's 'Style Added' toast in its flash cookie (shown by the root's toaster).
    answer.resolve(redirect("/"));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toEqual([{ intent: "add-style", name: "Biomechanical" }]);
  });

  test("a blank idea is marked the same way, with the idea's own words", async () => {
    const { user, dialog } = await openCatalog("idea");
    const idea = within(dialog).getByRole("textbox", { name: "Idea" });
    await user.click(within(dialog).getByRole("button", { name: "Add Popular Idea" }));
    expect(await screen.findByText("Idea text required")).toBeInTheDocument();
    expect(idea).toHaveAttribute("aria-invalid", "true");
    expect(idea).toHaveAccessibleDescription("Please enter an idea description.");
    expect(idea).toHaveFocus();
  });
});
