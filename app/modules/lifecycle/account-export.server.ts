import { Zip, ZipPassThrough } from "fflate";
import type { Design, ReferencePicture, User } from "~/generated/prisma/client";
import { creditsUrl, designCredits, recordedCredits } from "~/modules/credits/design-credits.server";
import { getImageStorage } from "~/modules/storage/image-storage.server";
import { prisma } from "~/utils/db.server";

/**
 * "Download my data": a zip streamed to the person, holding every design of the account
 * (its image, and its vector source when there is one), every picture they started designs
 * from (the stored copy, `pictures/<id>.jpg`) and `manifest.json` listing what Inkwell keeps
 * about them: the account, each design's details and file names, favourites, share links
 * (never their tokens), the styles and ideas they suggested, and the pictures; each design's
 * motifs' credits are in the manifest and in its PNG (design-credits.server.ts). Images are
 * stored, not recompressed (PNG is compressed already), so the zip costs little CPU.
 *
 * Bounded memory whatever the account holds: the zip is produced only as fast as the
 * client reads it (a pull stream: nothing is read from storage until the previous bytes
 * were taken), designs are read from the database a page at a time, and the manifest is
 * written as it is read, a page of designs at a time.
 */
export const EXPORT_MANIFEST_NAME = "manifest.json";
/** Designs read from the database at once (files, then manifest entries). */
export const EXPORT_PAGE_SIZE = 200;

export function exportFileName(now = new Date()): string {
  return `inkwell-data-${now.toISOString().slice(0, 10)}.zip`;
}

type DesignRow = Pick<Design, "id" | "imageKey" | "svgKey">;

type Row = { createdAt: Date; id: string };
type After = { OR: Array<{ createdAt: { gt: Date } } | { createdAt: Date; id: { gt: string } }> } | object;

/** Rows of the account, oldest first, a page at a time (keyset pagination on createdAt, id). */
async function* pagesOf<T extends Row>(read: (after: After) => Promise<T[]>): AsyncGenerator<T[]> {
  let after: Row | null = null;
  for (;;) {
    const page: T[] = await read(
      after
        ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] }
        : {},
    );
    if (page.length === 0) return;
    yield page;
    const last: T = page[page.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
    if (page.length < EXPORT_PAGE_SIZE) return;
  }
}

const order = [{ createdAt: "asc" as const }, { id: "asc" as const }];
const designPages = (userId: string) =>
  pagesOf<Design>((after) =>
    prisma.design.findMany({ where: { userId, ...after }, orderBy: order, take: EXPORT_PAGE_SIZE }),
  );
const picturePages = (userId: string) =>
  pagesOf<ReferencePicture>((after) =>
    prisma.referencePicture.findMany({ where: { userId, ...after }, orderBy: order, take: EXPORT_PAGE_SIZE }),
  );

const pictureFile = (picture: Pick<ReferencePicture, "id" | "storageKey">) => ({
  key: picture.storageKey,
  name: `pictures/${picture.id}.jpg`,
});

function filesOf(design: DesignRow): Array<{ key: string; name: string }> {
  const files = [{ key: design.imageKey, name: `designs/${design.id}.png` }];
  if (design.svgKey) files.push({ key: design.svgKey, name: `designs/${design.id}.svg` });
  return files;
}

function manifestDesign(design: Design) {
  return {
    id: design.id,
    description: design.description,
    style: design.style,
    size: design.size,
    complexity: design.complexity,
    tags: design.tags,
    plan: design.plan,
    resolution: design.resolution,
    watermarked: design.hasWatermark,
    customizedFromId: design.customizedFromId,
    referencePictureId: design.referencePictureId,
    createdAt: design.createdAt.toISOString(),
    files: filesOf(design).map((file) => file.name),
    credits: recordedCredits(design) ?? [],
  };
}

function manifestPicture(picture: ReferencePicture) {
  return {
    id: picture.id,
    width: picture.width,
    height: picture.height,
    createdAt: picture.createdAt.toISOString(),
    file: pictureFile(picture).name,
  };
}

/** Everything of the manifest but its designs (a few rows per account: capped elsewhere). */
async function manifestHead(user: User) {
  const [favourites, shareLinks, styles, ideas] = await Promise.all([
    prisma.savedDesign.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } }),
    prisma.shareLink.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } }),
    prisma.style.findMany({ where: { suggestedById: user.id }, select: { name: true, createdAt: true } }),
    prisma.popularIdea.findMany({ where: { suggestedById: user.id }, select: { text: true, createdAt: true } }),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    creditsAndLicences: creditsUrl(),
    account: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      signInProvider: user.authProvider,
      plan: user.subscriptionType,
      subscriptionStatus: user.subscriptionStatus,
      generationsUsedToday: user.generationsUsedToday,
      generationsUsedThisMonth: user.generationsUsedThisMonth,
      lastGenerationDate: user.lastGenerationDate?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
    },
    favourites: favourites.map((favourite) => ({
      designId: favourite.designId,
      savedAt: favourite.createdAt.toISOString(),
    })),
    shareLinks: shareLinks.map((link) => ({
      designId: link.designId,
      displayName: link.displayName,
      placement: link.placement,
      notes: link.notes,
      viewCount: link.viewCount,
      createdAt: link.createdAt.toISOString(),
      revokedAt: link.revokedAt?.toISOString() ?? null,
      expiresAt: link.expiresAt?.toISOString() ?? null,
    })),
    suggestedStyles: styles.map((style) => ({ name: style.name, createdAt: style.createdAt.toISOString() })),
    suggestedIdeas: ideas.map((idea) => ({ text: idea.text, createdAt: idea.createdAt.toISOString() })),
  };
}

const encoder = new TextEncoder();
const bytesOf = (chunk: unknown) =>
  typeof chunk === "string" ? encoder.encode(chunk) : new Uint8Array(chunk as Buffer);

/**
 * The zip's bytes, produced on demand: each `next()` does only the work needed for the next
 * chunk (fflate emits a stored entry's bytes as they are pushed).
 */
async function* zipChunks(user: User): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: unknown = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* drain() {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  }
  let finished = false;
  try {
    const store = getImageStorage();
    const missing: string[] = [];
    const files = async function* () {
      for await (const page of designPages(user.id)) {
        // A design made before credits were recorded gets them (in its PNG too) before its files go in.
        for (const design of page) await designCredits(design);
        yield page.flatMap(filesOf);
      }
      for await (const page of picturePages(user.id)) yield page.map(pictureFile);
    };
    for await (const page of files()) {
      for (const file of page) {
        const stored = await store.get(file.key);
        if (!stored) {
          missing.push(file.name);
          continue;
        }
        const entry = new ZipPassThrough(file.name);
        entry.mtime = stored.modified;
        zip.add(entry);
        for await (const chunk of stored.stream()) {
          entry.push(bytesOf(chunk));
          yield* drain();
        }
        entry.push(new Uint8Array(0), true);
        yield* drain();
      }
    }

    // The manifest, written as it is read: its designs a page at a time.
    const manifest = new ZipPassThrough(EXPORT_MANIFEST_NAME);
    zip.add(manifest);
    const head = JSON.stringify({ ...(await manifestHead(user)), missingFiles: missing }, null, 2);
    manifest.push(encoder.encode(`${head.slice(0, -2)},\n  "designs": [`));
    let first = true;
    for await (const page of designPages(user.id)) {
      const text = page
        .map((design, index) => `${first && index === 0 ? "" : ","}\n    ${JSON.stringify(manifestDesign(design))}`)
        .join("");
      first = false;
      manifest.push(encoder.encode(text));
      yield* drain();
    }
    manifest.push(encoder.encode(`${first ? "" : "\n  "}],\n  "pictures": [`));
    first = true;
    for await (const page of picturePages(user.id)) {
      const text = page
        .map((picture, index) => `${first && index === 0 ? "" : ","}\n    ${JSON.stringify(manifestPicture(picture))}`)
        .join("");
      first = false;
      manifest.push(encoder.encode(text));
      yield* drain();
    }
    manifest.push(encoder.encode(`${first ? "" : "\n  "}]\n}\n`), true);
    zip.end();
    yield* drain();
    finished = true;
  } finally {
    // The client went away (or a read failed): stop the zip; the storage stream was closed by the loop.
    if (!finished) zip.terminate();
  }
}

/**
 * The zip as a web stream that pulls: the next bytes are produced only when the client has
 * taken the previous ones (backpressure), and a client that leaves stops the work.
 */
export function accountExportStream(user: User): ReadableStream<Uint8Array> {
  const chunks = zipChunks(user);
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
