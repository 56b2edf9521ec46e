import { describe, expect, it } from "vitest";
import { classifyGenerationError, isLimitError } from "~/components/generator/generation-errors";
import { nextProgress, PROGRESS_CAP } from "~/components/generator/progress";
import {
  addTemporaryDesigns,
  clearTemporaryDesigns,
  readTemporaryDesigns,
  TEMPORARY_DESIGNS_KEY,
} from "~/components/generator/temporary-designs";
import { STORED_DESIGNS_KEY } from "~/components/generator/use-restored-designs";
import { FAIR_USE_BY_PLAN, upgradeRaisingCeiling } from "~/modules/limits/limits";

describe("simulated progress (spec §4)", () => {
  it("adds 2 to 10 below 70%, 1 to 4 up to 85%, 0.5 to 1.5 up to 95%, then 0.2", () => {
    expect(nextProgress(0, () => 0)).toBe(2);
    expect(nextProgress(0, () => 0.999999)).toBeCloseTo(10, 3);
    expect(nextProgress(70, () => 0)).toBe(71);
    expect(nextProgress(70, () => 0.999999)).toBeCloseTo(74, 3);
    expect(nextProgress(85, () => 0)).toBe(85.5);
    expect(nextProgress(85, () => 0.999999)).toBeCloseTo(86.5, 3);
    expect(nextProgress(95, () => 0.5)).toBeCloseTo(95.2, 5);
  });

  it("never passes 98% before the answer", () => {
    let progress = 0;
    for (let tick = 0; tick < 1000; tick++) progress = nextProgress(progress, Math.random);
    expect(progress).toBe(PROGRESS_CAP);
  });
});

describe("generation errors (spec §8)", () => {
  it("recognises limit errors by status or wording", () => {
    expect(isLimitError('429: {"message":"x"}')).toBe(true);
    expect(isLimitError("500: Generation limit exceeded")).toBe(true);
    expect(isLimitError("400: limit reached")).toBe(true);
    expect(isLimitError('500: {"message":"boom"}')).toBe(false);
  });

  it("opens the upgrade dialog on the daily limit", () => {
    expect(classifyGenerationError('429: {"message":"Daily generation limit reached"}', null, true)).toEqual({
      kind: "upgrade-dialog",
    });
  });

  it("toasts 'Monthly Limit Reached' on the monthly limit", () => {
    const outcome = classifyGenerationError(
      '429: {"message":"Monthly generation limit reached"}',
      "Monthly generation limit reached",
      true,
    );
    expect(outcome).toMatchObject({ kind: "toast", title: "Monthly Limit Reached" });
  });

  it("offers Upgrade to signed-in users and Sign In to guests for other limits", () => {
    const text = '429: {"message":"Guest generation limit reached. Sign in for more designs."}';
    expect(classifyGenerationError(text, null, false)).toEqual({
      kind: "toast",
      title: "Generation Limit Reached",
      description: "Sign in for higher generation limits or upgrade to Premium for unlimited access.",
      variant: "destructive",
      action: "sign-in",
    });
    expect(classifyGenerationError("429: ", null, true)).toMatchObject({
      title: "Generation Limit Reached",
      description: "Upgrade to Premium for unlimited generations.",
      action: "upgrade",
    });
  });

  it("shows a fair-use refusal's own message, offering an upgrade only when it lifts the ceiling", () => {
    const message =
      "Fair-use limit reached for your Premium plan: at most 20 generations or customizations a minute. Please try again in 40 seconds.";
    const text = `429: ${JSON.stringify({ message, retryAfterSeconds: 40, upgradeTo: null })}`;
    expect(classifyGenerationError(text, message, true, { retryAfterSeconds: 40, upgradeTo: null })).toEqual({
      kind: "toast",
      title: "Generation Limit Reached",
      description: message,
      variant: "destructive",
    });
    expect(classifyGenerationError(text, message, true, { retryAfterSeconds: 40, upgradeTo: "pro" })).toMatchObject({
      description: message,
      action: "upgrade",
    });
  });

  it("offers no upgrade for a ceiling every plan shares, and names the plan that would lift a higher one", () => {
    expect(upgradeRaisingCeiling("premium", "perMinute")).toBeNull();
    expect(upgradeRaisingCeiling("free", "perDay")).toBeNull();
    const table = { ...FAIR_USE_BY_PLAN, pro: { perMinute: 60, perDay: 2000 } };
    expect(upgradeRaisingCeiling("premium", "perMinute", table)).toBe("pro");
    expect(upgradeRaisingCeiling("free", "perDay", table)).toBe("pro");
    expect(upgradeRaisingCeiling("pro", "perDay", table)).toBeNull();
  });

  it("shows 'Generation Failed' with the message, or the fallback", () => {
    expect(classifyGenerationError("502: x", "The image service took too long", true)).toMatchObject({
      title: "Generation Failed",
      description: "The image service took too long",
    });
    expect(classifyGenerationError("500: ", null, true)).toMatchObject({
      description: "Failed to generate tattoo design. Please try again.",
    });
  });
});

describe("the temporary design store (spec §4)", () => {
  function memoryStore() {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
      raw: values,
    };
  }

  it("keeps ids with timestamps under one key and drops entries older than 24 hours", () => {
    const store = memoryStore();
    const start = Date.UTC(2026, 10, 21, 12);
    addTemporaryDesigns(store, ["a", "b"], start);
    addTemporaryDesigns(store, ["c"], start + 23 * 3600_000);
    expect([...store.raw.keys()]).toEqual([TEMPORARY_DESIGNS_KEY]);
    expect(readTemporaryDesigns(store, start + 23.5 * 3600_000).map((e) => e.id)).toEqual(["c", "a", "b"]);
    expect(readTemporaryDesigns(store, start + 25 * 3600_000).map((e) => e.id)).toEqual(["c"]);
    // Expired entries are gone from storage, not just hidden.
    expect(JSON.parse(store.raw.get(TEMPORARY_DESIGNS_KEY)!)).toHaveLength(1);
    clearTemporaryDesigns(store);
    expect(readTemporaryDesigns(store)).toEqual([]);
  });

  it("is checked on first paint under the same key", () => {
    expect(STORED_DESIGNS_KEY).toBe(TEMPORARY_DESIGNS_KEY);
  });

  it("survives garbage in storage", () => {
    const store = memoryStore();
    store.setItem(TEMPORARY_DESIGNS_KEY, "{not json");
    expect(readTemporaryDesigns(store)).toEqual([]);
    store.setItem(TEMPORARY_DESIGNS_KEY, JSON.stringify([{ id: 1 }, { id: "ok", timestamp: Date.now() }]));
    expect(readTemporaryDesigns(store).map((e) => e.id)).toEqual(["ok"]);
  });
});
