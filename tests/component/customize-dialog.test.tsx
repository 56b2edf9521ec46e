import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import CustomizeDialog from "~/components/customize/customize-dialog";
import LoadingView from "~/components/generator/loading-view";
import { useGenerator } from "~/components/generator/use-generator";
import type { PublicDesign } from "~/modules/designs/public-design";
import { replyFor, type FormReply } from "~/utils/form-reply";
import { deferred, findDialog, renderInApp, stubFetch } from "../support/render-in-app";

const original: PublicDesign = {
  id: "design-1",
  imageUrl: "/designs/design-1/image.png",
  description: "a fox in a moonlit forest",
  style: "Traditional",
  size: "Medium (10-20 cm)",
  complexity: "Detailed",
  tags: [],
  hasWatermark: false,
  resolution: "1024x1024",
  createdAt: "2026-11-23T09:00:00.000Z",
  customizedFromId: null,
  hasVector: true,
};
const variation: PublicDesign = { ...original, id: "design-2", customizedFromId: "design-1" };

/** The home page's wiring (routes/_index.tsx): an opener, the dialog, the loading view and the gallery count. */
function Page(props: { onCustomized?: () => void; refused?: FormReply }) {
  const generator = useGenerator({ signedIn: true, ideas: [], initialDesigns: [original], initialRequest: null });
  // A refused plain-form post renders the page with the dialog open (routes/_index.tsx).
  const [open, setOpen] = useState(Boolean(props.refused));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Customize
      </button>
      {open ? (
        <CustomizeDialog
          design={original}
          styles={["Traditional", "Minimalist", "Japanese"]}
          onClose={() => setOpen(false)}
          generator={generator}
          onCustomized={props.onCustomized ?? (() => {})}
          formAction="/?index"
          closeHref="/?designs=design-1#gallery"
          submitted={replyFor(props.refused, "customize")}
        />
      ) : null}
      {generator.phase !== "idle" ? <LoadingView kind={generator.phase} progress={generator.progress} /> : null}
      <p>{generator.designs.length} designs</p>
    </>
  );
}

const refusal = (form: string, fieldErrors: FormReply["fieldErrors"]): FormReply => ({
  form,
  status: 400,
  message: Object.values(fieldErrors)[0] ?? "",
  fieldErrors,
  values: {},
});

async function openDialog() {
  const rendered = renderInApp(() => <Page />);
  await rendered.user.click(screen.getByRole("button", { name: "Customize" }));
  const dialog = await findDialog("Customize Your Design");
  return { ...rendered, dialog };
}

describe("customize dialog", () => {
  test("opens as a dialog named Customize Your Design, showing the original and its four ways to change it", async () => {
    const { dialog } = await openDialog();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole("img", { name: "Original design: a fox in a moonlit forest" })).toBeInTheDocument();
    expect(within(dialog).getByRole("radiogroup", { name: "Color Enhancement" })).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: /Black and Grey/ })).toBeChecked();
    expect(within(dialog).getByRole("textbox", { name: "Describe the changes you want" })).toHaveValue("");
    // The new style starts on one other than the design's own.
    expect(within(dialog).getByRole("combobox", { name: "New style" })).toHaveDisplayValue("Minimalist");
    for (const name of ["Apply Color Theme", "Apply Instructions", "Transform Style", "Surprise Me", "Close"]) {
      expect(within(dialog).getByRole("button", { name })).toBeInTheDocument();
    }
  });

  test("Apply Instructions stays disabled until there are instructions (spaces do not count)", async () => {
    const { user, dialog } = await openDialog();
    const instructions = within(dialog).getByRole("textbox", { name: "Describe the changes you want" });
    const apply = within(dialog).getByRole("button", { name: "Apply Instructions" });
    expect(apply).toBeDisabled();
    await user.type(instructions, "   ");
    expect(apply).toBeDisabled();
    await user.type(instructions, "add a crescent moon");
    expect(apply).toBeEnabled();
    await user.clear(instructions);
    expect(apply).toBeDisabled();
  });

  test("Escape closes it and gives focus back to the opener", async () => {
    const { user } = await openDialog();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Customize" })).toHaveFocus());
  });

  test("applying instructions from the keyboard closes the dialog, shows Customizing Your Design until the answer, then adds the variation", async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch({ "POST /api/edit": () => answer.promise });
    const { user, dialog } = await openDialog();
    await user.type(
      within(dialog).getByRole("textbox", { name: "Describe the changes you want" }),
      "  add a crescent moon ",
    );
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "Apply Instructions" })).toHaveFocus();
    await user.keyboard("{Enter}");

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("heading", { name: "Customizing Your Design" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Customizing Your Design" })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      designId: "design-1",
      originalDescription: "a fox in a moonlit forest",
      mode: "custom",
      editInstructions: "add a crescent moon",
    });

    answer.resolve(Response.json({ designs: [variation] }));
    await waitFor(() => expect(screen.queryByRole("progressbar")).not.toBeInTheDocument());
    expect(screen.getByText("2 designs")).toBeInTheDocument();
  });

  test("a colour theme chosen with the arrow keys is the one applied", async () => {
    const fetchMock = stubFetch({ "POST /api/edit": () => Response.json({ designs: [variation] }) });
    const { user, dialog } = await openDialog();
    within(dialog)
      .getByRole("radio", { name: /Black and Grey/ })
      .focus();
    await user.keyboard("{ArrowRight}");
    expect(within(dialog).getByRole("radio", { name: "Full Color" })).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Apply Color Theme" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toMatchObject({
      mode: "color",
      colorTheme: "Full Color",
    });
    await waitFor(() => expect(screen.getByText("2 designs")).toBeInTheDocument());
  });

  test("a failed customization ends the loading view and shows the spec's Error toast with the server's message", async () => {
    stubFetch({ "POST /api/edit": () => Response.json({ error: "Design not found" }, { status: 404 }) });
    const onCustomized = vi.fn();
    const { user } = renderInApp(() => <Page onCustomized={onCustomized} />);
    await user.click(screen.getByRole("button", { name: "Customize" }));
    await user.click(await screen.findByRole("button", { name: "Surprise Me" }));
    expect(await screen.findByText("Design not found")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByText("1 designs")).toBeInTheDocument();
    expect(onCustomized).not.toHaveBeenCalled();
  });

  test("after a refused plain-form post, the instructions are marked (aria-invalid, the server's message) and focused", async () => {
    renderInApp(() => <Page refused={refusal("customize", { editInstructions: "Describe the changes you want." })} />);
    const dialog = await findDialog("Customize Your Design");
    const instructions = within(dialog).getByRole("textbox", { name: "Describe the changes you want" });
    expect(instructions).toHaveAttribute("aria-invalid", "true");
    expect(instructions).toHaveAccessibleDescription("Describe the changes you want.");
    await waitFor(() => expect(instructions).toHaveFocus());
  });

  test("another form's refused post leaves the instructions unmarked", async () => {
    renderInApp(() => <Page refused={refusal("add-style", { name: "Please enter a style name." })} />);
    const dialog = await findDialog("Customize Your Design");
    const instructions = within(dialog).getByRole("textbox", { name: "Describe the changes you want" });
    expect(instructions).not.toHaveAttribute("aria-invalid");
    expect(instructions).not.toHaveAccessibleDescription();
  });
});
