import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { statusOf } from "../support/http-client";
import { startS3Server, type RunningS3 } from "../support/s3-server";
import { createSessionCookie, createUser } from "../support/users";

/**
 * The built app (node build/server/index.js) with its designs in an S3 bucket (s3rver on
 * loopback) and its heavy renders in the worker pool bundled beside the server build.
 */
let s3: RunningS3;
let app: RunningApp;
let second: RunningApp;

beforeAll(async () => {
  s3 = await startS3Server("inkwell-built");
  const env = {
    ...s3.env,
    DATABASE_URL: process.env.DATABASE_URL!,
    SESSION_SECRET: process.env.SESSION_SECRET!,
    RENDER_CONCURRENCY: "1",
  };
  [app, second] = await Promise.all([startApp({ env }), startApp({ env })]);
});
afterAll(async () => {
  await Promise.all([app?.dispose(), second?.dispose()]);
  await s3?.close();
});

describe("the built app on S3 with the render pool", () => {
  it("stores designs in the bucket, serves them and their display versions, and renders print files in a worker", async () => {
    const user = await createUser({ plan: "pro" });
    const cookie = await createSessionCookie({ userId: user.id });
    const headers = { cookie, origin: app.url };
    const generated = await fetch(`${app.url}/api/generate`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ description: "a snake around a skull" }),
    });
    expect(await statusOf(generated)).toBe(200);
    const design = ((await generated.json()) as { designs: Array<{ id: string; imageUrl: string }> }).designs[0];

    const image = await fetch(`${app.url}${design.imageUrl}`, { headers });
    expect(await statusOf(image)).toBe(200);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(2048);
    // Made while the generation was answered: served once made (waiting for it if need be), and kept.
    const small = await fetch(`${app.url}/designs/${design.id}/display/720`, {
      headers: { ...headers, Accept: "image/avif,image/webp,*/*" },
    });
    expect(small.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).compression).toBe("av1");
    const listing = await (await fetch(`${s3.endpoint}/${s3.bucket}?list-type=2&prefix=display/${design.id}/`)).text();
    expect(listing).toContain(`display/${design.id}/720.avif`);
    expect((await fetch(`${app.url}/designs/${design.id}/display/720`)).status).toBe(404);

    const pdf = await fetch(`${app.url}/designs/${design.id}/print.pdf?cm=7`, { headers });
    expect(await statusOf(pdf)).toBe(200);
    expect((await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()))).getPageCount()).toBe(2);
    const renders = await (await fetch(`${s3.endpoint}/${s3.bucket}?list-type=2&prefix=renders/${design.id}/`)).text();
    expect(renders).toMatch(/print-7cm-plain-v\d+-\w+\.pdf/);
    // The worker was found beside the server build (no fallback to the request thread).
    expect(app.output()).not.toContain("render worker not found");

    // Another instance, sharing only PostgreSQL and the bucket, serves the same design and its kept print file.
    const fromSecond = await fetch(`${second.url}${design.imageUrl}`, { headers: { cookie, origin: second.url } });
    expect(await statusOf(fromSecond)).toBe(200);
    expect(
      Buffer.from(await fromSecond.arrayBuffer()).equals(
        Buffer.from(await (await fetch(`${app.url}${design.imageUrl}`, { headers })).arrayBuffer()),
      ),
    ).toBe(true);
    expect(
      await statusOf(
        await fetch(`${second.url}/designs/${design.id}/print.pdf?cm=7`, { headers: { cookie, origin: second.url } }),
      ),
    ).toBe(200);
  });

  it("shows a style added on one instance on the other (its cached copy is dropped by the NOTIFY)", async () => {
    const author = await createUser({ plan: "premium" });
    const cookie = await createSessionCookie({ userId: author.id });
    const styles = async (instance: RunningApp) =>
      (
        (await (await fetch(`${instance.url}/api/styles`, { headers: { cookie } })).json()) as Array<{ name: string }>
      ).map((style) => style.name);
    // Both instances have read the styles (the second caches them once its listener is up).
    await expect.poll(async () => (await styles(second)).includes("Traditional")).toBe(true);
    expect(await styles(app)).not.toContain("Ornamental Dotwork");
    const added = await fetch(`${app.url}/api/styles`, {
      method: "POST",
      headers: { cookie, origin: app.url, "content-type": "application/json" },
      body: JSON.stringify({ name: "Ornamental Dotwork" }),
    });
    expect(added.status).toBe(201);
    expect(await styles(app)).toContain("Ornamental Dotwork");
    await expect.poll(() => styles(second)).toContain("Ornamental Dotwork");
  });
});
