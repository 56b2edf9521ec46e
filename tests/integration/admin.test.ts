import { describe, expect, it } from "vitest";
import { signInNotice } from "~/modules/shell/status-pages";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { loader as listTopics } from "~/routes/api.admin.trending-topics";
import { action as deleteTopic } from "~/routes/api.admin.trending-topics.$id";
import { action as deleteIdea } from "~/routes/api.popular-ideas.$id";
import { action as refreshTopics } from "~/routes/api.refresh-trending-topics";
import { loader as schedulerStatus } from "~/routes/api.scheduler-status";
import { action as deleteStyle, loader as readStyle } from "~/routes/api.styles.$id";
import { loader as tattooSuggestion } from "~/routes/api.tattoo-suggestions";
import { prisma } from "~/utils/db.server";
import { readFlashToast } from "~/utils/toast.server";
import {
  APP_ORIGIN,
  call,
  callPage,
  cookieFrom,
  createSessionCookie,
  createUser,
  get,
  postJson,
  routeArgs,
  type RouteHandler,
} from "../support/users";

/**
 * The admin calls of spec §7 and the /admin page, through their route modules, against
 * PostgreSQL. No text engine is configured here: refreshes use the local engine.
 */
const adminCookie = async () => createSessionCookie({ userId: (await createUser({ admin: true, plan: "pro" })).id });
const userCookie = async () => createSessionCookie({ userId: (await createUser({ plan: "pro" })).id });

function del(path: string, cookie?: string) {
  return new Request(`${APP_ORIGIN}${path}`, {
    method: "DELETE",
    headers: { Origin: APP_ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
  });
}

function postForm(fields: Record<string, string>, cookie?: string) {
  return new Request(`${APP_ORIGIN}/admin`, {
    method: "POST",
    headers: {
      Origin: APP_ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

let counter = 0;
async function suggestedStyle(name = `Style ${++counter}`) {
  const author = await createUser({ plan: "premium" });
  return prisma.style.create({
    data: { name, normalizedName: name.toLowerCase(), suggestedById: author.id, usageCount: 2 },
  });
}
async function suggestedIdea(text = `Idea ${++counter}`) {
  const author = await createUser({ plan: "premium" });
  return prisma.popularIdea.create({ data: { text, normalizedText: text.toLowerCase(), suggestedById: author.id } });
}
async function someTopics(source = "old") {
  await prisma.trendingTopic.deleteMany({});
  const fetchedAt = new Date(Date.now() - 3600_000);
  for (const [index, topic] of ["Old koi", "Old roses"].entries()) {
    await prisma.trendingTopic.create({
      data: { id: `old_${index}`, topic, reason: "It was trending.", tattooIdeas: ["a", "b", "c"], source, fetchedAt },
    });
  }
  return prisma.trendingTopic.findMany({ orderBy: { id: "asc" } });
}

/** The toast a redirect carries in its flash cookie. */
async function toastOf(response: Response) {
  const cookie = cookieFrom(response, "inkwell_toast");
  expect(cookie).toBeTruthy();
  const { toast } = await readFlashToast(new Request(APP_ORIGIN, { headers: { Cookie: cookie! } }));
  return toast;
}

type Loader = RouteHandler;
/** A page loader's `data(...)` result: its value and status. */
async function page(request: Request) {
  type DataResult = { data: Record<string, unknown>; init: ResponseInit | null };
  // The page access rule throws its status page (rendered by the route's error boundary).
  const result = (await Promise.resolve((adminLoader as Loader)(routeArgs(request))).catch(
    (thrown: unknown) => thrown,
  )) as DataResult;
  return { status: result.init?.status ?? 200, data: result.data };
}

describe("every admin call is enforced by the server", () => {
  const calls: Array<[string, (cookie?: string) => Promise<Response>]> = [
    ["DELETE /api/styles/{id}", async (cookie) => call(deleteStyle, del("/api/styles/s1", cookie), { id: "s1" })],
    [
      "DELETE /api/popular-ideas/{id}",
      async (cookie) => call(deleteIdea, del("/api/popular-ideas/i1", cookie), { id: "i1" }),
    ],
    ["GET /api/admin/trending-topics", async (cookie) => call(listTopics, get("/api/admin/trending-topics", cookie))],
    [
      "DELETE /api/admin/trending-topics/{id}",
      async (cookie) => call(deleteTopic, del("/api/admin/trending-topics/old_0", cookie), { id: "old_0" }),
    ],
    [
      "POST /api/refresh-trending-topics",
      async (cookie) => call(refreshTopics, postJson("/api/refresh-trending-topics", "", cookie)),
    ],
    ["GET /api/scheduler-status", async (cookie) => call(schedulerStatus, get("/api/scheduler-status", cookie))],
  ];

  it.each(calls)("%s: 401 signed out, 403 JSON for a non-admin, and nothing changes", async (_, send) => {
    await prisma.style.upsert({
      where: { id: "s1" },
      create: { id: "s1", name: "Guarded style", normalizedName: "guarded style" },
      update: {},
    });
    await prisma.popularIdea.upsert({
      where: { id: "i1" },
      create: { id: "i1", text: "Guarded idea", normalizedText: "guarded idea" },
      update: {},
    });
    const topics = await someTopics();

    const signedOut = await send();
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: "Unauthorized" });

    const nonAdmin = await send(await userCookie());
    expect(nonAdmin.status).toBe(403);
    expect(nonAdmin.headers.get("content-type")).toContain("application/json");
    expect(await nonAdmin.json()).toEqual({ message: "Access denied. Admin privileges required." });

    expect(await prisma.style.count({ where: { id: "s1" } })).toBe(1);
    expect(await prisma.popularIdea.count({ where: { id: "i1" } })).toBe(1);
    expect(await prisma.trendingTopic.findMany({ orderBy: { id: "asc" } })).toEqual(topics);
  });

  it("the /admin page action too: a non-admin gets the spec's denial (403), a signed-out visitor is sent to sign in, nothing changes", async () => {
    const style = await suggestedStyle();
    const forbidden = await callPage(
      adminAction,
      postForm({ intent: "delete-style", id: style.id }, await userCookie()),
    );
    expect(forbidden).toMatchObject({ status: 403, data: { message: "Access denied. Admin privileges required." } });

    const signedOut = await callPage(adminAction, postForm({ intent: "delete-style", id: style.id }));
    expect(signedOut).toMatchObject({ status: 303, location: "/sign-in?redirectTo=%2Fadmin" });
    expect(signInNotice("/admin").message).toBe("Please log in to access admin panel.");
    expect(await prisma.style.count({ where: { id: style.id } })).toBe(1);
  });

  it("the /admin page sends a signed-out visitor to sign in (the spec's message) and shows the denial to non-admins", async () => {
    expect(await callPage(adminLoader, get("/admin"))).toMatchObject({
      status: 302,
      location: "/sign-in?redirectTo=%2Fadmin",
    });
    expect(await page(get("/admin", await userCookie()))).toMatchObject({
      status: 403,
      data: { message: "Access denied. Admin privileges required." },
    });
  });
});

describe("moderation by an admin", () => {
  it("deletes a user-suggested style, and says so when it is already gone", async () => {
    const cookie = await adminCookie();
    const style = await suggestedStyle("Neon koi");
    const response = await call(deleteStyle, del(`/api/styles/${style.id}`, cookie), { id: style.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: style.id, name: "Neon koi" });
    expect(await prisma.style.count({ where: { id: style.id } })).toBe(0);

    const again = await call(deleteStyle, del(`/api/styles/${style.id}`, cookie), { id: style.id });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: "This style no longer exists. It may have been deleted already." });
  });

  it("refuses built-in styles and ideas with a message", async () => {
    const cookie = await adminCookie();
    const style = await call(deleteStyle, del("/api/styles/base-traditional", cookie), { id: "base-traditional" });
    expect(style.status).toBe(400);
    expect(await style.json()).toEqual({
      message: "Built-in styles cannot be deleted. Only styles suggested by users can be removed.",
    });
    expect(await prisma.style.count({ where: { id: "base-traditional" } })).toBe(1);

    const idea = await call(deleteIdea, del("/api/popular-ideas/base-idea-celtic-knot", cookie), {
      id: "base-idea-celtic-knot",
    });
    expect(idea.status).toBe(400);
    expect((await idea.json()).message).toBe(
      "Built-in ideas cannot be deleted. Only ideas suggested by users can be removed.",
    );
    expect(await prisma.popularIdea.count({ where: { id: "base-idea-celtic-knot" } })).toBe(1);
  });

  it("deletes a user-suggested idea", async () => {
    const cookie = await adminCookie();
    const idea = await suggestedIdea("Moth over a skull");
    const response = await call(deleteIdea, del(`/api/popular-ideas/${idea.id}`, cookie), { id: idea.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: idea.id, text: "Moth over a skull" });
    expect(await prisma.popularIdea.count({ where: { id: idea.id } })).toBe(0);
    const missing = await call(deleteIdea, del("/api/popular-ideas/nope", cookie), { id: "nope" });
    expect(missing.status).toBe(404);
  });

  it("answers 405 with a message to other methods", async () => {
    const cookie = await adminCookie();
    const style = await suggestedStyle();
    const response = await call(deleteStyle, postJson(`/api/styles/${style.id}`, {}, cookie), { id: style.id });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("DELETE");
    expect((await response.json()).message).toBe("Use DELETE for this address.");
    expect(await prisma.style.count({ where: { id: style.id } })).toBe(1);
    const read = await call(readStyle as Parameters<typeof call>[0], get(`/api/styles/${style.id}`, cookie), {
      id: style.id,
    });
    expect(read.status).toBe(405);
    expect(await read.json()).toEqual({ message: "Use DELETE for this address." });
  });
});

describe("trending topics for an admin", () => {
  it("lists the topics and removes one", async () => {
    const cookie = await adminCookie();
    await someTopics();
    const list = await call(listTopics, get("/api/admin/trending-topics", cookie));
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    const topics = await list.json();
    expect(topics.map((t: { topic: string }) => t.topic)).toEqual(["Old koi", "Old roses"]);
    expect(topics[0]).toEqual({
      id: "old_0",
      topic: "Old koi",
      reason: "It was trending.",
      tattooIdeas: ["a", "b", "c"],
      source: "old",
      fetchedAt: expect.any(String),
    });

    const removed = await call(deleteTopic, del("/api/admin/trending-topics/old_0", cookie), { id: "old_0" });
    expect(removed.status).toBe(200);
    expect((await removed.json()).topic).toBe("Old koi");
    expect(await prisma.trendingTopic.count()).toBe(1);
    const again = await call(deleteTopic, del("/api/admin/trending-topics/old_0", cookie), { id: "old_0" });
    expect(again.status).toBe(404);
    expect((await again.json()).message).toBe(
      "This topic no longer exists. It may have been removed or replaced by a refresh.",
    );
  });

  it("refreshes with the local engine: answers { count } and replaces the old set in place", async () => {
    const cookie = await adminCookie();
    await someTopics();
    const author = await createUser({ plan: "premium" });
    for (const description of ["a fox in the snow", "a fox and a moon", "fox skull", "a wolf"]) {
      await prisma.design.create({
        data: {
          userId: author.id,
          imageKey: "k",
          engine: "flash",
          description,
          style: "Blackwork",
          size: "Medium (10-20 cm)",
          complexity: "Detailed",
          tags: [],
          hasWatermark: false,
          resolution: "1024x1024",
          plan: "premium",
        },
      });
    }

    const response = await call(refreshTopics, postJson("/api/refresh-trending-topics", "", cookie));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: "refreshed", source: "local", count: expect.any(Number) });
    expect(body.count).toBeGreaterThanOrEqual(5);

    const stored = await prisma.trendingTopic.findMany({ orderBy: { id: "asc" } });
    expect(stored).toHaveLength(body.count);
    expect(stored.every((topic) => topic.source === "local")).toBe(true);
    expect(new Set(stored.map((topic) => topic.fetchedAt.toISOString()))).toEqual(new Set([body.fetchedAt]));
    // Ranked as the engine ranked them: the subject people describe most comes first.
    expect(stored[0].topic).toBe("Foxes on the rise");
    // "fox skull" reads as the skull the engine draws for it (one reader since issue 36), so two of four.
    expect(stored[0].reason).toContain("Foxes appear in 2 of the 4 designs made on Inkwell in the last 14 days");
  });

  it("feeds the refreshed topics' ideas to the home page's suggestions", async () => {
    const cookie = await adminCookie();
    await call(refreshTopics, postJson("/api/refresh-trending-topics", "", cookie));
    const ideas = (await prisma.trendingTopic.findMany()).flatMap((topic) => topic.tattooIdeas);
    const suggestions = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const response = await call(tattooSuggestion as Parameters<typeof call>[0], get("/api/tattoo-suggestions"));
      suggestions.add((await response.json()).description);
    }
    // About a third come from the topics (the rest from the local writer).
    expect([...suggestions].filter((text) => ideas.includes(text)).length).toBeGreaterThan(0);
  });

  it("reports the scheduler status: per instance (not running in this process) plus the database's facts", async () => {
    const cookie = await adminCookie();
    await someTopics();
    const response = await call(schedulerStatus, get("/api/scheduler-status", cookie));
    expect(response.status).toBe(200);
    const status = await response.json();
    expect(status).toMatchObject({
      schedulerRunning: false,
      refreshInterval: {
        cron: "0 */6 * * *",
        description: "every 6 hours",
        timezone: "UTC",
        approximateMs: 21_600_000,
      },
      totalTopicsInDB: 2,
      latestTopicFetchedAt: (await prisma.trendingTopic.findFirstOrThrow()).fetchedAt.toISOString(),
      nextRefreshAt: null,
      source: "local",
    });
  });
});

describe("the /admin page", () => {
  it("loads the stats, the user-suggested styles and ideas, the topics and the default styles", async () => {
    const cookie = await adminCookie();
    await someTopics();
    const style = await suggestedStyle("Cyber sigilism");
    const idea = await suggestedIdea("Koi up a waterfall");
    const { status, data } = await page(get("/admin", cookie));
    expect(status).toBe(200);
    const dashboard = (data as { dashboard: Record<string, unknown> }).dashboard as {
      stats: Record<string, number>;
      suggestedStyles: Array<{ id: string; label: string; author: string | null; isPublic: boolean }>;
      suggestedIdeas: Array<{ id: string; label: string }>;
      defaultStyles: Array<{ name: string }>;
      topics: unknown[];
    };
    const styles = await prisma.style.count();
    const userStyles = await prisma.style.count({ where: { NOT: { id: { startsWith: "base-" } } } });
    expect(dashboard.stats).toEqual({
      totalStyles: styles,
      userSuggestions: userStyles,
      ideaSuggestions: await prisma.popularIdea.count({ where: { NOT: { id: { startsWith: "base-" } } } }),
      totalIdeas: await prisma.popularIdea.count(),
      xaiTopics: 2,
    });
    expect(styles - userStyles).toBe(10);
    expect(dashboard.suggestedStyles[0]).toMatchObject({ id: style.id, label: "Cyber sigilism", isPublic: false });
    expect(dashboard.suggestedStyles[0].author).toMatch(/@example\.com$/);
    expect(dashboard.suggestedIdeas[0]).toMatchObject({ id: idea.id, label: "Koi up a waterfall" });
    expect(dashboard.defaultStyles.map((s) => s.name)).toEqual([
      "Traditional",
      "Realistic",
      "Minimalist",
      "Geometric",
      "Watercolor",
      "Blackwork",
      "Tribal",
      "Neo-traditional",
      "Japanese",
      "Dotwork",
    ]);
    expect(dashboard.topics).toHaveLength(2);
  });

  it("runs each button's intent and comes back with the spec's toast", async () => {
    const cookie = await adminCookie();
    await someTopics();
    const style = await suggestedStyle("Liquid chrome");
    const idea = await suggestedIdea("Bee on a peony");

    const deleted = await call(adminAction, postForm({ intent: "delete-style", id: style.id }, cookie));
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/admin#user-styles");
    expect(await toastOf(deleted)).toMatchObject({
      title: "Style Deleted",
      description: '"Liquid chrome" was removed.',
      variant: "success",
    });
    expect(await prisma.style.count({ where: { id: style.id } })).toBe(0);

    // Sent by a fetcher (inPlace): back to the page as it is, without an #anchor to scroll to.
    const ideaDeleted = await call(adminAction, postForm({ intent: "delete-idea", id: idea.id, inPlace: "1" }, cookie));
    expect(ideaDeleted.headers.get("location")).toBe("/admin");
    expect(await toastOf(ideaDeleted)).toMatchObject({ title: "Idea Deleted" });
    expect(await prisma.popularIdea.count({ where: { id: idea.id } })).toBe(0);

    const topicDeleted = await call(adminAction, postForm({ intent: "delete-topic", id: "old_1" }, cookie));
    expect(topicDeleted.headers.get("location")).toBe("/admin#trending-topics");
    expect(await toastOf(topicDeleted)).toMatchObject({
      title: "Topic Deleted",
      description: '"Old roses" was removed.',
    });

    const refreshed = await call(adminAction, postForm({ intent: "refresh-topics" }, cookie));
    const count = await prisma.trendingTopic.count();
    expect(count).toBeGreaterThanOrEqual(5);
    expect(await toastOf(refreshed)).toMatchObject({
      title: "XAI Content Refreshed",
      description: `${count} trending topics are now live.`,
      variant: "success",
    });
  });

  it("answers failures with 'Delete Failed' and the message, changing nothing", async () => {
    const cookie = await adminCookie();
    const builtIn = await call(adminAction, postForm({ intent: "delete-style", id: "base-japanese" }, cookie));
    expect(builtIn.status).toBe(302);
    expect(await toastOf(builtIn)).toMatchObject({
      title: "Delete Failed",
      description: "Built-in styles cannot be deleted. Only styles suggested by users can be removed.",
      variant: "destructive",
    });
    expect(await prisma.style.count({ where: { id: "base-japanese" } })).toBe(1);

    const missing = await call(adminAction, postForm({ intent: "delete-topic", id: "no-such-topic" }, cookie));
    expect(await toastOf(missing)).toMatchObject({
      title: "Delete Failed",
      description: expect.stringContaining("no longer exists"),
    });
  });
});
