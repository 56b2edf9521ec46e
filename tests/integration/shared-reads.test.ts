import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

const { listVisibleIdeas, listVisibleStyles } = await import("~/modules/catalog/catalog.server");
const { loadHomePage } = await import("~/modules/home/home-page.server");
const { sharedReadStats, startListening, stopSharedReads } = await import("~/modules/shared-reads/shared-reads.server");
const { getSuggestion } = await import("~/modules/suggestions/suggestions.server");
const { sharedTablesWritten } = await import("~/modules/shared-reads/shared-write-watch.server");
const { prisma } = await import("~/utils/db.server");
const { createUser } = await import("../support/users");

/** Another instance, as far as this one can tell: its own connection, raw SQL. */
const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
await other.connect();
afterAll(async () => {
  await other.end();
  await stopSharedReads();
});

async function listening() {
  startListening();
  await expect.poll(() => sharedReadStats().listening).toBe(true);
}

describe("shared reads cached per instance", () => {
  it("serves the home page's styles and ideas from memory after the first request", async () => {
    await listening();
    await loadHomePage(new Request("http://localhost:3000/"));
    // The suggestion reads trending topics on about a third of requests: read them once now.
    await getSuggestion(() => 0);
    const before = sharedReadStats();
    for (let index = 0; index < 5; index++) await loadHomePage(new Request("http://localhost:3000/"));
    const after = sharedReadStats();
    expect(after.loads).toBe(before.loads);
    expect(after.hits - before.hits).toBeGreaterThanOrEqual(10);
  });

  it("shows this instance's own changes on the very next read", async () => {
    await listening();
    const author = await createUser({ plan: "premium" });
    expect((await listVisibleStyles(author.id)).some((style) => style.name === "Cyber Sigilism")).toBe(false);
    await prisma.style.create({
      data: { name: "Cyber Sigilism", normalizedName: "cyber sigilism", suggestedById: author.id },
    });
    expect((await listVisibleStyles(author.id)).some((style) => style.name === "Cyber Sigilism")).toBe(true);
    // Not public yet; five uses later (in a transaction) it is, for everyone.
    expect((await listVisibleStyles(null)).some((style) => style.name === "Cyber Sigilism")).toBe(false);
    await prisma.$transaction(async (tx) => {
      await tx.style.update({
        where: { normalizedName_suggestedById: { normalizedName: "cyber sigilism", suggestedById: author.id } },
        data: { usageCount: { increment: 5 } },
      });
    });
    expect((await listVisibleStyles(null)).some((style) => style.name === "Cyber Sigilism")).toBe(true);
  });

  it("drops its copy when another instance changes a table (PostgreSQL NOTIFY)", async () => {
    await listening();
    const shown = async () => (await listVisibleIdeas(null)).map((idea) => idea.text);
    expect(await shown()).not.toContain("a moth over a candle");
    await other.query(
      `INSERT INTO "PopularIdea" (id, text, "normalizedText", "usageCount", "createdAt") VALUES ('idea-notify', 'a moth over a candle', 'a moth over a candle', 99, now())`,
    );
    await expect.poll(shown).toContain("a moth over a candle");
    await other.query(`DELETE FROM "PopularIdea" WHERE id = 'idea-notify'`);
    await expect.poll(shown).not.toContain("a moth over a candle");
  });

  it("reads from the database while its listener is gone, and listens again by itself", async () => {
    await listening();
    await other.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'inkwell shared-read listener' AND datname = current_database()`,
    );
    await expect.poll(() => sharedReadStats().listening).toBe(false);
    // A change nobody is told about is still seen: nothing is cached meanwhile.
    await other.query(`UPDATE "Style" SET "usageCount" = "usageCount" + 1 WHERE id = 'base-traditional'`);
    const traditional = (await listVisibleStyles(null)).find((style) => style.id === "base-traditional")!;
    const count = (await other.query(`SELECT "usageCount" FROM "Style" WHERE id = 'base-traditional'`)).rows[0]
      .usageCount;
    expect(traditional.usageCount).toBe(count);
    await expect
      .poll(async () => (await listVisibleStyles(null), sharedReadStats().listening), { timeout: 15_000 })
      .toBe(true);
  });

  it("recognises writes to shared tables in Prisma's SQL", () => {
    expect(
      sharedTablesWritten(`UPDATE "public"."Style" SET "usageCount" = ("usageCount" + $1) WHERE "id" = $2`),
    ).toEqual(["Style"]);
    expect(
      sharedTablesWritten(`INSERT INTO "public"."PopularIdea" ("id","text") VALUES ($1,$2) RETURNING "id"`),
    ).toEqual(["PopularIdea"]);
    expect(sharedTablesWritten(`SELECT "id", "updatedAt" FROM "public"."Style" WHERE 1=1`)).toEqual([]);
    expect(sharedTablesWritten(`UPDATE "public"."User" SET "updatedAt" = $1`)).toEqual([]);
  });
});
