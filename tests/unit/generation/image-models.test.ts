import { describe, expect, it } from "vitest";
import { geminiSizeFor, openAiParamsFor, squareEdgeFor } from "~/modules/generation/providers/image-request";
import {
  isUsable,
  markAnswered,
  markGone,
  modelHealth,
  resetModelHealth,
  stateOf,
} from "~/modules/generation/providers/model-lifecycle.server";
import {
  findModel,
  MODEL_SOURCES,
  MODELS,
  tableStatus,
  type ProviderName,
} from "~/modules/generation/providers/model-table";
import {
  ProviderFailure,
  retryAfterSeconds,
  type FailureKind,
} from "~/modules/generation/providers/provider-failure.server";
import { parseEnv } from "~/utils/env.server";

/** The documented model table (decision 024) against the defaults, and what each plan asks of a model. */

describe("the default models", () => {
  const env = parseEnv({});
  const defaults: Array<[string, ProviderName, string]> = [
    ["OPENAI_IMAGE_MODEL", "openai", env.OPENAI_IMAGE_MODEL],
    ["OPENAI_IMAGE_PRO_MODEL", "openai", env.OPENAI_IMAGE_PRO_MODEL],
    ["OPENAI_IMAGE_EDIT_MODEL", "openai", env.OPENAI_IMAGE_EDIT_MODEL],
    ["OPENAI_TEXT_MODEL", "openai", env.OPENAI_TEXT_MODEL],
    ["GOOGLE_IMAGE_MODEL", "google", env.GOOGLE_IMAGE_MODEL],
    ["GOOGLE_IMAGE_PRO_MODEL", "google", env.GOOGLE_IMAGE_PRO_MODEL],
    ["GOOGLE_IMAGE_EDIT_MODEL", "google", env.GOOGLE_IMAGE_EDIT_MODEL],
    ["XAI_MODEL", "xai", env.XAI_MODEL],
  ];
  it.each(defaults)(
    "%s (%s %s) is one the documentation lists as served, not retired or leaving within 30 days",
    (_name, provider, id) => {
      expect(tableStatus(provider, id, new Date())).toBe("active");
    },
  );

  it("cites a documentation page for every model in the table", () => {
    for (const model of MODELS) {
      expect(model.sources.length).toBeGreaterThan(0);
      for (const source of model.sources) expect(MODEL_SOURCES[source]?.url).toMatch(/^https:\/\//);
    }
  });

  it("names the retired ones as retired", () => {
    const today = new Date("2026-11-28T12:00:00Z");
    expect(tableStatus("openai", "gpt-image-1", today)).toBe("gone");
    expect(tableStatus("openai", "dall-e-3", today)).toBe("gone");
    expect(tableStatus("openai", "gpt-image-1.5", today)).toBe("leaving");
    expect(tableStatus("openai", "gpt-4o-mini", today)).toBe("active"); // leaves 2027-01-14: 47 days
    expect(tableStatus("xai", "grok-3", today)).toBe("gone");
    expect(tableStatus("openai", "gpt-image-9", today)).toBe("unknown");
  });
});

describe("what each plan asks of a model", () => {
  const flare = findModel("openai", "gpt-image-2.6-flare");
  it("asks each plan's resolution natively where the model draws it", () => {
    expect(squareEdgeFor(flare, 2048)).toBe(2048);
    expect(squareEdgeFor(flare, 1024)).toBe(1024);
    // 512 x 512 is under the model's smallest picture (655,360 px): its smallest square is 816.
    expect(squareEdgeFor(flare, 512)).toBe(816);
    expect(squareEdgeFor(findModel("openai", "gpt-image-1.5"), 2048)).toBe(1024);
    expect(squareEdgeFor(undefined, 2048)).toBe(1024);
  });

  it("asks a transparent background where the model offers one, an opaque one where it refuses it", () => {
    expect(openAiParamsFor(flare, { resolution: 2048, tier: "pro" })).toEqual({
      size: "2048x2048",
      edge: 2048,
      quality: "high",
      background: "transparent",
      outputFormat: "png",
    });
    expect(openAiParamsFor(findModel("openai", "gpt-image-2"), { resolution: 1024, tier: "premium" })).toMatchObject({
      background: "opaque",
      quality: "medium",
    });
    expect(openAiParamsFor(flare, { resolution: 512, tier: "free" })).toMatchObject({
      outputFormat: "jpeg",
      background: "opaque",
      quality: "low",
    });
    expect(openAiParamsFor(undefined, { resolution: 1024, tier: "premium" }).background).toBeUndefined();
  });

  it("picks Gemini's size tier per model", () => {
    expect(geminiSizeFor(findModel("google", "gemini-3.1-flash-image"), 512)).toEqual({ imageSize: "512", edge: 512 });
    expect(geminiSizeFor(findModel("google", "gemini-3-pro-image"), 512)).toEqual({ imageSize: "1K", edge: 1024 });
    expect(geminiSizeFor(findModel("google", "gemini-3-pro-image"), 2048)).toEqual({ imageSize: "2K", edge: 2048 });
  });
});

describe("the lifecycle of a checked model", () => {
  const today = new Date("2026-11-28T12:00:00Z");
  it("combines the provider's answer with the documented date", () => {
    expect(stateOf({ exists: true, shutdownDate: "2026-12-08" }, null, today)).toEqual({
      state: "leaving",
      shutdownDate: "2026-12-08",
    });
    expect(stateOf({ exists: true, shutdownDate: null }, "2026-12-01", today).state).toBe("leaving");
    expect(stateOf({ exists: false, shutdownDate: null }, "2026-10-23", today).state).toBe("gone");
    expect(stateOf({ exists: false, shutdownDate: null }, null, today).state).toBe("unknown");
    expect(stateOf({ exists: true, shutdownDate: null }, null, today).state).toBe("ok");
    expect(stateOf(null, "2026-10-23", today).state).toBe("gone");
    expect(stateOf(null, null, today).state).toBe("unchecked");
  });

  it("skips a model that answered 404 for an hour, then lets one request ask it again", () => {
    resetModelHealth();
    const now = Date.now();
    markGone("openai", "gpt-image-2.6-flare", ["generate"]);
    expect(isUsable("openai", "gpt-image-2.6-flare", now)).toBe(false);
    expect(isUsable("openai", "gpt-image-2.6-flare", now + 59 * 60_000)).toBe(false);
    expect(isUsable("openai", "gpt-image-2.6-flare", now + 61 * 60_000)).toBe(true);
    expect(isUsable("openai", "gpt-image-2.6-sunburst", now)).toBe(true);
    // It drew again: the mark goes.
    markAnswered("openai", "gpt-image-2.6-flare");
    expect(isUsable("openai", "gpt-image-2.6-flare", now)).toBe(true);
    expect(modelHealth()).toEqual([]);
  });

  it("retries a job later only for trouble that passes by itself", () => {
    const failure = (kind: FailureKind) => new ProviderFailure("x", kind, "openai", "m");
    expect(["unavailable", "timeout", "rate_limited"].map((kind) => failure(kind as FailureKind).retryable)).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ["model_gone", "out_of_credit", "rejected", "refused"].map((kind) => failure(kind as FailureKind).retryable),
    ).toEqual([false, false, false, false]);
  });

  it("reads Retry-After in seconds or as a date", () => {
    expect(retryAfterSeconds("120")).toBe(120);
    expect(retryAfterSeconds(new Date(Date.now() + 60_000).toUTCString())).toBeGreaterThanOrEqual(59);
    expect(retryAfterSeconds(undefined)).toBeUndefined();
  });
});

describe("the image provider settings", () => {
  it("reads the chain and the budget, and refuses a provider without its key", () => {
    const env = parseEnv({
      IMAGE_PROVIDERS: "openai, google,flash",
      OPENAI_API_KEY: "k",
      GOOGLE_API_KEY: "g",
      IMAGE_DAILY_BUDGET_USD: "openai:5,google:2.5",
    });
    expect(env.IMAGE_PROVIDERS).toEqual(["openai", "google", "flash"]);
    expect(env.IMAGE_DAILY_BUDGET_USD).toEqual({ openai: 5, google: 2.5 });
    expect(parseEnv({ IMAGE_DAILY_BUDGET_USD: "3" }).IMAGE_DAILY_BUDGET_USD).toEqual({ openai: 3, google: 3 });
    expect(() => parseEnv({ IMAGE_PROVIDERS: "google,flash" })).toThrow(
      /IMAGE_PROVIDERS lists google, which needs GOOGLE_API_KEY/,
    );
    expect(() => parseEnv({ IMAGE_PROVIDERS: "dalle" })).toThrow(/IMAGE_PROVIDERS must be a comma-separated list/);
  });
});
