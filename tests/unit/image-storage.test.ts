import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createFileStorage } from "~/modules/storage/image-storage.server";
import { contentTypeOf, isStorageKey } from "~/modules/storage/storage-keys";
import { parseEnv } from "~/utils/env.server";

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe("the file storage adapter", () => {
  it("puts, gets, lists and deletes, and serves no URLs of its own", async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "inkwell-files-"));
    const storage = createFileStorage(root);
    await storage.put("renders/d1/print-6cm.pdf", Buffer.from("%PDF"));
    await storage.put("display/d1/640.webp", Buffer.from("webp"));
    expect((await storage.get("renders/d1/print-6cm.pdf"))?.size).toBe(4);
    expect((await storage.get("display/d1/640.webp"))?.contentType).toBe("image/webp");
    expect(await storage.list("renders/d1/")).toEqual(["renders/d1/print-6cm.pdf"]);
    expect(await storage.list("renders/none/")).toEqual([]);
    expect(await storage.presignGet("display/d1/640.webp")).toBeNull();
    await storage.delete("renders/d1/print-6cm.pdf");
    expect(await storage.get("renders/d1/print-6cm.pdf")).toBeNull();
  });

  it("refuses keys that could leave its folder", () => {
    for (const key of ["../x.png", "/etc/x.png", "a//b.png", "designs/x.exe", "designs/.hidden.png"]) {
      expect(isStorageKey(key)).toBe(false);
    }
    expect(isStorageKey("designs/abc.png")).toBe(true);
    expect(contentTypeOf("renders/a/b.pdf")).toBe("application/pdf");
  });
});

describe("S3 configuration", () => {
  it("reads the bucket settings and wants both keys or neither", () => {
    const env = parseEnv({ S3_BUCKET: "designs", S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: "true" });
    expect(env.S3_BUCKET).toBe("designs");
    expect(env.S3_FORCE_PATH_STYLE).toBe(true);
    expect(parseEnv({}).S3_FORCE_PATH_STYLE).toBe(false);
    expect(() => parseEnv({ S3_BUCKET: "designs", S3_ACCESS_KEY_ID: "AKIA" })).toThrow(
      /S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(() => parseEnv({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_ENDPOINT is only used with S3_BUCKET/);
    expect(() => parseEnv({ S3_BUCKET: "d", S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT must/);
  });
});
