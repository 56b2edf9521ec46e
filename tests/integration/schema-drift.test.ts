import { readFileSync } from "node:fs";
import path from "node:path";
import prismaInternals from "@prisma/internals";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The migrated database must match prisma/schema.prisma exactly: tables, columns, types,
 * nullability, database defaults, enums, indexes and foreign keys. Migrations are written
 * by hand (no Prisma engine here), so this is what keeps the two from drifting apart.
 */

type Dmmf = Awaited<ReturnType<typeof prismaInternals.getDMMF>>;
type Model = Dmmf["datamodel"]["models"][number];
type Field = Model["fields"][number];

let dmmf: Dmmf;
let client: pg.Client;

beforeAll(async () => {
  dmmf = await prismaInternals.getDMMF({
    datamodel: readFileSync(path.resolve(import.meta.dirname, "../../prisma/schema.prisma"), "utf8"),
  });
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  return () => client.end();
});

const tableOf = (model: Model) => model.dbName ?? model.name;
const columnOf = (model: Model, fieldName: string) => {
  const field = model.fields.find((f) => f.name === fieldName)!;
  return field.dbName ?? field.name;
};

function expectedType(field: Field): string {
  const native = field.nativeType?.[0];
  if (field.kind === "enum") return field.type;
  const base: Record<string, string> = {
    String: "text",
    Int: "integer",
    BigInt: "bigint",
    Float: "double precision",
    Boolean: "boolean",
    DateTime: native === "Date" ? "date" : "timestamp(3) without time zone",
    Json: "jsonb",
    Decimal: "numeric(65,30)",
  };
  if (!base[field.type]) throw new Error(`No SQL type known for ${field.type}`);
  return base[field.type];
}

describe("schema.prisma and the migrated database", () => {
  it("have the same tables and columns, with the same types, nullability and defaults", async () => {
    const { rows } = await client.query<{
      table_name: string;
      column_name: string;
      type: string;
      is_nullable: "YES" | "NO";
      column_default: string | null;
    }>(`
      SELECT c.table_name, c.column_name, c.is_nullable, c.column_default,
             format_type(a.atttypid, a.atttypmod) AS type
      FROM information_schema.columns c
      JOIN pg_attribute a ON a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass
                          AND a.attname = c.column_name
      WHERE c.table_schema = 'public' AND c.table_name <> '_prisma_migrations'`);

    const actual = rows.map((r) => ({
      column: `${r.table_name}.${r.column_name}`,
      type: r.type.replace(/^"(.*)"$/, "$1"),
      nullable: r.is_nullable === "YES",
      hasDefault: r.column_default !== null,
    }));
    const expected = dmmf.datamodel.models.flatMap((model) =>
      model.fields
        .filter((field) => field.kind === "scalar" || field.kind === "enum")
        .map((field) => {
          const clientSideDefault =
            typeof field.default === "object" && field.default !== null && !Array.isArray(field.default)
              ? ["cuid", "uuid", "nanoid", "ulid"].includes((field.default as { name: string }).name)
              : false;
          return {
            column: `${tableOf(model)}.${field.dbName ?? field.name}`,
            type: expectedType(field) + (field.isList ? "[]" : ""),
            // Prisma creates scalar lists as nullable columns.
            nullable: field.isList ? true : !field.isRequired,
            hasDefault: field.hasDefaultValue && !clientSideDefault && !field.isUpdatedAt,
          };
        }),
    );
    const byColumn = (a: { column: string }, b: { column: string }) => a.column.localeCompare(b.column);
    expect(actual.sort(byColumn)).toEqual(expected.sort(byColumn));
  });

  it("have the same enums and values", async () => {
    const { rows } = await client.query<{ name: string; values: string[] }>(`
      SELECT t.typname::text AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS values
      FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
      JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public'
      GROUP BY t.typname ORDER BY t.typname`);
    const expected = dmmf.datamodel.enums
      .map((e) => ({ name: e.dbName ?? e.name, values: e.values.map((v) => v.dbName ?? v.name) }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(rows).toEqual(expected);
  });

  it("have the same primary keys, unique constraints and indexes", async () => {
    const { rows } = await client.query<{ table_name: string; kind: string; columns: string[] }>(`
      SELECT t.relname::text AS table_name,
             CASE WHEN ix.indisprimary THEN 'id' WHEN ix.indisunique THEN 'unique' ELSE 'normal' END AS kind,
             array_agg(a.attname::text || CASE WHEN (ix.indoption[k.ord - 1] & 1) = 1 THEN ' desc' ELSE '' END
                       ORDER BY k.ord) AS columns
      FROM pg_index ix
      JOIN pg_class t ON t.oid = ix.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord) ON true
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
      WHERE n.nspname = 'public' AND t.relname <> '_prisma_migrations'
      GROUP BY t.relname, ix.indexrelid, ix.indisprimary, ix.indisunique`);
    const actual = rows.map((r) => `${r.table_name} ${r.kind} (${r.columns.join(", ")})`).sort();
    const expected = dmmf.datamodel.indexes
      .map((index) => {
        const model = dmmf.datamodel.models.find((m) => m.name === index.model)!;
        const columns = index.fields.map((f) => columnOf(model, f.name) + (f.sortOrder === "desc" ? " desc" : ""));
        const kind = index.type === "id" ? "id" : index.type === "unique" ? "unique" : "normal";
        return `${tableOf(model)} ${kind} (${columns.join(", ")})`;
      })
      .sort();
    expect(actual).toEqual(expected);
  });

  it("have the same foreign keys and delete rules", async () => {
    const { rows } = await client.query<{
      table_name: string;
      columns: string[];
      foreign_table: string;
      foreign_columns: string[];
      delete_rule: string;
    }>(`
      SELECT src.relname::text AS table_name, dst.relname::text AS foreign_table,
             (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(c.conkey) WITH ORDINALITY k(n, ord)
                JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n) AS columns,
             (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(c.confkey) WITH ORDINALITY k(n, ord)
                JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n) AS foreign_columns,
             CASE c.confdeltype WHEN 'c' THEN 'Cascade' WHEN 'n' THEN 'SetNull' WHEN 'r' THEN 'Restrict'
                                WHEN 'a' THEN 'NoAction' WHEN 'd' THEN 'SetDefault' END AS delete_rule
      FROM pg_constraint c
      JOIN pg_class src ON src.oid = c.conrelid
      JOIN pg_class dst ON dst.oid = c.confrelid
      JOIN pg_namespace n ON n.oid = src.relnamespace
      WHERE c.contype = 'f' AND n.nspname = 'public'`);
    const actual = rows
      .map(
        (r) =>
          `${r.table_name}(${r.columns.join(",")}) -> ${r.foreign_table}(${r.foreign_columns.join(",")}) ${r.delete_rule}`,
      )
      .sort();
    const expected = dmmf.datamodel.models
      .flatMap((model) =>
        model.fields
          .filter((f) => f.kind === "object" && f.relationFromFields && f.relationFromFields.length > 0)
          .map((f) => {
            const target = dmmf.datamodel.models.find((m) => m.name === f.type)!;
            const optional = f.relationFromFields!.some(
              (name) => !model.fields.find((x) => x.name === name)!.isRequired,
            );
            const onDelete = f.relationOnDelete ?? (optional ? "SetNull" : "Restrict");
            return `${tableOf(model)}(${f.relationFromFields!.map((n) => columnOf(model, n)).join(",")}) -> ${tableOf(target)}(${f.relationToFields!.map((n) => columnOf(target, n)).join(",")}) ${onDelete}`;
          }),
      )
      .sort();
    expect(actual).toEqual(expected);
  });
});
