import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { startS3Server } from "../support/s3-server";

/**
 * Design files in an S3-compatible bucket: the adapter against a real S3-speaking server
 * (s3rver) on loopback, then the app's own routes storing and serving designs from it.
 */
const s3 = await startS3Server();
Object.assign(process.env, s3.env);
afterAll(() => s3.close());

const { createS3Storage } = await import("~/modules/storage/s3-storage.server");
const { deleteDesignFiles, getImageStorage } = await import("~/modules/storage/image-storage.server");
const { whenDisplayVersionsMade } = await import("~/modules/designs/display-images.server");
const { action: generate } = await import("~/routes/api.generate");
const { loader: display } = await import("~/routes/designs.$id.display.$file");
const { loader: image } = await import("~/routes/designs.$id.image[.png]");
const { prisma } = await import("~/utils/db.server");
const { call, get, postJson, signedInCookie } = await import("../support/users");
const { phoneJpeg, pictureForm, postForm } = await import("../support/pictures");

const adapter = () =>
  createS3Storage({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  });

async function text(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

describe("the S3 adapter", () => {
  it("puts, gets, lists, presigns and deletes private objects", async () => {
    const storage = adapter();
    await storage.put("designs/adapter-test.svg", "<svg/>");
    await storage.put("renders/adapter-test/a.png", Buffer.from("png bytes"));

    const stored = await storage.get("designs/adapter-test.svg");
    expect(stored?.size).toBe(6);
    expect(stored?.contentType).toBe("image/svg+xml");
    expect(await text(stored!.stream())).toBe("<svg/>");
    expect(await storage.list("renders/adapter-test/")).toEqual(["renders/adapter-test/a.png"]);
    // Size and age without a download (HEAD; the cleanup's way, M11).
    expect(await storage.stat("renders/adapter-test/a.png")).toEqual({ size: 9, modified: expect.any(Date) });
    expect(await storage.stat("renders/adapter-test/none.png")).toBeNull();

    // A presigned URL works for a short while and names the download. (s3rver checks the
    // expiry and the access key, not SigV4 signatures themselves.)
    const url = await storage.presignGet("designs/adapter-test.svg", {
      downloadName: "rose.svg",
      expiresInSeconds: 60,
    });
    expect(url).toMatch(/X-Amz-Expires=60/);
    expect((await fetch(url!.replace(/X-Amz-Date=\d{8}/, "X-Amz-Date=20200101"))).status).toBe(403);
    const presigned = await fetch(url!);
    expect(presigned.status).toBe(200);
    expect(await presigned.text()).toBe("<svg/>");
    expect(presigned.headers.get("content-disposition")).toContain('filename="rose.svg"');

    await storage.delete("designs/adapter-test.svg");
    await storage.delete("designs/adapter-test.svg"); // twice is fine
    expect(await storage.get("designs/adapter-test.svg")).toBeNull();
    await expect(storage.get("../etc/passwd.png")).rejects.toThrow(/Invalid storage key/);
  });
});

describe("designs stored in S3", () => {
  it("stores new designs in the bucket and serves them to their owner only", async () => {
    expect(getImageStorage().kind).toBe("s3");
    const { cookie } = await signedInCookie("pro");
    const response = await call(generate, postJson("/api/generate", { description: "a lighthouse" }, cookie));
    expect(response.status).toBe(200);
    const { designs } = (await response.json()) as { designs: Array<{ id: string; imageUrl: string }> };
    const id = designs[0].id;
    const row = await prisma.design.findUniqueOrThrow({ where: { id } });
    expect(await adapter().list(`designs/${id}.`)).toEqual([row.imageKey, row.svgKey].sort());
    await whenDisplayVersionsMade();
    expect(await adapter().list(`display/${id}/`)).toEqual([`display/${id}/720.avif`]);
    const small = await call(display, get(`/designs/${id}/display/720`, cookie, { Accept: "image/avif,*/*" }), {
      id,
      file: "720",
    });
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(720);

    const served = await call(image, get(`/designs/${id}/image.png`, cookie), { id });
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    const png = Buffer.from(await served.arrayBuffer());
    expect(Number(served.headers.get("content-length"))).toBe(png.length);
    expect((await sharp(png).metadata()).width).toBe(2048);

    // A plain download leaves through a short-lived presigned URL, after the access check.
    const free = await signedInCookie("free");
    const freeDesign = (
      await (await call(generate, postJson("/api/generate", { description: "a fern" }, free.cookie))).json()
    ).designs[0];
    const download = await call(image, get(`/designs/${freeDesign.id}/image.png?download=1`, free.cookie), {
      id: freeDesign.id,
    });
    expect(download.status).toBe(302);
    const location = download.headers.get("location")!;
    expect(location.startsWith(s3.endpoint)).toBe(true);
    const downloaded = await fetch(location);
    expect(downloaded.headers.get("content-disposition")).toContain(`tattoo-design-${freeDesign.id}.png`);
    expect((await sharp(Buffer.from(await downloaded.arrayBuffer())).metadata()).format).toBe("png");

    const stranger = await signedInCookie("pro");
    expect((await call(image, get(`/designs/${id}/image.png`, stranger.cookie), { id })).status).toBe(404);
    expect((await call(image, get(`/designs/${id}/image.png?download=1`, stranger.cookie), { id })).status).toBe(404);

    await deleteDesignFiles(row);
    expect(await adapter().list(`designs/${id}.`)).toEqual([]);
    expect(await adapter().list(`display/${id}/`)).toEqual([]);
  });
});

describe("pictures stored in S3 (issue 28)", () => {
  it("keeps a reference picture in the bucket, private, as the stored copy without metadata", async () => {
    const { user, cookie } = await signedInCookie("premium");
    const response = await call(
      generate,
      postForm("/api/generate", pictureForm({ description: "my cat" }, { bytes: await phoneJpeg() }), cookie),
    );
    expect(response.status).toBe(200);
    const picture = await prisma.referencePicture.findFirstOrThrow({ where: { userId: user.id } });
    expect(await adapter().list("pictures/")).toContain(picture.storageKey);
    const stored = (await adapter().get(picture.storageKey))!;
    expect(stored.contentType).toBe("image/jpeg");
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream()) chunks.push(Buffer.from(chunk));
    expect((await sharp(Buffer.concat(chunks)).metadata()).exif).toBeUndefined();
  });
});
