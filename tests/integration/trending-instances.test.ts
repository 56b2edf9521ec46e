import { afterAll, afterEach, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { logMessages, runAppExpectingFailure, startApp, type RunningApp } from "../support/app-server";
import { startFakeOpenAi } from "../support/fake-openai";
import { createSessionCookie, createUser } from "../support/users";

/**
 * Two built app instances (`node build/server/index.js`, as in production) on one
 * PostgreSQL database (this file's own), with xAI answered by a local server. Needs
 * `npm run build` first.
 */
const fake = await startFakeOpenAi();
const chatRequests = () => fake.state.requests.filter((request) => request.path === "/v1/chat/completions");
const TOPICS = ["Micro realism", "Fine-line florals", "Ornamental blackwork"];
fake.state.chatContent = JSON.stringify({
  topics: TOPICS.map((topic) => ({
    topic,
    reason: `${topic} fills studio books this month.`,
    tattooIdeas: [`${topic} on the forearm`, `${topic} behind the ear`, `${topic} across the collarbone`],
  })),
});

const env = {
  DATABASE_URL: process.env.DATABASE_URL!,
  SESSION_SECRET: process.env.SESSION_SECRET!,
  XAI_API_KEY: "xai-instances-key",
  XAI_BASE_URL: fake.baseURL,
};

let apps: RunningApp[] = [];
/** One after the other: each picks free ports, which two starting at once could share. */
async function startTwo(extra: Record<string, string> = {}) {
  for (let i = 0; i < 2; i++) apps.push(await startApp({ env: { ...env, ...extra } }));
  return apps;
}

afterEach(async () => {
  await Promise.all(apps.map((app) => app.dispose()));
  apps = [];
});
afterAll(() => fake.stop());

async function adminCookie() {
  const admin = await createUser({ admin: true });
  return createSessionCookie({ userId: admin.id });
}

async function status(app: RunningApp, cookie: string) {
  const response = await fetch(`${app.url}/api/scheduler-status`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response.json();
}

async function expectOneSet() {
  const stored = await prisma.trendingTopic.findMany({ orderBy: { id: "asc" } });
  expect(stored.map((topic) => topic.topic)).toEqual(TOPICS);
  expect(new Set(stored.map((topic) => topic.fetchedAt.getTime())).size).toBe(1);
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("two app instances on one database", () => {
  it("two concurrent refreshes, one on each instance, ask the engine once and leave one set of topics", async () => {
    const [first, second] = await startTwo();
    const cookie = await adminCookie();
    fake.state.requests.length = 0;
    fake.state.mode = "slow"; // 3 s: the two requests overlap for sure

    const answers = await Promise.all(
      [first, second].map(async (app) => {
        const response = await fetch(`${app.url}/api/refresh-trending-topics`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: app.url },
        });
        expect(response.status).toBe(200);
        return response.json();
      }),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual(["joined", "refreshed"]);
    expect(answers.map((answer) => answer.count)).toEqual([3, 3]);
    expect(answers[0].fetchedAt).toBe(answers[1].fetchedAt);
    expect(chatRequests()).toHaveLength(1);
    expect(chatRequests()[0].headers.authorization).toBe("Bearer xai-instances-key");
    await expectOneSet();

    // The database facts agree on both; the scheduler is off on both (SCHEDULER_ENABLED=false).
    for (const app of [first, second]) {
      expect(await status(app, cookie)).toMatchObject({
        schedulerRunning: false,
        schedulerEnabled: false,
        totalTopicsInDB: 3,
        latestTopicFetchedAt: answers[0].fetchedAt,
        source: "xai",
      });
    }
  });

  it("with the scheduler on both, each scheduled run asks the engine once: never two at the same tick", async () => {
    fake.state.mode = "slow";
    fake.state.requests.length = 0;
    const [first, second] = await startTwo({ SCHEDULER_ENABLED: "true", TRENDING_CRON: "*/4 * * * * *" });
    const cookie = await adminCookie();

    await until(() => chatRequests().length >= 3, 60_000, "three scheduled refreshes");
    await until(
      async () => !(await status(first, cookie)).refreshing && !(await status(second, cookie)).refreshing,
      10_000,
      "quiet",
    );

    const times = chatRequests().map((request) => request.at);
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(2_000);
    await expectOneSet();

    for (const app of [first, second]) {
      const current = await status(app, cookie);
      expect(current).toMatchObject({
        schedulerRunning: true,
        refreshInterval: { cron: "*/4 * * * * *", description: "every 4 seconds", approximateMs: 4_000 },
        totalTopicsInDB: 3,
      });
      expect(Date.parse(current.nextRefreshAt)).toBeGreaterThan(Date.now() - 1_000);
      expect(["refreshed", "joined", "skipped"]).toContain(current.lastScheduledRun.outcome);
      expect(app.output()).toContain(
        `"component":"trending","msg":"Refreshing trending topics every 4 seconds (*/4 * * * * *, UTC)"`,
      );
    }
  });

  it("refuses to start with a TRENDING_CRON that is not a cron expression", async () => {
    const { code, output } = await runAppExpectingFailure({ TRENDING_CRON: "every 6 hours" });
    expect(code).toBe(1);
    expect(logMessages(output)).toContain(
      'TRENDING_CRON must be a cron expression such as "0 */6 * * *" (every 6 hours)',
    );
  });
});
