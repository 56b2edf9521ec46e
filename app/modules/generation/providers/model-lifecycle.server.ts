import { errorFields, logger } from "~/utils/logger.server";
import { imageModelShutdownDays } from "~/utils/metrics.server";
import { daysBetween, findModel, isShutDown } from "./model-table";
import type { ImageJob, ImageProvider } from "./provider-types.server";

/**
 * The configured models' lifecycle (decision 024), checked at start and once a day: each
 * provider is asked about its models (OpenAI's Models API answers a `shutdown_date`; Gemini's
 * models.get whether the model exists), the documented date (model-table.json) fills in where the
 * API gives none. A model that is gone, unknown, or leaves within 30 days is reported where an
 * operator looks: one log line at start, the /metrics gauge, and a line in the admin panel. A
 * gone model is skipped by the chain, so no generation fails on it request after request; a 404
 * at run time marks it gone at once.
 */

const log = logger("image-models");
const WARN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ModelState = "ok" | "leaving" | "gone" | "unknown" | "unchecked";

export interface ModelHealth {
  provider: ImageProvider["name"];
  model: string;
  jobs: ImageJob[];
  state: ModelState;
  shutdownDate: string | null;
  /** The variable that sets this model for these jobs. */
  variable: string;
  checkedAt: string | null;
  /** A 404 at run time: skipped until then, when one request asks the model again (ms since epoch). */
  skipUntil?: number;
}

const VARIABLES: Record<ImageProvider["name"], Record<ImageJob, string>> = {
  openai: { generate: "OPENAI_IMAGE_MODEL", pro: "OPENAI_IMAGE_PRO_MODEL", edit: "OPENAI_IMAGE_EDIT_MODEL" },
  google: { generate: "GOOGLE_IMAGE_MODEL", pro: "GOOGLE_IMAGE_PRO_MODEL", edit: "GOOGLE_IMAGE_EDIT_MODEL" },
};

const health = new Map<string, ModelHealth>();
const keyOf = (provider: string, model: string) => `${provider}:${model}`;

/** Each provider's models, each once, with the jobs it serves. */
function configuredModels(providers: ImageProvider[]) {
  return providers.flatMap((provider) => {
    const byModel = new Map<string, ImageJob[]>();
    for (const [job, model] of Object.entries(provider.models) as Array<[ImageJob, string]>) {
      byModel.set(model, [...(byModel.get(model) ?? []), job]);
    }
    return [...byModel].map(([model, jobs]) => ({ provider, model, jobs }));
  });
}

/** What a check found, from the provider's answer and the documented date. */
export function stateOf(
  answer: { exists: boolean; shutdownDate: string | null } | null,
  documented: string | null,
  today: Date,
): { state: ModelState; shutdownDate: string | null } {
  const shutdownDate = answer?.shutdownDate ?? documented;
  if (answer && !answer.exists) return { state: isShutDown(documented, today) ? "gone" : "unknown", shutdownDate };
  if (isShutDown(shutdownDate, today)) return { state: "gone", shutdownDate };
  if (shutdownDate && daysBetween(today, shutdownDate) <= WARN_DAYS) return { state: "leaving", shutdownDate };
  return { state: answer ? "ok" : "unchecked", shutdownDate };
}

/** Asks every provider about its configured models and records what it said. */
export async function checkImageModels(providers: ImageProvider[], now = new Date()): Promise<ModelHealth[]> {
  const results = await Promise.all(
    configuredModels(providers).map(async ({ provider, model, jobs }) => {
      const answer = await provider.checkModel(model).catch((error: unknown) => {
        log.warn({ ...errorFields(error), provider: provider.name, model }, "could not check an image model");
        return null;
      });
      const documented = findModel(provider.name, model)?.shutdownDate ?? null;
      const found = stateOf(answer, documented, now);
      const entry: ModelHealth = {
        provider: provider.name,
        model,
        jobs,
        ...found,
        variable: jobs.map((job) => VARIABLES[provider.name][job]).join(" / "),
        checkedAt: answer ? now.toISOString() : null,
      };
      health.set(keyOf(provider.name, model), entry);
      for (const job of jobs) {
        const labels = { provider: provider.name, model, job };
        if (entry.state === "unknown") imageModelShutdownDays.set(labels, -1);
        else if (entry.shutdownDate) imageModelShutdownDays.set(labels, daysBetween(now, entry.shutdownDate));
      }
      return entry;
    }),
  );
  return results;
}

/** The sentence an operator reads (log, admin panel, check command). */
export function describeHealth(entry: ModelHealth): string | null {
  const name = `Image model ${entry.model} (${entry.provider}, ${entry.jobs.join(", ")})`;
  switch (entry.state) {
    case "leaving":
      return `${name}: shuts down on ${entry.shutdownDate}; set ${entry.variable}`;
    case "gone":
      return `${name}: shut down${entry.shutdownDate ? ` on ${entry.shutdownDate}` : ""}, its generations go to the next provider; set ${entry.variable}`;
    case "unknown":
      return `${name}: unknown to ${entry.provider}, its generations go to the next provider; set ${entry.variable}`;
    default:
      return null;
  }
}

/** One line at start (and after each daily check): all fine, or every problem in one sentence. */
export function logHealth(entries: ModelHealth[]): void {
  const problems = entries.map(describeHealth).filter((line): line is string => line !== null);
  const models = entries.map((entry) => `${entry.provider} ${entry.model} (${entry.state})`).join(", ");
  if (problems.length > 0) log.warn({ models: entries }, problems.join("; "));
  else log.info({ models: entries }, `Image models checked: ${models || "none configured"}`);
}

/** False only for a model found gone or unknown: the chain skips it. */
export function isUsable(provider: string, model: string, now = Date.now()): boolean {
  const entry = health.get(keyOf(provider, model));
  if (entry?.state !== "gone" && entry?.state !== "unknown") return true;
  return entry.skipUntil !== undefined && now >= entry.skipUntil;
}

/** How long a model that answered 404 at run time is skipped before one request tries it again. */
const RETRY_GONE_MS = 60 * 60 * 1000;

/**
 * A 404 at run time: the model is gone now, whatever the last check said. It is skipped for an
 * hour, then the next request asks it again (a 404 by mistake heals; a gone model costs one
 * failed-over call an hour), and the daily check says what it is.
 */
export function markGone(provider: ImageProvider["name"], model: string, jobs: ImageJob[]): void {
  const previous = health.get(keyOf(provider, model));
  const entry: ModelHealth = {
    provider,
    model,
    jobs: previous?.jobs ?? jobs,
    state: "unknown",
    shutdownDate: previous?.shutdownDate ?? findModel(provider, model)?.shutdownDate ?? null,
    variable: (previous?.jobs ?? jobs).map((job) => VARIABLES[provider][job]).join(" / "),
    checkedAt: new Date().toISOString(),
    skipUntil: Date.now() + RETRY_GONE_MS,
  };
  health.set(keyOf(provider, model), entry);
  log.warn(
    { provider, model },
    `Image model ${model} (${provider}) answered 404: its generations go to the next provider, and it is asked again in an hour; set ${entry.variable}`,
  );
}

/** A model marked gone at run time drew again: the mark goes (the daily check's own finding stays). */
export function markAnswered(provider: ImageProvider["name"], model: string): void {
  if (health.get(keyOf(provider, model))?.skipUntil !== undefined) health.delete(keyOf(provider, model));
}

export function modelHealth(): ModelHealth[] {
  return [...health.values()];
}

/** Checks now and every day after; returns the stop. */
export function startModelChecks(providers: () => Promise<ImageProvider[]>): () => void {
  const run = () =>
    providers()
      .then((list) => checkImageModels(list))
      .then(logHealth)
      .catch((error: unknown) => log.error(errorFields(error), "image model check failed"));
  void run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** For tests: forget what was checked. */
export function resetModelHealth(): void {
  health.clear();
  imageModelShutdownDays.reset();
}
