import { randomUUID } from "node:crypto";
import { mkdtempSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "inkwell-pictures-"));

const { action: generate } = await import("~/routes/api.generate");
const { action: edit } = await import("~/routes/api.edit");
const { action: profileAction } = await import("~/routes/profile");
const { loader: printPdf } = await import("~/routes/designs.$id.print[.pdf]");
const { loader: stencil } = await import("~/routes/designs.$id.stencil[.png]");
const { loader: svgFile } = await import("~/routes/designs.$id.design[.svg]");
const { loader: imageFile } = await import("~/routes/designs.$id.image[.png]");
const { action: saveDesign } = await import("~/routes/api.saved-designs");
const { loader: exportLoader } = await import("~/routes/profile_.data[.zip]");
const { cleanUpExpiredData } = await import("~/modules/lifecycle/guest-cleanup.server");
const { getImageStorage, readStoredObject, resetImageStorage } = await import("~/modules/storage/image-storage.server");
const { getBoss, GENERATION_QUEUE } = await import("~/modules/generation/jobs/generation-jobs.server");
const { prisma } = await import("~/utils/db.server");
const { call, callPage, createSessionCookie, createUser, get, postJson } = await import("../support/users");
const { phoneJpeg, pictureForm, postForm } = await import("../support/pictures");

/** A reference picture's life (issue 28): customized from, exported, deleted with the account and with its last design. */
resetImageStorage();

async function pictureDesigns(plan: "free" | "premium" | "pro" = "premium") {
  const user = await createUser({ plan });
  const cookie = await createSessionCookie({ userId: user.id });
  const response = await call(
    generate,
    postForm("/api/generate", pictureForm({ description: "my cat" }, { bytes: await phoneJpeg() }), cookie),
  );
  expect(response.status).toBe(200);
  const { designs } = (await response.json()) as { designs: Array<{ id: string }> };
  const picture = await prisma.referencePicture.findFirstOrThrow({ where: { userId: user.id } });
  return { user, cookie, designs, picture };
}

const fileExists = async (key: string) => (await getImageStorage().get(key)) !== null;

/**
 * A generation of `userId` waiting in the queue (for an hour), its picture under `key` (stored unless it is there);
 * `running`: taken by a worker (active), as one that runs for a long time.
 */
async function waitingGeneration(userId: string, key: string, options: { running?: boolean } = {}) {
  if (!(await fileExists(key))) await getImageStorage().put(key, Buffer.from("jpeg"));
  const boss = await getBoss();
  const jobId = randomUUID();
  // A priority of its own, so the fetch below takes this job and no other.
  const priority = 2_000_000_000 - Math.floor(Math.random() * 1_000_000);
  await boss.send(
    GENERATION_QUEUE,
    {
      kind: "generate",
      ownerKey: `user:${userId}`,
      consumption: null,
      prepared: { picture: { id: "w", key, width: 1, height: 1 } },
    },
    { id: jobId, priority, startAfter: new Date(Date.now() + 3600_000) },
  );
  if (options.running) {
    const [taken] = await boss.fetch(GENERATION_QUEUE, {
      ignoreStartAfter: true,
      minPriority: priority,
      maxPriority: priority,
    });
    expect(taken?.id).toBe(jobId);
  }
  return { forget: () => boss.deleteJob(GENERATION_QUEUE, jobId) };
}

describe("a design drawn from a picture goes where every design goes", () => {
  it("downloads, favourite, stencils, SVG and the print PDF (Pro)", async () => {
    const { cookie, designs } = await pictureDesigns("pro");
    const id = designs[0].id;
    const params = { id };
    const png = await call(imageFile, get(`/designs/${id}/image.png?download=1`, cookie), params);
    expect(png.status).toBe(200);
    expect((await sharp(Buffer.from(await png.arrayBuffer())).metadata()).width).toBe(2048);
    expect((await call(saveDesign, postJson("/api/saved-designs", { designId: id }, cookie))).status).toBeLessThan(300);
    const plain = await call(stencil, get(`/designs/${id}/stencil.png`, cookie), params);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-type")).toBe("image/png");
    expect((await call(stencil, get(`/designs/${id}/stencil.png?mirror=1`, cookie), params)).status).toBe(200);
    expect((await call(svgFile, get(`/designs/${id}/design.svg`, cookie), params)).status).toBe(200);
    const pdf = await call(printPdf, get(`/designs/${id}/print.pdf?cm=10`, cookie), params);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});

describe("customizing a design drawn from a picture", () => {
  it("draws it again from the stored picture, and the new design keeps the picture", async () => {
    const { user, cookie, designs, picture } = await pictureDesigns("premium");
    const response = await call(
      edit,
      postJson("/api/edit", { designId: designs[0].id, mode: "style", style: "Dotwork" }, cookie),
    );
    expect(response.status).toBe(200);
    const [created] = (
      (await response.json()) as { designs: Array<{ id: string; fromPicture?: boolean; style: string }> }
    ).designs;
    expect(created).toMatchObject({ fromPicture: true, style: "Dotwork" });
    const row = await prisma.design.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ referencePictureId: picture.id, customizedFromId: designs[0].id, userId: user.id });
    // Drawn from the picture in the new style (the text engine would have drawn "my cat" from words).
    const svg = (await readStoredObject(row.svgKey!))!.toString();
    expect(svg).toContain("&quot;source&quot;:&quot;picture&quot;");
    expect(svg).toContain("<title>your picture · Dotwork</title>");
    expect(await prisma.referencePicture.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe("Download my data", () => {
  it("holds each picture (the stored copy, without metadata) and lists it in the manifest with its designs", async () => {
    const { cookie, designs, picture } = await pictureDesigns();
    const response = await call(exportLoader, get("/profile/data.zip", cookie));
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const jpeg = Buffer.from(files[`pictures/${picture.id}.jpg`]);
    expect(jpeg.equals((await readStoredObject(picture.storageKey))!)).toBe(true);
    expect((await sharp(jpeg).metadata()).exif).toBeUndefined();
    const manifest = JSON.parse(Buffer.from(files["manifest.json"]).toString());
    expect(manifest.pictures).toEqual([
      {
        id: picture.id,
        width: picture.width,
        height: picture.height,
        createdAt: expect.any(String),
        file: `pictures/${picture.id}.jpg`,
      },
    ]);
    for (const design of designs) {
      expect(manifest.designs.find((entry: { id: string }) => entry.id === design.id)).toMatchObject({
        referencePictureId: picture.id,
      });
    }
    expect(manifest.missingFiles).toEqual([]);
  });
});

describe("deleting", () => {
  it("deletes the account's pictures, files and rows, and a waiting generation's picture, with the account", async () => {
    const { user, cookie, picture } = await pictureDesigns();
    // A generation still waiting in the queue, its picture stored.
    const waitingKey = `pictures/waiting${user.id.replace(/_/g, "")}.jpg`;
    await waitingGeneration(user.id, waitingKey);
    const deleted = await callPage(
      profileAction,
      new Request("http://localhost:3000/profile", {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "http://localhost:3000",
          Cookie: cookie,
        },
        body: new URLSearchParams({ intent: "delete-account", confirmEmail: user.email! }).toString(),
      }),
    );
    expect(deleted.status).toBe(302);
    expect(await prisma.referencePicture.count({ where: { userId: user.id } })).toBe(0);
    expect(await fileExists(picture.storageKey)).toBe(false);
    expect(await fileExists(waitingKey)).toBe(false);
  });

  it("deletes a picture with the last design that uses it (the hourly cleanup), and keeps one a design still uses", async () => {
    const kept = await pictureDesigns();
    const gone = await pictureDesigns();
    await prisma.design.deleteMany({ where: { userId: gone.user.id } });
    const outcome = await cleanUpExpiredData();
    expect(outcome).toMatchObject({ status: "cleaned" });
    expect(outcome.pictures).toBeGreaterThanOrEqual(1);
    expect(await prisma.referencePicture.findUnique({ where: { id: gone.picture.id } })).toBeNull();
    expect(await fileExists(gone.picture.storageKey)).toBe(false);
    expect(await prisma.referencePicture.findUnique({ where: { id: kept.picture.id } })).not.toBeNull();
    expect(await fileExists(kept.picture.storageKey)).toBe(true);
  });

  it("deletes a picture file a generation left behind (no row, no job) after an hour, but not one a waiting job will read", async () => {
    const storage = getImageStorage();
    const imagesRoot = path.join(process.env.DATA_DIR!, "images");
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const stray = "pictures/strayleftbehind.jpg";
    const fresh = "pictures/strayjustnow.jpg";
    const held = "pictures/heldbyajob.jpg";
    for (const key of [stray, fresh]) await storage.put(key, Buffer.from("jpeg"));
    const job = await waitingGeneration((await createUser()).id, held);
    for (const key of [stray, held]) utimesSync(path.join(imagesRoot, key), twoHoursAgo, twoHoursAgo);
    await cleanUpExpiredData();
    expect(await fileExists(stray)).toBe(false);
    expect(await fileExists(fresh)).toBe(true);
    expect(await fileExists(held)).toBe(true);
    await job.forget();
  });

  it("never touches the picture of a job still running, nor one a waiting job reads after its designs went, and opens no download (M11)", async () => {
    const imagesRoot = path.join(process.env.DATA_DIR!, "images");
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    // A stray file (no row yet) of a job that is running, for two hours already.
    const runningKey = "pictures/heldbyarunningjob.jpg";
    const running = await waitingGeneration((await createUser()).id, runningKey, { running: true });
    utimesSync(path.join(imagesRoot, runningKey), twoHoursAgo, twoHoursAgo);
    // A picture whose designs are gone while a job that reads it still waits.
    const { user, picture } = await pictureDesigns();
    const waiting = await waitingGeneration(user.id, picture.storageKey);
    await prisma.design.deleteMany({ where: { userId: user.id } });
    const stray = "pictures/strayforthecount.jpg";
    await getImageStorage().put(stray, Buffer.from("jpeg"));
    utimesSync(path.join(imagesRoot, stray), twoHoursAgo, twoHoursAgo);

    const opened = vi.spyOn(getImageStorage(), "get");
    await cleanUpExpiredData();
    // Ages come from HEAD (stat); a download opened and never read would hold a connection to the bucket.
    expect(opened.mock.calls.map(([key]) => key).filter((key) => key.startsWith("pictures/"))).toEqual([]);
    opened.mockRestore();
    expect(await fileExists(stray)).toBe(false);
    expect(await fileExists(runningKey)).toBe(true);
    expect(await fileExists(picture.storageKey)).toBe(true);
    expect(await prisma.referencePicture.findUnique({ where: { id: picture.id } })).not.toBeNull();

    // Once those jobs are gone, the next cleanup takes both.
    await running.forget();
    await waiting.forget();
    await cleanUpExpiredData();
    expect(await fileExists(runningKey)).toBe(false);
    expect(await fileExists(picture.storageKey)).toBe(false);
  });
});
