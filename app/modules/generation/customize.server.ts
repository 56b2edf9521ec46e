import sharp from "sharp";
import { z } from "zod";
import { findVisibleStyle } from "~/modules/catalog/catalog.server";
import { findOwnedDesign } from "~/modules/designs/designs.server";
import {
  CUSTOMIZE_COLOR_THEMES,
  MODIFICATION_TAGS,
  SKIN_COLOR_THEME,
  type Complexity,
  type CustomizeMode,
} from "~/modules/flash-engine/types";
import type { PictureRef } from "~/modules/pictures/reference-pictures.server";
import { canUseStyle, getPlan } from "~/modules/plans/plans";
import { getImageStorage } from "~/modules/storage/image-storage.server";
import { abortable } from "~/utils/abortable";
import { prisma, type User } from "~/utils/db.server";
import { HttpError } from "~/utils/http-error";
import { zodRefusal } from "~/utils/http.server";
import { catalogMessages } from "~/utils/messages/catalog";
import { customizeMessages } from "~/utils/messages/customize";
import { designMessages } from "~/utils/messages/designs";
import { planMessages } from "~/utils/messages/plan";
import { storeDesigns, type StoredDesigns } from "./generate-designs.server";
import { DEFAULT_COMPLEXITY, DEFAULT_SIZE } from "./generation-request.server";
import { getImageEngine, type EditSpec } from "./image-engine.server";
import { readStoredLettering } from "./lettering-designs.server";
import { artWithoutLettering } from "./providers/unlettered-art.server";

/**
 * Customizing a design (spec §3 Edit request, §4): premium and pro only, and it counts
 * against no limit. The image is one of the user's own designs (by `designId`, our
 * addition so the original's engine seed is kept) or an uploaded image that must decode
 * and stay within MAX_IMAGE_BYTES.
 */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
const MAX_IMAGE_EDGE = 4096;

const editRequestSchema = z.object({
  designId: z.string().min(1).max(64).optional(),
  originalImageBase64: z
    .string({ error: "originalImageBase64 must be a base64 image." })
    .max(16_000_000, customizeMessages.imageTooLarge)
    .optional(),
  originalDescription: z.string().trim().max(1000, "Keep the description under 1000 characters.").optional(),
  editInstructions: z.string().trim().max(500, "Keep the instructions under 500 characters.").optional(),
  mode: z
    .enum(["style", "color", "surprise", "custom"], { error: "mode must be style, color, surprise or custom." })
    .optional(),
  style: z.string().trim().min(1).max(60).optional(),
  colorTheme: z
    .enum(CUSTOMIZE_COLOR_THEMES, { error: `colorTheme must be one of: ${CUSTOMIZE_COLOR_THEMES.join(", ")}.` })
    .optional(),
  /** With "Colours for my skin": the Monk Skin Tone Scale tone, 1 to 10. */
  skinTone: z.coerce
    .number({ error: customizeMessages.skinToneRequired })
    .int(customizeMessages.skinToneRequired)
    .min(1, customizeMessages.skinToneRequired)
    .max(10, customizeMessages.skinToneRequired)
    .optional(),
  /** "Make it last" (issue 38): bolder lines, fewer fine details, wider spacing. */
  lasting: z.boolean({ error: "lasting must be true or false." }).optional(),
  modifications: z
    .array(z.enum(MODIFICATION_TAGS, { error: `modifications must be among: ${MODIFICATION_TAGS.join(", ")}.` }))
    .max(MODIFICATION_TAGS.length)
    .optional(),
});
export type EditRequest = z.output<typeof editRequestSchema>;

export function parseEditRequest(input: unknown): EditRequest {
  const result = editRequestSchema.safeParse(input);
  if (!result.success) throw zodRefusal(result.error);
  const request = result.data;
  if (!request.designId && !request.originalImageBase64) {
    throw new HttpError(400, customizeMessages.designMissing);
  }
  return request;
}

/** The mode is explicit, or follows from what was sent (spec §3: fields per mode). */
export function modeOf(request: EditRequest): CustomizeMode {
  if (request.mode) return request.mode;
  if (request.colorTheme) return "color";
  if (request.style) return "style";
  if (request.editInstructions) return "custom";
  return "surprise";
}

/** Decodes an uploaded image: base64 or a data: URL of a PNG, JPEG or WebP image. */
export async function decodeImage(base64: string): Promise<Buffer> {
  const payload = base64.replace(/^data:image\/[a-z+]+;base64,/i, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) {
    throw new HttpError(400, customizeMessages.notBase64);
  }
  const bytes = Buffer.from(payload, "base64");
  if (bytes.length > MAX_IMAGE_BYTES) throw new HttpError(413, customizeMessages.imageTooLarge);
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta || !["png", "jpeg", "webp"].includes(meta.format ?? "")) {
    throw new HttpError(415, customizeMessages.notAnImage);
  }
  if ((meta.width ?? 0) > MAX_IMAGE_EDGE || (meta.height ?? 0) > MAX_IMAGE_EDGE) {
    throw new HttpError(413, customizeMessages.imageTooManyPixels(MAX_IMAGE_EDGE));
  }
  // Damage libvips only warns of is refused too (L17), as a picture's intake does.
  return sharp(bytes, { failOn: "warning", limitInputPixels: MAX_IMAGE_EDGE * MAX_IMAGE_EDGE })
    .png()
    .toBuffer()
    .catch(() => {
      throw new HttpError(415, customizeMessages.notAnImage);
    });
}

/** Refuses (403) a plan without customization: checked before the (up to 16 MB) body is read. */
export function assertMayCustomize(user: Pick<User, "subscriptionType">): void {
  if (!getPlan(user.subscriptionType).canCustomize) throw new HttpError(403, planMessages.customize);
}

/** Checks the plan and input and loads the original (throws 4xx errors; writes nothing). */
export async function prepareCustomization(user: User, request: EditRequest): Promise<PreparedCustomization> {
  const plan = getPlan(user.subscriptionType);
  assertMayCustomize(user);
  const mode = modeOf(request);

  const original = request.designId ? await findOwnedDesign({ kind: "user", userId: user.id }, request.designId) : null;
  if (request.designId && !original) throw new HttpError(404, designMessages.notFound);
  let png: Buffer;
  let unlettered = false;
  if (original) {
    const stored = await getImageStorage().get(original.imageKey);
    if (!stored) throw new HttpError(404, designMessages.notFound);
    png = await streamToBuffer(stored.stream());
    // A provider's lettered design: the model reworks the art alone, the engine letters it again (issue 37).
    const art = await lettersTakenOut(original, png);
    if (art) [png, unlettered] = [art, true];
  } else {
    png = await decodeImage(request.originalImageBase64!);
  }

  let style = original?.style ?? "Traditional";
  if (mode === "style") {
    if (!request.style) throw new HttpError(400, customizeMessages.styleRequired);
    const found = await findVisibleStyle(request.style, user.id);
    if (!found) throw new HttpError(400, catalogMessages.unknownStyle(request.style));
    if (!canUseStyle(user.subscriptionType, { name: found.name, isCustom: !found.id.startsWith("base-") })) {
      throw new HttpError(403, planMessages.style(found.name));
    }
    style = found.name;
  }
  if (mode === "color" && !request.colorTheme) throw new HttpError(400, customizeMessages.colourThemeRequired);
  const forSkin = mode === "color" && request.colorTheme === SKIN_COLOR_THEME;
  if (forSkin && !request.skinTone) {
    throw new HttpError(400, customizeMessages.skinToneRequired, {
      fieldErrors: { skinTone: [customizeMessages.skinToneRequired] },
    });
  }
  if (mode === "custom" && !request.editInstructions) {
    throw new HttpError(400, customizeMessages.instructionsRequired, {
      fieldErrors: { editInstructions: [customizeMessages.instructionsRequired] },
    });
  }

  const description = original?.description ?? request.originalDescription ?? "tattoo design";
  const originalLettering = readStoredLettering(original?.lettering)?.choice ?? undefined;
  const spec: EditSpec = {
    description,
    style,
    extraStyles: original?.tags.filter((tag) => tag !== style) ?? [],
    size: original?.size ?? DEFAULT_SIZE,
    // It goes where the original goes (issue 38): a band stays a band round the same limb.
    placement: original?.placement ?? null,
    complexity: (original?.complexity ?? DEFAULT_COMPLEXITY) as Complexity,
    resolution: plan.maxResolution,
    original: {
      png,
      seed: original?.engineSeed ?? null,
      engine: original?.engine ?? null,
      ...(unlettered ? { unlettered } : {}),
    },
    // The lettering as the original was lettered (issue 37): the same words, font and layout.
    ...(originalLettering ? { lettering: originalLettering } : {}),
    customization: {
      mode,
      style: mode === "style" ? style : undefined,
      colorTheme: mode === "color" ? request.colorTheme : undefined,
      modifications: request.modifications,
      instructions: mode === "custom" ? request.editInstructions : undefined,
      ...(forSkin ? { skinTone: request.skinTone } : {}),
      ...(request.lasting ? { lasting: true } : {}),
    },
  };

  const tags: string[] = [request.colorTheme, ...(request.modifications ?? [])].filter((tag) => tag !== undefined);
  // A design drawn from a picture is customized from that picture (the engine draws it again, changed).
  const picture = original?.referencePictureId
    ? await prisma.referencePicture.findUnique({ where: { id: original.referencePictureId } })
    : null;
  return {
    tier: user.subscriptionType,
    spec,
    ...(picture
      ? { picture: { id: picture.id, key: picture.storageKey, width: picture.width, height: picture.height } }
      : {}),
    store: {
      owner: { userId: user.id, anonymousVisitorId: null },
      tier: user.subscriptionType,
      customizedFromId: original?.id,
      lettering: originalLettering,
      fields: {
        description,
        style,
        size: spec.size,
        complexity: spec.complexity,
        tags: tags.length > 0 ? tags : spec.extraStyles,
        placement: original?.placement ?? null,
        circumferenceMm: original?.circumferenceMm ?? null,
      },
    },
  };
}

/** A checked customization, ready to render (in a job: see jobs/generation-job-service). */
export interface PreparedCustomization {
  tier: User["subscriptionType"];
  spec: EditSpec;
  /** The original's reference picture, when it was drawn from one (its job reads it by key). */
  picture?: PictureRef;
  store: Omit<Parameters<typeof storeDesigns>[1], "engine">;
}

/** Renders and stores a prepared customization (the job's work); `stop` abandons it as in renderAndStoreGeneration. */
export async function renderCustomization(prepared: PreparedCustomization, stop?: AbortSignal): Promise<StoredDesigns> {
  const engine = await getImageEngine();
  const picture =
    prepared.picture && prepared.store.owner.userId
      ? { ref: prepared.picture, userId: prepared.store.owner.userId }
      : undefined;
  const images = await abortable(engine.edit(prepared.spec, 1), stop);
  return storeDesigns(images, { ...prepared.store, engine: "flash", picture });
}

/** A design's art with the lettering the engine set over it taken out; null when it has none of that. */
async function lettersTakenOut(
  design: { lettering: unknown; svgKey: string | null },
  png: Buffer,
): Promise<Buffer | null> {
  if (!readStoredLettering(design.lettering)?.inked || !design.svgKey) return null;
  const svg = await getImageStorage().get(design.svgKey);
  return svg ? artWithoutLettering(png, (await streamToBuffer(svg.stream())).toString("utf8")) : null;
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
