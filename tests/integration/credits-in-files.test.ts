import { unzipSync } from "fflate";
import { PDFDocument, PDFName, type PDFDict, type PDFHexString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pageText } from "../support/pdf-text";

process.env.GENERATION_CONCURRENCY = "1";

const { designCredits } = await import("~/modules/credits/design-credits.server");
const { readPngText } = await import("~/modules/print/png-text.server");
const { createShareLink } = await import("~/modules/share/share-links.server");
const { getImageStorage, readStoredObject } = await import("~/modules/storage/image-storage.server");
const { action: generate } = await import("~/routes/api.generate");
const { loader: svgFile } = await import("~/routes/designs.$id.design[.svg]");
const { loader: image } = await import("~/routes/designs.$id.image[.png]");
const { loader: printPdf } = await import("~/routes/designs.$id.print[.pdf]");
const { loader: stencil } = await import("~/routes/designs.$id.stencil[.png]");
const { loader: dataExport } = await import("~/routes/profile_.data[.zip]");
const { loader: sharePage } = await import("~/routes/s.$token");
const { loader: sharedImage } = await import("~/routes/s.$token.image[.png]");
const { loader: sharedStencil } = await import("~/routes/s.$token.stencil[.png]");
const { prisma } = await import("~/utils/db.server");
const { APP_ORIGIN, call, callPage, get, postJson, signedInCookie } = await import("../support/users");

/**
 * Every file that carries a motif of the atlas names it, its author, set and licence, and where
 * every credit and licence text is (issue 39): the PNG (a "Credits" text chunk), stencils, the SVG,
 * the print PDF (its metadata and a line on each sheet), the share page and the data export.
 * "a sperm whale" draws Game Icons' sperm whale by Delapouite (CC BY 3.0).
 */
const CREDIT = "“sperm whale” by Delapouite, from Game Icons (https://game-icons.net), CC BY 3.0";
const CREDITS_URL = `${APP_ORIGIN}/credits`;

async function designFor(plan: "free" | "pro", description = "a sperm whale") {
  const { user, cookie } = await signedInCookie(plan);
  const response = await call(generate, postJson("/api/generate", { description, size: "Small (5-10 cm)" }, cookie));
  expect(response.status).toBe(200);
  const { designs } = (await response.json()) as { designs: Array<{ id: string }> };
  return { user, cookie, id: designs[0].id };
}

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

function expectCredited(png: Buffer) {
  const credits = readPngText(png).Credits;
  expect(credits).toContain(CREDIT);
  expect(credits).toContain(`All credits and licence texts: ${CREDITS_URL}`);
}

describe("credits in every file of a design drawn with an atlas motif", () => {
  it("the PNG, stored and downloaded, the SVG and the stencils", async () => {
    const pro = await designFor("pro");
    const row = await prisma.design.findUniqueOrThrow({ where: { id: pro.id } });
    expect(row.credits).toEqual([expect.stringContaining(CREDIT)]);
    // In storage, so every copy of it says so (a presigned download from a bucket too).
    expectCredited((await readStoredObject(row.imageKey))!);
    // A Pro download adds the licence beside the credits.
    const download = await bytes(
      await call(image, get(`/designs/${pro.id}/image.png?download=1`, pro.cookie), { id: pro.id }),
    );
    expectCredited(download);
    expect(readPngText(download).Copyright).toContain("Licensed for commercial use");

    const svg = await (await call(svgFile, get(`/designs/${pro.id}/design.svg`, pro.cookie), { id: pro.id })).text();
    expect(svg).toMatch(/<metadata>.*&quot;credits&quot;:\[&quot;“sperm whale” by Delapouite/);
    expect(/<desc>(.*?)<\/desc>/.exec(svg)?.[1]).toContain(`${CREDIT}: https://creativecommons.org/licenses/by/3.0/`);

    for (const mirror of ["", "?mirror=1"]) {
      const response = await call(stencil, get(`/designs/${pro.id}/stencil.png${mirror}`, pro.cookie), { id: pro.id });
      expect(response.status).toBe(200);
      expectCredited(await bytes(response));
    }

    // A free account's image, streamed as stored.
    const free = await designFor("free");
    expectCredited(await bytes(await call(image, get(`/designs/${free.id}/image.png`, free.cookie), { id: free.id })));
  });

  it("the print PDF: in its metadata and on each sheet", async () => {
    const { cookie, id } = await designFor("pro");
    const response = await call(printPdf, get(`/designs/${id}/print.pdf?cm=8`, cookie), { id });
    expect(response.status).toBe(200);
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()), { updateMetadata: false });
    const info = (pdf as unknown as { getInfoDict(): PDFDict }).getInfoDict();
    const credits = (info.get(PDFName.of("Credits")) as PDFHexString).decodeText();
    expect(credits).toContain(CREDIT);
    expect(credits).toContain(CREDITS_URL);
    for (const sheet of [0, 1]) {
      const text = pageText(pdf, sheet).join(" ");
      expect(text, `sheet ${sheet + 1}`).toContain("Delapouite");
      expect(text, `sheet ${sheet + 1}`).toContain(CREDITS_URL);
    }
  });

  it("the share page, its image and its stencil", async () => {
    const { user, id } = await designFor("pro");
    const { token } = await createShareLink(user.id, id, {
      displayName: "Sam",
      placement: null,
      skinTone: null,
      notes: null,
      expiresAt: null,
    });
    const page = await callPage(sharePage, get(`/s/${token}`), { params: { token } });
    expect(page.data).toMatchObject({ credits: [expect.stringContaining(CREDIT)] });
    const params = { token };
    expectCredited(await bytes(await call(sharedImage, get(`/s/${token}/image.png`), params)));
    expectCredited(await bytes(await call(sharedStencil, get(`/s/${token}/stencil.png`), params)));
  });

  it("the data export: its manifest and the design's PNG in it", async () => {
    const { cookie, id } = await designFor("pro");
    const response = await call(dataExport, get("/profile/data.zip", cookie));
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const manifest = JSON.parse(Buffer.from(files["manifest.json"]).toString()) as {
      creditsAndLicences: string;
      designs: Array<{ id: string; credits: string[] }>;
    };
    expect(manifest.creditsAndLicences).toBe(CREDITS_URL);
    expect(manifest.designs.find((design) => design.id === id)?.credits).toEqual([expect.stringContaining(CREDIT)]);
    expectCredited(Buffer.from(files[`designs/${id}.png`]));
  });

  it("a design made before credits were recorded gets them, in its stored PNG too, at its first download", async () => {
    const { cookie, id } = await designFor("pro");
    const row = await prisma.design.findUniqueOrThrow({ where: { id } });
    // As the design was stored before: no credits recorded, a PNG without the chunk.
    const plain = stripText((await readStoredObject(row.imageKey))!);
    expect(readPngText(plain).Credits).toBeUndefined();
    await getImageStorage().put(row.imageKey, plain);
    await prisma.$executeRaw`UPDATE "Design" SET credits = NULL WHERE id = ${id}`;

    expectCredited(await bytes(await call(image, get(`/designs/${id}/image.png?download=1`, cookie), { id })));
    expect((await prisma.design.findUniqueOrThrow({ where: { id } })).credits).toEqual([
      expect.stringContaining(CREDIT),
    ]);
    expectCredited((await readStoredObject(row.imageKey))!);
  });

  it("a design deleted while its credits were being recorded leaves no file behind", async () => {
    const { id } = await designFor("pro");
    await prisma.$executeRaw`UPDATE "Design" SET credits = NULL WHERE id = ${id}`;
    const stale = await prisma.design.findUniqueOrThrow({ where: { id } });
    await prisma.design.delete({ where: { id } });
    expect(await designCredits(stale)).toEqual([expect.stringContaining(CREDIT)]);
    expect(await readStoredObject(stale.imageKey)).toBeNull();
  });

  it("says nothing in the files of a design without atlas motifs", async () => {
    const { cookie, id } = await designFor("pro", "a rose");
    expect((await prisma.design.findUniqueOrThrow({ where: { id } })).credits).toEqual([]);
    const png = await bytes(await call(image, get(`/designs/${id}/image.png?download=1`, cookie), { id }));
    expect(readPngText(png).Credits).toBeUndefined();
  });
});

/** The PNG without its text chunks, as designs were stored before issue 39. */
function stripText(png: Buffer): Buffer {
  const parts = [png.subarray(0, 8)];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    if (type !== "tEXt" && type !== "iTXt") parts.push(png.subarray(offset, offset + 12 + length));
    offset += 12 + length;
  }
  return Buffer.concat(parts);
}
