import { createReadStream, existsSync } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { getEnv } from "~/utils/env.server";

/**
 * Where design images live. The app only sees keys ("designs/<id>.png"); files under the
 * data folder are the default (mount it on a shared volume when running several
 * instances).
 */
export interface StoredObject {
  size: number;
  modified: Date;
  stream(): NodeJS.ReadableStream;
}

export interface ImageStorage {
  put(key: string, content: Buffer | string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.(png|svg|pdf)$/i;

export function createFileStorage(root: string): ImageStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, content) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: readers never see a half-written file.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, content);
      await rename(temporary, file);
    },
    async get(key) {
      const file = resolve(key);
      if (!existsSync(file)) return null;
      const info = await stat(file);
      return { size: info.size, modified: info.mtime, stream: () => createReadStream(file) };
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

let storage: ImageStorage | undefined;

export function getImageStorage(): ImageStorage {
  storage ??= createFileStorage(path.resolve(getEnv().DATA_DIR, "images"));
  return storage;
}
