import { getImageProviders, providerOrder } from "~/modules/generation/image-engine.server";
import { spendSummary, type ProviderSpend } from "~/modules/generation/providers/image-budget.server";
import { describeHealth, modelHealth } from "~/modules/generation/providers/model-lifecycle.server";
import { getEnv } from "~/utils/env.server";

/**
 * The admin panel's image service (decision 024): the chain as configured, each model's
 * lifecycle line as this instance last checked it ("Image model X: shuts down on D; set
 * OPENAI_IMAGE_MODEL"), and each paid provider's spend today and this month with its budget:
 * past it, where its generations go.
 */
export interface ImageServiceStatus {
  chain: string[];
  models: Array<{ provider: string; model: string; jobs: string[]; state: string; line: string | null }>;
  spend: Array<ProviderSpend & { nextProvider: string | null }>;
}

export async function loadImageServiceStatus(): Promise<ImageServiceStatus> {
  const chain = providerOrder(getEnv());
  const paid = (await getImageProviders()).map((provider) => provider.name);
  const spend = await spendSummary(paid);
  return {
    chain,
    models: modelHealth().map((entry) => ({
      provider: entry.provider,
      model: entry.model,
      jobs: entry.jobs,
      state: entry.state,
      line: describeHealth(entry),
    })),
    spend: spend.map((row) => ({ ...row, nextProvider: chain[chain.indexOf(row.provider) + 1] ?? null })),
  };
}
