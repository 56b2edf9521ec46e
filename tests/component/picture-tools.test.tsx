import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { GeneratorForm } from "~/components/generator/generator-form";
import { useGenerator } from "~/components/generator/use-generator";
import { pictureMessages } from "~/utils/messages/picture";
import { LETTERING_OPTIONS } from "../support/lettering-options";
import { renderInApp, stubFetch } from "../support/render-in-app";

/** "Start from a picture" on the generator (issue 28): the field, its tools (loaded on first use) and what a generation sends. */
const SLOT = { label: pictureMessages.label, hint: pictureMessages.hint };

function Generator({ picture = SLOT }: { picture?: Parameters<typeof GeneratorForm>[0]["picture"] }) {
  const generator = useGenerator({ signedIn: true, ideas: [], initialDesigns: [], initialRequest: null });
  return (
    <GeneratorForm
      styles={[{ name: "Traditional", isCustom: false }]}
      lockedStyleCount={0}
      ideas={[]}
      suggestion=""
      prefill="my cat"
      capabilities={{ customSize: true, highlyComplex: true }}
      picture={picture}
      lettering={LETTERING_OPTIONS}
      busy={generator.phase !== "idle"}
      onGenerate={(body) => void generator.generate(body)}
    />
  );
}

const pictureInput = () => screen.getByLabelText(/^Start from a picture/) as HTMLInputElement;
const photo = (options: { name?: string; type?: string; bytes?: number } = {}) =>
  new File([new Uint8Array(options.bytes ?? 2048)], options.name ?? "cat.jpg", { type: options.type ?? "image/jpeg" });

beforeEach(() => {
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:picture"), revokeObjectURL: vi.fn() }));
});

describe("the picture field", () => {
  test("is a plain file field of the form (multipart), taking pictures and the camera", () => {
    renderInApp(() => <Generator />);
    expect(pictureInput()).toHaveAttribute("type", "file");
    expect(pictureInput()).toHaveAttribute("name", "picture");
    expect(pictureInput()).toHaveAttribute("accept", "image/*");
    expect(pictureInput().form).toHaveAttribute("enctype", "multipart/form-data");
  });

  test("is a link to sign in, and back, for guests (their form stays urlencoded)", () => {
    renderInApp(() => (
      <Generator picture={{ label: pictureMessages.signIn, signIn: "/api/login?redirectTo=%2F%23generator" }} />
    ));
    expect(screen.getByRole("link", { name: pictureMessages.signIn })).toHaveAttribute(
      "href",
      "/api/login?redirectTo=%2F%23generator",
    );
    expect(screen.queryByLabelText(/^Start from a picture/)).toBeNull();
    expect(screen.getByRole("form", { name: "Tattoo generator" })).not.toHaveAttribute("enctype");
  });
});

describe("the picture tools", () => {
  test("show the chosen picture with a crop box the keyboard moves and resizes; the crop goes with the form", async () => {
    const { user } = renderInApp(() => <Generator />);
    await user.upload(pictureInput(), photo());
    expect(await screen.findByRole("img", { name: "Your picture: cat.jpg" })).toHaveAttribute("src", "blob:picture");
    const box = screen.getByRole("button", { name: /^Crop box/ });
    expect(box).toHaveAccessibleName("Crop box: 100% by 100% of the picture, from 0% across and 0% down");
    // The whole picture: no crop field.
    expect(document.querySelector('input[name="crop"]')).toBeNull();

    box.focus();
    await user.keyboard("{Shift>}{ArrowLeft}{ArrowLeft}{ArrowUp}{/Shift}");
    await user.keyboard("{ArrowRight}{ArrowDown}");
    expect(box).toHaveAccessibleName("Crop box: 96% by 98% of the picture, from 2% across and 2% down");
    expect(document.querySelector<HTMLInputElement>('input[name="crop"]')!.value).toBe("0.02,0.02,0.96,0.98");

    await user.click(screen.getByRole("button", { name: "Use the whole picture" }));
    expect(document.querySelector('input[name="crop"]')).toBeNull();
  });

  test("refuse at once what the server would (too large, HEIC), without keeping the file", async () => {
    const { user } = renderInApp(() => <Generator />);
    await user.upload(pictureInput(), photo({ bytes: 10 * 1024 * 1024 + 1 }));
    expect(await screen.findByRole("alert")).toHaveTextContent(pictureMessages.tooLarge);
    expect(pictureInput().value).toBe("");
    await user.upload(pictureInput(), photo({ name: "IMG_0001.HEIC", type: "image/heic" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(pictureMessages.heic));
    expect(screen.queryByRole("img", { name: /Your picture/ })).toBeNull();
  });

  test("remove the picture: the field is empty again and has the focus", async () => {
    const { user } = renderInApp(() => <Generator />);
    await user.upload(pictureInput(), photo({ name: "cat.png", type: "image/png" }));
    expect(await screen.findByRole("img", { name: "Your picture: cat.png" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove picture" }));
    expect(screen.queryByRole("img", { name: /Your picture/ })).toBeNull();
    expect(screen.getByText("Or drop a picture here")).toBeInTheDocument();
    expect(pictureInput()).toHaveFocus();
  });

  test("a generation with a picture is sent as multipart to POST /api/generate (the form's reading of the file is checked in chromium)", async () => {
    const fetchMock = stubFetch({ "POST /api/generate": () => Response.json({ designs: [] }) });
    const { requestDesigns } = await import("~/components/generator/generation-runner");
    // The generator form's own fields: its file and crop box (the typed fields come from the form's state).
    const form = new FormData();
    form.append("picture", photo());
    form.append("crop", "0,0,0.98,1");
    await requestDesigns({
      description: "my cat",
      style: "Traditional",
      selectedTags: ["Dotwork"],
      size: "Small (5-10 cm)",
      complexity: "Simple",
      form,
    });
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === "/api/generate")!;
    // The browser sets the multipart Content-Type (with its boundary) itself.
    expect(new Headers(init?.headers).get("Content-Type")).toBeNull();
    const sent = init?.body as FormData;
    expect(
      Object.fromEntries(
        [...sent.keys()].map((key) => [
          key,
          sent.getAll(key).map((v) => (typeof v === "string" ? v : (v as File).name)),
        ]),
      ),
    ).toEqual({
      description: ["my cat"],
      style: ["Traditional"],
      selectedTags: ["Dotwork"],
      size: ["Small (5-10 cm)"],
      complexity: ["Simple"],
      picture: ["cat.jpg"],
      crop: ["0,0,0.98,1"],
    });
  });

  test("a generation without a picture stays JSON", async () => {
    const fetchMock = stubFetch({ "POST /api/generate": () => Response.json({ designs: [] }) });
    const { requestDesigns } = await import("~/components/generator/generation-runner");
    // A form's empty file field.
    const form = new FormData();
    form.append("picture", new File([], "", { type: "application/octet-stream" }));
    await requestDesigns({
      description: "a rose",
      style: "Traditional",
      selectedTags: [],
      size: "Small (5-10 cm)",
      complexity: "Simple",
      form,
    });
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === "/api/generate")!;
    expect(JSON.parse(String(init?.body))).toEqual({
      description: "a rose",
      style: "Traditional",
      selectedTags: [],
      size: "Small (5-10 cm)",
      complexity: "Simple",
    });
  });
});
