import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";

// One render thread and one waiting render: enough to see the bounds hold.
process.env.RENDER_CONCURRENCY = "1";
process.env.RENDER_QUEUE_LIMIT = "1";

const { closeRenderPool, renderPoolStats, renderMessages } = await import("~/modules/renders/render-pool.server");
const { getImageStorage } = await import("~/modules/storage/image-storage.server");
const { action: generate } = await import("~/routes/api.generate");
const { loader: tattooability } = await import("~/routes/api.designs.$id.tattooability");
const { loader: printPdf } = await import("~/routes/designs.$id.print[.pdf]");
const { loader: stencil } = await import("~/routes/designs.$id.stencil[.png]");
const { PRINT_PDFS_KEPT_PER_DESIGN } = await import("~/modules/print/design-files.server");
const { call, get, postJson, signedInCookie } = await import("../support/users");
const { phoneJpeg, pictureForm, postForm } = await import("../support/pictures");
const { finaliseProviderDesign } = await import("~/modules/generation/providers/provider-design.server");
const { traceToSvg } = await import("~/modules/generation/providers/trace-to-svg.server");
const { sampleDesign } = await import("../support/fake-images");

afterAll(() => closeRenderPool());

async function proDesign() {
  const { cookie } = await signedInCookie("pro");
  const response = await call(generate, postJson("/api/generate", { description: "a dagger through a rose" }, cookie));
  const id = ((await response.json()) as { designs: Array<{ id: string }> }).designs[0].id;
  return { cookie, id };
}

// Print files of 30 cm and more take seconds each; on a loaded 2-core machine, many more.
describe("heavy renders in the worker pool", { timeout: 240_000 }, () => {
  it("renders print files off the request thread, keeps them, and serves them again without rendering", async () => {
    const { cookie, id } = await proDesign();
    const before = renderPoolStats()!.completed;

    // A 30 cm print file (3543 px a side) renders in the pool's thread, not on this one (the
    // pool counts it); how long this thread stalls meanwhile is the bench's to measure.
    const first = await call(printPdf, get(`/designs/${id}/print.pdf?cm=30`, cookie), { id });
    expect(first.status).toBe(200);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect((await PDFDocument.load(new Uint8Array(bytes))).getPageCount()).toBe(2);
    expect(renderPoolStats()!.completed).toBe(before + 1);
    expect(
      (await getImageStorage().list(`renders/${id}/`)).some((key) => /print-30cm-plain-v\d+-\w+\.pdf$/.test(key)),
    ).toBe(true);

    // The same file again: from storage, no render.
    const again = await call(printPdf, get(`/designs/${id}/print.pdf?cm=30`, cookie), { id });
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect(renderPoolStats()!.completed).toBe(before + 1);

    // Stencils and the line measurement go through the pool too; a stencil is kept per side.
    expect((await call(stencil, get(`/designs/${id}/stencil.png?mirror=1`, cookie), { id })).status).toBe(200);
    expect((await call(stencil, get(`/designs/${id}/stencil.png?mirror=1`, cookie), { id })).status).toBe(200);
    expect((await call(tattooability, get(`/api/designs/${id}/tattooability`, cookie), { id })).status).toBe(200);
    expect(renderPoolStats()!.completed).toBe(before + 3);
    expect(renderPoolStats("prints")!.threads).toBeLessThanOrEqual(1);
  });

  it("shares one render between identical requests and refuses renders beyond the queue with 503", async () => {
    const { cookie, id } = await proDesign();
    const before = renderPoolStats()!.completed;
    // Five requests for one file: one render.
    const same = await Promise.all(
      Array.from({ length: 5 }, () => call(printPdf, get(`/designs/${id}/print.pdf?cm=8`, cookie), { id })),
    );
    expect(same.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(renderPoolStats()!.completed).toBe(before + 1);

    // Four different files at once, one thread and one place in line: the rest are refused.
    const sizes = [11, 12, 13, 14];
    const answers = await Promise.all(
      sizes.map((cm) => call(printPdf, get(`/designs/${id}/print.pdf?cm=${cm}`, cookie), { id })),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    const refused = answers.filter((response) => response.status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0].headers.get("retry-after")).toBe("5");
    expect(await refused[0].json()).toEqual({ message: renderMessages.busy });
    expect(renderPoolStats("prints")!.threads).toBeLessThanOrEqual(1);
  });

  it("takes a picture in while print renders fill their pool's thread and line: the two never share a queue (M9)", async () => {
    const { cookie, id } = await proDesign();
    const pictures = renderPoolStats("pictures")!.completed;
    // Two large print files: one renders, one waits; the prints' line (RENDER_QUEUE_LIMIT=1) is full.
    const prints = [24, 25].map((cm) => call(printPdf, get(`/designs/${id}/print.pdf?cm=${cm}`, cookie), { id }));
    await expect.poll(() => renderPoolStats("prints")!.queued, { timeout: 30_000 }).toBe(1);
    const form = pictureForm({ description: "my cat" }, { bytes: await phoneJpeg() });
    const fromPicture = await call(generate, postForm("/api/generate", form, cookie));
    expect(fromPicture.status).toBe(200);
    // Its intake and its two designs ran in the pictures' pool, beside the busy prints.
    expect(renderPoolStats("pictures")!.completed - pictures).toBe(3);
    expect((await Promise.all(prints)).map((response) => response.status)).toEqual([200, 200]);
  });

  it(`keeps at most ${PRINT_PDFS_KEPT_PER_DESIGN} print PDFs of a design: one more deletes the oldest (M9)`, async () => {
    const { cookie, id } = await proDesign();
    const pdfs = async () => (await getImageStorage().list(`renders/${id}/print-`)).length;
    for (let cm = 1; cm <= PRINT_PDFS_KEPT_PER_DESIGN + 2; cm++) {
      expect((await call(printPdf, get(`/designs/${id}/print.pdf?cm=${cm}`, cookie), { id })).status).toBe(200);
      expect(await pdfs()).toBe(Math.min(cm, PRINT_PDFS_KEPT_PER_DESIGN));
    }
    const kept = await getImageStorage().list(`renders/${id}/print-`);
    // The newest are kept; the first two sizes went.
    expect(kept.some((key) => key.includes("print-1cm-"))).toBe(false);
    expect(kept.some((key) => key.includes(`print-${PRINT_PDFS_KEPT_PER_DESIGN + 2}cm-`))).toBe(true);
  });

  it("traces a provider's images in the pictures' pool, as this thread would, and waits out a full line rather than drop a paid image", async () => {
    const image = await sampleDesign(1024, { transparent: true });
    const before = renderPoolStats("pictures")!.completed;
    const prints = renderPoolStats("prints")!.completed;
    // Three at once, one thread and one place in line: the third waits for room (decision 024).
    const finished = await Promise.all([1, 2, 3].map(() => finaliseProviderDesign(image)));
    expect(renderPoolStats("pictures")!.completed).toBe(before + 3);
    expect(renderPoolStats("prints")!.completed).toBe(prints);
    const { svg } = await traceToSvg(image);
    expect(svg).toMatch(/<path fill="#[0-9a-f]{6}" fill-rule="evenodd" d="M/);
    for (const design of finished) {
      expect(design.png.equals(image)).toBe(true);
      expect(design.svg).toBe(svg);
    }
  });
});
