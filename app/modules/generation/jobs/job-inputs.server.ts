import { discardPicture } from "~/modules/pictures/reference-pictures.server";
import { getImageStorage } from "~/modules/storage/image-storage.server";
import type { JobPayload } from "./job-payload";

/**
 * What a job that ends without designs leaves behind, deleted: a customization's copy of its
 * original, a generation's reference picture (the designs of a finished job keep theirs).
 */
export async function discardJobInputs(data: JobPayload): Promise<void> {
  if (data.kind === "edit")
    await getImageStorage()
      .delete(data.inputKey)
      .catch(() => {});
  else if (data.prepared?.picture) await discardPicture(data.prepared.picture.key).catch(() => {});
}
