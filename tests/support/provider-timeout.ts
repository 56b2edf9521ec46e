import { resetImageEngine } from "~/modules/generation/image-engine.server";
import { resetEnvCache } from "~/utils/env.server";

/**
 * OpenAI's client timeout shortened for one test, so a stand-in that never answers ("hang") is
 * given up on in a second (env.server's floor) rather than after the room a loaded machine needs
 * for real answers. Nothing races it: the stand-in never answers. Returns the restore, for an
 * afterEach.
 */
export function shortOpenAiTimeout(ms = 1000): () => void {
  const before = process.env.OPENAI_TIMEOUT_MS;
  const apply = (value: string | undefined) => {
    if (value === undefined) delete process.env.OPENAI_TIMEOUT_MS;
    else process.env.OPENAI_TIMEOUT_MS = value;
    resetEnvCache();
    resetImageEngine();
  };
  apply(String(ms));
  return () => apply(before);
}
