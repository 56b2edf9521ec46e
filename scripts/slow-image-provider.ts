/**
 * A stand-in image provider for trying docs/deploy.md on one machine (its section 6): the OpenAI-shaped
 * server the tests use (tests/support/fake-openai.ts: the Images and Models APIs as the `openai` SDK
 * expects them), taking SECONDS per image, as a real provider's 10-60 s call does, so that an instance
 * can be stopped while a generation is in its provider call. Prints its base URL (OPENAI_BASE_URL) and
 * runs until stopped. Development only: it is not part of the build.
 *
 *   npx tsx scripts/slow-image-provider.ts 20
 */
import { startFakeOpenAi } from "../tests/support/fake-openai";

const seconds = Number(process.argv[2] ?? 20);
const provider = await startFakeOpenAi();
provider.state.imageDelayMs = seconds * 1000;
console.log(provider.baseURL);
let calls = 0;
setInterval(() => {
  const images = provider.state.requests.filter((request) => request.path.startsWith("/v1/images/")).length;
  if (images !== calls) console.error(`image calls so far: ${(calls = images)}`);
}, 500).unref();
const stop = () => void provider.stop().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
