import { addPngText, readPngText } from "~/modules/print/png-text.server";
import { getImageStorage, readStoredObject } from "~/modules/storage/image-storage.server";
import { prisma, type Design } from "~/utils/db.server";
import { getAppUrl } from "~/utils/env.server";
import { designCreditsText } from "./credit-text";

/**
 * A design's credits (issue 39): one line per atlas motif it draws, as the motif's licence asks
 * ("“raven” by Lorc, from Game Icons (https://game-icons.net), CC BY 3.0: <licence address>"). The
 * embedded engine writes them into the design's SVG metadata; the design keeps them (`credits`),
 * and every file that carries a motif says so: the PNG in storage (a "Credits" text chunk, so
 * every copy of it: downloads, the share page's image, the data export), stencils and the print
 * PDF (metadata and a visible line), the SVG (its metadata), the share page and the export's
 * manifest. Designs made before credits were recorded get them at first need (designCredits).
 */
export const CREDITS_KEYWORD = "Credits";

type DesignFiles = Pick<Design, "id" | "engine" | "credits" | "svgKey" | "imageKey" | "customizedFromId">;

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The credit lines in an engine SVG's metadata ([] for none, or for an SVG that is not the engine's). */
export function creditsFromSvg(svg: string): string[] {
  const metadata = /<metadata>([\s\S]*?)<\/metadata>/.exec(svg)?.[1];
  if (!metadata) return [];
  try {
    const text = metadata.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]);
    return asCredits((JSON.parse(text) as { credits?: unknown }).credits) ?? [];
  } catch {
    return [];
  }
}

function asCredits(value: unknown): string[] | null {
  return Array.isArray(value) ? value.filter((line): line is string => typeof line === "string") : null;
}

/** The credits a design has recorded; null for a design made before they were. */
export function recordedCredits(design: Pick<Design, "credits">): string[] | null {
  return asCredits(design.credits);
}

/** Where a file's credits point for the whole list and the licence texts. */
export function creditsUrl(): string {
  return `${getAppUrl()}/credits`;
}

/** The PNG with its credits in a "Credits" text chunk (once: a PNG that has one is left as it is). */
export function withCredits(png: Buffer, credits: readonly string[]): Buffer {
  const text = designCreditsText(credits, creditsUrl());
  if (!text || readPngText(png)[CREDITS_KEYWORD]) return png;
  return addPngText(png, { [CREDITS_KEYWORD]: text });
}

const reading = new Map<string, Promise<string[]>>();

/**
 * The design's credits. For a design made before they were recorded: read from the engine's SVG (an
 * image service's design credits nobody, unless it is a customization of one of ours: it has its
 * original's), its stored PNG given the "Credits" chunk, and the row updated, once; requests
 * arriving together share the one reading.
 */
export async function designCredits(design: DesignFiles): Promise<string[]> {
  const recorded = recordedCredits(design);
  if (recorded) return recorded;
  let pending = reading.get(design.id);
  if (!pending) {
    pending = recordOnce(design).finally(() => reading.delete(design.id));
    reading.set(design.id, pending);
  }
  return pending;
}

async function recordOnce(design: DesignFiles): Promise<string[]> {
  const credits = await creditsOnRecord(design);
  const png = credits.length > 0 ? await readStoredObject(design.imageKey) : null;
  if (png) await getImageStorage().put(design.imageKey, withCredits(png, credits));
  const { count } = await prisma.design.updateMany({ where: { id: design.id }, data: { credits } });
  // Deleted meanwhile (a cleanup, the owner): the file just written would outlive it.
  if (count === 0 && png) await getImageStorage().delete(design.imageKey);
  return credits;
}

async function creditsOnRecord(design: DesignFiles): Promise<string[]> {
  if (design.engine !== "flash") return design.customizedFromId ? creditsOfDesign(design.customizedFromId) : [];
  const svg = design.svgKey ? await readStoredObject(design.svgKey) : null;
  return svg ? creditsFromSvg(svg.toString("utf8")) : [];
}

/** The credits of the design `id` (a customization's original), [] when it is gone. */
export async function creditsOfDesign(id: string): Promise<string[]> {
  const design = await prisma.design.findUnique({ where: { id } });
  return design ? designCredits(design) : [];
}
