import { randomBytes } from "node:crypto";
import { render } from "~/modules/renders/render-pool.server";
import { getImageStorage, readStoredObject } from "~/modules/storage/image-storage.server";
import { prisma } from "~/utils/db.server";
import { HttpError } from "~/utils/http-error";
import { generateMessages } from "~/utils/messages/generate";
import { checkPictureFile, pictureError } from "./picture-intake.server";
import type { CropBox } from "./picture-options";

/**
 * The pictures designs start from (issue 28), from upload to deletion. A picture is checked
 * and made safe in the render pool (`preparePicture`), stored privately under
 * `pictures/<id>.jpg` when its generation is queued (the job carries only its key), and
 * recorded (`ReferencePicture`) in the statement that stores its first designs. A generation
 * that fails for good discards it; the account's deletion and the hourly cleanup (once no
 * design uses it) delete it. It is never served: no route reads this folder.
 */
export const PICTURES_PREFIX = "pictures/";

/** A stored picture, as a job carries it (never its bytes). */
export interface PictureRef {
  id: string;
  key: string;
  width: number;
  height: number;
}

export interface PreparedPicture {
  jpeg: Buffer;
  width: number;
  height: number;
}

/**
 * Checks an uploaded picture and makes its stored copy (upright, cropped, downscaled, no metadata); 4xx HttpErrors for
 * what it refuses.
 */
export async function preparePicture(file: File, crop: CropBox | undefined): Promise<PreparedPicture> {
  const bytes = await checkPictureFile(file);
  // The upload's bytes move to the render thread (not copied): they are of no use here afterwards.
  const transfer = [bytes.buffer as ArrayBuffer];
  const result = await render({ kind: "picture-intake", bytes, crop: crop ?? null }, transfer).catch(
    (error: unknown) => {
      // The pool's own refusal (its queue is full) as every other refusal: a 503 with Retry-After.
      if (error instanceof Response && error.status === 503) {
        throw new HttpError(503, generateMessages.busy, {
          retryAfterSeconds: 5,
        });
      }
      throw error;
    },
  );
  if (!result.ok) throw pictureError(result.status, result.message);
  return {
    jpeg: Buffer.from(result.jpeg.buffer, result.jpeg.byteOffset, result.jpeg.byteLength),
    width: result.width,
    height: result.height,
  };
}

/** Stores a prepared picture privately; answers what its job carries. */
export async function storePicture(picture: PreparedPicture): Promise<PictureRef> {
  const id = randomBytes(12).toString("base64url").replace(/[-_]/g, "x");
  const key = `${PICTURES_PREFIX}${id}.jpg`;
  await getImageStorage().put(key, picture.jpeg, { contentType: "image/jpeg" });
  return { id, key, width: picture.width, height: picture.height };
}

/** The stored picture's bytes (a job's input). */
export async function readPicture(key: string): Promise<Buffer> {
  const bytes = await readStoredObject(key);
  if (!bytes) throw new Error("the reference picture is gone");
  return bytes;
}

/** Deletes a picture whose generation failed for good, unless designs keep it (a run that did store them). */
export async function discardPicture(key: string): Promise<void> {
  const kept = await prisma.referencePicture.count({ where: { storageKey: key } });
  if (kept === 0) await getImageStorage().delete(key);
}

/** The row recorded with a picture's first designs (createMany with skipDuplicates: a customization finds it there). */
export function pictureRow(picture: PictureRef, userId: string) {
  return { id: picture.id, userId, storageKey: picture.key, width: picture.width, height: picture.height };
}

/** Deletes the files of every picture of an account (their rows go with the account's row). */
export async function deletePictureFilesOf(userId: string): Promise<string[]> {
  const pictures = await prisma.referencePicture.findMany({
    where: { userId },
    select: { id: true, storageKey: true },
  });
  const storage = getImageStorage();
  await Promise.all(pictures.map((picture) => storage.delete(picture.storageKey)));
  return pictures.map((picture) => picture.id);
}

/**
 * Stored picture files with no row, older than `olderThan`: a generation that never finished (its job may still hold
 * them).
 */
export async function strayPictureKeys(olderThan: Date): Promise<string[]> {
  const storage = getImageStorage();
  const keys = await storage.list(PICTURES_PREFIX);
  const stray: string[] = [];
  for (let start = 0; start < keys.length; start += 500) {
    const batch = keys.slice(start, start + 500);
    const rows = await prisma.referencePicture.findMany({
      where: { storageKey: { in: batch } },
      select: { storageKey: true },
    });
    const kept = new Set(rows.map((row) => row.storageKey));
    for (const key of batch.filter((candidate) => !kept.has(candidate))) {
      // Its age only: a HEAD, never a download left unread (M11).
      const stored = await storage.stat(key);
      if (stored && stored.modified < olderThan) stray.push(key);
    }
  }
  return stray;
}
