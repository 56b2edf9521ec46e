import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

process.env.GENERATION_CONCURRENCY = "1";

const { readPngText } = await import("~/modules/print/png-text.server");
const { action: generate } = await import("~/routes/api.generate");
const { loader: tattooability } = await import("~/routes/api.designs.$id.tattooability");
const { loader: svgFile } = await import("~/routes/designs.$id.design[.svg]");
const { loader: image } = await import("~/routes/designs.$id.image[.png]");
const { loader: printPdf } = await import("~/routes/designs.$id.print[.pdf]");
const { loader: stencil } = await import("~/routes/designs.$id.stencil[.png]");
const { prisma } = await import("~/utils/db.server");
const { getImageStorage } = await import("~/modules/storage/image-storage.server");
const { call, get, postJson, signedInCookie } = await import("../support/users");

async function designFor(
  plan: "free" | "premium" | "pro",
  body: Record<string, unknown> = { description: 'a swallow with "Mom"', size: "Small (5-10 cm)" },
) {
  const { user, cookie } = await signedInCookie(plan);
  const response = await call(generate, postJson("/api/generate", body, cookie));
  expect(response.status).toBe(200);
  const { designs } = await response.json();
  return { user, cookie, design: designs[0] as { id: string; imageUrl: string } };
}

describe("Pro files", () => {
  it("gives a Pro user a print-ready PDF, stencils and the SVG, with the licence inside", async () => {
    const { cookie, design } = await designFor("pro");
    const params = { id: design.id };

    const pdfResponse = await call(printPdf, get(`/designs/${design.id}/print.pdf?cm=6`, cookie), params);
    expect(pdfResponse.status).toBe(200);
    expect(pdfResponse.headers.get("content-type")).toBe("application/pdf");
    expect(pdfResponse.headers.get("content-disposition")).toContain(`tattoo-design-${design.id}-6cm.pdf`);
    const pdf = await PDFDocument.load(new Uint8Array(await pdfResponse.arrayBuffer()), { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(2);
    expect(Math.abs((pdf.getPage(0).getTrimBox().width / 72) * 25.4 - 60)).toBeLessThan(0.5);
    expect(pdf.getSubject()).toContain("Inkwell Pro commercial licence");

    // Without ?cm the design's own size (Small: 5 cm).
    const ownSize = await PDFDocument.load(
      new Uint8Array(
        await (await call(printPdf, get(`/designs/${design.id}/print.pdf`, cookie), params)).arrayBuffer(),
      ),
    );
    expect(Math.abs((ownSize.getPage(0).getTrimBox().width / 72) * 25.4 - 50)).toBeLessThan(0.5);

    for (const mirror of ["", "?mirror=1"]) {
      const response = await call(stencil, get(`/designs/${design.id}/stencil.png${mirror}`, cookie), params);
      expect(response.status).toBe(200);
      const png = Buffer.from(await response.arrayBuffer());
      expect((await sharp(png).metadata()).channels).toBe(1);
      expect(readPngText(png).Copyright).toContain("Licensed for commercial use under Inkwell Pro");
    }

    const svgResponse = await call(svgFile, get(`/designs/${design.id}/design.svg`, cookie), params);
    expect(svgResponse.status).toBe(200);
    const svg = await svgResponse.text();
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain("Inkwell Pro commercial licence");
    // A valid SVG document: librsvg parses and renders it.
    expect((await sharp(Buffer.from(svg)).metadata()).format).toBe("svg");

    const download = await call(image, get(`${design.imageUrl}?download=1`, cookie), params);
    expect(readPngText(Buffer.from(await download.arrayBuffer())).Disclaimer).toContain(
      "may use this design commercially",
    );
  });

  it("refuses other plans with 403, other people's designs with 404, strangers with 401", async () => {
    const premium = await designFor("premium");
    for (const [loader, path] of [
      [printPdf, "print.pdf"],
      [stencil, "stencil.png"],
      [svgFile, "design.svg"],
    ] as const) {
      const refused = await call(loader, get(`/designs/${premium.design.id}/${path}`, premium.cookie), {
        id: premium.design.id,
      });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: "This download is available on the Pro plan." });
    }
    const pro = await signedInCookie("pro");
    expect(
      (await call(printPdf, get(`/designs/${premium.design.id}/print.pdf`, pro.cookie), { id: premium.design.id }))
        .status,
    ).toBe(404);
    expect(
      (await call(printPdf, get(`/designs/${premium.design.id}/print.pdf`), { id: premium.design.id })).status,
    ).toBe(401);

    // Premium downloads carry no licence.
    const download = await call(image, get(`${premium.design.imageUrl}?download=1`, premium.cookie), {
      id: premium.design.id,
    });
    expect(readPngText(Buffer.from(await download.arrayBuffer()))).toEqual({});
  });

  it("refuses print sizes it cannot print, and any width but whole centimetres (each width is a render kept forever)", async () => {
    const { cookie, design } = await designFor("pro");
    const before = (await getImageStorage().list(`renders/${design.id}/`)).length;
    for (const cm of ["0", "41", "abc", "12.5", "12.0001", "1e1", "-3", "12 ", "0x10", "100"]) {
      const response = await call(
        printPdf,
        get(`/designs/${design.id}/print.pdf?cm=${encodeURIComponent(cm)}`, cookie),
        { id: design.id },
      );
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(
        "Print files come in whole centimetres from 1 to 40 cm wide (for example ?cm=12).",
      );
    }
    expect(await getImageStorage().list(`renders/${design.id}/`)).toHaveLength(before);
    const whole = await call(printPdf, get(`/designs/${design.id}/print.pdf?cm=12`, cookie), { id: design.id });
    expect(whole.status).toBe(200);
  });

  it("prints a design sized beyond the print files at the largest print size", async () => {
    const { cookie, design } = await designFor("pro", { description: "a great wave back piece", size: "60 x 45 cm" });
    const response = await call(printPdf, get(`/designs/${design.id}/print.pdf`, cookie), { id: design.id });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("-40cm.pdf");
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()), { updateMetadata: false });
    expect(Math.abs((pdf.getPage(0).getTrimBox().width / 72) * 25.4 - 400)).toBeLessThan(0.5);
  });
});

describe("the tattooability check", () => {
  it("answers paid plans for their own designs, and remembers the measurement", async () => {
    const { cookie, design } = await designFor("premium", { description: "a rose", size: "Large (20+ cm)" });
    const response = await call(tattooability, get(`/api/designs/${design.id}/tattooability`, cookie), {
      id: design.id,
    });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({ sizeCm: 20 });
    expect(typeof result.ok).toBe("boolean");
    expect(result.minimumSizeCm).toBeGreaterThan(0);
    const stored = await prisma.design.findUniqueOrThrow({ where: { id: design.id } });
    expect(stored.strokeRatio).not.toBeNull();
    const atSmall = await (
      await call(tattooability, get(`/api/designs/${design.id}/tattooability?size=2 cm`, cookie), { id: design.id })
    ).json();
    expect(atSmall.sizeCm).toBe(2);
    expect(atSmall.gapMm ?? 0).toBeLessThanOrEqual(result.gapMm ?? Infinity);
  });

  it("is refused to free users, signed-out callers and other people's designs, each with its message", async () => {
    const { cookie, design } = await designFor("free", { description: "a rose" });
    const check = async (asker?: string) => {
      const response = await call(tattooability, get(`/api/designs/${design.id}/tattooability`, asker), {
        id: design.id,
      });
      return { status: response.status, body: await response.json() };
    };
    expect(await check(cookie)).toEqual({
      status: 403,
      body: { message: "The tattooability check is available on Premium and Pro plans." },
    });
    expect(await check()).toEqual({ status: 401, body: { message: "Unauthorized" } });
    const other = await signedInCookie("premium");
    expect(await check(other.cookie)).toEqual({ status: 404, body: { message: "Design not found." } });
  });
});

// Pro-first order and the place in line are properties of the shared job queue now:
// tests/integration/durable-jobs.test.ts checks them across two instances.
