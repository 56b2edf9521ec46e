import { isShutDown, MODELS, type ModelEntry, type ProviderName } from "~/modules/generation/providers/model-table";

/**
 * The stand-ins' view of the documented model table (model-table.json): which models a service
 * still serves on a day, and what each refuses, in the service's own words. One table for the
 * app and its stand-ins, so a default the docs call retired fails here as it would there.
 */
export interface ServedModel {
  id: string;
  shutdownDate: string | null;
  entry: ModelEntry;
}

/** The models a provider serves on `today`: those not yet shut down (with a test's changed dates). */
export function servedModels(
  provider: ProviderName,
  today: Date,
  changed: Record<string, string | null> = {},
): ServedModel[] {
  return MODELS.filter((model) => model.provider === provider).flatMap((entry) => {
    const shutdownDate = entry.id in changed ? changed[entry.id] : entry.shutdownDate;
    return isShutDown(shutdownDate, today) ? [] : [{ id: entry.id, shutdownDate, entry }];
  });
}

/** OpenAI's 404 for a model that is retired, unknown or not yours. */
export function modelNotFound(id: string) {
  return {
    error: {
      message: `The model \`${id}\` does not exist or you do not have access to it.`,
      type: "invalid_request_error",
      param: null,
      code: "model_not_found",
    },
  };
}

/** What OpenAI's Images API says of a parameter the model does not take, or null. */
export function checkImageParams(
  model: ServedModel,
  params: Record<string, unknown>,
): { message: string; param: string } | null {
  const { entry } = model;
  const size = String(params.size ?? "auto");
  if (size !== "auto" && entry.sizes) {
    const [w, h] = size.split("x").map(Number);
    const rule = entry.sizes;
    const ok =
      rule.rule === "list"
        ? rule.list.includes(size)
        : rule.rule === "pixels"
          ? w % rule.multipleOf === 0 &&
            h % rule.multipleOf === 0 &&
            w * h >= rule.minPixels &&
            w * h <= rule.maxPixels &&
            Math.max(w, h) <= rule.maxEdge &&
            Math.max(w, h) / Math.min(w, h) <= 3
          : false;
    if (!ok)
      return { message: `Invalid size '${size}'. The requested size is not supported for ${model.id}.`, param: "size" };
  }
  const quality = params.quality === undefined ? undefined : String(params.quality);
  if (quality && quality !== "auto" && entry.qualities && !entry.qualities.includes(quality)) {
    return {
      message: `Invalid value: '${quality}'. Supported values are: ${["auto", ...entry.qualities].map((v) => `'${v}'`).join(", ")}.`,
      param: "quality",
    };
  }
  if (params.background === "transparent") {
    if (!entry.transparent)
      return { message: "Transparent background is not supported for this model.", param: "background" };
    if (params.output_format === "jpeg") {
      return { message: "Transparent background requires output_format png or webp.", param: "background" };
    }
  }
  return null;
}
