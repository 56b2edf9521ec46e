/**
 * The operator's check (`npm run images:check`, decision 024): asks each configured image
 * provider about its models (OpenAI's Models API, Gemini's models.get) with this environment's
 * keys and says, per job, which provider and model would draw and whether it is healthy, and
 * what the documentation says of the text models. Exits 1 when a job would not be drawn by the
 * first provider configured for it.
 */
import { getImageProviders, providerOrder } from "~/modules/generation/image-engine.server";
import { checkImageModels, describeHealth, isUsable } from "~/modules/generation/providers/model-lifecycle.server";
import { MODEL_TABLE_CHECKED, tableStatus } from "~/modules/generation/providers/model-table";
import type { ImageJob } from "~/modules/generation/providers/provider-types.server";
import { getEnv } from "~/utils/env.server";

const env = getEnv();
const order = providerOrder(env);
const providers = await getImageProviders();
const report = await checkImageModels(providers);
let healthy = true;

console.log(`Image providers, in order: ${order.join(" → ")}`);
for (const job of ["generate", "pro", "edit"] as ImageJob[]) {
  const drawing = order
    .map((name) => (name === "flash" ? { name, model: "built-in engine" } : providers.find((p) => p.name === name)))
    .map((link) => link && ("models" in link ? { name: link.name, model: link.models[job] } : link))
    .find((link) => link && (link.name === "flash" || isUsable(link.name, link.model)));
  const first = order[0];
  if (!drawing || drawing.name !== first) healthy = false;
  const entry = report.find((row) => drawing && row.provider === drawing.name && row.model === drawing.model);
  const state = drawing?.name === "flash" ? "on this machine" : (entry?.state ?? "unchecked");
  console.log(
    `  ${job.padEnd(8)} ${drawing ? `${drawing.name} ${drawing.model} (${state})` : "nobody: every provider is unusable"}`,
  );
}
const problems = report.map(describeHealth).filter(Boolean);
for (const line of problems) console.log(`  ! ${line}`);
if (problems.length > 0) healthy = false;

const texts: Array<[string, "openai" | "xai", string, boolean]> = [
  ["OPENAI_TEXT_MODEL", "openai", env.OPENAI_TEXT_MODEL, Boolean(env.OPENAI_API_KEY)],
  ["XAI_MODEL", "xai", env.XAI_MODEL, Boolean(env.XAI_API_KEY)],
];
console.log(`Text models (the documented table of ${MODEL_TABLE_CHECKED}):`);
for (const [name, provider, model, configured] of texts) {
  const status = tableStatus(provider, model, new Date());
  console.log(`  ${name}=${model}: ${status}${configured ? "" : " (not configured)"}`);
  if (configured && (status === "gone" || status === "leaving")) healthy = false;
}
console.log(healthy ? "Healthy." : "Not healthy: see the lines above.");
process.exit(healthy ? 0 : 1);
