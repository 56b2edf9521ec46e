import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../support/fake-openai";

/**
 * The text engines through the real `openai` SDK, against a local server that answers as
 * the chat completions API does: xAI first (XAI_API_KEY, XAI_BASE_URL), then OpenAI.
 * App modules are imported after the environment names the engine.
 */
const fake = await startFakeOpenAi();
process.env.XAI_API_KEY = "xai-test-key";
process.env.XAI_BASE_URL = fake.baseURL;
process.env.XAI_MODEL = "grok-test";

const { resetEnvCache } = await import("~/utils/env.server");
const { prisma } = await import("~/utils/db.server");
const { refreshTrendingTopics, TrendingRefreshError } = await import("~/modules/trending/trending-topics.server");
const { action: refreshRoute } = await import("~/routes/api.refresh-trending-topics");
const { getSuggestion } = await import("~/modules/suggestions/suggestions.server");
const { aiSuggestionsSettled, resetAiSuggestions } = await import("~/modules/suggestions/ai-suggestions.server");
const { action: adminAction } = await import("~/routes/admin");
const { readFlashToast } = await import("~/utils/toast.server");
const { APP_ORIGIN, call, cookieFrom, createSessionCookie, createUser, postJson } = await import("../support/users");

afterAll(() => fake.stop());

const chatRequests = () => fake.state.requests.filter((request) => request.path === "/v1/chat/completions");

const answer = (names: string[]) =>
  JSON.stringify({
    topics: names.map((topic) => ({
      topic,
      reason: `${topic} is everywhere on social media this month.`,
      tattooIdeas: [`A ${topic} on the forearm`, `A small ${topic} behind the ear`, `A ${topic} sleeve`],
    })),
  });

async function previousSet() {
  await prisma.trendingTopic.deleteMany({});
  await prisma.trendingTopic.createMany({
    data: ["Kept one", "Kept two"].map((topic, index) => ({
      id: `kept_${index}`,
      topic,
      reason: "From the last refresh.",
      tattooIdeas: ["x", "y", "z"],
      source: "xai",
      fetchedAt: new Date(Date.now() - 3600_000),
    })),
  });
  return prisma.trendingTopic.findMany({ orderBy: { id: "asc" } });
}

async function storedTopics() {
  return prisma.trendingTopic.findMany({ orderBy: { id: "asc" } });
}

beforeEach(() => {
  fake.state.mode = "ok";
  fake.state.requests.length = 0;
});

describe("trending topics from xAI", () => {
  it("asks the chat completions API for current trends and stores the validated answer in place of the old set", async () => {
    await previousSet();
    fake.state.chatContent = answer(["Micro realism", "Fine-line florals", "Ornamental blackwork"]);
    const outcome = await refreshTrendingTopics();
    expect(outcome).toMatchObject({ status: "refreshed", count: 3, source: "xai" });

    const [sent] = chatRequests();
    expect(chatRequests()).toHaveLength(1);
    expect(sent.headers.authorization).toBe("Bearer xai-test-key");
    expect(sent.json).toMatchObject({ model: "grok-test", response_format: { type: "json_object" } });
    const prompt = JSON.stringify(sent.json!.messages);
    expect(prompt).toContain(new Date().toISOString().slice(0, 10));
    expect(prompt).toContain("northern hemisphere");
    expect(prompt).toContain("tattooIdeas");

    const stored = await storedTopics();
    expect(stored.map((topic) => topic.topic)).toEqual(["Micro realism", "Fine-line florals", "Ornamental blackwork"]);
    expect(stored[0]).toMatchObject({
      reason: "Micro realism is everywhere on social media this month.",
      tattooIdeas: ["A Micro realism on the forearm", "A small Micro realism behind the ear", "A Micro realism sleeve"],
      source: "xai",
    });
  });

  it("accepts an answer wrapped in a Markdown code fence", async () => {
    fake.state.chatContent = "```json\n" + answer(["Koi", "Swallows", "Daggers"]) + "\n```";
    expect((await refreshTrendingTopics()).count).toBe(3);
  });

  it.each([
    [
      "text that is not JSON",
      "Here are this month's trends: koi, roses and daggers.",
      "xAI answered with text that is not JSON.",
    ],
    [
      "JSON of the wrong shape",
      JSON.stringify({ topics: [{ topic: "Koi", reason: "Popular." }] }),
      "xAI answered with malformed trending topics (Invalid input: expected array, received undefined at topics.0.tattooIdeas).",
    ],
    ["an empty list", JSON.stringify({ topics: [] }), "xAI answered with malformed trending topics"],
    ["an empty message", "", "xAI answered with an empty message."],
  ])("rejects %s: nothing is stored and the old topics stay", async (_, content, message) => {
    const before = await previousSet();
    fake.state.chatContent = content;
    const error = await refreshTrendingTopics().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TrendingRefreshError);
    expect((error as InstanceType<typeof TrendingRefreshError>).status).toBe(502);
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).toMatch(/The previous topics were kept\.$/);
    expect(await storedTopics()).toEqual(before);
  });

  it("answers the admin's POST with 502 and the message when the answer is malformed, keeping the old topics", async () => {
    const before = await previousSet();
    fake.state.chatContent = JSON.stringify({ trends: ["koi"] });
    const admin = await createUser({ admin: true });
    const response = await call(
      refreshRoute,
      postJson("/api/refresh-trending-topics", "", await createSessionCookie({ userId: admin.id })),
    );
    expect(response.status).toBe(502);
    expect((await response.json()).message).toMatch(
      /^xAI answered with malformed trending topics .* The previous topics were kept\.$/,
    );
    expect(await storedTopics()).toEqual(before);
  });

  it("shows 'Refresh Failed' with the message on /admin, keeping the old topics", async () => {
    const before = await previousSet();
    fake.state.chatContent = "not json";
    const admin = await createUser({ admin: true });
    const cookie = await createSessionCookie({ userId: admin.id });
    const response = await call(
      adminAction,
      new Request(`${APP_ORIGIN}/admin`, {
        method: "POST",
        headers: { Origin: APP_ORIGIN, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=refresh-topics",
      }),
    );
    expect(response.status).toBe(302);
    const flash = cookieFrom(response, "inkwell_toast")!;
    const { toast } = await readFlashToast(new Request(APP_ORIGIN, { headers: { Cookie: flash } }));
    expect(toast).toMatchObject({
      title: "Refresh Failed",
      description: "xAI answered with text that is not JSON. The previous topics were kept.",
      variant: "destructive",
    });
    expect(await storedTopics()).toEqual(before);
  });

  it("keeps the old topics when xAI fails", async () => {
    const before = await previousSet();
    fake.state.mode = "error";
    await expect(refreshTrendingTopics()).rejects.toThrow(
      "xAI answered with an error (500). The previous topics were kept.",
    );
    expect(await storedTopics()).toEqual(before);
  });

  it("runs one refresh when two are asked at once: the second waits and shares the first one's result", async () => {
    await previousSet();
    fake.state.mode = "slow";
    fake.state.chatContent = answer(["Once", "Only", "Please"]);
    const [first, second] = await Promise.all([refreshTrendingTopics(), refreshTrendingTopics()]);
    expect([first.status, second.status].sort()).toEqual(["joined", "refreshed"]);
    expect(first.count).toBe(3);
    expect(second.count).toBe(3);
    expect(first.fetchedAt).toBe(second.fetchedAt);
    expect(chatRequests()).toHaveLength(1);
    expect((await storedTopics()).map((topic) => topic.topic)).toEqual(["Once", "Only", "Please"]);
  });

  it("skips a scheduled run while the set is younger than asked", async () => {
    fake.state.chatContent = answer(["Fresh", "Set", "Here"]);
    await refreshTrendingTopics();
    const skipped = await refreshTrendingTopics({ skipIfYoungerThanMs: 60_000 });
    expect(skipped).toMatchObject({ status: "skipped", count: 3, source: "xai" });
    expect(chatRequests()).toHaveLength(1);
  });
});

describe("home-page suggestions from the text engine", () => {
  const ideas = [
    "A moth with a skull on its back, stippled",
    "A koi swimming through peonies, bold colour",
    "A dagger through a rose, fine line",
  ];
  // Above 0.35: the suggestion does not come from the trending topics.
  const notTrending = () => 0.9;

  it("serves a cached batch of AI suggestions, fetched in the background, at most once an hour", async () => {
    resetAiSuggestions();
    fake.state.chatContent = JSON.stringify({ suggestions: ideas });
    const first = await getSuggestion(notTrending);
    expect(ideas).not.toContain(first); // the page never waits for the engine: the local writer answers
    await aiSuggestionsSettled();
    expect(chatRequests()).toHaveLength(1);
    expect(chatRequests()[0].json).toMatchObject({ model: "grok-test" });

    for (let i = 0; i < 5; i++) expect(ideas).toContain(await getSuggestion(notTrending));
    await aiSuggestionsSettled();
    expect(chatRequests()).toHaveLength(1);
  });

  it("falls back to the local writer when the engine fails, and does not hammer it", async () => {
    resetAiSuggestions();
    fake.state.mode = "error";
    const suggestion = await getSuggestion(notTrending);
    await aiSuggestionsSettled();
    expect(suggestion.length).toBeGreaterThan(10);
    expect(await getSuggestion(notTrending)).not.toBe("");
    await aiSuggestionsSettled();
    expect(chatRequests()).toHaveLength(1);
  });

  it("rejects a malformed batch and keeps using the local writer", async () => {
    resetAiSuggestions();
    fake.state.chatContent = JSON.stringify({ suggestions: "a fox" });
    await getSuggestion(notTrending);
    await aiSuggestionsSettled();
    const next = await getSuggestion(notTrending);
    expect(next).not.toBe("a fox");
    expect(chatRequests()).toHaveLength(1);
  });
});

describe("trending topics from OpenAI when no xAI key is set", () => {
  it("uses OPENAI_API_KEY with the text model", async () => {
    delete process.env.XAI_API_KEY;
    process.env.OPENAI_API_KEY = "sk-openai-test";
    process.env.OPENAI_BASE_URL = fake.baseURL;
    process.env.OPENAI_TEXT_MODEL = "gpt-test-mini";
    resetEnvCache();
    try {
      await previousSet();
      fake.state.chatContent = answer(["Patchwork sleeves", "Tiny tattoos", "Script"]);
      expect(await refreshTrendingTopics()).toMatchObject({ status: "refreshed", source: "openai", count: 3 });
      const [sent] = chatRequests();
      expect(sent.headers.authorization).toBe("Bearer sk-openai-test");
      expect(sent.json).toMatchObject({ model: "gpt-test-mini" });
      expect((await storedTopics()).every((topic) => topic.source === "openai")).toBe(true);

      fake.state.mode = "policy";
      await expect(refreshTrendingTopics()).rejects.toThrow(
        "OpenAI answered with an error (400). The previous topics were kept.",
      );
      expect((await storedTopics()).map((topic) => topic.topic)).toEqual([
        "Patchwork sleeves",
        "Tiny tattoos",
        "Script",
      ]);
    } finally {
      delete process.env.OPENAI_API_KEY;
      process.env.XAI_API_KEY = "xai-test-key";
      resetEnvCache();
    }
  });
});
