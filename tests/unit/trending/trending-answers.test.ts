import { describe, expect, it } from "vitest";
import { stripCodeFence, TextEngineError } from "~/modules/text-engine/text-engine.server";
import { parseTopicsAnswer } from "~/modules/trending/ai-trending-engine.server";
import { parseEnv } from "~/utils/env.server";

const topic = (name: string, ideas = ["A koi fish", "A koi with waves", "Two koi in a circle"]) => ({
  topic: name,
  reason: "Everyone wants one.",
  tattooIdeas: ideas,
});

describe("validating a text engine's trending topics", () => {
  it("keeps well-formed topics, trimmed, without repeats, and at most 5 ideas each", () => {
    const topics = parseTopicsAnswer(
      {
        topics: [
          { ...topic("  Koi  "), tattooIdeas: ["1 koi", "2 koi", "3 koi", "4 koi", "5 koi", "6 koi"] },
          topic("koi"),
          topic("Fine-line florals"),
        ],
      },
      "xAI",
    );
    expect(topics.map((t) => t.topic)).toEqual(["Koi", "Fine-line florals"]);
    expect(topics[0].tattooIdeas).toEqual(["1 koi", "2 koi", "3 koi", "4 koi", "5 koi"]);
  });

  it("accepts a bare array of topics", () => {
    expect(parseTopicsAnswer([topic("Koi")], "xAI")).toHaveLength(1);
  });

  it.each([
    ["no topics", { topics: [] }],
    ["a different shape", { trends: [topic("Koi")] }],
    ["too few ideas", { topics: [topic("Koi", ["One idea", "Two ideas"])] }],
    ["a missing reason", { topics: [{ topic: "Koi", tattooIdeas: ["a", "b", "c"] }] }],
    ["ideas that are not text", { topics: [{ ...topic("Koi"), tattooIdeas: [1, 2, 3] }] }],
    ["an empty topic name", { topics: [topic("   ")] }],
    ["a string", "Koi are trending"],
  ])("rejects %s with a message naming the engine", (_, answer) => {
    expect(() => parseTopicsAnswer(answer, "xAI")).toThrow(TextEngineError);
    expect(() => parseTopicsAnswer(answer, "xAI")).toThrow(/^xAI answered with malformed trending topics/);
  });

  it("reads JSON wrapped in a Markdown code fence", () => {
    expect(stripCodeFence('```json\n{"topics": []}\n```')).toBe('{"topics": []}');
    expect(stripCodeFence(' {"a": 1} ')).toBe('{"a": 1}');
  });
});

describe("trending configuration", () => {
  it("refuses a cron expression that is not one, naming the variable and the problem", () => {
    // The problem is named by its field, never by the value (decision 025, L15: a secret pasted
    // into the wrong variable must not reach the logs).
    expect(() => parseEnv({ TRENDING_CRON: "every 6 hours" })).toThrow(
      /TRENDING_CRON must be a cron expression such as "0 \*\/6 \* \* \*" \(every 6 hours\); its expression field is not valid/,
    );
    expect(() => parseEnv({ TRENDING_CRON: "61 * * * *" })).toThrow(/TRENDING_CRON .*its minute field is not valid/);
    expect(() => parseEnv({ TRENDING_CRON: "61 * * * *" })).not.toThrow(/61/);
    expect(parseEnv({}).TRENDING_CRON).toBe("0 */6 * * *");
  });

  it("writes seasons for the northern hemisphere unless told otherwise", () => {
    expect(parseEnv({}).TRENDING_HEMISPHERE).toBe("northern");
    expect(parseEnv({ TRENDING_HEMISPHERE: "southern" }).TRENDING_HEMISPHERE).toBe("southern");
    expect(() => parseEnv({ TRENDING_HEMISPHERE: "east" })).toThrow(
      /TRENDING_HEMISPHERE must be "northern" or "southern"/,
    );
  });
});
