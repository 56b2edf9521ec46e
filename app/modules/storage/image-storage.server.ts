import { createReadStream, existsSync } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { getEnv } from "~/utils/env.server";
import { createS3Storage } from "./s3-storage.server";
import { assertStorageKey, contentTypeOf } from "./storage-keys";

/**
 * Where design images (and renders made from them) live. The app only sees keys
 * ("designs/<id>.png"); two adapters keep them:
 * - files under the data folder: the embedded default, one instance;
 * - an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) when S3_BUCKET is set, so any
 *   number of instances serve the same designs.
 * Objects are private in both: the app checks access and then streams them (or, for S3,
 * redirects to a short-lived presigned URL).
 */
export interface StoredObject {
  size: number;
  modified: Date;
  contentType?: string;
  stream(): NodeJS.ReadableStream;
}

export interface PresignOptions {
  /** Seconds the URL stays valid (default 300). */
  expiresInSeconds?: number;
  /** Makes the answer an attachment with this file name. */
  downloadName?: string;
}

export interface ImageStorage {
  readonly kind: "file" | "s3";
  put(key: string, content: Buffer | string, options?: { contentType?: string }): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /**
   * The object's size and age without opening it (S3: a HEAD request). A `get` opens a download (S3: a GET whose body
   * holds a connection until it is read): never call it for what will not be read.
   */
  stat(key: string): Promise<Pick<StoredObject, "size" | "modified"> | null>;
  delete(key: string): Promise<void>;
  /** Every key starting with the prefix (for cleanups). */
  list(prefix: string): Promise<string[]>;
  /** A URL anyone holding it may GET for a short while; null when the adapter serves no URLs (files). */
  presignGet(key: string, options?: PresignOptions): Promise<string | null>;
}

export function createFileStorage(root: string): ImageStorage {
  const resolve = (key: string) => path.join(root, assertStorageKey(key));
  return {
    kind: "file",
    async put(key, content) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: readers never see a half-written file.
      const temporary = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, content);
      await rename(temporary, file);
    },
    async get(key) {
      const file = resolve(key);
      if (!existsSync(file)) return null;
      const info = await stat(file);
      return {
        size: info.size,
        modified: info.mtime,
        contentType: contentTypeOf(key),
        stream: () => createReadStream(file),
      };
    },
    async stat(key) {
      const info = await stat(resolve(key)).catch(() => null);
      return info?.isFile() ? { size: info.size, modified: info.mtime } : null;
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async list(prefix) {
      const directory = path.join(root, path.dirname(`${prefix}x`));
      if (!directory.startsWith(root) || !existsSync(directory)) return [];
      const entries = await readdir(directory, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp"))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
    async presignGet() {
      return null;
    },
  };
}

let storage: ImageStorage | undefined;

/** This process's storage: S3 when S3_BUCKET is set, else files under DATA_DIR/images. */
export function getImageStorage(): ImageStorage {
  if (storage) return storage;
  const env = getEnv();
  storage = env.S3_BUCKET
    ? createS3Storage({
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      })
    : createFileStorage(path.resolve(env.DATA_DIR, "images"));
  return storage;
}

/** For tests: forget the storage so the next call reads the configuration again. */
export function resetImageStorage() {
  storage = undefined;
}

/** The whole object as bytes, or null when it is missing. */
export async function readStoredObject(key: string): Promise<Buffer | null> {
  const stored = await getImageStorage().get(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream()) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Deletes everything stored for a design: its image and vector source, its display
 * versions and every render kept for it (print files, stencils). Missing files are fine.
 */
export async function deleteDesignFiles(design: { id: string; imageKey?: string | null; svgKey?: string | null }) {
  const store = getImageStorage();
  const keys = new Set<string>([
    ...[design.imageKey, design.svgKey].filter((key): key is string => Boolean(key)),
    ...(await store.list(`display/${design.id}/`)),
    ...(await store.list(`renders/${design.id}/`)),
  ]);
  await Promise.all([...keys].map((key) => store.delete(key)));
}
