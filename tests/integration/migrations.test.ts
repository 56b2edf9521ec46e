import { cp, mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { applyMigrations, DEFAULT_MIGRATIONS_DIR, MigrationError } from "../../server/database/migrate";
import { createDatabase } from "../support/database";

const templateUrl = inject("templateDatabaseUrl");

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

describe("migration runner", () => {
  let emptyUrl: string;
  beforeAll(async () => {
    emptyUrl = await createDatabase(templateUrl, { prefix: "empty" });
  });

  it("applies every migration to an empty database, then nothing the second time", async () => {
    const first = await applyMigrations(emptyUrl);
    expect(first.applied.length).toBeGreaterThan(0);
    expect(first.alreadyApplied).toEqual([]);

    const tables = await query<{ table_name: string }>(
      emptyUrl,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(["User", "Design", "Style", "_prisma_migrations"]),
    );

    const second = await applyMigrations(emptyUrl);
    expect(second.applied).toEqual([]);
    expect(second.alreadyApplied).toEqual(first.applied);
    const recorded = await query<{ n: string }>(emptyUrl, `SELECT count(*) AS n FROM "_prisma_migrations"`);
    expect(Number(recorded[0].n)).toBe(first.applied.length);
  });

  it("lets only one of two instances starting at once apply each migration", async () => {
    const url = await createDatabase(templateUrl, { prefix: "race" });
    const [a, b] = await Promise.all([applyMigrations(url), applyMigrations(url)]);
    const appliedTwice = a.applied.filter((name) => b.applied.includes(name));
    expect(appliedTwice).toEqual([]);
    expect([...a.applied, ...b.applied].sort()).toEqual([...a.applied, ...a.alreadyApplied].sort());
    const rows = await query<{ migration_name: string }>(url, `SELECT migration_name FROM "_prisma_migrations"`);
    expect(new Set(rows.map((r) => r.migration_name)).size).toBe(rows.length);
  });

  it("rolls a failing migration back completely and records nothing", async () => {
    const url = await createDatabase(templateUrl, { prefix: "failing" });
    const dir = await mkdtemp(path.join(os.tmpdir(), "inkwell-migrations-"));
    await cp(DEFAULT_MIGRATIONS_DIR, dir, { recursive: true });
    await mkdir(path.join(dir, "29991231000000_broken"));
    await writeFile(
      path.join(dir, "29991231000000_broken", "migration.sql"),
      `CREATE TABLE "HalfDone" ("id" TEXT PRIMARY KEY);\nSELECT * FROM "NoSuchTable";`,
    );
    await expect(applyMigrations(url, { migrationsDir: dir })).rejects.toThrow(MigrationError);
    await expect(applyMigrations(url, { migrationsDir: dir })).rejects.toThrow(/29991231000000_broken/);
    const halfDone = await query(url, "SELECT 1 FROM information_schema.tables WHERE table_name = 'HalfDone'");
    expect(halfDone).toEqual([]);
    const recorded = await query<{ migration_name: string }>(url, `SELECT migration_name FROM "_prisma_migrations"`);
    expect(recorded.map((r) => r.migration_name)).not.toContain("29991231000000_broken");
  });
});

describe("the seed", () => {
  afterAll(() => {});
  it("adds the 10 default styles and 5 default ideas once, keeping usage counts", async () => {
    const { seedDatabase } = await import("../../prisma/seed");
    const url = await createDatabase(templateUrl, { prefix: "seed" });
    await applyMigrations(url);
    expect(await seedDatabase(url)).toEqual({ styles: 10, ideas: 5 });
    await query(url, `UPDATE "Style" SET "usageCount" = 7 WHERE id = 'base-traditional'`);
    expect(await seedDatabase(url)).toEqual({ styles: 0, ideas: 0 });

    const styles = await query<{ id: string; name: string; usageCount: number }>(
      url,
      `SELECT id, name, "usageCount" FROM "Style" ORDER BY name`,
    );
    expect(styles.map((s) => s.name)).toEqual([
      "Blackwork",
      "Dotwork",
      "Geometric",
      "Japanese",
      "Minimalist",
      "Neo-traditional",
      "Realistic",
      "Traditional",
      "Tribal",
      "Watercolor",
    ]);
    expect(styles.every((s) => s.id.startsWith("base-"))).toBe(true);
    expect(styles.find((s) => s.name === "Traditional")?.usageCount).toBe(7);
    const ideas = await query<{ text: string }>(url, `SELECT text FROM "PopularIdea" ORDER BY text`);
    expect(ideas.map((i) => i.text)).toEqual([
      "Celtic knot",
      "Mandala design",
      "Mountain landscape",
      "Phoenix rising",
      "Rose with thorns",
    ]);
  });
});
