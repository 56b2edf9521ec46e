import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import { recordFormInput, useFormFields } from "~/utils/form-fields";
import { allowConsoleError } from "../support/console-error";

/**
 * useFormFields (issue 35): a form used before React hydrates it keeps what the person did. The
 * form is rendered to HTML as the server does, used as a person would before the scripts run, and
 * hydrated; its state is then what the person left in it.
 */
function Form({ id, prefill }: { id: string; prefill: string }) {
  const [fields, setField] = useFormFields(id, { description: prefill, styles: [] as string[], size: "M", note: "" });
  return (
    <form id={id}>
      <textarea
        aria-label="Description"
        name="description"
        value={fields.description}
        onChange={(event) => setField("description", event.target.value)}
      />
      {["Traditional", "Minimalist", "Geometric"].map((style) => (
        <label key={style}>
          <input
            type="checkbox"
            name="styles"
            value={style}
            checked={fields.styles.includes(style)}
            onChange={(event) =>
              setField("styles", (current) => [
                ...current.filter((name) => name !== style),
                ...(event.target.checked ? [style] : []),
              ])
            }
          />
          {style}
        </label>
      ))}
      <select
        aria-label="Size"
        name="size"
        value={fields.size}
        onChange={(event) => setField("size", event.target.value)}
      >
        {["S", "M", "L"].map((size) => (
          <option key={size}>{size}</option>
        ))}
      </select>
      <input
        aria-label="Note"
        name="note"
        value={fields.note}
        onChange={(event) => setField("note", event.target.value)}
      />
      <output data-testid="state">{JSON.stringify(fields)}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/** The page as the server sends it. (In this DOM test environment React warns that layout effects do not run on a server.) */
function serverRender(element: React.ReactElement) {
  const errors = allowConsoleError();
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  expect(errors.mock.calls.every(([message]) => String(message).includes("useLayoutEffect does nothing"))).toBe(true);
  return container;
}

async function hydrate(container: HTMLElement, element: React.ReactElement) {
  await act(async () => {
    root = hydrateRoot(container, element);
  });
}

const state = () => JSON.parse(screen.getByTestId("state").textContent!) as Record<string, unknown>;

describe("a form used before the app runs", () => {
  test("what was typed, ticked and chosen is the form's state once hydrated, in the fields and in the state", async () => {
    const form = <Form id="typed-before" prefill="" />;
    const container = serverRender(form);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Description"), "a fox under the moon");
    await user.click(screen.getByLabelText("Geometric"));
    await user.click(screen.getByLabelText("Traditional"));
    await user.selectOptions(screen.getByLabelText("Size"), "L");
    await user.type(screen.getByLabelText("Note"), "8 x 12 cm");

    recordFormInput();
    await hydrate(container, form);

    expect(state()).toEqual({
      description: "a fox under the moon",
      // In the order of the form (which was ticked first cannot be known before the app runs).
      styles: ["Traditional", "Geometric"],
      size: "L",
      note: "8 x 12 cm",
    });
    expect(screen.getByLabelText("Description")).toHaveValue("a fox under the moon");
    expect(screen.getByLabelText("Geometric")).toBeChecked();
    expect(screen.getByLabelText("Minimalist")).not.toBeChecked();
    expect(screen.getByLabelText("Size")).toHaveValue("L");
    expect(document.getElementById("typed-before")).toHaveAttribute("data-live");
  });

  test("a description edited from the server's own text survives React's reset of the textarea", async () => {
    const form = <Form id="edited-before" prefill="a rose" />;
    const container = serverRender(form);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Description"), " with thorns");

    recordFormInput();
    await hydrate(container, form);

    expect(screen.getByLabelText("Description")).toHaveValue("a rose with thorns");
    expect(state()).toMatchObject({ description: "a rose with thorns" });
  });

  test("untouched, the form starts from what the server rendered, and the app's handlers take over", async () => {
    const form = <Form id="untouched" prefill="a rose" />;
    const container = serverRender(form);
    recordFormInput();
    await hydrate(container, form);
    expect(state()).toEqual({ description: "a rose", styles: [], size: "M", note: "" });

    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Minimalist"));
    await user.type(screen.getByLabelText("Description"), "s");
    expect(state()).toMatchObject({ description: "a roses", styles: ["Minimalist"] });
  });
});
