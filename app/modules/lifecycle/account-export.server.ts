import { Zip, ZipPassThrough } from "fflate";
import type { User } from "~/generated/prisma/client";
import { getImageStorage } from "~/modules/storage/image-storage.server";
import { prisma } from "~/utils/db.server";

/**
 * "Download my data": a zip streamed to the person, holding every design of the account
 * (its image, and its vector source when there is one) and `manifest.json` listing what
 * Inkwell keeps about them: the account, each design's details and file names, favourites,
 * share links (never their tokens) and the styles and ideas they suggested. Images are
 * stored, not recompressed (PNG is compressed already), so the zip costs little CPU.
 */
export const EXPORT_MANIFEST_NAME = "manifest.json";

export function exportFileName(now = new Date()): string {
  return `inkwell-data-${now.toISOString().slice(0, 10)}.zip`;
}

export async function buildAccountManifest(user: User) {
  const [designs, favourites, shareLinks, styles, ideas] = await Promise.all([
    prisma.design.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } }),
    prisma.savedDesign.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } }),
    prisma.shareLink.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } }),
    prisma.style.findMany({ where: { suggestedById: user.id }, select: { name: true, createdAt: true } }),
    prisma.popularIdea.findMany({ where: { suggestedById: user.id }, select: { text: true, createdAt: true } }),
  ]);
  const files: Array<{ key: string; name: string }> = [];
  const manifestDesigns = designs.map((design) => {
    const image = `designs/${design.id}.png`;
    files.push({ key: design.imageKey, name: image });
    const vector = design.svgKey ? `designs/${design.id}.svg` : null;
    if (design.svgKey && vector) files.push({ key: design.svgKey, name: vector });
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
      createdAt: design.createdAt.toISOString(),
      files: [image, ...(vector ? [vector] : [])],
    };
  });
  const manifest = {
    exportedAt: new Date().toISOString(),
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
    designs: manifestDesigns,
    favourites: favourites.map((favourite) => ({ designId: favourite.designId, savedAt: favourite.createdAt.toISOString() })),
    shareLinks: shareLinks.map((link) => ({
      designId: link.designId,
      displayName: link.displayName,
      placement: link.placement,
      notes: link.notes,
      viewCount: link.viewCount,
      createdAt: link.createdAt.toISOString(),
      revokedAt: link.revokedAt?.toISOString() ?? null,
    })),
    suggestedStyles: styles.map((style) => ({ name: style.name, createdAt: style.createdAt.toISOString() })),
    suggestedIdeas: ideas.map((idea) => ({ text: idea.text, createdAt: idea.createdAt.toISOString() })),
  };
  return { manifest, files };
}

/** The zip as a web stream; files missing from storage are listed in the manifest as missing. */
export async function accountExportStream(user: User): Promise<ReadableStream<Uint8Array>> {
  const { manifest, files } = await buildAccountManifest(user);
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      try {
        const missing: string[] = [];
        const store = getImageStorage();
        for (const file of files) {
          const stored = await store.get(file.key);
          if (!stored) {
            missing.push(file.name);
            continue;
          }
          const entry = new ZipPassThrough(file.name);
          entry.mtime = stored.modified;
          zip.add(entry);
          for await (const chunk of stored.stream()) {
            entry.push(typeof chunk === "string" ? new TextEncoder().encode(chunk) : new Uint8Array(chunk as Buffer));
          }
          entry.push(new Uint8Array(0), true);
        }
        const manifestEntry = new ZipPassThrough(EXPORT_MANIFEST_NAME);
        zip.add(manifestEntry);
        manifestEntry.push(new TextEncoder().encode(JSON.stringify({ ...manifest, missingFiles: missing }, null, 2)), true);
        zip.end();
      } catch (error) {
        zip.terminate();
        controller.error(error);
      }
    },
  });
}
